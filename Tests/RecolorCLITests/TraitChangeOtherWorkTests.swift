import Foundation
import XCTest

/// `fix --hazards` on a `traitCollectionDidChange` that does other work before its color work
/// (beam's MessageConversationViewController sets the split view's bar button, then calls
/// `appearanceDidChange()`): an early-return guard at its top would skip that work on a rotation
/// (session 22's review, F23). The color statements alone go inside the check; a body of color
/// work alone keeps the early return; other work after the color work gets no repair.
final class TraitChangeOtherWorkTests: XCTestCase {
    func fixed(_ body: String) throws -> String {
        let s = try Scratch()
        try s.write("project.yml", HazardCLITests.spec(iOS: "15.0"))
        try s.write("Shop/A.swift", """
            import UIKit

            final class ConversationViewController: UITableViewController {
                override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                    super.traitCollectionDidChange(previousTraitCollection)
            \(body)
                }

                func appearanceDidChange() {}
            }

            """)
        let r = try CommandRunner.recolor(["fix", "--hazards"], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        return try s.read("Shop/A.swift")
    }

    let otherWork = """
                if let split = self.splitViewController, navigationController?.viewControllers.count ?? 0 <= 1 {
                    navigationItem.leftBarButtonItem = split.displayModeButtonItem
                } else {
                    navigationItem.leftBarButtonItem = nil
                }
    """

    func testOnlyTheColorWorkAfterOtherWorkIsChecked() throws {
        let out = try fixed(otherWork + "\n\n        appearanceDidChange()")
        XCTAssertFalse(out.contains("else { return }"), out)
        XCTAssertTrue(out.contains("""
            }

                    if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
                        appearanceDidChange()
                    }
                }
            """), out)
    }

    /// The non-triggering control: color work alone keeps the early return.
    func testColorWorkAloneKeepsTheGuard() throws {
        let out = try fixed("        appearanceDidChange()")
        XCTAssertTrue(out.contains("""
                super.traitCollectionDidChange(previousTraitCollection)
                guard traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) else { return }
                appearanceDidChange()
        """), out)
    }

    /// Other work after the color work: no repair (it would need the body split by hand).
    func testOtherWorkAfterTheColorWorkGetsNoRepair() throws {
        let out = try fixed("        appearanceDidChange()\n" + otherWork)
        XCTAssertFalse(out.contains("hasDifferentColorAppearance"), out)
    }
}
