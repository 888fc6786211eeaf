import Foundation
import XCTest

/// init's own draft goes through generate unedited where color sets share a leaf name or a package
/// declares a member a target's asset symbol repeats (pia-foss/mobile-ios, session 37, intent37b V3
/// and V10: generate refused the draft with exit 2, and nothing could be generated or fixed).
final class DraftThroughGenerateTests: XCTestCase {
    static func colorSet(_ r: String, _ g: String, _ b: String) -> String {
        """
        { "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "red" : "\(r)", "green" : "\(g)", "blue" : "\(b)" } }, "idiom" : "universal" } ],
          "info" : { "author" : "xcode", "version" : 1 } }
        """
    }
    static let namespace = #"{ "info" : { "author" : "xcode", "version" : 1 }, "properties" : { "provides-namespace" : true } }"#
    static let catalog = #"{ "info" : { "author" : "xcode", "version" : 1 } }"#

    func draftThenGenerate(_ s: Scratch) throws -> (table: [String: [String: Any]], generate: CommandRunner.Outcome) {
        let drafted = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(drafted.status, 0, drafted.stderr)
        let table = try JSONSerialization.jsonObject(with: Data(contentsOf: s.url.appendingPathComponent(".recolor.json"))) as! [String: Any]
        return (table["tokens"] as! [String: [String: Any]], try CommandRunner.recolor(["generate"], in: s.url))
    }

    /// Sets of one leaf name in several namespace folders (`Gradient/Error/start`, `Gradient/Connecting/start`):
    /// no token takes the bare leaf as its asset. Non-triggering: a set whose name no other holds stays its token's asset.
    func testSetsOfOneLeafNameInSeveralNamespacesAreNoTokensAsset() throws {
        let s = try Scratch()
        try s.write("project.yml", "name: App\ntargets:\n  App:\n    type: application\n    platform: iOS\n    deploymentTarget: \"15.0\"\n    sources: [App]\n")
        try s.write("Kit/Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Kit", platforms: [.iOS(.v15)], products: [.library(name: "Kit", targets: ["Kit"])],
                                  targets: [.target(name: "Kit", resources: [.process("Colors.xcassets")])])
            """)
        let a = "Kit/Sources/Kit/Colors.xcassets"
        try s.write("\(a)/Contents.json", Self.catalog)
        for folder in ["Gradient", "Gradient/Connected", "Gradient/Connecting", "Gradient/Error"] { try s.write("\(a)/\(folder)/Contents.json", Self.namespace) }
        try s.write("\(a)/Gradient/Connected/start.colorset/Contents.json", Self.colorSet("0x4C", "0xB6", "0x49"))
        try s.write("\(a)/Gradient/Connecting/start.colorset/Contents.json", Self.colorSet("0xE6", "0xB4", "0x00"))
        try s.write("\(a)/Gradient/Error/start.colorset/Contents.json", Self.colorSet("0xB2", "0x35", "0x2D"))
        try s.write("\(a)/Brand.colorset/Contents.json", Self.colorSet("0x12", "0x34", "0x56"))
        try s.write("App/StatusView.swift", "import UIKit\n\nfinal class StatusView: UIView {\n    let title = UILabel()\n    func restyle() {\n        title.textColor = .black\n        backgroundColor = .white\n    }\n}\n")
        let (tokens, generate) = try draftThenGenerate(s)
        XCTAssertFalse(tokens.values.contains { ($0["asset"] as? String) == "start" }, "\(tokens)")
        XCTAssertEqual(tokens.values.filter { ($0["light"] as? String) == "#123456" }.count, 1, "\(tokens)")
        XCTAssertEqual(generate.status, 0, generate.stderr)
    }

    /// A tvOS target's set (`pia_red`, asset symbols on) whose symbol a package that target does not build
    /// declares (`UIColor.piaRed`) is no clash: generate accepts the draft.
    func testAMemberOfAModuleTheTargetDoesNotBuildIsNoClash() throws {
        let s = try Scratch()
        try s.write("project.yml", """
            name: VPN
            targets:
              Phone:
                type: application
                platform: iOS
                deploymentTarget: "15.0"
                sources: [Phone]
              TV:
                type: application
                platform: tvOS
                deploymentTarget: "17.0"
                sources: [TV]
                settings:
                  base:
                    ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS: YES
            """)
        try s.write("TV/Colors.xcassets/Contents.json", Self.catalog)
        try s.write("TV/Colors.xcassets/pia_red.colorset/Contents.json", Self.colorSet("0xF2", "0x44", "0x58"))
        try s.write("TV/StatusView.swift", "import SwiftUI\n\nstruct StatusView: View {\n    var body: some View {\n        Text(\"Off\").foregroundColor(Color(\"pia_red\"))\n    }\n}\n")
        try s.write("Kit/Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Kit", platforms: [.iOS(.v15), .tvOS(.v17)], products: [.library(name: "Kit", targets: ["Kit"])],
                                  targets: [.target(name: "Kit")])
            """)
        try s.write("Kit/Sources/Kit/Colors.swift", "import UIKit\n\npublic extension UIColor {\n    class var piaRed: UIColor {\n        return UIColor(red: 242.0 / 255.0, green: 68.0 / 255.0, blue: 88.0 / 255.0, alpha: 1.0)\n    }\n    class var piaGrey6: UIColor {\n        return UIColor(red: 50.0 / 255.0, green: 54.0 / 255.0, blue: 66.0 / 255.0, alpha: 1.0)\n    }\n}\n")
        try s.write("Phone/Banner.swift", "import UIKit\nimport Kit\n\nfinal class Banner: UIView {\n    let title = UILabel()\n    func showError() {\n        backgroundColor = UIColor.piaRed\n        title.textColor = UIColor.piaGrey6\n    }\n}\n")
        // A white panel of the phone app: the draft's other token, which makes the set's token one generate writes.
        try s.write("Phone/Card.xib", """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" colorMatched="YES">
                <objects>
                    <view contentMode="scaleToFill" id="iN0-l3-epB">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
                        <color key="backgroundColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </view>
                </objects>
            </document>
            """)
        let (_, generate) = try draftThenGenerate(s)
        XCTAssertEqual(generate.status, 0, generate.stderr)
    }
}
