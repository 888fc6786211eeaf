#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A control's knob (`FixedIntent.controlKnob`): a light, opaque fill of a SwiftUI shape whose
/// chain casts a shadow, in a control or under a name that says it is the knob.
extension FixedIntentReader {
    /// The words naming the knob itself, and the controls that have one.
    static let knobWords = ["knob", "thumb", "handle"]
    static let knobControlWords = ["slider", "switch", "toggle"]
    /// The modifiers that paint a shape.
    static let shapePaints: Set<String> = ["foregroundColor", "foregroundStyle", "fill"]

    /// `Circle()….foregroundColor(…).shadow in VSlider` when the finding starting at code index `k`
    /// is such a knob's color.
    func controlKnob(_ finding: Finding, start k: Int) -> String? {
        // Drawn as the drawing color in a function named for the knob (`NSSliderCell.drawKnob(_:)`:
        // Clocker's `NSColor.lightGray.set(); path.fill()`, proposed #373737 as a fill once drawing
        // colors took the fill role): the control's own knob, whatever its color.
        if let context = finding.context, ColorContextNames.drawingSetters.contains(context) || ColorContextNames.drawingOperations.contains(context),
           let function = syntax.tree.enclosingFunction(at: k)?.name, Self.words(function).contains(where: Self.knobWords.contains) {
            return "drawn by \(function)(…) as a control's knob"
        }
        guard let c = finding.color, c.alpha == 255, Self.isAchromatic(c), min(c.red, c.green, c.blue) >= 0xE0,
              let open = groups.opener(of: k), file.isChar(open, "("), file.isChar(open - 2, "."),
              Self.shapePaints.contains(file.text(code: open - 1)) else { return nil }
        // Back over the chain to the shape it starts with.
        var j = open - 3
        var steps = 0
        var shape: Int?
        while steps < 24, file.isChar(j, ")"), let o = file.matchingOpen(j), file.isWord(o - 1) {
            steps += 1
            if file.isChar(o - 2, ".") { j = o - 3; continue }
            shape = o - 1
            break
        }
        guard let shape, ColorContextNames.swiftUIShapes.contains(file.text(code: shape)), let shapeClose = file.matchingClose(shape + 1),
              modifierChain(after: shapeClose + 1).contains(where: { $0.name == "shadow" }) || shapeStyleShadow(after: k, in: open) else { return nil }
        // Named a knob, or drawn in a control: the type, the function, or the comment line above the shape.
        var names = [syntax.tree.enclosingType(at: k)?.name, syntax.tree.enclosingFunction(at: k)?.name].compactMap { $0 }
        if let comment = commentLine(above: file.code[shape].begin) { names.append(comment) }
        guard let name = names.first(where: { n in
            let lowered = n.lowercased()
            return (Self.knobWords + Self.knobControlWords).contains { lowered.contains($0) }
        }) else { return nil }
        return "\(file.text(code: shape))().….\(file.text(code: open - 1))(…).shadow in \(name)"
    }

    /// The text of the `//` comment on the line before the one holding byte `offset`, if any.
    func commentLine(above offset: Int) -> String? {
        let bytes = file.bytes
        var lineStart = min(offset, bytes.count)
        while lineStart > 0, bytes[lineStart - 1] != 0x0A { lineStart -= 1 }
        guard lineStart > 0 else { return nil }
        var previous = lineStart - 1
        while previous > 0, bytes[previous - 1] != 0x0A { previous -= 1 }
        let line = String(decoding: bytes[previous..<(lineStart - 1)], as: UTF8.self).drop { $0 == " " || $0 == "\t" }
        return line.hasPrefix("//") ? String(line) : nil
    }
}
