@testable import RecolorCore
import XCTest

/// The vocabulary is defined once (Sources/RecolorCore/Vocabulary) and every consumer derives
/// from it: each framework context name becomes a finding past screening and detection, has one
/// role for `init` and `contrast`, and each color type a framework with import modules. The
/// checks run over every entry, so an entry added to the vocabulary alone is held to all of them.
final class ColorVocabularyTests: XCTestCase {
    // MARK: screening

    /// Names the name rule accepts, beside the framework's own names.
    let ruleNames = ["backgroundColor", "tintColor", "color", "tint", "headerTextColor", "uiColor"]

    func testEveryContextNameHoldsAScreeningWord() {
        for name in ColorContextNames.frameworkNames.sorted() + ruleNames {
            XCTAssertTrue(ColorContextNames.isContextName(name), name)
            XCTAssertTrue(ColorContextNames.screeningWords.contains { name.contains($0) }, "\(name) holds no screening word: the prefilter would skip it")
        }
    }

    func testEveryScreeningWordIsNeeded() {
        let names = ColorContextNames.frameworkNames.sorted() + ruleNames
        for word in ColorContextNames.screeningWords {
            let others = ColorContextNames.screeningWords.filter { $0 != word }
            XCTAssertTrue(names.contains { name in name.contains(word) && !others.contains { name.contains($0) } }, "\(word) covers no context the others miss")
        }
    }

    /// The words are computed from the names: the rule's shared suffix and words, then the
    /// framework names those miss, shortest first.
    func testTheScreeningWordsAreDerivedFromTheNames() {
        XCTAssertEqual(ColorContextNames.commonSuffix(["Color", "color"]), "olor")
        XCTAssertEqual(ColorContextNames.commonSuffix(["strokeBorder", "border"]), "order")
        XCTAssertEqual(ColorContextNames.nameRuleWords, ["olor", "tint"], "ColorWordOffsets' vector pass is written for these two")
        XCTAssertEqual(Prefilter.contextWords, ColorContextNames.screeningWords)
        for word in ColorContextNames.otherScreeningWords {
            XCTAssertTrue(ColorContextNames.frameworkNames.contains(word), "\(word) is a framework name")
        }
        // The vector pass finds both rule words where they stand.
        let offsets = ColorWordOffsets(Array("let a = x.tint; let b: UIColor = c; padding padding padding".utf8))
        XCTAssertEqual(offsets.tint, [10])
        XCTAssertEqual(offsets.olor, [26])
    }

    /// The style protocols are found by the vector pass's `type` lanes: each name ends in `tyle`.
    func testStyleProtocolsAreFoundByTheirLastLetters() {
        for name in BaseColorType.styleProtocols.keys { XCTAssertTrue(name.hasSuffix("tyle"), name) }
        let source = "func f(_ s: some ShapeStyle, t: Style, u: XShapeStyle) {} // padding padding ShapeStyle"
        let ends = ColorWordOffsets(Array(source.utf8)).styleProtocolEnds
        XCTAssertEqual(ends.count, 3)
        XCTAssertEqual(ends.first, 27)
    }

    // MARK: every framework name, through every consumer

    /// A source that sets `.white` through the context `name`, by the kind of name it is.
    func source(using name: String) -> String {
        if ColorContextNames.swiftUIModifiers.contains(name) {
            return "import SwiftUI\nstruct Badge: View {\n  var body: some View {\n    Text(\"a\").\(name)(.white)\n  }\n}\n"
        }
        if let base = LibraryColorParameters.allUnlabeled[name]?[0] {
            // SwiftUI's `Color` parameters are read where SwiftUI is imported; a library's type is called bare.
            let call = name.first?.isUppercase == true ? "_ = \(name)(.white)" : "x.\(name)(.white)"
            return "import \(base == .color ? "SwiftUI" : "UIKit")\nfunc f(x: Thing) {\n  \(call)\n}\n// \(base)\n"
        }
        // A library's labeled parameter, read in a file importing the library (`LibraryColorParameters.labeledByModule`).
        if let (module, byCallee) = LibraryColorParameters.labeledByModule.first(where: { $0.value[name] != nil }),
           let label = byCallee[name]?.keys.sorted().first {
            let call = name.first?.isUppercase == true ? "_ = \(name)(\(label): .white)" : "_ = Gradient.\(name)(\(label): .white)"
            return "import SwiftUI\nimport \(module)\nfunc f() {\n  \(call)\n}\n"
        }
        if let (label, base) = SDKColorParameters.labeled[name]?.first {
            return "import AppKit\nfunc f(x: NSColor) {\n  _ = x.\(name)(withFraction: 0.5, \(label): .white)\n}\n// \(base)\n"
        }
        if ColorContextNames.attributedStringKeyNames.contains(name) {
            return "import UIKit\nfunc f(s: NSMutableAttributedString, r: NSRange) {\n  s.addAttribute(.\(name), value: .white, range: r)\n}\n"
        }
        return "import UIKit\nfunc f(view: UIView) {\n  view.\(name) = .white\n}\n"
    }

