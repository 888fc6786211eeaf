@testable import RecolorCore
import XCTest

/// An arm of a ternary on the appearance whose other arm is a call of the app's (Hamster's
/// `context.hasDarkColorScheme ? HamsterUIColor.shared.standardButtonBackground(for: context) :
/// .white`) is kept as written: the code picks each appearance's color, and rewriting the white
/// alone made it `Semantic.inverseText` beside a dark arm kept as it is (session 27 verify, m-1).
final class AppearanceCallArmsTests: XCTestCase {
    func findings(_ source: String) -> [Finding] {
        let file = SwiftSource(path: "Example.swift", bytes: Array(source.utf8))
        return Engine.analyze([file], options: RunOptions()).allReports.map(\.finding)
    }

    static func keyboard(_ expression: String) -> String {
        """
        import UIKit
        final class KeyboardContext {
            var colorScheme: UIUserInterfaceStyle = .light
            var hasDarkColorScheme: Bool { colorScheme == .dark }
        }
        final class ColorReader {
            static let shared = ColorReader()
            func buttonBackground(for context: KeyboardContext) -> UIColor { UIColor(named: "Key")! }
        }
        struct KeyAppearance {
            let context: KeyboardContext
            var isPressed = false
            let tint: UIColor
            func pressedBackground() -> UIColor {
                return \(expression)
            }
        }

        """
    }

    func testTheLightArmBesideACallIsKept() {
        let all = findings(Self.keyboard("context.hasDarkColorScheme ? ColorReader.shared.buttonBackground(for: context) : .white"))
        let white = all.first { $0.color == RGBA(red: 255, green: 255, blue: 255) }
        XCTAssertNotNil(white?.appearanceTest, "\(all)")
        XCTAssertTrue(white?.isChosenByAppearanceAlone == true)
    }

    func testTheDarkArmBesideACallIsKept() {
        let all = findings(Self.keyboard("context.hasDarkColorScheme ? .white : ColorReader.shared.buttonBackground(for: context)"))
        XCTAssertNotNil(all.first { $0.color == RGBA(red: 255, green: 255, blue: 255) }?.appearanceTest, "\(all)")
    }

    /// Negative: a light arm beside a plain value the code computes (`tint`) is the token's light
    /// value and may be rewritten; a call beside a test that is no appearance's; a call chained on
    /// after the arm is the whole arm's, no call arm.
    func testNearMissesAreRewritten() {
        XCTAssertNil(findings(Self.keyboard("context.hasDarkColorScheme ? tint : .white")).first { $0.color == RGBA(red: 255, green: 255, blue: 255) }?.appearanceTest)
        XCTAssertNil(findings(Self.keyboard("isPressed ? ColorReader.shared.buttonBackground(for: context) : .white")).first { $0.color == RGBA(red: 255, green: 255, blue: 255) }?.appearanceTest)
        let chained = findings(Self.keyboard("context.hasDarkColorScheme ? ColorReader.shared.buttonBackground(for: context).withAlphaComponent(0.5) : .white"))
        XCTAssertNotNil(chained.first { $0.color == RGBA(red: 255, green: 255, blue: 255) }, "\(chained)")
    }
}
