import Foundation
import XCTest

/// A palette type's own method sets the navigation bar's color to its member unqualified, with
/// white titles (SmartReceipts' `AppTheme.customizeOnAppLoad`: `UINavigationBar.appearance().barTintColor
/// = primaryColor`, `titleTextAttributes = [.foregroundColor : UIColor.white]`). Since fixd32's V4 the
/// unqualified read is a finding; this guards that the bar and its titles are one pair, so init keeps
/// the bar dark under the white titles (session 32's fixd32 risk: the member's tint token, #8979F5 in
/// dark, under white = 3.4:1). Passes on 4ddf41fb (a guard, no fix). Negative: the toolbar's tint, read
/// the same way in the same method, is no text on the bar.
final class OwnPaletteMemberBarPairTests: XCTestCase {
    func testTheBarsUnqualifiedPaletteMemberIsPairedWithItsWhiteTitles() throws {
        let s = try Scratch()
        try s.write("Palette.swift", """
            import UIKit

            extension UIColor {
                class var inkViolet: UIColor { return #colorLiteral(red: 0.19, green: 0.11, blue: 0.57, alpha: 1) }
                class var paperGray: UIColor { return #colorLiteral(red: 0.953, green: 0.949, blue: 0.973, alpha: 1) }
            }

            """)
        try s.write("Theme.swift", """
            import UIKit

            class Theme: NSObject {
                static let mainColor = UIColor.inkViolet
                static let deepColor = UIColor.inkViolet

                class func customizeOnAppLoad() {
                    UINavigationBar.appearance().barTintColor = mainColor
                    UINavigationBar.appearance().isTranslucent = false
                    UINavigationBar.appearance().titleTextAttributes = [.foregroundColor : UIColor.white]
                    UIToolbar.appearance().tintColor = deepColor
                }
            }

            """)
        try s.write("Chip.swift", """
            import UIKit

            final class Chip: UIView {
                func setUp() {
                    backgroundColor = .paperGray
                    tintColor = .inkViolet
                }
            }

            """)
        XCTAssertEqual(try CommandRunner.recolor(["init", "."], in: s.url).status, 0)
        _ = try CommandRunner.recolor(["fix", "."], in: s.url)
        let theme = try s.read("Theme.swift")
        XCTAssertFalse(theme.contains("barTintColor = mainColor"), theme)
        let out = try CommandRunner.recolor(["contrast", "--format", "json", "."], in: s.url)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(out.stdout.utf8)) as? [String: Any])
        let pairs = try XCTUnwrap(json["pairs"] as? [[String: Any]])
        let onBar = pairs.filter { p in
            (p["seen"] as? [[String: Any]] ?? []).contains { ($0["file"] as? String) == "Theme.swift" && ($0["role"] as? String) == "text" }
        }
        XCTAssertEqual(onBar.count, 1, "\(pairs.map { "\($0["foreground"] ?? "")/\($0["background"] ?? "")" })")
        XCTAssertEqual(onBar.first?["pass"] as? Bool, true, "\(onBar)")
        // The toolbar's tint is no text on the navigation bar.
        XCTAssertFalse(pairs.contains { ($0["foreground"] as? String)?.contains("deep") == true && ($0["background"] as? String) == (onBar.first?["background"] as? String) })
    }
}
