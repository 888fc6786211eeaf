import Foundation
import XCTest

/// Odd files and hostile conditions: every file ends as its old or its new content, never
/// empty or mixed, and every other file is still processed.
final class FaultTests: XCTestCase {
    let config = ##"{ "tokens": { "bg": { "uikit": "Semantic.bg", "light": "#FFFFFF" } }, "rules": [ { "match": "#FFFFFF", "token": "bg" } ] }"##
    let raw = "import UIKit\nlet c = UIColor.white\n"
    let fixed = "import UIKit\nlet c = Semantic.bg\n"

    func testReadOnlyFileAndReadOnlyFolderAreReportedAndLeftIntact() throws {
        let s = try Scratch()
        try s.write(".recolor.json", config)
        try s.write("A.swift", raw)
        try s.write("Locked/B.swift", raw)
        try s.write("C.swift", raw)
        chmod(s.url.appendingPathComponent("A.swift").path, 0o444)
        chmod(s.url.appendingPathComponent("Locked").path, 0o555)
        defer { chmod(s.url.appendingPathComponent("Locked").path, 0o755) }
        // Root ignores permission bits, so as root the run drops to an unprivileged user.
        let r = try CommandRunner.recolorWithoutPrivileges(["fix", "."], in: s.url)
        XCTAssertEqual(r.status, 3, r.stderr)
        XCTAssertTrue(r.stderr.contains("Locked/B.swift: cannot create a temporary file"), r.stderr)
        XCTAssertTrue(r.stderr.contains("A.swift: read-only; not rewritten"), r.stderr)
        XCTAssertEqual(try s.read("A.swift"), raw)
        XCTAssertEqual(try s.read("Locked/B.swift"), raw)
        XCTAssertEqual(try s.read("C.swift"), fixed)
    }

    /// A replacement that would join lines into a lexer error is declined, said, and still reported.
    func testFixDeclinesAReplacementThatWouldAddALexerError() throws {
        let s = try Scratch()
        try s.write(".recolor.json", ##"{ "tokens": { "text": { "uikit": "Semantic.text", "swiftui": "Color.text", "light": "#000000" } }, "rules": [ { "match": "#000000", "token": "text" } ] }"##)
        let odd = "import UIKit\nlet a = `Color\n.black//`/*\n"
        try s.write("Odd.swift", odd)
        try s.write("Plain.swift", "import UIKit\nlet c = UIColor\n    .black\n")
        let r = try CommandRunner.recolor(["fix", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stderr.contains("Odd.swift:2:10: not rewritten"), r.stderr)
        XCTAssertTrue(r.stderr.contains("rewrote 1 finding in 1 file; 0 unmapped left; 1 declined"), r.stderr)
        XCTAssertEqual(try s.read("Odd.swift"), odd)
        XCTAssertEqual(try s.read("Plain.swift"), "import UIKit\nlet c = Semantic.text\n")
        let check = try CommandRunner.recolor(["check", "--format", "json", "."], in: s.url)
        XCTAssertEqual(check.status, 1)
        XCTAssertTrue(check.stdout.contains("\"file\" : \"Odd.swift\"") || check.stdout.contains("\"file\": \"Odd.swift\""), check.stdout)
    }

    func testPathsWithSpacesUnicodeAndALeadingDash() throws {
        let s = try Scratch()
        try s.write(".recolor.json", config)
        try s.write("-v.swift", raw)
        try s.write("My Folder/Ünïcode ✓.swift", raw)
        let r = try CommandRunner.recolor(["fix", "--", "-v.swift", "My Folder"], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(try s.read("-v.swift"), fixed)
        XCTAssertEqual(try s.read("My Folder/Ünïcode ✓.swift"), fixed)
        let usage = try CommandRunner.recolor(["check", "-v.swift"], in: s.url)
        XCTAssertEqual(usage.status, 2, "a leading dash is an option unless after --")
    }

    func testEmptyFileAndAFiveMegabyteSingleLine() throws {
        let s = try Scratch()
        try s.write(".recolor.json", config)
        try s.write("Empty.swift", "")
        let chunk = "let a = [1, 2, 3].map { $0 * 2 }; "
        try s.write("Long.swift", "import UIKit; " + String(repeating: chunk, count: 5_000_000 / chunk.count) + "let c = UIColor.white")
        let r = try CommandRunner.recolor(["check", "--format", "json", "."], in: s.url)
        XCTAssertEqual(r.status, 1, r.stderr)
        let json = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as! [String: Any]
        XCTAssertEqual((json["summary"] as! [String: Any])["files"] as? Int, 2)
        XCTAssertEqual((json["findings"] as! [[String: Any]]).first?["file"] as? String, "Long.swift")
    }

    /// SIGKILL at many moments of a fix over 1,000 files: each file is old or new, whole.
    func testKilledFixLeavesEveryFileOldOrNew() throws {
        let s = try Scratch()
        try s.write(".recolor.json", config)
        let count = 1_000
        for n in 0..<count { try s.write("F/\(n % 10)/File\(n).swift", raw + "// file \(n)\n") }
        var sawOld = false
        for delay in [0.02, 0.05, 0.08, 0.12] {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: CommandRunner.recolor)
            p.arguments = ["fix", "--jobs", "1", "F"]
            p.currentDirectoryURL = s.url
            p.standardOutput = FileHandle.nullDevice
            p.standardError = FileHandle.nullDevice
            try p.run()
            Thread.sleep(forTimeInterval: delay)
            kill(p.processIdentifier, SIGKILL)
            p.waitUntilExit()
            for n in 0..<count {
                let text = try s.read("F/\(n % 10)/File\(n).swift")
                if text == raw + "// file \(n)\n" { sawOld = true } else if text != fixed + "// file \(n)\n" {
                    XCTFail("File\(n).swift is neither old nor new: \(text.debugDescription)")
                    return
                }
            }
            // Start again from the old content for the next moment.
            for n in 0..<count { try s.write("F/\(n % 10)/File\(n).swift", raw + "// file \(n)\n") }
            for dir in 0..<10 {
                let folder = s.url.appendingPathComponent("F/\(dir)")
                for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.contains(".recolor-") {
                    try FileManager.default.removeItem(at: folder.appendingPathComponent(name))
                }
            }
        }
        XCTAssertTrue(sawOld, "some kill came before a write")
    }

    /// A file named on the command line that is gone (deleted before recolor reached it).
    func testMissingFileIsReportedAndOthersAreWritten() throws {
        let s = try Scratch()
        try s.write(".recolor.json", config)
        try s.write("B.swift", raw)
        let r = try CommandRunner.recolor(["fix", "A.swift", "B.swift"], in: s.url)
        XCTAssertEqual(r.status, 3)
        XCTAssertTrue(r.stderr.contains("A.swift: no such file or directory"), r.stderr)
        XCTAssertEqual(try s.read("B.swift"), fixed)
    }
}
