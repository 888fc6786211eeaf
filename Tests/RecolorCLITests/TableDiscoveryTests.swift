import Foundation
import XCTest

/// Which table a run uses (the nearest from each PATH upward), and what a run says of its PATHs.
final class TableDiscoveryTests: XCTestCase {
    private let table = """
    { "tokens": { "accent": { "uikit": "Semantic.accent", "light": "#FF0000" } },
      "rules": [ { "match": "#FF0000", "token": "accent" } ] }
    """
    private let red = "import UIKit\nlet a = UIColor(red: 1, green: 0, blue: 0, alpha: 1)\n"

    func testTheTableNearestThePathIsUsedAndSaid() throws {
        let s = try Scratch()
        try s.write("app/.recolor.json", table)
        try s.write("app/Sources/A.swift", red)
        let r = try CommandRunner.recolor(["fix", "--diff", "app"], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains("+let a = Semantic.accent"), r.stdout)
        XCTAssertTrue(r.stderr.hasPrefix("recolor: using the table app/.recolor.json (the nearest to the PATH)\n"), r.stderr)
        XCTAssertTrue(r.stderr.hasSuffix("recolor: diff rewrites 1 finding in 1 file; 0 unmapped left (of 1 file); nothing written\n"), r.stderr)
        XCTAssertEqual(try s.read("app/Sources/A.swift"), red)
        // From inside, nothing to say: the current folder's table is the one in use.
        let inside = try CommandRunner.recolor(["check", "Sources"], in: s.url.appendingPathComponent("app"))
        XCTAssertEqual(inside.status, 1)
        XCTAssertFalse(inside.stderr.contains("using the table"), inside.stderr)
        XCTAssertTrue(inside.stdout.contains("Semantic.accent"), inside.stdout)
        // --quiet says neither.
        let quiet = try CommandRunner.recolor(["fix", "--diff", "-q", "app"], in: s.url)
        XCTAssertEqual(quiet.stderr, "")
    }

    func testPathsUnderDifferentTablesAreRefused() throws {
        let s = try Scratch()
        try s.write("a/.recolor.json", table)
        try s.write("b/.recolor.json", table)
        try s.write("a/A.swift", red)
        try s.write("b/B.swift", red)
        let r = try CommandRunner.recolor(["check", "a", "b"], in: s.url)
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.stderr.contains("the PATHs lie under different tables (a/.recolor.json, b/.recolor.json)"), r.stderr)
        XCTAssertEqual(try CommandRunner.recolor(["check", "--config", "a/.recolor.json", "a", "b"], in: s.url).status, 1)
    }

    func testAPathWithNoSourceFileIsSaid() throws {
        let s = try Scratch()
        try s.write("docs/README.md", "no code\n")
        try s.write("src/A.swift", red)
        let alone = try CommandRunner.recolor(["check", "docs"], in: s.url)
        XCTAssertEqual(alone.status, 0)
        XCTAssertTrue(alone.stderr.contains("recolor: no source file under docs"), alone.stderr)
        let both = try CommandRunner.recolor(["check", "src", "docs"], in: s.url)
        XCTAssertEqual(both.status, 1)
        XCTAssertTrue(both.stderr.contains("recolor: no source file under docs"), both.stderr)
        XCTAssertFalse(both.stderr.contains("under src"), both.stderr)
        XCTAssertFalse(try CommandRunner.recolor(["check", "src"], in: s.url).stderr.contains("no source file"))
    }
}
