import Foundation
import XCTest

/// Odd files and hostile conditions: every file ends as its old or its new content, never
/// empty or mixed, and every other file is still processed.
final class FaultTests: XCTestCase {
    let config = ##"{ "tokens": { "bg": { "uikit": "Semantic.bg", "light": "#FFFFFF" } }, "rules": [ { "match": "#FFFFFF", "token": "bg" } ] }"##
    let raw = "import UIKit\nlet c = UIColor.white\n"
    let fixed = "import UIKit\nlet c = Semantic.bg\n"

    /// A file whose name is not UTF-8 cannot be spelled again as a path: it is named as such
    /// (it was "cannot read the file (No such file or directory)"), and the others are checked.
    func testAFileNameThatIsNotUTF8IsNamedAsSuch() throws {
        let s = try Scratch()
        try s.write("ok.swift", raw)
        let bad = Array(s.url.path.utf8) + Array("/".utf8) + [0xFF] + Array(".swift".utf8)
        let fd = (bad.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) }
        XCTAssertGreaterThanOrEqual(fd, 0)
        defer { _ = (bad.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer { unlink($0.baseAddress!) } }
        _ = raw.withCString { write(fd, $0, strlen($0)) }
        close(fd)
        let r = try CommandRunner.recolor(["check", "."], in: s.url)
        XCTAssertEqual(r.status, 3, r.stderr)
        XCTAssertTrue(r.stderr.contains("the name is not valid UTF-8"), r.stderr)
        XCTAssertFalse(r.stderr.contains("No such file"), r.stderr)
        XCTAssertTrue(r.stdout.contains("ok.swift:2:9"), r.stdout)
    }

    /// A rewrite keeps the file's extended attributes (macOS Finder tags, quarantine, `user.*`):
    /// the rename gave the name a new file without them (the adversarial pass).
    func testARewriteKeepsExtendedAttributes() throws {
        let s = try Scratch()
        try s.write(".recolor.json", config)
        try s.write("A.swift", raw)
        let env = "/usr/bin/env"
        let set = try CommandRunner.run(env, ["python3", "-c", "import os; os.setxattr('A.swift', 'user.tag', b'red')"], in: s.url)
        guard set.status == 0 else { throw XCTSkip("no python3, or this file system keeps no user attributes: \(set.stderr)") }
        let r = try CommandRunner.recolor(["fix", "A.swift"], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(try s.read("A.swift"), fixed)
        let get = try CommandRunner.run(env, ["python3", "-c", "import os; print(os.getxattr('A.swift', 'user.tag').decode())"], in: s.url)
        XCTAssertEqual(get.stdout, "red\n", get.stderr)
    }

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
        XCTAssertTrue(r.stderr.contains("Locked/B.swift: its folder is not writable; not rewritten"), r.stderr)
        XCTAssertTrue(r.stderr.contains("A.swift: read-only; not rewritten"), r.stderr)
        XCTAssertEqual(try s.read("A.swift"), raw)
        XCTAssertEqual(try s.read("Locked/B.swift"), raw)
        XCTAssertEqual(try s.read("C.swift"), fixed)
    }

    /// A file without a write bit is left alone by whoever runs recolor, root included: root's
    /// access(W_OK) is always true, so the mode bits decide (the tests run as root in CI; as
    /// another user the owner's bit decides, as before). A file read-only only for others is
    /// still the owner's to rewrite.
    func testAReadOnlyFileIsLeftAloneEvenForRoot() throws {
        let s = try Scratch()
        try s.write(".recolor.json", config)
        try s.write("A.swift", raw)
        try s.write("B.swift", raw)
        chmod(s.url.appendingPathComponent("A.swift").path, 0o444)
        chmod(s.url.appendingPathComponent("B.swift").path, 0o644)
        let r = try CommandRunner.recolor(["fix", "."], in: s.url)
        XCTAssertEqual(r.status, 3, r.stderr)
        XCTAssertTrue(r.stderr.contains("A.swift: read-only; not rewritten"), r.stderr)
        XCTAssertEqual(try s.read("A.swift"), raw)
        XCTAssertEqual(try s.read("B.swift"), fixed)
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

    /// (Five megabytes took 6 s of the suite's 30 in a debug build; two prove the same.)
    func testEmptyFileAndATwoMegabyteSingleLine() throws {
        let s = try Scratch()
        try s.write(".recolor.json", config)
        try s.write("Empty.swift", "")
        let chunk = "let a = [1, 2, 3].map { $0 * 2 }; "
        try s.write("Long.swift", "import UIKit; " + String(repeating: chunk, count: 2_000_000 / chunk.count) + "let c = UIColor.white")
        let r = try CommandRunner.recolor(["check", "--format", "json", "."], in: s.url)
        XCTAssertEqual(r.status, 1, r.stderr)
        let json = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as! [String: Any]
        XCTAssertEqual((json["summary"] as! [String: Any])["files"] as? Int, 2)
        XCTAssertEqual((json["findings"] as! [[String: Any]]).first?["file"] as? String, "Long.swift")
    }

    /// `recolor check p.swift` on a FIFO waited forever for a writer. A FIFO named `*.swift`,
    /// given or met while walking, is never opened: named as not a regular file, exit 3, and
    /// the other files are still checked. A FIFO found as `.recolor.json` is refused too.
    func testAFIFONamedSwiftIsRefusedAndOthersAreChecked() throws {
        let s = try Scratch()
        try s.write("A.swift", raw)
        XCTAssertEqual(mkfifo(s.url.appendingPathComponent("P.swift").path, 0o600), 0)
        let given = try CommandRunner.recolor(["check", "P.swift", "A.swift"], in: s.url)
        XCTAssertEqual(given.status, 3, given.stderr)
        XCTAssertTrue(given.stderr.contains("P.swift: not a regular file; skipped"), given.stderr)
        XCTAssertTrue(given.stdout.contains("A.swift:2:9"), given.stdout)
        let walked = try CommandRunner.recolor(["check", "."], in: s.url)
        XCTAssertEqual(walked.status, 1, "a FIFO met while walking is not a source file: \(walked.stderr)")
        XCTAssertEqual(mkfifo(s.url.appendingPathComponent(".recolor.json").path, 0o600), 0)
        let table = try CommandRunner.recolor(["check", "A.swift"], in: s.url)
        XCTAssertEqual(table.status, 2, table.stderr)
        XCTAssertTrue(table.stderr.contains(".recolor.json"), table.stderr)
    }

    /// A hard-linked file is left whole and linked, said on stderr; the other files are fixed.
    func testAHardLinkedFileIsNotRewritten() throws {
        let s = try Scratch()
        try s.write(".recolor.json", config)
        try s.write("A.swift", raw)
        try s.write("C.swift", raw)
        XCTAssertEqual(link(s.url.appendingPathComponent("A.swift").path, s.url.appendingPathComponent("B.txt").path), 0)
        let r = try CommandRunner.recolor(["fix", "."], in: s.url)
        XCTAssertEqual(r.status, 3, r.stderr)
        XCTAssertTrue(r.stderr.contains("A.swift: has 2 hard links; not rewritten"), r.stderr)
        XCTAssertEqual(try s.read("A.swift"), raw)
        XCTAssertEqual(try s.read("B.txt"), raw)
        XCTAssertEqual(try s.read("C.swift"), fixed)
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
