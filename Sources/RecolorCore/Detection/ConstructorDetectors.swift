/// Dispatches a color type's call to the constructor detector whose arguments it has.
enum ConstructorDetectors {
    static func detect(_ d: FileDetector, type: BaseColorType, start: Int, open: Int, explicit: Bool,
                       context: ColorContext? = nil) -> (Finding, Int)? {
        guard let args = ArgumentList.parse(d.file, open: open) else { return nil }
        if type == .color, let hit = WrappedPlatformColorDetector.detect(d, start: start, args: args, context: context) { return hit }
        if let hit = RGBConstructorDetector.detect(d, type: type, start: start, args: args, context: context) { return hit }
        return HexConstructorDetector.detect(d, type: type, start: start, args: args, context: context)
    }
}

/// `UIColor(red:green:blue:alpha:)` and its relatives, with compile-time constant components.
public enum RGBConstructorDetector: DocumentedDetector {
    public static let kind = FindingKind.rgbConstructor

    static func detect(_ d: FileDetector, type: BaseColorType, start: Int, args: ArgumentList, context: ColorContext?) -> (Finding, Int)? {
        let labels = args.labels
        for form in ConstructorForm.forms(for: type) {
            let n = form.labels.count
            let hasAlpha = labels.count == n + 1 && labels.last == form.alphaLabel
            guard Array(labels.prefix(n)) == form.labels, hasAlpha || (labels.count == n && (form.alphaOptional || form.alphaLabel == nil)) else {
                continue
            }
            var model = form.model
            var componentArgs = Array(args.arguments.prefix(n))
            if form.labels.first == "_" {
                // SwiftUI's `Color(.sRGB, red: …)`: the color space is an implicit member.
                let space = componentArgs.removeFirst().value
                guard space.count == 2, d.file.isChar(space.lowerBound, ".") else { return nil }
                switch d.file.text(code: space.lowerBound + 1) {
                case "sRGB": break
                case "displayP3": model = model == .rgb ? .displayP3 : model
                case "sRGBLinear": model = model == .rgb ? .linearRGB : model
                default: return nil
                }
            }
            var values: [Double] = []
            var allIntegers = true
            for arg in componentArgs {
                guard let v = ConstantExpression.evaluate(d.file, arg.value) else { return nil }
                values.append(v.value)
                allIntegers = allIntegers && v.isInteger
            }
            var alpha = 1.0
            if hasAlpha {
                guard let v = ConstantExpression.evaluate(d.file, args.arguments[n].value) else { return nil }
                alpha = v.value
                allIntegers = allIntegers && v.isInteger
            }
            // All integer literals and one above 1: a project overload taking 0–255.
            if allIntegers && (values + [alpha]).contains(where: { $0 > 1 }) {
                values = values.map { $0 / 255 }
                if alpha > 1 { alpha /= 255 }
            }
            let color = Self.color(model, values, alpha: alpha)
            return d.finding(kind: kind, type: type, start: start, baseEnd: args.close, color: color, context: context)
        }
        return nil
    }

    static func color(_ model: ComponentModel, _ v: [Double], alpha: Double) -> RGBA {
        switch model {
        case .rgb: return RGBA(unit: v[0], v[1], v[2], alpha: alpha)
        case .white: return RGBA(unit: v[0], v[0], v[0], alpha: alpha)
        case .gamma22White:
            let w = ColorSpaces.sRGB(fromGamma22White: v[0])
            return RGBA(unit: w, w, w, alpha: alpha)
        case .hsb:
            let (r, g, b) = ColorSpaces.rgb(hue: v[0], saturation: v[1], brightness: v[2])
            return RGBA(unit: r, g, b, alpha: alpha)
        case .displayP3:
            let (r, g, b) = ColorSpaces.sRGB(fromDisplayP3: v[0], v[1], v[2])
            return RGBA(unit: r, g, b, alpha: alpha)
        case .linearRGB:
            return RGBA(unit: ColorSpaces.encoded(v[0]), ColorSpaces.encoded(v[1]), ColorSpaces.encoded(v[2]), alpha: alpha)
        }
    }

