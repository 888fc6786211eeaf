#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A switch that returns one color per case of a data value is a table of data (a metro line's
/// official color, a team's), not a choice of style: its colors stay as written. A big switch
/// says so by its size; a small one by what it switches on. jyutping's Foshan lines (4 cases and
/// `default: Color.black`, keyed by the line's name) were made adaptive beside its 22-case
/// Canton table, kept as data, and the shared values then blocked three of the big table's keep
/// rules too (session 19's audit, F7).
extension FixedIntentReader {
    /// The least number of cases of a switch whose case bodies are colors for it to be a table of
    /// data whatever it switches on (an appearance switch has two, a state's three or four).
    static let perCaseTableCases = 6

    /// The least number of cases, each a color constructor of its own, of a small switch over an
    /// enum that is no state or style to be a table of data.
    static let smallTableCases = 3

    /// The words the reasons of `tableReason` for a case of a switch per data case say (`TableMemberUses` reads them).
    static let perCaseWords = "chosen per case"

    /// Words of a switch over a state or a style, whose colors are the app's design (a status's
    /// green and red, a button style's fill): no data.
    static let stateWords: Set<String> = ["state", "status", "style", "mode", "level", "severity", "priority", "kind", "variant",
                                          "theme", "appearance", "scheme", "selected", "selection", "enabled", "highlighted",
                                          "active", "health", "result", "error", "warning", "phase", "role", "tone", "emphasis"]

    /// `one of 20 colors chosen per case (switch name)` when the color at code index `k` is the
    /// whole body of a case (`case "1": Color(…)`, `case .x: return Color(…)`, `default: …`) of a
    /// switch that is a table of data: of many cases; or keyed by literals (`case "2 號線":`,
    /// `case 3:`, `case ("a", "b"):`), the data's own values; or of three or more cases over an
    /// enum whose every case body is a distinct color constructor, where neither the subject (its
    /// type for `self`) nor the declaration holding it names a state or a style.
    /// `textBeside`: a text switch may be read as the text on a table beside it (not when
    /// asked for that table).
    func perCaseColor(_ k: Int, textBeside: Bool = true) -> String? {
        var b = k - 1
        if file.codeIs(b, "return") { b -= 1 } else if let target = assignedCaseTarget(before: k) { b = target - 1 }
        guard b > 0, file.isChar(b, ":"), let open = groups.opener(of: k), file.isChar(open, "{"), let close = file.matchingClose(open) else { return nil }
        // `switch SUBJECT {`, the subject a few tokens long.
        var s = open - 1
        while s > 0, open - s <= 12, !file.codeIs(s, "switch"), !file.isChar(s, "{"), !file.isChar(s, "}") { s -= 1 }
        guard file.codeIs(s, "switch") else { return nil }
        return tableReason(switchAt: s, open: open, close: close, at: k, textBeside: textBeside)
    }

