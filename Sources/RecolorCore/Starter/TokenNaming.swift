/// How `init` names a token: a qualifier and the role (`primaryText`, `secondaryBackground`,
/// `blueTint`, `primaryShadowAlpha50`), never taken from the code's identifiers, always a valid
/// Swift identifier that no declaration of the tree already uses on the expression's type.
enum TokenNaming {
    /// The hue's name, from the OKLCH hue angle (bins set on Apple's system colors: systemRed
    /// 28.7°, systemOrange 62.6°, systemYellow 90.4°, systemGreen 147.4°, systemMint 189°,
    /// systemTeal 212.7°, systemCyan 230.8°, systemBlue 257.4°, systemIndigo 278.3°,
    /// systemPurple 312.4°); orange and yellow hues that are dark and muted are brown.
    static func hueName(_ c: OKLCH) -> String {
        let h = c.hue
        switch h {
        case 12..<45: return "red"
        case 45..<80: return c.lightness < 0.68 && c.chroma < 0.13 || c.lightness < 0.5 ? "brown" : "orange"
        case 80..<115: return c.lightness < 0.5 ? "brown" : "yellow"
        case 115..<170: return "green"
        case 170..<200: return "mint"
        case 200..<225: return "teal"
        case 225..<245: return "cyan"
        case 245..<272: return "blue"
        case 272..<295: return "indigo"
        case 295..<335: return "purple"
        default: return "pink"
        }
    }

    /// Qualifiers of the grays of one role, in rank order.
    static let ranks = ["primary", "secondary", "tertiary", "quaternary", "quinary", "senary"]

    static func rankName(_ n: Int) -> String {
        n < ranks.count ? ranks[n] : "level\(n + 1)"
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
