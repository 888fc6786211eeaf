/// Asset-catalog color sets (`*.xcassets/**/*.colorset/Contents.json`) as a source: kind
/// `asset-color`, a set whose colors have no dark appearance. A set of system references, an
/// empty one (a new AccentColor) or a fully transparent one is no finding.
struct ColorSetLanguage: DocumentLanguage {
    let configuration: Configuration
    let resolver: Resolver

    init(configuration: Configuration) {
        self.configuration = configuration
        resolver = Resolver(configuration: configuration)
    }

    private static let components = ByteFinder("\"components\"")

    /// The color sets `generate` wrote (recolor their author) are its output, made from the table:
    /// never findings. Any other set, in its catalog too, is a source like the rest.
    func mayHoldFinding(_ bytes: [UInt8]) -> Bool {
        ColorSetLanguage.components.occurs(in: bytes) && !AssetCatalog.writtenByRecolor(bytes)
    }

    /// A set whose Contents.json is no JSON (a merge conflict, a truncated file): Xcode cannot
    /// read it either, and a guard that passed over it in silence passed a broken catalog
    /// (session 17's audit, F6).
    func unreadable(_ bytes: [UInt8]) -> String? {
        ColorSetLanguage.unreadable(bytes)
    }

    static func unreadable(_ bytes: [UInt8]) -> String? {
        guard let offset = PositionedJSON.failureOffset(bytes) else { return nil }
        let at = TextLines(bytes).location(of: offset)
        return "not a color set recolor can read (not JSON at \(at.line):\(at.column)); skipped"
    }

    func analyze(path: String, bytes: [UInt8]) -> DocumentAnalysis {
        guard let root = PositionedJSON.parse(bytes), let colors = root["colors"], case .array(let entries, let arrayRange) = colors else { return DocumentAnalysis() }
        let colored = entries.filter { $0["color"] != nil }
        guard let last = entries.last, !colored.isEmpty,
              !colored.contains(where: { $0["color"]?["reference"] != nil }),
              !entries.contains(where: { ColorSetLanguage.appearances($0).contains(.dark) }) else { return DocumentAnalysis() }
        // A fully transparent set ("clear") is the same in every appearance, as IB's clear (session 40, recall40c-v3).
        if colored.allSatisfy({ ColorSetColor.read($0["color"]!).color?.alpha == 0 }) { return DocumentAnalysis() }
        let universal = colored.filter { $0["appearances"] == nil }
        // The entry drawn in light mode (an "Any, Light" set's Light entry), as init and generate read it.
        let any = ColorSetEntries.light(colored) ?? colored[0]
        let read = ColorSetColor.read(any["color"]!)
        let range = ColorSetLanguage.keyStart(of: arrayRange, key: "colors", in: bytes)..<arrayRange.upperBound
        var finding = Finding(kind: .assetColor, framework: nil, range: range, baseRange: range, color: read.color, baseColor: read.color,
                              context: ColorSetLanguage.setName(path), symbol: nil)
        finding.clipped = read.clipped
        // What could not be read, for `init`'s one-line "color unknown" (the message of a hazard only otherwise).
        if read.color == nil { finding.explanation = ColorSetColor.unreadable(any["color"]!) }
        let writer = ColorSetTokenWriter(entries: entries, last: last, universal: universal, colored: colored,
                                         colorsStart: range.lowerBound, bytes: bytes)
        let resolution = resolver.resolve(finding, writer: writer)
        let lines = TextLines(bytes)
        return DocumentAnalysis(reports: [Report(file: path, finding: finding, resolution: resolution, text: lines.text(range), region: lines.region(range),
                                                 replacementRegion: resolution.replacementRange.map(lines.region))])
    }

    /// The appearances an entry is for (luminosity dark, contrast high).
    enum Variant { case dark, highContrast }

    static func appearances(_ entry: PositionedJSON) -> [Variant] {
        entry["appearances"]?.elements.compactMap { a in
            switch (a["appearance"]?.stringValue, a["value"]?.stringValue) {
            case ("luminosity", "dark"): return .dark
            case ("contrast", "high"): return .highContrast
            default: return nil
            }
        } ?? []
    }

    /// The set's name: its folder without `.colorset`.
    static func setName(_ path: String) -> String {
        let folder = PathText.directory(of: path)
        let name = folder.split(separator: "/").last.map(String.init) ?? folder
        return name.hasSuffix(".colorset") ? String(name.dropLast(".colorset".count)) : name
    }