    /// Why the switch at code index `s` (its body `open`…`close`) is a table of data, read for
    /// the color at `k`; nil when it is a choice of style. `nested`: asked for a case's own switch.
    func tableReason(switchAt s: Int, open: Int, close: Int, at k: Int, nested: Bool = false, textBeside: Bool = false) -> String? {
        let labels = caseLabels(open: open, close: close)
        let cases = labels.filter { !$0.isDefault }
        let subject = (s + 1..<open).map { file.text(code: $0) }.joined()
        if cases.count >= Self.perCaseTableCases {
            return "one of \(cases.count) colors chosen per case (switch \(subject))"
        }
        // Keyed by names, the colors are a table only when each is its own hue (metro lines'
        // `case "2 號線": Color(rgb: 0xEB0000)`); grays keyed by names (`case "card":`) are the
        // app's surfaces, which adapt.
        if cases.count >= 2, cases.allSatisfy({ literalPattern($0.pattern) }),
           let colors = Optional(cases.map { caseColor($0.body) }), !colors.contains(nil),
           colors.allSatisfy({ !Self.isAchromatic($0!) }), Set(colors).count == colors.count {
            return "one of \(cases.count) colors chosen per value (switch \(subject))"
        }
        // A switch whose every case is a table of its own (jyutping's lines per metro: `case
        // "CantonMetro": switch name { … }`): its `default: Color.black` belongs to them, and,
        // left to adapt, it blocked every inner table's keep (one declaration, one value).
        if !nested, cases.count >= 2, cases.allSatisfy({ innerTable($0.body, at: k) }) {
            return "the default of \(cases.count) tables of colors chosen per case (switch \(subject))"
        }
        // Black or white text chosen per data value, in the type of a table of data (jyutping's
        // `foregroundColor`: black on the yellow line, white on the others): the text stays with
        // the colors it is read on; made adaptive, the black turned white on the yellow line.
        if textBeside, !cases.isEmpty, cases.allSatisfy({ literalPattern($0.pattern) }),
           labels.allSatisfy({ bodyColor($0.body).map { Self.isBlack($0) || Self.isWhite($0) } == true }),
           let table = tableBeside(k) {
            return "the black or white on \(table)"
        }
        guard cases.count >= Self.smallTableCases else { return nil }
        let bodies = cases.map { constructorBody($0.body) }
        guard !bodies.contains(nil), Set(bodies.map { $0! }).count == bodies.count else { return nil }
        var names = (s + 1..<open).filter { file.code[$0].kind == .identifier }.flatMap { Self.words(file.text(code: $0)) }
        if let holder = syntax.tree.enclosingFunction(at: k)?.name { names += Self.words(holder) }
        // `switch self` in `extension State`: the type is the subject.
        if subject == "self", let type = syntax.tree.enclosingType(at: k)?.name { names += Self.words(type) }
        guard Set(names).isDisjoint(with: Self.stateWords) else { return nil }
        return "one of \(cases.count) colors chosen per case of a data value (switch \(subject))"
    }

    /// `one of 2 palettes chosen per case (switch self)` when the color at code index `k` is an element of an
    /// array literal of colors that is the whole body of a case (`case .aurora: return [A, B, C]`) of a switch
    /// whose other cases return arrays too, over a subject (its type for `self`) and in a declaration that name
    /// no state or style: a palette per data value (a chart skin's gradient), which does not follow the
    /// appearance. saxobroko/SaxWeather's Aurora skin was drafted light values with proposed darks (teal
    /// #5CBFBD to #003F3F; session 37, intent37a V1).
    func perCaseArrayElement(_ k: Int) -> String? {
        guard let array = groups.opener(of: k), file.isChar(array, "["), let arrayClose = file.matchingClose(array),
              file.codeIs(array - 1, "return") || file.isChar(array - 1, ":"),
              let open = groups.opener(of: array), file.isChar(open, "{"), let close = file.matchingClose(open) else { return nil }
        var s = open - 1
        while s > 0, open - s <= 12, !file.codeIs(s, "switch"), !file.isChar(s, "{"), !file.isChar(s, "}") { s -= 1 }
        guard file.codeIs(s, "switch") else { return nil }
        let cases = caseLabels(open: open, close: close)
        guard cases.count >= 2, cases.allSatisfy({ c in
            var j = c.body.lowerBound
            if j < c.body.upperBound, file.codeIs(j, "return") { j += 1 }
            return j < c.body.upperBound && file.isChar(j, "[")
        }), cases.contains(where: { $0.body.contains(array) || $0.body.lowerBound == array || $0.body.lowerBound + 1 == array }) else { return nil }
        // Two elements at least, none a key (no dictionary).
        guard (array + 1..<arrayClose).contains(where: { file.isChar($0, ",") && groups.opener(of: $0) == array }),
              !(array + 1..<arrayClose).contains(where: { file.isChar($0, ":") && groups.opener(of: $0) == array }) else { return nil }
        let subject = (s + 1..<open).map { file.text(code: $0) }.joined()
        var names = (s + 1..<open).filter { file.code[$0].kind == .identifier }.flatMap { Self.words(file.text(code: $0)) }
        if let holder = syntax.tree.enclosingFunction(at: k)?.name { names += Self.words(holder) }
        // A switch over `self` whose cases are the type's own static instances (`case Self.auroraOverride:`) picks
        // the palette of one of the app's looks, whatever the type is named (SaxWeather's `ChartColorScheme
        // .gradientColors`: its aurora stops, read as one palette's, got a mint → #0C2420 dark once the aurora
        // card's values were kept; found re-running the app in session 38).
        let ownInstances = subject == "self" && cases.filter { !$0.isDefault }.allSatisfy { c in
            c.pattern.count == 3 && file.codeIs(c.pattern.lowerBound, "Self") && file.isChar(c.pattern.lowerBound + 1, ".") && file.isWord(c.pattern.lowerBound + 2)
        }
        if subject == "self", !ownInstances, let type = syntax.tree.enclosingType(at: k)?.name { names += Self.words(type) }
        guard ownInstances || Set(names).isDisjoint(with: Self.stateWords) else { return nil }
        return "one of \(cases.count) palettes chosen per case (switch \(subject))"
    }

