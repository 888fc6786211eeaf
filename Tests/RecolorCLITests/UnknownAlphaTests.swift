import Foundation
import XCTest

/// White drawn at an alpha recolor cannot read (a parameter) is translucent, not the opaque white
/// a rule maps to an adapting surface token (ruuvi's white glass chips became black glass): left
/// unmapped with the reason. The same white opaque, or at an alpha a constant of the file gives,
/// is mapped; a token the same in both appearances maps the unknown one too, and a hue (red) keeps
/// its adapting token.
final class UnknownAlphaTests: XCTestCase {
    func testAnUnknownAlphaIsNoOpaqueSurface() throws {
        let s = try Scratch()
        try s.write(".recolor.json", ##"""
            { "tokens": {
                "paper": { "uikit": "Semantic.paper", "light": "#FFFFFF", "dark": "#000000" },
                "glass": { "uikit": "Semantic.glass", "light": "#FFFFFF26", "dark": "#FFFFFF26" },
                "ink": { "uikit": "Semantic.ink", "light": "#000000", "dark": "#000000" },
                "alert": { "uikit": "Semantic.alert", "light": "#FF0000", "dark": "#FF453A" } },
              "rules": [ { "match": "#FFFFFF26", "token": "glass" }, { "match": "#FFFFFF", "token": "paper" }, { "match": "#000000", "token": "ink" }, { "match": "#FF0000", "token": "alert" } ] }
            """##)
        try s.write("Chip.swift", """
            import UIKit
            final class Chip: UIView {
                private enum Constants { static let containerAlpha: CGFloat = 0.15 }
                func style(alpha: CGFloat) {
                    backgroundColor = UIColor.white.withAlphaComponent(alpha)
                    tintColor = UIColor.white
                    layer.borderColor = UIColor.white.withAlphaComponent(Constants.containerAlpha).cgColor
                    layer.shadowColor = UIColor.black.withAlphaComponent(alpha).cgColor
                    let warning: UIColor = UIColor.red.withAlphaComponent(alpha)
                    print(warning)
                }
            }

            """)
        let r = try CommandRunner.recolor(["fix"], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let fixed = try s.read("Chip.swift")
        XCTAssertTrue(fixed.contains("backgroundColor = UIColor.white.withAlphaComponent(alpha)"), fixed)
        XCTAssertTrue(fixed.contains("tintColor = Semantic.paper"), fixed)
        XCTAssertTrue(fixed.contains("borderColor = Semantic.glass.cgColor"), fixed)
        XCTAssertTrue(fixed.contains("shadowColor = Semantic.ink.withAlphaComponent(alpha).cgColor"), fixed)
        XCTAssertTrue(fixed.contains("let warning: UIColor = Semantic.alert.withAlphaComponent(alpha)"), fixed)
        XCTAssertTrue((r.stdout + r.stderr).contains("alpha is not a number recolor can read"), r.stdout + r.stderr)
    }
}
