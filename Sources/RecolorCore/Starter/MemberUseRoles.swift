#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The role a static color member plays where its own file draws it: `static let paper =
/// Color(red: 30/255, …)` used as `.background(SnippetStyle.paper)` is a surface. The member's
/// finding has its name for context (`paper`, `color`), which says no role, so `init` took
/// ChatGPTSwiftUI's code-block surface #262626 for a mark and proposed #C7C7C7, a light gray under
/// the highlighter's light text in Dark (session 26 F3); a surface's dark value keeps a dark one.
/// Read in the member's own file, and in the run's other files where they name it by its type
/// (`Shades.charcoal`): a walk of the tree for every bare member name cost more than the draft.
enum MemberUseRoles {
    /// The roles taken from uses: surfaces (the finding's shape), which keep a dark color dark, and text,
    /// which turns a dark one light: 5 Calls' shape `static let inkGray = UIColor(white: 0.31…)` drawn only as a
    /// label's text kept #4E4E4E in dark as a plain "color", 2.52:1 on the system background, and init said no
    /// dark value kept it (session 41, pairs41h-v5).
    static let taken: Set<ColorRole> = [.background, .fill, .text]

    /// `file|name` → the role every use of `.name` in `file` that says one has, for the static members `names`
    /// declares there, when that role is one of `taken`.
    static func roles(_ members: [(file: String, name: String)], bytes: [String: [UInt8]]) -> [String: ColorRole] {
        var out: [String: ColorRole] = [:]
        let types = ColorTypeTable()
        for (path, group) in Dictionary(grouping: members, by: \.file) {
            guard let b = bytes[path] else { continue }
            let names = Set(group.map(\.name))
            let file = SwiftSource(path: path, bytes: b)
            let analyzer = ContextAnalyzer(file: file, types: types)
            var seen: [String: Set<ColorRole>] = [:]
            // The type declaring each member (`Shades` for `static let charcoal`), where the file declares it.
            var owners: [String: String] = [:]
            let tree = SyntaxTree(file)
            for k in file.code.indices where file.isWord(k) && names.contains(file.text(code: k)) && (file.codeIs(k - 1, "let") || file.codeIs(k - 1, "var")) {
                if let owner = tree.enclosingType(at: k)?.name { owners[file.text(code: k)] = owner }
            }
            for k in file.code.indices where file.isWord(k) && file.isChar(k - 1, ".") && names.contains(file.text(code: k)) {
                guard !file.isChar(k + 1, "("), !file.isChar(k + 1, ":") else { continue }
                // A use that says no role (`let c = Style.paper`) neither gives nor blocks one.
                let role = roleOfRead(at: k, in: file, analyzer: analyzer)
                if role != .color { seen[file.text(code: k), default: []].insert(role) }
            }
            // And its reads by the type's name in the run's other files (`button.backgroundColor = Shades.charcoal`
            // in the one screen drawing it): read only in its own file, a one-member namespace's near-black
            // close-button fill had no role, and its proposed dark turned it light gray under the white glyph on
            // a screen forced dark (session 30's review A8).
            for (name, owner) in owners {
                let finder = ByteFinder(owner + "." + name)
                for (other, ob) in bytes where other != path && finder.occurs(in: ob) {
                    let f = SwiftSource(path: other, bytes: ob)
                    let a = ContextAnalyzer(file: f, types: types)
                    for k in f.code.indices where f.codeIs(k, name) && f.isChar(k - 1, ".") && f.codeIs(k - 2, owner) {
                        guard !f.isChar(k + 1, "("), !f.isChar(k + 1, ":") else { continue }
                        let role = roleOfRead(at: k, in: f, analyzer: a)
                        if role != .color { seen[name, default: []].insert(role) }
                    }
                }
            }
            for (name, roles) in seen where roles.count == 1 {
                if let role = roles.first, taken.contains(role) { out[path + "|" + name] = role }
            }
        }
        return out
    }

    /// The role the read of a member whose name is code index `k` gives: the expression starts at
    /// its first qualifier (`SnippetStyle.paper`, `self.model.bgColor`) or at its dot.
    static func roleOfRead(at k: Int, in file: SwiftSource, analyzer: ContextAnalyzer) -> ColorRole {
        ColorRole(context: analyzer.context(ofExpressionAt: expressionStart(ofReadAt: k, in: file)).name)
    }

    /// The first code index of the expression reading the member named at `k` (`style.color`, `.cardGray`).
    static func expressionStart(ofReadAt k: Int, in file: SwiftSource) -> Int {
        var start = k - 1
        while file.isWord(start - 1) {
            start -= 1
            guard file.isChar(start - 1, "."), file.isWord(start - 2) else { break }
            start -= 1
        }
        return start
    }

    /// Whether the read at `k` is the value a member returns (after `return`, a `case …:` label, or
    /// its body's `{`): its context is that member's name, a guess, not a place it is set.
    static func isReturnedValue(ofReadAt k: Int, in file: SwiftSource) -> Bool {
        let start = expressionStart(ofReadAt: k, in: file)
        if file.codeIs(start - 1, "return") || file.isChar(start - 1, "{") { return true }
        return file.isChar(start - 1, ":") && SwitchOfCase.label(holding: start, in: file, limit: 64) != nil
    }
}
