import Foundation
import XCTest

/// `recolor check --staged` judges what the commit will contain: the index, not the working tree.
final class StagedCheckTests: XCTestCase {
    let raw = "import UIKit\nlet a = UIColor(red: 1, green: 0, blue: 0, alpha: 1)\n"
    let clean = "import UIKit\nlet a = Semantic.accent\n"

    func testNothingStagedExitsZeroAtOnce() throws {
        let s = try Scratch()
        try s.initRepository()
        // A broken configuration proves no configuration is read when nothing is staged.
        try s.write(".recolor.json", "{ not json")
        try s.write("A.swift", raw)
        let r = try CommandRunner.spawned(["check", "--staged"], in: s.url, because: .staged)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stdout, "")
    }

    /// Excludes that leave no staged source to check say so, and `--strict` fails (the adversarial
    /// pass: `check --staged --strict --exclude '**'` exited 0 with no word; a table's `["**"]` too).
    func testExcludesThatLeaveNothingStagedAreNamed() throws {
        let s = try Scratch()
        try s.initRepository()
        try s.write(".recolor.json", "{ }")
        try s.write("A.swift", raw)
        try CommandRunner.git(["add", "-A"], in: s.url)
        let given = try CommandRunner.spawned(["check", "--staged", "--strict", "--exclude", "**"], in: s.url, because: .staged)
        XCTAssertEqual(given.status, 2, given.stderr)
        XCTAssertTrue(given.stderr.contains("--exclude '**' exclude every staged source (1 file): nothing was checked"), given.stderr)
        let warned = try CommandRunner.spawned(["check", "--staged", "--quiet", "--exclude", "**"], in: s.url, because: .staged)
        XCTAssertEqual(warned.status, 0, warned.stderr)
        XCTAssertTrue(warned.stderr.contains("warning:"), warned.stderr)
        try s.write(".recolor.json", #"{ "exclude": ["**"] }"#)
        let table = try CommandRunner.spawned(["check", "--staged", "--strict"], in: s.url, because: .staged)
        XCTAssertEqual(table.status, 2, table.stderr)
        XCTAssertTrue(table.stderr.contains("the table's exclude[0] '**' exclude every staged source"), table.stderr)
    }

    func testOnlyNonSwiftFilesStagedExitsZero() throws {
        let s = try Scratch()
        try s.initRepository()
        try s.write("README.md", "UIColor(red: 1, green: 0, blue: 0, alpha: 1)\n")
        try CommandRunner.git(["add", "README.md"], in: s.url)
        XCTAssertEqual(try CommandRunner.spawned(["check", "--staged"], in: s.url, because: .staged).status, 0)
    }

    func testPartiallyStagedFileIsJudgedOnItsStagedContent() throws {
        let s = try Scratch()
        try s.initRepository()
        try s.write("A.swift", clean)
        try CommandRunner.git(["add", "A.swift"], in: s.url)
        try s.write("A.swift", raw) // unstaged: not part of the commit
        let r1 = try CommandRunner.spawned(["check", "--staged"], in: s.url, because: .staged)
        XCTAssertEqual(r1.status, 0, r1.stdout + r1.stderr)

        try s.write("B.swift", "// line one\n" + raw)
        try CommandRunner.git(["add", "B.swift"], in: s.url)
        try s.write("B.swift", clean) // the working tree is clean, the index is not
        let r2 = try CommandRunner.spawned(["check", "--staged"], in: s.url, because: .staged)
        XCTAssertEqual(r2.status, 1)
        XCTAssertEqual(r2.stdout, "B.swift:3:9: warning: hard-coded color UIColor(red: 1, green: 0, blue: 0, alpha: 1) (#FF0000FF): no mapping [rgb-constructor]\n")
    }

    func testPathsWithSpacesUnicodeAndLeadingDash() throws {
        let s = try Scratch()
        try s.initRepository()
        try s.write("My Feature/Vüe ✓.swift", raw)
        try s.write("-dash.swift", raw)
        try CommandRunner.git(["add", "--", "My Feature/Vüe ✓.swift", "-dash.swift"], in: s.url)
        let r = try CommandRunner.spawned(["check", "--staged", "--format", "json"], in: s.url, because: .staged)
        XCTAssertEqual(r.status, 1)
        let json = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as! [String: Any]
        let files = (json["findings"] as! [[String: Any]]).map { $0["file"] as! String }
        XCTAssertEqual(files, ["-dash.swift", "My Feature/Vüe ✓.swift"])
    }

    /// git runs from an argv, never through a shell: shell syntax in a file name stays a name.
    func testShellSyntaxInStagedPathsIsNeverRun() throws {
        let s = try Scratch()
        try s.initRepository()
        let names = ["$(touch PWNED1).swift", "`touch PWNED2`.swift", "a; touch PWNED3 #.swift", "b' \"c.swift"]
        for name in names { try s.write(name, raw) }
        try CommandRunner.git(["add", "--"] + names, in: s.url)
        let r = try CommandRunner.spawned(["check", "--staged", "--format", "json"], in: s.url, because: .staged)
        XCTAssertEqual(r.status, 1, r.stderr)
        let json = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as! [String: Any]
        let files = (json["findings"] as! [[String: Any]]).map { $0["file"] as! String }
        XCTAssertEqual(Set(files), Set(names))
        let created = try FileManager.default.contentsOfDirectory(atPath: s.url.path).filter { $0.hasPrefix("PWNED") }
        XCTAssertEqual(created, [])
    }

    func testPathsAreShownRelativeToTheCurrentFolderAndPathsLimitTheCheck() throws {
        let s = try Scratch()
        try s.initRepository()
        try s.write("App/A.swift", raw)
        try s.write("Kit/K.swift", raw)
        try CommandRunner.git(["add", "."], in: s.url)
        let inApp = try CommandRunner.spawned(["check", "--staged"], in: s.url.appendingPathComponent("App"), because: .staged)
        XCTAssertEqual(inApp.stdout.split(separator: "\n").map { String($0.prefix { $0 != ":" }) }, ["A.swift", "../Kit/K.swift"])
        let limited = try CommandRunner.spawned(["check", "--staged", "Kit"], in: s.url, because: .staged)
        XCTAssertEqual(limited.stdout.split(separator: "\n").map { String($0.prefix { $0 != ":" }) }, ["Kit/K.swift"])
    }

    func testDeletedAndSymlinkedFilesAreNotJudged() throws {
        let s = try Scratch()
        try s.initRepository()
        try s.write("Old.swift", raw)
        try CommandRunner.git(["add", "."], in: s.url)
        try CommandRunner.git(["commit", "-q", "-m", "old"], in: s.url)
        try CommandRunner.git(["rm", "-q", "Old.swift"], in: s.url)
        try FileManager.default.createSymbolicLink(atPath: s.url.appendingPathComponent("Link.swift").path, withDestinationPath: "/etc/hostname")
        try CommandRunner.git(["add", "Link.swift"], in: s.url)
        let r = try CommandRunner.spawned(["check", "--staged"], in: s.url, because: .staged)
        XCTAssertEqual(r.status, 0, r.stdout + r.stderr)
    }

    func testRenamedFileIsJudgedAtItsNewPath() throws {
        let s = try Scratch()
        try s.initRepository()
        try s.write("Old.swift", raw)
        try CommandRunner.git(["add", "."], in: s.url)
        try CommandRunner.git(["commit", "-q", "-m", "old"], in: s.url)
        try CommandRunner.git(["mv", "Old.swift", "New.swift"], in: s.url)
        let r = try CommandRunner.spawned(["check", "--staged"], in: s.url, because: .staged)
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.stdout.hasPrefix("New.swift:2:9:"), r.stdout)
    }

    func testOutsideARepositoryIsAUsageError() throws {
        let s = try Scratch()
        let r = try CommandRunner.spawned(["check", "--staged"], in: s.url, because: .staged)
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.stderr.contains("not inside a git repository"), r.stderr)
    }

    func testStagedContentThatIsNotUTF8IsReportedWithExit3() throws {
        let s = try Scratch()
        try s.initRepository()
        try Data(Array("let a = 1 ".utf8) + [0xFF]).write(to: s.url.appendingPathComponent("Bad.swift"))
        try s.write("Good.swift", raw)
        try CommandRunner.git(["add", "."], in: s.url)
        let r = try CommandRunner.spawned(["check", "--staged"], in: s.url, because: .staged)
        XCTAssertEqual(r.status, 3)
        XCTAssertTrue(r.stderr.contains("Bad.swift: staged content is not valid UTF-8"), r.stderr)
        XCTAssertTrue(r.stdout.hasPrefix("Good.swift:2:9:"), r.stdout)
    }

    func testPaletteValuesComeFromUnstagedPaletteFiles() throws {
        let s = try Scratch()
        try s.initRepository()
        try s.write(".recolor.json", ##"""
        { "palettes": ["Essentials"], "paletteFiles": ["Design/**/*.swift"],
          "tokens": { "accent": { "uikit": "Semantic.accent" } },
          "rules": [ { "match": "#3C64F4", "token": "accent" } ] }
        """##)
        try s.write("Design/Palette.swift", "import UIKit\nenum Essentials {\n    static let blue40 = UIColor(hex: 0x3c64f4)\n}\n")
        try CommandRunner.git(["add", "."], in: s.url)
        try CommandRunner.git(["commit", "-q", "-m", "palette"], in: s.url)
        try s.write("Feature.swift", "import UIKit\nlet tint = Essentials.blue40\n")
        try CommandRunner.git(["add", "Feature.swift"], in: s.url)
        let r = try CommandRunner.spawned(["check", "--staged", "--format", "json"], in: s.url, because: .staged)
        let json = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as! [String: Any]
        let findings = json["findings"] as! [[String: Any]]
        XCTAssertEqual(findings.count, 1, r.stdout + r.stderr)
        XCTAssertEqual(findings.first?["replacement"] as? String, "Semantic.accent")
    }
}
