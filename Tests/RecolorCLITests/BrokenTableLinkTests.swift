import Foundation
import XCTest

/// A `.recolor.json` that is a symbolic link to nothing, or a loop, is a table that cannot be
/// read: exit 2 naming it, never skipped for the table above (which then rewrote with another
/// team's rules, silently).
final class BrokenTableLinkTests: XCTestCase {
    let table = ##"{ "tokens": { "bg": { "uikit": "Semantic.bg", "light": "#FFFFFF" } }, "rules": [ { "match": "#FFFFFF", "token": "bg" } ] }"##
    let raw = "import UIKit\nlet c: UIColor = .white\n"

    func testADanglingOrLoopingTableLinkIsExit2() throws {
        for loop in [false, true] {
            let s = try Scratch()
            try s.write(".recolor.json", table)
            try s.write("sub/A.swift", raw)
            let link = s.url.appendingPathComponent("sub/.recolor.json").path
            if loop {
                try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: ".recolor.json")
            } else {
                try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "missing.json")
            }
            for (args, dir) in [(["check", "sub"], s.url), (["check", "."], s.url.appendingPathComponent("sub"))] {
                let r = try CommandRunner.recolor(args, in: dir)
                XCTAssertEqual(r.status, 2, "loop \(loop) \(args): \(r.stderr)")
                XCTAssertTrue(r.stderr.contains(".recolor.json") && r.stderr.contains("cannot be read"), r.stderr)
                XCTAssertEqual(r.stdout, "", "\(args)")
            }
        }
    }
}
