#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The context of a color set as the drawing color (`NSColor.white.setFill()`), which no walk
/// back from the color finds: the setter after it (`ColorContextNames.drawingSetters`), or for
/// `set()` the drawing call that follows it (`ColorContextNames.drawingOperations`).
enum DrawingColorContext {
    /// How far past `set()` the drawing call is looked for: a few statements.
    static let lookahead = 80

    /// The context of the color expression whose last code token is `end`, when a drawing
    /// setter is called on it; nil otherwise.
    static func name(after end: Int, in file: SwiftSource) -> String? {
        guard file.isChar(end + 1, "."), file.isWord(end + 2), file.isChar(end + 3, "("), file.isChar(end + 4, ")") else { return nil }
        let setter = file.text(code: end + 2)
        if ColorContextNames.drawingSetters.contains(setter) { return setter }
        guard setter == ColorContextNames.drawingSetBoth else { return nil }
        // The first call of the statements after it whose name holds a drawing word, in the
        // same block and before another color is set.
        var k = end + 5
        let limit = min(file.code.count, k + lookahead)
        while k < limit {
            if file.isChar(k, "}") { return nil }
            if file.isWord(k) {
                let word = file.text(code: k)
                if word == ColorContextNames.drawingSetBoth || ColorContextNames.drawingSetters.contains(word) { return nil }
                if file.isChar(k + 1, "(") {
                    let lowered = word.lowercased()
                    if let operation = ColorContextNames.drawingOperations.first(where: { lowered.contains($0) }) { return operation }
                }
            }
            k += 1
        }
        return nil
    }
}
