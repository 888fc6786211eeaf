import Foundation
import XCTest

/// A foreground kept because it is drawn on a kept surface (`keepForegroundsOnKept`) is kept by a rule limited to its
/// declaration, and such a rule keeps every use of the value and context there (placed rules win). The twin in the same
/// place was still counted as a token's, and init said of its own draft "the draft's rules do not map this finding to its
/// token; check the rules' order" (elv-wallet-tvos' MediaCard, session 35): the twin now stays with the kept one, named.
final class KeptForegroundSiblingsTests: XCTestCase {
    func initRun(_ source: String) throws -> (stderr: String, keeps: [String], tokens: [String: [String: Any]]) {
        let s = try Scratch()
        try s.write("Sources/Card.swift", source)
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let t = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        return (r.stderr, (t["rules"] as? [[String: Any]] ?? []).compactMap { $0["keep"] as? String }, t["tokens"] as? [String: [String: Any]] ?? [:])
    }

    func testATwinOfAKeptForegroundInItsPlaceIsKeptWithItAndNamed() throws {
        let (stderr, keeps, tokens) = try initRun("""
            import SwiftUI
            import AVKit

            struct Card: View {
                var player: AVPlayer?
                var title: String
                var focused: Bool
                var body: some View {
                    ZStack {
                        if let player {
                            VideoPlayer(player: player)
                        } else {
                            VStack {
                                Text(title)
                                    .foregroundColor(Color.white)
                            }
                            .background(Color.white.opacity(0.1))
                        }
                        if focused {
                            VStack {
                                Text(title)
                                    .foregroundColor(Color.white)
                            }
                            .background(Color.black.opacity(0.8))
                        }
                    }
                }
            }

            """)
        XCTAssertFalse(stderr.contains("check the rules' order"), stderr)
        XCTAssertEqual(keeps.filter { $0.contains("drawn on the kept Color.white.opacity(0.1)") && $0.contains("with it, in the same place, Sources/Card.swift:15") }.count, 1, "\(keeps)")
        XCTAssertFalse(tokens.values.contains { ($0["light"] as? String) == "#FFFFFF" && (($0["description"] as? String) ?? "").contains("as text") }, "\(tokens)")
    }

    /// Negative: the same white text in another view's body is no twin: it stays a token's, and the kept one's reason
    /// names no other site.
    func testTheSameColorInAnotherPlaceStaysAToken() throws {
        let (stderr, keeps, tokens) = try initRun("""
            import SwiftUI
            import AVKit

            struct Card: View {
                var player: AVPlayer?
                var title: String
                var focused: Bool
                var body: some View {
                    ZStack {
                        if let player {
                            VideoPlayer(player: player)
                        } else {
                            VStack {
                                Image(systemName: "film")
                            }
                            .background(Color.white.opacity(0.1))
                        }
                        if focused {
                            VStack {
                                Text(title)
                                    .foregroundColor(Color.white)
                            }
                            .background(Color.black.opacity(0.8))
                        }
                    }
                }
            }

            struct Caption: View {
                var body: some View {
                    Text("Hello").foregroundColor(Color.white).background(Color.blue)
                }
            }

            """)
        XCTAssertFalse(stderr.contains("check the rules' order"), stderr)
        XCTAssertFalse(keeps.contains { $0.contains("with it, in the same place") }, "\(keeps)")
        XCTAssertTrue(keeps.contains { $0.contains("drawn on the kept Color.white.opacity(0.1)") }, "\(keeps)")
        XCTAssertTrue(tokens.values.contains { ($0["light"] as? String) == "#FFFFFF" && (($0["description"] as? String) ?? "").contains("as text") }, "\(tokens)")
    }
}
