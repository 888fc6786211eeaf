import Foundation
import XCTest

/// A title color is drawn only where the button shows a title. focus-ios's find bar gives its
/// buttons an image and a white title color, never a title: white on the bar's background was its
/// one failing pair but the table's, 1.41:1 (session 21 audit F8). GoMap's help button is an
/// `infoLight` button (a glyph in the tint) with a title color for the normal and the highlighted
/// state: both were paired, the highlighted white on white at 1.00:1 (F22).
final class UntitledButtonPairTests: XCTestCase {
    let table = ##"""
        { "tokens": {
            "inverseText": { "uikit": "Semantic.inverseText", "light": "#FFFFFF", "dark": "#FFFFFF" },
            "linkText": { "uikit": "Semantic.linkText", "light": "#324F85", "dark": "#9FB7E6" },
            "barBackground": { "uikit": "Semantic.barBackground", "light": "#F9F9FB", "dark": "#1C1B22" } },
          "rules": [ { "match": "#FFFFFF", "token": "inverseText" }, { "match": "#324F85", "token": "linkText" },
                     { "match": "#F9F9FB", "token": "barBackground" } ] }
        """##

    func bar(_ buttonSetup: String) -> String {
        """
        import UIKit
        final class FindInPageBar: UIView {
            private let previousButton = UIButton()
            override init(frame: CGRect) {
                super.init(frame: frame)
                backgroundColor = UIColor(red: 0xF9 / 255, green: 0xF9 / 255, blue: 0xFB / 255, alpha: 1)
        \(buttonSetup)
                previousButton.setTitleColor(.white, for: [])
                addSubview(previousButton)
            }
            required init?(coder: NSCoder) { fatalError() }
        }

        """
    }

    func contrast(_ files: [String: String]) throws -> CommandRunner.Outcome {
        let s = try Scratch()
        try s.write(".recolor.json", table)
        for (path, text) in files { try s.write(path, text) }
        return try CommandRunner.recolor(["contrast", "--format", "json", "."], in: s.url)
    }

    func pairs(_ r: CommandRunner.Outcome) -> [String] {
        guard let json = try? JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any],
              let pairs = json["pairs"] as? [[String: Any]] else { return [] }
        return pairs.map { "\($0["foreground"] ?? "") on \($0["background"] ?? "")" }
    }

    func testAnImageButtonsTitleColorInCodeIsNoPair() throws {
        let r = try contrast(["FindInPageBar.swift": bar("        previousButton.setImage(UIImage(named: \"findPrevious\"), for: [])")])
        XCTAssertFalse(pairs(r).contains("inverseText on barBackground"), r.stdout + r.stderr)
    }

    func testAGlyphButtonsTitleColorInCodeIsNoPair() throws {
        let r = try contrast(["FindInPageBar.swift": bar("        let info = UIButton(type: .infoLight)\n        info.setTitleColor(.white, for: [])\n        addSubview(info)")
            .replacingOccurrences(of: "        previousButton.setTitleColor(.white, for: [])\n", with: "")])
        XCTAssertFalse(pairs(r).contains("inverseText on barBackground"), r.stdout + r.stderr)
    }

    /// Negative: a button given a title (and an image) draws its title on the bar.
    func testATitledButtonsTitleColorPairs() throws {
        let r = try contrast(["FindInPageBar.swift": bar("        previousButton.setImage(UIImage(named: \"findPrevious\"), for: [])\n        previousButton.setTitle(\"Previous\", for: [])")])
        XCTAssertTrue(pairs(r).contains("inverseText on barBackground"), r.stdout + r.stderr)
    }

    func storyboard(buttonType: String, highlighted: Bool) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="2" customClass="MainViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v1">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="\(buttonType)" lineBreakMode="middleTruncation" id="TnL-YC-BCg" userLabel="Help Button">
                                        <rect key="frame" x="0.0" y="29" width="33" height="33"/>
                                        <color key="backgroundColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                        <state key="normal"\(buttonType == "system" ? " title=\"Help\"" : "")>
                                            <color key="titleColor" red="0.19607843459999999" green="0.30980393290000002" blue="0.52156865600000002" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                        </state>
                                        \(highlighted ? "<state key=\"highlighted\">\n    <color key=\"titleColor\" red=\"1\" green=\"1\" blue=\"1\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>\n</state>" : "")
                                    </button>
                                </subviews>
                            </view>
                            <connections>
                                <outlet property="helpButton" destination="TnL-YC-BCg" id="Hq9-at-1I1"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """
    }

    /// The white background is the bar's token here (`#FFFFFF` maps to inverseText in this table,
    /// so the document's background is read as the other token, `systemBackground`, by a rule).
    func ibTable() -> String {
        table.replacingOccurrences(of: ##"{ "match": "#F9F9FB", "token": "barBackground" }"##,
                                   with: ##"{ "match": "#F9F9FB", "token": "barBackground" }, { "match": "#FFFFFF", "context": ["backgroundColor"], "token": "barBackground" }"##)
    }

    func ibContrast(buttonType: String, highlighted: Bool) throws -> CommandRunner.Outcome {
        let s = try Scratch()
        try s.write(".recolor.json", ibTable())
        try s.write("Main.storyboard", storyboard(buttonType: buttonType, highlighted: highlighted))
        return try CommandRunner.recolor(["contrast", "--format", "json", "."], in: s.url)
    }

    func testAnInfoButtonsTitleColorsPairWithNothing() throws {
        let r = try ibContrast(buttonType: "infoLight", highlighted: true)
        XCTAssertFalse(pairs(r).contains("linkText on barBackground"), r.stdout + r.stderr)
        XCTAssertFalse(pairs(r).contains("inverseText on barBackground"), r.stdout + r.stderr)
    }

    /// The highlighted title of a titled button is drawn while pressed: no pair; its normal title pairs.
    func testATitledButtonsHighlightedTitlePairsWithNothingItsNormalTitleDoes() throws {
        let r = try ibContrast(buttonType: "system", highlighted: true)
        XCTAssertTrue(pairs(r).contains("linkText on barBackground"), r.stdout + r.stderr)
        XCTAssertFalse(pairs(r).contains("inverseText on barBackground"), r.stdout + r.stderr)
    }
}
