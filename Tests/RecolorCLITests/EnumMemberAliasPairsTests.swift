import Foundation
import XCTest

/// A color-type member in a palette file that is another name for a member of a plain enum in that file
/// (`extension UIColor { static let overlayBlueFixed = ColorPalette.blueOverlay }`, `enum ColorPalette {
/// static let blueOverlay = UIColor(hex6: 0x91C7FF) }`) has that member's color: unread, stepik's banner
/// backgrounds were kept "computed" with no value, and the black title painted beside them was no pair
/// (`fix` made it `label`, white on the light blue in Dark; session 30's held-out check V3,
/// /work/s30/repro/v3). Negative: an alias of an enum member computed at run time stays kept.
final class EnumMemberAliasPairsTests: XCTestCase {
    static let palette = """
        import UIKit

        extension UIColor {
            convenience init(hex6: UInt32, alpha: CGFloat = 1) {
                self.init(red: CGFloat((hex6 >> 16) & 0xFF) / 255, green: CGFloat((hex6 >> 8) & 0xFF) / 255,
                          blue: CGFloat(hex6 & 0xFF) / 255, alpha: alpha)
            }
            static let overlayBlueFixed = ColorPalette.blueOverlay
            static let violetFixed = ColorPalette.violet05
            static let themedOverlay = ColorPalette.themed
        }

        enum ColorPalette {
            static let blueOverlay = UIColor(hex6: 0x91C7FF)
            static let violet05 = UIColor(hex6: 0x98A0E8)
            static var themed: UIColor { UIColor(hex6: UInt32(UserDefaults.standard.integer(forKey: "tint"))) }
        }

        """

    static let banner = """
        import UIKit

        final class PromoBannerView: UIControl {
            enum Style {
                case blue
                case violet
                case themed

                fileprivate var backgroundColor: UIColor {
                    switch self {
                    case .blue:
                        return .overlayBlueFixed
                    case .violet:
                        return .violetFixed
                    case .themed:
                        return .themedOverlay
                    }
                }

                fileprivate var titleLabelTextColor: UIColor { .black }
            }

            var style = Style.blue
            private lazy var titleLabel = UILabel()
            private lazy var backgroundColorView = UIView()

            override init(frame: CGRect) {
                super.init(frame: frame)
                self.addSubview(self.backgroundColorView)
                self.addSubview(self.titleLabel)
                self.updateStyle()
            }

            required init?(coder: NSCoder) { fatalError() }

            private func updateStyle() {
                self.backgroundColorView.backgroundColor = self.style.backgroundColor
                self.titleLabel.textColor = self.style.titleLabelTextColor
            }
        }

        """

    func testTheTitleOnAnAliasOfAnEnumMemberIsAPair() throws {
        let s = try Scratch()
        try s.write("ColorPalette.swift", Self.palette)
        try s.write("PromoBannerView.swift", Self.banner)
        XCTAssertEqual(try CommandRunner.recolor(["init", "-q", "."], in: s.url).status, 0)
        let table = try s.read(".recolor.json")
        XCTAssertTrue(table.contains(##""light": "#91C7FF""##), table)
        // Not: the member computed at run time has no value; its alias is kept as the code writes it.
        XCTAssertTrue(table.contains(#""match": "UIColor.themedOverlay""#) && table.contains("computed"), table)
        let contrast = try CommandRunner.recolor(["contrast", "."], in: s.url)
        XCTAssertTrue(contrast.stdout.contains("on overlayBlueFixed"), contrast.stdout + contrast.stderr)
        XCTAssertEqual(contrast.status, 0, contrast.stdout + contrast.stderr)
    }
}