    func testEveryFrameworkNameIsScreenedDetectedAndGivesOneRole() {
        let settings = DetectionSettings(configuration: Configuration())
        let prefilter = Prefilter(settings: settings)
        for name in ColorContextNames.frameworkNames.sorted() {
            let text = source(using: name)
            let file = SwiftSource(path: "Use.swift", bytes: Array(text.utf8))
            XCTAssertTrue(prefilter.mayHoldFinding(file.bytes), "screening skips \(name)")
            let reports = Engine.analyze([file], options: RunOptions()).allReports
            guard reports.count == 1, let finding = reports.first?.finding else {
                XCTFail("\(name): \(reports.count) findings in\n\(text)")
                continue
            }
            // A shape's foreground is named `fill`; every other context is reported by its name.
            XCTAssertEqual(finding.context, name, text)
            let role = ColorRole(finding: finding)
            XCTAssertEqual(role, ColorRole(context: name))
            // `contrast` reads the role `init` does.
            let contrast = ContrastRole(contextName: name)
            switch role {
            case .text: XCTAssertEqual(contrast, .text, name)
            case .tint: XCTAssertEqual(contrast, .graphic, name)
            // (A bar's own background is under the bar's items, which no pair reads: `ColorContextNames.barBackgroundModifiers`.)
            case .background, .fill:
                if ColorContextNames.barBackgroundModifiers.contains(name) { XCTAssertNil(contrast, name) } else { XCTAssertEqual(contrast, .background, name) }
            case .border, .shadow, .separator, .color: XCTAssertNil(contrast, name)
            }
            // And where a SwiftUI view or a view's property uses it, the use site says so.
            if contrast != nil, !LibraryColorParameters.allUnlabeled.keys.contains(name), !ColorContextNames.attributedStringKeyNames.contains(name),
               let start = file.code.indices.first(where: { file.code[$0].begin == finding.range.lowerBound }) {
                let site = UseSite.of(start, in: file, braces: EnclosingBraces(file), chains: ChainRoots(file))
                XCTAssertEqual(site?.role, contrast, name)
            }
        }
    }

    /// `headerTextColor` was text for `init` and nothing for `contrast`: the app's own names take
    /// their role from the same words.
    func testAppNamesHaveOneRoleForInitAndContrast() {
        XCTAssertEqual(ColorRole(context: "headerTextColor"), .text)
        // `fg`/`bg` as words (Omnivore's theme members), never inside one.
        XCTAssertEqual(ColorRole(context: "fgColor"), .text)
        XCTAssertEqual(ColorRole(context: "cardBg"), .background)
        XCTAssertEqual(ColorRole(context: "rgbColor"), .color)
        // A name that is not ASCII is searched as a String, an ASCII one as bytes: alike.
        XCTAssertEqual(ColorRole(context: "fondBackgroundÉcran"), .background)
        XCTAssertEqual(ColorRole(context: "couleurDuTexte"), .text)
        XCTAssertEqual(ColorRole(context: "farbeé"), .color)
        XCTAssertEqual(ColorRole(context: "ombreShadowé"), .shadow)
        XCTAssertEqual(ContrastRole(contextName: "headerTextColor"), .text)
        XCTAssertEqual(ContrastRole(contextName: "cardBackgroundColor"), .background)
        XCTAssertEqual(ContrastRole(contextName: "iconTintColor"), .graphic)
    }

