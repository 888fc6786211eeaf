import Foundation
import XCTest

/// A light/dark helper the app calls with a style of its own (AnyImageKit's `UIColor.create(style:
/// options.theme.style, light:, dark:)`, session 24's review F6): the app's choice, kept whole.
final class InitOwnStyleChoiceTests: XCTestCase {
    func tokens(_ s: Scratch) throws -> [String: [String: Any]] {
        let t = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        return t["tokens"] as? [String: [String: Any]] ?? [:]
    }

    static let theme = """
        import UIKit
        public enum UserInterfaceStyle { case auto, light, dark }
        public struct PickerTheme { public var style: UserInterfaceStyle = .auto }
        extension UIColor {
            static func create(light lightColor: UIColor, dark darkColor: UIColor) -> UIColor {
                UIColor { $0.userInterfaceStyle == .dark ? darkColor : lightColor }
            }
            static func create(style: UserInterfaceStyle, light lightColor: UIColor, dark darkColor: UIColor) -> UIColor {
                switch style {
                case .light: return lightColor
                case .dark: return darkColor
                case .auto: return UIColor.create(light: lightColor, dark: darkColor)
                }
            }
        }
        final class PreviewController: UIViewController {
            var theme = PickerTheme()
            func setBar() {
                view.backgroundColor = UIColor.create(style: theme.style, light: .white, dark: .black)
            }
            func setCard(_ card: UIView) {
                card.backgroundColor = UIColor.create(light: .white, dark: .black)
            }
        }

        """

    /// The app's own style chooses: the call is kept whole, its arms no tokens; the system's pair beside it is harvested.
    func testAHelperChoosingByTheAppsOwnStyleIsKept() throws {
        let s = try Scratch()
        try s.write("Sources/Preview.swift", Self.theme)
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let table = try s.read(".recolor.json")
        XCTAssertTrue(table.contains("chosen by the app's flag: create(style: theme.style, light:, dark:): the app's own style chooses"), table)
        XCTAssertEqual(try CommandRunner.recolor(["generate"], in: s.url).status, 0)
        XCTAssertEqual(try CommandRunner.recolor(["fix", "."], in: s.url).status, 0)
        let fixed = try s.read("Sources/Preview.swift")
        XCTAssertTrue(fixed.contains("view.backgroundColor = UIColor.create(style: theme.style, light: .white, dark: .black)"), fixed)
        XCTAssertFalse(fixed.contains("card.backgroundColor = UIColor.create(light: .white, dark: .black)"), "the system's pair is one token: \(fixed)")
    }

}
