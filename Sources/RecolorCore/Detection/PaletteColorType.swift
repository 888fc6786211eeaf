/// A palette member whose declaration makes it SwiftUI's `Color` (`private static let logRed = Color(red:
/// 1.0, green: 0.13, blue: 0.35)`, `static var tint: Color { … }`): every use of it is that type, wherever it
/// stands, so its token is written as SwiftUI's expression there. Without a type of its own a use took the
/// framework of its place: `container.foregroundColor = logRed` (an `AttributeContainer`'s SwiftUI-scope
/// attribute, in a file importing only SwiftUI) is a property assignment, read as UIKit's, and fix wrote
/// `Semantic.logRed`, a UIColor, which selects UIKit's attribute scope instead (the log's ANSI colors lost)
/// or does not build where UIKit is not visible (sing-box-for-apple ANSIColors.swift:105-123, 7 members;
/// verify33 V6). A member declared as a UIColor/NSColor keeps the framework of its place.
extension PaletteIndex.MemberDeclaration {
    /// Whether the declaration names SwiftUI's `Color` as its type (`: Color`, `: SwiftUI.Color`) or,
    /// without one, as the head of its value (`= Color(…)`, `= Color.red.opacity(…)`); never in a file
    /// where `Color` is the tree's own type (`FileDetector.isOwnColorModelCode`) or a name SwiftUI shares
    /// with the tree's color subclass (`undecidedNames`), nor where an alias makes `Color` a platform color.
    func declaresSwiftUIColor(in file: SwiftSource, detector: FileDetector) -> Bool {
        guard !detector.isOwnColorModelCode else { return false }
        var k = nameIndex + 2
        if file.isChar(nameIndex + 1, ":") {
            // A qualified type names its last component (`SwiftUI.Color`).
            while file.isWord(k), file.isChar(k + 1, "."), file.isWord(k + 2) { k += 2 }
            guard file.isWord(k), !file.isChar(k + 1, ".") else { return false }
        } else if file.codeIs(nameIndex + 1, "=") {
            if file.codeIs(k, "SwiftUI" as StaticString), file.isChar(k + 1, ".") { k += 2 }
            guard file.isWord(k), file.isChar(k + 1, "(") || file.isChar(k + 1, ".") else { return false }
        } else {
            return false
        }
        guard file.code[k].kind == .identifier else { return false }
        let name = file.text(code: k)
        return detector.settings.types.base(name) == .color && detector.undecidedNames[name] == nil
    }
}

extension PaletteIndex {
    /// The color type a use of palette member `symbol` (`Essentials.red`) is by its declaration: SwiftUI's
    /// `Color` for one `declaresSwiftUIColor` found, else none (the use's place gives the framework).
    func declaredType(of symbol: String) -> BaseColorType? {
        swiftUIMembers.contains(symbol) ? .color : nil
    }
}

extension PaletteReferenceDetector {
    static let swiftUIPalette = "import SwiftUI\nenum Essentials {\n  static let grey70 = Color(red: 0.5, green: 0.1, blue: 0.9)\n"
    static let uiKitPalette = "import SwiftUI\nenum Essentials {\n  static let grey70 = UIColor(red: 0.5, green: 0.1, blue: 0.9, alpha: 1)\n"
    static func attributeUse(_ value: String) -> String {
        "  static func style() -> AttributeContainer {\n    var c = AttributeContainer()\n    c.foregroundColor = \(value)\n    return c\n  }\n}\n"
    }

    /// A use is the type its member is declared as (verify33 V6): SwiftUI's `Color` by its value's head,
    /// its type, or the member it names; a UIColor member, or a `Color` the tree aliases to UIColor, is not.
    static let declaredTypeExamples: [DetectorExample] = [
        .triggering(swiftUIPalette + attributeUse("«grey70»"), frameworks: ["swiftui"], configuration: paletteConfiguration),
        .triggering(swiftUIPalette + "}\nfunc f(c: inout AttributeContainer) { c.foregroundColor = «Essentials.grey70» }\n",
                    frameworks: ["swiftui"], configuration: paletteConfiguration),
        .triggering("import SwiftUI\nenum Essentials {\n  static var grey70: SwiftUI.Color { Color(white: 0.3) }\n}\nfunc f(c: inout AttributeContainer) { c.foregroundColor = «Essentials.grey70» }\n",
                    frameworks: ["swiftui"], configuration: paletteConfiguration),
        .triggering(swiftUIPalette + "  static let error = grey70\n}\nfunc f(c: inout AttributeContainer) { c.foregroundColor = «Essentials.error» }\n",
                    frameworks: ["swiftui"], configuration: paletteConfiguration),
        .triggering(uiKitPalette + attributeUse("«grey70»"), frameworks: ["uikit"], configuration: paletteConfiguration),
        .triggering("import SwiftUI\nenum Essentials {\n  static let grey70: UIColor = .init(red: 0.5, green: 0.1, blue: 0.9, alpha: 1)\n}\nfunc f(c: inout AttributeContainer) { c.foregroundColor = «Essentials.grey70» }\n",
                    frameworks: ["uikit"], configuration: paletteConfiguration),
        .triggering("import SwiftUI\ntypealias Color = UIColor\nenum Essentials {\n  static let grey70 = Color(red: 0.5, green: 0.1, blue: 0.9, alpha: 1)\n}\nfunc f(l: UILabel) { l.textColor = «Essentials.grey70» }\n",
                    frameworks: ["uikit"], configuration: paletteConfiguration),
    ]

    static let declaredTypeCorrections: [DetectorCorrection] = [
        DetectorCorrection(swiftUIPalette + attributeUse("grey70"), swiftUIPalette + attributeUse("Color.secondaryText")),
        DetectorCorrection(uiKitPalette + attributeUse("grey70"), uiKitPalette + attributeUse("Semantic.secondary")),
    ]
}
