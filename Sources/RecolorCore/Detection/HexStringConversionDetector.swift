/// `"34d058".color`: a hex string literal made a color by a member the tree declares on String
/// (GitHawk's `extension String { var color: UIColor { UIColor.fromHex(self) } }`). The finding
/// is the whole expression and its framework the member's return type, so `fix` writes the
/// token's expression of that type in its place. A string's other members (`"ff0000".count`),
/// and any member in a tree that declares none, are nothing.
package enum HexStringConversionDetector: ColorDetector {
    package static let kind: FindingKind? = .hexConstructor
    static let sites: DetectionSite.Kinds = [.expression]

    static func detect(_ d: FileDetector, at site: DetectionSite) -> (Finding, Int)? {
        guard case let .expression(k) = site else { return nil }
        guard d.settings.hasStringConversions else { return HexStringArray.detect(d, at: k) }
        guard d.file.isChar(k + 3, ".") else { return HexStringTernaryConversion.detect(d, at: k) ?? HexStringArray.detect(d, at: k) }
        let file = d.file
        // `"…"`: quote, one segment (no interpolation), quote, then `.member`.
        guard file.code[k].kind == .stringQuote, file.code[k].length == 1, k + 4 < file.code.count,
              file.code[k + 1].kind == .stringSegment, file.code[k + 2].kind == .stringQuote, file.code[k + 2].length == 1,
              file.isChar(k + 3, "."), let type = file.lookUp(code: k + 4, in: d.settings.stringConversionTypes),
              let end = conversionEnd(d, member: k + 4) else { return nil }
        let literal = HexConstructorDetector.hexLiteral(file.text(code: k + 1))
        guard literal.valid else { return nil }
        return d.finding(kind: .hexConstructor, type: type, start: k, baseEnd: end, color: literal.decode(order: hexOrder(d)))
    }

    /// The last code index of the conversion: the member's name, or the `)` of `toColor()`.
    static func conversionEnd(_ d: FileDetector, member: Int) -> Int? {
        guard d.file.isChar(member + 1, "(") else { return member }
        return d.file.isChar(member + 2, ")") ? member + 2 : nil
    }

    /// The configured order of an unlabeled or `hex` string (RRGGBBAA unless configured).
    static func hexOrder(_ d: FileDetector) -> Configuration.HexOrder {
        d.settings.configuration.hexLabels.first(where: { $0.label == "hex" })?.order ?? .rrggbbaa
    }

    static let declaration = "import UIKit\nextension String {\n    var color: UIColor { UIColor.fromHex(self) }\n}\n"

    package static let examples: [DetectorExample] = [
        .triggering(declaration + "let a = «\"34d058\".color»\nview.backgroundColor = «\"#3E93F4\".color»",
                    colors: ["#34D058FF", "#3E93F4FF"], frameworks: ["uikit", "uikit"]),
        // In an argument list, with a modifier after it, and through a function or an optional.
        .triggering(declaration + "let item = Item(title: \"Lock\", color: «\"6847ba\".color»)\nlayer.borderColor = «\"e77230\".color.cgColor»",
                    colors: ["#6847BAFF", "#E77230FF"]),
        .triggering("import AppKit\nextension StringProtocol {\n    func toColor() -> NSColor { fatalError() }\n    var uiColor: NSColor? { nil }\n}\n"
                    + "let a = «\"ff8800\".toColor()»\nlet b = «\"fff\".uiColor»", colors: ["#FF8800FF", "#FFFFFFFF"], frameworks: ["appkit", "appkit"]),
        // Another member of a string, a string that is no hex color, and a member the tree does not declare.
        .nonTriggering(declaration + "let n = \"ff0000\".count\nlet c = \"Brand\".color\nlet d = \"\\(hex)\".color\nlet e = \"ff0000\".uiColor"),
        // A library the tree imports declares it (icodesign/SwiftColor, in haxpor/Potatso): in any file of the run.
        .triggering("import SwiftColor\nlet a = «\"007AFF\".color»\nview.backgroundColor = «\"000\".color»", colors: ["#007AFFFF", "#000000FF"],
                    frameworks: ["uikit", "uikit"]),
        // On macOS the library's `Color` is NSColor: a file of AppKit code gets AppKit's color.
        .triggering("import Cocoa\nimport SwiftColor\nlet a = «\"007AFF\".color»\nview.layer?.backgroundColor = «\"000\".color.cgColor»",
                    colors: ["#007AFFFF", "#000000FF"], frameworks: ["appkit", "appkit"]),
        .nonTriggering("import SwiftColorPicker\nlet a = \"007AFF\".color\nlet b = \"Brand\".color"),
        // Both arms of a parenthesized ternary of hex strings before the conversion (Potatso): colors `fix` leaves.
        .triggering("import SwiftColor\nbutton.setBackgroundImage((on ? «\"FF6959\"» : «\"1ABC9C\"»).color.toImage(), for: .normal)",
                    colors: ["#FF6959FF", "#1ABC9CFF"], frameworks: ["null", "null"]),
        // A ternary of strings that are no hex, of hex strings with no conversion after it or another member,
        // a ternary without parentheses, and one whose other arm is no string.
        .nonTriggering("import SwiftColor\nlet a = (on ? \"Red\" : \"Blue\").color\nlet b = (on ? \"FF6959\" : \"1ABC9C\")\n"
                       + "let c = (on ? \"FF6959\" : \"1ABC9C\").count\nlet d = on ? \"FF6959\" : \"1ABC9C\"\nlet e = (on ? \"FF6959\" : name).color"),
        .nonTriggering("import UIKit\nlet a = (on ? \"FF6959\" : \"1ABC9C\").color"),
        // Without the tree's declaration a string's `.color` is nothing.
        .nonTriggering("import UIKit\nlet c = \"34d058\".color"),
        .nonTriggering("import UIKit\nextension String {\n    var color: String { self }\n}\nlet c = \"34d058\".color"),
        // An array literal of hex strings a color name holds (`HexStringArray`): colors, which `fix` leaves.
        .triggering("import SwiftUI\nstruct Theme {\n    static let defaultDarkColors = [\n        «\"#1a1b1f\"», // background\n        «\"#ffffff\"»\n    ]\n}",
                    colors: ["#1A1B1FFF", "#FFFFFFFF"], contexts: ["defaultDarkColors", "defaultDarkColors"], frameworks: ["null", "null"]),
        .triggering("import UIKit\nlet tintColors: [String] = [«\"#FF0000\"», «\"#00FF0080\"»,]", colors: ["#FF0000FF", "#00FF0080"], frameworks: ["null", "null"]),
        // One string, strings without `#`, an array holding anything else, or an array no color name holds.
        .nonTriggering("import UIKit\nlet colors = [\"#FF0000\"]\nlet tints = [\"FF0000\", \"00FF00\"]\nlet fillColors = [\"#FF0000\", name]"),
        .nonTriggering("import UIKit\nlet hashes = [\"#abcdef\", \"#123456\"]\nprint([\"#abcdef\", \"#123456\"])"),
    ]

    package static let corrections: [DetectorCorrection] = [
        DetectorCorrection(declaration + "let c = \"3C64F4\".color\n", declaration + "let c = Semantic.accent\n"),
        DetectorCorrection("import UIKit\nlet tintColors = [\"#000000\", \"#FFFFFF\"]\n", "import UIKit\nlet tintColors = [\"#000000\", \"#FFFFFF\"]\n"),
    ]
}

