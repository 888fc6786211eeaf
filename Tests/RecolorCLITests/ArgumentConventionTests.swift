import Foundation
import XCTest

/// The parser's conventions as the user sees them: exit statuses of the built executable.
final class ArgumentConventionTests: XCTestCase {
    func testConventionsThroughTheExecutable() throws {
        let s = try Scratch()
        try s.write("a.swift", "import UIKit\nlet a = UIColor(red: 1, green: 0, blue: 0, alpha: 1)\n")
        let version = try CommandRunner.recolor(["check", "--version"], in: s.url)
        XCTAssertEqual(version.status, 0)
        XCTAssertTrue(version.stdout.hasPrefix("recolor "), version.stdout)
        XCTAssertEqual(try CommandRunner.recolor(["check", "-qj2"], in: s.url).status, 1)
        XCTAssertEqual(try CommandRunner.recolor(["check", "--quiet=1"], in: s.url).status, 2)
        let bogus = try CommandRunner.recolor(["tokens", "--bogus"], in: s.url)
        XCTAssertEqual(bogus.status, 2)
        XCTAssertTrue(bogus.stderr.contains("unknown option '--bogus'"), bogus.stderr)
        let typo = try CommandRunner.recolor(["check", "--exclud", "x"], in: s.url)
        XCTAssertEqual(typo.status, 2)
        XCTAssertTrue(typo.stderr.contains("did you mean '--exclude'?"), typo.stderr)
        XCTAssertEqual(try CommandRunner.recolor(["lock", "--output", "F"], in: s.url).status, 2)
        let scan = try CommandRunner.recolor(["scan", "--output=F"], in: s.url)
        XCTAssertEqual(scan.status, 0, scan.stderr)
        XCTAssertTrue(try s.read("F").contains("#FF0000"))
    }
}