    /// A table of data in the type holding `k`, read at one of its colors; nil if none.
    func tableBeside(_ k: Int) -> String? {
        guard let type = syntax.tree.enclosingType(at: k) else { return nil }
        for byte in findingColors.keys.sorted() {
            let j = file.codeIndex(atOrAfter: byte)
            guard j > type.open, j < type.close, j != k else { continue }
            if let table = perCaseColor(j, textBeside: false) { return table }
        }
        return nil
    }

    /// The opaque color of the finding that begins a case's body (after its `return`), if any.
    func bodyColor(_ body: Range<Int>) -> RGBA? {
        var j = body.lowerBound
        if j < body.upperBound, file.codeIs(j, "return") { j += 1 }
        guard j < body.upperBound, let c = findingColors[file.code[j].begin], c.alpha == 255 else { return nil }
        return c
    }

    /// Whether a case's body is a switch that is a table of data.
    func innerTable(_ body: Range<Int>, at k: Int) -> Bool {
        let s = body.lowerBound
        guard s < body.upperBound, file.codeIs(s, "switch") else { return false }
        var open = s + 1
        while open < body.upperBound, open - s <= 12, !file.isChar(open, "{") { open += 1 }
        guard open < body.upperBound, file.isChar(open, "{"), let close = file.matchingClose(open), close < body.upperBound else { return false }
        return tableReason(switchAt: s, open: open, close: close, at: k, nested: true) != nil
    }

    struct CaseLabel {
        var isDefault: Bool
        /// Code indexes of the pattern (between `case` and its `:`).
        var pattern: Range<Int>
        /// Code indexes of the body (after the `:` up to the next label or the switch's `}`).
        var body: Range<Int>
    }

    /// The labels of the switch whose body is `open`…`close`, at its own depth.
    func caseLabels(open: Int, close: Int) -> [CaseLabel] {
        var heads: [(isDefault: Bool, at: Int, colon: Int)] = []
        var j = open + 1
        while j < close {
            if file.isChar(j, "(") || file.isChar(j, "[") || file.isChar(j, "{"), let c = file.matchingClose(j) { j = c + 1; continue }
            if file.codeIs(j, "case") || file.codeIs(j, "default") {
                var c = j + 1
                while c < close, !file.isChar(c, ":") {
                    if file.isChar(c, "(") || file.isChar(c, "["), let e = file.matchingClose(c) { c = e + 1 } else { c += 1 }
                }
                heads.append((file.codeIs(j, "default"), j, c))
                j = c + 1
                continue
            }
            j += 1
        }
        return heads.enumerated().map { n, h in
            let end = n + 1 < heads.count ? heads[n + 1].at : close
            return CaseLabel(isDefault: h.isDefault, pattern: (h.at + 1)..<h.colon, body: min(h.colon + 1, end)..<end)
        }
    }

