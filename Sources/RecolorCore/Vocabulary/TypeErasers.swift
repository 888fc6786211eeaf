#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// SwiftUI's type-erasing wrappers: `AnyView(Color.x)` draws `Color.x` and nothing else, so a
/// color wrapped in one stands where the wrapper stands (an arm of a ternary on the appearance,
/// a modifier's argument). isowords writes `.background(colorScheme == .dark ? AnyView(Color.isowordsBlack)
/// : AnyView(LinearGradient(…)))`: read through the wrapper, the dark arm is the app's own dark
/// decision; missed, it fell to the catch-all rule and init proposed #D5D5D5 for it, turning the
/// app's 14.41:1 (F2E29F on 121212) into 1.13:1 (session 18's notes, defect 1).
enum TypeErasers {
    static let names: Set<String> = ["AnyView", "AnyShapeStyle", "AnyShape"]

    /// Code index `b` walked back over the openings before an expression: `(` alone, or an
    /// eraser's `AnyView(`. Returns the index before them; a call's `(` (`makeColor(`) is no
    /// opening of the expression and stops the walk on itself.
    static func skipOpenings(from b: Int, in file: SwiftSource) -> Int {
        var b = b
        while b >= 0, file.isChar(b, "(") {
            let before = b - 1
            if before >= 0, file.isWord(before) {
                guard names.contains(file.text(code: before)) else { return b }
                b = before - 1
            } else {
                b = before
            }
        }
        return b
    }
}
