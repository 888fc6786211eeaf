@testable import RecolorCore
import XCTest

/// A helper switching over its own parameter returns one case's color to a call whose argument is
/// a literal: the call's background is that case's, never every case's (session 34's held-out
/// check, V4: bittr's `view.backgroundColor = Colors.getColor("yelloworblue1")` paired a storyboard's
/// white labels with the helper's white and gray arms, false FAILs at 1.00:1).
final class SelectedCaseCallPairsTests: XCTestCase {
    static let table = ##"""
    { "tokens": {
        "page": { "uikit": "Semantic.page", "light": "#FFFFFF", "dark": "#000000" },
        "ink": { "uikit": "Semantic.ink", "light": "#000000", "dark": "#000000" },
        "muted": { "uikit": "Semantic.muted", "light": "#B1B1B1", "dark": "#333333" },
        "onInk": { "uikit": "Semantic.onInk", "light": "#FFFFFF", "dark": "#FFFFFF" } },
      "rules": [
        { "match": "#FFFFFF", "context": ["textColor"], "token": "onInk" },
        { "match": "#FFFFFF", "token": "page" },
        { "match": "#000000", "token": "ink" },
        { "match": "#B1B1B1", "token": "muted" } ] }
    """##

    static func palette(_ parameter: String = "_ name: String", subject: String = "name", cases: (String, String, String) = (#""page""#, #""ink""#, #""muted""#)) -> String {
        """
        import UIKit
        class Palette {
            static func color(\(parameter)) -> UIColor {
                switch \(subject) {
                case \(cases.0): return UIColor.white
                case \(cases.1): return UIColor.black
                case \(cases.2): return UIColor(red: 177/255, green: 177/255, blue: 177/255, alpha: 1)
                default: return UIColor.white
                }
            }
        }
        class HeaderScreen: UIViewController {
            @IBOutlet weak var titleLabel: UILabel!
            override func viewDidLoad() {
                super.viewDidLoad()
                self.view.backgroundColor = Palette.color(ARGUMENT)
            }
        }

        """
    }

    static let storyboard = """
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" targetRuntime="iOS.CocoaTouch">
    <scenes><scene sceneID="s1"><objects>
    <viewController id="vc" customClass="HeaderScreen" sceneMemberID="viewController">
    <view key="view" id="root">
    <subviews>
    <label id="title">
    <color key="textColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
    </label>
    </subviews>
    </view>
    <connections><outlet property="titleLabel" destination="title" id="o1"/></connections>
    </viewController>
    </objects></scene></scenes>
    </document>
    """

    func backgrounds(_ swift: String) throws -> [String] {
        let search = try CodeStyledViewsPairsTests.search(swift: swift, document: Self.storyboard, path: "Main.storyboard", table: Self.table)
        return Set(search.pairs.filter { $0.foreground == "onInk" }.map(\.background)).sorted()
    }

    func testALiteralArgumentReachesItsOwnCaseOnly() throws {
        XCTAssertEqual(try backgrounds(Self.palette().replacingOccurrences(of: "ARGUMENT", with: #""ink""#)), ["ink"])
        XCTAssertEqual(try backgrounds(Self.palette().replacingOccurrences(of: "ARGUMENT", with: #""muted""#)), ["muted"])
    }

    /// bittr's clauses choose in an `if`/`else` (its own dark-mode setting): the clause still holds them.
    func testAReturnInAnIfOfTheClause() throws {
        let code = Self.palette().replacingOccurrences(of: "ARGUMENT", with: #""ink""#)
            .replacingOccurrences(of: #"case "ink": return UIColor.black"#, with: #"case "ink": if name.isEmpty { return UIColor.black } else { return UIColor.black }"#)
        XCTAssertEqual(try backgrounds(code), ["ink"])
    }

    func testALiteralNoCaseListsReachesTheDefault() throws {
        XCTAssertEqual(try backgrounds(Self.palette().replacingOccurrences(of: "ARGUMENT", with: #""other""#)), ["page"])
    }

    func testAnImplicitMemberArgumentAndALabeledParameter() throws {
        let code = Self.palette("named name: Tone", cases: (".page", ".ink", ".muted")).replacingOccurrences(of: "ARGUMENT", with: "named: .ink")
        XCTAssertEqual(try backgrounds("enum Tone { case page, ink, muted, other }\n" + code), ["ink"])
    }

    /// Negatives: an argument that is no literal may reach any case, and a switch over something
    /// other than the parameter selects nothing by the argument.
    func testAnArgumentNotALiteralOrASwitchOverAnotherSubjectReachesEveryCase() throws {
        let variable = Self.palette().replacingOccurrences(of: "ARGUMENT", with: "currentName")
            .replacingOccurrences(of: "class HeaderScreen: UIViewController {", with: "class HeaderScreen: UIViewController {\n    var currentName = \"ink\"")
        XCTAssertEqual(try backgrounds(variable), ["ink", "muted", "page"])
        let other = Self.palette(subject: "Palette.current").replacingOccurrences(of: "ARGUMENT", with: #""ink""#)
            .replacingOccurrences(of: "class Palette {", with: "class Palette {\n    static var current = \"page\"")
        XCTAssertEqual(try backgrounds(other), ["ink", "muted", "page"])
    }
}
