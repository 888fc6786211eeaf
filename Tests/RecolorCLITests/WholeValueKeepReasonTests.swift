import Foundation
import XCTest

/// A black kept in every use (one use meant fixed with no context, none text or a tint) is kept
/// per context under the intent that context's own uses show (winston: 54 blacks in masks,
/// fills and overlays were all "computed: antagonist tests brightness").
final class WholeValueKeepReasonTests: XCTestCase {
    func testEachContextOfAWholeValueKeepSaysItsOwnIntent() throws {
        let s = try Scratch()
        try s.write("Sources/Antagonist.swift", """
            import SwiftUI
            extension Color {
              func brightness() -> Double { 0.5 }
              func antagonist(threshold: Double = 0.7) -> Color {
                return self.brightness() > threshold ? .black : .white
              }
            }

            """)
        try s.write("Sources/Views.swift", """
            import SwiftUI
            struct A: View {
              var body: some View {
                Rectangle().fill(.bar).mask(RoundedRectangle(cornerRadius: 8).fill(.black))
              }
            }
            struct B: View {
              var body: some View {
                Image("x").mask(RoundedRectangle(cornerRadius: 4).fill(Color.black))
              }
            }

            """)
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let t = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        let keeps = (t["rules"] as! [[String: Any]]).filter { ($0["match"] as? String) == "#000000" && $0["keep"] != nil }
        let fill = keeps.first { ($0["context"] as? [String])?.contains("fill") == true }
        XCTAssertNotNil(fill, "\(keeps)")
        XCTAssertTrue((fill?["keep"] as? String)?.hasPrefix("mask:") == true, "the masks' own reason: \(keeps)")
        // The use with no context keeps the value's reason (the negative control).
        let bare = keeps.first { $0["context"] == nil }
        XCTAssertTrue((bare?["keep"] as? String)?.hasPrefix("computed:") == true, "\(keeps)")
        let check = try CommandRunner.recolor(["check", "."], in: s.url)
        XCTAssertEqual(check.status, 0, "every black kept: \(check.stdout)")
    }
}
