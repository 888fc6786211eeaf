/// `UIColor(rgbValue: 0x3c64f4)`, `Color(hex: "#3C64F4")`, `UIColor(0x3C64F4)`, `Color("#3C64F4")`,
/// `UIColor.hex(0x3C64F4)`: a hex argument to a color constructor.
package enum HexConstructorDetector: ColorDetector {
    package static let kind: FindingKind? = .hexConstructor
    static let sites: DetectionSite.Kinds = [.constructor, .member]

    static func detect(_ d: FileDetector, at site: DetectionSite) -> (Finding, Int)? {
        switch site {
        case let .constructor(type, start, args, context):
            return detectConstructor(d, type: type, start: start, args: args, context: context)
        case let .member(type, start, member, context):
            guard d.file.isChar(member + 1, "(") else { return nil }
            guard factoryNames.contains(d.file.text(code: member)) else {
                return detectUnknownFactory(d, type: type, start: start, open: member + 1, context: context)
            }
            return detectFactory(d, type: type, start: start, open: member + 1, context: context)
        case .expression:
            return nil
        }
    }

    static func detectConstructor(_ d: FileDetector, type: BaseColorType, start: Int, args: ArgumentList, context: ColorContext?) -> (Finding, Int)? {
        guard let first = args.arguments.first else { return nil }
        let config = d.settings.configuration
        var order = Configuration.HexOrder.rrggbbaa
        let unlabeled = first.label == nil
        var learned = false
        // The tree's own hex-string initializer of this type, by its first label (`HexStringInitializer`):
        // `NSColor(from: "#526ba0")` is a hex call though `from` names no hex.
        let declaredString = d.settings.hexStringInitializers[type]?[first.label ?? "_"]
        if let label = first.label {
            if let hex = config.hexLabel(label) {
                order = hex.order
                // A label naming its byte order (`argb:`) is read in that order, eight digits too.
                learned = !config.hexLabels.contains { $0.label == label } && Configuration.namedHexOrder(label) == nil
            } else if declaredString != nil {
                learned = true
            } else {
                return nil
            }
        } else if !config.unlabeledHex {
            return nil
        }
        guard let literal = HexLiteral.read(d.file, first.value, unlabeled: unlabeled)
                ?? (unlabeled ? nil : namedConstant(d, first.value)) else {
            return unlabeled || config.hexLabel(first.label ?? "_") == nil ? nil : literalFallback(d, type: type, value: first.value, order: order)
        }
        // Under a label naming no hex, only a string that is a hex code (`NSColor(from: "Brand")` is no color call recolor reads).
        if let label = first.label, config.hexLabel(label) == nil, !(literal.isString && literal.valid) { return nil }
        var color = literal.decode(order: order)
        if literal.isString, let bodyOrder = declaredString ?? nil {
            // The initializer's body reads eight digits its own way (`let alpha = … >> 24`: AARRGGBB).
            color = HexByteOrder.decode(literal, bodyOrder: bodyOrder, order: order)
        }
        if !literal.isString, let declared = d.settings.hexInitializers[type]?[first.label ?? "_"] {
            // The tree's own initializer says how it reads an integer (RIA-DigiDoc-iOS's
            // `init(hex: UInt)` ignores the top byte of `0xFF571e27`: `HexInitializerOrder`).
            color = declared.decode(literal)
        } else if learned && !literal.isString && literal.digits.count > 6 {
            // An app's own label says nothing of an 8-digit integer's order: tinode's `init(fromHexCode:)`
            // and stepik's `init(hex8:)` read AARRGGBB. The call stays a finding, its color unknown, not guessed.
            color = nil
        }
        // A second argument may give the alpha: `UIColor(hex: 0x313440, alpha: 0.5)`, also under
        // an app's own label (`UIColor(rgb: 0x2DE0A5, alphaVal: 1)`). Arguments recolor cannot read
        // leave the color unknown, never the call unreported: a hex call is a hard-coded color.
        if args.arguments.count > 1 {
            let rest = args.arguments.dropFirst()
            if rest.count == 1, let label = rest.first?.label, isAlphaLabel(label),
               let a = ConstantExpression.evaluate(d.file, rest.first!.value)?.value {
                color = color?.withAlpha(unit: a)
            } else if rest.count == 1, unlabeled, rest.first?.label == nil,
                      let a = ConstantExpression.evaluate(d.file, rest.first!.value)?.value, (0...1).contains(a) {
                // An app's `init(_ rgbValue: UInt32, _ alpha: CGFloat = 1)` (VLC's
                // PresentationTheme.swift:332, 38 calls left unknown): after an unlabeled hex, an
                // unlabeled constant from 0 to 1 is the alpha; any other value stays unknown.
                color = color?.withAlpha(unit: a)
            } else {
                color = nil
            }
        }
        return d.finding(kind: .hexConstructor, type: type, start: start, baseEnd: args.close, color: color, context: context)
    }

    /// `Color(hex: user.accentColor ?? 0)`, `UIColor(hex: info.color ?? "#000000")`: the literal a
    /// run-time value falls back to is a hard-coded color (Swiftcord, cosmostation-ios, Slide). The
    /// finding is the literal alone; a token is no hex literal, so `fix` leaves it (`literalFallback`).
    static func literalFallback(_ d: FileDetector, type: BaseColorType, value: Range<Int>, order: Configuration.HexOrder) -> (Finding, Int)? {
        var coalescing: Int?
        var k = value.lowerBound
        while k < value.upperBound {
            if let close = d.file.matchingClose(k) { k = close + 1; continue }
            if d.file.code[k].kind == .operator && d.file.codeIs(k, "??" as StaticString) { coalescing = k }
            k += 1
        }
        guard let q = coalescing, q + 1 < value.upperBound, let literal = HexLiteral.read(d.file, (q + 1)..<value.upperBound, unlabeled: false),
              let color = literal.decode(order: order) else { return nil }
        var (finding, _) = d.finding(kind: .hexConstructor, type: type, start: q + 1, baseEnd: value.upperBound - 1, color: color)
        finding.literalFallback = true
        return (finding, value.upperBound - 1)
    }

    /// The names of a color type's static hex factory: `UIColor.hex(0x3C64F4)`, `UIColor.fromHex("34d058")`.
    /// Screening keeps a file that names one after a color type (`DetectionSettings.colorMemberNameList`).
    static let factoryNames: Set<String> = ["hex", "fromHex", "withHex", "hexColor", "colorFromHex", "colorWithHex"]

    /// `alpha`, `opacity`, an app's own spelling of them (`alphaVal`, `withAlpha`, `opacityValue`),
    /// SwifterSwift's `transparency`: the vocabulary's `AlphaLabels`.
    static func isAlphaLabel(_ label: String) -> Bool {
        AlphaLabels.contains(label)
    }

    /// The static factory `.hex(0x3C64F4)` (or `.fromHex("…")`) of a color type.
    static func detectFactory(_ d: FileDetector, type: BaseColorType, start: Int, open: Int, context: ColorContext?) -> (Finding, Int)? {
        let config = d.settings.configuration
        guard config.unlabeledHex || config.hexLabels.contains(where: { $0.label == "hex" }),
              let args = ArgumentList.parse(d.file, open: open), args.arguments.count == 1,
              args.arguments[0].label == nil,
              let literal = HexLiteral.read(d.file, args.arguments[0].value, unlabeled: false)
                ?? namedConstant(d, args.arguments[0].value) else { return nil }
        let order = config.hexLabels.first(where: { $0.label == "hex" })?.order ?? .rrggbbaa
        return d.finding(kind: .hexConstructor, type: type, start: start, baseEnd: args.close, color: literal.decode(order: order), context: context)
    }

    /// Any other static function of a color type called with one hex literal alone, unlabeled: a
    /// `0x` integer of six or eight digits, or a string `"#…"` that is a hex code. Podcast-ios's
    /// `UIColor.colorFromCode(0xfcfcfe)` (review 29 A14; declared `static func colorFromCode(_ code:
    /// Int) -> UIColor`) was no finding while `UIColor.hex(0xfcfcfe)` was: a factory's name is the
    /// app's choice, the literal says what it is. Eight digits are read in no known order (no
    /// declaration of the name says it): a finding, its color unknown, as for an undeclared hex
    /// function (`UndeclaredHexFunctionDetector`). A decimal number, a short literal
    /// (`UIColor.gray(0x33)`), a label, a second argument or a run-time value are nothing here.
    /// Whether the file declares `func name(…) -> T` with `T` no color type (`class func code(hex: String) ->
    /// String?` on NSColor): a call of it makes a string, whatever its argument looks like.
    static func declaresNonColorFunction(_ d: FileDetector, named name: String) -> Bool {
        let file = d.file
        for k in 0..<max(0, file.code.count - 2) where file.codeIs(k, "func" as StaticString) && file.text(code: k + 1) == name && file.isChar(k + 2, "(") {
            guard let close = file.matchingClose(k + 2) else { continue }
            var r = close + 1
            while file.isWord(r), !file.codeIs(r, "->" as StaticString) { r += 1 }  // `throws`, `async`
            guard file.codeIs(r, "->" as StaticString), file.isWord(r + 1) else { continue }
            let returned = file.text(code: r + 1)
            if returned != "Self", d.settings.types.base(returned) == nil { return true }
        }
        return false
    }

    static func detectUnknownFactory(_ d: FileDetector, type: BaseColorType, start: Int, open: Int, context: ColorContext?) -> (Finding, Int)? {
        let file = d.file
        guard let args = ArgumentList.parse(file, open: open), args.arguments.count == 1 else { return nil }
        if let css = CSSColorString.color(file, value: args.arguments[0].value) {
            return d.finding(kind: .rgbConstructor, type: type, start: start, baseEnd: args.close, color: css, context: context)
        }
        // A `#` string may come after any label (Lona's `NSColor.parse(css: "#4A90E2")!`), unless the tree declares the
        // function (`ColorFunctionCallDetector` reads its digits as its body does); a number only unlabeled.
        guard let literal = HexLiteral.read(file, args.arguments[0].value, unlabeled: false),
              args.arguments[0].label == nil || literal.isString && d.settings.colorFunction(code: open - 1, in: file) == nil,
              !declaresNonColorFunction(d, named: file.text(code: open - 1)) else { return nil }
        let shape = UndeclaredHexFunctionDetector.shape
        if literal.isString {
            guard literal.valid, file.text(code: args.arguments[0].value.lowerBound + 1).hasPrefix("#"),
                  [3, 6, 8].contains(literal.digits.count) else { return nil }
        } else {
            guard file.text(code: args.arguments[0].value.lowerBound).lowercased().hasPrefix(shape.prefix),
                  shape.digitCounts.contains(literal.digits.count) else { return nil }
        }
        let color = literal.digits.count == 8 ? nil : literal.decode(order: .rrggbbaa)
        return d.finding(kind: .hexConstructor, type: type, start: start, baseEnd: args.close, color: color, context: context)
    }

    package static let examples: [DetectorExample] = [
        .triggering("let c = «UIColor(hex: 0x313440)»", colors: ["#313440FF"]),
        .triggering("let c = «UIColor(rgbValue: 0x3c64f4)»", colors: ["#3C64F4FF"]),
        .triggering("let c = «Color(hex: \"#3C64F4\")»", colors: ["#3C64F4FF"]),
        .triggering("let c = «Color(hex: \"3c64f4\")»", colors: ["#3C64F4FF"]),
        .triggering("let c = «Color(hex: \"#FFF\")»", colors: ["#FFFFFFFF"]),
        .triggering("let c = «Color(hex: \"#3C64F480\")»", colors: ["#3C64F480"]),
        .triggering("let c = «UIColor(hex: 0x3C64F480)»", colors: ["#3C64F480"]),
        .triggering("let c = «UIColor(hex: 0x313440, alpha: 0.5)»", colors: ["#31344080"]),
        .triggering("let c = «UIColor(0x3C64F4)»", colors: ["#3C64F4FF"]),
        .triggering("let c = «Color(\"#3C64F4\")»", colors: ["#3C64F4FF"]),
        .triggering("let c = «UIColor.hex(0x3C64F4)»", colors: ["#3C64F4FF"]),
        // A `#` string after any label to a color type's member (airbnb/Lona's own `NSColor.parse(css:)`); a labelled
        // number, or a string without `#`, is some other call.
        .triggering("import AppKit\nlet c = «NSColor.parse(css: \"#4A90E2\")!»", colors: ["#4A90E2FF"], frameworks: ["appkit"]),
        .nonTriggering("import AppKit\nlet c = NSColor.parse(css: \"4A90E2\")\nlet d = NSColor.lookUp(index: 0x4A90E2)\nlet e = NSColor.parse(css: name)"),
        .triggering("view.backgroundColor = «.hex(0x3C64F4)»", colors: ["#3C64F4FF"]),
        // Elements typed by the first (issue 21's `[UIColor.hex(0x…), .hex(0x…)]`), in an array and as dictionary values;
        // an array of another type's `.hex` is nothing.
        .triggering("import UIKit\nlet stops = [«UIColor.hex(0x3C64F4)», «.hex(0x121212)»]\nlet byName = [\"a\": «UIColor.hex(0xFAFAFA)», \"b\": «.hex(0x000000)»]",
                    colors: ["#3C64F4FF", "#121212FF", "#FAFAFAFF", "#000000FF"], frameworks: ["uikit", "uikit", "uikit", "uikit"]),
        .nonTriggering("import UIKit\nlet keys = [Data.hex(0x3C64F4), .hex(0x121212)]\nlet byName = [\"a\": Data.hex(0xFAFAFA), \"b\": .hex(0x000000)]"),
        // A factory of another common name (GitHawk's `UIColor.fromHex("34d058")`).
        .triggering("let c = «UIColor.fromHex(\"34d058\")»", colors: ["#34D058FF"]),
        .triggering("import UIKit\nview.backgroundColor = «.fromHex(\"#0366d6\")»", colors: ["#0366D6FF"]),
        .triggering("let c = «UIColor(hex: 0x3C64F)»", colors: ["#03C64FFF"]),
        .triggering("let c = «UIColor(hex: 0x0)»\nlet d = «UIColor(hex: 0xFF)»", colors: ["#000000FF", "#0000FFFF"]),
        .triggering("import UIKit\nextension UIColor { convenience init(rgb: UInt32, alphaVal: CGFloat) { self.init(white: 0, alpha: alphaVal) } }\nlet c = «UIColor(rgb: 0x0, alphaVal: 0.08)»", colors: ["#00000014"]),
        .triggering("let c = «UIColor(hex: 0x13C64F4)»", colors: ["null"]),
        .triggering("let c = «UIColor(hex: \"0x3C64F4\")»", colors: ["null"]),
        .triggering("let c = «UIColor(hex: \"red\")»", colors: ["null"]),
        .triggering("let c = «UIColor(argb: 0x803C64F4)»", colors: ["#3C64F480"],
                    configuration: #"{ "hexConstructors": [{ "label": "argb", "order": "AARRGGBB" }] }"#),
        // A label naming its byte order is read in it under the default list (Moonfin's `argb:`, session 30's B13),
        // also on the app's own type whose member is a color (`var color: Color`: a wrapper of `Color`).
        .triggering("let c = «UIColor(argb: 0x803C64F4)»\nlet d = «UIColor(hexARGB: 0xFF3C64F4)»\nlet e = «UIColor(argb: 0x3C64F4)»",
                    colors: ["#3C64F480", "#3C64F4FF", "#3C64F4FF"]),
        .triggering("import SwiftUI\nstruct ThemeHexColor {\n    let argb: UInt32\n    init(argb: UInt32) { self.argb = argb }\n"
                    + "    var color: Color { Color(red: Double((argb >> 16) & 0xFF) / 255, green: 0, blue: 0) }\n}\n"
                    + "let night = [«ThemeHexColor(argb: 0xFF101010)», «ThemeHexColor(argb: 0x80FFFFFF)»]",
                    colors: ["#101010FF", "#FFFFFF80"], frameworks: ["swiftui", "swiftui"]),
        // Not one: a type of the tree with no color member (a pixel buffer's `argb`), another type's
        // label, a run-time value.
        .nonTriggering("import SwiftUI\nstruct Pixel {\n    let argb: UInt32\n    init(argb: UInt32) { self.argb = argb }\n}\n"
                       + "let p = Pixel(argb: 0xFF101010)\nlet d = Data(argb: 0xFF101010)\nlet c = UIColor(argb: value)"),
        // An app's own alpha label, and arguments recolor cannot read: a finding all the same.
        .triggering("let c = «UIColor(rgb: 0x2DE0A5, alphaVal: 1)»", colors: ["#2DE0A5FF"]),
        .triggering("let c = «UIColor(rgb: 10396328, alphaVal: 0.5)»", colors: ["#9EA2A880"]),
        .triggering("let c = «UIColor(hex: 0x313440, alpha: 0.5, space: .p3)»", colors: ["null"]),
        // SwifterSwift's `init?(hex:transparency:)`: its transparency is the alpha (1 opaque).
        .triggering("import UIKit\nlet c = «UIColor(hex: 0x00FF00, transparency: 0.25)»\nlet d = «UIColor(hex: 0x123456, transparency: 1.0)!»",
                    colors: ["#00FF0040", "#123456FF"]),
        .triggering("let c = «UIColor(hex: 0x313440, transparent: 0.5)»\nlet d = «UIColor(hex: 0x313440, transparencyLevel: 0.5)»", colors: ["null", "null"]),
        // An unlabeled alpha after an unlabeled hex (VLC's `init(_ rgbValue:, _ alpha:)`), and
        // what it cannot be: above 1, or after a labeled hex.
        .triggering("let c = «UIColor(0x000000, 0.7)»", colors: ["#000000B3"]),
        .triggering("let c = «UIColor(0xFF8800, 1)»", colors: ["#FF8800FF"]),
        .triggering("let c = «UIColor(0xFF8800, 2)»", colors: ["null"]),
        .triggering("let c = «UIColor(hex: 0x313440, 0.5)»", colors: ["null"]),
        .triggering("let c = «UIColor(hex: 0x313440, brightness: 0.5)»", colors: ["null"]),
        // A hex factory called inside its own color type, bare or through `Self`.
        .triggering("import UIKit\nextension UIColor {\n    static let ink = «hex(0x121212)»\n    static let paper = «Self.hex(0xFAFAFA)»\n    static func hex(_ v: Int) -> UIColor { fatalError() }\n}",
                    colors: ["#121212FF", "#FAFAFAFF"]),
        .triggering("import SwiftUI\nextension Color {\n    static var ink: Color { «hex(0x121212)» }\n}", colors: ["#121212FF"]),
        .nonTriggering("import UIKit\nstruct Parser {\n    let a = hex(0x121212)\n    func hex(_ v: Int) -> Int { v }\n}"),
        .nonTriggering("import UIKit\nlet a = hex(0x121212)\nlet b = x.hex(0x121212)"),
        // Any static function of the color type called with a `hex:` label inside it (nightguard's chart colors, session 27's F2).
        .triggering("import UIKit\nextension UIColor {\n    static func chartDayOne() -> UIColor {\n        return «hexStringToUIColor(hex: \"#F5793A\")»\n    }\n    static func chartDayTwo() -> UIColor { «UIColor.hexStringToUIColor(hex: \"#A95AA1\")» }\n"
                    + "    static func hexStringToUIColor(hex: String) -> UIColor { fatalError() }\n}", colors: ["#F5793AFF", "#A95AA1FF"]),
        // Another type's own hex function returning a color, called bare in that type, is one too since session 30
        // (ku-ring's `Color.Kuring.from(hex:)`: `ColorFunctionCallDetector.ownerCall`); one returning no color is not.
        .triggering("import UIKit\nstruct Chart {\n    static func dayOne() -> UIColor { «hexStringToUIColor(hex: \"#F5793A\")» }\n    static func hexStringToUIColor(hex: String) -> UIColor { fatalError() }\n}",
                    colors: ["#F5793AFF"]),
        .nonTriggering("import UIKit\nstruct Chart {\n    static func dayOne() -> Int { hexStringToInt(hex: \"#F5793A\") }\n    static func hexStringToInt(hex: String) -> Int { 0 }\n}"),
        // A top-level string constant holding a hex color, named in the call (Spawn-App-iOS-SwiftUI's
        // design system: `let colorsGray800: String = "#1F1E1E"`, `Color(hex: colorsGray800)`), also
        // through a constant declared equal to it, and by the hex factory.
        .triggering("import SwiftUI\nlet gray800: String = \"#1F1E1E\"\nlet inkHex: String = gray800\npublic let paper = \"#FAFAFA\" // light\n"
                    + "struct Card: View {\n    var body: some View {\n        Text(\"a\").foregroundColor(«Color(hex: gray800)»).background(«Color(hex: inkHex).opacity(0.5)»)\n"
                    + "            .border(«Color.hex(paper)»)\n    }\n}",
                    colors: ["#1F1E1EFF", "#1F1E1E80", "#FAFAFAFF"], contexts: ["foregroundColor", "background", "border"]),
        // Not a hex constant: not hex digits, a parameter's value. (A type's `static let` is not read yet.)
        .nonTriggering("import SwiftUI\nlet brand = \"Brand\"\nlet build: String = \"12345\"\n"
                       + "func f(code: String) -> [Color] {\n    return [Color(hex: brand), Color(hex: build), Color(hex: code)]\n}"),
        // A local given only hex literals (WeChat-SwiftUI's ContactCategory: one per case of a switch):
        // its color when they agree, unknown when they differ.
        .triggering("import SwiftUI\nenum Group {\n    case chats, tags\n    var tint: Color {\n        let code: String\n        switch self {\n"
                    + "        case .chats: code = \"57BD6A\"\n        case .tags: code = \"#3C85E6\"\n        }\n        return «Color.hex(code)»\n    }\n"
                    + "    var ink: Color {\n        var v = \"#1F1E1E\"\n        if case .tags = self { v = \"1f1e1e\" }\n        return «Color(hex: v)»\n    }\n}",
                    colors: ["null", "#1F1E1EFF"]),
        .nonTriggering("import SwiftUI\nfunc f(dark: Bool, other: String) -> [Color] {\n    var code = \"#1F1E1E\"\n    if dark { code = other }\n"
                       + "    var tail = \"#FFFFFF\"\n    tail += \"80\"\n    let name = \"Brand\"\n    return [Color(hex: code), Color(hex: tail), Color(hex: name)]\n}"),
        .nonTriggering("import SwiftUI\nlet gray800 = \"#1F1E1E\"\nlet c = Color(gray800)\nlet d = Data(hex: gray800)"),
        .nonTriggering("let c = Color(\"Brand\")"),
        .nonTriggering("let d = Data(hex: \"3C64F4\")"),
        .nonTriggering("let c = UIColor.fromHex(label.color)"),
        // Any static factory of a color type taking one hex literal (podcast-ios's `UIColor.colorFromCode(0xfcfcfe)`,
        // review 29 A14), also as an implicit member and with a `#` string; eight digits in no known order.
        .triggering("import UIKit\nlet a = «UIColor.colorFromCode(0xfcfcfe)»\nview.backgroundColor = «.colorFromCode(0x121212)»\n"
                    + "let b = «UIColor.fromCSS(\"#3C64F4\")»\nlet c = «UIColor.colorFromCode(0x80FCFCFE)»",
                    colors: ["#FCFCFEFF", "#121212FF", "#3C64F4FF", "null"], frameworks: ["uikit", "uikit", "uikit", "uikit"]),
        // Not one: a decimal, a short literal, a label, two arguments, a run-time value, a string without `#`,
        // another type's factory, an instance method of a color.
        .nonTriggering("import UIKit\nlet a = UIColor.colorFromCode(16579838)\nlet b = UIColor.gray(0x33)\nlet c = UIColor.random(seed: 0xFCFCFE)\n"
                       + "let d = UIColor.colorFromCode(0xFCFCFE, 0.5)\nlet e = UIColor.colorFromCode(code)\nlet f = UIColor.named(\"123456\")\n"
                       + "let g = Data.colorFromCode(0xFCFCFE)\nlet h = color.mixed(0xFCFCFE)"),
        .nonTriggering("let d = Data.fromHex(\"34d058\")"),
        .nonTriggering("let c = UIColor(hex: value)"),
        // The literal a run-time value falls back to (Swiftcord: `Color(hex: user.accent_color ?? 0)`).
        .triggering("import SwiftUI\nlet c = Color(hex: user.accentColor ?? «0»)", colors: ["#000000FF"], frameworks: ["swiftui"]),
        .triggering("import UIKit\nlet c = UIColor(hex: info.color ?? «\"#FFC107\"»)", colors: ["#FFC107FF"], contexts: ["hex"]),
        .nonTriggering("import SwiftUI\nlet c = Color(hex: user.accentColor ?? fallback)\nlet d = Color(hex: info.color ?? \"\")"),
        .nonTriggering("import UIKit\nlet c = UIColor(code ?? 0)\nlet d = Data(hex: info.bytes ?? \"00ff00\")"),
        .nonTriggering("let c = UIColor(hex: \"#\\(value)\")"),
        .nonTriggering("let c = UIColor(rgbValue: 0x3c64f4)", configuration: #"{ "hexConstructors": ["argb"] }"#),
        .nonTriggering("let c = UIColor(0x3C64F4)", configuration: #"{ "hexConstructors": ["hex"] }"#),
        // An app's own label naming a hex value, under the default list (MarkEdit's `init(hexCode: UInt32, …)`).
        .triggering("import AppKit\nlet paper = «NSColor(hexCode: 0x0D1116)»\nlet ink = «NSColor(hexCode: 0xFAF4ED, alpha: 0.5)»",
                    colors: ["#0D1116FF", "#FAF4ED80"], frameworks: ["appkit", "appkit"]),
        .triggering("import SwiftUI\nlet c = «Color(colorHex: \"#3C64F4\")»", colors: ["#3C64F4FF"]),
        // The tree's own hex-string initializer under a label naming no hex (OpenEmu's `init?(from colorString: String)`,
        // session 28's review B8); the same label on an initializer reading no hex, or a string that is no hex code, is nothing.
        .triggering("import Cocoa\nextension NSColor {\n    convenience init?(from s: String) {\n        var v: UInt64 = 0\n        Scanner(string: s).scanHexInt64(&v)\n"
                    + "        self.init(white: 1, alpha: 1)\n    }\n}\nlet c = «NSColor(from: \"#526ba0\")»\nlet d = NSColor(from: \"Brand\")", colors: ["#526BA0FF"]),
        .nonTriggering("import Cocoa\nextension NSColor {\n    convenience init?(from name: String) {\n        self.init(named: name)\n    }\n}\nlet c = NSColor(from: \"#526ba0\")"),
        .triggering("import UIKit\nlet c = «UIColor(fromHexCode: 0xFF40C040)»", colors: ["null"]),
        // The tree's own integer initializer says how 8 digits are read (RIA-DigiDoc-iOS's
        // `init(hex: UInt, alpha: Double = 1.0)` reads `(hex >> 16) & 0xFF` as red and ignores the
        // top byte: `0xFF571e27` is opaque #571E27, not RRGGBBAA; session 28's review, B1).
        .triggering("import SwiftUI\nextension Color {\n    init(hex: UInt, alpha: Double = 1.0) {\n        let red = Double((hex >> 16) & 0xFF) / 255\n"
                    + "        let green = Double((hex >> 8) & 0xFF) / 255\n        let blue = Double(hex & 0xFF) / 255\n"
                    + "        self.init(red: red, green: green, blue: blue, opacity: alpha)\n    }\n}\n"
                    + "let wine = «Color(hex: 0xFF571E27)»\nlet mint = «Color(hex: 0xFFEAF8EA, alpha: 0.5)»\nlet sky = «Color(hex: 0x3C64F4)»",
                    colors: ["#571E27FF", "#EAF8EA80", "#3C64F4FF"]),
        // The top byte shifted by 24 into an alpha (a labeled argument, a destructured tuple) or into a red.
        .triggering("import UIKit\nextension UIColor {\n    convenience init(hex: UInt32) {\n        self.init(red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,\n"
                    + "                  blue: CGFloat(hex & 0xFF) / 255, alpha: CGFloat((hex >> 24) & 0xFF) / 255)\n    }\n"
                    + "    convenience init?(_ v: UInt32) {\n        let (a, r, g, b) = (v >> 24, v >> 16 & 0xFF, v >> 8 & 0xFF, v & 0xFF)\n"
                    + "        self.init(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: CGFloat(a) / 255)\n    }\n}\n"
                    + "let scrim = «UIColor(hex: 0x80102030)»\nlet ink = «UIColor(0xFF121212)»", colors: ["#10203080", "#121212FF"]),
        .triggering("import UIKit\nextension UIColor {\n    convenience init(hexRGBA rgba: UInt32) {\n        let r = CGFloat(UInt8(truncatingIfNeeded: rgba >> 24)) / 255\n"
                    + "        let a = CGFloat(rgba & 0xFF) / 255\n        self.init(red: r, green: CGFloat((rgba >> 16) & 0xFF) / 255, blue: CGFloat((rgba >> 8) & 0xFF) / 255, alpha: a)\n    }\n}\n"
                    + "let scrim = «UIColor(hexRGBA: 0x10203080)»", colors: ["#10203080"]),
        // A body recolor cannot read: 8 digits unknown (6 read by value); one handing the value to an
        // overload of the same label is read through it.
        .triggering("import UIKit\nextension UIColor {\n    convenience init(hex: Int) { self.init(hexString: String(hex, radix: 16)) }\n"
                    + "    convenience init(hexString: String) { self.init(white: 0, alpha: 1) }\n}\n"
                    + "let a = «UIColor(hex: 0xFF571E27)»\nlet b = «UIColor(hex: 0x571E27)»", colors: ["null", "#571E27FF"]),
        .triggering("import SwiftUI\nextension Color {\n    init(hex: UInt) { self.init(hex: hex, alpha: 1) }\n"
                    + "    init(hex: UInt, alpha: Double) {\n        self.init(.sRGB, red: Double((hex >> 16) & 0xff) / 255, green: Double((hex >> 08) & 0xff) / 255,\n"
                    + "                  blue: Double(hex & 0xff) / 255, opacity: alpha)\n    }\n}\nlet a = «Color(hex: 0xFF571E27)»", colors: ["#571E27FF"]),
        // Not the color type's initializer: another type's `init(hex: UInt)`, a string initializer,
        // the other color type's: the label's own order stands.
        .triggering("import UIKit\nstruct Pixel {\n    var r: UInt\n    init(hex: UInt) { r = (hex >> 16) & 0xFF }\n}\n"
                    + "extension UIColor {\n    convenience init(hex: String) { let v = UInt(hex, radix: 16) ?? 0; self.init(white: CGFloat((v >> 16) & 0xFF), alpha: 1) }\n}\n"
                    + "extension Color {\n    init(hex: UInt) { self.init(red: Double((hex >> 16) & 0xFF) / 255, green: 0, blue: 0) }\n}\n"
                    + "let a = «UIColor(hex: 0xFF571E27)»", colors: ["#FF571E27"]),
        .nonTriggering("import AppKit\nlet a = NSColor(hexCode: code)\nlet b = NSColor(hexagonSide: 0x10)\nlet d = Data(hexCode: 0x3C64F4)"),
        .nonTriggering("let c = UIColor(hexCode: 0x3C64F4)", configuration: #"{ "hexConstructors": ["hex"] }"#),
        // The app's own wrapper of a platform color, built as the platform's is (SwiftEntryKit's
        // `EKColor(rgb: 0xffc107)`): learned from its declaration, its framework the wrapped type's.
        .triggering(ColorWrapperExamples.tone + "let amber = «Tone(rgb: 0xFFC107)»\nlet sky = «Tone.init(rgb: 0x3C64F4)»",
                    colors: ["#FFC107FF", "#3C64F4FF"], contexts: ["amber", "sky"], frameworks: ["uikit", "uikit"]),
        .triggering(ColorWrapperExamples.pairOnly + "let amber = «Pair(rgb: 0xFFC107)»", frameworks: ["uikit"]),
        .nonTriggering(ColorWrapperExamples.tone + "let a = Tone(rgb: value)\nlet b = Tone(light: theme.paper, dark: theme.ink)"),
        .nonTriggering("import UIKit\nstruct Pixel {\n    var value: Int\n    init(rgb: Int) { value = rgb }\n}\nlet p = Pixel(rgb: 0xFFC107)"),
        .nonTriggering("import UIKit\nstruct Blend {\n    init(_ a: UIColor) {}\n    init(_ b: NSColor) {}\n    init(rgb: Int) {}\n}\nlet p = Blend(rgb: 0xFFC107)"),
    ]

    package static let corrections: [DetectorCorrection] = [
        DetectorCorrection("import UIKit\nlet c = UIColor(hex: 0x3C64F4)\n", "import UIKit\nlet c = Semantic.accent\n"),
        DetectorCorrection("import SwiftUI\nlet c = Color(hex: \"#3C64F4\")\n", "import SwiftUI\nlet c = Color.accent\n"),
        DetectorCorrection("import UIKit\nview.layer.borderColor = UIColor(hex: 0x3C64F4).cgColor\n",
                           "import UIKit\nview.layer.borderColor = Semantic.accent.cgColor\n"),
        DetectorCorrection("import UIKit\nlet c = UIColor.hex(0x313440)\n", "import UIKit\nlet c = Semantic.secondary\n"),
        DetectorCorrection("import UIKit\nlet c = UIColor(hex: 0x3C64F)\n", "import UIKit\nlet c = UIColor(hex: 0x3C64F)\n"),
        // A wrapper's call: the token inside its `init(_:)`, else left as written (a token's UIColor
        // cannot stand where the wrapper is required).
        DetectorCorrection(ColorWrapperExamples.tone + "let a = Tone(rgb: 0x3C64F4)\n", ColorWrapperExamples.tone + "let a = Tone(Semantic.accent)\n"),
        DetectorCorrection("import UIKit\nlet c = UIColor(hex: info.color ?? 0x3C64F4)\n", "import UIKit\nlet c = UIColor(hex: info.color ?? 0x3C64F4)\n"),
        DetectorCorrection(ColorWrapperExamples.pairOnly + "let a = Pair(rgb: 0x3C64F4)\n", ColorWrapperExamples.pairOnly + "let a = Pair(rgb: 0x3C64F4)\n"),
        // A failable call with its fallback (iTorrent's `UIColor(hex: "#BEBEC0") ?? .black`): the
        // token is no optional, so it replaces the fallback too (session 23's review, F13); a
        // fallback that goes on past one operand is left for a person.
        DetectorCorrection("import UIKit\nlet a: [NSAttributedString.Key: Any] = [.foregroundColor: UIColor(hex: \"#3C64F4\") ?? .black, .kern: 1]\n",
                           "import UIKit\nlet a: [NSAttributedString.Key: Any] = [.foregroundColor: Semantic.accent, .kern: 1]\n"),
        DetectorCorrection("import UIKit\nlet c = UIColor(hex: 0x3C64F4) ?? UIColor.black.withAlphaComponent(0.5)\nlet d = 1\n",
                           "import UIKit\nlet c = Semantic.accent\nlet d = 1\n"),
        DetectorCorrection("import UIKit\nlet c = UIColor(hex: 0x3C64F4) ?? #colorLiteral(red: 0, green: 0, blue: 0, alpha: 1)\n", "import UIKit\nlet c = Semantic.accent\n"),
        DetectorCorrection("import UIKit\nlabel.textColor = flag ? UIColor(hex: 0x3C64F4) ?? .black : UIColor(hex: 0x313440)\n",
                           "import UIKit\nlabel.textColor = flag ? Semantic.accent : Semantic.secondary\n"),
        DetectorCorrection("import UIKit\nlet c = UIColor(hex: 0x3C64F4) ?? fallback ?? .black\n", "import UIKit\nlet c = UIColor(hex: 0x3C64F4) ?? fallback ?? Semantic.text\n"),
    ]
}
