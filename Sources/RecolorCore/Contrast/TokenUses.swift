/// Where a file uses a semantic token: a finding a rule maps to it (before `fix`), or the
/// token's own expression written in the code (after `fix`: `Style.Color.Semantic.primaryText`).
public struct TokenUse: Sendable, Equatable {
    public var token: String
    /// The code token the use starts at.
    public var code: Int
}

/// The tokens' expressions as code-token texts, to find them in a file's code tokens.
public struct TokenExpressions: Sendable {
    struct Entry: Sendable {
        var words: [String]
        var token: String
    }

    /// By the text of an expression's last code token (`primaryText`).
    let byLastWord: [String: [Entry]]
    let finders: [ByteFinder]
    let screensNothing: Bool

    public init(_ configuration: Configuration) {
        var byLast: [String: [Entry]] = [:]
        for token in configuration.tokens {
            for expression in Set(token.expressions.values) {
                let bytes = Array(expression.utf8)
                let words = Tokenizer.codeTokens(bytes).code.map { String(decoding: bytes[$0.range], as: UTF8.self) }
                guard let last = words.last else { continue }
                byLast[last, default: []].append(Entry(words: words, token: token.name))
            }
        }
        // The longest expression first: `Style.Color.Semantic.x` before a `Color.Semantic.x` of another framework.
        byLastWord = byLast.mapValues { $0.sorted { $0.words.count > $1.words.count } }
        // A one-byte last word (`)` of `Color(uiColor: .label)`) screens nothing out: every file is read.
        finders = byLast.keys.contains { $0.utf8.count < 2 } ? [] : byLast.keys.sorted().map(ByteFinder.init)
        screensNothing = byLast.keys.contains { $0.utf8.count < 2 }
    }

    public var isEmpty: Bool { byLastWord.isEmpty }

    /// Whether `bytes` may hold an expression: one of the last words occurs (a cheap screen
    /// before tokenizing a file that has no finding).
    public func mayOccur(in bytes: [UInt8]) -> Bool {
        screensNothing || finders.contains { $0.occurs(in: bytes) }
    }

    /// The uses of the expressions in `file`: each match of a whole expression, not the tail of
    /// a longer member chain (`Other.Color.Semantic.x` is not `Color.Semantic.x`).
    public func uses(in file: SourceFile) -> [TokenUse] {
        var found: [TokenUse] = []
        for k in file.code.indices where file.code[k].kind != .stringSegment {
            guard let entries = byLastWord[file.text(code: k)] else { continue }
            for entry in entries {
                let start = k - entry.words.count + 1
                guard start >= 0, entry.words.indices.allSatisfy({ file.codeIs(start + $0, entry.words[$0]) }) else { continue }
                if entry.words.first != ".", file.isChar(start - 1, ".") { continue }
                found.append(TokenUse(token: entry.token, code: start))
                break
            }
        }
        return found
    }

    /// The uses in a file: its findings that a rule maps to a token, and the expressions.
    public func uses(in file: SourceFile, reports: [Report]) -> [TokenUse] {
        var byCode: [Int: String] = [:]
        for r in reports {
            guard let token = r.resolution.token, let k = firstCode(atOrAfter: r.finding.range.lowerBound, in: file) else { continue }
            byCode[k] = token
        }
        for use in uses(in: file) where byCode[use.code] == nil { byCode[use.code] = use.token }
        return byCode.keys.sorted().map { TokenUse(token: byCode[$0]!, code: $0) }
    }

    func firstCode(atOrAfter offset: Int, in file: SourceFile) -> Int? {
        var lo = 0, hi = file.code.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if file.code[mid].begin < offset { lo = mid + 1 } else { hi = mid }
        }
        return lo < file.code.count ? lo : nil
    }
}
