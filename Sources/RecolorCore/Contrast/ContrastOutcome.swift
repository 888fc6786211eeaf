/// What `contrast` found: the audited pairs, and, when it found none, why: the token uses it
/// saw per role and what kept each foreground from a background. Exit 4 (nothing checked)
/// when the table has tokens, no pair was found and the table does not say `"pairs": []`.
public struct ContrastOutcome: Sendable, Equatable {
    public var pairs: [AuditedPair]
    public var tokenCount = 0
    public var pairsGiven = false
    package var notes = PairSearchNotes()

    public init(pairs: [AuditedPair], tokenCount: Int = 0, pairsGiven: Bool = false) {
        self.pairs = pairs
        self.tokenCount = tokenCount
        self.pairsGiven = pairsGiven
    }

    package init(pairs: [AuditedPair], tokenCount: Int, pairsGiven: Bool, notes: PairSearchNotes) {
        self.init(pairs: pairs, tokenCount: tokenCount, pairsGiven: pairsGiven)
        self.notes = notes
    }

    /// Nothing was checked though there were tokens to check: a guard that passes on nothing.
    public var nothingChecked: Bool { pairs.isEmpty && tokenCount > 0 && !pairsGiven }

    /// The token uses seen, by role (`text`, `tint`, `background`), for the report.
    public var rolesSeen: [(role: String, count: Int)] {
        [("text", notes.text), ("tint", notes.graphic), ("background", notes.background)].filter { $0.1 > 0 }
    }

    /// Why no pair was found, one reason a clause.
    public var reasons: [String] {
        var out: [String] = []
        let uses = notes.text + notes.graphic + notes.background
        if uses == 0 && notes.unplaced == 0 {
            out.append("no color under PATH is one of the table's \(tokenCount) token\(tokenCount == 1 ? "" : "s") (no rule maps one, no token's expression or asset is written)")
        }
        if notes.text + notes.graphic > 0 && notes.background == 0 {
            out.append("no background token is set anywhere (backgroundColor, background, fill, barTintColor)")
        }
        if notes.background > 0 && notes.text + notes.graphic == 0 {
            out.append("no text or tint token is set anywhere (textColor, titleColor, foregroundColor, foregroundStyle, tintColor, tint)")
        }
        if notes.alone > 0 {
            out.append("\(notes.alone) foreground\(notes.alone == 1 ? " has" : "s have") no background token on the same view, the view it is added to, an ancestor in a document, or its SwiftUI chain or container")
        }
        if notes.overOtherColor > 0 {
            out.append("\(notes.overOtherColor) foreground\(notes.overOtherColor == 1 ? " is" : "s are") drawn over a background that is no token (a system or asset color, or a color no rule maps)")
        }
        if notes.unplaced > 0 {
            out.append("\(notes.unplaced) token use\(notes.unplaced == 1 ? " is" : "s are") not set on a view recolor can tell (an argument, a stored property, a returned value)")
        }
        if notes.applesOwn > 0 {
            out.append("\(notes.applesOwn) pair\(notes.applesOwn == 1 ? " is" : "s are") two of Apple's system colors (or two colors kept fixed), which Apple's values (or the app's own) decide")
        }
        return out
    }

    /// The paragraph `contrast` prints when nothing was checked.
    public var nothingCheckedText: String {
        let seen = rolesSeen.isEmpty ? "no token use in a text, tint or background role"
            : rolesSeen.map { "\($0.count) \($0.role)" }.joined(separator: ", ") + " use\(rolesSeen.map(\.count).reduce(0, +) == 1 ? "" : "s") of tokens"
        return "nothing checked: no foreground/background pair found (roles seen: \(seen))"
            + reasons.map { "; " + $0 }.joined()
            + ". List the pairs in the table's \"pairs\", or write \"pairs\": [] to say there is none to check."
    }
}
