@testable import RecolorCore
import XCTest

/// A local's starting value that a branch on the appearance overrides (`var color = UIColor.white`
/// then `if style == .light { color = .black }`: Jotify's screens, session 39's intent39a m1) is kept
/// as written with the override: the default alone was rewritten to a token with a proposed dark
/// value. Negative: a default overridden on another condition adapts as any color.
final class OverriddenLocalDefaultTests: XCTestCase {
    func findings(_ source: String) -> [Finding] {
        let file = SwiftSource(path: "Example.swift", bytes: Array(source.utf8))
        return Engine.analyze([file], options: RunOptions()).allReports.map(\.finding)
    }

    static func screen(_ condition: String) -> String {
        """
        import UIKit
        final class Settings: UIViewController {
            var highlighted = false
            func style(_ label: UILabel) {
                var textColor: UIColor = .white
                if \(condition) {
                    textColor = .black
                }
                label.textColor = textColor
            }
        }

        """
    }

    func testTheDefaultOfALocalTheAppearanceOverridesIsKeptWithIt() {
        for condition in ["traitCollection.userInterfaceStyle == .light",
                          "traitCollection.userInterfaceStyle == .light || traitCollection.userInterfaceStyle == .unspecified"] {
            let all = findings(Self.screen(condition))
            XCTAssertEqual(all.count, 2, condition)
            XCTAssertTrue(all.allSatisfy { $0.choice == nil && $0.appearanceTest != nil }, "\(condition): \(all.map(\.appearanceTest))")
        }
        let other = findings(Self.screen("highlighted"))
        XCTAssertEqual(other.count, 2)
        XCTAssertTrue(other.allSatisfy { $0.appearanceTest == nil }, "\(other.map(\.appearanceTest))")
    }
}
