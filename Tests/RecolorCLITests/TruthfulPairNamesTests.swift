import Foundation
import XCTest

/// A choice by the appearance is named for both its colors (session 22 audit F15, beam): not
/// after the palette member of its light arm (`Semantic.greyExtraDark` was white in Dark beside
/// the app's `UIColor.greyExtraDark`), and with no hue or lightness word its dark arm belies
/// (`midPurpleGrayText` was white in Dark).
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
        XCTAssertEqual(names["#0D0A0D/#FFFFFF"], "primaryText", "\(names)")
        XCTAssertEqual(names["#6E6A7A/#FFFFFF"], "midPurpleGrayTextOrWhite", "\(names)")
    }

    /// Negative: a dark arm of the same hue and lightness keeps the light arm's words.
    func testAPairWhoseDarkArmKeepsTheWordsKeepsTheName() throws {
        let names = try draftNames(cell(dark: "UIColor(red: 120 / 255, green: 115 / 255, blue: 134 / 255, alpha: 1)"))
        XCTAssertEqual(names["#6E6A7A/#787386"], "midPurpleGrayText", "\(names)")
    }
}
