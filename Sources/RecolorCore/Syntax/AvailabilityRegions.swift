/// The availability regions of a file: `if #available` / `if #unavailable` branches (an else
/// branch only when the check is the whole condition, and through `else if` chains),
/// `guard #available` for the rest of its scope, and `@available` on declarations (a type's
/// covers its members; a declaration without a body covers itself to the end of its statement).
package struct AvailabilityRegions: Sendable {
    private let parents: [Int32]
    private let scopeOfToken: [Int32]
    /// Scope → what holds throughout its body.
    private let blocks: [Int: AvailabilityContext]
    /// Scope → the `@available` declarations directly in it, sorted and disjoint.
    private let declarations: [Int: [(start: Int, end: Int, context: AvailabilityContext)]]
    /// Scope → from a token on (after a `guard`'s body), what holds to the scope's end.
    private let guards: [Int: [(from: Int, context: AvailabilityContext)]]

    init(_ file: SwiftSource, scopes: [Scope], scopeOfToken: [Int32]) {
        parents = scopes.map { Int32($0.parent ?? -1) }
        self.scopeOfToken = scopeOfToken
        var mentions = false
        for (k, t) in file.code.enumerated() where t.kind == .pound || (t.kind == .identifier && t.length == 9) {
            if file.codeIs(k, "#available") || file.codeIs(k, "#unavailable") || (file.codeIs(k, "available") && file.isChar(k - 1, "@")) {
                mentions = true
                break
            }
        }
        guard mentions else {
            blocks = [:]
            declarations = [:]
            guards = [:]
            return
        }
        var reader = AvailabilityReader(file: file, scopes: scopes, scopeOfToken: scopeOfToken)
        reader.readChecks()
        reader.readAttributes()
        blocks = reader.blocks
        declarations = reader.declarations.mapValues { $0.values.sorted { $0.start < $1.start } }
        guards = reader.guards
    }

    /// What is known at code token `k`.
    package func context(at codeIndex: Int) -> AvailabilityContext {
        var context = AvailabilityContext()
        guard codeIndex >= 0 && codeIndex < scopeOfToken.count, !(blocks.isEmpty && declarations.isEmpty && guards.isEmpty) else { return context }
        var s = Int(scopeOfToken[codeIndex])
        while s >= 0 {
            if let c = blocks[s] { context.add(c) }
            if let list = declarations[s] {
                var lo = 0, hi = list.count
                while lo < hi {
                    let mid = (lo + hi) / 2
                    if list[mid].start <= codeIndex { lo = mid + 1 } else { hi = mid }
                }
                if lo > 0, list[lo - 1].end >= codeIndex { context.add(list[lo - 1].context) }
            }
            if let list = guards[s] {
                for g in list where g.from <= codeIndex { context.add(g.context) }
            }
            s = Int(parents[s])
        }
        return context
    }
}

/// The reading behind `AvailabilityRegions`.
private struct AvailabilityReader {
    let file: SwiftSource
    let scopes: [Scope]
    let scopeOfToken: [Int32]
    var blocks: [Int: AvailabilityContext] = [:]
    var declarations: [Int: [Int: (start: Int, end: Int, context: AvailabilityContext)]] = [:]
    var guards: [Int: [(from: Int, context: AvailabilityContext)]] = [:]

    /// A condition's availability checks: what its then-branch knows, and what its else branch
    /// knows when the check is the whole condition.
    private struct Check {
        var then = AvailabilityContext()
        var otherwise = AvailabilityContext()
    }

    private func check(_ range: Range<Int>) -> Check {
        var out = Check()
        var clauses = 0
        var sole = false
        var k = range.lowerBound
        while k < range.upperBound {
            let available = file.codeIs(k, "#available"), unavailable = file.codeIs(k, "#unavailable")
            if available || unavailable, file.isChar(k + 1, "(") {
                clauses += 1
                let versions = AvailabilitySpec(file, listAt: k + 1).versions
                let facts = AvailabilityContext(minimum: versions)
                let inverse = AvailabilityContext(belowCheck: versions)
                out.then.add(available ? facts : inverse)
                out.otherwise = available ? inverse : facts
                sole = k == range.lowerBound && file.matchingClose(k + 1).map { $0 + 1 == range.upperBound } == true
            }
            if let c = file.matchingClose(k), c < range.upperBound { k = c + 1 } else { k += 1 }
        }
        if !(clauses == 1 && sole) { out.otherwise = AvailabilityContext() }
        return out
    }

