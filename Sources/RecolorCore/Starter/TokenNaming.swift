/// How `init` names a token: a qualifier and the role (`primaryText`, `secondaryBackground`,
/// `blueTint`, `primaryShadowTranslucent`), never taken from the code's identifiers, always a valid
/// Swift identifier that no declaration of the tree already uses on the expression's type.
enum TokenNaming {
    /// Below this OKLCH chroma a color is a gray to the eye (Apple's grays are 0.007, #E1E5E8
    /// 0.006); from it up to `OKLCH.isChromatic` a color is a tinted neutral (#644F41 is brown at
    /// 0.036, #E6E6FA lavender at 0.027), named by its tint, never "gray".
    static let neutralChroma = 0.02

    /// The hue's name, from the OKLCH hue angle (bins set on Apple's system colors: systemRed
    /// 28.7°, systemOrange 62.6°, systemYellow 90.4°, systemGreen 147.4°, systemMint 189°,
    /// systemTeal 212.7°, systemCyan 233.9°, systemBlue 257.4°, systemIndigo 278.3°,
    /// systemPurple 312.4°) and on the colors the names are for: #00FFFF (194.8°, L 0.91) is
    /// cyan, #008080 (194.8°, L 0.54) teal; orange and yellow hues that are dark and muted are
    /// brown; light and muted purples lavender (#E6E6FA), light reds pink (#FFC0CB).
    static func hueName(_ c: OKLCH) -> String {
        let h = c.hue, l = c.lightness
        if !c.isChromatic {
            // A tinted neutral: its tint, or the hue's word with gray (slate is a blue gray).
            switch h {
            case 12..<115 where l < 0.65: return "brown"
            case 60..<115: return "beige"
            // Lavender from the indigo bin on (#E6E6FA, 286°): a pale tint of blue (Mixin's #E6F1FF, 254°) is a blue gray.
            case 272..<335 where l >= 0.75: return "lavender"
            case 335..<360, 0..<30: return l >= 0.75 ? "pink" : "brown"
            default: return neutralWord(h) + "Gray"
            }
        }
        switch h {
        // Red ends at 40°: a vivid orange (#FB6000 at 42°, safety orange) read as red; CSS orangered is 35°.
        case 12..<40: return l >= 0.8 && c.chroma < 0.12 ? "pink" : "red"
        case 40..<80: return l < 0.68 && c.chroma < 0.13 || l < 0.5 ? "brown" : "orange"
        case 80..<115: return l < 0.5 ? "brown" : "yellow"
        case 115..<170: return "green"
        // Mint is light (systemMint #00C7BE, L 0.75); a dark one is teal (DockDoor's #0A5A4A, L 0.42, was `mintColor`).
        case 170..<190: return l < 0.6 ? "teal" : "mint"
        case 190..<220: return l < 0.6 ? "teal" : "cyan"
        // From 220° a designer says blue: sky blue #87CEEB (226°), deep sky blue (232°), steel blue
        // (246°); trust-wallet's #69A5D5 (244°) was `cyanText`, COVIDSafe's #356F98 (242°) `tealText`.
        // (Apple's systemCyan, 234°, is matched as itself before any hue name.)
        case 220..<272: return "blue"
        case 272..<295: return l >= 0.8 && c.chroma < 0.12 ? "lavender" : "indigo"
        // Magenta (#FF00FF, 328°, L 0.70, chroma 0.32) is a bright, saturated red-purple, no purple:
        // systemPurple is 312°; `purple` (#800080, 328°) is as red but dark.
        case 320..<335 where l >= 0.6 && c.chroma >= 0.25: return "magenta"
        case 295..<335: return l >= 0.8 && c.chroma < 0.12 ? "lavender" : "purple"
        default: return "pink"
        }
    }

    /// The hue family of a tinted gray's hue angle (`blueGray`, `greenGray`).
    static func neutralWord(_ h: Double) -> String {
        switch h {
        case 115..<170: return "green"
        case 170..<220: return "cyan"
        case 220..<272: return "blue"
        // A violet tint is no blue one (vocable's divider #A2A1B0, 289°, was `blueGray`).
        case 272..<335: return "purple"
        default: return "red"
        }
    }

    /// Qualifiers of the grays of one role, in rank order: no ordinal beyond the fourth
    /// (`quinary`, `senary`, `level7` say nothing to a designer); later ones are qualified otherwise.
    static let ranks = ["primary", "secondary", "tertiary", "quaternary"]

