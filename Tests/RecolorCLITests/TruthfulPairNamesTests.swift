import Foundation
import XCTest

/// A choice by the appearance is named for both its colors (session 22 audit F15, beam): not
/// after the palette member of its light arm where that name's words are false in dark
/// (`Semantic.greyExtraDark` was white in Dark beside the app's `UIColor.greyExtraDark`), and
/// with no hue or lightness word its dark arm belies (`midPurpleGrayText` was white in Dark).
/// Isowords' `ink` pairs keep `ink` (HarvestedPairNameTests).
final class TruthfulPairNamesTests: XCTestCase {
    func draftNames(_ cell: String) throws -> [String: String] {
        let s = try Scratch()
        try s.write("Sources/Palette.swift", """
        import UIKit
        extension UIColor {
            static let greyExtraDark = UIColor(red: 0.05, green: 0.04, blue: 0.05, alpha: 1)
        }
        """)
        try s.write("Sources/Texts.swift", """
        import UIKit
        func style(_ a: UILabel, _ b: UILabel, _ c: UILabel, _ d: UILabel) {
            a.textColor = UIColor(red: 0x11 / 255, green: 0x11 / 255, blue: 0x11 / 255, alpha: 1)
            b.textColor = UIColor(red: 0x22 / 255, green: 0x22 / 255, blue: 0x22 / 255, alpha: 1)
            c.textColor = UIColor(red: 0x33 / 255, green: 0x33 / 255, blue: 0x33 / 255, alpha: 1)
            d.textColor = UIColor(red: 0x44 / 255, green: 0x44 / 255, blue: 0x44 / 255, alpha: 1)
        }
        """)
        try s.write("Sources/Cell.swift", cell)
        let r = try CommandRunner.recolor(["init"], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let table = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as? [String: Any])
        let tokens = try XCTUnwrap(table["tokens"] as? [String: [String: Any]])
        var byValues: [String: String] = [:]
        for (name, t) in tokens { byValues["\(t["light"] as? String ?? "")/\(t["dark"] as? String ?? "")"] = name }
        return byValues
    }

    func cell(dark: String) -> String {
        """
        import UIKit
        final class Cell: UIView {
            let title = UILabel()
            let note = UILabel()
            override func traitCollectionDidChange(_ previous: UITraitCollection?) {
                title.textColor = traitCollection.userInterfaceStyle == .dark ? \(dark) : UIColor.greyExtraDark
                note.textColor = traitCollection.userInterfaceStyle == .dark ? \(dark) : UIColor(red: 110 / 255, green: 106 / 255, blue: 122 / 255, alpha: 1)
            }
        }
        """
    }

    func testAPairWhoseDarkArmIsWhiteSaysSo() throws {
        let names = try draftNames(cell(dark: "UIColor.white"))
        XCTAssertNotEqual(names["#0D0A0D/#FFFFFF"], "greyExtraDark", "\(names)")
        XCTAssertEqual(names["#0D0A0D/#FFFFFF"], "primaryText", "a pair that flips: by rank, \(names)")
        XCTAssertEqual(names["#6E6A7A/#FFFFFF"], "midPurpleGrayTextOrWhite", "\(names)")
    }

    /// Negative: a dark arm of the same hue and lightness keeps the light arm's words.
    func testAPairWhoseDarkArmKeepsTheWordsKeepsTheName() throws {
        let names = try draftNames(cell(dark: "UIColor(red: 120 / 255, green: 115 / 255, blue: 134 / 255, alpha: 1)"))
        XCTAssertEqual(names["#6E6A7A/#787386"], "midPurpleGrayText", "\(names)")
    }

    /// Lunar's warm pairs (`Color(light: .warmBlack, dark: .warmWhite)` and the reverse, in an
    /// `#available` branch): no arm's member names them, and the tone of each appearance does
    /// (`…Or…Color`), never a bare `color` (the doubled-word check read `gray` on both sides of
    /// `Or` as a doubled word and left no candidate).
    func testAPairOfNoRoleIsNamedByBothTones() throws {
        let s = try Scratch()
        try s.write("Colors.swift", """
        import SwiftUI
        public extension Color {
            init(light: Color, dark: Color) { self.init(NSColor(name: nil) { $0.name == .darkAqua ? NSColor(dark) : NSColor(light) }) }
            static let warmBlack = Color(hue: 20 / 360, saturation: 0.15, brightness: 0.18)
            static let warmWhite = Color(hue: 0, saturation: 0.07, brightness: 0.95)
        }
        public struct FG {
            var warm: Color {
                if #available(macOS 12.0, *) {
                    Color(light: Color.warmBlack, dark: Color.warmWhite)
                } else {
                    NSAppearance.currentDrawing().isDark ? Color.warmWhite : Color.warmBlack
                }
            }
        }
        public struct BG {
            var warm: Color {
                if #available(macOS 12.0, *) {
                    Color(light: Color.warmWhite, dark: Color.warmBlack)
                } else {
                    NSAppearance.currentDrawing().isDark ? Color.warmBlack : Color.warmWhite
                }
            }
        }
        struct V: View {
            var body: some View { Text("a").foregroundColor(FG().warm).background(BG().warm) }
        }
        """)
        let r = try CommandRunner.recolor(["init"], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let table = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as? [String: Any])
        let names = try XCTUnwrap(table["tokens"] as? [String: Any]).keys.sorted()
        XCTAssertFalse(names.contains { $0 == "color" || $0.hasPrefix("colorOr") || $0 == "warmBlack" || $0 == "warmWhite" }, "\(names)")
        XCTAssertTrue(names.allSatisfy { $0.contains("Or") && $0.hasSuffix("Color") }, "\(names)")
    }
}
