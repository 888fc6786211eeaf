import Foundation
import XCTest

/// A table `fix` could not use faithfully stops every command with exit 2, naming where.
final class TableRefusalTests: XCTestCase {
    func testAnExpressionThatIsNotOneExpressionStopsTheRun() throws {
        let s = try Scratch()
        try s.write(".recolor.json", ##"{ "tokens": { "primaryText": { "uikit": "Semantic.a Semantic.b", "light": "#000000" } } }"##)
        try s.write("A.swift", "import UIKit\nlet c = UIColor.black\n")
        let r = try CommandRunner.recolor(["fix", "."], in: s.url)
        XCTAssertEqual(r.status, 2, r.stderr)
        XCTAssertTrue(r.stderr.contains(".recolor.json: tokens.primaryText.uikit:"), r.stderr)
        XCTAssertEqual(try s.read("A.swift"), "import UIKit\nlet c = UIColor.black\n")
    }

    func testATableThatIsNotUTF8StopsTheRunNamingTheByte() throws {
        let s = try Scratch()
        var bytes = Array(##"{ "tokens": { "t": { "uikit": "X", "description": "caf"##.utf8)
        let offset = bytes.count
        bytes += [0xE9] + Array(##"" } } }"##.utf8)
        try Data(bytes).write(to: s.url.appendingPathComponent(".recolor.json"))
        try s.write("A.swift", "let x = 1\n")
        let r = try CommandRunner.recolor(["check", "."], in: s.url)
        XCTAssertEqual(r.status, 2, r.stderr)
        XCTAssertTrue(r.stderr.contains(".recolor.json: line 1 (byte offset \(offset)): not valid UTF-8"), r.stderr)
    }
}
