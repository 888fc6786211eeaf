import Foundation
import XCTest

/// A report path (`--output`, `--write-baseline`, `init --output`) that is one of the run's own
/// inputs is refused before anything is written (exit 2, the file named): `check -o A.swift`
/// turned the source into JSON, `fix -o A.swift` left it empty, `scan -o .recolor.json`
/// destroyed the table. Files are compared by identity, whatever the spelling.
final class ReportPathTests: XCTestCase {
    let config = ##"{ "tokens": { "bg": { "uikit": "Semantic.bg", "light": "#FFFFFF" } }, "rules": [ { "match": "#FFFFFF", "token": "bg" } ] }"##
    let raw = "import UIKit\nlet c = UIColor.white\n"
    let baseline = "{\"version\": 1, \"findings\": []}\n"
    let colorSet = ##"{ "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "red" : "0xFF", "green" : "0xFF", "blue" : "0xFF", "alpha" : "1.000" } }, "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 } }"##

    func project() throws -> Scratch {
        let s = try Scratch()
        try s.write(".recolor.json", config)
        try s.write("A.swift", raw)
        try s.write("Sub/B.swift", raw)
        try s.write("Assets.xcassets/Paper.colorset/Contents.json", colorSet)
        try s.write("baseline.json", baseline)
        return s
    }

    /// Every input left as it was.
    func assertUntouched(_ s: Scratch, _ what: String, file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertEqual(try s.read("A.swift"), raw, what, file: file, line: line)
        XCTAssertEqual(try s.read("Sub/B.swift"), raw, what, file: file, line: line)
        XCTAssertEqual(try s.read(".recolor.json"), config, what, file: file, line: line)
        XCTAssertEqual(try s.read("Assets.xcassets/Paper.colorset/Contents.json"), colorSet, what, file: file, line: line)
        XCTAssertEqual(try s.read("baseline.json"), baseline, what, file: file, line: line)
    }

    func testAReportOntoAnInputIsExit2AndWritesNothing() throws {
        let cases: [(args: [String], named: String, why: String)] = [
            (["check", "-o", "A.swift"], "A.swift", "one of the run's sources"),
            (["check", "--format", "json", "--output", "Sub/../A.swift"], "Sub/../A.swift", "one of the run's sources"),
            (["fix", "-o", "A.swift"], "A.swift", "one of the run's sources"),
            (["fix", "-o", "./Sub/B.swift", "Sub"], "./Sub/B.swift", "one of the run's sources"),
            (["scan", "-o", ".recolor.json"], ".recolor.json", "the run's table"),
            (["contrast", "--format", "json", "-o", "./.recolor.json"], "./.recolor.json", "the run's table"),
            (["check", "--write-baseline", "A.swift"], "A.swift", "one of the run's sources"),
            (["check", "--write-baseline", ".recolor.json"], ".recolor.json", "the run's table"),
            (["check", "--baseline", "baseline.json", "-o", "baseline.json"], "baseline.json", "the run's baseline"),
            (["fix", "-o", "Assets.xcassets/Paper.colorset/Contents.json"], "Assets.xcassets/Paper.colorset/Contents.json", "one of the run's sources"),
            (["init", "--force", "--output", "Sub/B.swift"], "Sub/B.swift", "one of the run's sources"),
        ]
        for c in cases {
            let s = try project()
            let r = try CommandRunner.recolor(c.args, in: s.url)
            let shown = c.args.joined(separator: " ")
            XCTAssertEqual(r.status, 2, "\(shown): \(r.stderr)")
            XCTAssertTrue(r.stderr.contains("\(c.named): is \(c.why); nothing written"), "\(shown): \(r.stderr)")
            XCTAssertEqual(r.stdout, "", shown)
            try assertUntouched(s, shown)
        }
    }

    func testTheReportAndTheBaselineCannotBeOneFile() throws {
        let s = try project()
        let r = try CommandRunner.recolor(["check", "-o", "out.json", "--write-baseline", "Sub/../out.json"], in: s.url)
        XCTAssertEqual(r.status, 2, r.stderr)
        XCTAssertTrue(r.stderr.contains("--output out.json and --write-baseline Sub/../out.json name the same file; nothing written"), r.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: s.url.appendingPathComponent("out.json").path))
        try assertUntouched(s, "same file")
    }

    /// A report beside the sources, or over an earlier report, is still written.
    func testAReportBesideTheInputsIsWritten() throws {
        let s = try project()
        try s.write("report.json", "old\n")
        let r = try CommandRunner.recolor(["check", "--format", "json", "-o", "report.json", "--baseline", "baseline.json"], in: s.url)
        XCTAssertEqual(r.status, 1, r.stderr)
        XCTAssertTrue(try s.read("report.json").hasPrefix("{"))
        let b = try CommandRunner.recolor(["check", "--write-baseline", "Sub/new-baseline.json"], in: s.url)
        XCTAssertEqual(b.status, 0, b.stderr)
        try assertUntouched(s, "beside")
    }
}
