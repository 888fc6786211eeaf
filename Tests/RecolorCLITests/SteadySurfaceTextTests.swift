import Foundation
import XCTest

/// Text on a surface that stays light in Dark Mode keeps its color, beside other uses of its value
/// that adapt (`KeptOnSteadySurfaces`). stepik's black peer-review title (QuizViewController.xib) on
/// `peerReviewButton.backgroundColor = .stepikYellow` (the app's dynamic yellow, dark #FDF17A) joined
/// `label` with the page's black labels: white on light yellow in Dark, 1.16:1, "no dark value keeps
/// it" (session 30's held-out check, V2; /work/s30/repro/v2). Hand-written, in the app's shape.
final class SteadySurfaceTextTests: XCTestCase {
    static func palette(dark: String) -> String {
        """
        import UIKit

        extension UIColor {
            static func dynamic(light: UIColor, dark: UIColor) -> UIColor {
                UIColor { $0.userInterfaceStyle == .dark ? dark : light }
            }
            static var appYellow: UIColor { .dynamic(light: Palette.yellow500, dark: Palette.yellow200) }
        }

        enum Palette {
            static let yellow500 = UIColor(red: 254 / 255, green: 219 / 255, blue: 65 / 255, alpha: 1)
            static let yellow200 = \(dark)
        }

        final class QuizViewController: UIViewController {
            @IBOutlet var peerReviewButton: UIButton!
            override func viewDidLoad() {
                super.viewDidLoad()
                peerReviewButton.backgroundColor = .appYellow
            }
        }

        """
    }

