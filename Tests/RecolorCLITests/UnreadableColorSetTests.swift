import Foundation
import XCTest

/// A color set whose Contents.json is no JSON (git conflict markers, a truncated file) is named on
/// stderr and makes the run exit 3 in every command, as a source that is not UTF-8 does: `check`
/// passed a catalog with a broken set ("0 findings", exit 0) and `init` dropped the app's own
/// token without a word (session 17's audit, F6).
final class UnreadableColorSetTests: XCTestCase {
    let config = ##"{ "tokens": { "bg": { "uikit": "Semantic.bg", "light": "#FFFFFF" } }, "rules": [ { "match": "#FFFFFF", "token": "bg" } ] }"##
    let conflicted = """
    {
      "colors" : [
        {
          "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0.200", "green" : "0.200", "red" : "0.200" } },
    <<<<<<< HEAD
          "idiom" : "universal"
    =======
          "idiom" : "iphone"
    >>>>>>> theme
        }
      ],
      "info" : { "author" : "xcode", "version" : 1 }
    }

    """
    let readable = ##"{ "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0.200", "green" : "0.200", "red" : "0.200" } }, "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 } }"##
    let set = "A.xcassets/Ink.colorset/Contents.json"

    func testAConflictedOrTruncatedColorSetIsNamedInEveryCommand() throws {
        for contents in [conflicted, String(readable.prefix(60))] {
            for args in [["check", "."], ["scan"], ["fix", "--diff"], ["contrast"], ["init", "--output", "t.json"]] {
                let s = try Scratch()
                try s.write(".recolor.json", config)
                try s.write("S/A.swift", "import UIKit\nlet c = UIColor.white\n")
                try s.write(set, contents)
                let r = try CommandRunner.recolor(args, in: s.url)
                let shown = args.joined(separator: " ")
                // `contrast` with nothing paired exits 4, the higher status, as with any unreadable source.
                XCTAssertEqual(r.status, args[0] == "contrast" ? 4 : 3, "\(shown): \(r.stderr)")
                XCTAssertTrue(r.stderr.contains("\(set): not a color set recolor can read (not JSON at "), "\(shown): \(r.stderr)")
                XCTAssertTrue(r.stderr.contains("; skipped"), "\(shown): \(r.stderr)")
            }
        }
    }

    /// The same set as valid JSON: read, a finding (no dark appearance), no problem.
    func testAReadableColorSetIsNoProblem() throws {
        let s = try Scratch()
        try s.write(set, readable)
        let r = try CommandRunner.recolor(["check", "."], in: s.url)
        XCTAssertEqual(r.status, 1, r.stderr)
        XCTAssertFalse(r.stderr.contains("not a color set"), r.stderr)
    }
}
