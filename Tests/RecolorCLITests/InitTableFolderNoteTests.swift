import Foundation
import XCTest

/// `init` writes its table in the current folder (the contract's table is found from the cwd
/// upward). Given a PATH outside that folder, it says where the table went and that `check PATH`
/// run elsewhere will not find it: pairs32 ran `init /tmp/app` from another folder, the table
/// landed there, and `check /tmp/app` then ran on built-in defaults without a word.
/// Negatives: a PATH inside the current folder (and `.`), and `--output`, say nothing of it.
final class InitTableFolderNoteTests: XCTestCase {
    let view = "import UIKit\nfinal class Badge: UIView {\n  func setUp(_ l: UILabel) {\n    backgroundColor = UIColor(red: 0.9, green: 0.7, blue: 0.1, alpha: 1)\n    l.textColor = UIColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1)\n  }\n}\n"
    let note = "the table is in the current folder"

    func testAPathOutsideTheCurrentFolderIsSaid() throws {
        let app = try Scratch(), shell = try Scratch()
        try app.write("App/Badge.swift", view)
        let r = try CommandRunner.recolor(["init", app.url.path], in: shell.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: shell.url.appendingPathComponent(".recolor.json").path))
        XCTAssertTrue(r.stderr.contains(note), r.stderr)
        XCTAssertTrue(r.stderr.contains("'recolor check \(app.url.path)'"), r.stderr)
    }

    func testAPathInsideTheCurrentFolderOrOutputSaysNothing() throws {
        let s = try Scratch()
        try s.write("App/Badge.swift", view)
        for args in [["init", "App"], ["init", "."], ["init"], ["init", "App/Badge.swift"]] {
            try? FileManager.default.removeItem(at: s.url.appendingPathComponent(".recolor.json"))
            let r = try CommandRunner.recolor(args, in: s.url)
            XCTAssertEqual(r.status, 0, r.stderr)
            XCTAssertFalse(r.stderr.contains(note), "\(args): \(r.stderr)")
        }
        let app = try Scratch()
        try app.write("Badge.swift", view)
        let r = try CommandRunner.recolor(["init", "--output", "table.json", app.url.path], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertFalse(r.stderr.contains(note), r.stderr)
    }
}
