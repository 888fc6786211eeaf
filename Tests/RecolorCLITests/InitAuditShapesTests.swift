import Foundation
import XCTest

/// Shapes an independent audit found on apps new to everyone (jyutping, vlc-ios), each on a
/// hand-written fixture: an appearance choice with one arm clear, an app's bright/dark/black
/// palettes, gradients over video and album art, colors chosen per case of an enum.
final class InitAuditShapesTests: XCTestCase {
    func table(_ s: Scratch) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
    }

    func rules(_ t: [String: Any]) -> [[String: Any]] { t["rules"] as? [[String: Any]] ?? [] }
    func tokens(_ t: [String: Any]) -> [String: [String: Any]] { t["tokens"] as? [String: [String: Any]] ?? [:] }

    /// jyutping's `glassShadow`: `isDark ? Color.clear : Color.black.opacity(0.66)`.
    func testAnArmWhoseOtherArmIsClearIsKeptNotRewrittenAlone() throws {
        let s = try Scratch()
        try s.write("Keyboard/ColorExtensions.swift", """
            import SwiftUI
            extension ColorScheme {
                var isDark: Bool { self == .dark }
                var glassShadow: Color {
                    return isDark ? Color.clear : Color.black.opacity(0.66)
                }
            }
            struct KeyView: View {
                @Environment(\\.colorScheme) private var colorScheme
                var body: some View {
                    Text("a").shadow(color: colorScheme.glassShadow, radius: 1)
                }
            }

            """)
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let rs = rules(try table(s))
        let black = rs.filter { ($0["match"] as? String) == "#000000A8" }
        XCTAssertFalse(black.isEmpty, "\(rs)")
        XCTAssertTrue(black.allSatisfy { ($0["keep"] as? String)?.hasPrefix("chosen by appearance") == true }, "never one arm alone: \(rs)")
    }

    /// vlc's `PresentationTheme.swift`: top-level `let brightPalette`, `let darkPalette`,
    /// `let blackPalette` instances of one palette type.
    func testBrightAndDarkPalettesArePairsAndABlackPaletteIsKeptAsADarkTheme() throws {
        let s = try Scratch()
        try s.write("Sources/PresentationTheme.swift", """
            import UIKit
            class ColorPalette: NSObject {
                let background: UIColor
                let cellTextColor: UIColor
                init(isDark: Bool, background: UIColor, cellTextColor: UIColor) {
                    self.background = background
                    self.cellTextColor = cellTextColor
                }
            }
            let brightPalette = ColorPalette(isDark: false,
                                             background: UIColor(red: 1, green: 1, blue: 1, alpha: 1),
                                             cellTextColor: UIColor(red: 0.28, green: 0.28, blue: 0.28, alpha: 1))
            let darkPalette = ColorPalette(isDark: true,
                                           background: UIColor(red: 0.11, green: 0.11, blue: 0.12, alpha: 1),
                                           cellTextColor: UIColor(red: 0.94, green: 0.94, blue: 0.94, alpha: 1))
            let blackPalette = ColorPalette(isDark: true,
                                            background: UIColor(red: 0, green: 0, blue: 0, alpha: 1),
                                            cellTextColor: UIColor(red: 0.9, green: 0.9, blue: 0.9, alpha: 1))

            """)
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let t = try table(s)
        let pair = tokens(t).values.first { ($0["light"] as? String) == "#474747" }
        XCTAssertEqual(pair?["dark"] as? String, "#F0F0F0", "light from brightPalette, dark from darkPalette: \(tokens(t))")
        let bg = tokens(t).values.first { ($0["light"] as? String) == "#FFFFFF" }
        XCTAssertEqual(bg?["dark"] as? String, "#1C1C1F", "\(tokens(t))")
        let keeps = rules(t).compactMap { $0["keep"] as? String }
        XCTAssertTrue(keeps.contains { $0.hasPrefix("dark theme: the blackPalette theme") }, "\(keeps)")
    }

    /// vlc: a gradient layer over the video in a player's controller, a gradient drawn over
    /// album art in an image helper, a black placeholder standing for a video's picture.
    func testGradientsOverMediaAndAMediaPlaceholderAreKeptAsMediaSurface() throws {
        let s = try Scratch()
        try s.write("Sources/PlayerViewController.swift", """
            import UIKit
            final class PlayerViewController: UIViewController {
                let videoOutputView = UIView()
                lazy var volumeGradientLayer: CAGradientLayer = {
                    let gradientLayer = CAGradientLayer()
                    gradientLayer.colors = [UIColor.clear.cgColor,
                                            UIColor.black.cgColor]
                    return gradientLayer
                }()
                private func blackPlaceholder() -> UIImage {
                    return UIGraphicsImageRenderer(size: CGSize(width: 16, height: 9)).image { ctx in
                        UIColor.black.setFill()
                    }
                }
            }

            """)
        try s.write("Sources/UIImage+Gradient.swift", """
            import UIKit
            extension UIImage {
                func imageWithGradient() -> UIImage {
                    let top = UIColor.black.cgColor
                    let bottom = UIColor.black.cgColor
                    _ = [top, bottom]
                    return self
                }
            }

            """)
        try s.write("Sources/Settings.swift", """
            import UIKit
            final class SettingsCell: UITableViewCell {
                func style() {
                    textLabel?.textColor = UIColor.black
                    backgroundColor = UIColor.white
                }
            }

            """)
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let rs = rules(try table(s))
        let keeps = rs.compactMap { $0["keep"] as? String }
        XCTAssertTrue(keeps.contains { $0.hasPrefix("media surface") && $0.contains("gradient") }, "\(rs)\n\(r.stderr)")
        XCTAssertTrue(r.stderr.contains("placeholder of media") || keeps.contains { $0.contains("placeholder of media") }, "\(rs)\n\(r.stderr)")
        XCTAssertTrue(r.stderr.contains("imageWithGradient") || keeps.contains { $0.contains("imageWithGradient") }, "\(rs)\n\(r.stderr)")
    }

    /// jyutping's `MetroLineColor.swift`: official line colors chosen per case are data; a
    /// switch of three states' colors still adapts.
    func testColorsChosenPerCaseOfAManyCaseSwitchAreData() throws {
        let s = try Scratch()
        try s.write("Sources/MetroLineColor.swift", """
            import SwiftUI
            enum Line { case a, b, c, d, e, f }
            extension Line {
                var color: Color {
                    switch self {
                    case .a: return Color(red: 0.95, green: 0.82, blue: 0.24)
                    case .b: return Color(red: 0.0, green: 0.38, blue: 0.61)
                    case .c: return Color(red: 0.91, green: 0.62, blue: 0.28)
                    case .d: return Color(red: 0.0, green: 0.51, blue: 0.29)
                    case .e: return Color(red: 0.78, green: 0.02, blue: 0.25)
                    case .f: return Color(red: 0.39, green: 0.01, blue: 0.27)
                    }
                }
            }
            enum State { case on, off, unknown }
            extension State {
                var tint: Color {
                    switch self {
                    case .on: return Color(red: 0.2, green: 0.7, blue: 0.3)
                    case .off: return Color(red: 0.5, green: 0.5, blue: 0.55)
                    case .unknown: return Color(red: 0.9, green: 0.6, blue: 0.1)
                    }
                }
            }

            """)
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let rs = rules(try table(s))
        let data = rs.filter { ($0["keep"] as? String)?.hasPrefix("data: one of 6 colors chosen per case") == true }
        XCTAssertEqual(data.count, 6, "\(rs)\n\(r.stderr)")
        XCTAssertEqual(rs.filter { $0["token"] != nil && $0["keep"] == nil }.count, 3, "the state colors adapt: \(rs)")
    }
}
