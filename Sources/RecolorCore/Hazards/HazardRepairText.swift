/// The text `fix --hazards` writes, in the file's own indentation: one place for the Swift it
/// generates (a guard, a foreground color, a hook).
enum HazardRepairText {
    /// The leading whitespace of the line holding `offset`.
    static func indentation(at offset: Int, in file: SwiftSource) -> String {
        let line = file.line(of: offset)
        var k = file.lineStarts[line - 1]
        var out = ""
        while k < file.bytes.count, file.bytes[k] == 32 || file.bytes[k] == 9 { out.append(Character(Unicode.Scalar(file.bytes[k]))); k += 1 }
        return out
    }

    /// One indentation step as the file writes it (a tab, or four spaces when unknown).
    static func unit(_ file: SwiftSource) -> String {
        if file.bytes.contains(9) && !file.bytes.containsSequence(Array("\n    ".utf8)) { return "\t" }
        return file.bytes.containsSequence(Array("\n  ".utf8)) && !file.bytes.containsSequence(Array("\n    ".utf8)) ? "  " : "    "
    }

    static func guardLine(_ previous: String) -> String {
        "guard traitCollection.hasDifferentColorAppearance(comparedTo: \(previous)) else { return }"
    }

    /// The opening of an `if` around the color work alone, for a hook that does other work too.
    static func ifLine(_ previous: String) -> String {
        "if traitCollection.hasDifferentColorAppearance(comparedTo: \(previous)) {"
    }

    /// The label color for text with no foreground color.
    static func labelColor(_ platform: Framework) -> String {
        platform == .appkit ? "NSColor.labelColor" : "UIColor.label"
    }

    /// A hook re-running `statements` when the appearance changes: UIKit's trait-change callback
    /// guarded by `hasDifferentColorAppearance`, or AppKit's appearance callback resolving with the
    /// view's appearance. `indent`: the members' indentation.
    static func hook(_ statements: [String], platform: Framework, indent: String, unit: String) -> String {
        let body = indent + unit
        if platform == .appkit {
            var out = "\n\(indent)override func viewDidChangeEffectiveAppearance() {\n\(body)super.viewDidChangeEffectiveAppearance()\n"
            out += "\(body)effectiveAppearance.performAsCurrentDrawingAppearance {\n"
            out += statements.map { "\(body)\(unit)\($0)\n" }.joined()
            return out + "\(body)}\n\(indent)}\n"
        }
        var out = "\n\(indent)override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {\n"
        out += "\(body)super.traitCollectionDidChange(previousTraitCollection)\n\(body)\(guardLine("previousTraitCollection"))\n"
        out += statements.map { "\(body)\($0)\n" }.joined()
        return out + "\(indent)}\n"
    }

    /// The method iOS 17's registration calls.
    static let refreshMethodName = "reapplyAppearanceColors"

    /// iOS 17's registration for the style trait (Apple's `registerForTraitChanges(_:handler:)`),
    /// statement by statement at `indent`: the handler reaches the instance through its parameter.
    static func traitRegistration(indent: String, unit: String) -> String {
        "\(indent)registerForTraitChanges([UITraitUserInterfaceStyle.self], handler: { (self: Self, _: UITraitCollection) in\n"
            + "\(indent)\(unit)self.\(refreshMethodName)()\n\(indent)})\n"
    }

    /// The method re-running `statements`, a member at `indent`.
    static func refreshMethod(_ statements: [String], indent: String, unit: String) -> String {
        "\n\(indent)private func \(refreshMethodName)() {\n" + statements.map { "\(indent)\(unit)\($0)\n" }.joined() + "\(indent)}\n"
    }
}
