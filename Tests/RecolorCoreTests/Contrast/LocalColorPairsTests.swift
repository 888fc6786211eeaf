@testable import RecolorCore
import XCTest

/// A function holding a view's colors in locals (`let ink: UIColor`, assigned in the arms of an
/// `if`) and setting them whole (`label.textColor = ink`): each arm's text is drawn on the same
/// arm's fill. Charter's three-dots badge (ThreeDotsButton.swift:36–55) was no pair: "token uses
/// not set on a view" (session 32, pairs32).
final class LocalColorPairsTests: XCTestCase {
    static let table = ##"""
    { "tokens": {
        "paleFill": { "uikit": "UIColor.paleFill", "light": "#EFEFF4" },
        "grayFill": { "uikit": "UIColor.grayFill", "light": "#AAAAAA" },
        "paleText": { "uikit": "UIColor.paleText", "light": "#EFEFF4" },
        "grayText": { "uikit": "UIColor.grayText", "light": "#AAAAAA" } } }
    """##

    static func pairs(_ swift: String) throws -> [String] {
        var options = RunOptions()
        options.configuration = try ConfigurationLoader.parse(Array(table.utf8), file: "t.json")
        options.threads = 1
        let source = SwiftSource(path: "Dots.swift", bytes: Array(swift.utf8))
        let reports = Engine.analyze([source], options: options).allReports
        let found = InferredPairs.infer([(file: source, reports: reports)], expressions: TokenExpressions(options.configuration))
        return found.map { p in "\(p.foreground)/\(p.background)@" + p.sightings.map(\.place).joined(separator: ",") }.sorted()
    }

    static func badge(_ declarations: String, _ body: String, background: String = "background", text: String = "foreground") -> String {
        """
        import UIKit
        func dots(light: Bool) -> UIView {
            let view = UIView()
        \(declarations)
        \(body)
            view.backgroundColor = \(background)
            let label = UILabel()
            label.textColor = \(text)
            view.addSubview(label)
            return view
        }
        """
    }

    static let arms = """
        if light {
            background = UIColor.paleFill
            foreground = UIColor.grayText
        } else {
            background = UIColor.grayFill
            foreground = UIColor.paleText
        }
    """

    func testLocalsChosenInTwoArmsPairArmWithArm() throws {
        let swift = Self.badge("    let background: UIColor\n    let foreground: UIColor", Self.arms)
        XCTAssertEqual(try Self.pairs(swift), ["grayText/paleFill@Dots.swift:15 on Dots.swift:13",
                                               "paleText/grayFill@Dots.swift:15 on Dots.swift:13"])
    }

    func testALocalGivenItsColorWhereDeclaredIsAUse() throws {
        let swift = Self.badge("    let background = UIColor.paleFill\n    let foreground: UIColor = UIColor.grayText", "")
        XCTAssertEqual(try Self.pairs(swift), ["grayText/paleFill@Dots.swift:9 on Dots.swift:7"])
    }

    /// Negatives: a member of that name (`self.foreground`, `style.background`), another color
    /// made from the local's (`withAlphaComponent`), a name the function does not declare.
    func testAMemberAnAlphaChangeOrAnUndeclaredNameIsNoUse() throws {
        let declared = "    let background: UIColor\n    let foreground: UIColor"
        XCTAssertEqual(try Self.pairs(Self.badge(declared, Self.arms, background: "style.background", text: "style.foreground")), [])
        let faded = Self.badge("    let background = UIColor.paleFill.withAlphaComponent(0.5)\n    let foreground = UIColor.grayText", "")
        XCTAssertEqual(try Self.pairs(faded), [])
        XCTAssertEqual(try Self.pairs(Self.badge("", Self.arms)), [])
    }
}