/// `Styles.Colors.Blue.medium.color`: a type's static string member holding a hex literal (a
/// palette of hex strings, `enum Blue { static let medium = "0366d6" }`) made a color by a member
/// the tree declares on String. The use is a finding with the member's color, and `fix` rewrites
/// the whole use; the declaration, a String, is never rewritten.
package enum HexStringPaletteDetector: ColorDetector {
    package static let kind: FindingKind? = .paletteReference
    static let sites: DetectionSite.Kinds = [.expression]

    static func detect(_ d: FileDetector, at site: DetectionSite) -> (Finding, Int)? {
        guard case let .expression(k) = site, d.settings.hasStringConversions else { return nil }
        let file = d.file
        guard file.code[k].kind == .identifier else { return nil }
        // Along the dotted chain from `k`: `Type.member.conversion`, the conversion a declared one.
        var n = k
        while file.isChar(n + 1, "."), file.isWord(n + 2) {
            n += 2
            guard n - 4 >= k, let type = file.lookUp(code: n, in: d.settings.stringConversionTypes) else { continue }
            let typeName = file.text(code: n - 4), member = file.text(code: n - 2)
            guard let literal = d.settings.hexStringConstants.literal(ofMember: member, in: typeName),
                  let end = HexStringConversionDetector.conversionEnd(d, member: n) else { return nil }
            let color = literal.map(HexConstructorDetector.hexLiteral)?.decode(order: HexStringConversionDetector.hexOrder(d))
            return d.finding(kind: .paletteReference, type: type, start: k, baseEnd: end, color: color, symbol: "\(typeName).\(member)")
        }
        return nil
    }

    static let declaration = "import UIKit\nextension String {\n    var color: UIColor { UIColor.fromHex(self) }\n}\n"
        + "enum Styles {\n    enum Colors {\n        static let purple = \"6f42c1\"\n        enum Blue {\n            static let medium = \"3c64f4\"\n"
        + "            public static let light: String = \"#f1f8ff\" // tint\n        }\n    }\n}\n"

    package static let examples: [DetectorExample] = [
        .triggering(declaration + "nav.tintColor = «Styles.Colors.Blue.medium.color»\nlet a = «Colors.purple.color»\n"
                    + "let b = Label(color: «Blue.light.color.withAlphaComponent(0.5)»)",
                    colors: ["#3C64F4FF", "#6F42C1FF", "#F1F8FF80"], frameworks: ["uikit", "uikit", "uikit"]),
        // The String itself, a member that holds no hex, another member of the string, and a
        // type's member no declaration names.
        .nonTriggering(declaration + "let s = Styles.Colors.Blue.medium\nlet n = Styles.Colors.Blue.medium.count\n"
                       + "let t = Styles.Colors.Blue.dark.color\nlet u = Other.medium.color"),
        // Without a declared conversion on String, the palette of strings holds no colors.
        .nonTriggering("import UIKit\nenum Blue {\n    static let medium = \"0366d6\"\n}\nlet c = Blue.medium.color\nlet d = Blue.medium"),
    ]

    package static let corrections: [DetectorCorrection] = [
        DetectorCorrection(declaration + "let c = Styles.Colors.Blue.medium.color\n", declaration + "let c = Semantic.accent\n"),
    ]
}
