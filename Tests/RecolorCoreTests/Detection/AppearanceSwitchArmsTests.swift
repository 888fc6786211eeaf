@testable import RecolorCore
import XCTest

/// The arms of a `switch` on the appearance that no pair replaces whole (a tuple holding the
/// appearance, a clause with no partner) are kept as written, every one: OnlySwitch's
/// `switch (colorScheme, isOn) { case (.light, false): return .black … }` had its light arm
/// rewritten alone (session 22 F16).
final class AppearanceSwitchArmsTests: XCTestCase {
    func findings(_ source: String) -> [Finding] {
        let file = SwiftSource(path: "Example.swift", bytes: Array(source.utf8))
        return Engine.analyze([file], options: RunOptions()).allReports.map(\.finding)
    }

    static func tupleSwitch(_ subject: String) -> String {
        """
        import SwiftUI
        struct ControlItemView: View {
            @Environment(\\.colorScheme) private var colorScheme
            var isOn: Bool
            var body: some View { Text("Wi-Fi").foregroundColor(textColor) }
            private var textColor: Color {
                switch \(subject) {
                case (.light, false):
                    return .black
                case (.dark, false):
                    return .white
                default:
                    return .accentColor
                }
            }
        }

        """
    }

    func testEveryArmOfASwitchOnATupleWithTheAppearanceIsKept() {
        let all = findings(Self.tupleSwitch("(colorScheme, isOn)"))
        XCTAssertEqual(all.count, 2)
        for f in all {
            XCTAssertNil(f.choice)
            XCTAssertEqual(f.appearanceTest, "switch (colorScheme, isOn)")
            XCTAssertTrue(f.isChosenByAppearanceAlone)
        }
    }

    func testAnUnpairedClauseOfASwitchOnTheAppearanceIsKept() {
        // One clause sets a place the other does not: no pair, and no arm rewritten alone.
        let source = "import UIKit\nfunc f(a: UIView, b: UIView, t: UITraitCollection) {\n  switch t.userInterfaceStyle {\n  case .dark:\n    if a.isHidden {\n      a.backgroundColor = .white\n    }\n  default:\n    b.tintColor = .black\n  }\n}\n"
        let all = findings(source)
        XCTAssertEqual(all.count, 2)
        XCTAssertTrue(all.allSatisfy { $0.isChosenByAppearanceAlone && $0.appearanceTest == "switch t.userInterfaceStyle" }, all.map { $0.appearanceTest ?? "none" }.description)
    }

    func testASwitchOnAnythingElseKeepsNothing() {
        let all = findings(Self.tupleSwitch("(isOn, isOn)"))
        XCTAssertEqual(all.count, 2)
        XCTAssertTrue(all.allSatisfy { $0.appearanceTest == nil })
        let size = "import UIKit\nfunc f(a: UIView, t: UITraitCollection) {\n  switch t.horizontalSizeClass {\n  case .compact:\n    a.backgroundColor = .white\n  default:\n    a.backgroundColor = .black\n  }\n}\n"
        XCTAssertTrue(findings(size).allSatisfy { $0.appearanceTest == nil })
    }
}
