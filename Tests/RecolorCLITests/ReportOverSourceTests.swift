import Foundation
import XCTest

/// A report path that is an existing file of a kind recolor reads as a source (Swift, a XIB or
/// storyboard, a color set's Contents.json) or a table is refused, exit 2 with nothing written,
/// whether or not this run reads it: `scan --output Vendor/Lib.swift` with `Vendor/**` excluded
/// turned the hand-written file into the report.
final class ReportOverSourceTests: XCTestCase {
    let config = ##"{ "tokens": { "bg": { "uikit": "Semantic.bg", "light": "#FFFFFF" } }, "rules": [ { "match": "#FFFFFF", "token": "bg" } ], "exclude": ["Vendor/**"] }"##
    let code = "import UIKit\nlet keep = 1\n"
    let colorSet = ##"{ "colors" : [ ], "info" : { "author" : "xcode", "version" : 1 } }"##

    func testAReportOverAnExcludedSourceIsRefused() throws {
        let cases: [(args: [String], named: String)] = [
            (["scan", "--output", "Vendor/Lib.swift"], "Vendor/Lib.swift"),
            (["check", "-o", "Vendor/Lib.swift", "S"], "Vendor/Lib.swift"),
            (["check", "--write-baseline", "Vendor/View.xib", "S"], "Vendor/View.xib"),
            (["fix", "-o", "Vendor/Main.storyboard", "S"], "Vendor/Main.storyboard"),
            (["scan", "-o", "Vendor/A.xcassets/P.colorset/Contents.json"], "Vendor/A.xcassets/P.colorset/Contents.json"),
            (["scan", "-o", "Vendor/.recolor.json"], "Vendor/.recolor.json"),
            (["init", "--force", "--output", "Vendor/Lib.swift", "S"], "Vendor/Lib.swift"),
        ]
        for c in cases {
            let s = try Scratch()
            try s.write(".recolor.json", config)
            try s.write("S/A.swift", "import UIKit\nlet c = UIColor.white\n")
            for name in ["Vendor/Lib.swift", "Vendor/View.xib", "Vendor/Main.storyboard", "Vendor/.recolor.json"] { try s.write(name, code) }
            try s.write("Vendor/A.xcassets/P.colorset/Contents.json", colorSet)
            let r = try CommandRunner.recolor(c.args, in: s.url)
            let shown = c.args.joined(separator: " ")
            XCTAssertEqual(r.status, 2, "\(shown): \(r.stderr)")
            XCTAssertTrue(r.stderr.contains(c.named) && r.stderr.contains("nothing written"), "\(shown): \(r.stderr)")
            for name in ["Vendor/Lib.swift", "Vendor/View.xib", "Vendor/Main.storyboard", "Vendor/.recolor.json"] {
                XCTAssertEqual(try s.read(name), code, "\(shown): \(name)")
            }
            XCTAssertEqual(try s.read("Vendor/A.xcassets/P.colorset/Contents.json"), colorSet, shown)
        }
    }

    /// `check --staged --output Sources/B.swift` with B untracked (not in the snapshot) wrote over it.
    func testAStagedReportOverAnUntrackedSourceIsRefused() throws {
        let s = try Scratch()
        try s.initRepository()
        try s.write(".recolor.json", config)
        try s.write("Sources/A.swift", "import UIKit\nlet c = UIColor.white\n")
        try CommandRunner.git(["add", "-A"], in: s.url)
        try s.write("Sources/B.swift", code)
        let r = try CommandRunner.spawned(["check", "--staged", "--output", "Sources/B.swift"], in: s.url, because: .staged)
        XCTAssertEqual(r.status, 2, r.stderr)
        XCTAssertTrue(r.stderr.contains("Sources/B.swift") && r.stderr.contains("nothing written"), r.stderr)
        XCTAssertEqual(try s.read("Sources/B.swift"), code)
    }
}
