@testable import RecolorCore
import XCTest

/// A segmented control's `selectedSegmentTintColor` is the selected segment's fill (Lockdown's
/// was read as a tint over the controller's background): its selected title (`for: .selected`)
/// is the text over it, the normal title the text over the control's own background.
final class SegmentedControlPairsTests: XCTestCase {
    static let table = ##"""
    { "tokens": {
        "ink": { "uikit": "Palette.ink", "light": "#1C1C1E", "dark": "#F2F2F7" },
        "onAccent": { "uikit": "Palette.onAccent", "light": "#FFFFFF", "dark": "#FFFFFF" },
        "accentFill": { "uikit": "Palette.accentFill", "light": "#0A84FF", "dark": "#0A60C0" },
        "card": { "uikit": "Palette.card", "light": "#F2F2F7", "dark": "#1C1C1E" } } }
    """##

    func pairs(_ code: String) throws -> [String] { try PairsOfOneFile.described(code, table: Self.table, roles: true) }

    /// The selected title pairs with the selected segment's fill, the normal title with the
    /// control's background. Negative: the fill is no tint over the control's background, and the
    /// selected title never pairs with the control's background; an attributed string's color
    /// (`NSAttributedString(…, attributes: [.foregroundColor: …])`) names no view.
    func testSelectedTitleIsOverTheSelectedSegmentsFill() throws {
        let code = """
        import UIKit
        final class Filter: UIViewController {
            let control = UISegmentedControl(items: ["a", "b"])
            override func viewDidLoad() {
                control.backgroundColor = Palette.card
                control.selectedSegmentTintColor = Palette.accentFill
                control.setTitleTextAttributes([.foregroundColor: Palette.onAccent], for: .selected)
                control.setTitleTextAttributes([NSAttributedString.Key.foregroundColor: Palette.ink], for: .normal)
                let note = NSAttributedString(string: "x", attributes: [.foregroundColor: Palette.onAccent])
                print(note)
            }
        }
        """
        XCTAssertEqual(try pairs(code), ["ink/card@8-5:text", "onAccent/accentFill@7-6:text"])
    }

    /// A stored control set up in two places, and the selected state written in full
    /// (`UIControl.State.selected`). Negative: with no fill set, the selected title pairs with nothing.
    func testStoredControlAcrossFunctions() throws {
        let code = """
        import UIKit
        final class Filter: UIView {
            let control = UISegmentedControl(items: ["a", "b"])
            let other = UISegmentedControl(items: ["a", "b"])
            func style() {
                control.selectedSegmentTintColor = Palette.accentFill
            }
            func titles() {
                control.setTitleTextAttributes([.foregroundColor: Palette.onAccent], for: UIControl.State.selected)
                other.backgroundColor = Palette.card
                other.setTitleTextAttributes([.foregroundColor: Palette.onAccent], for: .selected)
            }
        }
        """
        XCTAssertEqual(try pairs(code), ["onAccent/accentFill@9-6:text"])
    }

    /// The role `init` names the token by: a fill, not a tint.
    func testTheFillsRole() {
        XCTAssertEqual(ColorRole(context: "selectedSegmentTintColor"), .fill)
        XCTAssertEqual(ContrastRole(contextName: "selectedSegmentTintColor"), .background)
        XCTAssertEqual(ColorRole(context: "tintColor"), .tint)
        XCTAssertEqual(ColorRole(context: "selectedImageTintColor"), .tint)
    }

    /// An attributes literal with a background draws its text over it (Boop's selection: session
    /// 15's audit, F16). Negative: two literals never pair with each other, and a literal with
    /// no background pairs with nothing.
    func testAnAttributesLiteralPairsItsForegroundWithItsOwnBackground() throws {
        let code = """
        import UIKit
        final class Editor: UIViewController {
            let text = UITextView()
            override func viewDidLoad() {
                text.linkTextAttributes = [.backgroundColor: Palette.accentFill, .foregroundColor: Palette.onAccent]
                let plain: [NSAttributedString.Key: Any] = [.foregroundColor: Palette.ink]
                let marked: [NSAttributedString.Key: Any] = [.backgroundColor: Palette.card]
                print(plain, marked)
            }
        }
        """
        XCTAssertEqual(try pairs(code), ["onAccent/accentFill@5-5:text"])
    }

    /// The app's own color set (a harvested token) read through Xcode's asset symbol
    /// (`Color.premiumText`) is that token (session 15's audit, F10: Unwatched's inverted button
    /// showed no pair). Negative: the same symbol of a set no token is stays unknown.
    func testAnAssetSymbolOfTheAppsColorSetIsItsToken() throws {
        let table = ##"""
        { "tokens": {
            "premiumText": { "swiftui": "Color(\"PremiumText\")", "light": "#5A1010", "dark": "#5A1010", "asset": "PremiumText", "source": "code" },
            "card": { "swiftui": "Palette.card", "light": "#FFFFFF", "dark": "#1C1C1E" } } }
        """##
        let code = """
        import SwiftUI
        struct Badge: View {
            var body: some View { Text("New").foregroundStyle(Color.premiumText).background(Palette.card) }
        }
        struct Other: View {
            var body: some View { Text("Old").foregroundStyle(Color.otherText).background(Palette.card) }
        }
        """
        XCTAssertEqual(try PairsOfOneFile.described(code, table: table), ["premiumText/card@3-3"])
    }
}
