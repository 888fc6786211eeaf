import Foundation
import XCTest

/// `fix --diff` shows what `fix` writes: a file `fix` refuses (read-only, hard-linked) is left
/// out of the diff and reported as `fix` reports it, so `fix --diff | git apply` equals `fix`.
final class DiffRefusalTests: XCTestCase {
    let config = ##"{ "tokens": { "bg": { "uikit": "Semantic.bg", "light": "#FFFFFF" } }, "rules": [ { "match": "#FFFFFF", "token": "bg" } ] }"##
    let raw = "import UIKit\nlet c = UIColor.white\n"

    func assertDiffRefusesAsFixDoes(_ s: Scratch, refused: String, message: String, run: ([String]) throws -> CommandRunner.Outcome) throws {
        let diff = try run(["fix", "--diff", "."])
        XCTAssertEqual(diff.status, 3, diff.stderr)
        XCTAssertTrue(diff.stderr.contains("\(refused): \(message)"), diff.stderr)
        XCTAssertFalse(diff.stdout.contains("a/\(refused)"), diff.stdout)
        XCTAssertTrue(diff.stdout.contains("a/C.swift"), diff.stdout)
        XCTAssertTrue(diff.stderr.contains("diff rewrites 1 finding in 1 file"), diff.stderr)
        let fix = try run(["fix", "."])
        XCTAssertEqual(fix.status, 3, fix.stderr)
        XCTAssertTrue(fix.stderr.contains("\(refused): \(message)"), fix.stderr)
    }

    func testAHardLinkedFileIsLeftOutOfTheDiff() throws {
        let s = try Scratch()
        try s.write(".recolor.json", config)
        try s.write("A.swift", raw)
        try s.write("C.swift", raw)
        XCTAssertEqual(link(s.url.appendingPathComponent("A.swift").path, s.url.appendingPathComponent("B.txt").path), 0)
        try assertDiffRefusesAsFixDoes(s, refused: "A.swift", message: "has 2 hard links; not rewritten") { try CommandRunner.recolor($0, in: s.url) }
    }

    func testAReadOnlyFileIsLeftOutOfTheDiff() throws {
        let s = try Scratch()
        try s.write(".recolor.json", config)
        try s.write("A.swift", raw)
        try s.write("C.swift", raw)
        chmod(s.url.appendingPathComponent("A.swift").path, 0o444)
        try assertDiffRefusesAsFixDoes(s, refused: "A.swift", message: "read-only; not rewritten") { try CommandRunner.recolorWithoutPrivileges($0, in: s.url) }
    }

    /// F19: in a folder this user cannot write (0555, run as nobody) fix --diff printed a patch
    /// and exited 0, while fix exited 3 (no temporary file beside it); both refuse the file now.
    func testAFileInAFolderThatCannotBeWrittenIsLeftOutOfTheDiff() throws {
        let s = try Scratch()
        try s.write(".recolor.json", config)
        try s.write("S/A.swift", raw)
        try s.write("C.swift", raw)
        chmod(s.url.appendingPathComponent("S").path, 0o555)
        defer { chmod(s.url.appendingPathComponent("S").path, 0o755) }
        try assertDiffRefusesAsFixDoes(s, refused: "S/A.swift", message: "its folder is not writable; not rewritten") { try CommandRunner.recolorWithoutPrivileges($0, in: s.url) }
        XCTAssertEqual(try s.read("S/A.swift"), raw)
    }

    /// F24: with a read-only file of one mapped finding, fix --diff said "1 unmapped left" and
    /// fix "0 unmapped left"; both count it as refused.
    func testARefusedFindingIsCountedAsRefusedByBoth() throws {
        let s = try Scratch()
        try s.write(".recolor.json", config)
        try s.write("A.swift", raw)
        chmod(s.url.appendingPathComponent("A.swift").path, 0o444)
        let diff = try CommandRunner.recolorWithoutPrivileges(["fix", "--diff", "A.swift"], in: s.url)
        let fix = try CommandRunner.recolorWithoutPrivileges(["fix", "A.swift"], in: s.url)
        for r in [diff, fix] {
            XCTAssertEqual(r.status, 3, r.stderr)
            XCTAssertTrue(r.stderr.contains("0 unmapped left; 1 refused (not rewritten, above)"), r.stderr)
        }
    }
}
