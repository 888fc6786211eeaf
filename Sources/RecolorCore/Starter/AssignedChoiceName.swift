#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The stored property a light/dark choice is assigned to in a statement (`discussionScreenBackground
/// = UIColor { traits in … }` in a theme's `init`), when no declaration names it: its arms carry no
/// context, so the pair had no role of its own and took the role of another pair of the same
/// values. olvid's white/black discussion background shared one token with a camera button's
/// white/black foreground, named `inverseSecondaryText` (session 24 "Left"). The property's name
/// says the role, as a context name does.
enum AssignedChoiceName {
    /// `NAME = CHOICE` or `self.NAME = CHOICE`, the choice the whole right side (ending its line):
    /// NAME; else nil.
    static func of(choice range: Range<Int>, in file: SwiftSource) -> String? {
        let s = file.codeIndex(atOrAfter: range.lowerBound)
        let e = file.codeIndex(atOrAfter: range.upperBound) - 1
        guard s >= 2, e >= s, file.kind(s - 1) == .operator, file.isChar(s - 1, "="), file.isWord(s - 2) else { return nil }
        // A statement's start before the name: a line break, or `self.` at one.
        var head = s - 2
        if file.isChar(head - 1, "."), file.codeIs(head - 2, "self") { head -= 2 }
        guard head == 0 || file.lineBreakBetween(head - 1, head) || file.isChar(head - 1, ";") || file.isChar(head - 1, "{") else { return nil }
        // `let`/`var` declarations are `ChoiceOwnName`'s.
        guard head == 0 || !(file.codeIs(head - 1, "let") || file.codeIs(head - 1, "var")) else { return nil }
        if e + 1 < file.code.count, !file.lineBreakBetween(e, e + 1), !file.isChar(e + 1, "}"), !file.isChar(e + 1, ";") { return nil }
        return file.text(code: s - 2)
    }

    /// The role the pair's arm `r` plays: its finding's, or, for an arm with no context of its
    /// own, the role the name of the property the choice is assigned to gives.
    static func role(of r: Report, choice range: Range<Int>, in file: SwiftSource) -> ColorRole {
        let own = ColorRole(finding: r.finding)
        guard own == .color, let name = of(choice: range, in: file) ?? place(of: range, in: file) else { return own }
        return ColorRole(context: name)
    }
}