    public static let examples: [DetectorExample] = [
        .triggering("let c = «UIColor(red: 49/255, green: 52/255, blue: 64/255, alpha: 1)»", colors: ["#313440FF"]),
        .triggering("let c = «UIColor(red: 49.0 / 255.0, green: CGFloat(52) / 255, blue: 0x40 / 255.0, alpha: 0.5)»", colors: ["#31344080"]),
        .triggering("let c = «UIColor(red: 49, green: 52, blue: 64, alpha: 1)»", colors: ["#313440FF"]),
        .triggering("let c = «UIColor(white: 216.0/255.0, alpha: 44.0/255.0)»", colors: ["#D8D8D82C"]),
        .triggering("let c = «UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1)»", colors: ["#FF0000FF"]),
        .triggering("let c = «UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1)»", colors: ["#FF0000FF"]),
        .triggering("let c = «NSColor(calibratedRed: 0, green: 0, blue: 1, alpha: 1)»", colors: ["#0000FFFF"]),
        .triggering("let c = «NSColor(deviceWhite: 0.5, alpha: 1)»", colors: ["#808080FF"]),
        .triggering("let c = «CGColor(red: 1, green: 1, blue: 1, alpha: 1)»", colors: ["#FFFFFFFF"]),
        .triggering("let c = «CGColor(gray: 0, alpha: 1)»", colors: ["#000000FF"]),
        .triggering("let c = «Color(red: 1, green: 0.5, blue: 0)»", colors: ["#FF8000FF"]),
        .triggering("let c = «Color(.sRGB, red: 1, green: 1, blue: 1, opacity: 0.5)»", colors: ["#FFFFFF80"]),
        .triggering("let c = «Color(white: 0.2)»", colors: ["#333333FF"]),
        .triggering("let c = «Color(hue: 0.5, saturation: 1, brightness: 1, opacity: 1)»", colors: ["#00FFFFFF"]),
        .triggering("let c = «CIColor(red: 0, green: 1, blue: 0)»", colors: ["#00FF00FF"]),
        .triggering("view.backgroundColor = «UIColor.init(red: 1, green: 1, blue: 1, alpha: 1)»", contexts: ["backgroundColor"]),
        .triggering("let c: UIColor = «.init(red: 1, green: 0, blue: 0, alpha: 1)»", colors: ["#FF0000FF"]),
        .triggering("view.layer.borderColor = «UIColor(red: 1, green: 1, blue: 1, alpha: 1).cgColor»", contexts: ["borderColor"]),
        .triggering("let c = «UIColor(red: 1, green: 1, blue: 1, alpha: 1).withAlphaComponent(0.5)»", colors: ["#FFFFFF80"]),
        .triggering("typealias NSUIColor = UIColor\nlet c = «NSUIColor(red: 1, green: 1, blue: 1, alpha: 1)»"),
        .triggering("let s = \"\\(«UIColor(white: 1, alpha: 1)»)\""),
        .triggering("var color = «UIColor(red: 1, green: 1, blue: 1, alpha: 0.5)» {\n  didSet { update() }\n}"),
        .triggering("import AppKit\nself.layer?.backgroundColor = «.init(gray: 0.01, alpha: 0.05)»", colors: ["#0303030D"], contexts: ["backgroundColor"]),
        .triggering("import UIKit\nlet c = «UIColor(red: 1, green: 1, blue: 1, alpha: 1)!»"),
        .nonTriggering("let c = UIColor(red: r, green: g, blue: b, alpha: 1)"),
        .nonTriggering("let c = UIColor(red: 1, green: 1, blue: 1, alpha: alpha)"),
        .nonTriggering("// let c = UIColor(red: 1, green: 1, blue: 1, alpha: 1)"),
        .nonTriggering("let s = \"UIColor(red: 1, green: 1, blue: 1, alpha: 1)\""),
        .nonTriggering("let c = UIColor(named: \"Brand\")"),
        .nonTriggering("let c = UIColor { traits in traits.userInterfaceStyle == .dark ? dark : light }"),
        .nonTriggering("let c = MyColor(red: 1, green: 1, blue: 1, alpha: 1)"),
    ]
}

