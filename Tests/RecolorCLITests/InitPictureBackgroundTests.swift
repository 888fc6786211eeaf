import Foundation
import XCTest

/// The `.background` of a picture (a chain with `.scaledToFill()`, `.resizable()`…) shows through
/// the picture's transparent parts and stays as written (winston's avatar on white); the
/// background of text is the app's to adapt.
final class InitPictureBackgroundTests: XCTestCase {
    func testTheBackgroundOfAScaledPictureIsKeptAndOfTextIsAToken() throws {
        let s = try Scratch()
        try s.write("Sources/Avatar.swift", """
            import SwiftUI
            struct Avatar: View {
                var body: some View {
                    Image("avatar")
                        .resizable()
                        .scaledToFill()
                        .background(.white)
                }
            }
            struct Badge: View {
                var body: some View {
                    Image(systemName: "checkmark.circle.fill")
                        .resizable()
                        .foregroundColor(.red)
                        .background(Color.black)
                }
            }
            struct Outline: View {
                var body: some View {
                    Image(systemName: "checkmark.circle")
                        .resizable()
                        .background(Color.black)
                }
            }
            struct Label: View {
                var body: some View {
                    Text("Name")
                        .padding()
                        .background(.white)
                }
            }

            """)
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let t = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        let rules = t["rules"] as? [[String: Any]] ?? []
        let kept = rules.filter { $0["keep"] != nil }
        XCTAssertEqual(kept.count, 2, "\(rules)")
        let white = kept.first { $0["match"] as? String == "#FFFFFF" }
        XCTAssertEqual(white?["in"] as? [String], ["Avatar.body"], "\(kept)")
        XCTAssertTrue((white?["keep"] as? String ?? "").contains("background of a picture"), "\(kept)")
        // The filled symbol's inside is kept in its place; the outline symbol's background is a token.
        let black = kept.first { $0["match"] as? String == "#000000" }
        XCTAssertEqual(black?["in"] as? [String], ["Badge.body"], "\(kept)")
        XCTAssertTrue((black?["keep"] as? String ?? "").contains("checkmark.circle.fill"), "\(kept)")
        XCTAssertTrue(rules.contains { $0["token"] as? String != nil && $0["keep"] == nil }, "the text's background is a token: \(rules)")
    }
}
