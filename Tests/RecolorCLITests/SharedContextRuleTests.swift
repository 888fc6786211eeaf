import Foundation
import XCTest

/// Two uses of one value under one context name that play two roles: GoMap's
/// `progressIndicator.color = UIColor.green` (a spinner: a tint) beside a layer's own `color`
/// property that strokes (`layer.color = UIColor.green`). A rule can tell them apart by value and
/// context only, so init wrote two rules `#00FF00` in `color`, the second never matching (its own
/// strict lint: "never matches"), and the spinner took the stroke's token, a dark green in Dark
/// (session 21 audit F21). The rule of the use the first rule misses is limited to its place.
final class SharedContextRuleTests: XCTestCase {
    let screens = """
        import UIKit

        final class MainViewController: UIViewController {
            @IBOutlet var progressIndicator: UIActivityIndicatorView!
            let guide = CAShapeLayer()
            let rim = CAShapeLayer()

            override func viewDidLoad() {
                super.viewDidLoad()
                progressIndicator.color = UIColor.green
                guide.strokeColor = UIColor.green.cgColor
                rim.strokeColor = UIColor.green.cgColor
            }
        }

        final class PathShapeLayer: CAShapeLayer {
            var color: UIColor = .red {
                didSet { strokeColor = color.cgColor }
            }
        }

        final class Recognizer {
            let layer = PathShapeLayer()
            func found() {
                layer.color = UIColor.green
            }
        }

        """

    func testTwoRolesUnderOneContextGetNoShadowedRuleAndEachItsToken() throws {
        let s = try Scratch()
        try s.write("Map.swift", screens)
        let i = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(i.status, 0, i.stderr)
        XCTAssertFalse(i.stderr.contains("check the rules' order"), i.stderr)
        let lint = try CommandRunner.recolor(["check", "--strict", "."], in: s.url)
        XCTAssertFalse(lint.stderr.contains("never matches"), lint.stderr)
        XCTAssertNotEqual(lint.status, 2, lint.stderr)
        // The spinner keeps a light green in Dark; the strokes (and the layer's own color) adapt alike.
        let json = try CommandRunner.recolor(["check", "--format", "json", "."], in: s.url)
        let findings = (try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as! [String: Any])["findings"] as! [[String: Any]]
        let tokenAt = Dictionary(findings.map { ($0["line"] as! Int, $0["token"] as? String ?? "-") }, uniquingKeysWith: { a, _ in a })
        let draft = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        let tokens = draft["tokens"] as! [String: [String: Any]]
        let spinner = tokenAt[10] ?? "-", stroke = tokenAt[11] ?? "-", layerColor = tokenAt[25] ?? "-"
        XCTAssertNotEqual(spinner, stroke, "\(tokenAt)")
        XCTAssertEqual(layerColor, stroke, "the layer's own color strokes, as its principal role: \(tokenAt)")
        XCTAssertEqual(tokens[spinner]?["dark"] as? String, "#7DFF75", "\(tokens)")
    }

    /// Negative: one role under the context, no place-limited rule.
    func testOneRoleUnderAContextStaysOneRuleWithoutPlace() throws {
        let s = try Scratch()
        try s.write("Map.swift", screens.replacingOccurrences(of: "        layer.color = UIColor.green\n", with: ""))
        let i = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(i.status, 0, i.stderr)
        let draft = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        let rules = draft["rules"] as! [[String: Any]]
        XCTAssertFalse(rules.contains { $0["in"] != nil }, "\(rules)")
        let lint = try CommandRunner.recolor(["check", "--strict", "."], in: s.url)
        XCTAssertFalse(lint.stderr.contains("never matches"), lint.stderr)
    }
}