/// `UIColor(rgbValue: 0x3c64f4)`, `Color(hex: "#3C64F4")`, `UIColor(0x3C64F4)`, `Color("#3C64F4")`,
/// `UIColor.hex(0x3C64F4)`: a hex argument to a color constructor.
public enum HexConstructorDetector: DocumentedDetector {
    public static let kind = FindingKind.hexConstructor

    static func detect(_ d: FileDetector, type: BaseColorType, start: Int, args: ArgumentList, context: ColorContext?) -> (Finding, Int)? {
        guard let first = args.arguments.first else { return nil }
        let config = d.settings.configuration
        var order = Configuration.HexOrder.rrggbbaa
        let unlabeled = first.label == nil
        if let label = first.label {
            guard let hex = config.hexLabels.first(where: { $0.label == label }) else { return nil }
            order = hex.order
        } else if !config.unlabeledHex {
            return nil
        }
        guard let literal = HexLiteral.read(d.file, first.value, unlabeled: unlabeled) else { return nil }
        var color = literal.decode(order: order)
        // A second argument may give the alpha: `UIColor(hex: 0x313440, alpha: 0.5)`.
        if args.arguments.count > 1 {
            let rest = args.arguments.dropFirst()
            guard rest.count == 1, let label = rest.first?.label, label == "alpha" || label == "opacity" else { return nil }
            if let a = ConstantExpression.evaluate(d.file, rest.first!.value)?.value {
                color = color?.withAlpha(unit: a)
            } else {
                color = nil
            }
        }
        return d.finding(kind: kind, type: type, start: start, baseEnd: args.close, color: color, context: context)
    }

    /// The static factory `.hex(0x3C64F4)` of a color type.
    static func detectFactory(_ d: FileDetector, type: BaseColorType, start: Int, open: Int, context: ColorContext?) -> (Finding, Int)? {
        let config = d.settings.configuration
        guard config.unlabeledHex || config.hexLabels.contains(where: { $0.label == "hex" }),
              let args = ArgumentList.parse(d.file, open: open), args.arguments.count == 1,
              args.arguments[0].label == nil,
              let literal = HexLiteral.read(d.file, args.arguments[0].value, unlabeled: false) else { return nil }
        let order = config.hexLabels.first(where: { $0.label == "hex" })?.order ?? .rrggbbaa
        return d.finding(kind: kind, type: type, start: start, baseEnd: args.close, color: literal.decode(order: order), context: context)
    }

