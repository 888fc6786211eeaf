import Foundation
import XCTest

/// `fix --diff` names every file so that `git apply` finds it: names with a tab, a newline, a
/// quote, a backslash, a space or non-ASCII letters (the first two broke the patch before).
final class DiffNameTests: XCTestCase {
    let config = ##"{ "tokens": { "bg": { "uikit": "Semantic.bg", "light": "#FFFFFF" } }, "rules": [ { "match": "#FFFFFF", "token": "bg" } ] }"##
    let raw = "import UIKit\nlet c = UIColor.white\n"
    let fixed = "import UIKit\nlet c = Semantic.bg\n"
    let names = ["tab\there.swift", "new\nline.swift", "quote\"d.swift", "back\\slash.swift", "sp ace.swift", "Ünï ✓.swift", "ctrl\u{1}.swift", "plain.swift"]

    func testTheDiffAppliesWithGitApplyWhateverTheNames() throws {
        let s = try Scratch()
        try s.initRepository()
        try s.write(".recolor.json", config)
        for name in names { try s.write("Dir/" + name, raw) }
        let diff = try CommandRunner.recolor(["fix", "--diff", "Dir"], in: s.url)
        XCTAssertEqual(diff.status, 0, diff.stderr)
        XCTAssertTrue(diff.stdout.contains(#"--- "a/Dir/tab\there.swift""#), diff.stdout)
        XCTAssertTrue(diff.stdout.contains(#"+++ "b/Dir/new\nline.swift""#), diff.stdout)
        XCTAssertTrue(diff.stdout.contains(#"--- "a/Dir/ctrl\001.swift""#), diff.stdout)
        XCTAssertTrue(diff.stdout.contains("--- a/Dir/plain.swift\n"), diff.stdout)
        try s.write("migration.patch", diff.stdout)
        try CommandRunner.git(["apply", "--check", "migration.patch"], in: s.url)
        try CommandRunner.git(["apply", "migration.patch"], in: s.url)
        for name in names { XCTAssertEqual(try s.read("Dir/" + name), fixed, name.debugDescription) }
    }
}
