/// The role of an element of a labelled tuple a function (or computed property) returns, read where
/// the file reads that label (`colors.ink` in `.foregroundStyle(colors.ink)`: text; `colors.fill` in
/// `.background(Capsule().fill(colors.fill))`: background), when the label itself names no role
/// (`ReturnedTuplePlace` reads `textColor:`). The reads: `let colors = Self.pillColors(style)` then
/// `colors.ink`, `pillColors(style).ink`, a property's `colors.ink`. Every read of a label must agree.
/// WXYC's status pill `-> (fill: Color, border: Color, ink: Color)`, dark-green ink on a bright-green
/// fill per `case`, was no pair: init lifted the ink and the fill apart, 5.6:1 in light, 1.4:1 in dark
/// (session 31's held-out check, V4).
enum ReturnedTupleReads {
    /// Whether the tuple literal `open…close` is a statement's value returned without `return`: the
    /// only expression of a `case …:` arm or of a `{ … }` body (Swift 5.9's `switch`/`if` expressions,
    /// a single-expression body). Not an argument (`f(x: (a, b))`) nor a dictionary entry (`[k: (a, b)]`).
    static func isImplicitReturn(_ open: Int, _ close: Int, in file: SwiftSource) -> Bool {
        let after = close + 1
        let ends = after >= file.code.count || file.isChar(after, "}") || file.codeIs(after, "case") || file.codeIs(after, "default")
            || file.codeIs(after, "@unknown") || file.isChar(after, "@")
        guard ends else { return false }
        if file.isChar(open - 1, "{") { return true }
        guard file.isChar(open - 1, ":") else { return false }
        // `case .x:` / `default:`: back to the arm's `case` at a statement's start, over its patterns.
        if file.codeIs(open - 2, "default") { return true }
        var k = open - 2
        var steps = 0
        while k >= 0, steps < 200 {
            steps += 1
            if file.isChar(k, ")") || file.isChar(k, "]"), let o = file.matchingOpen(k) { k = o - 1; continue }
            if file.codeIs(k, "case") { return true }
            if file.isChar(k, "{") || file.isChar(k, "}") || file.isChar(k, "(") || file.isChar(k, "[") || file.isChar(k, ";") { return false }
            k -= 1
        }
        return false
    }

    /// The role every read of `label` of what `member` (named at `name`) returns gives it, or nil
    /// (no read, reads in two roles, or none with a role).
    static func role(ofLabel label: String, member name: String, in file: SwiftSource, braces: EnclosingBraces, chains: ChainRoots) -> ContrastRole? {
        let bound = locals(boundTo: name, in: file)
        var roles: Set<ContrastRole> = []
        for k in file.code.indices where file.codeIs(k, label) && file.isChar(k - 1, ".") && k >= 2 {
            let base = k - 2
            var start: Int?
            if file.isChar(base, ")"), let o = file.matchingOpen(base), file.codeIs(o - 1, name) {
                start = UseSite.chainRoot(endingAt: base, in: file)       // `pillColors(style).ink`
            } else if file.kind(base) == .identifier, !file.isChar(base - 1, "."), bound.contains(file.text(code: base)) || file.codeIs(base, name) {
                start = base                                                // `colors.ink`, a property's `colors.ink`
            } else if file.codeIs(base, name), file.isChar(base - 1, "."), file.codeIs(base - 2, "self") || file.codeIs(base - 2, "Self") {
                start = base - 2                                            // `self.colors.ink`
            }
            guard let start, let site = UseSite.of(start, in: file, braces: braces, chains: chains) else { continue }
            roles.insert(site.role)
        }
        return roles.count == 1 ? roles.first : nil
    }

    /// Names a `let`/`var` binds to a call of `name` alone (`let colors = Self.pillColors(style)`).
    static func locals(boundTo name: String, in file: SwiftSource) -> Set<String> {
        var out: Set<String> = []
        for k in file.code.indices where file.codeIs(k, name) && file.isChar(k + 1, "(") {
            guard let close = file.matchingClose(k + 1), !file.isChar(close + 1, "."), !file.isChar(close + 1, "(") else { continue }
            var j = k - 1
            if file.isChar(j, ".") { j -= 2 }                               // `Self.`, `self.`, `Type.`
            guard file.isChar(j, "="), file.kind(j - 1) == .identifier, file.codeIs(j - 2, "let") || file.codeIs(j - 2, "var") else { continue }
            out.insert(file.text(code: j - 1))
        }
        return out
    }
}
