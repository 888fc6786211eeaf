import Foundation
import XCTest

/// A document built for an OS that draws no named colors (below iOS 11, macOS 10.13) keeps its
/// colors: `fix` can only decline them, so init keeps them with the reason instead of drafting
/// tokens nothing will use (session 30's review, B17: Bagel, macOS 10.11, had 11 of 12 generated
/// members and color sets unused). Hand-written fixtures in that shape.
final class InterfaceBuilderBelowNamedColorsTests: XCTestCase {
    static func storyboard() -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="14460.31" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <dependencies><deployment identifier="macosx"/></dependencies>
            <scenes><scene sceneID="s1"><objects>
                <viewController id="vc1" customClass="DetailController" sceneMemberID="viewController">
                    <view key="view" id="v1">
                        <rect key="frame" x="0.0" y="0.0" width="450" height="343"/>
                        <subviews>
                            <textField id="t1">
                                <rect key="frame" x="3" y="6" width="407" height="18"/>
                                <textFieldCell key="cell" id="c1">
                                    <color key="textColor" red="0.5" green="0.5" blue="0.5" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                    <color key="backgroundColor" red="0.71" green="0.5" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                </textFieldCell>
                            </textField>
                        </subviews>
                    </view>
                </viewController>
            </objects></scene></scenes>
        </document>

        """
    }

    func draft(macOS version: String, more: [String: String] = [:]) throws -> (rules: [[String: Any]], tokens: [String]) {
        let s = try Scratch()
        try s.write("Package.swift", """
            // swift-tools-version:5.3
            import PackageDescription
            let package = Package(name: "Sniffer", platforms: [.macOS(.\(version))], targets: [.target(name: "Sniffer", path: ".", resources: [.process("Detail.storyboard")])])

            """)
        try s.write("Detail.storyboard", Self.storyboard())
        for (path, text) in more { try s.write(path, text) }
        try s.write("Cell.swift", "import Cocoa\nclass StatusCell: NSTableCellView {\n    @IBOutlet var title: NSTextField!\n    func refresh() { title.textColor = NSColor.red }\n}\n")
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let t = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        return (t["rules"] as! [[String: Any]], Array((t["tokens"] as! [String: Any]).keys))
    }

    func testDocumentBelowNamedColorsKeepsItsColors() throws {
        let (rules, tokens) = try draft(macOS: "v10_11")
        let kept = rules.compactMap { $0["keep"] as? String }
        XCTAssertEqual(kept.filter { $0.hasPrefix("no named colors: named colors in Interface Builder need macOS 10.13; the document builds for macOS 10.11") }.count, 2, "\(rules)")
        XCTAssertEqual(tokens.count, 1, "only the Swift red is a token: \(tokens)")
    }

    /// The same gray set as text in code adapts: the keep is limited to the document (`"in"`), and
    /// `fix` rewrites the code's gray while it leaves the document's (SmartReceipts, iOS 10: 87 of its
    /// documents' colors shared a value and context with code that adapts, and stayed declined tokens).
    func testTheKeepIsLimitedToTheDocument() throws {
        let (rules, tokens) = try draft(macOS: "v10_11", more: ["Other.swift": "import AppKit\nfunc f(_ v: NSTextField) { v.textColor = NSColor(red: 0.5019607843, green: 0.5019607843, blue: 0.5019607843, alpha: 1) }\n"])
        let kept = rules.filter { ($0["keep"] as? String)?.hasPrefix("no named colors") == true }
        XCTAssertEqual(kept.count, 2, "\(rules)")
        XCTAssertTrue(kept.allSatisfy { ($0["in"] as? [String]) == ["Detail.storyboard"] }, "\(rules)")
        XCTAssertEqual(tokens.count, 2, "the code's gray and red: \(tokens)")
    }

    /// Non-triggering: the same document built for macOS 10.13 draws named colors: its colors are tokens.
    func testDocumentWithNamedColorsGetsTokens() throws {
        let (rules, tokens) = try draft(macOS: "v10_13")
        XCTAssertFalse(rules.contains { ($0["keep"] as? String)?.hasPrefix("no named colors") == true }, "\(rules)")
        XCTAssertEqual(tokens.count, 3, "\(tokens)")
    }
}
