import Foundation
import XCTest

/// Session 18's audit, F2: `init` said "run 'recolor generate'", and generate exited 2 because
/// the draft named nowhere to write. The draft now says where (the folder holding most
/// findings, with a catalog where Interface Builder documents name tokens), so the command it
/// suggests succeeds; a table that already says where keeps its choice when init runs again.
final class InitGenerateBlockTests: XCTestCase {
    let view = """
        import UIKit
        final class BadgeView: UIView {
            let title = UILabel()
            func setUp() {
                backgroundColor = UIColor(red: 0.96, green: 0.95, blue: 0.9, alpha: 1)
                title.textColor = UIColor(red: 0.2, green: 0.22, blue: 0.3, alpha: 1)
            }
        }

        """
    let card = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <view contentMode="scaleToFill" id="iN0-l3-epB">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="80"/>
                    <color key="backgroundColor" red="0.96" green="0.95" blue="0.9" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </view>
            </objects>
        </document>

        """

    func generateBlock(_ s: Scratch) throws -> [String: String]? {
        let t = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        return t["generate"] as? [String: String]
    }

    func testTheDraftNamesWhereGenerateWritesAndGenerateSucceeds() throws {
        let s = try Scratch()
        try s.write("Shop/Views/BadgeView.swift", view)
        try s.write("Shop/Views/Card.xib", card)
        try s.write("Tools/Lint.swift", "import Foundation\nlet name = \"lint\"\n")
        let i = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(i.status, 0, i.stderr)
        XCTAssertEqual(try generateBlock(s), ["swift": "Shop/SemanticColors.swift", "assetCatalog": "Shop/SemanticColors.xcassets"])
        XCTAssertTrue(i.stderr.contains("it writes Shop/SemanticColors.swift and Shop/SemanticColors.xcassets"), i.stderr)
        let g = try CommandRunner.recolor(["generate"], in: s.url)
        XCTAssertEqual(g.status, 0, g.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: s.url.appendingPathComponent("Shop/SemanticColors.swift").path), g.stderr)
    }

    /// A playground's findings do not vote: it builds alone (LinkedIdeas' draft put the file in its playground, where no
    /// target builds it; session 41, recall41e-v3). Negative: the app's folder wins with fewer findings.
    func testAPlaygroundsFindingsDoNotChooseWhereGenerateWrites() throws {
        let s = try Scratch()
        try s.write("Shop/Views/BadgeView.swift", view)
        try s.write("Try.playground/Contents.swift", view + view.replacingOccurrences(of: "BadgeView", with: "OtherView"))
        let i = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(i.status, 0, i.stderr)
        XCTAssertEqual(try generateBlock(s)?["swift"], "Shop/SemanticColors.swift")
    }

    /// Negative: no Interface Builder finding, no catalog; a table's own choice is kept.
    func testATablesOwnGenerateIsKeptAndNoCatalogWithoutDocuments() throws {
        let s = try Scratch()
        try s.write("Sources/Shop/BadgeView.swift", view)
        _ = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(try generateBlock(s), ["swift": "Sources/Shop/SemanticColors.swift"])
        let table = try s.read(".recolor.json").replacingOccurrences(of: "Sources/Shop/SemanticColors.swift", with: "Sources/Shop/Design/Colors.swift")
        try s.write(".recolor.json", table)
        let again = try CommandRunner.recolor(["init", "--force", "."], in: s.url)
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(try generateBlock(s), ["swift": "Sources/Shop/Design/Colors.swift"])
    }
    /// A light-only color set in a package's catalog is given its dark appearance in place; it
    /// names no generated member, so it does not draw the generated file into the package, whose
    /// members would be internal to it (focus-ios: 25 sets in BlockzillaPackage/Sources/DesignSystem
    /// put SemanticColors.swift there, the app's rewritten files in Blockzilla/ could not see it:
    /// session 21 audit F10).
    func colorSet(_ s: Scratch, _ name: String, red: Int) throws {
        try s.write("Pkg/Sources/DesignSystem/Colors.xcassets/\(name).colorset/Contents.json", """
            { "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0x80", "green" : "0x40", "red" : "\(red)" } }, "idiom" : "universal" } ],
              "info" : { "author" : "xcode", "version" : 1 } }
            """)
    }

    func testColorSetsEditedInPlaceDoNotDrawTheGeneratedFileIntoTheirPackage() throws {
        let s = try Scratch()
        try s.write("Pkg/Sources/DesignSystem/Colors.xcassets/Contents.json", #"{ "info" : { "author" : "xcode", "version" : 1 } }"#)
        for (n, name) in ["Grey10", "Grey30", "Purple70", "Purple80", "Ink90"].enumerated() { try colorSet(s, name, red: 40 * n + 20) }
        try s.write("Pkg/Sources/DesignSystem/Fonts.swift", "import UIKit\npublic let body = UIFont.systemFont(ofSize: 16)\n")
        try s.write("App/Views/BadgeView.swift", view)
        let i = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(i.status, 0, i.stderr)
        XCTAssertEqual(try generateBlock(s)?["swift"], "App/SemanticColors.swift", i.stderr)
    }

    /// Negative: code findings in the package outnumber the app's: the file goes there, as before.
    func testCodeFindingsInAPackageStillChooseIt() throws {
        let s = try Scratch()
        try s.write("Pkg/Sources/DesignSystem/Card.swift", view.replacingOccurrences(of: "BadgeView", with: "CardView"))
        try s.write("Pkg/Sources/DesignSystem/Chip.swift", view.replacingOccurrences(of: "BadgeView", with: "ChipView"))
        try s.write("App/Views/BadgeView.swift", view)
        let i = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(i.status, 0, i.stderr)
        XCTAssertEqual(try generateBlock(s)?["swift"], "Pkg/Sources/DesignSystem/SemanticColors.swift", i.stderr)
    }
}
