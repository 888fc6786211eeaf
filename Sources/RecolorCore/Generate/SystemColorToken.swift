/// A token whose every expression is an Apple system color (`init`'s `label`: `Color.primary`;
/// `systemBackground`: `UIColor.systemBackground`, `Color(uiColor: .systemBackground)`): the
/// system gives its colors, so `generate` writes no color set for it. Nothing would read one, and
/// in a target with Xcode's asset symbols on, the set's symbol (`Color.label`) would clash with
/// the member generate declares where the system color is missing.
enum SystemColorToken {
    static func isSystem(_ token: Configuration.SemanticToken) -> Bool {
        !token.expressions.isEmpty && token.expressions.values.allSatisfy(isSystem)
    }

    /// `UIColor.label`, `NSColor.labelColor`, `Color.primary`; SwiftUI's bridges of a system
    /// color (`Color(uiColor: .label)`, `Color(nsColor: .labelColor)`, `Color(UIColor.label)`).
    /// Not `Color(.name)`: that is also how Xcode's symbol for the app's own color set reads.
    static func isSystem(_ expression: String) -> Bool {
        if let path = MemberPath.components(of: expression) { return isSystemMember(path) }
        var inner = Substring(expression)
        for prefix in ["SwiftUI.Color(", "Color("] where inner.hasPrefix(prefix) {
            inner = inner.dropFirst(prefix.count)
            break
        }
        guard inner.count < expression.count, inner.hasSuffix(")") else { return false }
        inner = inner.dropLast()
        for (label, type) in [("uiColor: .", BaseColorType.uiColor), ("nsColor: .", .nsColor)] where inner.hasPrefix(label) {
            let name = String(inner.dropFirst(label.count))
            return MemberPath.components(of: "\(type.rawValue).\(name)").map(isSystemMember) ?? false
        }
        for label in ["uiColor: ", "nsColor: ", ""] where inner.hasPrefix(label) {
            if let path = MemberPath.components(of: String(inner.dropFirst(label.count))), path.first != "Color" { return isSystemMember(path) }
        }
        return false
    }

    private static func isSystemMember(_ path: [String]) -> Bool {
        path.count == 2 && BaseColorType(rawValue: path[0]).map { SystemColorNames.contains(path[1], on: $0) } ?? false
    }
}
