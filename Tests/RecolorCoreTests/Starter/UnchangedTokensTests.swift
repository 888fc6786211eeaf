@testable import RecolorCore
import XCTest

/// A drafted token one color in every appearance adapts nothing: its uses are kept, never
/// rewritten into a provider of one value (SimpleLiveTVOS's white text on kept scrims and over
/// video, 23 sites; session 28's review, B10). Hand-written fixture in that shape.
final class UnchangedTokensTests: XCTestCase {
    func draft(_ code: String) -> StarterDraft {
        var options = RunOptions()
        options.threads = 1
        let result = Engine.analyze([FileInput(path: "Toast.swift", bytes: Array(code.utf8))], options: options)
        return StarterDraft.build(result, declared: DeclaredMembers(), configuration: Configuration())
    }

    static let overScrims = """
        import SwiftUI
        struct Toast: View {
            let title: String
            var body: some View {
                Text(title).padding().background(.black.opacity(0.6)).foregroundColor(Color.white)
            }
        }
        struct OverlayTitle: View {
            let title: String
            var body: some View {
                ZStack {
                    Color.black.opacity(0.5)
                    Text(title).foregroundColor(.white)
                }
            }
        }
        """

    /// Triggering: white text kept white on scrims is a keep rule, no token.
    func testAColorTheSameInEveryAppearanceIsKeptNotATokenOfOneValue() throws {
        let d = draft(Self.overScrims)
        XCTAssertFalse(d.tokens.contains { $0.appearance[.light] == RGBA(mappingHex: "#FFFFFF") }, "\(d.tokens.map(\.name))")
        // The text over the ZStack's scrim is kept with it; the toast's, on its background's scrim, is the same in both.
        let white = try XCTUnwrap(d.rules.first { $0.match == "#FFFFFF" && $0.within == nil }, "\(d.rules)")
        XCTAssertTrue(white.keep?.hasPrefix("same in every appearance: its dark value would be #FFFFFF, as in light") == true, "\(white)")
        XCTAssertTrue(d.keptLines.contains { $0.contains("same in every appearance") }, "\(d.keptLines)")
        // The table the draft is: each white finding kept, none mapped to a token.
        let resolver = Resolver(configuration: d.configuration(base: Configuration()))
        let run = Engine.analyze([FileInput(path: "Toast.swift", bytes: Array(Self.overScrims.utf8))], options: RunOptions())
        let whites = run.allReports.filter { $0.finding.color == RGBA(mappingHex: "#FFFFFF") }
        XCTAssertEqual(whites.count, 2)
        for r in whites { XCTAssertNotNil(resolver.resolve(r.finding).kept, r.text) }
    }

    /// Negative: a dark gray text and a light gray card on the page get darks of their own (tokens);
    /// no rule says "same in every appearance".
    func testColorsThatAdaptStayTokens() {
        let d = draft("""
            import SwiftUI
            struct Card: View {
                var body: some View {
                    VStack {
                        Text("a").foregroundColor(Color(red: 0.2, green: 0.2, blue: 0.2))
                    }
                    .background(Color(red: 0.96, green: 0.96, blue: 0.96))
                }
            }
            """)
        XCTAssertEqual(d.tokens.count, 2, "\(d.tokens.map(\.name))")
        for t in d.tokens { XCTAssertNotEqual(t.appearance[.light], t.appearance[.dark], t.name) }
        XCTAssertFalse(d.rules.contains { $0.keep?.hasPrefix("same in every appearance") == true }, "\(d.rules)")
    }

    func testIsUnchangedNeedsEveryAppearanceEqual() {
        var t = StarterDraft.Token(name: "deep", role: .background, values: [StarterDraft.Value(match: "#440071", color: RGBA(mappingHex: "#440071"))])
        t.appearance = AppearanceValues([.light: RGBA(mappingHex: "#440071")!, .dark: RGBA(mappingHex: "#440071")!])
        XCTAssertTrue(StarterDraft.isUnchanged(t))
        t.appearance[.darkElevated] = RGBA(mappingHex: "#5A1A88")
        XCTAssertFalse(StarterDraft.isUnchanged(t))
        t.appearance[.darkElevated] = nil
        t.fixed = true
        XCTAssertFalse(StarterDraft.isUnchanged(t))
    }
}
