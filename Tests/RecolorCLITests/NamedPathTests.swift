import Foundation
import XCTest

/// A file named on the command line that is no source recolor reads (`recolor fix *` names
/// NOTES.md and Info.plist) is said on stderr and never read or written; every command. When
/// every PATH named is such a file, nothing is left to run: exit 2.
final class NamedPathTests: XCTestCase {
    let config = ##"{ "generate": { "swift": "Generated/Colors.swift" }, "palettes": ["Essentials"], "tokens": { "bg": { "uikit": "Semantic.bg", "light": "#FFFFFF" } }, "rules": [ { "match": "#FFFFFF", "token": "bg" } ] }"##
    let raw = "import UIKit\nlet c = UIColor.white\n"
    let fixed = "import UIKit\nlet c = Semantic.bg\n"
    /// Swift-looking text in files that are not Swift: read as Swift, they were rewritten.
    let notes = "# Notes\nlet c = UIColor.white\n"
    let plist = "<plist><string>UIColor.white</string></plist>\nlet c = UIColor.white\n"

    func project() throws -> Scratch {
        let s = try Scratch()
        try s.write(".recolor.json", config)
        try s.write("A.swift", raw)
        try s.write("NOTES.md", notes)
        try s.write("Info.plist", plist)
        try s.write("Assets.xcassets/Contents.json", "{ \"info\" : { \"author\" : \"xcode\", \"version\" : 1 } }\n")
        return s
    }

    func testFixStarSkipsWhatIsNoSourceAndFixesTheRest() throws {
        let s = try project()
        let r = try CommandRunner.recolor(["fix", "A.swift", "Info.plist", "NOTES.md", "Assets.xcassets/Contents.json"], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        for name in ["Info.plist", "NOTES.md", "Assets.xcassets/Contents.json"] {
            XCTAssertTrue(r.stderr.contains("recolor: \(name): not a source recolor reads (.swift, .xib, .storyboard, a color set's Contents.json); skipped"), r.stderr)
        }
        XCTAssertEqual(try s.read("A.swift"), fixed)
        XCTAssertEqual(try s.read("NOTES.md"), notes)
        XCTAssertEqual(try s.read("Info.plist"), plist)
        let check = try CommandRunner.recolor(["check", "NOTES.md", "A.swift"], in: s.url)
        XCTAssertEqual(check.status, 0, "NOTES.md holds no finding: it is not read: \(check.stdout)")
    }

    func testEveryCommandGivenOnlySuchFilesIsExit2AndWritesNothing() throws {
        for command in [["check"], ["fix"], ["scan"], ["lock"], ["init", "--output", "draft.json"], ["contrast"], ["generate"], ["generate", "--check"]] {
            let s = try project()
            let r = try CommandRunner.recolor(command + ["NOTES.md", "Info.plist"], in: s.url)
            let shown = command.joined(separator: " ")
            XCTAssertEqual(r.status, 2, "\(shown): \(r.stderr)")
            XCTAssertTrue(r.stderr.contains("recolor: NOTES.md: not a source recolor reads"), "\(shown): \(r.stderr)")
            XCTAssertTrue(r.stderr.contains("no source file to read among the paths given"), "\(shown): \(r.stderr)")
            XCTAssertEqual(try s.read("NOTES.md"), notes, shown)
            XCTAssertEqual(try s.read("Info.plist"), plist, shown)
            for written in ["draft.json", "Generated/Colors.swift"] {
                XCTAssertFalse(FileManager.default.fileExists(atPath: s.url.appendingPathComponent(written).path), "\(shown) wrote \(written)")
            }
        }
    }

    /// A color set's Contents.json named by itself, from anywhere, is still a source.
    func testAColorSetNamedByItselfIsRead() throws {
        let s = try project()
        try s.write("Assets.xcassets/Paper.colorset/Contents.json", ##"{ "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "red" : "0xFF", "green" : "0xFF", "blue" : "0xFF", "alpha" : "1.000" } }, "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 } }"##)
        let r = try CommandRunner.recolor(["check", "--config", "../../.recolor.json", "Contents.json"], in: s.url.appendingPathComponent("Assets.xcassets/Paper.colorset"))
        XCTAssertEqual(r.status, 1, r.stderr)
        XCTAssertTrue(r.stdout.contains("[asset-color]"), r.stdout)
    }
}
