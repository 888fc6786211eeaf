@testable import RecolorCore
import XCTest

/// A hand-written palette in the shape a public component kit's example app showed (never its
/// code): `extension UIColor` declares `init(red: Int, green: Int, blue: Int)` taking 0–255 and
/// no alpha, and the palette calls it with literals; a call with variables is no hard-coded color.
final class AppOverloadConstructorTests: XCTestCase {
    func testAnOverloadWithoutAlphaIsAColorScaledFrom255() {
        let palette = """
        import UIKit

        extension UIColor {
            convenience init(red: Int, green: Int, blue: Int) {
                self.init(red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: 1)
            }

            static let messageLight = UIColor(red: 48, green: 47, blue: 48)
            static let messageDark = UIColor(red: 207, green: 208, blue: 207)
            static let navigationBar = UIColor(red: 251, green: 251, blue: 253)

            static func gray(_ level: Int) -> UIColor { UIColor(red: level, green: level, blue: level) }
        }
        """
        let file = SwiftSource(path: "UIColor+Palette.swift", bytes: Array(palette.utf8))
        let reports = Engine.analyze([file], options: RunOptions()).allReports
        XCTAssertEqual(reports.map { "\($0.line) \($0.finding.color?.hex(withAlpha: true) ?? "null")" },
                       ["8 #302F30FF", "9 #CFD0CFFF", "10 #FBFBFDFF"])
    }
}
