import Foundation
import XCTest

/// The app's own light/dark value type (Tinkoff's AcquiringSdk_IOS, session 27's lead sweep, new to
/// everyone): `struct UIColor.Dynamic { let light, dark: UIColor; var color: UIColor }` built from a
/// palette whose members fall back (`UIColor(hex: "#000000") ?? .clear`). Before: the members were
/// tokens by value (the black `dark:` of the base background became `label`, white in Dark Mode),
/// and each `UIColor.Dynamic(…)` call was replaced by a `UIColor` token where a `UIColor.Dynamic` is
/// wanted, which does not build. Negatives: a member of type `UIColor` is still its pair's token, and
/// a `.color` read after the call is replaced with it.
final class InitOwnValueTypePairsTests: XCTestCase {
    static let palette = """
        import UIKit
        extension UIColor {
            struct Dynamic {
                let light: UIColor
                let dark: UIColor
                var color: UIColor { UIColor { $0.userInterfaceStyle == .dark ? self.dark : self.light } }
            }
            convenience init?(hex: String) { self.init(white: 0, alpha: 1) }
            static func adaptive(light: UIColor, dark: UIColor) -> UIColor {
                UIColor { $0.userInterfaceStyle == .dark ? dark : light }
            }
        }
        struct Shades {
            static var n14: UIColor { UIColor(hex: "#FFFFFF") ?? .clear }
            static var n15: UIColor {
                UIColor(hex: "#000000") ?? .clear
            }
            static var n16: UIColor { UIColor(hex: "#1C1C1E") ?? .clear }
        }
        extension Shades {
            struct Surface {
                static var base: UIColor.Dynamic {
                    UIColor.Dynamic(
                        light: Shades.n14,
                        dark: Shades.n15
                    )
                }
                static var raised: UIColor.Dynamic { UIColor.Dynamic(light: Shades.n14, dark: Shades.n16) }
                static var shimmer: UIColor.Dynamic {
                    UIColor.Dynamic(light: .black.withAlphaComponent(0.03), dark: .white.withAlphaComponent(0.10))
                }
                static var rule: UIColor { UIColor.adaptive(light: .lightGray, dark: .darkGray) }
            }
        }
        final class Card: UIView {
            func setUp(_ title: UILabel) {
                backgroundColor = Surface.base.color
                title.textColor = UIColor.Dynamic(light: .black, dark: .white).color
            }
        }

        """

    func testTheValueTypesPairsAreReadAndItsCallsStay() throws {
        let s = try Scratch()
        try s.write("Kit/Shades.swift", Self.palette)
        let initRun = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(initRun.status, 0, initRun.stderr)
        let table = try s.read(".recolor.json")
        // The pairs the code has, under the members' names, light and dark from code.
        for (name, dark) in [("base", "#000000"), ("raised", "#1C1C1E"), ("shimmer", "#FFFFFF1A")] {
            XCTAssertTrue(table.contains("\"\(name)\": {"), table)
            XCTAssertTrue(table.contains("\"dark\": \"\(dark)\""), table)
        }
        // A member of another type is no token's expression; a `UIColor` member is (the negative).
        XCTAssertFalse(table.contains("\"uikit\": \"Shades.Surface.base\""), table)
        XCTAssertTrue(table.contains("\"uikit\": \"Shades.Surface.rule\""), table)
        let diff = try CommandRunner.recolor(["fix", "--diff", "."], in: s.url)
        XCTAssertEqual(diff.status, 0, diff.stderr)
        // The palette's members and the value type's calls stay as written.
        let removed = diff.stdout.split(separator: "\n").filter { $0.hasPrefix("-") && !$0.hasPrefix("---") }
        for kept in ["UIColor(hex:", "UIColor.Dynamic(light: Shades", "withAlphaComponent(0.03)", "dark: Shades.n15"] {
            XCTAssertFalse(removed.contains { $0.contains(kept) }, diff.stdout)
        }
        // Negative: a call whose `.color` is read is rewritten whole, `.color` included.
        XCTAssertTrue(diff.stdout.contains("-        title.textColor = UIColor.Dynamic(light: .black, dark: .white).color"), diff.stdout)
        let added = diff.stdout.split(separator: "\n").filter { $0.hasPrefix("+        title.textColor = ") }
        XCTAssertEqual(added.count, 1, diff.stdout)
        XCTAssertFalse(added.contains { $0.hasSuffix(".color") }, diff.stdout)
        // The guard does not flag the app's own choices.
        let check = try CommandRunner.recolor(["check", "."], in: s.url)
        XCTAssertFalse(check.stdout.contains("withAlphaComponent(0.03)"), check.stdout)
    }
}
