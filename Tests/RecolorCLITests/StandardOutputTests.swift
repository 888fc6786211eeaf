import Foundation
import XCTest

/// A report that cannot be written to standard output is an I/O error, never a silent success.
final class StandardOutputTests: XCTestCase {
    let config = ##"{ "tokens": { "bg": { "uikit": "Semantic.bg", "light": "#FFFFFF" } }, "rules": [ { "match": "#FFFFFF", "token": "bg" } ] }"##

    func testADiffWrittenToAFullDiskExitsThree() throws {
        guard FileManager.default.isWritableFile(atPath: "/dev/full") else { throw XCTSkip("no /dev/full") }
        let s = try Scratch()
        try s.write(".recolor.json", config)
        try s.write("A.swift", "import UIKit\nlet c = UIColor.white\n")
        for args in [["fix", "--diff", "."], ["check", "."], ["check", "--format", "json", "."], ["scan", "."]] {
            let r = try CommandRunner.run(CommandRunner.recolor, args, in: s.url, stdoutFile: "/dev/full")
            XCTAssertEqual(r.status, 3, "\(args): \(r.stderr)")
            XCTAssertTrue(r.stderr.contains("cannot write to standard output"), "\(args): \(r.stderr)")
        }
    }
}