    /// A pattern of literals only: `"1 號線"`, `3`, `"a", "b"`, `("a", "b")`; no range, no enum case.
    func literalPattern(_ pattern: Range<Int>) -> Bool {
        guard !pattern.isEmpty else { return false }
        var any = false
        for j in pattern {
            switch file.code[j].kind {
            case .stringQuote, .stringSegment: any = true
            case .integer, .float: any = true
            case .punct where file.isChar(j, ",") || file.isChar(j, "(") || file.isChar(j, ")"): continue
            case .operator where file.codeIs(j, "-"): continue
            default: return false
            }
        }
        return any
    }

    /// The color of the finding that is a case's whole body (after its `return`), if any.
    func caseColor(_ body: Range<Int>) -> RGBA? {
        var j = body.lowerBound
        if j < body.upperBound, file.codeIs(j, "return") { j += 1 }
        if j + 2 < body.upperBound, file.isWord(j), file.codeIs(j + 1, "=") { j += 2 }
        guard j < body.upperBound, constructorBody(body) != nil else { return nil }
        return findingColors[file.code[j].begin]
    }

    /// The text of a body that is one color constructor and its modifiers (`Color(rgb: 0xEB0000)`,
    /// `return UIColor(red: …)`, `.init(…).opacity(0.8)`), nil for anything else (a named member
    /// `.red`, a statement, a call of another helper).
    func constructorBody(_ body: Range<Int>) -> String? {
        var j = body.lowerBound
        if j < body.upperBound, file.codeIs(j, "return") { j += 1 }
        if j + 2 < body.upperBound, file.isWord(j), file.codeIs(j + 1, "=") { j += 2 }
        let start = j
        if let member = paletteMemberBody(j, body) { return member }
        if file.isChar(j, "."), file.codeIs(j + 1, "init") { j += 2 } else {
            guard j < body.upperBound, file.code[j].kind == .identifier, file.text(code: j).first?.isUppercase == true else { return nil }
            j += 1
        }
        guard j < body.upperBound, file.isChar(j, "("), let c = file.matchingClose(j), c < body.upperBound else { return nil }
        j = c + 1
        // Modifiers: `.opacity(0.8)`, `.cgColor`.
        while j + 1 < body.upperBound, file.isChar(j, "."), file.isWord(j + 1) {
            j += 2
            if j < body.upperBound, file.isChar(j, "("), let e = file.matchingClose(j), e < body.upperBound { j = e + 1 }
        }
        guard j == body.upperBound else { return nil }
        return (start..<j).map { file.text(code: $0) }.joined()
    }

    /// `case .chip: color = MemColors.chip`: the `color` of an assignment that is a case's whole
    /// body, when the color at code index `k` is its value (vAmiga's memory map assigns one palette
    /// member per bank source; session 25 audit, F18: made adaptive while the same switch with
    /// literal arms was kept as data). The code index of the assigned name.
    func assignedCaseTarget(before k: Int) -> Int? {
        guard k >= 3, file.codeIs(k - 1, "="), file.isWord(k - 2), file.isChar(k - 3, ":") else { return nil }
        return k - 2
    }

    /// A member of the app's own palette type that is a case's whole body (`MemColors.chip`, after
    /// `return` or `color =`): a table's entry as a constructor is. A framework's named color
    /// (`NSColor.red`, `.systemGreen`) is none: a state's colors are the app's design.
    func paletteMemberBody(_ j: Int, _ body: Range<Int>) -> String? {
        guard j + 3 == body.upperBound, file.code[j].kind == .identifier, file.isChar(j + 1, "."), file.isWord(j + 2) else { return nil }
        let type = file.text(code: j)
        guard type.first?.isUppercase == true, BaseColorType(rawValue: type) == nil else { return nil }
        return type + "." + file.text(code: j + 2)
    }
}
