import Foundation
import XCTest

/// init proposes an Apple system color only where it exists on every platform the token's files
/// build for: a macOS-only SwiftUI app got `systemBackground` as `Color(uiColor: .systemBackground)`,
/// and fix declined every use (Nook: session 25's review, F6). Grouped tables take Apple's grouped
/// family among equal light values (nRF-Mesh's #F2F2F7 tables: F21).
final class InitSystemColorPlatformTests: XCTestCase {
    static let views = "import SwiftUI\n\nstruct Toolbar: View {\n    var body: some View {\n        Text(\"nook\")\n"
        + "            .foregroundStyle(Color(red: 0.15, green: 0.15, blue: 0.2))\n            .padding(6)\n            .background(Color.white)\n    }\n}\n"

    func package(_ platform: String) -> String {
        "// swift-tools-version:5.9\nimport PackageDescription\n\nlet package = Package(\n    name: \"Browser\",\n    platforms: [\(platform)],\n"
            + "    targets: [.executableTarget(name: \"Browser\", path: \"Sources/Browser\")]\n)\n"
    }

    func tokens(_ s: Scratch) throws -> [String: [String: Any]] {
        let table = try JSONSerialization.jsonObject(with: Data(contentsOf: s.url.appendingPathComponent(".recolor.json"))) as! [String: Any]
        return table["tokens"] as! [String: [String: Any]]
    }

    func testAMacOSOnlyAppGetsNoUIKitOnlySystemColor() throws {
        let s = try Scratch()
        try s.write("Package.swift", package(".macOS(.v14)"))
        try s.write("Sources/Browser/Toolbar.swift", Self.views)
        XCTAssertEqual(try CommandRunner.recolor(["init", "."], in: s.url).status, 0)
        let drafted = try tokens(s)
        // Triggering (was: `systemBackground`, `Color(uiColor: .systemBackground)`).
        XCTAssertFalse(drafted.values.contains { ($0["swiftui"] as? String ?? "").contains("uiColor") }, "\(drafted)")
        XCTAssertNil(drafted["systemBackground"], "\(drafted)")
        XCTAssertEqual(try CommandRunner.recolor(["generate"], in: s.url).status, 0)
        let fix = try CommandRunner.recolor(["fix", "."], in: s.url)
        XCTAssertFalse(fix.stderr.contains("not available on macOS"), fix.stderr)
        let toolbar = try s.read("Sources/Browser/Toolbar.swift")
        XCTAssertFalse(toolbar.contains("Color.white"), toolbar)
    }

    /// Below iOS 15, SwiftUI's system color goes through `Color(UIColor.x)`, which iOS 13 has: Spend Stack's
    /// iOS 14 widgets got `Color(uiColor: .systemBackground)` and fix declined every use of init's own draft
    /// (session 40's held-out recall40f v1). Negative: iOS 15 keeps `Color(uiColor:)` (the test below).
    func testAnIOS14AppGetsTheConversionItHas() throws {
        let s = try Scratch()
        try s.write("Package.swift", package(".iOS(.v14)"))
        try s.write("Sources/Browser/Toolbar.swift", Self.views)
        XCTAssertEqual(try CommandRunner.recolor(["init", "."], in: s.url).status, 0)
        let drafted = try tokens(s)
        XCTAssertEqual(drafted["systemBackground"]?["swiftui"] as? String, "Color(UIColor.systemBackground)", "\(drafted)")
        XCTAssertEqual(try CommandRunner.recolor(["generate"], in: s.url).status, 0)
        let fix = try CommandRunner.recolor(["fix", "."], in: s.url)
        XCTAssertFalse(fix.stderr.contains("needs iOS 15"), fix.stderr)
        XCTAssertTrue(try s.read("Sources/Browser/Toolbar.swift").contains("Color(UIColor.systemBackground)"))
    }

    func testAnIOSAppKeepsAppleSystemBackground() throws {
        // Non-triggering: iOS 15 has `Color(uiColor:)`.
        let s = try Scratch()
        try s.write("Package.swift", package(".iOS(.v15)"))
        try s.write("Sources/Browser/Toolbar.swift", Self.views)
        XCTAssertEqual(try CommandRunner.recolor(["init", "."], in: s.url).status, 0)
        XCTAssertEqual(try tokens(s)["systemBackground"]?["swiftui"] as? String, "Color(uiColor: .systemBackground)")
    }

