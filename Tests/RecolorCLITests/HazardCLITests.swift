import Foundation
import XCTest

/// The appearance hazards as `check` and `fix` show them: counted apart from raw colors,
/// silenced and baselined like the others, notes in an app that forces one appearance, and
/// what a plain `fix` creates said.
final class HazardCLITests: XCTestCase {
    let card = """
    import UIKit

    final class CardController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.layer.borderColor = UIColor.separator.cgColor
            view.backgroundColor = UIColor.white
        }
    }

    """

    func testCheckReportsHazardsApartFromRawColors() throws {
        let s = try Scratch()
        try s.write("A.swift", card)
        let r = try CommandRunner.recolor(["check", "--format", "xcode"], in: s.url)
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.stdout.contains("A.swift:6:34: warning: UIColor.separator is a dynamic system color"), r.stdout)
        XCTAssertTrue(r.stdout.contains("[stale-color]"), r.stdout)
        XCTAssertEqual(r.stderr, "recolor: 1 finding in 1 file (0 mapped, 1 unmapped); 1 appearance hazard (1 stale-color)\n")
        let json = try CommandRunner.recolor(["check", "--format", "json"], in: s.url)
        let summary = (try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as! [String: Any])["summary"] as! [String: Int]
        XCTAssertEqual(summary["findings"], 1)
        XCTAssertEqual(summary["hazards"], 1)
    }

    func testHazardsAreSilencedAndBaselinedLikeColors() throws {
        let s = try Scratch()
        try s.write("A.swift", card.replacingOccurrences(of: "cgColor\n", with: "cgColor // recolor:ignore\n"))
        let ignored = try CommandRunner.recolor(["check", "--format", "xcode"], in: s.url)
        XCTAssertFalse(ignored.stdout.contains("stale-color"), ignored.stdout)
        try s.write("A.swift", card)
        XCTAssertEqual(try CommandRunner.recolor(["check", "--write-baseline", "base.json"], in: s.url).status, 0)
        XCTAssertTrue(try s.read("base.json").contains("\"stale-color\""))
        let known = try CommandRunner.recolor(["check", "--baseline", "base.json"], in: s.url)
        XCTAssertEqual(known.status, 0, known.stdout)
    }

    func testAForcedAppearanceMakesHazardsNotes() throws {
        let s = try Scratch()
        try s.write("A.swift", card.replacingOccurrences(of: "        view.backgroundColor = UIColor.white\n", with: ""))
        try s.write("App/Info.plist", "<plist><dict>\n<key>UIUserInterfaceStyle</key>\n<string>Light</string>\n</dict></plist>\n")
        let r = try CommandRunner.recolor(["check", "--format", "sarif"], in: s.url)
        XCTAssertEqual(r.status, 0, "notes are no failures")
        let run = ((try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as! [String: Any])["runs"] as! [[String: Any]])[0]
        let results = run["results"] as! [[String: Any]]
        XCTAssertEqual(results.map { $0["level"] as? String }, ["note"])
        let text = try CommandRunner.recolor(["check"], in: s.url)
        XCTAssertTrue(text.stdout.contains(": note: "), text.stdout)
        XCTAssertTrue(text.stderr.contains("1 of them notes: the app forces one appearance (UIUserInterfaceStyle Light at App/Info.plist:2)"), text.stderr)
        let scan = try CommandRunner.recolor(["scan"], in: s.url)
        XCTAssertTrue(scan.stdout.contains("appearance hazards (recolor check lists them): 1 stale-color; notes, not failures: the app forces one appearance (UIUserInterfaceStyle Light at App/Info.plist:2)"), scan.stdout)
    }

    func testFixSaysWhenARewriteMakesAStaleColorAndNeverRewritesAHazard() throws {
        let s = try Scratch()
        try s.write(".recolor.json", ##"{ "tokens": { "separator": { "uikit": "UIColor.separator", "light": "#0000001A", "dark": "#FFFFFF26" } }, "rules": [ { "match": "#0000001A", "token": "separator" } ] }"##)
        try s.write("B.swift", "import UIKit\n\nfinal class Rim: UIView {\n    func setUp() {\n        layer.borderColor = UIColor(white: 0, alpha: 0.1).cgColor\n        layer.shadowColor = UIColor.label.cgColor\n    }\n}\n")
        let r = try CommandRunner.recolor(["fix"], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(try s.read("B.swift").contains("layer.borderColor = UIColor.separator.cgColor"))
        XCTAssertTrue(try s.read("B.swift").contains("layer.shadowColor = UIColor.label.cgColor"), "a hazard is never rewritten without --hazards")
        XCTAssertTrue(r.stderr.contains("B.swift:5:29: this rewrite makes a stale color: UIColor.separator is a"), r.stderr)
        XCTAssertTrue(r.stderr.contains("; 1 rewrite made a stale color"), r.stderr)
        XCTAssertTrue(r.stderr.contains("1 appearance hazard (1 stale-color)"), r.stderr)
    }

    func testFixHazardsWritesTheHookAndASecondRunChangesNothing() throws {
        let s = try Scratch()
        try s.write("A.swift", card.replacingOccurrences(of: "        view.backgroundColor = UIColor.white\n", with: ""))
        let r = try CommandRunner.recolor(["fix", "--hazards"], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let fixed = try s.read("A.swift")
        XCTAssertTrue(fixed.contains("""
                override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                    super.traitCollectionDidChange(previousTraitCollection)
                    guard traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) else { return }
                    view.layer.borderColor = UIColor.separator.cgColor
                }
            """), fixed)
        XCTAssertTrue(r.stderr.contains("1 hazard repair written"), r.stderr)
        XCTAssertEqual(try CommandRunner.recolor(["check"], in: s.url).status, 0, "the hook re-applies the color: no hazard left")
        _ = try CommandRunner.recolor(["fix", "--hazards"], in: s.url)
        XCTAssertEqual(try s.read("A.swift"), fixed)
    }

    /// `fix --hazards` repairs the stale color its own rewrite makes in the same run, and
    /// `--diff --hazards` shows the rewrite and the hook together (session 15's audit, F27: the hook
    /// came only with a second run).
    func testFixHazardsRepairsTheStaleColorItsRewriteMakesInOneRun() throws {
        let table = ##"{ "tokens": { "separator": { "uikit": "UIColor.separator", "light": "#0000001A", "dark": "#FFFFFF26" } }, "rules": [ { "match": "#0000001A", "token": "separator" } ] }"##
        let source = "import UIKit\n\nfinal class Rim: UIView {\n    func setUp() {\n        layer.borderColor = UIColor(white: 0, alpha: 0.1).cgColor\n    }\n}\n"
        let s = try Scratch()
        try s.write(".recolor.json", table)
        try s.write("B.swift", source)
        let diff = try CommandRunner.recolor(["fix", "--diff", "--hazards"], in: s.url)
        XCTAssertEqual(diff.status, 0, diff.stderr)
        XCTAssertTrue(diff.stdout.contains("+        layer.borderColor = UIColor.separator.cgColor"), diff.stdout)
        XCTAssertTrue(diff.stdout.contains("hasDifferentColorAppearance"), diff.stdout)
        XCTAssertTrue(diff.stderr.contains("1 rewrite made a stale color, repaired with its hook"), diff.stderr)
        let r = try CommandRunner.recolor(["fix", "--hazards"], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let fixed = try s.read("B.swift")
        XCTAssertTrue(fixed.contains("hasDifferentColorAppearance"), fixed)
        XCTAssertTrue(r.stderr.contains("1 hazard repair written"), r.stderr)
        XCTAssertEqual(try CommandRunner.recolor(["check"], in: s.url).status, 0, "no stale color left: \(fixed)")
        _ = try CommandRunner.recolor(["fix", "--hazards"], in: s.url)
        XCTAssertEqual(try s.read("B.swift"), fixed, "a second run changes nothing")
        // Without --hazards the rewrite is made and the stale color said, not repaired.
        try s.write("B.swift", source)
        let plain = try CommandRunner.recolor(["fix"], in: s.url)
        XCTAssertFalse(try s.read("B.swift").contains("hasDifferentColorAppearance"))
        XCTAssertTrue(plain.stderr.contains("`fix --hazards` writes the hook"), plain.stderr)
    }

    /// Another view's layer colored from an event has no hook recolor can write: `fix --hazards`
    /// says so, never sending the user to the flag just used (session 17's audit, F13: freeotp's
    /// `prevCell?.layer.borderColor` in `collectionView(_:didSelectItemAt:)`).
    func testAStaleColorWithNoHookSaysSoAndPromisesNone() throws {
        let table = ##"{ "tokens": { "separator": { "uikit": "UIColor.separator", "light": "#0000001A", "dark": "#FFFFFF26" } }, "rules": [ { "match": "#0000001A", "token": "separator" } ] }"##
        let source = "import UIKit\n\nfinal class Grid: UIViewController {\n    var grid: UICollectionView!\n    var selected = IndexPath()\n    func collectionView(_ c: UICollectionView, didSelectItemAt i: IndexPath) {\n        let previous = grid.cellForItem(at: selected)\n        previous?.layer.borderColor = UIColor(white: 0, alpha: 0.1).cgColor\n    }\n}\n"
        let s = try Scratch()
        try s.write(".recolor.json", table)
        try s.write("G.swift", source)
        let diff = try CommandRunner.recolor(["fix", "--diff", "--hazards"], in: s.url)
        XCTAssertFalse(diff.stdout.contains("hasDifferentColorAppearance"), diff.stdout)
        XCTAssertTrue(diff.stderr.contains("1 rewrite made a stale color"), diff.stderr)
        XCTAssertFalse(diff.stderr.contains("`fix --hazards` writes the hook"), diff.stderr)
        XCTAssertTrue(diff.stderr.contains("no hook recolor can write"), diff.stderr)
    }

    static func spec(iOS: String) -> String {
        """
        name: Shop
        targets:
          Shop:
            type: application
            platform: iOS
            deploymentTarget: "\(iOS)"
            sources: [Shop]

        """
    }

    /// From iOS 17 on, the repair registers for the style trait once, where the colors are first
    /// set, and re-runs them from a method of their own; below, the guarded trait-change hook.
    func testFixHazardsRegistersForTraitChangesWhenEveryTargetIsIOS17() throws {
        let s = try Scratch()
        try s.write("project.yml", Self.spec(iOS: "17.0"))
        try s.write("Shop/A.swift", card.replacingOccurrences(of: "        view.backgroundColor = UIColor.white\n", with: ""))
        let r = try CommandRunner.recolor(["fix", "--hazards"], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let fixed = try s.read("Shop/A.swift")
        XCTAssertTrue(fixed.contains("""
                    view.layer.borderColor = UIColor.separator.cgColor
                    registerForTraitChanges([UITraitUserInterfaceStyle.self], handler: { (self: Self, _: UITraitCollection) in
                        self.reapplyAppearanceColors()
                    })
                }

                private func reapplyAppearanceColors() {
                    view.layer.borderColor = UIColor.separator.cgColor
                }
            }
            """), fixed)
        XCTAssertFalse(fixed.contains("traitCollectionDidChange"), fixed)
        XCTAssertEqual(try CommandRunner.recolor(["check"], in: s.url).status, 0, "the registration re-applies the color: no hazard left")
        _ = try CommandRunner.recolor(["fix", "--hazards"], in: s.url)
        XCTAssertEqual(try s.read("Shop/A.swift"), fixed)
    }

    func testFixHazardsKeepsTheTraitChangeHookBelowIOS17() throws {
        let s = try Scratch()
        try s.write("project.yml", Self.spec(iOS: "16.4"))
        try s.write("Shop/A.swift", card.replacingOccurrences(of: "        view.backgroundColor = UIColor.white\n", with: ""))
        _ = try CommandRunner.recolor(["fix", "--hazards"], in: s.url)
        let fixed = try s.read("Shop/A.swift")
        XCTAssertTrue(fixed.contains("hasDifferentColorAppearance"), fixed)
        XCTAssertFalse(fixed.contains("registerForTraitChanges"), fixed)
    }

    /// A color chosen by a Bool read from the screen's traits becomes a dynamic color choosing by
    /// the traits it is resolved with, both values kept; other uses of the Bool stay.
    func testFixHazardsMakesAColorChosenByAGlobalReadDynamic() throws {
        let s = try Scratch()
        try s.write("Style.swift", """
            import UIKit

            enum Style {
                static var darkMode: Bool { UIScreen.main.traitCollection.userInterfaceStyle == .dark }
                static let grey10 = UIColor(white: 0.1, alpha: 1)
                static let grey70 = UIColor(white: 0.7, alpha: 1)
                static var primaryText: UIColor { darkMode ? grey10 : grey70 }
                static var secondaryText: UIColor {
                    return darkMode ? UIColor.white : UIColor.black
                }
                static var blurStyle: Int { darkMode ? 1 : 2 }
            }

            """)
        let r = try CommandRunner.recolor(["fix", "--hazards"], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let fixed = try s.read("Style.swift")
        XCTAssertTrue(fixed.contains("static var primaryText: UIColor { UIColor { traits in traits.userInterfaceStyle == .dark ? grey10 : grey70 } }"), fixed)
        XCTAssertTrue(fixed.contains("return UIColor { traits in traits.userInterfaceStyle == .dark ? UIColor.white : UIColor.black }"), fixed)
        XCTAssertTrue(fixed.contains("static var blurStyle: Int { darkMode ? 1 : 2 }"), fixed)
        _ = try CommandRunner.recolor(["fix", "--hazards"], in: s.url)
        XCTAssertEqual(try s.read("Style.swift"), fixed)
    }
}
