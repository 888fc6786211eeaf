/// The tags an arm of a `switch` on a view's own `tag` applies to (`switch self.tag { case 1...6:
/// backgroundColor = orange; default: backgroundColor = gray }` in a button class): a color set there
/// is that of the class's instances with those tags, not of every instance. Kursvalut's keypad
/// (`NumpadButton`) paired every key's title with the first arm's orange; its digits (tag 0) are gray
/// and were never checked (session 30's review A4, /work/s32/repro/fixc32-a4tag).
struct OwnTagCases: Sendable, Equatable {
    /// The tags the arm's patterns name, or, for `default`, those the other arms name.
    var named: [ClosedRange<Int>]
    var isDefault: Bool

    func contains(_ tag: Int) -> Bool {
        named.contains { $0.contains(tag) } != isDefault
    }

    /// The arm holding code token `k`, when it is one of a `switch` on `tag` or `self.tag` (the
    /// type's own: another view's `cell.tag` is not read) whose every pattern is an integer or a
    /// range of integers; nil otherwise (the color then applies to every instance).
    static func of(_ k: Int, in file: SwiftSource) -> OwnTagCases? {
        guard let label = AppearanceArms.caseLabel(k, in: file), let (brace, subject) = SwitchOfCase.of(caseAt: label.label, in: file),
              brace == label.brace, subject == "tag" || subject == "self.tag", let close = file.matchingClose(brace) else { return nil }
        var own: [ClosedRange<Int>]?
        var others: [ClosedRange<Int>] = []
        var j = brace + 1
        while j < close {
            if file.isChar(j, "{") || file.isChar(j, "(") || file.isChar(j, "[") { j = (file.matchingClose(j) ?? close) + 1; continue }
            if file.kind(j) == .keyword, file.codeIs(j, "case") {
                guard let (ranges, end) = patterns(after: j, before: close, in: file) else { return nil }
                if j == label.label { own = ranges } else { others += ranges }
                j = end
                continue
            }
            j += 1
        }
        if file.codeIs(label.label, "default") { return OwnTagCases(named: others, isDefault: true) }
        return own.map { OwnTagCases(named: $0, isDefault: false) }
    }

    /// The integers and ranges (`1`, `1...6`, `7..<9`) between `case` at `c` and its `:`, and the `:`'s index.
    static func patterns(after c: Int, before close: Int, in file: SwiftSource) -> ([ClosedRange<Int>], Int)? {
        var out: [ClosedRange<Int>] = []
        var n = c + 1
        func integer(_ i: Int) -> Int? {
            if file.isChar(i, "-"), i + 1 < close, file.kind(i + 1) == .integer { return Int(file.text(code: i + 1)).map { -$0 } }
            return file.kind(i) == .integer ? Int(file.text(code: i)) : nil
        }
        func width(_ i: Int) -> Int { file.isChar(i, "-") ? 2 : 1 }
        while n < close {
            guard let low = integer(n) else { return nil }
            n += width(n)
            if file.codeIs(n, "...") || file.codeIs(n, "..<"), let high = integer(n + 1) {
                let upper = file.codeIs(n, "..<") ? high - 1 : high
                guard upper >= low else { return nil }
                out.append(low...upper)
                n += 1 + width(n + 1)
            } else {
                out.append(low...low)
            }
            if file.isChar(n, ",") { n += 1; continue }
            guard file.isChar(n, ":") else { return nil }
            return (out, n)
        }
        return nil
    }
}
