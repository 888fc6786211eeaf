import Foundation
import XCTest

/// Atwy's subscribe badge: `ZStack { Rectangle().foregroundStyle(.white); Image(systemName:
/// "checkmark.circle.fill").foregroundColor(.green) }`. The white layer shows through the filled
/// symbol's cut-out: it is the checkmark's color on the symbol's green, not a surface of the page.
/// Made adaptive, the checkmark turned black in Dark Mode. The badge's view holds a player, as
/// Atwy's does: the symbol, not the picture, is what the white is drawn under.
final class InitSymbolInteriorTests: XCTestCase {
    func keeps(_ s: Scratch) throws -> [String] {
        let t = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        return (t["rules"] as? [[String: Any]] ?? []).compactMap { $0["keep"] as? String }
    }

    func badge(_ symbol: String) -> String {
        """
        import SwiftUI
        struct Badge: View {
            let player: AVPlayer
            var body: some View {
                ZStack(alignment: .center) {
                    Rectangle()
                        .foregroundStyle(.white)
                        .frame(width: 23, height: 23)
                    Image(systemName: "\(symbol)")
                        .resizable()
                        .foregroundColor(.green)
                }
            }
        }
        struct Card: View {
            var body: some View { Text("a").background(Color.white) }
        }

        """
    }

    func testAWhiteLayerUnderAFilledSymbolIsKeptAsItsInterior() throws {
        let s = try Scratch()
        try s.write("Sources/Badge.swift", badge("checkmark.circle.fill"))
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let k = try keeps(s)
        XCTAssertTrue(k.contains { $0.hasPrefix("on a colored fill: the inside of Image(systemName: \"checkmark.circle.fill\")") }, "\(k)")
        let fix = try CommandRunner.recolor(["fix", "--diff", "."], in: s.url)
        XCTAssertFalse(fix.stdout.contains("-            .foregroundStyle(.white)"), fix.stdout)
        // The page's white background beside it still adapts.
        XCTAssertTrue(fix.stdout.contains("+    var body: some View { Text(\"a\").background("), fix.stdout)
    }

    /// Negative: an outline symbol has no cut-out over the layer; the white is a surface.
    func testAWhiteLayerUnderAnOutlineSymbolAdapts() throws {
        let s = try Scratch()
        try s.write("Sources/Badge.swift", badge("checkmark.circle"))
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertFalse(try keeps(s).contains { $0.contains("Image(systemName:") })
    }
    /// UTM's unread badge: the symbol's name interpolated and chosen by a ternary, every arm a
    /// filled symbol; the disc is `Circle().fill(.white)` (session 21 audit F12: the disc became
    /// near-black in Dark, the digit black on red).
    func countBadge(_ name: String) -> String {
        """
        import SwiftUI
        private struct Badge: View {
            let count: Int
            var body: some View {
                if count > 1 {
                    ZStack(alignment: .center) {
                        Circle().fill(.white)
                        Image(systemName: \(name))
                            .foregroundColor(.red)
                    }.frame(width: 16, height: 16)
                } else {
                    EmptyView()
                }
            }
        }
        struct Card: View {
            var body: some View { Text("a").background(Color.white) }
        }

        """
    }

    func testADiscUnderAnInterpolatedFilledSymbolIsKept() throws {
        let s = try Scratch()
        try s.write("Sources/Badge.swift", countBadge(#"count <= 50 ? "\(count).circle.fill" : "infinity.circle.fill""#))
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let k = try keeps(s)
        XCTAssertTrue(k.contains { $0.hasPrefix(#"on a colored fill: the inside of Image(systemName: count <= 50 ? "\(count).circle.fill" : "infinity.circle.fill")"#) }, "\(k)")
        let fix = try CommandRunner.recolor(["fix", "--diff", "."], in: s.url)
        XCTAssertFalse(fix.stdout.contains("-                    Circle().fill(.white)"), fix.stdout)
    }

    /// Negative: one arm an outline symbol: the disc is seen around it, a surface.
    func testADiscUnderASymbolThatMayBeOutlinedAdapts() throws {
        let s = try Scratch()
        try s.write("Sources/Badge.swift", countBadge(#"count <= 50 ? "\(count).circle.fill" : "infinity.circle""#))
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertFalse(try keeps(s).contains { $0.contains("Image(systemName:") })
    }
    /// The disc as the symbol's own `.background` (Catbird, new to everyone: the feed editor's
    /// remove badge, `Image(systemName: "minus.circle.fill").foregroundColor(.red)
    /// .background(Circle().fill(Color.white))`): the minus is the white seen through the symbol.
    func removeBadge(_ name: String) -> String {
        """
        import SwiftUI
        struct FeedTile: View {
            var body: some View {
                Button {
                } label: {
                    Image(systemName: "\(name)")
                        .font(.system(size: 20))
                        .foregroundColor(.red)
                        .background(Circle().fill(Color.white))
                }
            }
        }
        struct Card: View {
            var body: some View { Text("a").background(Color.white) }
        }

        """
    }

    func testADiscAsAFilledSymbolsBackgroundIsKept() throws {
        let s = try Scratch()
        try s.write("Sources/FeedTile.swift", removeBadge("minus.circle.fill"))
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let k = try keeps(s)
        XCTAssertTrue(k.contains { $0.hasPrefix(#"on a colored fill: the inside of Image(systemName: "minus.circle.fill")"#) }, "\(k)")
    }

    /// Negative: an outline symbol's background is seen around it: a surface, it adapts.
    func testADiscAsAnOutlineSymbolsBackgroundAdapts() throws {
        let s = try Scratch()
        try s.write("Sources/FeedTile.swift", removeBadge("minus.circle"))
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertFalse(try keeps(s).contains { $0.contains("Image(systemName:") })
    }
}
