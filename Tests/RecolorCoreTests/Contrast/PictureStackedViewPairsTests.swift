@testable import RecolorCore
import XCTest

/// A view type another file stacks over a picture (`ZStack { thumbnail; PlayOverlay(…) }`) lays its
/// translucent bottom layer over that picture, not over the window: no pair measured over the canvas.
/// Wasserflug's play button, white on a 70 % blue color set, was blended over white, 2.14:1 FAIL,
/// exit 1; the backdrop is the video's thumbnail (session 29's review, B2, /work/s29/repro/b2).
/// The stacking file holds no color, so it is not among the files read for pairs.
final class PictureStackedViewPairsTests: WorkFolderTestCase {
    static let table = ##"""
    { "tokens": {
        "inverseText": { "swiftui": "Color.inverseText", "light": "#FFFFFF" },
        "playBlue": { "swiftui": "Color.playBlue", "light": "#00A0ECB3" },
        "scrim": { "swiftui": "Color.scrim", "light": "#000000" } },
      "rules": [
        { "match": "#000000", "token": "scrim" },
        { "match": "#FFFFFF", "token": "inverseText" } ] }
    """##

    static func overlay(under: String = "") -> String {
        """
        import SwiftUI
        struct PlayOverlay: View {
            var body: some View {
                Button(action: {}) {
                    ZStack {
                        \(under)
                        Rectangle()
                            .fill(Color.playBlue)
                            .frame(width: 160, height: 100)
                        Image(systemName: "play.fill")
                            .foregroundColor(.white)
                    }
                }
            }
        }
        """
    }

    func pairs(host: String, overlay: String = PictureStackedViewPairsTests.overlay()) throws -> [String] {
        try write("PlayOverlay.swift", overlay)
        try write("VideoCard.swift", host)
        var options = RunOptions()
        options.cwd = work.path
        options.paths = ["."]
        options.threads = 1
        options.configuration = try ConfigurationLoader.parse(Array(Self.table.utf8), file: "t.json")
        return ContrastAudit.outcome(Engine.run(options), options: options).pairs.map { "\($0.foreground)/\($0.background)" }.sorted()
    }

    static func card(_ under: String) -> String {
        """
        import SwiftUI
        struct VideoCard: View {
            let thumbnail: Image
            var body: some View {
                ZStack {
                    \(under)
                    PlayOverlay()
                }
            }
        }
        """
    }

    func testATranslucentButtonStackedOverAThumbnailElsewhereIsNoPair() throws {
        XCTAssertEqual(try pairs(host: Self.card("thumbnail\n                .resizable()")), [])
    }

    func testOverAPictureViewInAnIfBlockToo() throws {
        XCTAssertEqual(try pairs(host: Self.card("if let url { AsyncImage(url: url) }")), [])
    }

    /// Over a layer of paint (a near-black `Color(…)`, a gradient) it lies on that paint, which its own
    /// file does not tell (Moonfin's rating pill: white 70 % on white 8 % over its screen's near-black was
    /// blended over the window's white, a false 1.00:1 FAIL; session 30's review B3).
    func testOverAPaintLayerElsewhereIsNoPair() throws {
        XCTAssertEqual(try pairs(host: Self.card("Color(red: 0.03, green: 0.03, blue: 0.03).ignoresSafeArea()")), [])
        XCTAssertEqual(try pairs(host: Self.card("LinearGradient(colors: [.black, .gray], startPoint: .top, endPoint: .bottom)")), [])
    }

    /// Negative: over a symbol (`Image(systemName:)`) or a text, it is over the window.
    func testOverASymbolOrATextItIsPaired() throws {
        XCTAssertEqual(try pairs(host: Self.card("Image(systemName: \"film\")")), ["inverseText/playBlue"])
        XCTAssertEqual(try pairs(host: Self.card("Text(\"title\")")), ["inverseText/playBlue"])
    }

    /// Negative: a translucent layer over an opaque layer of its own view is over that layer.
    func testOverALayerOfItsOwnItIsPaired() throws {
        let pairs = try pairs(host: Self.card("thumbnail"), overlay: Self.overlay(under: "Color.scrim"))
        XCTAssertFalse(pairs.isEmpty)
        XCTAssertTrue(pairs.allSatisfy { $0.hasPrefix("inverseText/") }, "\(pairs)")
    }
}
