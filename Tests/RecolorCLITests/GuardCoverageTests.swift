import Foundation
import XCTest

/// A guard that checks nothing says so.
final class GuardCoverageTests: XCTestCase {
    let raw = "import UIKit\nlet c = UIColor.white\n"

    func testAnExcludeThatLeavesNoFileIsSaidAndStrictFails() throws {
        for (table, option, pattern) in [(#"{ "exclude": ["**"] }"#, [String](), "**"), (#"{ "exclude": ["*"] }"#, [], "*"),
                                         ("{}", ["--exclude", "**"], "**"), (#"{ "exclude": [""] }"#, [], "''")] {
            let s = try Scratch()
            try s.write(".recolor.json", table)
            try s.write("Sources/A.swift", raw)
            let lenient = try CommandRunner.recolor(["check"] + option + ["Sources"], in: s.url)
            XCTAssertEqual(lenient.status, 0, lenient.stderr)
            XCTAssertTrue(lenient.stderr.contains("excludes every file") && lenient.stderr.contains(pattern), "\(table) \(option): \(lenient.stderr)")
            let strict = try CommandRunner.recolor(["check", "--strict"] + option + ["Sources"], in: s.url)
            XCTAssertEqual(strict.status, 2, "\(table) \(option): \(strict.stderr)")
        }
    }

    func testAnExcludeThatLeavesNoFileOfOneNamedPathIsSaid() throws {
        let s = try Scratch()
        try s.write(".recolor.json", #"{ "exclude": ["Vendor/**"] }"#)
        try s.write("Vendor/V.swift", raw)
        try s.write("App/A.swift", raw)
        let r = try CommandRunner.recolor(["check", "--strict", "--quiet", "App", "Vendor"], in: s.url)
        XCTAssertEqual(r.status, 2, r.stderr)
        XCTAssertTrue(r.stderr.contains("exclude[0] 'Vendor/**' excludes every file of 'Vendor'"), r.stderr)
    }

    func testAnExcludeThatLeavesSomeFilesIsNotAProblem() throws {
        let s = try Scratch()
        try s.write(".recolor.json", #"{ "exclude": ["Vendor/**"] }"#)
        try s.write("Vendor/V.swift", raw)
        try s.write("App/A.swift", raw)
        let r = try CommandRunner.recolor(["check", "--strict", "."], in: s.url)
        XCTAssertEqual(r.status, 1, r.stderr)
        XCTAssertFalse(r.stderr.contains("excludes every file"), r.stderr)
    }

    func testEmptyAndRootExcludesAreLintProblems() throws {
        for pattern in ["", "/"] {
            let s = try Scratch()
            try s.write(".recolor.json", #"{ "exclude": ["\#(pattern)"] }"#)
            try s.write("A.swift", raw)
            let r = try CommandRunner.recolor(["check", "--strict", "."], in: s.url)
            XCTAssertEqual(r.status, 2, r.stderr)
            XCTAssertTrue(r.stderr.contains("exclude[0]"), r.stderr)
        }
    }
}
