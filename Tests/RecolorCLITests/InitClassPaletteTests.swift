import Foundation
import XCTest

/// `init` finds a palette of `class func` members (Slide for Reddit's material `GMColor`), so its
/// calls are findings named by member, as `static func` palettes were.
final class InitClassPaletteTests: XCTestCase {
    func testAClassOfClassFuncColorsIsAPalette() throws {
        let s = try Scratch()
        try s.write("Sources/Material.swift", """
            import UIKit
            class Material {
                class func red500Color() -> UIColor {
                    return UIColor(red: 0.96, green: 0.26, blue: 0.21, alpha: 1)
                }
                class func blue500Color() -> UIColor {
                    return UIColor(red: 0.13, green: 0.59, blue: 0.95, alpha: 1)
                }
            }

            """)
        try s.write("Sources/View.swift", """
            import UIKit
            final class V: UIView {
                func style() {
                    backgroundColor = Material.blue500Color()
                    tintColor = Material.red500Color()
                }
            }

            """)
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let t = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        XCTAssertEqual(t["palettes"] as? [String], ["Material"], "\(t)")
        let matches = (t["rules"] as? [[String: Any]] ?? []).compactMap { $0["match"] as? String }
        XCTAssertTrue(matches.contains("Material.blue500Color") && matches.contains("Material.red500Color"), "\(matches)")
    }
}
