import Foundation
import XCTest

/// The `??` fallback of a color computation init keeps as computed is kept too, in its place:
/// GitHawk's `labelColor.textOverlayColor ?? .black` over a label's own data color became
/// `?? Semantic.label` (white in Dark over a fixed color) while `textOverlayColor`'s own white
/// and black were kept (session 20 audit F12). Black text elsewhere still adapts.
final class ComputedFallbackTests: XCTestCase {
    func testTheFallbackOfAKeptComputationIsKeptInItsPlace() throws {
        let s = try Scratch()
        try s.write("Overlay.swift", """
            import UIKit
            extension UIColor {
                var textOverlayColor: UIColor? {
                    var white: CGFloat = 0
                    guard getWhite(&white, alpha: nil) else { return nil }
                    return white > 0.5 ? .black : .white
                }
            }

            """)
        try s.write("Label.swift", """
            import UIKit
            final class LabelModel {
                let labelColor: UIColor
                let tint: UIColor? = nil
                init(labelColor: UIColor) { self.labelColor = labelColor }
                var attributes: [NSAttributedString.Key: Any] {
                    [.backgroundColor: labelColor, .foregroundColor: labelColor.textOverlayColor ?? .black]
                }
                var plain: [NSAttributedString.Key: Any] {
                    [.foregroundColor: tint ?? .black]
                }
            }
            final class Screen {
                let title = UILabel()
                func f() { title.textColor = .black }
            }

            """)
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let t = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        let rules = t["rules"] as! [[String: Any]]
        let fallback = rules.first { ($0["keep"] as? String)?.contains("?? fallback of textOverlayColor") == true }
        XCTAssertEqual(fallback?["in"] as? [String], ["LabelModel.attributes"], "\(rules)")
        XCTAssertEqual(fallback?["context"] as? [String], ["foregroundColor"], "\(rules)")
        // Negative control: the fallback of a plain optional (`tint ?? .black`) and the other black
        // text adapt: no keep rule of black text without a place.
        XCTAssertFalse(rules.contains { ($0["match"] as? String) == "#000000" && $0["keep"] != nil && $0["in"] == nil
            && ($0["context"] as? [String]) != ["textOverlayColor"] }, "\(rules)")
        XCTAssertTrue(rules.contains { ($0["match"] as? String) == "#000000" && $0["token"] != nil && $0["context"] == nil }, "\(rules)")
    }
}
