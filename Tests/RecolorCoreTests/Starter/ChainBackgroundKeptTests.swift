import XCTest
@testable import RecolorCore

/// A glyph's color on its own view's `.background(…)` that `init` keeps is kept with it
/// (session 30 review B6's SwiftUI half, Moonfin's focus pill): the pair is one decision.
final class ChainBackgroundKeptTests: XCTestCase {
    /// The values of the keep groups `init` writes for `body` in a view showing a video (beside it,
    /// not over it: a layer over the picture is kept by another reader).
    func keptValues(_ body: String, video: Bool = true) -> Set<String> {
        let source = "import SwiftUI\nimport AVKit\nstruct Bar: View {\n let player: AVPlayer\n var body: some View {\n  VStack {\n"
            + (video ? "   VideoPlayer(player: player)\n" : "") + body + "\n  }\n }\n}\n"
        let run = Engine.analyze([FileInput(path: "Bar.swift", bytes: Array(source.utf8))], options: RunOptions())
        return Set(KeptColors.split(run.allReports, sources: run.files).groups.map(\.match))
    }

    func testAGlyphOnItsKeptBackgroundModifierIsKept() {
        let glyph = "   Image(systemName: \"play.fill\")\n    .foregroundColor(.black)\n    .frame(width: 52, height: 52)\n    .background(\n     Circle()\n      .fill(Color.white)\n    )"
        XCTAssertTrue(keptValues(glyph).contains("#000000"), "black on the kept white circle stays black")
        let chosen = "   Image(systemName: \"play.fill\")\n    .foregroundColor(focused ? .black : .white.opacity(0.85))\n    .background(Circle().fill(focused ? Color.white : Color.white.opacity(0.08)))"
        let kept = keptValues(chosen)
        XCTAssertTrue(kept.contains("#000000") && kept.contains("#FFFFFFD9"), "both arms of the glyph's choice stay with the pill")
        let trailing = "   Text(\"Live\")\n    .foregroundStyle(Color.black)\n    .background { Capsule().fill(Color.white) }"
        XCTAssertTrue(keptValues(trailing).contains("#000000"), "a trailing-closure background")
    }

    func testOtherForegroundsAdapt() {
        // No picture: the circle adapts, so does its glyph.
        let glyph = "   Text(\"a\")\n    .foregroundColor(.black)\n    .background(Circle().fill(Color.white))"
        XCTAssertFalse(keptValues(glyph, video: false).contains("#000000"), "no kept surface: nothing to stay with")
        // A background before the foreground modifier belongs to a view the foreground colors too.
        let before = "   Text(\"a\")\n    .background(Circle().fill(Color.white))\n    .foregroundColor(.black)"
        XCTAssertFalse(keptValues(before).contains("#000000"), "a background earlier on the chain is not read")
        // Another view's kept background (a sibling chain) is not this text's.
        let sibling = "   HStack {\n    Circle().fill(Color.white).frame(width: 4, height: 4)\n    Text(\"a\").foregroundColor(.black).padding()\n   }"
        XCTAssertFalse(keptValues(sibling).contains("#000000"), "a sibling's fill is no background of the text's chain")
    }
}
