import Foundation
import XCTest

/// The parser's conventions as the user sees them: exit statuses of the built executable.
final class ArgumentConventionTests: XCTestCase {
    func testConventionsThroughTheExecutable() throws {
        let s = try Scratch()
        try s.write("a.swift", "import UIKit\nlet a = UIColor(red: 1, green: 0, blue: 0, alpha: 1)\n")
        let version = try CommandRunner.spawned(["check", "--version"], in: s.url, because: .smoke)
        XCTAssertEqual(version.status, 0)
        XCTAssertTrue(version.stdout.hasPrefix("recolor "), version.stdout)
        XCTAssertEqual(try CommandRunner.spawned(["check", "-qj2"], in: s.url, because: .smoke).status, 1)
        XCTAssertEqual(try CommandRunner.spawned(["check", "--quiet=1"], in: s.url, because: .smoke).status, 2)
        let bogus = try CommandRunner.spawned(["tokens", "--bogus"], in: s.url, because: .smoke)
        XCTAssertEqual(bogus.status, 2)
        XCTAssertTrue(bogus.stderr.contains("unknown option '--bogus'"), bogus.stderr)
        let typo = try CommandRunner.spawned(["check", "--exclud", "x"], in: s.url, because: .smoke)
        XCTAssertEqual(typo.status, 2)
        XCTAssertTrue(typo.stderr.contains("did you mean '--exclude'?"), typo.stderr)
        XCTAssertEqual(try CommandRunner.spawned(["lock", "--output", "F"], in: s.url, because: .smoke).status, 2)
        let scan = try CommandRunner.spawned(["scan", "--output=F"], in: s.url, because: .smoke)
        XCTAssertEqual(scan.status, 0, scan.stderr)
        XCTAssertTrue(try s.read("F").contains("#FF0000"))
    }
}