    /// A black button title (the outlet's) and two black labels on the white page; `title2` a second
    /// black title of the same context in the document, on the page (no outlet of its own).
    static func xib(secondTitle: Bool = false) -> String {
        let black = #"<color key="titleColor" red="0.0" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
        let text = #"<color key="textColor" red="0.0" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="QuizViewController">
                    <connections>
                        <outlet property="peerReviewButton" destination="Qdk-og-oWI" id="abc-de-fgh"/>
                        <outlet property="view" destination="i5M-Pr-FkT" id="sfx-zR-JGt"/>
                    </connections>
                </placeholder>
                <view contentMode="scaleToFill" id="i5M-Pr-FkT">
                    <subviews>
                        <button opaque="NO" buttonType="roundedRect" id="Qdk-og-oWI">
                            <state key="normal" title="Review">
                                \(black)
                            </state>
                        </button>
        \(secondTitle ? """
                        <button opaque="NO" buttonType="roundedRect" id="Btn-aa-002">
                            <state key="normal" title="Skip">
                                \(black)
                            </state>
                        </button>
        """ : "")
                        <label opaque="NO" text="Question" id="Lbl-aa-001">
                            \(text)
                        </label>
                        <label opaque="NO" text="Hint" id="Lbl-aa-002">
                            \(text)
                        </label>
                    </subviews>
                    <color key="backgroundColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </view>
            </objects>
        </document>

        """
    }

    func testABlackTitleOnTheAppsYellowThatStaysLightIsKeptInItsPlace() throws {
        let draft = try InitDraft(["Palette.swift": Self.palette(dark: "UIColor(red: 253 / 255, green: 241 / 255, blue: 122 / 255, alpha: 1)"),
                                   "QuizViewController.xib": Self.xib()])
        let keeps = draft.rules.filter { $0["keep"] != nil && ($0["match"] as? String) == "#000000" }
        XCTAssertEqual(keeps.count, 1, "\(draft.rules)")
        XCTAssertEqual(keeps.first?["in"] as? [String], ["peerReviewButton@QuizViewController"], "\(keeps)")
        XCTAssertEqual(keeps.first?["context"] as? [String], ["titleColor"], "\(keeps)")
        XCTAssertTrue((keeps.first?["keep"] as? String ?? "").hasPrefix("on a steady surface: drawn on appYellow"), "\(keeps)")
        // The labels on the white page still adapt.
        XCTAssertTrue(draft.rules.contains { ($0["match"] as? String) == "#000000" && $0["token"] as? String == "label" && $0["in"] == nil }, "\(draft.rules)")
        let fix = try CommandRunner.recolor(["fix", "."], in: draft.scratch.url)
        XCTAssertEqual(fix.status, 0, fix.stderr)
        let xib = try String(contentsOf: draft.scratch.url.appendingPathComponent("QuizViewController.xib"), encoding: .utf8)
        XCTAssertTrue(xib.contains(#"<color key="titleColor" red="0.0" green="0.0" blue="0.0""#), xib)
        XCTAssertEqual(xib.components(separatedBy: #"<color key="textColor" systemColor="labelColor"/>"#).count, 3, xib)
    }

    /// Negative: the yellow's dark value is a dark olive (#3A3500): the black as written does not read
    /// on it in Dark, so the title is no steady surface's text and nothing is kept for it.
    func testATitleOnASurfaceThatDarkensIsNotKept() throws {
        let draft = try InitDraft(["Palette.swift": Self.palette(dark: "UIColor(red: 58 / 255, green: 53 / 255, blue: 0, alpha: 1)"),
                                   "QuizViewController.xib": Self.xib()])
        XCTAssertFalse(draft.rules.contains { $0["keep"] != nil && ($0["match"] as? String) == "#000000" }, "\(draft.rules)")
    }

    /// Negative: the document's other black title, not named by the outlet and not on the yellow, is
    /// not reached by the rule limited to the outlet: it adapts (`labelColor` after fix).
    func testAnotherTitleOfTheDocumentStillAdapts() throws {
        let draft = try InitDraft(["Palette.swift": Self.palette(dark: "UIColor(red: 253 / 255, green: 241 / 255, blue: 122 / 255, alpha: 1)"),
                                   "QuizViewController.xib": Self.xib(secondTitle: true)])
        let keeps = draft.rules.filter { $0["keep"] != nil && ($0["match"] as? String) == "#000000" }
        XCTAssertEqual(keeps.first?["in"] as? [String], ["peerReviewButton@QuizViewController"], "\(draft.rules)")
        let fix = try CommandRunner.recolor(["fix", "."], in: draft.scratch.url)
        XCTAssertEqual(fix.status, 0, fix.stderr)
        let xib = try String(contentsOf: draft.scratch.url.appendingPathComponent("QuizViewController.xib"), encoding: .utf8)
        XCTAssertTrue(xib.contains(#"<color key="titleColor" red="0.0" green="0.0" blue="0.0""#), xib)
        XCTAssertTrue(xib.contains(#"<color key="titleColor" systemColor="labelColor"/>"#), xib)
    }

    /// A document of plain views (no class of its own) is the keep's place: MaxPreps' black card title on the app's
    /// `CardWhite`, white in light and dark, beside another document's black label on no background. init mapped both
    /// to `label` and said "no dark value keeps label on cardWhite" (session 41, pairs41b-v2).
    static func card(extraLabel: Bool = false) -> String {
        let text = #"<color key="textColor" red="0.0" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <view contentMode="scaleToFill" id="Crd-aa-001">
                    <subviews>
                        <label opaque="NO" text="Title" id="Lbl-cc-001">
                            \(text)
                        </label>
        \(extraLabel ? """
                        <view contentMode="scaleToFill" id="Pnl-aa-001">
                            <subviews>
                                <label opaque="NO" text="Note" id="Lbl-cc-002">
                                    \(text)
                                </label>
                            </subviews>
                            <color key="backgroundColor" red="0.9" green="0.9" blue="0.9" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </view>
        """ : "")
                    </subviews>
                    <color key="backgroundColor" name="CardWhite"/>
                </view>
            </objects>
            <resources>
                <namedColor name="CardWhite">
                    <color red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </namedColor>
            </resources>
        </document>

        """
    }

    static let plain = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <label opaque="NO" text="Plain" id="Lbl-pp-001">
                    <color key="textColor" red="0.0" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </label>
            </objects>
        </document>

