/// Conditions that test the appearance, read from code tokens: `colorScheme == .dark`,
/// `traitCollection.userInterfaceStyle != .light`, `.dark == scheme`, `!isDark`, and a `Bool`
/// the code computes from the appearance (BigCommerce's `darkMode`). The answer is which branch
/// is the dark one.
struct AppearanceCondition {
    let file: SwiftSource
    /// Names of `Bool`s that test the appearance → true when `true` means dark.
    let flags: [String: Bool]

    /// Flag names the file passes as a literal argument (`miniWindowPreview(isDark: true)`,
    /// preview code aside): a parameter that says which appearance to draw, not the one shown. A
    /// settings screen drawing a light and a dark sample side by side keeps each sample's colors
    /// in every appearance; read as a pair, the light sample turned dark in Dark Mode (aizen).
    let givenFlags: Set<String>
    /// The tree's functions and properties named as a flag that answer by the app's own setting
    /// (`AppearanceHelpers.settingReaders`): a call of one is no test of the appearance.
    var settingReaders: Set<String> = []
    /// The tree's flags computed from a color's brightness or from numbers (`AppearanceHelpers.colorFlags`).
    var colorFlags: Set<String> = []
    /// The tree's computed `Bool`s testing the appearance under any name (`DeclaredAppearanceFlags`).
    var treeFlags: [String: Bool] = [:]

    init(file: SwiftSource, flags: [String: Bool]? = nil, given: Set<String>? = nil) {
        self.file = file
        self.flags = flags ?? AppearanceCondition.flags(declaredIn: file)
        givenFlags = given ?? (flags == nil ? AppearanceCondition.literalFlagArguments(in: file) : [])
    }

    /// The members of a style enum that name a dark appearance and a light one (SwiftUI's
    /// `ColorScheme`, UIKit's `UIUserInterfaceStyle`, AppKit's `NSAppearance.Name`).
    static let darkWords: Set<String> = ["dark", "darkAqua", "vibrantDark", "accessibilityHighContrastDarkAqua"]
    static let lightWords: Set<String> = ["light", "aqua", "vibrantLight", "accessibilityHighContrastAqua"]

    /// The words a condition says the appearance by, as the bytes hold them: the style constants
    /// above, and the dark or light word of a flag's name (`isDarkMode`, `darkMode`; `namedFlag`
    /// reads a name's words case-blind, so an all-capital `DARK_MODE` is the one left out). A
    /// reader that needs such a condition screens files by these (`AppearanceHelpers.needs`).
    static let appearanceWords: [String] = darkWords.union(lightWords).sorted() + ["Dark", "Light"]

    /// The words of `appearanceWords` as the readers meet them: a whole word of a name, split as
    /// `DynamicColors.words` splits (`isDarkMode`, `.darkAqua`, `vibrantDark`, `"dark"`), never inside
    /// one (`highlight`, `Highlighted`, `darken`, `lightweight`). Every condition and flag the
    /// readers take holds one so (a member `.dark`, a flag's word `dark`), and the words found inside
    /// other words kept 147 of the 276 files corpus26's screening tokenized for the appearance
    /// helpers (4 declared one; 93 files, 2.2 MB, were tokenized and treed for nothing else).
    private static let appearanceWordFinders = ["dark", "Dark", "light", "Light", "aqua", "Aqua"].map(ByteFinder.init)

    /// Whether one of `appearanceWordFinders`' words stands in `bytes` as a word of a name. A byte
    /// outside ASCII beside it counts as a boundary (an over-approximation, as the screening must be).
    static func mayStandAsWord(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { b in
            guard let base = b.baseAddress else { return false }
            let n = b.count
            for finder in appearanceWordFinders {
                let m = finder.needle.count
                let capital = finder.needle[0] < UInt8(ascii: "a")
                var from = 0
                while let p = finder.first(in: base, from: from, to: n) {
                    from = p + 1
                    // Before: no letter or digit, or (a capital's word) no capital: `isDark`, `2Dark`.
                    if p > 0 {
                        let c = base[p - 1]
                        if c < 0x80 && (capital ? isASCIIUpper(c) : isASCIIAlnum(c)) { continue }
                    }
                    // After: no lowercase letter or digit (a capital starts the next word: `darkAqua`).
                    if p + m < n {
                        let c = base[p + m]
                        if c < 0x80 && (isASCIILower(c) || isASCIIDigit(c)) { continue }
                    }
                    return true
                }
            }
            return false
        }
    }

