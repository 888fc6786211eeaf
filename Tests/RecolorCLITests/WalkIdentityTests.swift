import Foundation
import XCTest

/// A file named twice, through any spelling, is read once.
final class WalkIdentityTests: XCTestCase {
    let raw = "import UIKit\nlet c = UIColor.white\n"

    func testAFileNamedThroughTwoSpellingsIsCheckedOnce() throws {
        let s = try Scratch()
        try s.write("dir/a.swift", raw)
        try FileManager.default.createSymbolicLink(atPath: s.url.appendingPathComponent("link").path, withDestinationPath: "dir")
        for paths in [["dir/a.swift", "./dir/a.swift"], ["dir", "dir/a.swift"], ["dir", "link"], ["dir", "link/a.swift"], ["dir/../dir/a.swift", "dir"]] {
            let r = try CommandRunner.recolor(["check", "--format", "xcode"] + paths, in: s.url)
            XCTAssertEqual(r.status, 1, r.stderr)
            XCTAssertEqual(r.stdout.split(separator: "\n").count, 1, "\(paths): \(r.stdout)")
        }
    }
}
