import Foundation
import XCTest

/// Two light/dark choices of the same values on different sides of the drawing are two tokens,
/// each named for its role, the later one reached by a rule limited to its place: olvid's white/
/// black discussion background (a provider assigned in its theme's `init`, no context of its own)
/// merged with a camera button's white/black foreground into `inverseSecondaryText` (session 24
/// "Left"). Hand-written fixture in that shape; `fix` then rewrites each choice to its own token.
final class PairSidesTests: XCTestCase {
    let theme = """
        import UIKit
        final class ChatColors {
            var discussionScreenBackground: UIColor
            init() {
                discussionScreenBackground = UIColor { (traitCollection: UITraitCollection) in
                    if traitCollection.userInterfaceStyle == .dark {
                        return .black
                    } else {
                        return .white
                    }
                }
            }
        }

        """
    let call = """
        import UIKit
        final class CallButtonView: UIView {
            let icon = UIImageView()
            func apply(dark: Bool) {
                icon.tintColor = traitCollection.userInterfaceStyle == .dark ? UIColor.black : UIColor.white
            }
        }

        """

    func testABackgroundAndAMarkOfTheSameValuesAreTwoTokens() throws {
        let s = try Scratch()
        try s.write("Sources/ChatColors.swift", theme)
        try s.write("Sources/CallButtonView.swift", call)
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let t = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        let tokens = t["tokens"] as! [String: [String: Any]]
        let pairs = tokens.filter { $0.value["light"] as? String == "#FFFFFF" && $0.value["dark"] as? String == "#000000" }
        XCTAssertEqual(pairs.count, 2, "\(tokens.keys.sorted())")
        XCTAssertTrue(pairs.keys.contains { $0.lowercased().contains("background") }, "\(pairs.keys.sorted())")
        XCTAssertTrue(pairs.keys.contains { !$0.lowercased().contains("background") }, "\(pairs.keys.sorted())")
        XCTAssertEqual(try CommandRunner.recolor(["generate"], in: s.url).status, 0)
        let fix = try CommandRunner.recolor(["fix", "."], in: s.url)
        XCTAssertEqual(fix.status, 0, fix.stderr)
        let background = pairs.keys.first { $0.lowercased().contains("background") }!
        let mark = pairs.keys.first { !$0.lowercased().contains("background") }!
        let chat = try s.read("Sources/ChatColors.swift"), button = try s.read("Sources/CallButtonView.swift")
        XCTAssertTrue(chat.contains("Semantic.\(background)"), chat)
        XCTAssertTrue(button.contains("Semantic.\(mark)"), button)
    }

    /// Non-triggering: two marks (a tint and a text) of the same values stay one token.
    func testTwoMarksOfTheSameValuesAreOneToken() throws {
        let s = try Scratch()
        try s.write("Sources/CallButtonView.swift", call)
        try s.write("Sources/Caption.swift", """
            import UIKit
            final class CaptionView: UIView {
                let label = UILabel()
                func apply() {
                    label.textColor = traitCollection.userInterfaceStyle == .dark ? UIColor.black : UIColor.white
                }
            }

            """)
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let t = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        let tokens = t["tokens"] as! [String: [String: Any]]
        XCTAssertEqual(tokens.filter { $0.value["light"] as? String == "#FFFFFF" }.count, 1, "\(tokens.keys.sorted())")
    }
}
