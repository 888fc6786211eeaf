import Foundation
import XCTest

/// A macOS-only app's table names AppKit, not UIKit: a color set's token (its finding says no
/// framework) took `"uikit"` by default, and generate wrote a dead `#if canImport(UIKit)` enum
/// (Xit: session 20 audit F15). Negative control: the same tree in an iOS project keeps `uikit`.
final class InitMacOnlyExpressionsTests: XCTestCase {
    static func pbxproj(sdk: String) -> String {
        """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjects = {
        \t\tG0 = {isa = PBXGroup; children = (F1); sourceTree = "<group>"; };
        \t\tF1 = {isa = PBXFileReference; path = App/Panel.swift; sourceTree = "<group>"; };
        \t\tB1 = {isa = PBXBuildFile; fileRef = F1; };
        \t\tS1 = {isa = PBXSourcesBuildPhase; files = (B1); };
        \t\tT1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (S1); name = App; productType = "com.apple.product-type.application"; };
        \t\tP1 = {isa = PBXProject; buildConfigurationList = L0; mainGroup = G0; projectDirPath = ""; targets = (T1); };
        \t\tL0 = {isa = XCConfigurationList; buildConfigurations = (C0); };
        \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
        \t\tC0 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = \(sdk);}; name = Release; };
        \t\tC1 = {isa = XCBuildConfiguration; buildSettings = {}; name = Release; };
        \t};
        \trootObject = P1;
        }

        """
    }

    func tokens(sdk: String) throws -> [String: [String: Any]] {
        let s = try Scratch()
        try s.write("App.xcodeproj/project.pbxproj", Self.pbxproj(sdk: sdk))
        try s.write("App/Media.xcassets/Contents.json", ##"{"info":{"author":"xcode","version":1}}"##)
        try s.write("App/Media.xcassets/badge.colorset/Contents.json", ##"{"colors":[{"color":{"color-space":"srgb","components":{"red":"0.200","green":"0.400","blue":"0.800","alpha":"1.000"}},"idiom":"universal"}],"info":{"author":"xcode","version":1}}"##)
        try s.write("App/Panel.swift", "import Foundation\nlet x = 1\n")
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let d = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        return d["tokens"] as! [String: [String: Any]]
    }

    func testAMacOnlyAppsSetTokenNamesAppKit() throws {
        let t = try tokens(sdk: "macosx")
        XCTAssertEqual(t["badge"]?["appkit"] as? String, "Semantic.badge", "\(t)")
        XCTAssertNil(t["badge"]?["uikit"], "\(t)")
    }

    func testAnIOSAppsSetTokenKeepsUIKit() throws {
        let t = try tokens(sdk: "iphoneos")
        XCTAssertEqual(t["badge"]?["uikit"] as? String, "Semantic.badge", "\(t)")
        XCTAssertNil(t["badge"]?["appkit"], "\(t)")
    }
}
