import Foundation
import XCTest

/// Where Xcode generates asset symbols, init's draft goes through generate unedited: a token
/// named after the app's palette member (nRF-Mesh's `static let nordicRed`) gets an `asset` whose
/// symbol nobody declares; generate names every clash of a table at once (session 25's review, F2).
final class SymbolSafeAssetTests: XCTestCase {
    static let project = """
        name: Mesh
        targets:
          Mesh:
            type: application
            platform: iOS
            deploymentTarget: "15.0"
            sources: [Sources]
            settings:
              base:
                ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS: YES
        """
    static let palette = "import UIKit\n\nextension UIColor {\n    static let meshOcean = #colorLiteral(red: 0, green: 0.55, blue: 0.82, alpha: 1)\n"
        + "    static let meshCoral = #colorLiteral(red: 0.95, green: 0.28, blue: 0.37, alpha: 1)\n}\n"
    static let users = "import UIKit\n\nfinal class Badge: UIView {\n    let label = UILabel()\n    func setup() {\n"
        + "        label.textColor = .meshCoral\n        tintColor = .meshOcean\n        backgroundColor = UIColor(red: 0.2, green: 0.6, blue: 0.3, alpha: 1)\n    }\n}\n"
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="Vc1-aa-bb1">
            <scenes>
                <scene sceneID="Sc1-aa-bb1">
                    <objects>
                        <viewController id="Vc1-aa-bb1" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Vw1-aa-bb1">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <color key="backgroundColor" red="0.43" green="0.43" blue="0.45" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    func testInitsDraftOfPaletteNamedTokensGoesThroughGenerateAndFix() throws {
        let s = try Scratch()
        try s.write("project.yml", Self.project)
        try s.write("Sources/Palette.swift", Self.palette)
        try s.write("Sources/Badge.swift", Self.users)
        try s.write("Sources/Main.storyboard", Self.storyboard)
        let drafted = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(drafted.status, 0, drafted.stderr)
        let table = try JSONSerialization.jsonObject(with: Data(contentsOf: s.url.appendingPathComponent(".recolor.json"))) as! [String: Any]
        let tokens = table["tokens"] as! [String: [String: Any]]
        // Triggering: the palette member's token keeps the app's name, its color set another.
        XCTAssertEqual(tokens["meshOcean"]?["asset"] as? String, "semanticMeshOcean", "\(tokens)")
        // Non-triggering: a token whose symbol clashes with nothing has no asset of its own.
        for (name, token) in tokens where !name.hasPrefix("mesh") { XCTAssertNil(token["asset"], name) }
        let generated = try CommandRunner.recolor(["generate"], in: s.url)
        XCTAssertEqual(generated.status, 0, generated.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: s.url.appendingPathComponent("Sources/SemanticColors.xcassets/semanticMeshOcean.colorset/Contents.json").path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: s.url.appendingPathComponent("Sources/SemanticColors.xcassets/meshOcean.colorset").path))
        let fix = try CommandRunner.recolor(["fix", "."], in: s.url)
        XCTAssertEqual(fix.status, 0, fix.stderr)
        let badge = try s.read("Sources/Badge.swift")
        XCTAssertTrue(badge.contains("Semantic.meshOcean"), badge)
    }

    func testGenerateNamesEveryClashAtOnce() throws {
        let s = try Scratch()
        try s.write("project.yml", Self.project)
        try s.write("Sources/Palette.swift", Self.palette)
        try s.write(".recolor.json", ##"""
            { "generate": { "swift": "Sources/SemanticColors.swift", "assetCatalog": "Sources/SemanticColors.xcassets" },
              "tokens": { "meshOcean": { "uikit": "Semantic.meshOcean", "light": "#008CD1", "dark": "#1F98DE" },
                          "meshCoral": { "uikit": "Semantic.meshCoral", "light": "#F2475E", "dark": "#FD5267" },
                          "ink": { "uikit": "Semantic.ink", "light": "#111111", "dark": "#EEEEEE" } },
              "rules": [] }
            """##)
        let run = try CommandRunner.recolor(["generate"], in: s.url)
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertTrue(run.stderr.contains("tokens.meshOcean: its color set meshOcean.colorset makes Xcode generate 'UIColor.meshOcean'"), run.stderr)
        XCTAssertTrue(run.stderr.contains("tokens.meshCoral: its color set meshCoral.colorset makes Xcode generate 'UIColor.meshCoral'"), run.stderr)
        XCTAssertFalse(run.stderr.contains("tokens.ink"), run.stderr)
        // Each clash on a line of its own, prefixed as generate's messages are.
        XCTAssertEqual(run.stderr.split(separator: "\n").filter { $0.hasPrefix("recolor generate: .recolor.json: tokens.") }.count, 2, run.stderr)
    }
}
