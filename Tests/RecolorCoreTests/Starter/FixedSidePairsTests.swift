@testable import RecolorCore
import XCTest

/// `init` keeps a pair readable whose other side is fixed at a written opacity: a text on a kept
/// white card drawn at 85 % (`#FFFFFFD9 at 85%`), as `contrast` measures it (session 24, F13).
final class FixedSidePairsTests: XCTestCase {
    static let login = """
    import SwiftUI
    struct LoginView: View {
        var body: some View {
            ZStack {
                LinearGradient(colors: [Color(red: 0.96, green: 0.95, blue: 0.92), Color(red: 0.86, green: 0.91, blue: 0.94)],
                               startPoint: .topLeading, endPoint: .bottomTrailing)
                    .edgesIgnoringSafeArea(.all)
                card
            }
        }
        private var card: some View {
            VStack {
                Text("Local SSH").foregroundColor(Color(red: 0.12, green: 0.15, blue: 0.18))
            }
            .background(RoundedRectangle(cornerRadius: 24).fill(Color.white.opacity(0.85)))
        }
    }
    struct Elsewhere: View {
        var body: some View { Text("Other").foregroundColor(Color(red: 0.36, green: 0.42, blue: 0.46)) }
    }
    """

    func draft(_ code: String) -> StarterDraft {
        var options = RunOptions()
        options.threads = 1
        let result = Engine.analyze([SwiftSource(path: "A.swift", bytes: Array(code.utf8))], options: options)
        return StarterDraft.build(result, declared: DeclaredMembers(), configuration: Configuration())
    }

    func testATextOnAKeptTranslucentCardKeepsItsDarkReadable() throws {
        let d = draft(Self.login)
        XCTAssertTrue(d.kept.groups.flatMap(\.reports).contains { $0.finding.color?.hex(withAlpha: true) == "#FFFFFFD9" },
                      "the card is kept (what this test is about)")
        let text = try XCTUnwrap(d.tokens.first { $0.values[0].match == "#1F262E" })
        XCTAssertEqual(d.pairsSeen.map { "\($0.name(foreground: true, d.tokens))/\($0.name(foreground: false, d.tokens))" },
                       ["\(text.name)/#FFFFFFD9 at 85%"])
        let card = try XCTUnwrap(RGBA(mappingHex: "#FFFFFFD9"))
        XCTAssertGreaterThanOrEqual(ContrastAudit.check(text.appearance.resolved(.dark)!, on: card, in: .dark, minimum: 4.5).ratio, 4.5)
        XCTAssertTrue(text.description.contains("on #FFFFFFD9 at 85%"), text.description)
        // Negative: a text in another view, on no background, keeps the plain (lifted) proposal.
        let other = try XCTUnwrap(d.tokens.first { $0.values[0].match == "#5C6B75" })
        XCTAssertGreaterThan(OKLCH(other.appearance.resolved(.dark)!).lightness, OKLCH(other.values[0].color!).lightness)
    }

    /// The fixed side's values: a kept or Apple's color at an opacity or over another; a token's is none.
    func testFixedSideValues() {
        XCTAssertEqual(FixedPairSides.values("#FFFFFF at 50%")?.resolved(.dark)?.alpha, 128)
        XCTAssertNotNil(FixedPairSides.values("#FFFFFF80 over #F5F2EB"))
        XCTAssertNotNil(FixedPairSides.values("UIColor.systemBackground"))
        XCTAssertNil(FixedPairSides.values("card at 40%"))
        XCTAssertNil(FixedPairSides.values("#FFFFFF80 over card"))
    }
}