    private static func isASCIIUpper(_ c: UInt8) -> Bool { c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z") }
    private static func isASCIILower(_ c: UInt8) -> Bool { c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z") }
    private static func isASCIIDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }
    private static func isASCIIAlnum(_ c: UInt8) -> Bool { isASCIIUpper(c) || isASCIILower(c) || isASCIIDigit(c) }

    /// `Bool`s whose name says they are the dark appearance, wherever they are declared
    /// (`isDarkMode`, `darkMode`, `isDark`); `isLight…` the reverse.
    static let conventionalFlags: [String: Bool] = {
        var out: [String: Bool] = [:]
        for (word, dark) in [("Dark", true), ("Light", false)] {
            for suffix in ["", "Mode", "Theme", "Appearance", "Style", "Scheme", "Interface"] {
                out["is\(word)\(suffix)"] = dark
                out["isIn\(word)\(suffix)"] = dark
                out["in\(word)\(suffix)"] = dark
                if !suffix.isEmpty { out[word.lowercased() + suffix] = dark }
                // Sileo's `UIColor.isDarkModeEnabled`: the same flag, said as a setting that is on.
                if !suffix.isEmpty {
                    for on in ["Enabled", "On", "Active"] {
                        out["is\(word)\(suffix)\(on)"] = dark
                        out[word.lowercased() + suffix + on] = dark
                    }
                }
            }
        }
        return out
    }()

    /// The first token of the condition that ends before `q`: walked back over names, members,
    /// calls, subscripts, `==`, `!=` and a prefix `!`, across a line break only where a member
    /// or a comparison continues it. Unwatched's `#if os(macOS)` above `colorScheme == .dark ?
    /// .black : Color.insetBackgroundColor` was walked into: the choice began at `os(macOS)`, and
    /// `fix` wrote `#if Color(Semantic.sectionBackground)`, which does not compile.
    static func conditionStart(before q: Int, in file: SwiftSource) -> Int {
        var k = q - 1
        while k >= 0 && q - k < 64 {
            if k + 1 < q, file.lineBreakBetween(k, k + 1),
               !(file.isChar(k + 1, ".") || file.isChar(k, ".") || file.codeIs(k, "==") || file.codeIs(k, "!=") || file.codeIs(k + 1, "==") || file.codeIs(k + 1, "!=")) {
                break
            }
            if file.isChar(k, ")") || file.isChar(k, "]"), let open = file.matchingOpen(k) { k = open - 1; continue }
            let t = file.code[k]
            if t.kind == .identifier || file.isChar(k, ".") || file.codeIs(k, "self") || file.codeIs(k, "Self")
                || t.kind == .operator && (file.codeIs(k, "==") || file.codeIs(k, "!=") || file.isChar(k, "!")) {
                k -= 1
                continue
            }
            break
        }
        return k + 1
    }

    /// Whether the branch taken when the condition in code tokens `from...to` holds is the dark
    /// one; nil when the condition is no test of the appearance alone.
    func trueBranchIsDark(_ from: Int, _ to: Int) -> Bool? {
        guard from <= to, from >= 0, to < file.code.count else { return nil }
        if file.codeIs(from, "case") { return casePatternIsDark(from, to) }
        if file.isChar(from, "!"), file.code[from].kind == .operator { return trueBranchIsDark(from + 1, to).map { !$0 } }
        if file.isChar(from, "("), file.matchingClose(from) == to { return trueBranchIsDark(from + 1, to - 1) }
        // One comparison at the top level, nothing joined with `&&` or `||`.
        var comparison: Int?
        var k = from
        while k <= to {
            if file.isChar(k, "(") || file.isChar(k, "["), let close = file.matchingClose(k) { k = close + 1; continue }
            if file.code[k].kind == .operator {
                if file.codeIs(k, "==") || file.codeIs(k, "!=") {
                    if comparison != nil { return nil }
                    comparison = k
                } else if !(file.isChar(k, "!") && k == from) {
                    return nil
                }
            }
            k += 1
        }
        if let m = comparison {
            let equal = file.codeIs(m, "==")
            if let dark = styleConstant(m + 1, to), !isStyleConstantLike(from, m - 1) { return equal == dark }
            if let dark = styleConstant(from, m - 1), !isStyleConstantLike(m + 1, to) { return equal == dark }
            return nil
        }
        // A flag: `darkMode`, `Style.darkMode`, `self.isDark`, `theme.isDark()`, or a function
        // named as one called with arguments (`Utils.isDarkMode(for: view)`, `isDark(traits)`):
        // its name says which branch is the dark one, whatever it is asked about.
        var last = to
        if file.isChar(last, ")"), let open = file.matchingOpen(last), open > from,
           file.code[open].begin == file.code[open - 1].end, file.isWord(open - 1) { last = open - 1 }
        guard last >= from, file.code[last].kind == .identifier else { return nil }
        var n = last - 1
        while n >= from {
            guard file.isChar(n, "."), n - 1 >= from, file.isWord(n - 1) else { return nil }
            n -= 2
        }
        let name = file.text(code: last)
        if isBrightnessOfAColor(name, at: last, from: from) { return nil }
        if givenFlags.contains(name), isParameter(name, ofFunctionAround: from) { return nil }
        if settingReaders.contains(name) { return nil }
        // A conventional flag the file declares from no appearance (`flags` lost it), or a member the
        // tree's properties so compute asked of a value (`gradientColorManager.isDark`): `ColorBrightnessFlags`.
        if flags[name] == nil, !flags.isEmpty, Self.conventionalFlags[name] != nil { return nil }
        if last > from, colorFlags.contains(name) { return nil }
        return flags[name] ?? Self.namedFlag(name) ?? treeFlags[name]
    }

    /// Whether the flag `name` at code index `k` is a brightness word asked of a value named for
    /// a color (`classColor.isLight()`, `theme.badgeColor.isLight()`): that color's brightness, a
    /// choice computed from it (habitica-ios's shop header, white text over a dark class color),
    /// no test of the appearance. A type (`UIColor.isDarkMode`) or another value (`theme.isDark`)
    /// keeps the flag.
    func isBrightnessOfAColor(_ name: String, at k: Int, from: Int) -> Bool {
        guard Self.brightnessWords.contains(name), k - 2 >= from, file.isChar(k - 1, "."), file.isWord(k - 2) else { return false }
        let receiver = file.text(code: k - 2)
        return receiver.first?.isLowercase == true && ColorContextNames.isColorName(receiver)
    }

    /// Whether `name` is a parameter of the function or initializer whose body holds code index
    /// `k` (`func miniWindowPreview(isDark: Bool) -> some View { … }`); a stored property set by
    /// a literal (`Theme(useDarkVariant: false)`) stays a flag.
    func isParameter(_ name: String, ofFunctionAround k: Int) -> Bool {
        var f = k - 1
        while f >= 0, k - f < 4096 {
            defer { f -= 1 }
            guard file.code[f].kind == .keyword, file.codeIs(f, "func") || file.codeIs(f, "init") else { continue }
            var open = f + 1
            while open < k, open - f < 8, !file.isChar(open, "(") {
                if file.isChar(open, "<"), let close = genericClose(open) { open = close + 1; continue }
                open += 1
            }
            guard open < k, file.isChar(open, "("), let close = file.matchingClose(open) else { continue }
            var body = close + 1
            while body < k, body - close < 32, !file.isChar(body, "{") { body += 1 }
            guard body < k, file.isChar(body, "{"), let end = file.matchingClose(body), end > k else { continue }
            var a = open + 1
            while a < close {
                if file.isChar(a, "(") || file.isChar(a, "["), let c = file.matchingClose(a) { a = c + 1; continue }
                if file.isChar(a + 1, ":"), file.codeIs(a, name), file.isChar(a - 1, "(") || file.isChar(a - 1, ",") || file.isWord(a - 1) { return true }
                a += 1
            }
            return false
        }
        return false
    }

    /// The `>` closing the generic clause opened at code index `open`, on one line.
    func genericClose(_ open: Int) -> Int? {
        var j = open + 1
        while j < file.code.count, j - open < 32, !file.lineBreakBetween(j - 1, j) {
            if file.isChar(j, ">") { return j }
            j += 1
        }
        return nil
    }

    /// The labels of the file's arguments `label: true` / `label: false` that name a flag for the
    /// appearance (`isDark: true`), outside preview code.
    static func literalFlagArguments(in file: SwiftSource) -> Set<String> {
        var out: Set<String> = []
        var previews: [Range<Int>]?
        let code = file.code
        for k in 1..<max(1, code.count - 2) where code[k].kind == .identifier && file.isChar(k + 1, ":")
            && (file.codeIs(k + 2, "true") || file.codeIs(k + 2, "false")) && (file.isChar(k - 1, "(") || file.isChar(k - 1, ",")) {
            let name = file.text(code: k)
            guard !out.contains(name), conventionalFlags[name] != nil || namedFlag(name) != nil else { continue }
            if previews == nil { previews = PreviewCode.ranges(in: file) }
            if previews!.contains(where: { $0.contains(code[k].begin) }) { continue }
            out.insert(name)
        }
        return out
    }

    /// The words around `Dark`/`Light` that keep a name a flag for the appearance: the app's own
    /// `Bool` named for darkness wherever it is set (BookPlayer's `theme.useDarkVariant`, set
    /// from the trait or the user's choice in another file). Anything else (`hasDarkBackground`,
    /// `darkenAmount`) says something of a picture or a color, not of the appearance.
    static let flagWords: Set<String> = ["is", "in", "use", "uses", "using", "prefers", "prefer", "should", "show", "shows",
                                         "app", "system", "ui", "current", "mode", "theme", "appearance", "style", "scheme",
                                         "interface", "variant", "enabled", "on", "active", "colors", "palette"]

    /// Whether a name is a flag for the appearance by its words alone (`useDarkVariant`,
    /// `prefersDarkAppearance`, `isLightTheme`): true when it says dark, false when light; nil
    /// for any other name. Its declaration need not be in the file.
    static func namedFlag(_ name: String) -> Bool? {
        // A flag has a word `dark` or `light`: an ASCII name without either in any case is none, told
        // from its bytes. Splitting every name into lowercased words (`Character` by `Character`) was
        // 204 M of the 4,828 M instructions of a `check` of the regression set (callgrind, 7,207 names,
        // 28 K each); 7.8 M with this test, the run 4,598 M. A name with other bytes is split as before
        // (Unicode's case mappings can spell `dark` with no ASCII `k`).
        if !mayNameAppearance(name) { return nil }
        let words = DynamicColors.words(name)
        guard words.count >= 2 else { return nil }
        var dark: Bool?
        for w in words {
            if w == "dark" || w == "light" {
                if dark != nil { return nil }
                dark = w == "dark"
            } else if !flagWords.contains(w) {
                return nil
            }
        }
        return dark
    }

    /// False when `name` is ASCII and holds neither `dark` nor `light` in any case.
    static func mayNameAppearance(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { b in
            guard b.allSatisfy({ $0 < 0x80 }) else { return true }
            return holdsIgnoringCase(b, darkWord) || holdsIgnoringCase(b, lightWord)
        }
    }

    private static let darkWord = Array("dark".utf8), lightWord = Array("light".utf8)

    /// Whether `b` holds `word` (lowercase ASCII letters) in any ASCII case: a byte or'ed with
    /// 0x20 is one of those letters only when it is that letter in either case.
    private static func holdsIgnoringCase(_ b: UnsafeBufferPointer<UInt8>, _ word: [UInt8]) -> Bool {
        guard b.count >= word.count else { return false }
        for start in 0...(b.count - word.count) {
            var k = 0
            while k < word.count && b[start + k] | 0x20 == word[k] { k += 1 }
            if k == word.count { return true }
        }
        return false
    }

    /// `case .dark = traitCollection.userInterfaceStyle` (an `if case` condition): the pattern is
    /// the style constant, the value after `=` is the appearance; nothing else may be joined to
    /// it (`, isOn` makes it no test of the appearance alone).
    func casePatternIsDark(_ from: Int, _ to: Int) -> Bool? {
        var eq: Int?
        var k = from + 1
        while k <= to {
            if file.isChar(k, "(") || file.isChar(k, "["), let close = file.matchingClose(k) { k = close + 1; continue }
            if file.isChar(k, ",") || file.codeIs(k, "&&") || file.codeIs(k, "||") { return nil }
            if eq == nil, file.codeIs(k, "=") { eq = k }
            k += 1
        }
        guard let eq, eq > from + 1, eq < to, !isStyleConstantLike(eq + 1, to) else { return nil }
        return styleConstant(from + 1, eq - 1)
    }

    /// `.dark`, `ColorScheme.dark`, `UIUserInterfaceStyle.light`, `.darkAqua` in `from...to`:
    /// true for a dark one, false for a light one, nil for anything else.
    func styleConstant(_ from: Int, _ to: Int) -> Bool? {
        guard to >= from, file.isWord(to), file.isChar(to - 1, ".") else { return nil }
        var n = to - 2
        while n >= from {
            guard file.isWord(n) else { return nil }
            if n - 1 < from { break }
            guard file.isChar(n - 1, ".") else { return nil }
            n -= 2
        }
        let word = file.text(code: to)
        if Self.darkWords.contains(word) { return true }
        if Self.lightWords.contains(word) { return false }
        return nil
    }

    func isStyleConstantLike(_ from: Int, _ to: Int) -> Bool {
        to >= from && file.isChar(from, ".")
    }

    /// The `Bool`s `file` declares from a test of the appearance: `static var darkMode: Bool {
    /// … userInterfaceStyle == .dark … }`, `let isDark = colorScheme == .dark`, with the
    /// conventional names.
    static func flags(declaredIn file: SwiftSource) -> [String: Bool] {
        var out = conventionalFlags
        let code = file.code
        for k in 0..<code.count where code[k].kind == .keyword && (file.codeIs(k, "var") || file.codeIs(k, "let")) {
            guard file.isWord(k + 1), code[k + 1].kind == .identifier else { continue }
            var n = k + 2
            if file.isChar(n, ":") {
                guard file.codeIs(n + 1, "Bool") else { continue }
                n += 2
                if file.isChar(n, "?") { n += 1 }  // `Bool?`
            }
            let body: (Int, Int)
            if file.isChar(n, "{"), let close = file.matchingClose(n) {
                guard close - n < 200 else { continue }
                body = (n + 1, close - 1)
            } else if file.codeIs(n, "=") {
                // To the end of the line, `;` or 200 tokens (a one-line file of megabytes is read once).
                var end = n + 1
                while end + 1 < code.count, end - n < 200, !file.isChar(end + 1, ";"), !file.lineBreakBetween(end, end + 1) { end += 1 }
                body = (n + 1, end)
            } else {
                continue
            }
            guard body.1 - body.0 < 200 else { continue }
            guard let dark = firstComparison(in: file, body.0, body.1) else {
                // A conventional name for another color's brightness (ShelfPlayer's `var isLight:
                // Bool? { viewModel.dominantColor?.isLight }`, Nook's `isPerceivedDark`) or for numbers
                // (a checkerboard's `(r + c) % 2 == 0`): a computed choice, no appearance.
                if out[file.text(code: k + 1)] != nil, ColorBrightnessFlags.computesFromNoAppearance(in: file, body.0, body.1) {
                    out[file.text(code: k + 1)] = nil
                }
                continue
            }
            out[file.text(code: k + 1)] = dark
        }
        return out
    }

    /// Words of a color's brightness read from its value: a flag computed from them is no test
    /// of the appearance.
    static let brightnessWords: Set<String> = ["brightness", "luminance", "relativeLuminance", "isLight", "isDark", "isBright",
                                               "dominantColor", "averageColor", "getWhite", "getHue", "getRed"]

    /// The first `==`/`!=` against a style constant in `from...to`, read as a condition: true
    /// when it holds in dark.
    /// Subjects whose `.dark` is no appearance: `NSView.BackgroundStyle`'s emphasized row.
    static let rowStyleWords: Set<String> = ["backgroundStyle", "interiorBackgroundStyle"]

    /// Whether code index `k` stands inside the parentheses of a call (`name(` or `)(`) opened
    /// after `from` whose argument list holds a top-level `,`: one input among several.
    static func isArgumentAmongOthers(_ k: Int, in file: SwiftSource, from: Int) -> Bool {
        var depth = 0
        var j = k - 1
        while j >= from {
            if file.isChar(j, ")") || file.isChar(j, "]") || file.isChar(j, "}") { depth += 1 }
            else if file.isChar(j, "(") || file.isChar(j, "[") || file.isChar(j, "{") {
                if depth > 0 { depth -= 1 } else {
                    guard file.isChar(j, "("), j - 1 >= from, file.isWord(j - 1) || file.isChar(j - 1, ")"),
                          file.code[j].begin == file.code[j - 1].end, let close = file.matchingClose(j) else { return false }
                    var a = j + 1
                    while a < close {
                        if file.isChar(a, "(") || file.isChar(a, "[") || file.isChar(a, "{"), let c = file.matchingClose(a) { a = c + 1; continue }
                        if file.isChar(a, ",") { return true }
                        a += 1
                    }
                    return false
                }
            }
            j -= 1
        }
        return false
    }

    static func firstComparison(in file: SwiftSource, _ from: Int, _ to: Int) -> Bool? {
        let reader = AppearanceCondition(file: file, flags: [:])
        var k = from
        // A declaration cut at its `=` (the file's last token) has an empty body past the end.
        while k <= to, k < file.code.count {
            if file.code[k].kind == .operator, file.codeIs(k, "==") || file.codeIs(k, "!=") {
                // AppKit's `backgroundStyle == .dark` is a cell drawn on a selected row's emphasis
                // (Doughnut's `let selected = backgroundStyle == .dark`), not the appearance.
                if Self.rowStyleWords.contains(file.text(code: k - 1)) { k += 1; continue }
                // One argument of a call taking others too is an input, not the answer: Petrichor's
                // `var backgroundIsDark: Bool { Self.backgroundIsDark(for: gradientColors, isDark:
                // colorScheme == .dark) }` reads the artwork gradient's luminance; taken as the
                // appearance, its white-or-black text became a light/dark token (black on a dark
                // gradient in light).
                if isArgumentAmongOthers(k, in: file, from: from) { k += 1; continue }
                let equal = file.codeIs(k, "==")
                var end = k + 1
                if file.isChar(end, ".") { end += 1 } else { while file.isWord(end), file.isChar(end + 1, "."), file.isWord(end + 2) { end += 2 } }
                if let dark = reader.styleConstant(k + 1, end) { return equal == dark }
                if file.isChar(k - 2, "."), let dark = reader.styleConstant(k - 2, k - 1) { return equal == dark }
            }
            k += 1
        }
        return nil
    }
}
