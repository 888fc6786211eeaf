import Foundation
import XCTest

/// A report that cannot be written to standard output is an I/O error, never a silent success.
/// These spawn the executable (CommandRunner.Spawn.process): the stream is a real file
/// descriptor on /dev/full, and the status is the one the process exits with. In process, the
/// same rule is CommandEnvironmentTests' (a sink that fails).
final class StandardOutputTests: XCTestCase {
    let config = ##"{ "tokens": { "bg": { "uikit": "Semantic.bg", "light": "#FFFFFF" } }, "rules": [ { "match": "#FFFFFF", "token": "bg" } ] }"##

    func testADiffWrittenToAFullDiskExitsThree() throws {
        guard FileManager.default.isWritableFile(atPath: "/dev/full") else { throw XCTSkip("no /dev/full") }
        let s = try Scratch()
        try s.write(".recolor.json", config)
        try s.write("A.swift", "import UIKit\nlet c = UIColor.white\n")
        for args in [["fix", "--diff", "."], ["check", "."], ["check", "--format", "json", "."], ["scan", "."], ["--help"], ["check", "--help"], ["--version"]] {
            let r = try CommandRunner.run(CommandRunner.recolor, args, in: s.url, stdoutFile: "/dev/full")
            XCTAssertEqual(r.status, 3, "\(args): \(r.stderr)")
            XCTAssertTrue(r.stderr.contains("cannot write to standard output"), "\(args): \(r.stderr)")
        }
    }

    /// F21: fix A.swift 2>/dev/full exited 0 though its report (on stderr) was lost.
    func testAReportLostOnStandardErrorExitsThree() throws {
        guard let full = FileHandle(forWritingAtPath: "/dev/full") else { throw XCTSkip("no /dev/full") }
        let s = try Scratch()
        try s.write(".recolor.json", config)
        try s.write("A.swift", "import UIKit\nlet c = UIColor.white\nlet d = UIColor(red: 0.5, green: 0.1, blue: 0.2, alpha: 1)\n")
        let p = Process()
        p.executableURL = URL(fileURLWithPath: CommandRunner.recolor)
        p.arguments = ["fix", "A.swift"]
        p.currentDirectoryURL = s.url
        p.standardOutput = FileHandle.nullDevice
        p.standardError = full
        p.standardInput = FileHandle.nullDevice
        try p.run()
        p.waitUntilExit()
        XCTAssertEqual(p.terminationStatus, 3)
    }
}

/// Messages that name what is wrong, not a neighbouring failure or a raw error value.
final class MessageTests: XCTestCase {
    func testGenerateSaysWhichFolderCannotBeCreated() throws {
        let s = try Scratch()
        try s.write(".recolor.json", ##"{ "tokens": { "bg": { "uikit": "Semantic.bg", "light": "#FFFFFF" } }, "generate": { "swift": "F.swift/Sub/X.swift" } }"##)
        try s.write("F.swift", "let x = 1\n")
        let r = try CommandRunner.recolor(["generate"], in: s.url)
        XCTAssertEqual(r.status, 2, r.stderr)
        XCTAssertTrue(r.stderr.contains("F.swift exists and is not a folder"), r.stderr)
        XCTAssertFalse(r.stderr.contains("CocoaError"), r.stderr)
    }

    func testANonUTF8FileIsNotCalledMissing() throws {
        let s = try Scratch()
        try Data([0x6C, 0x65, 0x74, 0x20, 0xFF, 0x0A]).write(to: s.url.appendingPathComponent("Bad.swift"))
        for path in ["Bad.swift", "."] {
            let r = try CommandRunner.recolor(["check", path], in: s.url)
            XCTAssertEqual(r.status, 3, r.stderr)
            XCTAssertTrue(r.stderr.contains("Bad.swift: not valid UTF-8"), r.stderr)
            XCTAssertFalse(r.stderr.contains("no source file"), r.stderr)
        }
    }

    func testASymbolicLinkLoopIsCalledALoop() throws {
        let s = try Scratch()
        try FileManager.default.createSymbolicLink(atPath: s.url.appendingPathComponent("loop.swift").path, withDestinationPath: "loop.swift")
        let r = try CommandRunner.recolor(["check", "loop.swift"], in: s.url)
        XCTAssertEqual(r.status, 3, r.stderr)
        XCTAssertTrue(r.stderr.contains("loop.swift: symbolic link loop"), r.stderr)
        XCTAssertFalse(r.stderr.contains("no such file"), r.stderr)
    }
}
