/// One of SwiftUI's hues written as an implicit member and returned by a member declared `Color`
/// (`var foreground: Color { switch style { … case .destructive: return .red } }`): there `.red`
/// is `Color.red`, Apple's adaptive red, as in a SwiftUI modifier's argument (`TokenExpressions.
/// systemSubject`). It is a use, so `ComputedMemberUses` carries it, with its switch case, to
/// where the view names the member. Sonidea's destructive edit button (`.red` on
/// `Color.red.opacity(0.12)`, EditableWaveformView.swift:787-803) had no foreground at all, and
/// its pair was never checked (session 32's held-out check, V6).
/// Not a use: the hue returned by a member of another type (`UIColor`: `.red` is UIKit's fixed
/// red; an app's `enum Tone { case red }`), a hue in a comparison or a `case` pattern, a file
/// that does not import SwiftUI.
enum ReturnedSystemHues {
    /// The uses in `file` not already at a code index of `given`.
    static func uses(in file: SwiftSource, systemByMember: [String: [TokenExpressions.SystemEntry]],
                     skipping given: Set<Int>) -> [TokenUse] {
        guard TokenExpressions.swiftUIImport.occurs(in: file.bytes) else { return [] }
        var out: [TokenUse] = []
        var tree: SyntaxTree?
        for k in file.code.indices where k >= 2 && file.isChar(k - 1, ".") && file.isWord(k) && !given.contains(k - 1) {
            guard let entry = systemByMember[file.text(code: k)]?.first(where: { $0.type == BaseColorType.color.rawValue && !$0.implicit }),
                  !file.isChar(k + 1, "("), !file.isChar(k + 1, ".") || file.codeIs(k + 2, "opacity"),
                  // Only a hue after `return`, a case label's `:` or a ternary's arm is read further (the tree is built then).
                  file.codeIs(k - 2, "return") || file.isChar(k - 2, ":") || file.isChar(k - 2, "?") || file.isChar(k - 2, "{") else { continue }
            if tree == nil { tree = file.syntaxTree }
            guard let tree, let member = tree.enclosingFunction(at: k),
                  ComputedMemberUses.isReturned(k - 1, in: file) || ComputedMemberUses.isWholeBody(k - 1, of: member, in: file),
                  declaresColor(member, tree: tree, in: file) else { continue }
            out.append(TokenUse(token: entry.subject, code: k - 1))
        }
        return out
    }

    /// Whether a property, getter or function is declared to return SwiftUI's `Color`
    /// (`var x: Color {`, `func x() -> Color {`; a getter by its property).
    static func declaresColor(_ member: Scope, tree: SyntaxTree, in file: SwiftSource) -> Bool {
        var declaration = member
        if case .function(.accessor(.get)) = member.kind, let parent = member.parent { declaration = tree.scopes[parent] }
        guard case .function(let keyword) = declaration.kind, keyword == .property || keyword == .func else { return false }
        let open = declaration.open
        return file.codeIs(open - 1, BaseColorType.color.rawValue) && (file.isChar(open - 2, ":") || file.codeIs(open - 2, "->"))
    }
}
