import Foundation
import XCTest

/// A color compared with `==` is left as written by `fix`, declined with the reason (a dynamic
/// token is a new color on each read: the comparison would never hold); the same color assigned
/// beside it is rewritten.
final class ComparedColorTests: XCTestCase {
    func testAComparedColorIsDeclinedAndAnAssignedOneRewritten() throws {
        let s = try Scratch()
        try s.write(".recolor.json", ##"{ "tokens": { "line": { "uikit": "Semantic.line", "light": "#FFFFFF", "dark": "#000000" } }, "rules": [ { "match": "#FFFFFF", "token": "line" } ] }"##)
        try s.write("A.swift", """
            import UIKit
            struct RenderInfo {
                var lineColor: UIColor = UIColor.white
                func isDefault() -> Bool { lineColor == UIColor.white }
                func isOther() -> Bool { UIColor.white != lineColor }
            }

            """)
        let r = try CommandRunner.recolor(["fix"], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let fixed = try s.read("A.swift")
        XCTAssertTrue(fixed.contains("var lineColor: UIColor = Semantic.line"), fixed)
        XCTAssertTrue(fixed.contains("lineColor == UIColor.white"), fixed)
        XCTAssertTrue(fixed.contains("UIColor.white != lineColor"), fixed)
        XCTAssertTrue(r.stderr.contains("2 declined"), r.stderr)
    }
}
