import RecolorCore
import XCTest

/// Contract v3, "a rewrite compiles": what `fix` writes for each shape that used to break the
/// build (each a regression of issue 11, minimized), under a fixed table.
final class RewriteCorrectnessTests: XCTestCase {
    static let table = #"""
    { "tokens": {
        "background": { "uikit": "Semantic.background", "appkit": "Semantic.background", "swiftui": "Color.background", "light": "#FFFFFF" },
        "shadow":     { "uikit": "Semantic.shadow", "light": "#00000033" },
        "shadowCG":   { "uikit": "Semantic.shadow", "coregraphics": "Semantic.shadowCG", "light": "#00000033" },
        "scrim":      { "uikit": "Semantic.scrim", "light": "#00000033" },
        "fallback":   { "uikit": "a ?? b", "light": "#000000" },
        "system":     { "uikit": ".systemBackground", "light": "#EEEEEE" },
        "onAccent":   { "uikit": "UIColor.Semantic.onAccent", "swiftui": "Color.onAccent", "light": "#FFFFFE" }
      },
      "rules": [
        { "match": "#00000033", "context": ["shadowColor"], "token": "shadow" },
        { "match": "#00000033", "context": ["borderColor"], "token": "shadowCG" },
        { "match": "#00000033", "token": "scrim" },
        { "match": "#FFFFFF", "token": "background" },
        { "match": "#000000", "token": "fallback" },
        { "match": "#EEEEEE", "token": "system" }
      ] }
    """#

    /// The file after `fix` under `table`, and its reports.
    func rewrite(_ source: String, table: String = RewriteCorrectnessTests.table) throws -> (String, [Report]) {
        var options = RunOptions()
        options.configuration = try ConfigurationLoader.parse(Array(table.utf8), file: "table.json")
        let file = SwiftSource(path: "A.swift", bytes: Array(source.utf8))
        let result = Engine.analyze([file], options: options)
        let reports = result.allReports
        return (String(decoding: Edits.apply(Engine.edits(for: reports), to: file.bytes), as: UTF8.self), reports)
    }

    func testAnAlphaRuleKeepsTheConversion() throws {
        XCTAssertEqual(try rewrite("import UIKit\nlayer.shadowColor = UIColor.black.withAlphaComponent(0.2).cgColor\n").0,
                       "import UIKit\nlayer.shadowColor = Semantic.shadow.cgColor\n")
        XCTAssertEqual(try rewrite("import UIKit\ngradient.colors = [UIColor(white: 0, alpha: 0.2).cgColor, x]\n").0,
                       "import UIKit\ngradient.colors = [Semantic.scrim.cgColor, x]\n")
        // On the next line, too.
        XCTAssertEqual(try rewrite("import UIKit\nlayer.shadowColor = UIColor.black.withAlphaComponent(0.2)\n    .cgColor\n").0,
                       "import UIKit\nlayer.shadowColor = Semantic.shadow\n    .cgColor\n")
    }

    func testTheTokensCoreGraphicsExpressionReplacesColorAndConversion() throws {
        XCTAssertEqual(try rewrite("import UIKit\nlayer.borderColor = UIColor.black.withAlphaComponent(0.2).cgColor\n").0,
                       "import UIKit\nlayer.borderColor = Semantic.shadowCG\n")
    }

    func testAFailableConstructorsUnwrapBelongsToTheFinding() throws {
        XCTAssertEqual(try rewrite("import UIKit\nlet c = UIColor(hex: 0xFFFFFF)!\n").0, "import UIKit\nlet c = Semantic.background\n")
        XCTAssertEqual(try rewrite("import UIKit\nlet c = UIColor(hex: \"#FFF\")?.withAlphaComponent(0.5)\n").0,
                       "import UIKit\nlet c = Semantic.background.withAlphaComponent(0.5)\n")
    }

    func testAnExpressionThatIsNoPostfixChainIsParenthesizedWherePrecedenceNeedsIt() throws {
        XCTAssertEqual(try rewrite("import UIKit\nlabel.textColor = UIColor.black.withAlphaComponent(0.5)\n").0,
                       "import UIKit\nlabel.textColor = (a ?? b).withAlphaComponent(0.5)\n")
        XCTAssertEqual(try rewrite("import UIKit\nlabel.textColor = UIColor.black\n").0, "import UIKit\nlabel.textColor = a ?? b\n")
    }

    func testAnImplicitMemberExpressionIsWrittenWithItsTypeWhereTheTextHadOne() throws {
        XCTAssertEqual(try rewrite("import UIKit\nlet x = UIColor(white: 0.933, alpha: 1)\nview.backgroundColor = .init(white: 0.933, alpha: 1)\n").0,
                       "import UIKit\nlet x = UIColor.systemBackground\nview.backgroundColor = .systemBackground\n")
    }

    func testASpanHoldingACommentIsDeclinedAndStillReported() throws {
        let source = "import UIKit\nlet c = UIColor(red: 1, // keep\n                green: 1, blue: 1, alpha: 1)\n"
        let (out, reports) = try rewrite(source)
        XCTAssertEqual(out, source)
        XCTAssertEqual(reports.count, 1)
        XCTAssertNotNil(reports[0].resolution.declined)
        XCTAssertFalse(reports[0].resolution.isMapped)
        let disabled = "import UIKit\nlet c = UIColor(red: 1, // recolor:disable\n  green: 1, blue: 1, alpha: 1)\n"
        XCTAssertEqual(try rewrite(disabled).0, disabled)
    }

    func testAPropertyAssignmentIsNeverSwiftUI() throws {
        let (out, reports) = try rewrite("import SwiftUI\nfunc f(view: UIView) { view.backgroundColor = .white }\n")
        XCTAssertEqual(reports.map(\.finding.framework), [.uikit])
        XCTAssertEqual(out, "import SwiftUI\nfunc f(view: UIView) { view.backgroundColor = Semantic.background }\n")
        let appKit = try rewrite("import SwiftUI\nfunc f(view: NSView) { view.layer?.borderColor = nil; field.backgroundColor = .white }\n").1
        XCTAssertEqual(appKit.map(\.finding.framework), [.appkit])
    }

    func testWrappedPlatformColorsAreOneSwiftUIFinding() throws {
        XCTAssertEqual(try rewrite("import SwiftUI\nlet c = Color(#colorLiteral(red: 1, green: 1, blue: 1, alpha: 1))\n").0,
                       "import SwiftUI\nlet c = Color.background\n")
        XCTAssertEqual(try rewrite("import SwiftUI\nlet c = Color(uiColor: .white)\n").0, "import SwiftUI\nlet c = Color.background\n")
        // A ternary inside keeps the wrapper; its arms are of the label's framework.
        let (out, reports) = try rewrite("import SwiftUI\nlet c = Color(nsColor: flag ? .white : .black)\n")
        XCTAssertEqual(reports.map(\.finding.framework), [.appkit, .appkit])
        XCTAssertEqual(out, "import SwiftUI\nlet c = Color(nsColor: flag ? Semantic.background : .black)\n")
    }

    func testATokensOwnDeclarationHoldsNoFinding() throws {
        let source = "import UIKit\nenum Semantic {\n  static let background = UIColor { $0.userInterfaceStyle == .dark ? .black : .white }\n}\nlet x = UIColor.white\n"
        let (out, reports) = try rewrite(source)
        XCTAssertEqual(reports.count, 1)
        XCTAssertTrue(out.hasSuffix("let x = Semantic.background\n"))
        XCTAssertTrue(out.contains("? .black : .white }"))
    }

    func testAnEnumCaseIsNeverReplaced() throws {
        let source = """
        import UIKit
        enum StudioColor: String { case white = "FFFFFF", darkGray1 = "333333" }
        extension UIColor { convenience init(lightColor: StudioColor, darkColor: StudioColor) { self.init(named: lightColor.rawValue)! } }
        let c = UIColor(lightColor: .white, darkColor: .darkGray1)
        """
        let (out, reports) = try rewrite(source)
        XCTAssertEqual(reports.count, 0)
        XCTAssertEqual(out, source)
    }

    /// A label the tree declares with a color type is a context in every file, also in one
    /// that screening would rule out for want of a context word (contract v3).
    func testADeclarationInOneFileDecidesAContextInAnother() throws {
        var options = RunOptions()
        options.configuration = try ConfigurationLoader.parse(Array(Self.table.utf8), file: "table.json")
        let declaring = SwiftSource(path: "Theme.swift", bytes: Array("import UIKit\nstruct Theme { init(light: UIColor, dark: UIColor) {} }\n".utf8))
        let using = SwiftSource(path: "Use.swift", bytes: Array("import UIKit\nlet t = Theme(light: .white, dark: .black)\n".utf8))
        let reports = Engine.analyze([declaring, using], options: options).allReports
        XCTAssertEqual(reports.map(\.file), ["Use.swift", "Use.swift"])
        XCTAssertEqual(reports.map(\.finding.context), ["light", "dark"])
        XCTAssertEqual(reports.map(\.finding.framework), [.uikit, .uikit])
    }

    /// SwiftUI's `.shadow(color:)` stays SwiftUI's where the tree declares `color:` labels
    /// of AppKit colors for other functions; `.opacity` is only SwiftUI's.
    func testAnotherFunctionsLabelDoesNotDecideTheFramework() throws {
        let source = "import SwiftUI\nimport AppKit\nfunc tint(color: NSColor) {}\nlet v = Text(\"a\").shadow(color: .black.opacity(0.1), radius: 2)\n"
        let (_, reports) = try rewrite(source)
        XCTAssertEqual(reports.map(\.finding.framework), [.swiftui])
    }

    func testTokenExpressionsAreCheckedWhenTheTableLoads() {
        for (expression, words) in [("foo(", "never closed"), ("X // c", "comment"), ("a)", "closes nothing"), ("let x = 1", "statement"),
                                    ("a +", "ends with the operator")] {
            let json = #"{ "tokens": { "x": { "uikit": "\#(expression)" } } }"#
            XCTAssertThrowsError(try ConfigurationLoader.parse(Array(json.utf8), file: "t.json"), expression) { error in
                let e = error as? ConfigurationError
                XCTAssertEqual(e?.location, "tokens.x.uikit", expression)
                XCTAssertTrue(e?.message.contains(words) == true, "\(expression): \(e?.message ?? "")")
            }
        }
        XCTAssertNoThrow(try ConfigurationLoader.parse(Array(#"{ "tokens": { "x": { "uikit": "Color(uiColor: .label)", "appkit": "a ?? b" } } }"#.utf8), file: "t.json"))
    }
}
