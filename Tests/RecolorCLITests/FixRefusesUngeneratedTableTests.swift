import Foundation
import XCTest

/// `fix` writes nothing where `generate` refuses the table: the members and color sets it would
/// write are then declared nowhere, and the app would not build (session 23's review, F2 and F4:
/// emitron's 37 findings and iTorrent's 19 were rewritten to undeclared names). The same table
/// that `generate` accepts is fixed; a rewrite needing nothing of generate's (a system color) is
/// not held back by it.
final class FixRefusesUngeneratedTableTests: XCTestCase {
    /// An app's color set named like the token but holding another value: generate exits 2.
    let clashingSet = #"{ "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0x33", "green" : "0x22", "red" : "0x11" } }, "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 } }"#
    let source = "import UIKit\n\nfunc paint(_ v: UIView) {\n  v.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)\n}\n"

    func table(uikit: String) -> String {
        ##"{ "generate": { "swift": "SemanticColors.swift", "assetCatalog": "Colors.xcassets" }, "tokens": { "ink": { "uikit": "\##(uikit)", "light": "#3366E6", "dark": "#6690FF" } }, "rules": [ { "match": "#3366E6", "token": "ink" } ] }"##
    }

    func scratch(uikit: String = "Semantic.ink", clash: Bool) throws -> Scratch {
        let s = try Scratch()
        try s.write(".recolor.json", table(uikit: uikit))
        try s.write("View.swift", source)
        if clash { try s.write("Assets.xcassets/ink.colorset/Contents.json", clashingSet) }
        return s
    }

    func testFixRefusesWhatGenerateRefuses() throws {
        let s = try scratch(clash: true)
        XCTAssertEqual(try CommandRunner.recolor(["generate", "."], in: s.url).status, 2)
        for args in [["fix", "."], ["fix", "--diff", "."]] {
            let r = try CommandRunner.recolor(args, in: s.url)
            XCTAssertEqual(r.status, 2, r.stderr)
            XCTAssertTrue(r.stderr.contains("recolor generate refuses this table") && r.stderr.contains("tokens.ink"), r.stderr)
            XCTAssertTrue(r.stdout.isEmpty, r.stdout)
        }
        XCTAssertEqual(try s.read("View.swift"), source)
    }

    func testFixWritesWhatGenerateAccepts() throws {
        let s = try scratch(clash: false)
        let r = try CommandRunner.recolor(["fix", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(try s.read("View.swift").contains("Semantic.ink"))
    }

    /// A system color needs no generated member: written though generate refuses the table.
    func testASystemColorIsWrittenThoughGenerateRefuses() throws {
        let s = try scratch(uikit: "UIColor.systemBlue", clash: true)
        try s.write(".recolor.json", table(uikit: "UIColor.systemBlue").replacingOccurrences(of: #""tokens": {"#, with: ##""tokens": { "other": { "uikit": "Semantic.other", "light": "#010203", "asset": "ink" },"##))
        XCTAssertEqual(try CommandRunner.recolor(["generate", "."], in: s.url).status, 2)
        let r = try CommandRunner.recolor(["fix", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(try s.read("View.swift").contains("UIColor.systemBlue"))
    }
}
