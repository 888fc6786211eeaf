import Foundation
import RecolorCLI
import XCTest

/// The CLI runs against the environment it is given: its folder, output and error, never the
/// process's own (the tests run every command in process, in a folder that is not the process's).
final class CommandEnvironmentTests: XCTestCase {
    let config = ##"{ "tokens": { "bg": { "uikit": "Semantic.bg", "light": "#FFFFFF" } }, "rules": [ { "match": "#FFFFFF", "token": "bg" } ] }"##
    let raw = "import UIKit\nlet c = UIColor.white\n"

    func run(_ args: [String], in dir: URL, output: CapturedOutput = CapturedOutput(), error: CapturedOutput = CapturedOutput()) -> Int32 {
        RecolorCLI.main(args, environment: CommandEnvironment(workingDirectory: dir.resolvingSymlinksInPath().path, output: output, error: error))
    }

    /// The process's folder holds a decoy table and source; the run reads, shows and writes
    /// only what lies in the environment's folder, with the paths relative to it.
    func testRelativePathsStartAtTheEnvironmentsFolder() throws {
        let s = try Scratch(), decoy = try Scratch()
        try s.write("Tables/t.json", config)
        try s.write("A.swift", raw)
        try decoy.write("Tables/t.json", "{ not a table")
        try decoy.write("A.swift", "import UIKit\nlet c = UIColor.black\nlet d = UIColor.red\n")
        let before = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(decoy.url.path))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(before) }
        let out = CapturedOutput(), err = CapturedOutput()
        XCTAssertEqual(run(["check", "--config", "Tables/t.json", "--output", "report.txt", "A.swift"], in: s.url, output: out, error: err), 1, err.text)
        let shown = CapturedOutput()
        XCTAssertEqual(run(["check", "--config", "Tables/t.json", "A.swift"], in: s.url, output: shown), 1)
        XCTAssertTrue(shown.text.hasPrefix("A.swift:2:9: "), shown.text)
        XCTAssertEqual(try s.read("report.txt"), shown.text)
        XCTAssertFalse(FileManager.default.fileExists(atPath: decoy.url.appendingPathComponent("report.txt").path))
        XCTAssertTrue(err.text.contains("report written to report.txt"), err.text)
        XCTAssertEqual(out.text, "")
        XCTAssertEqual(run(["fix", "--config", "Tables/t.json", "A.swift"], in: s.url), 0)
        XCTAssertEqual(try s.read("A.swift"), "import UIKit\nlet c = Semantic.bg\n")
        XCTAssertEqual(try decoy.read("A.swift"), "import UIKit\nlet c = UIColor.black\nlet d = UIColor.red\n")
    }

    /// A report that did not arrive is exit 3, in process as through `> /dev/full`; the next run
    /// with a sink that works is not blamed for it.
    func testAFailedOutputIsAnIOErrorOfThatRunOnly() throws {
        let s = try Scratch()
        try s.write("A.swift", raw)
        let err = CapturedOutput()
        XCTAssertEqual(run(["check", "."], in: s.url, output: CapturedOutput(failing: "No space left on device"), error: err), 3)
        XCTAssertTrue(err.text.contains("cannot write to standard output: No space left on device"), err.text)
        XCTAssertEqual(run(["--version"], in: s.url), 0)
        XCTAssertEqual(run(["check", "."], in: s.url, error: CapturedOutput(failing: "Bad file descriptor")), 3)
        XCTAssertEqual(run(["check", "."], in: s.url), 1)
    }

    /// `check --staged` looks git up on the environment's PATH and runs it with the environment's
    /// variables: a PATH without git is said so, though the process's PATH has it.
    func testStagedLooksGitUpOnTheEnvironmentsPath() throws {
        let s = try Scratch()
        let err = CapturedOutput()
        let environment = CommandEnvironment(workingDirectory: s.url.resolvingSymlinksInPath().path, variables: ["PATH": s.url.path],
                                             output: CapturedOutput(), error: err)
        XCTAssertEqual(RecolorCLI.main(["check", "--staged"], environment: environment), 2)
        XCTAssertTrue(err.text.contains("no 'git' was found on the PATH"), err.text)
    }
}
