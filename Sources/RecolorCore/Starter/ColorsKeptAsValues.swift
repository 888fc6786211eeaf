#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Colors the code hands on as values, not as what a screen shows: each reads the same in every
/// appearance by what it is for, so a dynamic token would change what the code hands on.
/// - A member named for the color it returns (Pyto's script bridge: `class var black: PyColor
///   { PyColor(managed: UIColor.black) }`, one per UIKit named color, exposed to Python as
///   `COLOR_BLACK`): made `UIColor.label`, a script asking for black got white in Dark (session 24
///   review F2).
/// - A stored color the type reads back as numbers (Pyto's turtle pen: `@objc var color =
///   UIColor.black`, returned to the script through `color.getRed(…)`): the drawing's data;
///   made `UIColor.label`, the pen drew white on the white sheet in Dark (review F3).
/// - A color serialized where it stands (`#colorLiteral(…).encode()`, archived into a theme
///   file the user exports): what the file holds must not depend on the appearance at export
///   (review F9).
extension FixedIntentReader {
    /// The evidence when the finding at code index `k` is one of the three.
    func keptAsValue(_ finding: Finding, start k: Int) -> String? {
        namedColorConstant(finding, start: k) ?? readBackAsNumbers(k) ?? serializedColor(finding)
    }

    /// Members that serialize the color where it stands (an app's `encode()` helper, Foundation's
    /// archiver spelled as the color's member).
    static let serializingMembers: Set<String> = ["encode", "encoded", "archived", "archivedData"]

    /// `class var black: PyColor { … UIColor.black … }`: the property (or function) holding the
    /// finding is named as the named color the finding is.
    func namedColorConstant(_ finding: Finding, start k: Int) -> String? {
        let text = file.text(finding.range)
        guard let dot = text.lastIndex(of: "."), text.first?.isUppercase == true else { return nil }
        let named = String(text[text.index(after: dot)...])
        guard NamedColors.uikitFixed[named] != nil else { return nil }
        let tree = syntax.tree
        for s in tree.ancestors(of: tree.scope(at: k)) {
            let scope = tree.scopes[s]
            switch scope.kind {
            case .function(.property), .function(.func):
                return scope.name == named ? "\(named) returns the color it is named for: a named color constant" : nil
            case .type, .file:
                return nil
            default:
                continue
            }
        }
        return nil
    }

    /// `var color = UIColor.black` in a type whose code reads `color.getRed(…)`.
    func readBackAsNumbers(_ k: Int) -> String? {
        guard let stored = storedProperty(assignedAt: k) else { return nil }
        let type = stored.type
        var j = type.open + 1
        while j + 3 < min(type.close, file.code.count) {
            if file.codeIs(j, stored.name), file.isChar(j + 1, "."), !file.isChar(j - 1, "."),
               file.isWord(j + 2), ColorComponentAccessors.getters.contains(file.text(code: j + 2)), file.isChar(j + 3, "(") {
                return "initial value of \(type.name ?? "the type").\(stored.name), read back as numbers (\(stored.name).\(file.text(code: j + 2)))"
            }
            j += 1
        }
        return nil
    }

    /// `#colorLiteral(…).encode()`: the finding is the receiver of a serializing member.
    func serializedColor(_ finding: Finding) -> String? {
        let end = file.codeIndex(atOrAfter: finding.range.upperBound)
        guard end + 2 < file.code.count, file.isChar(end, "."), file.code[end].begin == finding.range.upperBound,
              file.isWord(end + 1), Self.serializingMembers.contains(file.text(code: end + 1)), file.isChar(end + 2, "(") else { return nil }
        return "serialized: .\(file.text(code: end + 1))()"
    }
}
