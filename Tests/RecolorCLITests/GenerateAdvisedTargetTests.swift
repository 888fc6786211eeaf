import Foundation
import XCTest

/// `generate` writes code valid for the targets `fix` may tell to add its file to: an app at iOS 13
/// with a framework at iOS 11 that does not build the file gets the iOS 13 dynamic providers behind
/// `#available`, the light value below (session 22's review, F3: beam's photo frameworks at iOS 8/11
/// were told to add a file of iOS-13-only `UIColor { traits in … }`).
final class GenerateAdvisedTargetTests: XCTestCase {
    func generated(kitIOS: String, kitPlatform: String = "iOS") throws -> String {
        let s = try Scratch()
        try s.write("project.yml", """
            name: Gallery
            targets:
              App:
                type: application
                platform: iOS
                deploymentTarget: "13.0"
                sources: [App]
              Kit:
                type: framework
                platform: \(kitPlatform)
                deploymentTarget: "\(kitIOS)"
                sources: [Kit]

            """)
        try s.write(".recolor.json", ##"{ "generate": { "swift": "App/SemanticColors.swift" }, "tokens": { "surface": { "uikit": "Semantic.surface", "light": "#F5F5F5", "dark": "#1C1C1E" } }, "rules": [ { "match": "#F5F5F5", "token": "surface" } ] }"##)
        try s.write("App/FeedCell.swift", "import UIKit\nfinal class FeedCell: UITableViewCell {\n    func configure() { contentView.backgroundColor = UIColor(red: 0.96, green: 0.96, blue: 0.96, alpha: 1) }\n}\n")
        try s.write("Kit/PickerPalette.swift", "import UIKit\nopen class PickerPalette {\n    public var backgroundColor = UIColor(red: 0.96, green: 0.96, blue: 0.96, alpha: 1)\n}\n")
        let r = try CommandRunner.recolor(["generate"], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        return try s.read("App/SemanticColors.swift")
    }

    func testAFrameworkBelowIOS13WithoutTheFileGetsTheFallback() throws {
        let out = try generated(kitIOS: "11.0")
        XCTAssertTrue(out.contains("#available(iOS 13.0, *)"), out)
    }

    /// The non-triggering control: a framework at iOS 13 needs no check.
    func testAFrameworkAtIOS13NeedsNoCheck() throws {
        let out = try generated(kitIOS: "13.0")
        XCTAssertFalse(out.contains("#available"), out)
    }

    /// A framework fix may tell to add the file to that builds for macOS (vonage-video's VERACommonUI,
    /// iOS 16 + macOS 14.6, beside an iOS-only app: session 34's held-out check, V1) gets the AppKit
    /// section; the iOS framework of the control above gets none.
    func testAFrameworkForMacOSWithoutTheFileGetsAnAppKitSection() throws {
        let out = try generated(kitIOS: "14.6", kitPlatform: "macOS")
        XCTAssertTrue(out.contains("#elseif canImport(AppKit)"), out)
        XCTAssertTrue(out.contains("NSColor"), out)
        XCTAssertFalse(try generated(kitIOS: "13.0").contains("canImport(AppKit)"))
    }
}
