/// How the tree's own integer hex initializer of a color type reads an 8-digit value, read from
/// its body. RIA-DigiDoc-iOS writes its ~45 palette colors `Color(hex: 0xFF571e27)` for its
/// `init(hex: UInt, alpha: Double = 1.0)`, whose body reads `(hex >> 16) & 0xFF` as red and never
/// the top byte: the color is opaque #571E27. Read as RRGGBBAA (the `hex` label's default order)
/// it was #FF571E27 at 15 % alpha, and generate wrote faint orange color sets for burgundy text
/// (session 28's review, B1). Shifts by 16 and none by 24: the top byte is ignored. A shift by
/// 24 says red or alpha by the name it is given (`let alpha = …`, `red: …`); a body recolor cannot
/// read leaves an 8-digit value's color unknown rather than guessed.
package enum HexInitializerOrder: Sendable, Equatable {
    /// Red at bits 16–23, green 8–15, blue 0–7; the top byte ignored (the alpha is another argument's).
    case rgb
    /// `AARRGGBB`: the top byte is the alpha.
    case argb
    /// `RRGGBBAA`: the top byte is the red.
    case rgba
    /// A body that only hands the value to another initializer of the same label (`self.init(hex: hex, alpha: 1)`):
    /// says nothing of its own, the other declaration decides.
    case delegating
    /// A body recolor cannot read.
    case unknown

    /// Two declarations of one label: the same reading, or the one that says something; else unknown.
    func merged(with other: HexInitializerOrder) -> HexInitializerOrder {
        if self == other || other == .delegating { return self }
        if self == .delegating { return other }
        return .unknown
    }

    /// The color an integer literal's `digits` stand for under this reading; nil when unknown.
    /// Up to six digits an integer has one value, read as RRGGBB as before (`HexLiteral.decode`).
    func decode(_ literal: HexLiteral) -> RGBA? {
        switch self {
        case .rgb:
            guard literal.valid, literal.digits.count == 8, let v = UInt64(literal.digits, radix: 16) else { return literal.decode(order: .rrggbbaa) }
            return RGBA(red: UInt8(v >> 16 & 255), green: UInt8(v >> 8 & 255), blue: UInt8(v & 255))
        case .argb: return literal.decode(order: .aarrggbb)
        case .rgba: return literal.decode(order: .rrggbbaa)
        case .delegating, .unknown: return literal.digits.count > 6 ? nil : literal.decode(order: .rrggbbaa)
        }
    }

    /// Whether the bytes may declare one: a shift, or an initializer whose first label names hex.
    static func mayDeclare(_ bytes: [UInt8]) -> Bool {
        bytes.containsSequence(Array(">>".utf8)) || bytes.containsSequence(Array("(hex".utf8))
    }

    /// The first argument label (`_` for none) and the reading of the initializer whose `init`
    /// keyword is at `keyword` and whose body opens at `open`, when its first parameter is an
    /// integer (`init(hex: UInt, alpha: Double = 1.0)`, `init?(_ rgb: UInt32)`); nil otherwise.
    static func read(_ file: SwiftSource, keyword: Int, open: Int) -> (label: String, order: HexInitializerOrder)? {
        var paren = keyword + 1
        if file.isChar(paren, "?") || file.isChar(paren, "!") { paren += 1 }
        guard file.codeIs(keyword, "init"), file.isChar(paren, "("), file.isChar(open, "{"),
              let clause = file.matchingClose(paren), clause < open,
              let first = ParameterClause.segments(paren, clause, in: file).first, let colon = first.colon,
              file.isWord(colon + 1), ColorFunctions.integerTypes.contains(file.text(code: colon + 1)),
              let close = file.matchingClose(open) else { return nil }
        let label = first.hasSeparateLabel ? file.text(code: first.first) : file.text(code: colon - 1)
        return (label, order(file, body: open + 1..<close, label: label))
    }

    /// The reading of a body's shifts.
    static func order(_ file: SwiftSource, body: Range<Int>, label: String) -> HexInitializerOrder {
        var reads16 = false
        var top: Set<Component?> = []
        var topByteMask = false
        for k in body {
            if file.code[k].kind == .integer, let v = integerValue(file.text(code: k)), v >= 0x100_0000 { topByteMask = true }
            guard file.code[k].kind == .operator, file.codeIs(k, ">>"), k + 1 < body.upperBound,
                  file.code[k + 1].kind == .integer, let n = integerValue(file.text(code: k + 1)) else { continue }
            if n == 16 { reads16 = true }
            if n == 24 { top.insert(slot(file, shift: k, body: body).flatMap(Component.init)) }
        }
        if top.isEmpty {
            if reads16 && !topByteMask { return .rgb }
            return delegates(file, body: body, label: label) ? .delegating : .unknown
        }
        if top == [Component.alpha] { return .argb }
        if top == [Component.red] { return .rgba }
        return .unknown
    }

    enum Component {
        case red, alpha

        /// `r`, `red`, `redComponent`; `a`, `alpha`, `alphaValue`, `opacity`. Green and blue at the
        /// top byte say nothing recolor reads.
        init?(_ name: String) {
            let n = name.lowercased()
            if n == "r" || n.hasPrefix("red") { self = .red } else if n == "a" || n.hasPrefix("alpha") || n.hasPrefix("opacity") { self = .alpha } else { return nil }
        }
    }

    /// The name the value shifted at `shift` is given: the label of the argument it stands in
    /// (`red: CGFloat((hex >> 24) & 0xFF) / 255`), the variable it is assigned to (`let a = …`,
    /// `self.alpha = …`), or its place in a destructured tuple (`let (a, r, g, b) = (v >> 24, …)`);
    /// nil when none of these (an unlabeled argument, a statement's start).
    static func slot(_ file: SwiftSource, shift: Int, body: Range<Int>) -> String? {
        var j = shift - 1
        var commas = 0  // commas crossed at the current level: the value is that element of its group
        var steps = 0
        while j >= body.lowerBound && steps < 64 {
            steps += 1
            if file.isChar(j, ")") || file.isChar(j, "]") {
                guard let o = file.matchingOpen(j) else { return nil }
                j = o - 1
                continue
            }
            if file.isChar(j, ",") { commas += 1; j -= 1; continue }
            if file.isChar(j, "(") || file.isChar(j, "[") {
                // `(…) = (x, v >> 24, …)`: the same element of the tuple assigned.
                if file.codeIs(j - 1, "="), file.isChar(j - 2, ")"), let o = file.matchingOpen(j - 2) {
                    let names = ParameterClause.segments(o, j - 2, in: file).map { file.isWord($0.range.lowerBound) && $0.range.count == 1 ? file.text(code: $0.range.lowerBound) : nil }
                    return commas < names.count ? names[commas] : nil
                }
                guard commas == 0 else { return nil }
                j -= 1
                continue
            }
            if file.isChar(j, ":"), file.isWord(j - 1) {
                guard commas == 0 else { return nil }
                let name = file.text(code: j - 1)
                // A conversion's label (`UInt8(truncatingIfNeeded: v >> 24)`) says nothing: look on.
                if conversionLabels.contains(name) { j -= 2; continue }
                return name
            }
            if file.code[j].kind == .operator, file.codeIs(j, "=") {
                guard commas == 0 else { return nil }
                var n = j - 1
                if file.isWord(n), file.isChar(n - 1, ":"), file.isWord(n - 2) { n -= 2 }  // `let r: CGFloat =`
                return file.isWord(n) ? file.text(code: n) : nil
            }
            if file.isChar(j, "{") || file.isChar(j, "}") || file.isChar(j, ";") || file.code[j].kind == .keyword { return nil }
            j -= 1
        }
        return nil
    }

    static let conversionLabels: Set<String> = ["truncatingIfNeeded", "truncating", "exactly", "clamping"]

    /// `self.init(LABEL: …)` in the body: another initializer of the same first label reads the value.
    static func delegates(_ file: SwiftSource, body: Range<Int>, label: String) -> Bool {
        for k in body where file.codeIs(k, "init") && file.isChar(k - 1, ".") && file.isChar(k + 1, "(") {
            if label == "_" ? !(file.isWord(k + 2) && file.isChar(k + 3, ":")) : (file.codeIs(k + 2, label) && file.isChar(k + 3, ":")) { return true }
        }
        return false
    }

    static func integerValue(_ text: String) -> UInt64? {
        let t = text.utf8.contains(UInt8(ascii: "_")) ? text.replacing("_", with: "") : text
        if t.hasPrefix("0x") { return UInt64(t.dropFirst(2), radix: 16) }
        return UInt64(t)
    }
}
