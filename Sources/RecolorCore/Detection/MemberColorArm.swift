/// An arm of a choice by the appearance that is the app's own color and no finding: a member of a
/// color type (`Color.bgDarkerDarkBlue`, `.loopGreen`) or a color set by name (`Color("Night")`,
/// `UIColor(named: "Night")!`). Its value is not in the file, so the choice is read with the arm
/// as written and `init` looks the value up in the tree (the member's declaration, the asset
/// catalog): Trio's `colorScheme == .dark ? Color.bgDarkerDarkBlue : Color.white` is one pair.
struct MemberColorArm: Equatable {
    /// The arm as a rule's value writes it: `Color.bgDarkerDarkBlue` (an implicit member takes
    /// the type of the arm beside it), `Color("Night")`, `UIColor(named: "Night")` (no `!`).
    var written: String
    /// Code indices of the arm.
    var first: Int
    var last: Int

    /// The member's or the color set's name in `written`: what `init` looks up.
    static func lookup(_ written: String) -> (member: String?, colorSet: String?) {
        if let q = written.firstIndex(of: "\""), let end = written.lastIndex(of: "\""), q < end {
            return (nil, String(written[written.index(after: q)..<end]))
        }
        return (written.split(separator: ".").last.map(String.init), nil)
    }

    /// Whether a rule's value is a color set call as `written` gives it.
    static func isColorSetCall(_ text: String) -> Bool {
        (text.hasPrefix("Color(\"") || text.hasPrefix("UIColor(named: \"") || text.hasPrefix("NSColor(named: \"")) && text.hasSuffix("\")")
    }

    /// The arm written at code indices `from...` (ending at `to` when given), when it is one of
    /// the app's own colors; nil for a finding, one of Apple's colors, `clear`, a variable, a call
    /// of anything else or a member with more after it.
    static func read(at from: Int, to: Int? = nil, in file: SwiftSource, implicit: String?) -> MemberColorArm? {
        if SystemColorArm.read(at: from, to: to, in: file, implicit: implicit) != nil { return nil }
        var arm: MemberColorArm?
        if let call = colorSetCall(at: from, in: file) {
            arm = call
        } else if let m = SystemColorArm.member(at: from, in: file), !["clear", "none", "nil", "init"].contains(m.name) {
            guard let type = m.type ?? implicit else { return nil }
            arm = MemberColorArm(written: type + "." + m.name, first: from, last: m.last)
        }
        guard let arm, to == nil || to == arm.last else { return nil }
        // Nothing may bind to the arm after it (`Color.loopGreen.opacity(0.5)` is another color).
        if arm.last + 1 < file.code.count, file.isChar(arm.last + 1, ".") || file.isChar(arm.last + 1, "(") { return nil }
        return arm
    }

    /// `Color("X")`, `UIColor(named: "X")`, `NSColor(named: "X")`, each with an optional `!`.
    static func colorSetCall(at k: Int, in file: SwiftSource) -> MemberColorArm? {
        guard file.isWord(k), file.isChar(k + 1, "(") else { return nil }
        let type = file.text(code: k)
        var s = k + 2
        switch type {
        case BaseColorType.color.rawValue: break
        case BaseColorType.uiColor.rawValue, BaseColorType.nsColor.rawValue:
            guard file.codeIs(s, "named"), file.isChar(s + 1, ":") else { return nil }
            s += 2
        default: return nil
        }
        guard file.kind(s) == .stringQuote, file.kind(s + 1) == .stringSegment, file.kind(s + 2) == .stringQuote,
              file.isChar(s + 3, ")") else { return nil }
        let name = file.text(code: s + 1)
        var last = s + 3
        if type != BaseColorType.color.rawValue, file.isChar(last + 1, "!") { last += 1 }
        let written = type == BaseColorType.color.rawValue ? "Color(\"\(name)\")" : "\(type)(named: \"\(name)\")"
        return MemberColorArm(written: written, first: k, last: last)
    }
}
