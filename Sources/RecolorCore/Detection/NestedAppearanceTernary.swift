#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `colorScheme == .dark ? (isSelected ? .white : .gray) : (isSelected ? .black : .gray)`: an
/// appearance ternary whose two arms are ternaries on one other condition. Each position of the
/// inner ternaries is a choice by the appearance (`.white` in Dark, `.black` in light when
/// selected), one token with the code's values. Read as four colors of their own, the dark
/// arms got proposed darks of their own (white text turned dark gray in Dark Mode: session 25's
/// "Left", Nook-style selection rows). The other condition stays in code: each pair is written
/// over where it stands (`armsInPlace`), both arms of the outer ternary then the same.
extension AppearanceChoices {
    /// The parenthesized ternary `( X ? A : B )` between code indices `open` and `close`: its
    /// `?` and `:` at the group's top level; nil when the group is anything else (a call's
    /// arguments, a deeper ternary, a tuple).
    func innerTernary(_ open: Int, _ close: Int) -> (q: Int, colon: Int)? {
        guard file.isChar(open, "("), file.matchingClose(open) == close, !isCallParenthesis(open) else { return nil }
        var q: Int?, colon: Int?
        var k = open + 1
        while k < close {
            if file.isChar(k, "(") || file.isChar(k, "[") || file.isChar(k, "{"), let c = file.matchingClose(k) { k = c + 1; continue }
            if file.isChar(k, ",") { return nil }
            if file.isChar(k, "?"), file.code[k].kind == .operator {
                guard q == nil else { return nil }
                q = k
            } else if file.isChar(k, ":") {
                guard q != nil, colon == nil else { return nil }
                colon = k
            }
            k += 1
        }
        guard let q, let colon, q > open + 1, colon > q + 1, colon < close - 1 else { return nil }
        return (q, colon)
    }

    /// Finding `n` as an arm of one inner ternary, paired with the finding in the same place of
    /// the other (same condition, word for word).
    func nestedArmsPair(_ n: Int, spans: [Span], byFirst: [Int: Int], findings: [Finding]) -> (AppearanceChoice, [(Appearance, Int)])? {
        let (a0, a1) = unwrapped(spans[n].first, spans[n].last)
        // The parentheses holding the finding's inner ternary.
        var open = a0 - 1
        while open >= 0, a0 - open < 64 {
            if file.isChar(open, ")") || file.isChar(open, "]"), let o = file.matchingOpen(open) { open = o - 1; continue }
            if file.isChar(open, "(") { break }
            if file.isChar(open, "{") || file.isChar(open, "}") || file.isChar(open, ";") || file.isChar(open, ",") { return nil }
            open -= 1
        }
        guard open >= 1, let close = file.matchingClose(open), let mine = innerTernary(open, close) else { return nil }
        let first: Bool
        if a0 == mine.q + 1, a1 == mine.colon - 1 {
            first = true
        } else if a0 == mine.colon + 1, a1 == close - 1 {
            first = false
        } else {
            return nil
        }
        // The group is one arm of a ternary whose other arm is a parenthesized ternary too.
        let other: (Int, Int), outerQ: Int, mineIsTrueArm: Bool
        if file.isChar(open - 1, "?"), file.code[open - 1].kind == .operator, file.isChar(close + 1, ":"),
           file.isChar(close + 2, "("), let c = file.matchingClose(close + 2) {
            (other, outerQ, mineIsTrueArm) = ((close + 2, c), open - 1, true)
        } else if file.isChar(open - 1, ":"), file.isChar(open - 2, ")"), let o = file.matchingOpen(open - 2), o >= 1,
                  file.isChar(o - 1, "?"), file.code[o - 1].kind == .operator {
            (other, outerQ, mineIsTrueArm) = ((o, open - 2), o - 1, false)
        } else {
            return nil
        }
        if bindsToLastArm(mineIsTrueArm ? other.1 : close) { return nil }
        guard let theirs = innerTernary(other.0, other.1),
              sameText(open + 1, mine.q - 1, other.0 + 1, theirs.q - 1),
              condition.trueBranchIsDark(open + 1, mine.q - 1) == nil else { return nil }
        // The finding in the same place of the other ternary, the whole arm.
        let (from, to) = first ? (theirs.q + 1, theirs.colon - 1) : (theirs.colon + 1, other.1 - 1)
        guard let (m, last) = armStarting(at: from, byFirst: byFirst, spans: spans), last == to,
              findings[m].matchKey != nil, findings[m].choice == nil else { return nil }
        let c0 = conditionStart(before: outerQ)
        guard c0 < outerQ, !(c0 > 0 && (file.codeIs(c0 - 1, "||") || file.codeIs(c0 - 1, "&&"))),
              let trueIsDark = condition.trueBranchIsDark(c0, outerQ - 1) else { return nil }
        let (dark, light) = mineIsTrueArm == trueIsDark ? (n, m) : (m, n)
        guard let lightKey = findings[light].choiceKey, let darkKey = findings[dark].choiceKey else { return nil }
        let range = min(findings[n].range.lowerBound, findings[m].range.lowerBound)..<max(findings[n].range.upperBound, findings[m].range.upperBound)
        var choice = AppearanceChoice(range: range, arm: .light, values: [.light: lightKey, .dark: darkKey])
        choice.armsInPlace = true
        choice.writtenType = findings[light].writtenType ?? findings[dark].writtenType
        return (choice, [(.light, light), (.dark, dark)])
    }
}