    /// Words that say a hue, a lightness or a rank: never taken from a context.
    static let colorWords: Set<String> = [
        "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown", "gray", "grey",
        "black", "white", "lavender", "beige", "violet", "magenta", "gold", "golden", "silver", "navy", "lime", "olive", "maroon",
        "aqua", "turquoise", "crimson", "coral", "salmon", "rose", "greyish", "grayish", "reddish", "bluish", "greenish",
        "light", "lighter", "lightest", "dark", "darker", "darkest", "pale", "deep", "mid", "medium", "bright", "dim", "muted", "vivid",
        "first", "second", "third", "fourth", "fifth", "primary", "secondary", "tertiary", "quaternary", "alt", "alternate", "other",
        "one", "two", "three", "inverse", "clear", "transparent",
    ]

    /// Words that say how light a color is, which its dark value turns false (`dark` is light in
    /// Dark Mode).
    static let lightnessWords: Set<String> = [
        "light", "lighter", "lightest", "dark", "darker", "darkest", "pale", "deep", "mid", "medium", "bright", "dim",
    ]

    /// Whether a member's name says nothing but a lightness (`dark`, `lighter`, `medium`): as a
    /// token name it is false in the other appearance and names no color at all. A name with a
    /// hue or more (`darkGray`, `lightGreen`, `deepOrange100`) names the app's color and stays.
    static func saysOnlyLightness(_ member: String) -> Bool {
        let words = camelWords(member)
        return !words.isEmpty && words.allSatisfy(lightnessWords.contains)
    }

    /// Whether a member's name is only a color type's word (`color`, `uiColor`, `colour`): as a
    /// token name it says nothing of the color (`Color.color`: ChatGPTSwiftUI's
    /// `HighlighterConstants.color`, session 26's review, F8); a role name, or its namespace, names it.
    static func saysNothing(_ member: String) -> Bool {
        if protocolRequirements.contains(member) { return true }
        let words = camelWords(member)
        return !words.isEmpty && words.allSatisfy(colorTypeWords.contains)
    }

    /// Names a protocol gives every conformer's member (`EnvironmentKey.defaultValue`, a property wrapper's
    /// `wrappedValue`): they say nothing of the color (Pixiv's theme key made a token `defaultValue`; session 41,
    /// verify41g-v2).
    static let protocolRequirements: Set<String> = ["defaultValue", "wrappedValue", "projectedValue", "rawValue", "value"]

    static let colorTypeWords: Set<String> = ["color", "colour", "colors", "colours", "ui", "ns", "cg", "ci", "swift"]

    /// A member's name with its namespace's words in front (`Gray`, `dark` → `grayDark`), nil
    /// where the namespace says nothing of the color (`Colors`, `Palette`, `Theme`).
    static func namespaced(_ member: String, in namespace: String) -> String? {
        let plain: Set<String> = ["colors", "color", "palette", "palettes", "theme", "themes", "style", "styles", "app", "ui", "ns", "semantic", "tokens",
                                  "constants", "constant", "consts", "config", "configuration"]
        guard BaseColorType(rawValue: namespace) == nil else { return nil }
        let words = camelWords(namespace).filter { !plain.contains($0) && $0.count > 1 }
        guard let first = words.first else { return nil }
        let name = first + (words.dropFirst() + [member]).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return isValidIdentifier(name) ? name : nil
    }

    /// The lowercased words of an identifier (`menuBackgroundColor` → menu, background, color).
    static func camelWords(_ name: String) -> [String] {
        var words: [String] = [], current = ""
        for ch in name {
            if (ch.isUppercase || !ch.isLetter) && !current.isEmpty { words.append(current); current = "" }
            if ch.isLetter { current.append(ch) }
        }
        if !current.isEmpty { words.append(current) }
        return words.map { $0.lowercased() }
    }

    /// A word for a color's chroma, to tell apart colors of one hue and lightness.
    static func chromaWord(_ c: Double) -> String { c < 0.08 ? "muted" : c > 0.18 ? "vivid" : "" }

    /// A hue's lightness word in absolute terms: light from OKLCH L 0.72 ("pale" when also of
    /// low chroma), dark below 0.5; nil between (#0063C5, L 0.52, is neither; #FF4200 is no pale).
    static func hueLightnessWord(_ c: OKLCH) -> String? {
        if c.lightness >= 0.8 && c.chroma < 0.1 { return "pale" }
        if c.lightness >= 0.72 { return "light" }
        if c.lightness < 0.5 { return "dark" }
        return nil
    }

