/// Members of palette namespaces (`Essentials.blue40` in any qualified spelling) and of color
/// types extended in `paletteFiles` (`UIColor.grey90`, or `.grey90` where a color is expected).
package enum PaletteReferenceDetector: ColorDetector {
    package static let kind: FindingKind? = .paletteReference
    static let sites: DetectionSite.Kinds = [.expression, .member]

    static func detect(_ d: FileDetector, at site: DetectionSite) -> (Finding, Int)? {
        switch site {
        case let .expression(k):
            return d.file.code[k].kind == .identifier ? detectQualified(d, at: k) : nil
        case let .member(type, start, member, context):
            // `UIColor.hex(…)` is the hex factory's, whether it finds a color or not.
            if HexConstructorDetector.factoryNames.contains(d.file.text(code: member)), d.file.isChar(member + 1, "(") { return nil }
            return detectTypeMember(d, type: type, start: start, member: member, context: context)
        case .constructor:
            return nil
        }
    }

    static func detectQualified(_ d: FileDetector, at k: Int) -> (Finding, Int)? {
        let palettes = d.settings.configuration.palettes
        guard !palettes.isEmpty else { return nil }
        guard d.file.isChar(k + 1, ".") else { return d.declaresPalette ? detectOwnMember(d, at: k) : nil }
        var n = k
        while d.file.isChar(n + 1, "."), d.file.isWord(n + 2) {
            let name = d.file.text(code: n)
            if palettes.contains(name) {
                // A chain through a resource generator's enum (`KitAsset.Colors.gray100`, Tuist's
                // accessor of a color set) is the generated code's, whatever the app's palette of
                // the same name declares (review 28, A8).
                if stride(from: k, to: n, by: 2).contains(where: { GeneratedColorResource.isAssetEnum(d.file.text(code: $0)) }) { return nil }
                var member = n + 2
                var memberName = d.file.text(code: member)
                // A member of a type nested in the palette, by its path (`Cell.Background.normal`).
                if let nested = nestedMember(d, palette: name, after: member) { (member, memberName) = nested }
                guard !MetatypeMembers.names.contains(memberName) else { return nil }
                // A type nested in the palette (`PagesConstants.SideInset.small`, a CGFloat enum): no
                // member of it; a palette nested deeper may still be named further on (review 29, A1).
                if d.settings.palette.nestedTypes[name]?.contains(memberName) == true {
                    n += 2
                    continue
                }
                if let label = d.settings.palette.alphaFunctions["\(name).\(memberName)"] {
                    if d.file.isChar(member + 1, "(") {
                        return alphaCall(d, type: d.settings.palette.declaredType(of: "\(name).\(memberName)"), start: k, member: member, label: label,
                                         value: d.settings.palette.alphaFunctionValues["\(name).\(memberName)"], symbol: "\(name).\(memberName)", context: nil)
                    }
                    guard d.settings.palette.storedMembers.contains("\(name).\(memberName)") else { return nil }
                }
                guard let end = memberEnd(d, member: member, symbol: "\(name).\(memberName)") else { return nil }
                if d.settings.palette.nonColorMembers[name]?.contains(memberName) == true { return nil }
                // A member holding a hex string is a String: a color only through a conversion the
                // tree declares (`Gray.dark.color`, the whole use that palette-of-strings finding's);
                // as text (`"color: #\(Gray.dark);"` in CSS) it is none. Listed as a palette, its
                // token was written before `.color` (248 lines that no longer compile) and into
                // the CSS (session 20 audit F2, F4).
                if d.settings.hasStringConversions, d.settings.hexStringConstants.literal(ofMember: memberName, in: name) != nil {
                    return HexStringPaletteDetector.detect(d, at: .expression(start: k))
                }
                // `Colors.gray10.color`: a color has no member `color` (nor `swiftUIColor`), so the
                // chain is another type's of the palette's name: Tuist's accessor through a module's
                // `typealias Colors = DesignSystemAsset.Colors`. Read as the palette's member, 3dollars'
                // 814 uses became `Semantic.x.color`, which does not build (review 28, A8). A member
                // holding the tree's color wrapper (`Tone(rgb:)`) may have one: still the palette's.
                if d.file.isChar(end + 1, "."), d.file.isWord(end + 2), GeneratedColorResource.accessors.contains(d.file.text(code: end + 2)),
                   d.settings.palette.wrapperMembers[name]?.contains(memberName) != true { return nil }
                let value = d.settings.palette.members[name]?[memberName] ?? nil
                // A palette of the wrapper's own values made platform colors by its `color` member
                // (SwiftGen's `ColorName.darkBlue.color`, `struct ColorName { let rgbaValue: UInt32;
                // var color: Color }`): the conversion is the use, of the wrapped type, so `fix` writes
                // the token in place of the whole (`Semantic.darkBlue`, not `Semantic.darkBlue.color`).
                // Its type is the using file's platform color, as a palette member's is: the wrapper's
                // `Color` is SwiftGen's own `typealias Color = UIColor` (or NSColor), no SwiftUI `Color`.
                if d.settings.wrappers[name] != nil, d.settings.palette.wrapperMembers[name]?.contains(memberName) == true,
                   d.file.isChar(end + 1, "."), d.file.isWord(end + 2) {
                    // Another member of the wrapper (`ColorName.darkBlue.rgbaValue`) is no color.
                    guard d.file.codeIs(end + 2, "color" as StaticString), !d.file.isChar(end + 3, "(") else { return nil }
                    return d.finding(kind: .paletteReference, type: d.settings.palette.declaredType(of: "\(name).\(memberName)"), start: k, baseEnd: end + 2,
                                     color: value, symbol: "\(name).\(memberName)")
                }
                return d.finding(kind: .paletteReference, type: d.settings.palette.declaredType(of: "\(name).\(memberName)"), start: k, baseEnd: end,
                                 color: value, symbol: "\(name).\(memberName)")
            }
            n += 2
        }
        return nil
    }

    /// The last code index and the key of the longest path of names from `first` on that the palette
    /// `palette` holds as a member of a type nested in it (`Background.normal` in `Cell`), or nil.
    static func nestedMember(_ d: FileDetector, palette: String, after first: Int) -> (Int, String)? {
        let index = d.settings.palette
        guard d.file.isChar(first + 1, "."), d.file.isWord(first + 2),
              index.members[palette]?.keys.contains(where: { $0.contains(".") }) == true
                || index.nonColorMembers[palette]?.contains(where: { $0.contains(".") }) == true else { return nil }
        var k = first
        var path = d.file.text(code: first)
        var found: (Int, String)?
        while d.file.isChar(k + 1, "."), d.file.isWord(k + 2) {
            k += 2
            path += "." + d.file.text(code: k)
            if index.members[palette]?[path] != nil || index.nonColorMembers[palette]?.contains(path) == true { found = (k, path) }
        }
        return found
    }

    static func detectTypeMember(_ d: FileDetector, type: BaseColorType, start: Int, member: Int, context: ColorContext?) -> (Finding, Int)? {
        let name = d.file.text(code: member)
        // (A member of the same name without the call is a stored one, `static let unconfirmedYellow` beside
        // `static func unconfirmedYellow(opacity:)`: Windscribe.)
        if let label = d.settings.palette.alphaFunctions["\(type.rawValue).\(name)"] {
            if d.file.isChar(member + 1, "(") {
                return alphaCall(d, type: type, start: start, member: member, label: label,
                                 value: d.settings.palette.alphaFunctionValues["\(type.rawValue).\(name)"], symbol: "\(type.rawValue).\(name)", context: context)
            }
            guard d.settings.palette.storedMembers.contains("\(type.rawValue).\(name)") else { return nil }
        }
        guard let members = d.settings.palette.typeMembers[type.rawValue], let value = members[name],
              let end = memberEnd(d, member: member, symbol: "\(type.rawValue).\(name)") else { return nil }
        return d.finding(kind: .paletteReference, type: type, start: start, baseEnd: end, color: value, symbol: "\(type.rawValue).\(name)", context: context)
    }

    /// A call of a member declared as a function of its alpha (`AlphaFunction`): the member's color
    /// at the argument's alpha (unknown where the argument is no constant), its base the member's,
    /// the argument's text the alpha `fix` writes the token at.
    static func alphaCall(_ d: FileDetector, type: BaseColorType?, start: Int, member: Int, label: String, value: RGBA?,
                          symbol: String, context: ColorContext?) -> (Finding, Int)? {
        guard let value, let call = AlphaFunction.call(d.file, member: member, label: label) else { return nil }
        var (finding, last) = d.finding(kind: .paletteReference, type: type, start: start, baseEnd: call.close,
                                        color: call.alpha.map { value.withAlpha(unit: $0) }, symbol: symbol, context: context)
        finding.baseColor = value
        finding.alphaArgument = call.text
        return (finding, last)
    }

    /// The last code index of a member's use: the name, or the `)` of `name()` for a member
    /// declared as a function without parameters. Nil for a call of a stored member (another
    /// API) or a function member named without its call (a reference to the function).
    static func memberEnd(_ d: FileDetector, member: Int, symbol: String) -> Int? {
        let called = d.file.isChar(member + 1, "(") && d.file.code[member + 1].begin == d.file.code[member].end
        if d.settings.palette.functionMembers.contains(symbol) {
            return called && d.file.isChar(member + 2, ")") ? member + 2 : nil
        }
        return called ? nil : member
    }

    static let paletteConfiguration = #"{ "palettes": ["Essentials"] }"#
    static let alphaPalette = "import UIKit\nenum Essentials {\n  static func white(alpha: CGFloat) -> UIColor {\n    return UIColor(red: 255 / 255.0, green: 255 / 255.0, blue: 255 / 255.0, alpha: alpha)\n  }\n}\n"

    package static let examples: [DetectorExample] = [
        .triggering("label.textColor = «Essentials.grey70»", contexts: ["textColor"], configuration: paletteConfiguration),
        .triggering("label.textColor = «Color.Essentials.blue40»", configuration: paletteConfiguration),
        .triggering("label.textColor = «Style.Color.Essentials.blue40»", configuration: paletteConfiguration),
        .triggering("view.layer.borderColor = «Essentials.grey30.cgColor»", contexts: ["borderColor"], configuration: paletteConfiguration),
        .triggering("let c = «Essentials.blue40.withAlphaComponent(0.5)»", configuration: paletteConfiguration),
        .triggering("let s = \"\\(«Essentials.red40»)\"", configuration: paletteConfiguration),
        .nonTriggering("label.textColor = LegacyEssentials.grey70", configuration: paletteConfiguration),
        // The type itself, not a member: `Essentials.self` (a theme chosen as a type), `.Type`.
        .nonTriggering("let theme: Any = Essentials.self", configuration: paletteConfiguration),
        .nonTriggering("var theme: Essentials.Type? = nil", configuration: paletteConfiguration),
        // A listed palette of hex strings (GitHawk, session 20 audit F2, F4): a color through the
        // declared conversion, the conversion in the finding; as text in a string, no color.
        .triggering(HexStringPaletteDetector.declaration + "nav.tintColor = «Styles.Colors.Blue.medium.color»\n",
                    colors: ["#3C64F4FF"], configuration: #"{ "palettes": ["Blue"] }"#),
        .nonTriggering(HexStringPaletteDetector.declaration + "let css = \"a { color: #\\(Styles.Colors.Blue.medium); }\"\n",
                       configuration: #"{ "palettes": ["Blue"] }"#),
        .nonTriggering("label.textColor = Semantic.primaryText", configuration: paletteConfiguration),
        // Tuist's generated accessors of a catalog, directly or through a module's typealias, are
        // no members of the app's palette of the same name (3dollars; review 28, A8).
        .nonTriggering("label.textColor = KitAsset.Essentials.grey70.color", configuration: paletteConfiguration),
        .nonTriggering("typealias Essentials = KitAsset.Essentials\nlabel.textColor = Essentials.grey70.color\nlayer.borderColor = Essentials.grey70.color.cgColor\nlet c: Color = Essentials.grey70.swiftUIColor", configuration: paletteConfiguration),
        .triggering("let c = «Essentials.grey70».colorValue", configuration: paletteConfiguration),
        .nonTriggering("// label.textColor = Essentials.grey70", configuration: paletteConfiguration),
        .nonTriggering("let s = \"Essentials.grey70\"", configuration: paletteConfiguration),
        .nonTriggering("extension Style.Color.Essentials { }", configuration: paletteConfiguration),
        // A member declared as a function without parameters is used as its call.
        .triggering("import UIKit\nenum Essentials {\n  static func blue() -> UIColor { UIColor(white: 0.5, alpha: 1) }\n}\nfunc f(label: UILabel) { label.textColor = «Essentials.blue()» }",
                    colors: ["#808080FF"], configuration: paletteConfiguration),
        .nonTriggering("import UIKit\nenum Essentials {\n  static func blue() -> UIColor { UIColor(white: 0.5, alpha: 1) }\n}\nlet make = Essentials.blue", configuration: paletteConfiguration),
        // A member that is a function of its alpha (Windscribe's `whiteWithOpacity(opacity:)`, `AlphaFunction`):
        // a call is the member's color at the argument's alpha, unknown where the argument is no constant.
        .triggering(alphaPalette + "func f(v: UIView, a: CGFloat) {\n  v.backgroundColor = «Essentials.white(alpha: 0.5)»\n  v.tintColor = «Essentials.white(alpha: a)»\n}",
                    colors: ["#FFFFFF80", "null"], configuration: paletteConfiguration),
        .triggering("import UIKit\nenum Essentials {\n  static func midnight(_ opacity: CGFloat = 1) -> UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: opacity) }\n}\n"
                    + "func f(v: UIView) { v.backgroundColor = «Essentials.midnight(0.25)» }", colors: ["#00000040"], configuration: paletteConfiguration),
        // Beside a stored member of the same name (Windscribe's `static let seaGreen` and `static func seaGreen(opacity:)`):
        // the name alone is the stored member, the call the function.
        .triggering("import UIKit\nenum Essentials {\n  static let white = UIColor(red: 1, green: 1, blue: 1, alpha: 1)\n  static func white(alpha: CGFloat) -> UIColor { UIColor(red: 1, green: 1, blue: 1, alpha: alpha) }\n}\n"
                    + "func f(v: UIView) {\n  v.backgroundColor = «Essentials.white»\n  v.tintColor = «Essentials.white(alpha: 0.5)»\n}", colors: ["#FFFFFFFF", "#FFFFFF80"], configuration: paletteConfiguration),
        // Not with another label, not named without its call, not where the body's alpha is no parameter's.
        .nonTriggering(alphaPalette + "func f(v: UIView) {\n  v.backgroundColor = Essentials.white(opacity: 0.5)\n  let make = Essentials.white\n}", configuration: paletteConfiguration),
        .nonTriggering("import UIKit\nenum Essentials {\n  static func white(alpha: CGFloat) -> UIColor { UIColor(red: alpha, green: 1, blue: 1, alpha: 1) }\n}\n"
                       + "func f(v: UIView) { v.backgroundColor = Essentials.white(alpha: 0.5) }", configuration: paletteConfiguration),
        // A member that reads its color at run time, a literal only its fallback (Sileo's
        // `sileoBackgroundColor { theme.backgroundColor ?? .white }`): the app's own themed
        // color, no hard-coded one (read as white, its dark arm became white in Dark Mode).
        .nonTriggering("import UIKit\nenum Essentials {\n  static var theme: UIColor? = nil\n  static var background: UIColor { theme ?? UIColor(white: 1, alpha: 1) }\n}\nfunc f(v: UIView) { v.backgroundColor = Essentials.background }", configuration: paletteConfiguration),
        .triggering("import UIKit\nenum Essentials {\n  static var background: UIColor { UIColor(white: 1, alpha: 1) }\n}\nfunc f(v: UIView) { v.backgroundColor = «Essentials.background» }", configuration: paletteConfiguration),
        // A palette of the tree's color wrapper made a platform color by its `color` member (SwiftGen's
        // `ColorName`, memberwise `rgbaValue:`): the conversion is in the use, of UIKit's type; a member of
        // the wrapper other than `color` (`rgbaValue`) is no color.
        .triggering(swiftGenColorName + "func f(_ l: UILabel) { l.textColor = «ColorName.darkBlue.color» }\n",
                    colors: ["#001428FF"], frameworks: ["uikit"], configuration: #"{ "palettes": ["ColorName"] }"#),
        .nonTriggering(swiftGenColorName + "let raw = ColorName.darkBlue.rgbaValue\n", configuration: #"{ "palettes": ["ColorName"] }"#),
    ] + nestedAndAliasExamples + declaredTypeExamples

    static let swiftGenColorName = "import UIKit\nstruct ColorName {\n  let rgbaValue: UInt32\n  var color: UIColor { UIColor(named: self) }\n"
        + "  static let darkBlue = ColorName(rgbaValue: 0x001428ff)\n  static let hold = ColorName(rgbaValue: 0x008c73ff)\n}\n"
        + "extension UIColor {\n  convenience init(named color: ColorName) { self.init(white: 0, alpha: 1) }\n}\n"

    static let nestedPalette = "import UIKit\nextension UIColor {\n  enum Cell {\n    static let title = UIColor(white: 0.9, alpha: 1)\n    enum Background {\n      static let normal = UIColor(white: 0.2, alpha: 1)\n    }\n    enum Metrics {\n      static let height: CGFloat = 44\n    }\n  }\n}\n"
    static let aliasingPalette = "import UIKit\nenum Essentials {\n  static let error = Essentials.red\n  static let alert = red\n  static let loop = Essentials.cycle\n  static let cycle = loop\n  static let isDark = false\n  static let flag = isDark\n  enum Sub {\n    static let mist = UIColor(white: 0.5, alpha: 1)\n  }\n  static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)\n}\n"

    /// Members of a type nested in a palette (mullvad's `UIColor.Cell.Background.normal`), and
    /// members that are another member's name (`static let invalidInputTextColor = UIColor.dangerColor`):
    /// session 25's lead sweep, L3.
    package static let nestedAndAliasExamples: [DetectorExample] = [
        .triggering(nestedPalette + "func f(v: UIView) { v.backgroundColor = «UIColor.Cell.Background.normal» }", colors: ["#333333FF"],
                    configuration: #"{ "palettes": ["Cell"] }"#),
        .triggering(nestedPalette + "func f(v: UILabel) { v.textColor = «UIColor.Cell.title» }", colors: ["#E6E6E6FF"], configuration: #"{ "palettes": ["Cell"] }"#),
        // A nested member that holds no color is none.
        .nonTriggering(nestedPalette + "func f(v: UIView) { v.frame.size.height = UIColor.Cell.Metrics.height }", configuration: #"{ "palettes": ["Cell"] }"#),
        // An alias takes the color of the member it names, declared before it or after, qualified or bare;
        // the nested type after an alias ends its declaration (its `mist` is no value of `error`).
        .triggering(aliasingPalette + "func f(v: UILabel) { v.textColor = «Essentials.error» }", colors: ["#FF0000FF"], configuration: paletteConfiguration),
        .triggering(aliasingPalette + "func f(v: UILabel) { v.textColor = «Essentials.alert» }", colors: ["#FF0000FF"], configuration: paletteConfiguration),
        // A cycle of aliases has no value (a finding of an unknown color), and an alias of a non-color is none.
        .triggering(aliasingPalette + "func f(v: UILabel) { v.textColor = «Essentials.loop» }", colors: ["null"], configuration: paletteConfiguration),
        .nonTriggering(aliasingPalette + "func f() -> Bool { Essentials.flag }", configuration: paletteConfiguration),
        // A palette's own method reads its member unqualified (SmartReceiptsiOS AppTheme.swift:37,
        // `UIToolbar.appearance().tintColor = primaryDarkColor`; verify32 V4): a use like `Essentials.red`.
        .triggering(ownPalette + "  static func customize() {\n    UIToolbar.appearance().tintColor = «red»\n  }\n}\n", colors: ["#FF0000FF"], configuration: paletteConfiguration),
        .triggering(ownPalette + "}\nextension Essentials {\n  static func apply(to v: UIView) { v.backgroundColor = «red» }\n}\n", colors: ["#FF0000FF"], configuration: paletteConfiguration),
        // Both arms of a ternary, the first before the ternary's `:` (session 39's intent39b M5: the dark arm was read
        // as a label, no finding); a label stays none (`paint(red: 1)` below).
        .triggering(ownPalette + "  static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)\n  static func tint(_ t: UITraitCollection) -> UIColor {\n    t.userInterfaceStyle == .dark ? «blue» : «red»\n  }\n}\n",
                    colors: ["#0000FFFF", "#FF0000FF"], configuration: paletteConfiguration),
        // The same name elsewhere: a local, a parameter, another value's member, an argument label,
        // another type's own member of that name, a non-color member, the declarations themselves.
        .nonTriggering(ownPalette + "  static func customize() {\n    let red = currentTint()\n    UIToolbar.appearance().tintColor = red\n  }\n}\n", configuration: paletteConfiguration),
        .nonTriggering(ownPalette + "  static func customize(red: UIColor) {\n    UIToolbar.appearance().tintColor = red\n  }\n}\n", configuration: paletteConfiguration),
        .nonTriggering(ownPalette + "  static func customize(style: Style) {\n    UIToolbar.appearance().tintColor = style.red\n    paint(red: 1)\n    let n = height * 2\n  }\n}\n", configuration: paletteConfiguration),
        .nonTriggering(ownPalette + "}\nfinal class Badge: UIView {\n  var red: UIColor?\n  func f() { backgroundColor = red }\n}\n", configuration: paletteConfiguration),
    ]

    static let ownPalette = "import UIKit\nenum Essentials {\n  static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)\n  static let height: CGFloat = 44\n"

    package static let corrections: [DetectorCorrection] = [
        DetectorCorrection("import UIKit\nlabel.textColor = Essentials.grey70\n", "import UIKit\nlabel.textColor = Semantic.secondary\n"),
        DetectorCorrection("import UIKit\nlabel.textColor = Style.Color.Essentials.grey70\n", "import UIKit\nlabel.textColor = Semantic.secondary\n"),
        DetectorCorrection("import UIKit\nlabel.textColor = Essentials.blue40\n", "import UIKit\nlabel.textColor = Essentials.blue40\n"),
        DetectorCorrection("import UIKit\nenum Essentials {\n  static func grey70() -> UIColor { UIColor(white: 0.2, alpha: 1) }\n}\nlabel.textColor = Essentials.grey70()\n",
                           "import UIKit\nenum Essentials {\n  static func grey70() -> UIColor { UIColor(white: 0.2, alpha: 1) }\n}\nlabel.textColor = Semantic.secondary\n"),
        // A conversion stays after the token's platform expression when the token has no Core Graphics one.
        DetectorCorrection("import UIKit\nv.layer.borderColor = Style.Color.Essentials.grey70.cgColor\n", "import UIKit\nv.layer.borderColor = Semantic.secondary.cgColor\n"),
        DetectorCorrection("import UIKit\nv.layer.shadowColor = Essentials.grey70.withAlphaComponent(0.25).cgColor\n",
                           "import UIKit\nv.layer.shadowColor = Semantic.secondary.withAlphaComponent(0.25).cgColor\n"),
        // An alpha function's call: the token at the argument's alpha.
        DetectorCorrection("import UIKit\nenum Essentials {\n  static func grey70(alpha: CGFloat) -> UIColor { UIColor(white: 0.2, alpha: alpha) }\n}\nlabel.textColor = Essentials.grey70(alpha: 0.5)\n",
                           "import UIKit\nenum Essentials {\n  static func grey70(alpha: CGFloat) -> UIColor { UIColor(white: 0.2, alpha: alpha) }\n}\nlabel.textColor = Semantic.secondary.withAlphaComponent(0.5)\n"),
    ] + declaredTypeCorrections
}
