/// `UIColor(red:green:blue:alpha:)` and its relatives, with compile-time constant components.
package enum RGBConstructorDetector: ColorDetector {
    package static let kind: FindingKind? = .rgbConstructor
    static let sites = DetectionSite.Kinds.constructor

    static func detect(_ d: FileDetector, at site: DetectionSite) -> (Finding, Int)? {
        guard case let .constructor(type, start, args, context) = site else { return nil }
        if let hit = detect(d, type: type, start: start, args: args, context: context) { return hit }
        // An alias declared per platform is UIKit's; a form only AppKit declares is AppKit's
        // (trailer's `COLOR_CLASS(deviceRed: 0.9, green: 0.9, blue: 0.9, alpha: 0.6)` under
        // `#if os(macOS)`, session 23: missed, UIColor has no `deviceRed:`).
        guard type == .uiColor, d.file.isWord(start), d.settings.types.perPlatform.contains(d.file.text(code: start)) else { return nil }
        return detect(d, type: .nsColor, start: start, args: args, context: context)
    }

    static func detect(_ d: FileDetector, type: BaseColorType, start: Int, args: ArgumentList, context: ColorContext?) -> (Finding, Int)? {
        let labels = args.labels
        // The app's own initializer of these labels builds a dynamic provider: its Dark Mode decision.
        if d.settings.dynamicInitializers[type]?.contains(labels) == true { return nil }
        if labels == ConstructorForm.componentArrayLabels || labels == ConstructorForm.cgComponentArrayLabels {
            return componentArray(d, type: type, start: start, args: args, context: context)
        }
        for form in ConstructorForm.forms(for: type) {
            let n = form.labels.count
            let hasAlpha = labels.count == n + 1 && labels.last == form.alphaLabel
            // Without an alpha the SDK's own forms need (`UIColor(red:green:blue:)`), the call is an
            // app's overload; its constant components are a color all the same.
            guard Array(labels.prefix(n)) == form.labels, hasAlpha || labels.count == n else {
                continue
            }
            // An app's shorthand (`r:g:b:`) written as an implicit `.init(…)` is a color only where a
            // property set or a declared color type says so: typed by an argument label alone
            // (`tint: .init(r: 0x7F, g: 0x7F, b: 0x7F)`), it was a server model's own color struct, and
            // the token `fix` wrote there did not build (fyreplace, session 35's held-out check, V1).
            // A property set (`view.backgroundColor = .init(r:…)`) or a declared color type (`let c: UIColor =`)
            // types it; an argument label (`tint:`) of an unknown call does not.
            if form.isAppOverload, d.file.isChar(start, "."), context?.isPropertyAssignment != true, context?.colorType == nil { return nil }
            var model = form.model
            var componentArgs = Array(args.arguments.prefix(n))
            if form.labels.first == "_" {
                // SwiftUI's `Color(.sRGB, red: …)`: the color space is an implicit member, or written with
                // its type (`Color(Color.RGBColorSpace.sRGB, red: 0, …)`: DSFSparkline, 3 missed in session 26).
                let space = componentArgs.removeFirst().value
                guard isRGBColorSpaceMember(d.file, space) else { return nil }
                switch d.file.text(code: space.upperBound - 1) {
                case "sRGB": break
                case "displayP3": model = model == .rgb ? .displayP3 : model
                case "sRGBLinear": model = model == .rgb ? .linearRGB : model
                default: return nil
                }
            }
            var values: [Double] = []
            var allIntegers = true
            var conditional = false
            for arg in componentArgs {
                guard let v = component(d, arg.value, conditional: &conditional) else { return nil }
                values.append(v.value)
                allIntegers = allIntegers && v.isInteger
            }
            // A negative component is no color in any form: a marker the code compares with
            // (yubioath-ios' `static let auto = UIColor(red: -1, green: -1, blue: -1, alpha: 1)`,
            // "use the stroke color"), reported as black and rewritten to `UIColor.label`
            // (session 24 review F7).
            if values.contains(where: { $0 < 0 }) { return nil }
            var alpha = 1.0
            // Constant components under an alpha read at run time (ShadowsocksX-NG's HUD,
            // `CGColor.init(red: 0.05, green: 0.05, blue: 0.05, alpha: kHudAlphaValue)` in a method,
            // the constant a member of the type): a hard-coded color all the same, of unknown alpha,
            // as `.gray.withAlphaComponent(bgAlpha)` is. It was dropped, no finding at all.
            var alphaUnknown = false
            if hasAlpha {
                // `alpha: )`, an argument with no expression (malformed code): no call recolor reads.
                guard !args.arguments[n].value.isEmpty else { return nil }
                if let v = component(d, args.arguments[n].value, conditional: &conditional) {
                    alpha = v.value
                    allIntegers = allIntegers && v.isInteger
                } else {
                    alphaUnknown = true
                }
            }
            // All integer literals and one above 1: a project overload taking 0–255. An overload no
            // SDK declares says so by any component above 1.
            if allIntegers && (values + [alpha]).contains(where: { $0 > 1 }) || form.isAppOverload && values.contains(where: { $0 > 1 }) {
                values = values.map { $0 / 255 }
                // The app's overload of these labels takes the alpha in percent (`ColorFunctions`).
                if d.settings.percentAlphaInitializers[type]?.contains(labels) == true { alpha /= 100 } else if alpha > 1 { alpha /= 255 }
            }
            // A component chosen between two constants: every value is hard-coded, but no one of
            // them is the color (a token for it would be a pair, or two).
            let color = conditional || alphaUnknown ? nil : Self.color(model, values, alpha: alpha)
            var found = d.finding(kind: .rgbConstructor, type: type, start: start, baseEnd: args.close, color: color, context: context)
            found.0.clipped = color != nil && Self.isClipped(model, values)
            // Constant components, the alpha a parameter: the color is known but its alpha (bittr's
            // whole palette, `alpha: opacity`, 15 literals, was "color unknown": its page colors
            // unseen by init and contrast, session 34's held-out check V8). Its base is the
            // components opaque; `fix` writes the token at the written alpha.
            if alphaUnknown && !conditional {
                found.0.baseColor = Self.color(model, values, alpha: 1)
                found.0.clipped = Self.isClipped(model, values)
                found.0.alphaArgument = d.file.text(d.file.code[args.arguments[n].value.lowerBound].begin..<d.file.code[args.arguments[n].value.upperBound - 1].end)
            }
            return found
        }
        return nil
    }

    /// `.sRGB`, `RGBColorSpace.sRGB` or `Color.RGBColorSpace.sRGB`: a member of SwiftUI's color spaces.
    static func isRGBColorSpaceMember(_ file: SwiftSource, _ space: Range<Int>) -> Bool {
        guard space.count >= 2, file.isChar(space.upperBound - 2, "."), file.isWord(space.upperBound - 1) else { return false }
        switch space.count {
        case 2: return true
        case 3: return file.codeIs(space.lowerBound, "RGBColorSpace" as StaticString)
        case 5: return file.codeIs(space.lowerBound + 2, "RGBColorSpace" as StaticString) && file.isChar(space.lowerBound + 1, ".")
            && file.codeIs(space.lowerBound, "Color" as StaticString)
        default: return false
        }
    }

    /// A component's constant value; for a choice between two constants (habitica-ios's
    /// `UIColor(white: theme.isDark ? 0.0 : 1.0, alpha: theme.isDark ? 0.25 : 0.7)`, which the
    /// detector missed) the false arm's, and `conditional` set. Anything else: nil.
    static func component(_ d: FileDetector, _ range: Range<Int>, conditional: inout Bool) -> (value: Double, isInteger: Bool)? {
        if let v = constant(d, range) { return v }
        guard let parts = TernaryParts.of(range, in: d.file),
              let a = constant(d, parts.whenTrue),
              let b = constant(d, parts.whenFalse) else { return nil }
        conditional = true
        return (b.value, a.isInteger && b.isInteger)
    }

    /// A literal expression, a file's numeric constant, or a type's (`Hue.cyan` where the file declares
    /// `enum Hue { static let cyan = 0.56 }`: ExcalidrawZ's 15 `Color(hue: Hue.cyan, saturation: 1, brightness: 0.8)`
    /// were no finding at all, session 29), as `qualifiedNumericConstant` reads an alpha.
    static func constant(_ d: FileDetector, _ range: Range<Int>) -> (value: Double, isInteger: Bool)? {
        if let v = ConstantExpression.evaluate(d.file, range) ?? d.numericConstant(range) { return v }
        // Arithmetic over the file's named constants (`(222.0 / 255.0) * darkening`).
        if range.count > 1, let v = ConstantExpression.evaluate(d.file, range, names: { d.numericConstant($0..<($0 + 1))?.value }) { return v }
        guard let v = d.qualifiedNumericConstant(range) else { return nil }
        return (v, v == v.rounded())
    }

    /// The RGB color spaces it may name, by member, and how their components read
    /// (`NSColorSpace.displayP3`; the device, generic and extended sRGB spaces as sRGB, as the
    /// `deviceRed:`/`calibratedRed:` forms are read).
    static let componentSpaces: [String: ComponentModel] = ["sRGB": .rgb, "extendedSRGB": .rgb, "deviceRGB": .rgb, "genericRGB": .rgb,
                                                            "displayP3": .displayP3, "extendedDisplayP3": .displayP3]

    /// `NSColor(colorSpace: .displayP3, components: [0.05, 0.09, 0.16, 1.0], count: 4)` (superhighfives/pika's
    /// tests): a color when the space is an RGB one, the count that of the literal's constant components.
    static func componentArray(_ d: FileDetector, type: BaseColorType, start: Int, args: ArgumentList, context: ColorContext?) -> (Finding, Int)? {
        let file = d.file
        let space = args.arguments[0].value, components = args.arguments[1].value
        let model: ComponentModel
        if type == .nsColor {
            // `.displayP3` or `NSColorSpace.displayP3`.
            guard args.arguments.count == 3, file.isChar(space.upperBound - 2, "."), file.isWord(space.upperBound - 1),
                  space.count == 2 || space.count == 3 && file.codeIs(space.lowerBound, "NSColorSpace" as StaticString),
                  let named = componentSpaces[file.text(code: space.upperBound - 1)] else { return nil }
            model = named
        } else if type == .cgColor, args.arguments.count == 2, let named = cgComponentSpace(file, space) {
            model = named
        } else {
            return nil
        }
        // Gray and alpha in a gray space; red, green, blue (and alpha) in an RGB one.
        let counts = model == .white ? [1, 2] : [3, 4]
        guard file.isChar(components.lowerBound, "["), file.matchingClose(components.lowerBound) == components.upperBound - 1,
              let elements = ArgumentList.parseElements(file, open: components.lowerBound),
              counts.contains(elements.arguments.count) else { return nil }
        if args.arguments.count == 3 {
            guard let count = ConstantExpression.evaluate(file, args.arguments[2].value), count.value == Double(elements.arguments.count) else { return nil }
        }
        var values: [Double] = []
        for element in elements.arguments {
            guard element.label == nil, let v = ConstantExpression.evaluate(file, element.value) ?? d.numericConstant(element.value) else { return nil }
            values.append(v.value)
        }
        let n = counts[0]
        let alpha = values.count > n ? values[n] : 1
        let color = Self.color(model, Array(values.prefix(n)), alpha: alpha)
        var found = d.finding(kind: .rgbConstructor, type: type, start: start, baseEnd: args.close, color: color, context: context)
        found.0.clipped = Self.isClipped(model, Array(values.prefix(n)))
        return found
    }

    /// Whether a Display P3 color lies outside sRGB (read clipped), as Interface Builder's and the
    /// catalogs' P3 colors are told (`Finding.clipped`): bittr's brand yellow `UIColor(displayP3Red:
    /// 246/255, green: 199/255, blue: 68/255, alpha: 1)` was kept "outside sRGB" in its storyboards and
    /// made a token in its widget, one color treated two ways (session 34's held-out check, V10).
    static func isClipped(_ model: ComponentModel, _ v: [Double]) -> Bool {
        guard model == .displayP3, v.count >= 3 else { return false }
        return ColorSpaces.displayP3(v[0], v[1], v[2]).clipped
    }

    /// The color space of `CGColor(colorSpace:components:)` when it is one whose components read as
    /// a color: `CGColorSpaceCreateDeviceRGB()`, `CGColorSpaceCreateDeviceGray()`, or
    /// `CGColorSpace(name: CGColorSpace.sRGB)` (with or without its `!`). DSFSparkline's
    /// `CGColor(colorSpace: CGColorSpaceCreateDeviceRGB(), components: [0, 1, 0, 1])!`: 23 colors
    /// missed in session 26 (AppKit's form with a count was read).
    static func cgComponentSpace(_ file: SwiftSource, _ space: Range<Int>) -> ComponentModel? {
        var end = space.upperBound - 1
        if file.isChar(end, "!") { end -= 1 }
        guard file.isChar(end, ")"), let open = file.matchingOpen(end), open == space.lowerBound + 1, file.isWord(space.lowerBound) else { return nil }
        switch file.text(code: space.lowerBound) {
        case "CGColorSpaceCreateDeviceRGB": return open + 1 == end ? .rgb : nil
        case "CGColorSpaceCreateDeviceGray": return open + 1 == end ? .white : nil
        case "CGColorSpace":
            // `CGColorSpace(name: CGColorSpace.sRGB)`, `(name: .sRGB)`.
            guard file.codeIs(open + 1, "name" as StaticString), file.isChar(open + 2, ":"), file.isChar(end - 2, "."), file.isWord(end - 1),
                  end - 2 == open + 3 || end - 2 == open + 4 && file.codeIs(open + 3, "CGColorSpace" as StaticString) else { return nil }
            return componentSpaces[file.text(code: end - 1)]
        default: return nil
        }
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

    package static let examples: [DetectorExample] = [
        .triggering("import UIKit\nlet grid = «UIColor(colorLiteralRed: 0.5, green: 0.5, blue: 0.5, alpha: 0.5)»\nlet line = «UIColor(_colorLiteralRed: 1, green: 0, blue: 0, alpha: 1)»",
                    colors: ["#80808080", "#FF0000FF"]),
        .triggering("let c = «UIColor(red: 49/255, green: 52/255, blue: 64/255, alpha: 1)»", colors: ["#313440FF"]),
        .triggering("let c = «UIColor(red: 49.0 / 255.0, green: CGFloat(52) / 255, blue: 0x40 / 255.0, alpha: 0.5)»", colors: ["#31344080"]),
        .triggering("let c = «UIColor(red: 49, green: 52, blue: 64, alpha: 1)»", colors: ["#313440FF"]),
        // Blanks before the call's parenthesis (SwiftTerm, session 24 review F14); not a new line.
        .triggering("let c = «UIColor (red: 1, green: 0, blue: 0, alpha: 1)»", colors: ["#FF0000FF"]),
        .nonTriggering("let c = UIColor\n(red: 1, green: 0, blue: 0, alpha: 1)"),
        // A CSS color string given to a color type's own parser (airbnb/Lona's `NSColor.parse(css:)`, `CSSColorString`).
        .triggering("import AppKit\nlet dash: NSColor = «NSColor.parse(css: \"rgb(190,190,190)\")!»\n«NSColor.parse(css: \"rgba(124, 124, 124, 0.8)\")!».setStroke()",
                    colors: ["#BEBEBEFF", "#7C7C7CCC"], frameworks: ["appkit", "appkit"]),
        // Not a color type's call, a name or a hex string to it, CSS that is not rgb() with integer channels, more arguments.
        .nonTriggering("import AppKit\nlet a = Style.parse(css: \"rgb(190,190,190)\")\nlet b = NSColor.parse(css: name)\n"
                       + "let c = NSColor.parse(css: \"red\")\nlet d = NSColor.parse(css: \"rgb(10%,20%,30%)\")\n"
                       + "let e = NSColor.parse(css: \"rgb(300,0,0)\")\nlet f = NSColor.parse(css: \"rgba(1,2,3,2)\")\n"
                       + "let g = NSColor.parse(css: \"rgb(1,2,3)\", fallback: other)\nlet h = NSColor.parse(css: \"rgb(\\(r),2,3)\")"),
        .nonTriggering("static let auto = UIColor(red: -1, green: -1, blue: -1, alpha: 1)"),
        .triggering("let c = «UIColor(white: 216.0/255.0, alpha: 44.0/255.0)»", colors: ["#D8D8D82C"]),
        .triggering("let c = «UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1)»", colors: ["#FF0000FF"]),
        .triggering("let c = «UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1)»", colors: ["#FF0000FF"]),
        .triggering("let c = «NSColor(calibratedRed: 0, green: 0, blue: 1, alpha: 1)»", colors: ["#0000FFFF"]),
        .triggering("let c = «NSColor(deviceWhite: 0.5, alpha: 1)»", colors: ["#808080FF"]),
        .triggering("let c = «CGColor(red: 1, green: 1, blue: 1, alpha: 1)»", colors: ["#FFFFFFFF"]),
        .triggering("let c = «CGColor(gray: 0, alpha: 1)»", colors: ["#000000FF"]),
        // CoreGraphics' gray of gamma 2.2, read as AppKit's `genericGamma22White` is (ghostty's overlay).
        .triggering("import AppKit\noverlay.backgroundColor = «CGColor(genericGrayGamma2_2Gray: 0.95, alpha: 1)»", colors: ["#F3F3F3FF"],
                    contexts: ["backgroundColor"]),
        .triggering("import AppKit\nlet c = NSColor(cgColor: «CGColor(genericGrayGamma2_2Gray: 0.0, alpha: 0.45)»)!", colors: ["#00000073"]),
        .nonTriggering("import AppKit\nlet c = CGColor(genericGrayGamma2_2Gray: level, alpha: 1)\nlet d = Ink(genericGrayGamma2_2Gray: 0.5, alpha: 1)"),
        .triggering("let c = «Color(red: 1, green: 0.5, blue: 0)»", colors: ["#FF8000FF"]),
        .triggering("let c = «Color(.sRGB, red: 1, green: 1, blue: 1, opacity: 0.5)»", colors: ["#FFFFFF80"]),
        // The color space written with its type (DSFSparkline's striped report rows, session 26).
        .triggering("import SwiftUI\nlet c = «Color(Color.RGBColorSpace.sRGB, red: 0, green: 0, blue: 0, opacity: 0.1)»\n"
                    + "let d = «Color(RGBColorSpace.sRGB, red: 1, green: 0, blue: 0)»", colors: ["#0000001A", "#FF0000FF"]),
        .nonTriggering("import SwiftUI\nlet c = Color(Palette.RGBColorSpace.sRGB, red: 0, green: 0, blue: 0)\nlet d = Color(space, red: 0, green: 0, blue: 0)\n"
                       + "let e = Color(Color.RGBColorSpace.sRGB, red: level, green: 0, blue: 0)"),
        .triggering("let c = «Color(white: 0.2)»", colors: ["#333333FF"]),
        // Written with its module (Mantis' crop overlay, session 26: missed); another module's `Color` is not SwiftUI's.
        .triggering("import SwiftUI\nimport UIKit\nlet c = «SwiftUI.Color(white: 0.2)»\nlet d = «SwiftUI.Color.init(red: 1, green: 0, blue: 0)»\n"
                    + "let e = «UIKit.UIColor(red: 0, green: 0, blue: 1, alpha: 1)»", colors: ["#333333FF", "#FF0000FF", "#0000FFFF"],
                    frameworks: ["swiftui", "swiftui", "uikit"]),
        .nonTriggering("import SwiftUI\nlet c = Euclid.Color(white: 0.2)\nlet d = SwiftUI.UIColor(white: 0.2, alpha: 1)\nlet e = UIKit.Color(white: 0.2)"),
        // CGColor's `copy(alpha:)` sets the alpha (DSFSparkline's bars, session 26: read as opaque), after `.cgColor` too.
        .triggering("import AppKit\nlet c = «CGColor(red: 1, green: 0, blue: 0, alpha: 1).copy(alpha: 0.5)»\n"
                    + "let d = «NSColor(white: 1, alpha: 1).cgColor.copy(alpha: 0.25)!»", colors: ["#FF000080", "#FFFFFF40"]),
        .triggering("import AppKit\nlet c = «CGColor(red: 1, green: 0, blue: 0, alpha: 1).copy(alpha: level)»", colors: ["null"]),
        .triggering("import AppKit\nlet c = «CGColor(red: 1, green: 0, blue: 0, alpha: 1)».copy(components: parts)", colors: ["#FF0000FF"]),
        .triggering("let c = «Color(hue: 0.5, saturation: 1, brightness: 1, opacity: 1)»", colors: ["#00FFFFFF"]),
        .triggering("let c = «CIColor(red: 0, green: 1, blue: 0)»", colors: ["#00FF00FF"]),
        // A filter's input is a hard-coded color as the contract says (init keeps it as the
        // picture's: `ImageFilterColors`, Brightroom's fade, session 25 F16).
        .triggering("import CoreImage\nlet f = CIFilter(name: \"CIConstantColorGenerator\", parameters: [kCIInputColorKey: «CIColor(red: 1, green: 1, blue: 1, alpha: 0.3)»])",
                    colors: ["#FFFFFF4D"]),
        .triggering("import CoreImage\nlet options = [\"tint\": «CIColor(red: 1, green: 0, blue: 0)»]", colors: ["#FF0000FF"]),
        .triggering("view.backgroundColor = «UIColor.init(red: 1, green: 1, blue: 1, alpha: 1)»", contexts: ["backgroundColor"]),
        .triggering("let c: UIColor = «.init(red: 1, green: 0, blue: 0, alpha: 1)»", colors: ["#FF0000FF"]),
        .triggering("view.layer.borderColor = «UIColor(red: 1, green: 1, blue: 1, alpha: 1).cgColor»", contexts: ["borderColor"]),
        .triggering("let c = «UIColor(red: 1, green: 1, blue: 1, alpha: 1).withAlphaComponent(0.5)»", colors: ["#FFFFFF80"]),
        .triggering("typealias NSUIColor = UIColor\nlet c = «NSUIColor(red: 1, green: 1, blue: 1, alpha: 1)»"),
        // Constant components, an alpha read at run time: a finding of unknown color.
        .triggering("import Cocoa\nfinal class Toast {\n  let kHud: CGFloat = 0.75\n  func f(l: CALayer) { l.backgroundColor = «CGColor.init(red: 0.05, green: 0.05, blue: 0.05, alpha: kHud)» }\n}",
                    colors: ["null"], contexts: ["backgroundColor"]),
        .triggering("import UIKit\nfunc dim(_ a: CGFloat) -> UIColor { «UIColor(white: 0, alpha: a)» }", colors: ["null"]),
        .nonTriggering("import UIKit\nfunc tone(_ w: CGFloat, _ a: CGFloat) -> UIColor { UIColor(white: w, alpha: a) }"),
        // A component named by a type's constant of this file (ExcalidrawZ's palette `Hue`, session 29); a
        // type's variable, or a constant of a type the file does not declare, is no constant.
        .triggering("import SwiftUI\nenum Pal {\n    enum Hue { static let cyan = 0.56 }\n    static let a = «Color(hue: Hue.cyan, saturation: 1, brightness: 0.8)»\n"
                    + "    static let b = «Color(hue: Pal.Hue.cyan, saturation: 1, brightness: 0.8).opacity(0.5)»\n}", colors: ["#0083CCFF", "#0083CC80"]),
        .nonTriggering("import SwiftUI\nenum Hue { static var cyan = 0.56 }\nlet a = Color(hue: Hue.cyan, saturation: 1, brightness: 0.8)\n"
                       + "let b = Color(hue: Other.cyan, saturation: 1, brightness: 0.8)"),
        // SavannaKit's `Color`, UIColor on iOS, NSColor on macOS (Pyto's editor themes import it alone, session 24 F8).
        .triggering("import SavannaKit\nimport SourceEditor\nstruct Basic {\n  func color() -> Color { «Color(red: 0/255, green: 128/255, blue: 0/255, alpha: 1)» }\n}",
                    colors: ["#008000FF"], frameworks: ["uikit"]),
        .triggering("import Cocoa\nimport SavannaKit\nlet c = «Color(red: 0, green: 0, blue: 1, alpha: 1)»", colors: ["#0000FFFF"], frameworks: ["appkit"]),
        // Beside SwiftUI `Color` may be SwiftUI's; without SavannaKit it is never UIKit's.
        .nonTriggering("import SwiftUI\nimport SavannaKit\nlet c = Color(red: 0, green: 0, blue: 1, alpha: 1)"),
        .nonTriggering("import UIKit\nimport SavannaKitExtras\nlet c = Color(red: 0, green: 0, blue: 1, alpha: 1)"),
        // TextAttributes' `Color` the same (HSTracker's `CardHud.swift`, session 29); its `.foregroundColor(.white)`
        // is the library's too, not SwiftUI's modifier.
        .triggering("import Cocoa\nimport TextAttributes\nlet a = TextAttributes().foregroundColor(«Color(red: 0.117, green: 0.56, blue: 1, alpha: 1)»)",
                    colors: ["#1E8FFFFF"], frameworks: ["appkit"]),
        .nonTriggering("import SwiftUI\nimport TextAttributes\nlet c = Color(red: 0, green: 0, blue: 1, alpha: 1)"),
        // Charts' alias, declared in the package, not in the tree (Caldis/Mos's monitor chart).
        .triggering("import Cocoa\nimport Charts\nlet green = «NSUIColor(red: 96.0/255.0, green: 198.0/255.0, blue: 85.0/255.0, alpha: 1.0)»",
                    colors: ["#60C655FF"], frameworks: ["appkit"]),
        .triggering("import UIKit\nimport Charts\nlet green = «NSUIColor(red: 96.0/255.0, green: 198.0/255.0, blue: 85.0/255.0, alpha: 1.0)»",
                    colors: ["#60C655FF"], frameworks: ["uikit"]),
        .nonTriggering("import Cocoa\nlet green = NSUIColorPicker(red: 96.0/255.0, green: 198.0/255.0, blue: 85.0/255.0, alpha: 1.0)"),
        // An alias declared per platform (trailer's `COLOR_CLASS`): a form only AppKit declares is AppKit's.
        .triggering("#if os(iOS)\nimport UIKit\ntypealias COLOR_CLASS = UIColor\n#elseif os(macOS)\nimport Cocoa\ntypealias COLOR_CLASS = NSColor\n#endif\n"
                    + "#if os(macOS)\nlet a = «COLOR_CLASS(deviceRed: 0.9, green: 0.9, blue: 0.9, alpha: 0.6)»\n#endif\nlet b = «COLOR_CLASS(calibratedWhite: 0.2, alpha: 1)»",
                    colors: ["#E6E6E699", "#333333FF"], frameworks: ["appkit", "appkit"]),
        // An alias of UIKit's alone, and UIKit's own type, take no AppKit form.
        .nonTriggering("import UIKit\ntypealias Paint = UIColor\nlet a = Paint(deviceRed: 0.9, green: 0.9, blue: 0.9, alpha: 0.6)\nlet b = UIColor(calibratedWhite: 0.2, alpha: 1)"),
        // `Self` in an extension of a color type (or a subclass of one) is that type (MarkEdit's
        // `extension NSColor { static var x: Self { Self(white: 0.95, alpha: 1) } }`, session 24).
        .triggering("import AppKit\nextension NSColor {\n  static var pane: Self { «Self(white: 0.95, alpha: 1)» }\n  static var ink: Self { «Self.init(red: 1, green: 0, blue: 0, alpha: 1)» }\n}",
                    colors: ["#F2F2F2FF", "#FF0000FF"], frameworks: ["appkit", "appkit"]),
        .triggering("import UIKit\nclass Paint: UIColor {\n  static func mist() -> UIColor { «Self(white: 0.5, alpha: 1)» }\n}", colors: ["#808080FF"]),
        .triggering("import SwiftUI\nextension Color {\n  static var mist: Self { «Self(white: 0.5)» }\n}", colors: ["#808080FF"], frameworks: ["swiftui"]),
        // `Self` in any other type is that type: a theme, or a graphics app's own `struct Color` (and its
        // extension in a file not importing SwiftUI).
        .nonTriggering("import AppKit\nstruct Theme {\n  var ink: NSColor\n  static var dark: Self { Self(white: 0.1, alpha: 1) }\n}"),
        .nonTriggering("import UIKit\nstruct Color {\n  var r, g, b, a: Double\n  static let mist = Self(white: 0.5, alpha: 1)\n  init(white: Double, alpha: Double) { (r, g, b, a) = (white, white, white, alpha) }\n}"),
        .nonTriggering("import Foundation\nextension Color {\n  static var mist: Self { Self(white: 0.5) }\n}"),
        .triggering("let s = \"\\(«UIColor(white: 1, alpha: 1)»)\""),
        .triggering("var color = «UIColor(red: 1, green: 1, blue: 1, alpha: 0.5)» {\n  didSet { update() }\n}"),
        .triggering("import AppKit\nself.layer?.backgroundColor = «.init(gray: 0.01, alpha: 0.05)»", colors: ["#0303030D"], contexts: ["backgroundColor"]),
        .triggering("import UIKit\nlet c = «UIColor(red: 1, green: 1, blue: 1, alpha: 1)!»"),
        // A constant alpha of 0 draws nothing, as IB's clear: no finding, except as a gradient stop.
        // The app's own wrapper of a platform color, from 0–255 components (SwiftEntryKit's `EKColor(red:green:blue:)`).
        .triggering(ColorWrapperExamples.tone + "let mist = «Tone(red: 230, green: 230, blue: 230)»", colors: ["#E6E6E6FF"], frameworks: ["uikit"]),
        .nonTriggering(ColorWrapperExamples.tone + "let mist = Tone(red: r, green: g, blue: b)"),
        .nonTriggering("import UIKit\nview.backgroundColor = UIColor(red: 1, green: 1, blue: 1, alpha: 0)"),
        // The apps' shorthand `r:g:b:` initializer, 0–255 or 0–1 (superhighfives/pika's `NSColor(r:g:b:a:)`).
        .triggering("import AppKit\nlet palette = [«NSColor(r: 143.0, g: 15.0, b: 208.0)», «NSColor(r: 35, g: 35, b: 35, a: 1)», «NSColor(r: 0.5, g: 0.25, b: 0.75)»]",
                    colors: ["#8F0FD0FF", "#232323FF", "#8040BFFF"]),
        .triggering("import UIKit\nview.backgroundColor = «UIColor(r: 255, g: 0, b: 0, a: 0.5)»", colors: ["#FF000080"], contexts: ["backgroundColor"]),
        // Written `.init(r:g:b:)`: typed by a property set or a declared color type; under an
        // unknown call's label it is the call's own type (fyreplace's server model `tint: .init(r:g:b:)`, session 35 V1).
        .triggering("import UIKit\nview.backgroundColor = «.init(r: 10, g: 20, b: 30)»", colors: ["#0A141EFF"], contexts: ["backgroundColor"]),
        .triggering("import UIKit\nlet c: UIColor = «.init(r: 10, g: 20, b: 30)»", colors: ["#0A141EFF"]),
        .nonTriggering("extension Components.Schemas.Member {\n  static func sample() -> Self { .init(name: \"a\", tint: .init(r: 0x7F, g: 0x7F, b: 0x7F)) }\n}"),
        .nonTriggering("import AppKit\nlet c = NSColor(r: level, g: 0, b: 0)\nlet d = NSColor(r: 1, g: 1)\nlet e = Pixel(r: 255, g: 0, b: 0)"),
        .nonTriggering("import UIKit\nview.backgroundColor = UIColor(white: 0, alpha: 0.0)"),
        .nonTriggering("import UIKit\nview.backgroundColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1).withAlphaComponent(0)"),
        .triggering("import UIKit\ngradient.colors = [«UIColor(white: 1, alpha: 0).cgColor», «UIColor(white: 1, alpha: 1).cgColor»]",
                    colors: ["#FFFFFF00", "#FFFFFFFF"]),
        .triggering("import SwiftUI\nlet g = LinearGradient(stops: [Gradient.Stop(color: «Color(white: 1, opacity: 0)», location: 0)], startPoint: .top, endPoint: .bottom)",
                    colors: ["#FFFFFF00"]),
        // A ternary whose first arm is `.init(…)`: the second arm too (`init` after `.` is a member, no boundary).
        .triggering("import UIKit\nview.backgroundColor = dark ? «.init(white: 0.1, alpha: 1)» : «.init(white: 1, alpha: 1)»",
                    colors: ["#1A1A1AFF", "#FFFFFFFF"], contexts: ["backgroundColor", "backgroundColor"]),
        // A component chosen between two constants (habitica-ios's checkbox fill): every value is
        // hard-coded, no one of them the color.
        .triggering("import UIKit\nlet fill = «UIColor(white: theme.isDark ? 0.0 : 1.0, alpha: theme.isDark ? 0.25 : 0.7)»\n"
                    + "let c = «Color(red: 1, green: on ? 0.5 : 128 / 255, blue: 0)»", colors: ["null", "null"]),
        .nonTriggering("import UIKit\nlet a = UIColor(white: on ? level : 1.0, alpha: 1)\nlet b = UIColor(red: red, green: green, blue: blue, alpha: isDisabled ? 0.3 : 1.0)\n"
                       + "let c = UIColor(white: x?.y ?? 1, alpha: 1)"),
        // An array literal is typed by its first element.
        .triggering("import UIKit\nlet cs = [«UIColor(white: 1, alpha: 1)», «.init(white: 0, alpha: 1)»]", colors: ["#FFFFFFFF", "#000000FF"]),
        // Without its alpha, an app's own overload (SwiftEntryKit's example app: `convenience init(red: Int,
        // green: Int, blue: Int)` in `extension UIColor`, called as `UIColor(red: 48, green: 47, blue: 48)`).
        .triggering("import UIKit\nstatic let chat = «UIColor(red: 48, green: 47, blue: 48)»", colors: ["#302F30FF"]),
        .triggering("import AppKit\nlet c = «NSColor(white: 0.5)»", colors: ["#808080FF"]),
        // The app's own initializer of those labels builds a dynamic provider (session 21 F17): its calls are
        // its Dark Mode decision; the SDK's form beside it (with an alpha) is still a color.
        .triggering("import UIKit\nextension UIColor {\n    convenience init(red: CGFloat, green: CGFloat, blue: CGFloat) {\n"
                    + "        self.init { t in t.userInterfaceStyle == .dark ? UIColor(white: 1 - red, alpha: 1) : UIColor(red: red, green: green, blue: blue, alpha: 1) }\n"
                    + "    }\n}\nlet road = UIColor(red: 0.8, green: 0.8, blue: 0.8)\nlet fixed = «UIColor(red: 0.8, green: 0.8, blue: 0.8, alpha: 1)»", colors: ["#CCCCCCFF"]),
        .triggering("import AppKit\nlet p3 = «NSColor(colorSpace: .displayP3, components: [1.0, 0.0, 0.0, 1.0], count: 4)»\n"
                    + "let s = «NSColor(colorSpace: NSColorSpace.sRGB, components: [0.2, 0.4, 0.6, 0.5], count: 4)»", colors: ["#FF0000FF", "#33669980"]),
        // The tree's subclass of a platform color builds that color (`final class Paint: NSColor`).
        .triggering("import AppKit\nfinal class Paint: NSColor {}\nlet b = «Paint(white: 0.5, alpha: 1)»", colors: ["#808080FF"], frameworks: ["appkit"]),
        // Core Graphics' form without a count (DSFSparkline, session 26: 23 missed), in the device RGB and
        // gray spaces and a named one; its failable `!` belongs to the finding.
        .triggering("import CoreGraphics\nlet green = «CGColor(colorSpace: CGColorSpaceCreateDeviceRGB(), components: [0, 1, 0, 1])!»\n"
                    + "let base = «CGColor(colorSpace: CGColorSpaceCreateDeviceRGB(), components: [0.033, 0.277, 0.650, 1.000])!»\n"
                    + "let gray = «CGColor(colorSpace: CGColorSpaceCreateDeviceGray(), components: [0.5, 0.5])!»\n"
                    + "let s = «CGColor(colorSpace: CGColorSpace(name: CGColorSpace.sRGB)!, components: [1, 0, 0])»",
                    colors: ["#00FF00FF", "#0847A6FF", "#80808080", "#FF0000FF"], frameworks: ["coregraphics", "coregraphics", "coregraphics", "coregraphics"]),
        .nonTriggering("import CoreGraphics\nlet a = CGColor(colorSpace: space, components: [0, 1, 0, 1])!\n"
                       + "let b = CGColor(colorSpace: CGColorSpaceCreateDeviceRGB(), components: [r, g, b, 1])!\n"
                       + "let c = CGColor(colorSpace: CGColorSpaceCreateDeviceCMYK(), components: [0, 0, 0, 1, 1])!\n"
                       + "let d = CGColor(colorSpace: CGColorSpaceCreateDeviceRGB(), components: [0, 0, 0, 0])!\n"
                       + "let e = CGColor(colorSpace: CGColorSpaceCreateDeviceGray(), components: [0.5, 0.5, 0.5, 1])!"),
        .nonTriggering("import AppKit\nlet a = NSColor(colorSpace: space, components: [1.0, 0.0, 0.0, 1.0], count: 4)\n"
                       + "let b = NSColor(colorSpace: .displayP3, components: components, count: 4)\n"
                       + "let c = NSColor(colorSpace: .genericCMYK, components: [0, 0, 0, 1, 1], count: 5)\n"
                       + "let d = NSColor(colorSpace: .sRGB, components: [1.0, 0.0, level, 1.0], count: 4)"),
        .nonTriggering("import UIKit\nlet c = UIColor(red: r, green: g, blue: b)"),
        .nonTriggering("let c = UIColor(red: r, green: g, blue: b, alpha: 1)"),
        .triggering("let c = «UIColor(red: 1, green: 1, blue: 1, alpha: alpha)»", colors: ["null"]),
        // A component named by a constant of the type (or file) the color is declared in
        // (iOS-Open-GPX-Tracker's Toast), never a name a function's parameter or local may be.
        .triggering("import UIKit\nclass Toast {\n    static let kBackgroundOpacity: Double = 0.9\n"
                    + "    static let kInfo: UIColor = «UIColor(red: 0/255, green: 100/255, blue: 225/255, alpha: kBackgroundOpacity)»\n}\n"
                    + "let dim = 0.5\nlet shade = «UIColor(white: 0, alpha: dim)»", colors: ["#0064E1E6", "#00000080"]),
        // Arithmetic over such a constant (RaceRunner's `(222.0 / 255.0) * darkening`, session 39's recall39d), and a
        // local `let` of a number declared before the use in the function (SwiftCharts' `let alpha: CGFloat = 0.6`).
        .triggering("import UIKit\nenum Palette {\n    static let darkening: CGFloat = 0.5\n"
                    + "    static let dim = «UIColor(red: (255.0 / 255.0) * darkening, green: 0, blue: 0, alpha: 1.0)»\n}\n"
                    + "func paint(v: UIView) {\n    let alpha: CGFloat = 0.6\n    v.backgroundColor = «UIColor(white: 0, alpha: alpha)»\n}\n"
                    + "func later(v: UIView) {\n    v.backgroundColor = «UIColor(white: 0, alpha: late)»\n    let late: CGFloat = 0.6\n}",
                    colors: ["#800000FF", "#00000099", "null"]),
        // Such a name that may not be the constant: a finding, its alpha (so its color) unknown.
        .triggering("import UIKit\nclass Toast {\n    static let opacity: Double = 0.9\n"
                    + "    func info(opacity: Double) -> UIColor { «UIColor(red: 0, green: 0.4, blue: 0.9, alpha: opacity)» }\n"
                    + "    static var level = 0.5\n    static let dim = «UIColor(white: 0, alpha: level)»\n"
                    + "    static let twice = 0.2\n    static let twice2 = «UIColor(white: 0, alpha: twice)»\n    let twice = 0.3\n"
                    + "    static let computed = 0.2 * 2\n    static let c3 = «UIColor(white: 0, alpha: computed)»\n}", colors: ["null", "null", "null", "null"]),
        .nonTriggering("// let c = UIColor(red: 1, green: 1, blue: 1, alpha: 1)"),
        .nonTriggering("let s = \"UIColor(red: 1, green: 1, blue: 1, alpha: 1)\""),
        .nonTriggering("let c = UIColor(named: \"Brand\")"),
        .nonTriggering("let c = UIColor { traits in traits.userInterfaceStyle == .dark ? dark : light }"),
        .nonTriggering("let c = MyColor(red: 1, green: 1, blue: 1, alpha: 1)"),
    ]

    package static let corrections: [DetectorCorrection] = [
        DetectorCorrection("import UIKit\nview.backgroundColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1)\n",
                           "import UIKit\nview.backgroundColor = Semantic.background\n"),
        DetectorCorrection("import SwiftUI\nlet c = Color(red: 0, green: 0, blue: 0)\n", "import SwiftUI\nlet c = Color.text\n"),
        DetectorCorrection("import UIKit\nlet c = UIColor(red: 1, green: 1, blue: 1, alpha: 1).withAlphaComponent(0.5)\n",
                           "import UIKit\nlet c = Semantic.background.withAlphaComponent(0.5)\n"),
        DetectorCorrection("import UIKit\nlet c = UIColor(white: 0, alpha: 0.5)\n", "import UIKit\nlet c = Semantic.scrim\n"),
        DetectorCorrection(ColorWrapperExamples.tone + "let c = Tone(red: 0, green: 0, blue: 0)\n", ColorWrapperExamples.tone + "let c = Tone(Semantic.text)\n"),
        DetectorCorrection("import UIKit\nlet c = UIColor(red: 0.5, green: 0.2, blue: 0.1, alpha: 1)\n",
                           "import UIKit\nlet c = UIColor(red: 0.5, green: 0.2, blue: 0.1, alpha: 1)\n"),
    ]
}
