import Foundation
import XCTest

/// A parameter's default is read by the parameter's own name after its label (`withColor color: UIColor =
/// .black`, whose finding's context is `color`): stored in `layer.shadowColor`, it is a shadow, fixed.
/// Concordium's `applyShadow(withColor color: UIColor = .black)` became `UIColor.label`, a white glow in
/// Dark (session 30's review A3, /work/s30/repro/a3). Negative: a default stored in a label's `textColor`
/// stays text.
final class ShadowParameterDefaultTests: XCTestCase {
    func testAShadowDefaultBehindALabelIsAFixedShadow() throws {
        let s = try Scratch()
        try s.write("UIView+Shadow.swift", """
            import UIKit

            extension UIView {
                func dropShadow(withColor color: UIColor = .black, opacity: Float = 0.2) {
                    layer.shadowColor = color.cgColor
                    layer.shadowOpacity = opacity
                }
            }

            final class Badge: UILabel {
                func style(withColor color: UIColor = UIColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1)) {
                    textColor = color
                }
            }

            """)
        XCTAssertEqual(try CommandRunner.recolor(["init", "-q", "."], in: s.url).status, 0)
        let table = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        let tokens = table["tokens"] as! [String: [String: Any]]
        let shadow = try XCTUnwrap(tokens.values.first { $0["light"] as? String == "#000000" }, "\(tokens)")
        XCTAssertEqual(shadow["fixed"] as? Bool, true, "\(shadow)")
        // Not: the text default stays text, with a dark of its own.
        let text = try XCTUnwrap(tokens.values.first { $0["light"] as? String == "#333333" }, "\(tokens)")
        XCTAssertTrue((text["description"] as? String ?? "").contains("as text"), "\(text)")
        XCTAssertNotEqual(text["dark"] as? String, "#333333", "\(text)")
    }
}
