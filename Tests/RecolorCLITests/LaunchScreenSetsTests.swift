import Foundation
import XCTest

/// The color set an Info.plist's launch screen draws under its image keeps its value: drawn
/// before the app runs, under an image as shipped (session 32's held-out check, V5: Space UI's
/// `Black` set under its white wordmark got a proposed dark #F2F2F2, the logo gone in Dark Mode).
/// Hand-written fixtures in that shape.
final class LaunchScreenSetsTests: XCTestCase {
    static let blackSet = """
        {
          "colors" : [
            { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0.000", "green" : "0.000", "red" : "0.000" } }, "idiom" : "universal" }
          ],
          "info" : { "author" : "xcode", "version" : 1 }
        }

        """

    func rules(launchScreen: String) throws -> [String] {
        let s = try Scratch()
        try s.write("App/Info.plist", """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>UILaunchScreen</key>
            \t<dict>
            \(launchScreen)
            \t</dict>
            </dict>
            </plist>

            """)
        try s.write("App/Assets.xcassets/Contents.json", #"{ "info" : { "author" : "xcode", "version" : 1 } }"#)
        try s.write("App/Assets.xcassets/Black.colorset/Contents.json", Self.blackSet)
        try s.write("App/Assets.xcassets/Logo.imageset/Contents.json", #"{ "images" : [ { "filename" : "logo.png", "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 } }"#)
        try s.write("App/RootView.swift", "import SwiftUI\nstruct RootView: View {\n    var body: some View { Text(\"Bridge\").foregroundColor(.white).background(Color.black) }\n}\n")
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let t = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        return (t["rules"] as! [[String: Any]]).map { r in "\(r["match"]!) \((r["context"] as? [String])?.joined() ?? "") \((r["keep"] as? String) ?? "-> \(r["token"] ?? "")")" }
    }

    func testTheLaunchScreensSetUnderItsImageIsKept() throws {
        let r = try rules(launchScreen: "\t\t<key>UIColorName</key>\n\t\t<string>Black</string>\n\t\t<key>UIImageName</key>\n\t\t<string>Logo</string>")
        XCTAssertTrue(r.contains { $0.hasPrefix("#000000 Black launch screen: the background under its image Logo (UILaunchScreen at App/Info.plist:7)") }, "\(r)")
        // The code's black beside it adapts as drafted.
        XCTAssertTrue(r.contains { $0.hasPrefix("#000000  -> ") }, "\(r)")
    }

    /// Non-triggering: a launch screen of a color alone (no image on it) adapts as the app's other sets do.
    func testALaunchColorWithNoImageAdapts() throws {
        let r = try rules(launchScreen: "\t\t<key>UIColorName</key>\n\t\t<string>Black</string>")
        XCTAssertFalse(r.contains { $0.contains("launch screen:") }, "\(r)")
    }
}
