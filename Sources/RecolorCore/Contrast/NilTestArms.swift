/// The side of one optional's presence a color is drawn on: an arm of `x == nil ? A : B` (or
/// `x != nil ? A : B`), or the default of `x?.color ?? D`, drawn only when `x` is nil. A text and
/// a background chosen by the presence of the same `x` pair arm with arm, as two members choosing
/// by one condition do (`VariantCase.ofTernary`). AGPU-iOS-App's splash screen sets its title
/// `color == nil ? .label : .white` and its view `color?.color ?? .systemBackground`: the white
/// (drawn only with a color) was checked on systemBackground (drawn only without), light 1.00:1,
/// two false FAILs (session 29's held-out check, A4).
enum NilTestArms {
    /// The optional named (its chain as written, `self.` dropped) and whether the use at code
    /// token `k` is drawn when it is nil; nil when the use is no such arm or default.
    static func side(of k: Int, in file: SwiftSource) -> (subject: String, isNil: Bool)? {
        if let d = defaultSide(of: k, in: file) { return d }
        guard let (question, isTrue) = AppearanceArms.ternaryArm(k, in: file), file.codeIs(question - 1, "nil") else { return nil }
        let test = question - 2
        let equal = file.codeIs(test, "==")
        guard equal || file.codeIs(test, "!="), let subject = chain(endingAt: test - 1, in: file) else { return nil }
        // `a && x == nil ? …`: the arm is chosen by more than the presence.
        let before = subject.start - 1
        if before >= 0, ["&&", "||", "!", "??"].contains(file.text(code: before)) { return nil }
        return (subject.text, equal == isTrue)
    }

    /// `x?.color ?? D`: the default `D` (starting at `k`) is drawn when `x` is nil.
    static func defaultSide(of k: Int, in file: SwiftSource) -> (subject: String, isNil: Bool)? {
        guard k >= 4, file.codeIs(k - 1, "??") else { return nil }
        // Back over the left side's chain to its first `?.`.
        var j = k - 2
        var optional: Int?
        while j >= 0 {
            if file.isChar(j, ")") || file.isChar(j, "]"), let o = file.matchingOpen(j) { j = o - 1; continue }
            if file.isWord(j) || file.isChar(j, ".") { j -= 1; continue }
            if file.isChar(j, "?"), file.isChar(j + 1, "."), file.isWord(j - 1) { optional = j; j -= 1; continue }
            break
        }
        guard let optional, let subject = chain(endingAt: optional - 1, in: file), subject.start == j + 1 else { return nil }
        return (subject.text, true)
    }

    /// The chain of names and dots ending at word `end` (`self.` dropped), and its first token.
    static func chain(endingAt end: Int, in file: SwiftSource) -> (text: String, start: Int)? {
        guard file.isWord(end) else { return nil }
        var s = end
        while s >= 2, file.isChar(s - 1, "."), file.isWord(s - 2) { s -= 2 }
        if file.isChar(s - 1, ".") || file.isChar(s - 1, "?") { return nil }
        var text = (s...end).map { file.text(code: $0) }.joined()
        if text.hasPrefix("self.") { text.removeFirst(5) }
        return (text, s)
    }

    /// Whether the uses at `a` and `b` can be drawn together: unless they stand on opposite sides
    /// of the same optional's presence.
    static func together(_ a: Int, _ b: Int, in file: SwiftSource) -> Bool {
        guard let x = side(of: a, in: file), let y = side(of: b, in: file), x.subject == y.subject else { return true }
        return x.isNil == y.isNil
    }
}