    /// A word for a gray's lightness, when rank is used up or two names collide.
    static func lightnessWord(_ l: Double) -> String {
        switch l {
        // Black and white themselves are no "near" (`nearBlackAutomaticBlack` was #000000).
        case ..<0.005: return "black"
        case ..<0.25: return "nearBlack"
        case ..<0.45: return "dark"
        case ..<0.62: return "mid"
        case ..<0.8: return "light"
        case ..<0.95: return "pale"
        case ..<0.995: return "nearWhite"
        default: return "white"
        }
    }

    /// The word a context adds to the role (`headerTextColor` → `header`, `placeholderColor` →
    /// `placeholder`, `cardBackgroundColor` → `card`), nil when it only names the role.
    static func contextWord(_ context: String) -> String? {
        var words: [String] = []
        var current = ""
        for ch in context {
            // A capital, `_`, `-` or a digit starts a word: a color set's name as a context
            // (`orange_medium`) made one word of two (`orangemediumOrangeColor`).
            if (ch.isUppercase || !ch.isLetter) && !current.isEmpty { words.append(current); current = "" }
            if ch.isLetter { current.append(ch) }
        }
        if !current.isEmpty { words.append(current) }
        // The role words (`text`, `background`, … `color`) say what the token's role says already.
        let plain = Set(ColorRole.allCases.map(\.rawValue)).union(["colors", "foreground", "style", "set", "stroke", "for", "with", "value",
                                  "ns", "ui", "cg", "layer", "key", "is", "the", "palette", "custom", "my", "app", "new", "old",
                                  "default", "main", "theme", "get",
                                  // A switch's `onTintColor` says when, not where: `onIndigoTint` read as a tint on indigo (lockwise).
                                  "on", "off"])
        // A context's hue, lightness or ordinal words are not the color's: the name takes those
        // from the measured color (`blueBlueColor`, `redDarkRedColor`, `firstColor` were made so).
        let kept = words.map { $0.lowercased() }.filter { !plain.contains($0) && !colorWords.contains($0) && $0.count > 1 }
        guard let first = kept.first else { return nil }
        return ([first] + kept.dropFirst().prefix(1).map { $0.prefix(1).uppercased() + $0.dropFirst() }).joined()
    }

    /// A color set's name as Xcode's generated asset symbol spells it: lower camel case over its
    /// words, a trailing `Color` dropped (`Primary Text Color` → `primaryText`).
    static func assetSymbol(_ set: String) -> String {
        var words = set.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
        if words.count > 1 || (words.first.map { $0 != "Color" && $0.hasSuffix("Color") } ?? false) {
            if words.last == "Color" || words.last == "color" { words.removeLast() }
            else if let last = words.last, last.hasSuffix("Color"), last.count > 5 { words[words.count - 1] = String(last.dropLast(5)) }
        }
        return lowerCamel(words)
    }

    /// Words in lower camel case, as Xcode spells a set's symbol: a word in capitals is one word
    /// (`BASE_SKELETON` → `baseSkeleton`, `SUB 1` → `sub1`). Lowering only the first letter made
    /// wakmusic's sets `dECREASE`, `sUB1`, `wHITE` (session 28's review, A13).
    static func lowerCamel(_ words: [String]) -> String {
        func word(_ w: String, first: Bool) -> String {
            let letters = w.filter(\.isLetter)
            let w = letters.count > 1 && letters.allSatisfy(\.isUppercase) ? w.lowercased() : w
            return first ? w.prefix(1).lowercased() + w.dropFirst() : w.prefix(1).uppercased() + w.dropFirst()
        }
        return words.enumerated().map { word($0.element, first: $0.offset == 0) }.joined()
    }

    static func roleWord(_ role: ColorRole) -> String {
        role == .color ? "Color" : role.rawValue.prefix(1).uppercased() + role.rawValue.dropFirst()
    }

    /// The alpha as a whole percentage: 0x80 → 50.
    static func percent(_ alpha: UInt8) -> Int {
        Int((Double(alpha) * 100 / 255).rounded())
    }

    /// Swift's reserved words (and those reserved in some positions), which a bare member
    /// name cannot be without backticks.
    static let reserved: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "Type", "Protocol",
        "some", "any", "package", "consume", "copy", "borrowing", "consuming", "each",
    ]

    /// An identifier a member can have without backticks: a letter or `_` then letters, digits, `_`.
    static func isValidIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !reserved.contains(name) else { return false }
        func letter(_ s: Unicode.Scalar) -> Bool { (s >= "a" && s <= "z") || (s >= "A" && s <= "Z") || s == "_" }
        return letter(first) && name.unicodeScalars.allSatisfy { letter($0) || ($0 >= "0" && $0 <= "9") }
    }
}
