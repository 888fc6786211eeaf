import Foundation
import XCTest

/// A migrated tree names the generated members (`Semantic.inverseText`). `init --force` names the
/// old table's tokens the code names on stderr, and `generate` never rewrites its file without a member the
/// code still names (exit 2 naming the site, nothing written). Session 21 audit F15: BookPlayer's
/// second init drafted 3 tokens of 22, and generate emptied the file under 76 sites.
final class GenerateKeepsNamedMembersTests: XCTestCase {
    let banner = """
        import UIKit
        final class Banner: UIView {
            let title = UILabel()
            func style() {
                backgroundColor = UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)
                title.textColor = .white
            }
        }

        """

    func tableNames(_ s: Scratch) throws -> Set<String> {
        let t = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        return Set((t["tokens"] as? [String: Any] ?? [:]).keys)
    }

    func migrated() throws -> (Scratch, Set<String>) {
        let s = try Scratch()
        try s.write("Sources/Banner.swift", banner)
        for args in [["init", "."], ["generate", "."], ["fix", "."]] {
            let r = try CommandRunner.recolor(args, in: s.url)
            XCTAssertEqual(r.status, 0, "\(args): \(r.stderr)")
        }
        let used = Set(try s.read("Sources/Banner.swift").matches(of: /Semantic\.(\w+)/).map { String($0.1) })
        XCTAssertFalse(used.isEmpty, "fix names the generated members")
        return (s, used)
    }

    func testInitForceNamesTheTokensTheCodeNamesAndGenerateKeepsThemDeclared() throws {
        let (s, used) = try migrated()
        let generated = try s.read("Sources/SemanticColors.swift")
        let again = try CommandRunner.recolor(["init", "--force", "."], in: s.url)
        XCTAssertEqual(again.status, 0, again.stderr)
        for name in used { XCTAssertTrue(again.stderr.contains(name), "init names \(name): \(again.stderr)") }
        XCTAssertTrue(again.stderr.contains("of the table it replaces that this draft does not declare"), again.stderr)
        let g = try CommandRunner.recolor(["generate", "."], in: s.url)
        XCTAssertEqual(g.status, 2, "generate refuses to drop them: \(g.stderr)")
        XCTAssertEqual(try s.read("Sources/SemanticColors.swift"), generated, "the generated file still declares them")
    }

    func testGenerateRefusesToDropAMemberTheCodeNames() throws {
        let (s, used) = try migrated()
        let old = try s.read("Sources/SemanticColors.swift")
        // A table without the migration's tokens (written by hand, or by an older init).
        try s.write(".recolor.json", ##"{ "generate": { "swift": "Sources/SemanticColors.swift" }, "tokens": { "other": { "uikit": "Semantic.other", "light": "#3C64F4" } } }"##)
        let g = try CommandRunner.recolor(["generate", "."], in: s.url)
        XCTAssertEqual(g.status, 2, g.stderr)
        XCTAssertTrue(g.stderr.contains("the code still names"), g.stderr)
        XCTAssertTrue(g.stderr.contains("Sources/Banner.swift:"), "names the site: \(g.stderr)")
        XCTAssertEqual(try s.read("Sources/SemanticColors.swift"), old, "nothing written")
        // Non-triggering: once the code no longer names them, the file is rewritten.
        var plain = banner
        plain = plain.replacing("title.textColor = .white", with: "title.textColor = nil")
        try s.write("Sources/Banner.swift", plain.replacing("backgroundColor = UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)", with: "backgroundColor = nil"))
        let ok = try CommandRunner.recolor(["generate", "."], in: s.url)
        XCTAssertEqual(ok.status, 0, ok.stderr)
        XCTAssertTrue(try s.read("Sources/SemanticColors.swift").contains("static var other"))
        let regenerated = try s.read("Sources/SemanticColors.swift")
        XCTAssertFalse(used.contains { regenerated.contains("static var \($0)") }, regenerated)
    }
}
