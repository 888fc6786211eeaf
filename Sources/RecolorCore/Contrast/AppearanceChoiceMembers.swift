#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Computed color members of an app's own type (not `static`) whose body is one color the table
/// maps to a token, or one choice between two colors it maps to the same token (a light/dark
/// pair `init` harvested): ora's `struct Theme { let colorScheme: ColorScheme; var foreground:
/// Color { colorScheme == .dark ? .white : .black } }`, read in its views as `theme.foreground`
/// (`@Environment(\.theme)`). The member is that token where the chain before it names the type or
/// a theme (`TokenExpressions.themeMemberToken`). Without it ora's 172 `theme.…` uses gave 2 pairs
/// (session 25). A choice whose arms are two tokens, or anything else in the body, is no member; nor
/// is any member of a type with no such choice (a view's own `var fill: Color { … }`: `ComputedMemberUses`).
enum AppearanceChoiceMembers {
    /// Files that may declare such a member: a computed property of a color type.
    static let finders = ExpressionAPIs.colorTypes.map { ByteFinder(": " + $0 + " {") }

    static func find(in file: SwiftSource, reports: [Report], tokenOf: (Report) -> String?) -> [ThemeMember] {
        guard !reports.isEmpty, finders.contains(where: { $0.occurs(in: file.bytes) }) else { return [] }
        var byStart: [Int: Report] = [:]
        for r in reports { byStart[file.codeIndex(atOrAfter: r.finding.range.lowerBound)] = r }
        let tree = SyntaxTree(file)
        var out: [ThemeMember] = []
        for (n, scope) in tree.scopes.enumerated() where scope.isType {
            guard let name = scope.name else { continue }
            let type = name.split(separator: ".").last.map(String.init) ?? name
            var members: [ThemeMember] = []
            var chooses = false
            for k in scope.open + 1..<max(scope.open + 1, scope.close) where tree.scope(at: k) == n && file.codeIs(k, "var") {
                guard !file.codeIs(k - 1, "static"), !file.codeIs(k - 1, "class"), file.isWord(k + 1), file.isChar(k + 2, ":"),
                      ExpressionAPIs.colorTypes.contains(file.text(code: k + 3)), file.isChar(k + 4, "{"),
                      let close = file.matchingClose(k + 4) else { continue }
                let start = file.codeIs(k + 5, "return") ? k + 6 : k + 5
                if let (token, choice) = token(of: start..<close, in: file, byStart: byStart, tokenOf: tokenOf) {
                    members.append(ThemeMember(type: type, label: file.text(code: k + 1), token: token))
                    chooses = chooses || choice
                }
            }
            // A type that chooses by the appearance is a theme: its single colors are members too
            // (ora's `var destructive: Color { Color(hex: "#FF6969") }`); alone, they are a view's own.
            if chooses { out += members }
        }
        return out
    }

    /// The token of a body: one finding filling it, or `condition ? A : B` with A and B findings
    /// filling their arms that map to one token (`choice`).
    static func token(of body: Range<Int>, in file: SwiftSource, byStart: [Int: Report], tokenOf: (Report) -> String?) -> (token: String, choice: Bool)? {
        guard !body.isEmpty else { return nil }
        /// The finding starting at `k` and the code index just after it.
        func finding(at k: Int) -> (Report, Int)? {
            guard let r = byStart[k] else { return nil }
            return (r, file.codeIndex(atOrAfter: r.finding.range.upperBound))
        }
        if let (r, end) = finding(at: body.lowerBound), end == body.upperBound { return tokenOf(r).map { ($0, false) } }
        // The ternary's `?` at the body's own level.
        var k = body.lowerBound
        var question: Int?
        while k < body.upperBound {
            if file.isChar(k, "(") || file.isChar(k, "[") || file.isChar(k, "{"), let c = file.matchingClose(k) { k = c + 1; continue }
            if file.isChar(k, "?"), file.kind(k) == .operator { question = k; break }
            k += 1
        }
        guard let q = question, let (a, aEnd) = finding(at: q + 1), file.isChar(aEnd, ":"),
              let (b, bEnd) = finding(at: aEnd + 1), bEnd == body.upperBound,
              let ta = tokenOf(a), let tb = tokenOf(b), ta == tb else { return nil }
        return (ta, true)
    }
}