    /// A progress view's or slider's unfilled track is the surface its fill is drawn on; the fill
    /// is a tint (session 27's review, F10: a white track was a tint, paired on its superview).
    func testATrackIsTheSurfaceOfItsFill() {
        for track in ["trackTintColor", "maximumTrackTintColor"] {
            XCTAssertEqual(ColorRole(context: track), .background, track)
            XCTAssertEqual(ContrastRole(contextName: track), .background, track)
        }
        for fill in ["progressTintColor", "minimumTrackTintColor", "thumbTintColor"] {
            XCTAssertEqual(ColorRole(context: fill), .tint, fill)
            XCTAssertEqual(ContrastRole(contextName: fill), .graphic, fill)
        }
    }

    /// A state's fill replaces the fill (a pressed button's), and a runtime attribute's key path names
    /// its part without the instance variable's underscore (session 27's review, F14).
    func testAStateFillIsAFillAndAPartIsReadWithoutItsUnderscore() {
        XCTAssertEqual(ColorRole(context: "_highlightedFillColor"), .fill)
        XCTAssertEqual(ColorRole(context: "selectedFillColor"), .fill)
        XCTAssertEqual(ColorRole(context: "iconFillColor"), .tint)
        XCTAssertEqual(ContextPart.of("_numpadTitleColor"), "numpad")
        XCTAssertEqual(ContextPart.of("_fieldFillColor"), "field")
        XCTAssertEqual(ContextPart.of("fillColor"), "")
        XCTAssertFalse(ContextPart.meet(foreground: "_numpadTitleColor", background: "_fieldFillColor"))
        XCTAssertTrue(ContextPart.meet(foreground: "_numpadTitleColor", background: "_numpadFillColor"))
        XCTAssertTrue(ContextPart.meet(foreground: "titleColor", background: "_fillColor"))
    }

    /// Interface Builder archives a label's highlighted text color as `highlightedColor` and an
    /// attributed run's foreground as `NSColor`: `contrast` paired them as text while `init`
    /// named them a tint and a plain color. Both read the property the key archives now.
    func testInterfaceBuilderKeysTakeTheRoleOfTheirProperty() {
        func ib(_ key: String) -> Finding {
            Finding(kind: .ibColor, framework: .uikit, range: 0..<1, baseRange: 0..<1, color: nil, baseColor: nil, context: key, symbol: nil)
        }
        XCTAssertEqual(ColorRole(finding: ib("highlightedColor")), .text)
        XCTAssertEqual(ColorRole(finding: ib("NSColor")), .text)
        XCTAssertEqual(ColorRole(finding: ib("NSBackgroundColor")), .background)
        XCTAssertEqual(ColorRole(finding: ib("textColor")), .text)
        XCTAssertEqual(ContrastRole(contextName: ColorContextNames.property(ofInterfaceBuilderKey: "NSColor")), .text)
        // The highlighted text is drawn over the selection, not the label's background: it pairs with nothing.
        XCTAssertEqual(ColorContextNames.property(ofInterfaceBuilderKey: "highlightedColor"), "highlightedTextColor")
        XCTAssertNil(ContrastRole(contextName: "highlightedTextColor"))
        // In Swift code the name is the app's own: the words decide.
        var swift = ib("highlightedColor")
        swift.kind = .rgbConstructor
        XCTAssertEqual(ColorRole(finding: swift), .tint)
    }

    /// The hazard's foreground keys are the text role's keys and modifiers.
    func testTheAttributedTextHazardReadsTheTextKeys() {
        XCTAssertEqual(AttributedTextColorDetector.foregroundKeys, ["foregroundColor", "NSForegroundColorAttributeName", "foregroundStyle"])
    }

    /// `init`'s help lists the roles of `ColorRole`.
    func testTheNamedRolesAreTheRolesButNone() {
        XCTAssertEqual(ColorRole.named.map(\.rawValue), ["text", "background", "tint", "border", "shadow", "separator", "fill"])
    }

    // MARK: color types and frameworks

