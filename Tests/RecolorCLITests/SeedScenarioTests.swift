import Foundation
import XCTest

/// The scenario recolor was made for (BigCommerce's dark mode, issue 22's Done-when), in a fixture
/// of its shape: a palette struct `Essentials` of fixed colors, a computed `Semantic` layer choosing
/// between them by a `darkMode` Bool the code computes from the appearance, views using palette
/// members. `init` finds the palette and harvests every `Semantic` member as a token with the
/// code's light and dark values and its own expression; the rules map each palette member to the
/// token whose light value it is; `fix` rewrites every palette use; `check` then reports nothing
/// and `lock` succeeds.
final class SeedScenarioTests: XCTestCase {
    static let style = """
    import UIKit

    extension UIColor {
        convenience init(rgbValue: UInt32) {
            self.init(red: CGFloat((rgbValue >> 16) & 0xFF) / 255, green: CGFloat((rgbValue >> 8) & 0xFF) / 255,
                      blue: CGFloat(rgbValue & 0xFF) / 255, alpha: 1)
        }
    }

    struct Style {
        static var darkMode: Bool {
            if #available(iOS 12.0, *) {
                return UIScreen.main.traitCollection.userInterfaceStyle == .dark
            } else {
                return false
            }
        }

        struct Color {
            struct Essentials {
                static let blue20 = UIColor(rgbValue: 0xdbe3fe)
                static let blue40 = UIColor(rgbValue: 0x3c64f4)
                static let grey10 = UIColor(rgbValue: 0xf5f7fa)
                static let grey50 = UIColor(rgbValue: 0x8c93ad)
                static let grey60 = UIColor(rgbValue: 0x5e637a)
                static let grey70 = UIColor(rgbValue: 0x313440)
                static let red40 = UIColor(rgbValue: 0xdb3643)
            }

            struct Semantic {
                static var background: UIColor {
                    return darkMode ? UIColor(rgbValue: 0x000000) : UIColor(rgbValue: 0xffffff)
                }
                static var actionBackground: UIColor {
                    return darkMode ? Essentials.grey60 : Essentials.blue20
                }
                static var actionText: UIColor {
                    return darkMode ? Essentials.blue40 : Essentials.blue40
                }
                static var primaryText: UIColor {
                    return darkMode ? Essentials.grey10 : Essentials.grey70
                }
                static var secondaryText: UIColor {
                    return darkMode ? Essentials.grey50 : Essentials.grey50
                }
                static var errorText: UIColor {
                    return darkMode ? Essentials.red40 : Essentials.red40
                }
            }
        }
    }

    """

    static let store = """
    import UIKit

    final class StoreViewController: UIViewController {
        let titleLabel = UILabel()
        let errorLabel = UILabel()
        let actionButton = UIButton()
        let hintLabel = UILabel()

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = Style.Color.Semantic.background
            titleLabel.textColor = Style.Color.Essentials.grey70
            errorLabel.textColor = Style.Color.Essentials.red40
            actionButton.setTitleColor(Style.Color.Essentials.blue40, for: .normal)
            actionButton.backgroundColor = Style.Color.Essentials.blue20
            hintLabel.textColor = Style.Color.Essentials.grey50
        }
    }

    """

    static let cell = """
    import UIKit

    final class OrderCell: UITableViewCell {
        func configure() {
            textLabel?.textColor = Style.Color.Essentials.grey70
            detailTextLabel?.textColor = Style.Color.Essentials.grey50
        }
    }

    """

    func project() throws -> Scratch {
        let s = try Scratch()
        try s.write("Sources/Style/Style.swift", Self.style)
        try s.write("Sources/Views/StoreViewController.swift", Self.store)
        try s.write("Sources/Views/OrderCell.swift", Self.cell)
        return s
    }

    func table(_ s: Scratch) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
    }

    func testInitFindsThePaletteAndHarvestsTheSemanticLayer() throws {
        let s = try project()
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stderr.contains("palettes found: Essentials"), r.stderr)
        let t = try table(s)
        XCTAssertEqual(t["palettes"] as? [String], ["Essentials"])
        let tokens = t["tokens"] as! [String: [String: String]]
        XCTAssertEqual(Set(tokens.keys), ["background", "actionBackground", "actionText", "primaryText", "secondaryText", "errorText"])
        let expected: [String: (String, String)] = [
            "background": ("#FFFFFF", "#000000"), "actionBackground": ("#DBE3FE", "#5E637A"), "actionText": ("#3C64F4", "#3C64F4"),
            "primaryText": ("#313440", "#F5F7FA"), "secondaryText": ("#8C93AD", "#8C93AD"), "errorText": ("#DB3643", "#DB3643"),
        ]
        for (name, (light, dark)) in expected {
            let token = tokens[name]!
            XCTAssertEqual(token["light"], light, name)
            XCTAssertEqual(token["dark"], dark, "\(name): the code's dark value, never a proposal")
            XCTAssertEqual(token["uikit"], "Style.Color.Semantic.\(name)", "the member the code declares is the expression")
            XCTAssertEqual(token["source"], "code", name)
            XCTAssertTrue(token["from"]?.hasPrefix("Sources/Style/Style.swift:") == true, name)
        }
        let rules = t["rules"] as! [[String: Any]]
        let memberRules = rules.filter { $0["dark"] == nil }.map { "\($0["match"]!) -> \($0["token"]!)" }
        XCTAssertEqual(Set(memberRules), ["Essentials.grey70 -> primaryText", "Essentials.blue20 -> actionBackground",
                                          "Essentials.blue40 -> actionText", "Essentials.grey50 -> secondaryText",
                                          "Essentials.red40 -> errorText"])
        XCTAssertTrue(rules.contains { $0["match"] as? String == "Essentials.grey70" && $0["dark"] as? String == "Essentials.grey10" })
    }

    func testFixMigratesEveryPaletteUseThenCheckIsCleanAndLockSucceeds() throws {
        let s = try project()
        XCTAssertEqual(try CommandRunner.recolor(["init", "."], in: s.url).status, 0)
        let fix = try CommandRunner.recolor(["fix", "."], in: s.url)
        XCTAssertEqual(fix.status, 0, fix.stderr)
        let store = try s.read("Sources/Views/StoreViewController.swift")
        XCTAssertTrue(store.contains("titleLabel.textColor = Style.Color.Semantic.primaryText\n"), store)
        XCTAssertTrue(store.contains("errorLabel.textColor = Style.Color.Semantic.errorText\n"), store)
        XCTAssertTrue(store.contains("setTitleColor(Style.Color.Semantic.actionText, for: .normal)"), store)
        XCTAssertTrue(store.contains("actionButton.backgroundColor = Style.Color.Semantic.actionBackground\n"), store)
        XCTAssertTrue(store.contains("hintLabel.textColor = Style.Color.Semantic.secondaryText\n"), store)
        XCTAssertFalse(store.contains("Essentials"), store)
        let cell = try s.read("Sources/Views/OrderCell.swift")
        XCTAssertFalse(cell.contains("Essentials"), cell)
        XCTAssertEqual(try s.read("Sources/Style/Style.swift"), Self.style, "the semantic layer is the tokens' definition: left as it is")

        let check = try CommandRunner.recolor(["check", "."], in: s.url)
        XCTAssertEqual(check.status, 0, check.stdout + check.stderr)
        XCTAssertEqual(check.stdout, "")

        let lock = try CommandRunner.recolor(["lock"], in: s.url)
        XCTAssertEqual(lock.status, 0, lock.stdout + lock.stderr)
        XCTAssertTrue(try s.read("Sources/Style/Style.swift").contains("fileprivate static let grey70"))
    }
}
