import Foundation
import XCTest

/// init's draft passes its own lint and maps every finding it lists (session 22 audit F18: on
/// beam init said "the draft's rules do not map this finding to its token" and `check --strict`
/// refused a rule that never matched). Each fixture has the shape that did it; the negative
/// variants lack that shape and were mapped before too.
final class InitDraftMapsEveryFindingTests: XCTestCase {
    /// init, then `check --strict`: the token of each finding by `file:line`.
    func draftTokens(_ s: Scratch) throws -> [String: String] {
        let r = try CommandRunner.recolor(["init"], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertFalse(r.stderr.contains("do not map"), r.stderr)
        let check = try CommandRunner.recolor(["check", "--strict", "--format", "json"], in: s.url)
        XCTAssertEqual(check.status, 1, "findings remain, the table passes its lint: \(check.stderr)")
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any])
        let summary = try XCTUnwrap(report["summary"] as? [String: Int])
        XCTAssertEqual(summary["mapped"], summary["findings"], check.stdout)
        var out: [String: String] = [:]
        for f in report["findings"] as? [[String: Any]] ?? [] {
            out["\(f["file"] as? String ?? ""):\(f["line"] as? Int ?? 0)"] = f["token"] as? String ?? f["kept"] as? String ?? "-"
        }
        return out
    }

    /// A palette member that looks up a color set and is the light arm of a choice by the
    /// appearance: the pair's rule takes the member only in that choice, so the set is its own
    /// token (init wanted the pair's token for the set, and no rule could say so). The set is
    /// also drawn alone (a separator), as beam's is: a set used only as a light arm is kept as
    /// the app's value instead (`ColorSetUses.ArmSets`).
    func testASetBehindAPairsLightArmKeepsItsOwnToken() throws {
        let s = try Scratch()
        try s.write("Sources/Palette.swift", """
        import UIKit
        extension UIColor {
            static var greyExtraLight: UIColor { UIColor(named: "grey_extra_light")! }
        }
        """)
        try s.write("Sources/Cell.swift", """
        import UIKit
        final class Cell: UIView {
            let bar = UIView()
            let separator = UIView()
            func appearanceDidChange() {
                bar.tintColor = traitCollection.userInterfaceStyle == .dark ? UIColor.white : UIColor.greyExtraLight
                separator.backgroundColor = UIColor.greyExtraLight
            }
        }
        """)
        try s.write("Assets.xcassets/grey_extra_light.colorset/Contents.json", """
        { "colors" : [ { "idiom" : "universal", "color" : { "color-space" : "srgb", "components" : { "red" : "201", "alpha" : "1.000", "blue" : "204", "green" : "200" } } } ], "info" : { "author" : "xcode", "version" : 1 } }
        """)
        let tokens = try draftTokens(s)
        XCTAssertEqual(tokens["Assets.xcassets/grey_extra_light.colorset/Contents.json:1"], "greyExtraLight")
    }

    /// Two functions of one type defaulting to one black, one stroked (`drawIndicator`: a tint)
    /// and one filled (`drawIndicatorFilled`: a fill), beside black text, a tint and a background
    /// elsewhere: each default gets its own token, and no rule is left that never matches.
    func testTwoDefaultArgumentsOfOneTypeEachGetTheirToken() throws {
        let s = try Scratch()
        try s.write("Sources/Indicator.swift", """
        import UIKit
        final class Indicator: UIView {
            func drawIndicator(frame: CGRect, color: UIColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)) {
                color.setStroke()
                UIBezierPath(ovalIn: frame).stroke()
            }
            func drawIndicatorFilled(frame: CGRect, color: UIColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)) {
                color.setFill()
                UIBezierPath(ovalIn: frame).fill()
            }
        }
        """)
        try s.write("Sources/Screen.swift", """
        import UIKit
        func style(_ label: UILabel, _ icon: UIImageView, _ card: UIView) {
            label.textColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
            icon.tintColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
            card.backgroundColor = .black
        }
        """)
        let tokens = try draftTokens(s)
        XCTAssertEqual(tokens["Sources/Indicator.swift:3"], "primaryTint")
        XCTAssertEqual(tokens["Sources/Indicator.swift:7"], "inverseFill")
        XCTAssertEqual(tokens["Sources/Screen.swift:4"], "primaryTint")
    }

    /// Negative: one default per type, nothing to tell apart; mapped before the fix too.
    func testOneDefaultArgumentIsMapped() throws {
        let s = try Scratch()
        try s.write("Sources/Indicator.swift", """
        import UIKit
        final class Indicator: UIView {
            func drawIndicatorFilled(frame: CGRect, color: UIColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)) {
                color.setFill()
                UIBezierPath(ovalIn: frame).fill()
            }
        }
        """)
        try s.write("Sources/Screen.swift", "import UIKit\nfunc style(_ label: UILabel) { label.textColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1) }\n")
        let tokens = try draftTokens(s)
        XCTAssertEqual(tokens.count, 2, "\(tokens)")
    }
}
