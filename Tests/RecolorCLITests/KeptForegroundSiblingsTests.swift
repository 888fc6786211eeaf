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
        // The focused title is kept on the black 80 % plate its own VStack sets (`PictureBackdropContent`, session 40),
        // a nearer reason than the white 10 % plate of the other branch it was kept for before.
        XCTAssertTrue(keeps.contains { $0.contains("drawn on the dark backdrop of .background(#000000CC)") || $0.contains("drawn on the kept Color.white.opacity(0.1)") }, "\(keeps)")
        XCTAssertTrue(tokens.values.contains { ($0["light"] as? String) == "#FFFFFF" && (($0["description"] as? String) ?? "").contains("as text") }, "\(tokens)")
    }

    /// A glyph in the `.overlay` of a kept plate stays with it (Kaset's artwork placeholder, session 38's intent38a M2:
    /// the note glyph adapted on the kept white plate, 2.24:1 → 1.06:1 in Dark). Negative: the overlay of a plate that
    /// is not kept adapts with it.
    func testAGlyphInTheOverlayOfAKeptPlateIsKept() throws {
        let plate = """
            import SwiftUI
            import AVKit

            struct Track { let artworkURL: URL? }

            struct MiniPlayerWindow: View {
                let track: Track?
                var body: some View {
                    ZStack(alignment: .topTrailing) {
                        artwork
                        MiniPlayerAirPlayRoutePickerView()
                    }
                }
                private var artwork: some View {
                    Group {
                        if let url = track?.artworkURL {
                            AsyncImage(url: url)
                        } else {
                            RoundedRectangle(cornerRadius: 6)
                                .fill(.white.opacity(0.88))
                                .overlay {
                                    Image(systemName: "music.note")
                                        .foregroundStyle(.black.opacity(0.32))
                                }
                        }
                    }
                }
            }

            struct MiniPlayerAirPlayRoutePickerView: NSViewRepresentable {
                func makeNSView(context: Context) -> AVRoutePickerView { AVRoutePickerView() }
                func updateNSView(_ nsView: AVRoutePickerView, context: Context) {}
            }

            """
        let (_, keeps, _) = try initRun(plate)
        XCTAssertTrue(keeps.contains { $0.contains("in its .overlay") }, "\(keeps)")
        let plain = """
            import SwiftUI

            struct Badge: View {
                var body: some View {
                    VStack {
                        Text("a").foregroundStyle(.black.opacity(0.32))
                        RoundedRectangle(cornerRadius: 6)
                            .fill(Color(red: 0.9, green: 0.9, blue: 0.9))
                            .overlay {
                                Image(systemName: "music.note")
                                    .foregroundStyle(.black.opacity(0.32))
                            }
                    }
                }
            }

            """
        let (_, plainKeeps, _) = try initRun(plain)
        XCTAssertFalse(plainKeeps.contains { $0.contains("in its .overlay") }, "\(plainKeeps)")
    }

    /// A view type drawn only as a layer of a ZStack over a kept surface (session 39's intent39b M4: a header's
    /// title factored into `HeaderTitle`, over a kept white scrim on artwork) keeps its foreground as an inline
    /// one does. Negative: the type used once more elsewhere adapts.
    func testAViewDrawnOnlyOverAKeptSurfaceKeepsItsForeground() throws {
        func source(_ extra: String) -> String {
            """
            import SwiftUI

            struct HeaderTitle: View {
                let name: String
                var body: some View { Text(name).foregroundStyle(.black) }
            }

            struct ArtistHeader: View {
                let url: URL?
                let name: String
                var body: some View {
                    ZStack(alignment: .bottom) {
                        AsyncImage(url: url)
                        LinearGradient(colors: [.clear, .white.opacity(0.8)], startPoint: .top, endPoint: .bottom)
                        HeaderTitle(name: name)
                    }
                }
            }
            \(extra)
            """
        }
        let kept = try initRun(source(""))
        XCTAssertEqual(kept.keeps.filter { $0.contains("in HeaderTitle, drawn only as a layer over it in a ZStack") }.count, 1, "\(kept.keeps)")
        let elsewhere = try initRun(source("struct Row: View {\n    var body: some View { HeaderTitle(name: \"a\") }\n}\n"))
        XCTAssertFalse(elsewhere.keeps.contains { $0.contains("in HeaderTitle") }, "\(elsewhere.keeps)")
    }
}
