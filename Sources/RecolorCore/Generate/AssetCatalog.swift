/// The asset catalog `generate` writes: the catalog's `Contents.json` and one
/// `<asset name>.colorset/Contents.json` per token with a `light` value, holding the Any
/// (light), Dark and, when the token gives one, High Contrast variants, in Xcode's format.
/// Color sets have no elevated variant: the Swift file carries those.
package enum AssetCatalog {
    /// The catalog's own `Contents.json` (and a folder's: Xcode writes the same).
    package static let catalogContents = XcodeJSON.render(.object([("info", info)]))

    static var info: JSONOut { JSONOut.object([("author", .string("xcode")), ("version", .int(1))]) }

    /// A color set's `info`: recolor as its author (the field names the tool that wrote the file),
    /// so that `generate` replaces only the sets it wrote and leaves a designer's alone.
    static var ownInfo: JSONOut { JSONOut.object([("author", .string(author)), ("version", .int(1))]) }
    static let author = "recolor"
    private static let authorWord = ByteFinder("\"\(author)\"")

    /// Whether a color set's `Contents.json` says recolor wrote it.
    package static func writtenByRecolor(_ bytes: [UInt8]) -> Bool {
        authorWord.occurs(in: bytes) && PositionedJSON.parse(bytes)?["info"]?["author"]?.stringValue == author
    }

    /// A color set's `Contents.json`, or nil for a token without a `light` value.
    package static func colorSet(_ values: AppearanceValues, fixed: Bool = false) -> String? {
        guard let light = values[.light] else { return nil }
        // A fixed token: one universal entry, no dark appearance.
        if fixed { return XcodeJSON.render(.object([("colors", .array([entry(light, appearances: [])])), ("info", ownInfo)])) }
        let dark = JSONOut.object([("appearance", .string("luminosity")), ("value", .string("dark"))])
        let high = JSONOut.object([("appearance", .string("contrast")), ("value", .string("high"))])
        var entries = [entry(light, appearances: []), entry(values.resolved(.dark)!, appearances: [dark])]
        if values[.lightHighContrast] != nil || values[.darkHighContrast] != nil {
            entries.append(entry(values.resolved(.lightHighContrast)!, appearances: [high]))
            entries.append(entry(values.resolved(.darkHighContrast)!, appearances: [dark, high]))
        }
        return XcodeJSON.render(.object([("colors", .array(entries)), ("info", ownInfo)]))
    }

    static func entry(_ c: RGBA, appearances: [JSONOut]) -> JSONOut {
        var fields: [(String, JSONOut)] = [("idiom", .string("universal"))]
        if !appearances.isEmpty { fields.append(("appearances", .array(appearances))) }
        fields.append(("color", .object([
            ("color-space", .string("srgb")),
            ("components", .object([("red", .string(hex(c.red))), ("green", .string(hex(c.green))),
                                    ("blue", .string(hex(c.blue))), ("alpha", .string(unit(c.alpha)))])),
        ])))
        return .object(fields)
    }

    /// `0x31`: one of the three notations Xcode writes, exact for 8-bit values.
    static func hex(_ b: UInt8) -> String { "0x" + RGBA.hexByte(b) }

    /// Alpha as Xcode writes it, `1.000` or `0.502`: three decimals round-trip every 8-bit value.
    static func unit(_ b: UInt8) -> String { cFormat("%.3f", Double(b) / 255) }

    /// Whether a color set holds every value the token gives (it has no elevated variant).
    /// Whether the SwiftUI member `generate` declares for `token` reads its color set
    /// (`SwiftUI.Color("inverseText")`): a catalog is generated, the set holds every appearance
    /// the token gives, and the member is generate's own (not a system color, not the app's set).
    /// A target building code that names it needs the catalog too, or the color is missing at run time.
    package static func readsColorSet(_ token: Configuration.SemanticToken, usesAssetCatalog: Bool) -> Bool {
        guard usesAssetCatalog, let expression = token.expressions[.swiftui], MemberPath.components(of: expression) != nil else { return false }
        return holdsEvery(token.values) && !SystemColorToken.isSystem(expression) && !ExistingColorSet.isAppOwn(token)
    }

    package static func holdsEvery(_ values: AppearanceValues) -> Bool {
        values.resolved(.lightElevated) == values.resolved(.light) && values.resolved(.darkElevated) == values.resolved(.dark)
    }
}
