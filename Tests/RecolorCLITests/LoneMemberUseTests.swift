import Foundation
import XCTest

/// Session 25 audit F8 (nRF-Mesh): a palette member that is the light value of one harvested pair
/// gives its uses alone the pair's token only in the pair's role; a tint of it elsewhere gets a
/// token of its own, not the fill's dark. Hand-written in the shape of the app.
final class LoneMemberUseTests: XCTestCase {
    static let palette = """
        import UIKit
        extension UIColor {
            static func dynamicColor(light: UIColor, dark: UIColor) -> UIColor {
                UIColor { $0.userInterfaceStyle == .light ? light : dark }
            }
            static let meshFall = #colorLiteral(red: 0.976, green: 0.585, blue: 0.207, alpha: 1)
            static let darkMeshFall = #colorLiteral(red: 0.46, green: 0.273, blue: 0.097, alpha: 1)
        }

        """

    func rules(_ lone: String) throws -> [[String: Any]] {
        let s = try Scratch()
        try s.write("Palette.swift", Self.palette)
        try s.write("Cell.swift", """
            import UIKit
            final class Cell: UICollectionViewCell {
                let icon = UIImageView()
                let fullIcon = UIImageView()
                func setup() {
                    fullIcon.backgroundColor = .dynamicColor(light: .meshFall, dark: .darkMeshFall)
                    fullIcon.tintColor = .white
                    \(lone)
                }
            }

            """)
        XCTAssertEqual(try CommandRunner.recolor(["init", "."], in: s.url).status, 0)
        let t = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        return t["rules"] as? [[String: Any]] ?? []
    }

    func pairToken(_ r: [[String: Any]]) -> String? {
        r.first { ($0["match"] as? String) == "UIColor.meshFall" && $0["dark"] != nil }?["token"] as? String
    }

    func loneToken(_ r: [[String: Any]]) -> String? {
        r.first { ($0["match"] as? String) == "UIColor.meshFall" && $0["dark"] == nil }?["token"] as? String
    }

    func testATintOfTheFillsLightMemberIsATokenOfItsOwn() throws {
        let r = try rules("icon.tintColor = .meshFall")
        XCTAssertNotNil(pairToken(r), "\(r)")
        XCTAssertNotNil(loneToken(r), "\(r)")
        XCTAssertNotEqual(loneToken(r), pairToken(r), "\(r)")
    }

    func testABackgroundOfTheFillsLightMemberTakesThePair() throws {
        let r = try rules("contentView.backgroundColor = .meshFall")
        XCTAssertNotNil(pairToken(r), "\(r)")
        XCTAssertEqual(loneToken(r), pairToken(r), "\(r)")
    }
}
