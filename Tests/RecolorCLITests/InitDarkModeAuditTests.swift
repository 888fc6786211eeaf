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
        XCTAssertNotEqual(after[6].trimmingCharacters(in: .whitespaces), "loader.color = .white", "the spinner's white still adapts")
        // Said why: the scan names both arms kept, with the reason.
        let scan = try CommandRunner.recolor(["scan", "--format", "json", "."], in: s.url)
        let lines = scan.stdout.split(separator: "\n").filter { $0.contains("chosen by appearance") }
        XCTAssertGreaterThanOrEqual(lines.count, 2, scan.stdout)
    }
}
