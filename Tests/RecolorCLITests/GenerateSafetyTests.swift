import Foundation
import XCTest

/// `generate` writes only its own files inside the table's folder: a table naming a hand-written
/// Swift file, the table itself, a path outside (`..`, absolute, through a link) or into `.git`
/// is exit 2 naming the file and why, with nothing written, and `--check` refuses the same.
/// A color set recolor did not write is left alone (said on stderr), never replaced.
final class GenerateSafetyTests: XCTestCase {
    let handWritten = "import UIKit\nenum Style { enum Semantic { static let background = UIColor.white } }\n"
    /// A designer's set: an adaptive reference to a system color, no components.
    let designerSet = ##"{ "colors" : [ { "color" : { "platform" : "ios", "reference" : "systemBackgroundColor" }, "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 } }"##

    func table(swift: String? = nil, catalog: String? = nil) -> String {
        var targets: [String] = []
        if let swift { targets.append(#""swift": "\#(swift)""#) }
        if let catalog { targets.append(#""assetCatalog": "\#(catalog)""#) }
        return ##"""
        { "generate": { \##(targets.joined(separator: ", ")) },
          "tokens": { "background": { "uikit": "Semantic.background", "light": "#FFFFFF", "dark": "#000000" },
                      "key": { "uikit": "Semantic.key", "light": "#3C64F4" } } }
        """##
    }

    /// The project lives in `app/` of the scratch folder; `outside/` is beside it.
    func project(_ table: String) throws -> Scratch {
        let s = try Scratch()
        try s.write("app/.recolor.json", table)
        try s.write("app/Sources/Style.swift", handWritten)
        try s.write("app/.git/hooks/pre-commit", "#!/bin/sh\nexit 0\n")
        try s.write("outside/Keep.txt", "keep\n")
        return s
    }

    /// Every file of the scratch folder with its content.
    func snapshot(_ s: Scratch) -> [String: Data] {
        var files: [String: Data] = [:]
        let walk = FileManager.default.enumerator(atPath: s.url.path)
        while let name = walk?.nextObject() as? String {
            let url = s.url.appendingPathComponent(name)
            if let data = FileManager.default.contents(atPath: url.path), !url.hasDirectoryPath { files[name] = data }
        }
        return files
    }

    func testAHostileTargetIsExit2AndNothingIsWritten() throws {
        let absolute = FileManager.default.temporaryDirectory.appendingPathComponent("recolor-absolute-\(UUID().uuidString).swift").path
        defer { try? FileManager.default.removeItem(atPath: absolute) }
        let cases: [(table: String, named: String, why: String)] = [
            (table(swift: "Sources/Style.swift"), "Sources/Style.swift", "recolor did not write it"),
            (table(swift: ".recolor.json"), ".recolor.json", "is the table"),
            (table(swift: "../outside/Colors.swift"), "../outside/Colors.swift", "outside the table's folder"),
            (table(swift: "Sources/../../outside/Colors.swift"), "outside/Colors.swift", "outside the table's folder"),
            (table(swift: absolute), absolute, "outside the table's folder"),
            (table(swift: ".git/hooks/pre-commit"), ".git/hooks/pre-commit", "inside .git"),
            (table(swift: ".git/hooks/post-checkout"), ".git/hooks/post-checkout", "inside .git"),
            (table(catalog: "../outside/Colors.xcassets"), "../outside/Colors.xcassets", "outside the table's folder"),
            (table(swift: "Generated/Colors.swift", catalog: ".git/Colors.xcassets"), ".git/Colors.xcassets", "inside .git"),
            (table(swift: "Link/Colors.swift"), "Link/Colors.swift", "outside the table's folder"),
        ]
        for c in cases {
            for check in [false, true] {
                let s = try project(c.table)
                try FileManager.default.createSymbolicLink(atPath: s.url.appendingPathComponent("app/Link").path, withDestinationPath: "../outside")
                let before = snapshot(s)
                let args = check ? ["generate", "--check"] : ["generate"]
                let r = try CommandRunner.recolor(args, in: s.url.appendingPathComponent("app"))
                let shown = "\(args.joined(separator: " ")) with \(c.named)"
                XCTAssertEqual(r.status, 2, "\(shown): \(r.stderr)")
                XCTAssertTrue(r.stderr.contains(c.named) && r.stderr.contains(c.why), "\(shown): \(r.stderr)")
                XCTAssertTrue(r.stderr.contains("nothing written"), "\(shown): \(r.stderr)")
                XCTAssertEqual(snapshot(s), before, shown)
                XCTAssertFalse(FileManager.default.fileExists(atPath: absolute), shown)
            }
        }
    }

    /// The designer's set stays as it is, said on stderr; the others are written with recolor's
    /// mark, and a later value change replaces them (they are recolor's), never the designer's.
    func testADesignersColorSetIsLeftAloneAndRecolorsOwnAreUpdated() throws {
        let s = try project(table(catalog: "Resources/Colors.xcassets"))
        try s.write("app/Resources/Colors.xcassets/background.colorset/Contents.json", designerSet)
        let app = s.url.appendingPathComponent("app")
        let r = try CommandRunner.recolor(["generate"], in: app)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stderr.contains("Resources/Colors.xcassets/background.colorset/Contents.json: a color set recolor did not write; left alone, not replaced"), r.stderr)
        XCTAssertEqual(try s.read("app/Resources/Colors.xcassets/background.colorset/Contents.json"), designerSet)
        let key = try s.read("app/Resources/Colors.xcassets/key.colorset/Contents.json")
        XCTAssertTrue(key.contains("\"author\" : \"recolor\""), key)

        let check = try CommandRunner.recolor(["generate", "--check"], in: app)
        XCTAssertEqual(check.status, 0, check.stderr)
        XCTAssertEqual(check.stdout, "")
        XCTAssertTrue(check.stderr.contains("background.colorset/Contents.json: a color set recolor did not write; left alone"), check.stderr)

        // fix reads the designer's set as a source (it is not generate's output).
        try s.write("app/Resources/Colors.xcassets/plain.colorset/Contents.json", ##"{ "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "red" : "0xFF", "green" : "0xFF", "blue" : "0xFF", "alpha" : "1.000" } }, "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 } }"##)
        let scan = try CommandRunner.recolor(["check", "Resources"], in: app)
        XCTAssertTrue(scan.stdout.contains("plain.colorset/Contents.json"), scan.stdout)
        XCTAssertFalse(scan.stdout.contains("key.colorset"), scan.stdout)

        try s.write("app/.recolor.json", table(catalog: "Resources/Colors.xcassets").replacingOccurrences(of: "#3C64F4", with: "#3C64F5"))
        XCTAssertEqual(try CommandRunner.recolor(["generate", "--check"], in: app).status, 1)
        XCTAssertEqual(try CommandRunner.recolor(["generate", "-q"], in: app).status, 0)
        XCTAssertTrue(try s.read("app/Resources/Colors.xcassets/key.colorset/Contents.json").contains("\"0xF5\""))
        XCTAssertEqual(try s.read("app/Resources/Colors.xcassets/background.colorset/Contents.json"), designerSet)
    }
}
