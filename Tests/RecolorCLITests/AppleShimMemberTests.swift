import Foundation
import XCTest

/// A palette member that returns one of Apple's adaptive colors behind an availability check
/// (amperfy's `UIColor.labelColor`: `UIColor.label`, else `UIColor.black`) is the app's shim for
/// Apple's color, already adaptive: no hard-coded color, no token of its fallback.
final class AppleShimMemberTests: XCTestCase {
    func testAMemberReturningAnAppleAdaptiveColorUnderAvailabilityIsNoFinding() throws {
        let s = try Scratch()
        try s.write("Sources/Colors.swift", """
            import UIKit
            extension UIColor {
                static var labelColor: UIColor {
                    if #available(iOS 13.0, *) { return UIColor.label } else { return UIColor.black }
                }
                static var secondaryLabelColor: UIColor {
                    if #available(iOS 13.0, *) { return .secondaryLabel } else { return .systemGray }
                }
                static var gold: UIColor { UIColor(red: 0.95, green: 0.76, blue: 0.26, alpha: 1) }
                static var inkColor: UIColor {
                    if #available(iOS 13.0, *) { return UIColor(white: 0.1, alpha: 1) } else { return UIColor.black }
                }
            }

            """)
        try s.write("Sources/Cell.swift", """
            import UIKit
            final class Cell: UIView {
                let icon = UIImageView(), title = UILabel(), detail = UILabel()
                func style() {
                    icon.tintColor = .labelColor
                    title.textColor = UIColor.labelColor
                    detail.textColor = .secondaryLabelColor
                    tintColor = .gold
                    backgroundColor = .inkColor
                }
            }

            """)
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let t = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        let rules = (t["rules"] as! [[String: Any]]).map { $0["match"] as! String }
        XCTAssertFalse(rules.contains("UIColor.labelColor"), "\(rules)")
        XCTAssertFalse(rules.contains("UIColor.secondaryLabelColor"), "no 'computed' keep either: \(rules)")
        // With the file a palette file, its shims are no findings; a literal member, and one
        // with no Apple color under the check, are (the negative controls).
        try s.write(".recolor.json", #"{ "paletteFiles": ["Sources/Colors.swift"], "tokens": {}, "rules": [] }"#)
        let check = try CommandRunner.recolor(["check", "Sources/Cell.swift"], in: s.url)
        XCTAssertEqual(check.status, 1, check.stderr)
        XCTAssertFalse(check.stdout.contains("labelColor"), check.stdout)
        XCTAssertFalse(check.stdout.contains("secondaryLabelColor"), check.stdout)
        XCTAssertTrue(check.stdout.contains(".gold"), check.stdout)
        XCTAssertTrue(check.stdout.contains(".inkColor"), check.stdout)
    }

    /// The literal below the check (Rayon's `UIColor.Compability`): drawn only on an OS with no
    /// Dark Mode, kept as an older-OS fallback, never a token with a proposed dark; an `else` of
    /// any other test is a color like any other (the negative control).
    func testTheFallbackBelowAnAvailabilityCheckOfAnAppleColorIsKept() throws {
        let s = try Scratch()
        try s.write("Sources/Compat.swift", """
            import UIKit
            enum Compat {
                static var separator: UIColor {
                    if #available(iOS 13.0, tvOS 13.0, *) {
                        return UIColor.separator
                    } else {
                        return UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 1)
                    }
                }
                static var background: UIColor {
                    #if os(iOS)
                    if #available(iOS 13.0, *) { return UIColor.systemBackground }
                    #endif
                    return UIColor(red: 250 / 255, green: 250 / 255, blue: 250 / 255, alpha: 1)
                }
            }
            func tint(_ v: UIView, on: Bool) {
                if on { v.tintColor = .separator } else { v.tintColor = UIColor(red: 0.2, green: 0.6, blue: 0.3, alpha: 1) }
            }

            """)
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let t = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        let rules = t["rules"] as! [[String: Any]]
        for value in ["#3C3C43", "#FAFAFA"] {
            let rule = rules.first { ($0["match"] as? String) == value }
            XCTAssertTrue((rule?["keep"] as? String)?.hasPrefix("older-OS fallback:") == true, "\(value): \(rules)")
        }
        XCTAssertNotNil(rules.first { ($0["match"] as? String) == "#33994D" }?["token"], "\(rules)")
    }
}