    /// The set's name as code calls it when a folder of the catalog provides a namespace:
    /// `Colors/MeshtasticBubble` for `App/Assets.xcassets/Colors/MeshtasticBubble.colorset/…`;
    /// nil for a set at the catalog's top.
    static func namespacedName(_ path: String) -> String? {
        let parts = path.split(separator: "/").map(String.init)
        guard let catalog = parts.lastIndex(where: { $0.hasSuffix(".xcassets") }),
              let set = parts.lastIndex(where: { $0.hasSuffix(".colorset") }), set > catalog + 1 else { return nil }
        return (parts[(catalog + 1)..<set] + [setName(path)]).joined(separator: "/")
    }

    /// Where `"key" :` begins before the value at `value`, or the value's start.
    static func keyStart(of value: Range<Int>, key: String, in bytes: [UInt8]) -> Int {
        var k = value.lowerBound - 1
        while k >= 0 && CharacterClasses.isWhitespaceByte(bytes[k]) { k -= 1 }
        guard k >= 0, bytes[k] == UInt8(ascii: ":") else { return value.lowerBound }
        k -= 1
        while k >= 0 && CharacterClasses.isWhitespaceByte(bytes[k]) { k -= 1 }
        let quoted = Array("\"\(key)\"".utf8)
        let start = k - quoted.count + 1
        guard start >= 0, Array(bytes[start...k]) == quoted else { return value.lowerBound }
        return start
    }
}

/// A color set's `"color"`: its components in the three notations Xcode writes (`"0.192"`,
/// `"49"`, `"0x31"`), in any of the catalog's color spaces, as 8-bit sRGB.
enum ColorSetColor {
    /// How the set writes its components, which added entries follow.
    enum Notation {
        case float, integer, hex

        init(_ sample: PositionedJSON?) {
            let text = sample?.componentText ?? ""
            if text.hasPrefix("0x") || text.hasPrefix("0X") { self = .hex } else if text.contains(".") || text.isEmpty { self = .float } else { self = .integer }
        }

        func write(_ byte: UInt8) -> String {
            switch self {
            case .float: return cFormat("%.3f", Double(byte) / 255)
            case .integer: return String(byte)
            case .hex: return "0x" + RGBA.hexByte(byte)
            }
        }
    }

    static func read(_ color: PositionedJSON) -> (color: RGBA?, clipped: Bool) {
        let components = color["components"]
        func value(_ key: String, eightBit: Bool = true) -> Double? { component(components, key, eightBit: eightBit) }
        // A component written but no number (`nan`, `inf`, junk): the color is unknown, not 0.
        if !unreadableComponents(color).isEmpty { return (nil, false) }
        let alpha = value("alpha", eightBit: false) ?? 1
        let space = color["color-space"]?.stringValue ?? "srgb"
        if let r = value("red"), let g = value("green"), let b = value("blue") {
            let converted: ColorSpaces.Converted?
            switch space {
            case "srgb", "extended-srgb": converted = ColorSpaces.extendedSRGB(r, g, b)
            case "display-p3": converted = ColorSpaces.displayP3(r, g, b)
            case "extended-linear-srgb": converted = ColorSpaces.linearSRGB(r, g, b)
            default: converted = nil
            }
            return (converted?.rgba(alpha: alpha), converted?.clipped ?? false)
        }
        if let w = value("white") {
            switch space {
            case "gray-gamma-22": return (RGBA(unit: ColorSpaces.sRGB(fromGamma22White: w), ColorSpaces.sRGB(fromGamma22White: w), ColorSpaces.sRGB(fromGamma22White: w), alpha: alpha), false)
            case "extended-gray": return (RGBA(unit: w, w, w, alpha: alpha), w < 0 || w > 1)
            default: return (nil, false)
            }
        }
        return (nil, false)
    }

    /// What keeps a set's color from being read, in a few words (`"alpha": nan`, `color space
    /// "lab"`, `no red, green and blue`); nil when it reads. Said on one line by `init` instead of
    /// the set's whole JSON (session 26, W1).
    static func unreadable(_ color: PositionedJSON) -> String? {
        let bad = unreadableComponents(color)
        if !bad.isEmpty { return bad.map { "\"\($0.key)\": \($0.text)" }.joined(separator: ", ") }
        guard read(color).color == nil else { return nil }
        let components = color["components"]
        let space = color["color-space"]?.stringValue ?? "srgb"
        if components?["red"] != nil || components?["white"] != nil { return "color space \"\(space)\"" }
        return components == nil ? "no components" : "no red, green and blue, nor white"
    }

