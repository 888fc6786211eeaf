import Foundation
import XCTest

/// Formats, `--output`, and baselines as a CI job or a hook sees them.
final class GuardOutputTests: XCTestCase {
    let config = ##"""
    { "tokens": { "accent": { "uikit": "Semantic.accent", "light": "#FF3B30" } },
      "rules": [ { "match": "#FF0000", "token": "accent" } ] }
    """##

    func project() throws -> Scratch {
        let s = try Scratch()
        try s.write(".recolor.json", config)
        // An emoji before the finding: 4 UTF-8 bytes, 2 UTF-16 code units.
        try s.write("Sources/A b.swift", "import UIKit\nlet s = \"😀\"; let a = UIColor(red: 1, green: 0, blue: 0, alpha: 1)\nlet w = UIColor.white\n")
        return s
    }

    func testTextIsXcodesFormatAndTheSummaryGoesToStderr() throws {
        let s = try project()
        let r = try CommandRunner.recolor(["check", "--format", "xcode"], in: s.url)
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.stdout, """
        Sources/A b.swift:2:25: warning: hard-coded color UIColor(red: 1, green: 0, blue: 0, alpha: 1) (#FF0000FF): use accent (Semantic.accent) [rgb-constructor]
        Sources/A b.swift:3:9: warning: hard-coded color UIColor.white (#FFFFFFFF): no mapping [named-color]

        """)
        XCTAssertEqual(r.stderr, "recolor: 2 findings in 1 file (1 mapped, 1 unmapped)\n")
        XCTAssertEqual(try CommandRunner.recolor(["check"], in: s.url).stdout, r.stdout)
    }

    func testGitHubAnnotationsUseUTF16ColumnsAndEscapedProperties() throws {
        let s = try project()
        let r = try CommandRunner.recolor(["check", "--format", "github"], in: s.url)
        XCTAssertEqual(r.status, 1)
        let first = r.stdout.split(separator: "\n")[0]
        XCTAssertEqual(first, "::warning file=Sources/A b.swift,line=2,col=23,endLine=2,endColumn=67,title=recolor%3A rgb-constructor::hard-coded color UIColor(red: 1, green: 0, blue: 0, alpha: 1) (#FF0000FF): use accent (Semantic.accent)")
    }

    func testSARIFHasOneRulePerKindAndAFixWhereMapped() throws {
        let s = try project()
        let r = try CommandRunner.recolor(["check", "--format", "sarif"], in: s.url)
        XCTAssertEqual(r.status, 1)
        let sarif = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as! [String: Any]
        XCTAssertEqual(sarif["version"] as? String, "2.1.0")
        let run = (sarif["runs"] as! [[String: Any]])[0]
        XCTAssertEqual(run["columnKind"] as? String, "utf16CodeUnits")
        let rules = ((run["tool"] as! [String: Any])["driver"] as! [String: Any])["rules"] as! [[String: Any]]
        XCTAssertEqual(rules.map { $0["id"] as! String }, ["rgb-constructor", "hex-constructor", "color-literal", "named-color", "palette-reference", "ib-color", "asset-color",
                                                  "stale-color", "global-appearance", "attributed-text-color", "unguarded-trait-change", "fixed-spinner-style"])
        XCTAssertTrue(rules.allSatisfy { (($0["help"] as? [String: Any])?["text"] as? String)?.isEmpty == false })
        let results = run["results"] as! [[String: Any]]
        XCTAssertEqual(results.map { $0["ruleId"] as! String }, ["rgb-constructor", "named-color"])
        XCTAssertEqual(results.map { $0["ruleIndex"] as! Int }, [0, 3])
        let location = ((results[0]["locations"] as! [[String: Any]])[0]["physicalLocation"] as! [String: Any])
        XCTAssertEqual((location["artifactLocation"] as! [String: Any])["uri"] as? String, "Sources/A%20b.swift")
        XCTAssertEqual((location["region"] as! [String: Any])["startColumn"] as? Int, 23)
        XCTAssertTrue(((results[0]["message"] as! [String: Any])["text"] as! String).contains("use accent"))
        let fix = (results[0]["fixes"] as! [[String: Any]])[0]
        let replacement = (((fix["artifactChanges"] as! [[String: Any]])[0]["replacements"]) as! [[String: Any]])[0]
        XCTAssertEqual((replacement["insertedContent"] as! [String: Any])["text"] as? String, "Semantic.accent")
        XCTAssertNil(results[1]["fixes"], "an unmapped finding has no fix")
    }

    func testOutputWritesTheReportToAFileAndTheSummaryToStderr() throws {
        let s = try project()
        let r = try CommandRunner.recolor(["check", "--format", "sarif", "--output", "out/report.sarif"], in: s.url)
        XCTAssertEqual(r.status, 3, "no folder out/: an I/O error")
        XCTAssertTrue(r.stderr.contains("cannot write the report to out/report.sarif"), r.stderr)
        let ok = try CommandRunner.recolor(["check", "--format", "sarif", "--output", "report.sarif"], in: s.url)
        XCTAssertEqual(ok.status, 1)
        XCTAssertEqual(ok.stdout, "")
        XCTAssertEqual(ok.stderr, "recolor: 2 findings in 1 file (1 mapped, 1 unmapped); report written to report.sarif\n")
        XCTAssertTrue(try s.read("report.sarif").contains("\"version\": \"2.1.0\""))
    }

    func testBaselineReportsOnlyNewFindingsWhateverMovesAround() throws {
        let s = try project()
        let w = try CommandRunner.recolor(["check", "--write-baseline", "recolor-baseline.json"], in: s.url)
        XCTAssertEqual(w.status, 0, w.stderr)
        XCTAssertEqual(w.stderr, "recolor: recorded 2 findings of 1 file in recolor-baseline.json\n")
        let recorded = try s.read("recolor-baseline.json")
        XCTAssertTrue(recorded.contains("\"file\": \"Sources/A b.swift\""), recorded)
        XCTAssertEqual(try CommandRunner.recolor(["check", "--baseline", "recolor-baseline.json"], in: s.url).status, 0)

        // Lines move and the finding is re-indented: still known. A second white is new.
        try s.write("Sources/A b.swift", "import UIKit\n\n// moved\nlet s = \"😀\"; let a = UIColor(red: 1,\n    green: 0, blue: 0, alpha: 1)\nlet w = UIColor.white\nlet x = UIColor.white\n")
        let r = try CommandRunner.recolor(["check", "--baseline", "recolor-baseline.json"], in: s.url)
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.stdout, "Sources/A b.swift:7:9: warning: hard-coded color UIColor.white (#FFFFFFFF): no mapping [named-color]\n")
        XCTAssertTrue(r.stderr.contains("2 in the baseline not shown"), r.stderr)

        // From a subfolder the baseline's paths still match (they are relative to the baseline).
        let sub = try CommandRunner.recolor(["check", "--baseline", "../recolor-baseline.json", "."], in: s.url.appendingPathComponent("Sources"))
        XCTAssertEqual(sub.stdout, "A b.swift:7:9: warning: hard-coded color UIColor.white (#FFFFFFFF): no mapping [named-color]\n")
    }

    func testBaselineFileIsSortedAndStable() throws {
        let s = try project()
        try s.write("Sources/0.swift", "import UIKit\nlet w = UIColor.white\nlet v = UIColor.white\n")
        _ = try CommandRunner.recolor(["check", "--write-baseline", "b1.json"], in: s.url)
        _ = try CommandRunner.recolor(["check", "--write-baseline", "b2.json"], in: s.url)
        let text = try s.read("b1.json")
        XCTAssertEqual(text, try s.read("b2.json"))
        let json = try JSONSerialization.jsonObject(with: Data(text.utf8)) as! [String: Any]
        let keys = (json["findings"] as! [[String: Any]]).map { "\($0["file"]!)|\($0["kind"]!)|\($0["text"]!)|\($0["occurrence"]!)" }
        XCTAssertEqual(keys, [
            "Sources/0.swift|named-color|UIColor.white|0", "Sources/0.swift|named-color|UIColor.white|1",
            "Sources/A b.swift|named-color|UIColor.white|0",
            "Sources/A b.swift|rgb-constructor|UIColor(red: 1, green: 0, blue: 0, alpha: 1)|0",
        ])
    }

    func testBrokenBaselineIsAConfigurationError() throws {
        let s = try project()
        try s.write("b.json", "{ \"version\": 1, \"findings\": [ { \"file\": 3 } ] }")
        let r = try CommandRunner.recolor(["check", "--baseline", "b.json"], in: s.url)
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.stderr.contains("b.json: findings[0]: expected"), r.stderr)
        let missing = try CommandRunner.recolor(["check", "--baseline", "none.json"], in: s.url)
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("none.json: file: cannot read the baseline"), missing.stderr)
    }

    func testFixReportsWhatItLeftInTheChosenFormat() throws {
        let s = try project()
        let r = try CommandRunner.recolor(["fix", "--format", "github"], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stderr.contains("::warning file=Sources/A b.swift,line=3,col=9"), r.stderr)
        XCTAssertTrue(r.stderr.hasSuffix("recolor: rewrote 1 finding in 1 file; 1 unmapped left (listed above)\n"), r.stderr)
        XCTAssertTrue(try s.read("Sources/A b.swift").contains("let a = Semantic.accent"))
    }

    func testOptionsBelongToTheirCommands() throws {
        let s = try project()
        for args in [["fix", "--staged"], ["fix", "--write-baseline", "x.json"], ["scan", "--baseline", "x.json"], ["check", "--format", "csv"]] {
            let r = try CommandRunner.recolor(args, in: s.url)
            XCTAssertEqual(r.status, 2, args.joined(separator: " "))
            XCTAssertTrue(r.stderr.contains("Run 'recolor \(args[0]) --help'"), r.stderr)
        }
    }
}