    /// A system color whose name the app gives a type nested in its `extension UIColor` (planetary-ios's
    /// `struct separator`; session 39's intent39e M6) is no token's: `UIColor.separator` names the app's
    /// type there and the rewrite did not build. Without the nested type, Apple's separator is proposed.
    func testASystemColorNameTheAppShadowsIsNotProposed() throws {
        func draft(shadowing: Bool) throws -> [String: [String: Any]] {
            let s = try Scratch()
            try s.write("Package.swift", package(".iOS(.v15)"))
            try s.write("Sources/Browser/Palette.swift", "import UIKit\nextension UIColor {\n    struct \(shadowing ? "separator" : "lines") {\n        static let bar = UIColor(named: \"bar\")\n    }\n}\n")
            try s.write("Sources/Browser/Cell.swift", "import UIKit\nfinal class Cell: UIView {\n    var table: UITableView!\n    func apply() {\n"
                        + "        table.separatorColor = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)\n        layer.borderColor = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29).cgColor\n    }\n}\n")
            XCTAssertEqual(try CommandRunner.recolor(["init", "."], in: s.url).status, 0)
            return try tokens(s)
        }
        let shadowed = try draft(shadowing: true)
        XCTAssertFalse(shadowed.values.contains { $0["uikit"] as? String == "UIColor.separator" }, "\(shadowed)")
        let plain = try draft(shadowing: false)
        XCTAssertTrue(plain.values.contains { $0["uikit"] as? String == "UIColor.separator" }, "\(plain)")
    }

    static func storyboard(style: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="Tv1-aa-bb1">
            <scenes>
                <scene sceneID="Sc1-aa-bb1">
                    <objects>
                        <tableViewController id="Tv1-aa-bb1" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="\(style)" separatorStyle="default" rowHeight="-1" id="Tb1-aa-bb1">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <color key="backgroundColor" red="0.94901960784313721" green="0.94901960784313721" blue="0.96862745098039216" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    func testAGroupedTablesGrayIsSystemGroupedBackground() throws {
        for (style, expected) in [("grouped", "systemGroupedBackground"), ("insetGrouped", "systemGroupedBackground"), ("plain", "secondarySystemBackground")] {
            let s = try Scratch()
            try s.write("Settings.storyboard", Self.storyboard(style: style))
            XCTAssertEqual(try CommandRunner.recolor(["init", "."], in: s.url).status, 0)
            let drafted = try tokens(s)
            XCTAssertNotNil(drafted[expected], "\(style): \(drafted.keys.sorted())")
        }
    }

    func testCodeBuildingAGroupedTableGetsTheGroupedFamily() throws {
        let s = try Scratch()
        try s.write("Settings.swift", "import UIKit\n\nfinal class Settings: UIViewController {\n    let tableView = UITableView(frame: .zero, style: .insetGrouped)\n"
            + "    override func viewDidLoad() {\n        tableView.backgroundColor = UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)\n    }\n}\n")
        try s.write("Plain.swift", "import UIKit\n\nfinal class Plain: UIViewController {\n    let tableView = UITableView(frame: .zero, style: .plain)\n"
            + "    override func viewDidLoad() {\n        tableView.backgroundColor = UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)\n        view.backgroundColor = UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)\n    }\n}\n")
        XCTAssertEqual(try CommandRunner.recolor(["init", "."], in: s.url).status, 0)
        // One grouped use of three: Apple's plain family.
        XCTAssertNotNil(try tokens(s)["secondarySystemBackground"])
        try FileManager.default.removeItem(at: s.url.appendingPathComponent("Plain.swift"))
        XCTAssertEqual(try CommandRunner.recolor(["init", "--force", "."], in: s.url).status, 0)
        let grouped = try tokens(s)
        XCTAssertNotNil(grouped["systemGroupedBackground"], "\(grouped.keys.sorted())")
    }
}
