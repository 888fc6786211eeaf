/// A platform color wrapped in SwiftUI: `Color(uiColor: .white)`, `Color(nsColor: .purple)`,
/// `Color(UIColor.red)`, `Color(#colorLiteral(…))`. When the wrapped value is one fixed color the
/// whole wrapper (and its modifiers) is one SwiftUI finding, of the wrapped color's kind and
/// value, so that a SwiftUI token replaces it whole (`Color(Color.background)` would not
/// compile). A wrapped ternary is left to its arms, which the label types (`uiColor:` UIKit).
package enum WrappedPlatformColorDetector: ColorDetector {
    /// The wrapped color's.
    package static let kind: FindingKind? = nil
    static let sites = DetectionSite.Kinds.constructor

    static func detect(_ d: FileDetector, at site: DetectionSite) -> (Finding, Int)? {
        guard case let .constructor(type, start, args, context) = site, type == .color, args.arguments.count == 1 else { return nil }
        let argument = args.arguments[0]
        let value = argument.value
        guard !value.isEmpty else { return nil }
        let wrapped: BaseColorType
        switch argument.label {
        case "uiColor": wrapped = .uiColor
        case "nsColor": wrapped = .nsColor
        case nil: wrapped = unlabeledWrapped(d, value: value)
        default: return nil
        }
        let first = value.lowerBound
        let inner: (Finding, Int)?
        let typed = ColorContext(name: argument.label, isColor: true, colorType: wrapped, framework: wrapped.framework)
        if d.file.isChar(first, "."), d.file.codeIs(first + 1, "init"), d.file.isChar(first + 2, "(") {
            // The platform type's initializer written as an implicit `.init(…)` (`Color(.init(red:…, alpha: 1))`,
            // and Flipper's `var c: Color { .init(.init(red: 0.082, green: 0.67, blue: 1.0, alpha: 1.0)) }`, 8 missed:
            // session 36's recall check, S2): the wrapper's parameter types it.
            inner = d.constructor(wrapped, start: first, open: first + 2, context: typed)
        } else if d.file.isChar(first, "."), d.file.isWord(first + 1) {
            inner = d.memberOfColorType(wrapped, start: first, member: first + 1, context: typed)
        } else {
            inner = d.detect(at: first)
        }
        guard let (finding, last) = inner, last == value.upperBound - 1 else { return nil }
        var wrappedFinding = d.finding(kind: finding.kind, type: .color, start: start, baseEnd: args.close, color: finding.color,
                                       symbol: finding.symbol, context: context)
        // A wide-gamut color stays one through its wrapper (bittr's widget `Color(UIColor(displayP3Red: …))`).
        wrappedFinding.0.clipped = finding.clipped
        return wrappedFinding
    }

    /// The platform type `Color(_:)` wraps: the file's platform's, unless the argument is an
    /// implicit member only the other platform type's palette declares (OnlySwitch, a macOS app
    /// whose SwiftUI files import no AppKit: `Color(.themeLila)` of its `extension NSColor`
    /// palette was missed beside `Color(nsColor: .themeBlue)`, session 22's review F17).
    static func unlabeledWrapped(_ d: FileDetector, value: Range<Int>) -> BaseColorType {
        let platform: BaseColorType = d.platformFramework == .appkit ? .nsColor : .uiColor
        let first = value.lowerBound
        guard d.file.isChar(first, "."), d.file.isWord(first + 1) else { return platform }
        let name = d.file.text(code: first + 1)
        let members = d.settings.palette.typeMembers
        let other: BaseColorType = platform == .nsColor ? .uiColor : .nsColor
        if members[platform.rawValue]?[name] == nil, members[other.rawValue]?[name] != nil { return other }
        return platform
    }

    package static let examples: [DetectorExample] = [
        .triggering("import SwiftUI\nlet c = «Color(.white)»", colors: ["#FFFFFFFF"]),
        .triggering("import SwiftUI\nlet c = «Color(nsColor: .purple)»", colors: ["#800080FF"]),
        // The platform type's initializer as an implicit `.init`, inside `Color(_:)` or an implicit `.init` typed `Color` (Flipper, S2).
        .triggering("import SwiftUI\nstruct B {\n    var c: Color { «.init(.init(red: 0.082, green: 0.67, blue: 1.0, alpha: 1.0))» }\n"
                    + "    var d: Color { «Color(.init(white: 0.5, alpha: 1.0))» }\n}", colors: ["#15ABFFFF", "#808080FF"], frameworks: ["swiftui", "swiftui"]),
        .nonTriggering("import SwiftUI\nstruct B {\n    var c: Color { .init(.init(name: \"x\")) }\n    var d: Color { .init(.init(red: r, green: 0.67, blue: 1.0, alpha: 1.0)) }\n}"),
        .triggering("import SwiftUI\nlet c = «Color(uiColor: .darkGray).opacity(0.5)»", colors: ["#55555580"]),
        .triggering("import SwiftUI\nlet c = «Color(UIColor.red)»"),
        .triggering("import SwiftUI\nlet c = «Color(#colorLiteral(red: 1, green: 1, blue: 1, alpha: 1))»", colors: ["#FFFFFFFF"]),
        .triggering("import AppKit\nimport SwiftUI\nlet c = «Color(NSColor.white)»", colors: ["#FFFFFFFF"]),
        .nonTriggering("import SwiftUI\nlet c = Color(uiColor: brand)"),
        .nonTriggering("import SwiftUI\nlet c = Color(UIColor.systemBackground)"),
    ]

    package static let corrections: [DetectorCorrection] = [
        DetectorCorrection("import SwiftUI\nlet c = Color(uiColor: .white)\n", "import SwiftUI\nlet c = Color.background\n"),
        DetectorCorrection("import SwiftUI\nlet c = Color(UIColor.black)\n", "import SwiftUI\nlet c = Color.text\n"),
        DetectorCorrection("import SwiftUI\nlet c = Color(nsColor: isDark ? .white : .black)\n",
                           "import SwiftUI\nlet c = Color(nsColor: Semantic.text)\n"),
    ]
}