    /// The components written with a value that is no number.
    static func unreadableComponents(_ color: PositionedJSON) -> [(key: String, text: String)] {
        let components = color["components"]
        return ["red", "green", "blue", "white", "alpha"].compactMap { key in
            guard let node = components?[key], component(components, key, eightBit: key != "alpha") == nil else { return nil }
            let text = node.componentText.map { node.stringValue != nil ? "\"\($0)\"" : $0 } ?? "not a number"
            return (key, String(text.prefix(24)))
        }
    }

    /// One component as a unit value: 8-bit where an integer is written (`"49"`), hex (`"0x31"`),
    /// or a float (`"0.192"`); alpha is never 8-bit. Nil when missing or no number.
    static func component(_ components: PositionedJSON?, _ key: String, eightBit: Bool) -> Double? {
        guard let node = components?[key] else { return nil }
        // A JSON number reads as the same text in quotes would (`"alpha": 1` as `"1"`): the
        // 84 color sets woocommerce-ios's palette tool wrote (`"red": "236", …, "alpha": 1`)
        // were "color unknown" while Xcode draws them (session 26, W1).
        guard let text = node.componentText?.trimmingWhitespace() else { return nil }
        if text.hasPrefix("0x") || text.hasPrefix("0X") { return UInt64(text.dropFirst(2), radix: 16).flatMap { ColorComponent.checked(Double($0) / 255) } }
        guard let v = Double(text) else { return nil }
        return ColorComponent.checked(eightBit && !text.contains(".") && !text.contains("e") && !text.contains("E") ? v / 255 : v, isAlpha: key == "alpha")
    }
}

/// The entries `fix` adds to a color set, in Xcode's format: sorted keys, `" : "`, string
/// components, the set's indentation.
enum ColorSetRewrite {
    /// `,` and one entry per variant the token gives (dark; light and dark high contrast when
    /// given), per idiom, to insert after the last entry of `"colors"`.
    static func addedEntries(_ values: AppearanceValues, idioms: [String], notation: ColorSetColor.Notation, indent: String, unit: String) -> String {
        let unit = unit.isEmpty ? "  " : unit
        var variants: [(appearances: [(String, String)], color: RGBA)] = []
        if let dark = values[.dark] { variants.append(([("luminosity", "dark")], dark)) }
        if let light = values[.lightHighContrast] { variants.append(([("contrast", "high")], light)) }
        if let dark = values[.darkHighContrast] { variants.append(([("luminosity", "dark"), ("contrast", "high")], dark)) }
        var out = ""
        for idiom in idioms {
            for v in variants {
                let i1 = indent + unit, i2 = i1 + unit, i3 = i2 + unit
                var e = ",\n" + indent + "{\n" + i1 + "\"appearances\" : [\n"
                e += v.appearances.map { i2 + "{\n" + i3 + "\"appearance\" : \"\($0.0)\",\n" + i3 + "\"value\" : \"\($0.1)\"\n" + i2 + "}" }.joined(separator: ",\n") + "\n"
                e += i1 + "],\n" + i1 + "\"color\" : {\n" + i2 + "\"color-space\" : \"srgb\",\n" + i2 + "\"components\" : {\n"
                e += i3 + "\"alpha\" : \"\(cFormat("%.3f", Double(v.color.alpha) / 255))\",\n"
                e += i3 + "\"blue\" : \"\(notation.write(v.color.blue))\",\n"
                e += i3 + "\"green\" : \"\(notation.write(v.color.green))\",\n"
                e += i3 + "\"red\" : \"\(notation.write(v.color.red))\"\n"
                e += i2 + "}\n" + i1 + "},\n" + i1 + "\"idiom\" : \"\(idiom)\"\n" + indent + "}"
                out += e
            }
        }
        return out
    }

    /// The whitespace that begins the line of `offset`.
    static func indentation(at offset: Int, in bytes: [UInt8]) -> String {
        var start = offset
        while start > 0 && bytes[start - 1] != 10 && bytes[start - 1] != 13 { start -= 1 }
        return String(decoding: bytes[start..<offset].prefix { $0 == 32 || $0 == 9 }, as: UTF8.self)
    }
}
