import Foundation
import XCTest

/// `fix`'s and `fix --diff`'s summaries count one thing, the findings rewritten, and say what is
/// listed above where it is listed (the audit's Trio: "diff of 177 mapped findings" against
/// "rewrote 164 findings", and "17 kept fixed by the table (listed above)" with no kept one listed).
final class FixSummaryTests: XCTestCase {
    func testDiffAndFixCountTheSameFindingsAndListedAboveNamesWhatIsListed() throws {
        let s = try Scratch()
        // A two-color appearance ternary is one edit for two findings; a scrim is kept; a green no rule maps.
        // (A shadow's color is a fixed token since session 34, `ShadowCallColorTests`: it is rewritten.)
        try s.write("V.swift", """
        import SwiftUI
        struct V: View {
            @Environment(\\.colorScheme) var colorScheme
            var body: some View {
                VStack {
                    Text("a").foregroundColor(colorScheme == .dark ? Color.white : Color(red: 0.1, green: 0.1, blue: 0.1))
                    Text("b").foregroundColor(Color(red: 0.1, green: 0.1, blue: 0.1))
                    Rectangle().fill(Color(red: 0.9, green: 0.2, blue: 0.2)).background(Color.black.opacity(0.3))
                    Text("c").foregroundColor(Color(red: 0.33, green: 0.77, blue: 0.12))
                }
            }
        }

        """)
        XCTAssertEqual(try CommandRunner.recolor(["init", "-q"], in: s.url).status, 0)
        var table = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        table["rules"] = (table["rules"] as! [[String: Any]]).filter { $0["match"] as? String != "#54C41F" }
        try s.write(".recolor.json", String(decoding: try JSONSerialization.data(withJSONObject: table), as: UTF8.self))

        let diff = try CommandRunner.recolor(["fix", "--diff"], in: s.url)
        XCTAssertTrue(diff.stderr.contains("recolor: diff rewrites 4 findings in 1 file; 1 unmapped left; 1 kept fixed by the table (of 1 file); nothing written"), diff.stderr)
        let fix = try CommandRunner.recolor(["fix"], in: s.url)
        XCTAssertTrue(fix.stderr.hasSuffix("recolor: rewrote 4 findings in 1 file; 1 unmapped left (listed above); 1 kept fixed by the table\n"), fix.stderr)
        XCTAssertTrue(try s.read("V.swift").contains("Text(\"a\").foregroundColor(Color."), "the ternary is replaced whole")
    }
}