    public static let examples: [DetectorExample] = [
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
        .triggering("view.backgroundColor = «.hex(0x3C64F4)»", colors: ["#3C64F4FF"]),
        .triggering("let c = «UIColor(hex: 0x3C64F)»", colors: ["null"]),
        .triggering("let c = «UIColor(hex: \"0x3C64F4\")»", colors: ["null"]),
        .triggering("let c = «UIColor(hex: \"red\")»", colors: ["null"]),
        .triggering("let c = «UIColor(argb: 0x803C64F4)»", colors: ["#3C64F480"],
                    configuration: #"{ "hexConstructors": [{ "label": "argb", "order": "AARRGGBB" }] }"#),
        .nonTriggering("let c = Color(\"Brand\")"),
        .nonTriggering("let d = Data(hex: \"3C64F4\")"),
        .nonTriggering("let c = UIColor(hex: value)"),
        .nonTriggering("let c = UIColor(hex: \"#\\(value)\")"),
        .nonTriggering("let c = UIColor(rgbValue: 0x3c64f4)", configuration: #"{ "hexConstructors": ["argb"] }"#),
        .nonTriggering("let c = UIColor(0x3C64F4)", configuration: #"{ "hexConstructors": ["hex"] }"#),
    ]
}

/// A hex literal argument: an integer literal or a string literal without interpolation.
struct HexLiteral {
    var digits: String
    var isString: Bool
    var valid: Bool

    static func read(_ file: SourceFile, _ value: Range<Int>, unlabeled: Bool) -> HexLiteral? {
        if value.count == 1, file.code[value.lowerBound].kind == .integer {
            let text = file.text(code: value.lowerBound).replacing("_", with: "")
            if text.hasPrefix("0x") {
                return HexLiteral(digits: String(text.dropFirst(2)), isString: false, valid: true)
            }
            // A decimal integer is taken as a labeled hex value only: `UIColor(255)` is no hex.
            guard !unlabeled, let v = UInt64(text) else { return nil }
            let hex = String(v, radix: 16)
            return HexLiteral(digits: v <= 0xFFFFFF ? String(repeating: "0", count: 6 - hex.count) + hex : hex,
                              isString: false, valid: v <= 0xFFFFFFFF)
        }
        // `"…"`: quote, one segment, quote.
        guard value.count == 3, file.code[value.lowerBound].kind == .stringQuote, file.code[value.lowerBound + 1].kind == .stringSegment,
              file.code[value.lowerBound + 2].kind == .stringQuote, file.code[value.lowerBound].length == 1 else { return nil }
        let text = file.text(code: value.lowerBound + 1)
        if unlabeled && !text.hasPrefix("#") { return nil }  // `Color("Brand")` is an asset color
        let digits = text.hasPrefix("#") ? String(text.dropFirst()) : text
        let isHex = !digits.isEmpty && digits.allSatisfy(\.isHexDigit)
        return HexLiteral(digits: digits, isString: true, valid: isHex && [3, 6, 8].contains(digits.count))
    }

    func decode(order: Configuration.HexOrder) -> RGBA? {
        guard valid, let v = UInt64(digits, radix: 16) else { return nil }
        if isString {
            switch digits.count {
            case 3:
                let r = UInt8(v >> 8 & 15) * 17, g = UInt8(v >> 4 & 15) * 17, b = UInt8(v & 15) * 17
                return RGBA(red: r, green: g, blue: b)
            case 6: return RGBA(red: UInt8(v >> 16 & 255), green: UInt8(v >> 8 & 255), blue: UInt8(v & 255))
            default: return RGBA(red: UInt8(v >> 24 & 255), green: UInt8(v >> 16 & 255), blue: UInt8(v >> 8 & 255), alpha: UInt8(v & 255))
            }
        }
        // Integer literals: exactly RRGGBB or eight digits in the configured order; anything
        // else (`0x3C64F`) is undecodable rather than a guess.
        let count = digits.count
        if count == 6 { return RGBA(red: UInt8(v >> 16 & 255), green: UInt8(v >> 8 & 255), blue: UInt8(v & 255)) }
        guard count == 8 else { return nil }
        if order == .aarrggbb {
            return RGBA(red: UInt8(v >> 16 & 255), green: UInt8(v >> 8 & 255), blue: UInt8(v & 255), alpha: UInt8(v >> 24 & 255))
        }
        return RGBA(red: UInt8(v >> 24 & 255), green: UInt8(v >> 16 & 255), blue: UInt8(v >> 8 & 255), alpha: UInt8(v & 255))
    }
}

/// `#colorLiteral(red:green:blue:alpha:)`.
public enum ColorLiteralDetector: DocumentedDetector {
    public static let kind = FindingKind.colorLiteral

    static func detect(_ d: FileDetector, at k: Int) -> (Finding, Int)? {
        guard d.file.codeIs(k, "#colorLiteral"), let args = ArgumentList.parse(d.file, open: k + 1) else { return nil }
        var color: RGBA?
        if args.labels == ["red", "green", "blue", "alpha"] {
            let v = args.arguments.compactMap { ConstantExpression.evaluate(d.file, $0.value)?.value }
            if v.count == 4 { color = RGBA(unit: v[0], v[1], v[2], alpha: v[3]) }
        }
        return d.finding(kind: kind, type: nil, start: k, baseEnd: args.close, color: color)
    }

    public static let examples: [DetectorExample] = [
        .triggering("let c = «#colorLiteral(red: 0.192, green: 0.204, blue: 0.251, alpha: 1)»", colors: ["#313440FF"]),
        .triggering("view.tintColor = «#colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)»", contexts: ["tintColor"]),
        .triggering("import SwiftUI\nlet c = «Color(#colorLiteral(red: 1, green: 1, blue: 1, alpha: 1))»", colors: ["#FFFFFFFF"]),
        .nonTriggering("let i = #imageLiteral(resourceName: \"icon\")"),
        .nonTriggering("/* #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1) */"),
    ]
}