    func testEveryColorTypeHasAFrameworkAndImportModules() {
        for type in BaseColorType.allCases {
            let framework = type.framework
            XCTAssertEqual(BaseColorType(framework: framework), type)
            XCTAssertFalse(framework.importModules.isEmpty, "\(type)")
            for module in framework.importModules {
                XCTAssertEqual(Framework(importModule: module), framework, module)
                XCTAssertNotNil(CompilationCondition.moduleAvailability[module], "\(module) has no platforms for #if canImport")
            }
        }
        XCTAssertEqual(BaseColorType.viewTypes, [.uiColor, .nsColor, .color])
        XCTAssertEqual(ExpressionAPIs.colorTypes, ["UIColor", "NSColor", "Color"])
        XCTAssertEqual(BaseColorType.viewTypes.compactMap(\.conversionLabel), ["uiColor", "nsColor"])
        XCTAssertEqual(BaseColorType(conversionLabel: "nsColor"), .nsColor)
        XCTAssertNil(BaseColorType(conversionLabel: "color"))
        XCTAssertEqual(SystemColorArm.implicitType(.appkit), "NSColor")
        XCTAssertNil(SystemColorArm.implicitType(.coregraphics))
    }

    /// The byte-level declaration walk spells the type names and the name rule out in bytes (it
    /// runs on every `olor` of every file): it must say what the vocabulary says.
    func testTheByteLevelDeclarationWalkAgreesWithTheVocabulary() {
        let words = BaseColorType.allCases.map(\.rawValue) + ["NSUIColor", "SKColor", "UIColour", "Colors", "color", "XYColor", "CGColors",
                                                               "textColor", "tint", "tints", "Tint", "tintColor", "labelcolor", "olor"]
        for word in words {
            let bytes = Array(word.utf8)
            bytes.withUnsafeBufferPointer { b in
                let walk = SiteWalk(base: b.baseAddress!, n: b.count)
                XCTAssertEqual(walk.colorType(0, b.count), BaseColorType(rawValue: word), word)
                XCTAssertEqual(walk.isColorName(0, b.count), ColorContextNames.isColorName(word), word)
            }
        }
    }

    /// One rule says which declarations the name rules already read (`NameRuleCoverage`): the
    /// token scan leaves them out, and the byte walk passes over files holding only them.
    func testTheNameRulesCoverAPlatformColorNamedAsAColorAndNothingElseThatNamesOne() {
        let scan = DeclarationScan.coveredByNameRules
        XCTAssertTrue(scan("textColor", DeclaredType(name: "UIColor"), false))
        XCTAssertTrue(scan("title", DeclaredType(name: "String"), false))          // no color at all
        XCTAssertFalse(scan("textColor", DeclaredType(name: "Color"), false))      // SwiftUI's: UIKit files cannot tell it
        XCTAssertFalse(scan("textColor", DeclaredType(name: "UIColor"), true))     // a parameter: the caller's imports differ
        XCTAssertFalse(scan("fill", DeclaredType(name: "UIColor"), false))         // a color the name rules do not see
        XCTAssertFalse(scan("textColor", DeclaredType(name: "String"), false))     // a color name that holds none
        XCTAssertFalse(scan("textColor", DeclaredType(name: "UIColor", isCollectionElement: true), false))
        XCTAssertFalse(scan("textColor", DeclaredType(name: "UIColor", isTreeType: true), false))
        XCTAssertFalse(scan("textColor", DeclaredType(name: "->"), false))         // a function named as a color
        XCTAssertTrue(scan("action", DeclaredType(name: "->"), false))
    }

    // MARK: one list each

    /// SwiftUI's shapes are one list: detection fills them, contrast calls their foreground a graphic.
    func testAPathsForegroundIsAGraphicForContrastAsItIsAFillForDetection() {
        let text = "import SwiftUI\nstruct Mark: View {\n  var body: some View {\n    Path(CGRect.zero).foregroundColor(Color(red: 0.2, green: 0.2, blue: 0.2))\n  }\n}\n"
        let file = SwiftSource(path: "Mark.swift", bytes: Array(text.utf8))
        let reports = Engine.analyze([file], options: RunOptions()).allReports
        XCTAssertEqual(reports.map(\.finding.context), ["fill"])
        guard let start = file.code.indices.first(where: { file.code[$0].begin == reports.first?.finding.range.lowerBound }) else { return XCTFail("no finding") }
        XCTAssertEqual(UseSite.of(start, in: file, braces: EnclosingBraces(file), chains: ChainRoots(file))?.role, .graphic)
    }
}
