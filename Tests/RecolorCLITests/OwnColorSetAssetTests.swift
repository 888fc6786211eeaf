import Foundation
import XCTest

/// A token init makes of one of the app's light-only color sets names that set as its `asset`, so
/// that `generate` into the app's own catalog writes no second set for it (session 21 audit F14:
/// UTM's `AccentColor.colorset` became the token `accent`, and generate wrote `accent.colorset`
/// beside it, both Xcode's asset symbol `accent`). A token of the code's own literal still gets its set.
final class OwnColorSetAssetTests: XCTestCase {
    func testGenerateIntoTheAppsCatalogWritesNoSecondSetForTheAppsOwn() throws {
        let s = try Scratch()
        try s.write("App/Assets.xcassets/Contents.json", #"{ "info" : { "author" : "xcode", "version" : 1 } }"# + "\n")
        try s.write("App/Assets.xcassets/AccentColor.colorset/Contents.json", """
            { "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "red" : "0x3F", "green" : "0x82", "blue" : "0xEB" } }, "idiom" : "universal" } ],
              "info" : { "author" : "xcode", "version" : 1 } }

            """)
        try s.write("App/Toolbar.swift", """
            import UIKit
            final class Toolbar: UIView {
                let title = UILabel()
                func style() {
                    tintColor = UIColor(named: "AccentColor")
                    title.textColor = UIColor(red: 0.2, green: 0.4, blue: 0.1, alpha: 1)
                }
            }

            """)
        XCTAssertEqual(try CommandRunner.recolor(["init"], in: s.url).status, 0)
        var table = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        let tokens = table["tokens"] as! [String: [String: Any]]
        let accent = tokens.first { $0.value["light"] as? String == "#3F82EB" }
        XCTAssertEqual(accent?.value["asset"] as? String, "AccentColor", "\(tokens)")
        table["generate"] = ["swift": "App/SemanticColors.swift", "assetCatalog": "App/Assets.xcassets"]
        try s.write(".recolor.json", String(decoding: try JSONSerialization.data(withJSONObject: table, options: [.prettyPrinted, .sortedKeys]), as: UTF8.self))
        let generate = try CommandRunner.recolor(["generate"], in: s.url)
        XCTAssertEqual(generate.status, 0, generate.stderr)
        let sets = try FileManager.default.contentsOfDirectory(atPath: s.url.appendingPathComponent("App/Assets.xcassets").path).filter { $0.hasSuffix(".colorset") }.sorted()
        XCTAssertFalse(sets.contains(accent.map { "\($0.key).colorset" } ?? "?"), "a second set for the app's own: \(sets)")
        // The literal's token is no set of the app's: it gets its own.
        let green = tokens.first { $0.value["light"] as? String == "#33661A" }
        XCTAssertNil(green?.value["asset"], "\(tokens)")
        XCTAssertTrue(sets.contains(green.map { "\($0.key).colorset" } ?? "?"), "\(sets)")
    }
}