    mutating func readChecks() {
        /// Per if-block: what its else branch (and the else branches chained after it) knows.
        var elseChain: [Int: AvailabilityContext] = [:]
        for (n, scope) in scopes.enumerated() {
            switch scope.kind {
            case .block(.if):
                let c = check(scope.keywordToken + 1..<scope.open)
                var own = c.then
                var chain = c.otherwise
                // `} else if …`: also in the earlier branch's else.
                if let before = previousBranch(elseAt: scope.keywordToken - 1), let earlier = elseChain[before] {
                    own.add(earlier)
                    chain.add(earlier)
                }
                if !own.isEmpty { blocks[n] = own }
                if !chain.isEmpty { elseChain[n] = chain }
            case .block(.else):
                if let before = previousBranch(elseAt: scope.keywordToken), let earlier = elseChain[before] { blocks[n] = earlier }
            case .block(.guard):
                guard file.codeIs(scope.open - 1, "else") else { continue }
                let c = check(scope.keywordToken + 1..<scope.open - 1)
                if !c.otherwise.isEmpty { blocks[n] = c.otherwise }
                if !c.then.isEmpty, let parent = scope.parent, scope.close < file.code.count {
                    guards[parent, default: []].append((scope.close + 1, c.then))
                }
            default:
                continue
            }
        }
    }

    /// The if-block closed by the `}` before the `else` at `k`, or nil.
    private func previousBranch(elseAt k: Int) -> Int? {
        guard file.codeIs(k, "else") else { return nil }
        var closer = k - 1
        while closer >= 0, file.kind(closer) == .pound { closer -= 1 }  // `} #endif else` is not Swift; be lenient
        guard file.isChar(closer, "}") else { return nil }
        let n = Int(scopeOfToken[closer])
        guard n > 0, scopes[n].close == closer else { return nil }
        return n
    }

    mutating func readAttributes() {
        var bodyByKeyword: [Int: Int] = [:]
        for (n, scope) in scopes.enumerated() where n > 0 && scope.keywordToken != scope.open && scope.keywordToken >= 0 {
            if case .block = scope.kind { continue }
            bodyByKeyword[scope.keywordToken] = n
        }
        let head = ScopeHead(file: file)
        var walkedTo = -1, keywordOfWalk = -1
        for a in file.code.indices where file.isChar(a, "@") && file.codeIs(a + 1, "available") && file.isChar(a + 2, "(") {
            let versions = AvailabilitySpec(file, listAt: a + 2).versions
            guard !versions.isEmpty, let close = file.matchingClose(a + 2) else { continue }
            // The declaration's keyword: past further attributes and modifiers (read once for a
            // run of attributes: each of 10,000 `@available` walking the rest was quadratic).
            var k = close + 1
            if a < walkedTo { k = keywordOfWalk }
            while k < file.code.count && a >= walkedTo {
                if file.isChar(k, "@"), file.isWord(k + 1) {
                    k += 2
                    if file.isChar(k, "("), let c = file.matchingClose(k) { k = c + 1 }
                } else if file.isWord(k), ScopeHead.modifiers.contains(file.text(code: k)) {
                    k += 1
                    if file.isChar(k, "("), let c = file.matchingClose(k) { k = c + 1 }
                } else {
                    break
                }
            }
            walkedTo = max(walkedTo, k)
            keywordOfWalk = k
            guard k < file.code.count else { continue }
            let context = AvailabilityContext(minimum: versions)
            let holder = Int(scopeOfToken[a])
            if var known = declarations[holder]?[k] {
                known.context.add(context)
                known.start = min(known.start, a)
                declarations[holder]![k] = known
                continue
            }
            let start: Int, end: Int
            if let body = bodyByKeyword[k] {
                start = min(a, scopes[body].declarationStart)
                end = scopes[body].close
            } else {
                start = a
                var n = k + 1
                while n < file.code.count {
                    if let c = file.matchingClose(n) { n = c + 1; continue }
                    if file.isChar(n, ";") || file.isChar(n, "}") || file.isChar(n, ")") || file.isChar(n, "]") { break }
                    if file.kind(n) == .pound && head.isDirective(n) { break }
                    if head.endsStatementBetween(n - 1, n) { break }
                    n += 1
                }
                end = n - 1
            }
            declarations[holder, default: [:]][k] = (start, end, context)
        }
    }
}
