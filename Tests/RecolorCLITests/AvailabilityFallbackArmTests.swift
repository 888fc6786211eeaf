import Foundation
import XCTest

/// A light/dark helper whose dark argument is a member returning one of Apple's adaptive colors
/// behind `#available`, a literal only below it (stepik-ios' `stepikLightSecondaryBackground =
/// .dynamic(light: grey100, dark: .stepikSecondaryBackground)`, verify30 V1): the dark value is
/// Apple's dark of that color, never the older OS's literal (#F2F2F7 gave a false 1.33:1 FAIL).
final class AvailabilityFallbackArmTests: XCTestCase {
    static func palette(darkArm: String, extra: String = "") -> String {
        """
        import UIKit
        extension UIColor {
            convenience init(hex6: UInt32) {
                self.init(red: CGFloat((hex6 >> 16) & 0xFF) / 255, green: CGFloat((hex6 >> 8) & 0xFF) / 255,
                          blue: CGFloat(hex6 & 0xFF) / 255, alpha: 1)
            }
            static func dynamic(light: UIColor, dark: UIColor) -> UIColor {
                if #available(iOS 13.0, *) { return UIColor { $0.userInterfaceStyle == .dark ? dark : light } } else { return light }
            }
            static var appAccent: UIColor { .dynamic(light: ColorPalette.accent700, dark: ColorPalette.accent200) }
            static var appSecondaryBackground: UIColor {
                if #available(iOS 13.0, *) {
                    return .secondarySystemBackground
                } else {
                    return UIColor(hex6: 0xF2F2F7)
                }
            }
            static var cardBackground: UIColor { .dynamic(light: ColorPalette.grey100, dark: \(darkArm)) }
        }
        enum ColorPalette {
            static let accent700 = UIColor(hex6: 0x535366)
            static let accent200 = UIColor(hex6: 0xD3D2E9)
            static let grey100 = UIColor(hex6: 0xF6F6F6)
            \(extra)
        }
        final class CardButton: UIButton {
            func updateStyle() {
                self.backgroundColor = UIColor.cardBackground
                self.setTitleColor(UIColor.appAccent, for: .normal)
            }
        }

        """
    }

    func card(_ source: String) throws -> (token: [String: Any], stderr: String, contrast: CommandRunner.Outcome) {
        let s = try Scratch()
        try s.write("Sources/Palette.swift", source)
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let t = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        let tokens = t["tokens"] as? [String: [String: Any]] ?? [:]
        let c = try CommandRunner.recolor(["contrast", "."], in: s.url)
        return (try XCTUnwrap(tokens["cardBackground"], "\(tokens.keys)"), r.stderr, c)
    }

    func testADarkArmReturningAnAppleColorBehindAvailableIsThatColorsDark() throws {
        let (token, stderr, contrast) = try card(Self.palette(darkArm: ".appSecondaryBackground"))
        XCTAssertEqual(token["light"] as? String, "#F6F6F6")
        XCTAssertEqual(token["dark"] as? String, "#1C1C1E", "secondarySystemBackground's dark, not the iOS 12 literal #F2F2F7")
        XCTAssertFalse(stderr.contains("no dark value keeps"), stderr)
        XCTAssertEqual(contrast.status, 0, contrast.stdout)
        XCTAssertTrue(contrast.stdout.contains("#D3D2E9 on #1C1C1E"), contrast.stdout)
    }

    /// The app's own member named as an Apple color, in its own type: its declared value decides.
    func testTheAppsOwnMemberNamedAsAnAppleColorKeepsItsValue() throws {
        let (token, _, _) = try card(Self.palette(darkArm: "ColorPalette.secondarySystemBackground",
                                                  extra: "static let secondarySystemBackground = UIColor(hex6: 0x2B2B2B)"))
        XCTAssertEqual(token["dark"] as? String, "#2B2B2B")
    }
}