        """

    static let cardWhite = #"{ "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "1.000", "green" : "1.000", "red" : "1.000" } }, "idiom" : "universal" }, { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "1.000", "green" : "1.000", "red" : "1.000" } }, "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 } }"#

    func testTextOnAFixedWhiteSetInADocumentOfPlainViewsIsKeptByItsDocument() throws {
        let draft = try InitDraft(["CardCell.xib": Self.card(), "Plain.xib": Self.plain,
                                   "Assets.xcassets/CardWhite.colorset/Contents.json": Self.cardWhite])
        let keeps = draft.rules.filter { $0["keep"] != nil && ($0["match"] as? String) == "#000000" }
        XCTAssertEqual(keeps.first?["in"] as? [String], ["CardCell.xib"], "\(draft.rules)")
        XCTAssertTrue(draft.rules.contains { ($0["match"] as? String) == "#000000" && $0["token"] as? String == "label" && $0["in"] == nil }, "\(draft.rules)")
    }

    /// Negative: another black label of the same document on an adaptive panel would be reached by a rule limited to the
    /// document: nothing is kept there.
    func testTheDocumentIsNoPlaceWhenAnotherOfItsTextsAdapts() throws {
        let draft = try InitDraft(["CardCell.xib": Self.card(extraLabel: true), "Plain.xib": Self.plain,
                                   "Assets.xcassets/CardWhite.colorset/Contents.json": Self.cardWhite])
        XCTAssertFalse(draft.rules.contains { $0["keep"] != nil && ($0["match"] as? String) == "#000000" && ($0["in"] as? [String]) == ["CardCell.xib"] }, "\(draft.rules)")
    }

    /// The other side: a surface under text the draft keeps fixed keeps its value where the text is on it (Gulps' month
    /// label, #2C67C4 in a storyboard of an iOS 9 target, on the code's #F7F7F7, darkened by init to 3.46:1; session 41,
    /// pairs41h-v2). Negative: the same surface under text that adapts still adapts.
    static let calendar = #"""
<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc1">
    <scenes>
        <scene sceneID="s1">
            <objects>
                <viewController id="vc1" customClass="CalendarViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="May" id="month">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="40"/>
                                <color key="textColor" red="0.17254901960784313" green="0.40392156862745099" blue="0.7686274509803922" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </label>
                        </subviews>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    </view>
                    <connections>
                        <outlet property="monthLabel" destination="month" id="o1"/>
                    </connections>
                </viewController>
            </objects>
        </scene>
    </scenes>
</document>
"""#

    static let spec = #"""
name: App
options:
  deploymentTarget:
    iOS: "9.0"
targets:
  App:
    type: application
    platform: iOS
    deploymentTarget: "9.0"
    sources: [App]
"""#

    func testASurfaceUnderTextKeptFixedKeepsItsValueThere() throws {
        let code = "import UIKit\nfinal class CalendarViewController: UIViewController {\n    @IBOutlet weak var monthLabel: UILabel!\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        monthLabel.backgroundColor = UIColor(red: 0.97, green: 0.97, blue: 0.97, alpha: 1.00)\n    }\n}\n"
        let draft = try InitDraft(["project.yml": Self.spec, "App/Base.lproj/Main.storyboard": Self.calendar, "App/CalendarViewController.swift": code])
        let keeps = draft.rules.filter { $0["keep"] != nil && ($0["match"] as? String) == "#F7F7F7" }
        XCTAssertEqual(keeps.first?["in"] as? [String], ["CalendarViewController.viewDidLoad.monthLabel"], "\(draft.rules)")
        XCTAssertTrue((keeps.first?["keep"] as? String ?? "").hasPrefix("under fixed text"), "\(keeps)")
        // (An iOS 13 target draws the document's colors named: the text adapts, nothing is fixed on the surface.)
        let plain = try InitDraft(["project.yml": Self.spec.replacingOccurrences(of: "9.0", with: "13.0"), "App/Base.lproj/Main.storyboard": Self.calendar,
                                   "App/CalendarViewController.swift": code])
        XCTAssertFalse(plain.rules.contains { $0["keep"] != nil && ($0["match"] as? String) == "#F7F7F7" }, "\(plain.rules)")
    }
}
