import Foundation
import XCTest

/// Dark Mode results an independent audit (session 12, on Mammoth) found wrong, each on a
/// hand-written fixture of its shape: an appearance test joined to an app setting, a black
/// drafted for shadows taking black text, a glyph kept black on a disc that adapts.
final class InitDarkModeAuditTests: XCTestCase {
    func table(_ s: Scratch) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
    }

    func rules(_ t: [String: Any]) -> [[String: Any]] { t["rules"] as? [[String: Any]] ?? [] }
    func tokens(_ t: [String: Any]) -> [String: [String: Any]] { t["tokens"] as? [String: [String: Any]] ?? [:] }

    /// The app's own theme setting or the appearance (`forcedStyle == 1 || style == .light`):
    /// both branches are the app's choice by the appearance, though no pure test of it.
    static let menuTint = """
        import UIKit
        final class MenuScreen: UIViewController {
            let loader = UIActivityIndicatorView(), loader2 = UIActivityIndicatorView()
            var forcedStyle = 0
            override func viewDidLoad() {
                super.viewDidLoad()
                loader.color = .white
                loader2.color = .white
            }
            func menuTint() -> UIColor {
                var tint: UIColor = .black
                if forcedStyle == 1 || traitCollection.userInterfaceStyle == .light {
                    tint = .black
                } else if forcedStyle == 2 || (traitCollection.userInterfaceStyle == .dark && isViewLoaded) {
                    tint = .white
                }
                return tint
            }
            func badge(_ l: UILabel) {
                l.textColor = forcedStyle == 2 || traitCollection.userInterfaceStyle == .dark ? .white : .black
            }
        }

        """

    func testBranchesOfAnAppearanceTestJoinedToASettingAreKeptNotRewrittenAlone() throws {
        let s = try Scratch()
        try s.write("App/MenuScreen.swift", Self.menuTint)
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertFalse(r.stderr.contains("MenuScreen.swift:13:"), "no arm named as made to adapt: \(r.stderr)")
        XCTAssertFalse(r.stderr.contains("MenuScreen.swift:15:"), "no arm named as made to adapt: \(r.stderr)")
        let f = try CommandRunner.recolor(["fix", "."], in: s.url)
        XCTAssertEqual(f.status, 0, f.stderr)
        let after = try s.read("App/MenuScreen.swift").split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(after[12].trimmingCharacters(in: .whitespaces), "tint = .black", after.joined(separator: "\n"))
        XCTAssertEqual(after[14].trimmingCharacters(in: .whitespaces), "tint = .white", after.joined(separator: "\n"))
        XCTAssertTrue(after[19].hasSuffix("== .dark ? .white : .black"), "a ternary on the same mixed test: \(after[19])")
        XCTAssertNotEqual(after[6].trimmingCharacters(in: .whitespaces), "loader.color = .white", "the spinner's white still adapts")
        // Said why: the scan names both arms kept, with the reason.
        let scan = try CommandRunner.recolor(["scan", "--format", "json", "."], in: s.url)
        XCTAssertTrue(scan.stdout.contains("chosen by appearance"), scan.stdout)
    }

    /// Black is drawn mostly as shadows, once as a button's title, once as an attributed
    /// string's foreground with no property to say so: the shadow token is fixed, so its rule
    /// is limited to the shadows' contexts, and black elsewhere goes to the text token.
    func testAFixedShadowTokenTakesOnlyShadowsAndBlackElsewhereAdapts() throws {
        let s = try Scratch()
        try s.write("App/Cards.swift", """
            import UIKit
            final class Cards: UIViewController {
                let one = UIView(), two = UIView(), three = UIView()
                let action = UIButton()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    one.layer.shadowColor = UIColor.black.cgColor
                    two.layer.shadowColor = UIColor.black.cgColor
                    three.layer.shadowColor = UIColor.black.cgColor
                    action.setTitleColor(.black, for: .normal)
                }
                func caption(_ text: String) -> NSAttributedString {
                    let ink: UIColor = .black
                    return NSAttributedString(string: text, attributes: [.foregroundColor: ink])
                }
            }

            """)
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let t = try table(s)
        let fixed = Set(tokens(t).filter { ($0.value["fixed"] as? Bool) == true }.keys)
        XCTAssertFalse(fixed.isEmpty, "the shadows' token is fixed: \(tokens(t))")
        for rule in rules(t) where fixed.contains(rule["token"] as? String ?? "") {
            XCTAssertEqual(rule["context"] as? [String], ["shadowColor"], "a fixed token's rule is limited to its uses' contexts: \(rule)")
        }
        let fallback = rules(t).first { ($0["match"] as? String) == "#000000" && $0["context"] == nil && $0["keep"] == nil }
        let fallbackToken = try XCTUnwrap(fallback?["token"] as? String, "\(rules(t))")
        XCTAssertFalse(fixed.contains(fallbackToken), "\(rules(t))")
        XCTAssertEqual(tokens(t)[fallbackToken]?["dark"] as? String, "#FFFFFF", "black with no context is text: \(tokens(t))")
        let pairs = t["pairs"] as? [[String: Any]] ?? []
        XCTAssertFalse(pairs.contains { fixed.contains($0["foreground"] as? String ?? "") }, "a shadow is never a foreground: \(pairs)")
        let f = try CommandRunner.recolor(["fix", "."], in: s.url)
        XCTAssertEqual(f.status, 0, f.stderr)
        let after = try s.read("App/Cards.swift")
        XCTAssertFalse(after.contains("let ink: UIColor = Semantic.\(fixed.sorted()[0])"), after)
        XCTAssertFalse(after.contains("setTitleColor(Semantic.\(fixed.sorted()[0])"), after)
    }

    /// A play button over a video: a white disc whose white other backgrounds share, and the
    /// black glyph drawn on it, a subview, read as a media surface. Neither may be kept while
    /// the other adapts (black on black in Dark Mode).
    func testAGlyphOnADiscThatAdaptsIsNotKeptAlone() throws {
        let s = try Scratch()
        try s.write("App/Clip.swift", """
            import UIKit
            import AVFoundation
            final class ClipCell: UIView {
                let videoLayer = AVPlayerLayer()
                let disc = UIButton()
                let mark = UIButton()
                func build() {
                    disc.backgroundColor = UIColor.white
                    mark.setImage(UIImage(systemName: "play.fill")?.withTintColor(.black, renderingMode: .alwaysOriginal), for: .normal)
                    disc.addSubview(mark)
                    addSubview(disc)
                }
            }

            """)
        try s.write("App/Pages.swift", """
            import UIKit
            final class Pages: UIViewController {
                let header = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = .white
                    header.backgroundColor = .white
                }
            }

            """)
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let f = try CommandRunner.recolor(["fix", "."], in: s.url)
        XCTAssertEqual(f.status, 0, f.stderr)
        let after = try s.read("App/Clip.swift")
        let discKept = after.contains("disc.backgroundColor = UIColor.white")
        let markKept = after.contains("withTintColor(.black,")
        XCTAssertEqual(discKept, markKept, "the glyph and the disc it is drawn on stay together: \(after)\n\(r.stderr)")
        // With keeps limited to a place (`"in"`), the disc over the video is kept where it stands while
        // the app's other white backgrounds adapt: both stay fixed. Were one given up, stderr names it.
        XCTAssertTrue(discKept, "the disc over the video keeps its white where it stands: \(after)\n\(r.stderr)")
        XCTAssertNotEqual(try s.read("App/Pages.swift").contains("view.backgroundColor = .white"), true, "the app's other white backgrounds adapt")
        if !markKept { XCTAssertTrue(r.stderr.contains("Clip.swift:9"), "the glyph is named on stderr: \(r.stderr)") }
    }

    /// Black drawn more often as a background than as text: a use that says nothing (a stored
    /// default later drawn as an attributed string's foreground) is text, which adapts, never
    /// the background token that stays black in Dark Mode.
    func testABlackThatIsTextSomewhereIsTextWhereNothingSaysOtherwise() throws {
        let s = try Scratch()
        try s.write("App/Panels.swift", """
            import UIKit
            final class Panels: UIViewController {
                let a = UIView(), b = UIView(), c = UIView()
                let name = UILabel()
                var linkInk: UIColor = .black
                override func viewDidLoad() {
                    super.viewDidLoad()
                    a.backgroundColor = .black
                    b.backgroundColor = .black
                    c.backgroundColor = .black
                    name.textColor = .black
                }
            }

            """)
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let t = try table(s)
        let fallback = rules(t).first { ($0["match"] as? String) == "#000000" && $0["context"] == nil && $0["keep"] == nil }
        let name = try XCTUnwrap(fallback?["token"] as? String, "\(rules(t))")
        XCTAssertEqual(tokens(t)[name]?["dark"] as? String, "#FFFFFF", "\(name): \(tokens(t))")
    }
}
