@testable import RecolorCore
import XCTest

/// Near-duplicate translucent colors and the names of opacity variants (Nook, session 25 audit
/// F20): a 7 % and an 8 % black fill are one token (near as drawn, over white and over black), a
/// 3 % and a 7 % are two; opacity variants are told apart by their strength (`fainter…`), never
/// `…VariantA`; a reason never says "the same value" of two values; a proposal is not named
/// `black…` when its dark is near-white. Hand-written fixture in Nook's shape (`Chips`).
final class OpacityNamesTests: XCTestCase {
    func draft(_ code: String) -> StarterDraft {
        var options = RunOptions()
        options.threads = 1
        let result = Engine.analyze([FileInput(path: "Chips.swift", bytes: Array(code.utf8))], options: options)
        return StarterDraft.build(result, declared: DeclaredMembers(), configuration: Configuration())
    }

    static let chips = """
        import SwiftUI
        struct Chips: View {
            var body: some View {
                VStack {
                    Rectangle().fill(.black.opacity(0.07)).frame(height: 1)
                    Rectangle().fill(.black.opacity(0.07)).frame(height: 1)
                    Rectangle().fill(.black.opacity(0.07)).frame(height: 1)
                    Rectangle().fill(.black.opacity(0.03)).frame(height: 1)
                    Rectangle().fill(.black.opacity(0.08)).frame(height: 1)
                    Rectangle().fill(.black.opacity(0.02)).frame(height: 1)
                    Text("a").foregroundStyle(.black.opacity(0.75))
                    Text("b").foregroundStyle(.black.opacity(0.75))
                    Text("c").foregroundStyle(.black.opacity(0.6))
                    Text("d").foregroundStyle(.black.opacity(0.4))
                }
            }
        }
        """

    func token(of match: String, in d: StarterDraft) -> StarterDraft.Token? {
        d.tokens.first { $0.values.contains { $0.match == match } }
    }

    /// Triggering: 7 % and 8 % merge (as do 2 % and 3 %); no Variant letters; no `black…` name
    /// whose dark is light; no "same value" said of two values.
    func testNearOpacitiesMergeAndVariantsAreNamedByStrength() throws {
        let d = draft(Self.chips)
        let seven = try XCTUnwrap(token(of: "#00000012", in: d))
        XCTAssertEqual(token(of: "#00000014", in: d)?.name, seven.name, "\(d.tokens.map { ($0.name, $0.values.map(\.match)) })")
        XCTAssertEqual(token(of: "#00000005", in: d)?.name, token(of: "#00000008", in: d)?.name)
        XCTAssertTrue(seven.description.contains("merged #00000014 (ΔE00 0."), seven.description)
        for t in d.tokens {
            XCTAssertFalse(t.name.contains("Variant"), t.name)
            if let dark = t.appearance[.dark], TokenNaming.camelWords(t.name).contains("black") {
                XCTAssertLessThan(OKLCH(dark).lightness, 0.3, "\(t.name) is \(dark) in Dark")
            }
            XCTAssertFalse(t.description.contains("same value"), t.description)
        }
        let texts = d.tokens.filter { $0.role == .text }
        XCTAssertEqual(Set(texts.map(\.name)).count, 3, "\(texts.map(\.name))")
        // The first of 60 % and 40 % named against the 75 % that holds the plain name: fainter;
        // the other, past it, fainter still (`faintest…`, session 27 F17: it was `…OrNearWhite`),
        // its reason saying both values.
        let faint = [token(of: "#00000099", in: d), token(of: "#00000066", in: d)].compactMap { $0 }
        XCTAssertEqual(faint.filter { $0.name.hasPrefix("fainter") }.count, 1, "\(texts.map(\.name))")
        for t in faint where !t.name.hasPrefix("fainter") {
            XCTAssertTrue(t.naming.contains("taken by #000000BF"), t.naming)
        }
    }

    /// Non-triggering: a 3 % and a 7 % fill (ΔE00 over 2 as drawn over white) stay two tokens;
    /// two values of one opacity merge as before (alpha equal, colors near).
    func testFarOpacitiesStayApart() throws {
        XCTAssertTrue(CompleteLinkGroups.nearAsDrawn(RGBA(mappingHex: "#00000012")!, RGBA(mappingHex: "#00000014")!, threshold: 2))
        XCTAssertFalse(CompleteLinkGroups.nearAsDrawn(RGBA(mappingHex: "#00000008")!, RGBA(mappingHex: "#00000012")!, threshold: 2))
        XCTAssertFalse(CompleteLinkGroups.nearAsDrawn(RGBA(mappingHex: "#000000BF")!, RGBA(mappingHex: "#00000099")!, threshold: 2))
        let d = draft(Self.chips)
        XCTAssertNotEqual(token(of: "#00000008", in: d)?.name, token(of: "#00000012", in: d)?.name)
        // Without the blended reading the groups are as before: alphas apart never merge.
        XCTAssertEqual(CompleteLinkGroups.groups([RGBA(mappingHex: "#00000012"), RGBA(mappingHex: "#00000014")], threshold: 2).count, 2)
        XCTAssertEqual(CompleteLinkGroups.groups([RGBA(mappingHex: "#00000012"), RGBA(mappingHex: "#00000014")], threshold: 2, blended: true).count, 1)
    }

    /// Two opacities of two colors near as drawn but apart as colors stay apart: Dayflow's fills
    /// #FAF5ED at 40 % and #FDF3EA at 42 % (1.98 as drawn, 2.28 as colors) were merged into one
    /// token, a group every two of whose members are not within ΔE00 2 (session 35). Negative: one
    /// color at two near opacities still merges.
    func testNearAsDrawnButApartAsColorsStayApart() throws {
        let a = RGBA(mappingHex: "#FAF5ED66")!, b = RGBA(mappingHex: "#FDF3EA6B")!
        XCTAssertTrue(CompleteLinkGroups.nearAsDrawn(a, b, threshold: 2), "the fixture: near as drawn")
        XCTAssertGreaterThan(ColorDifference.ciede2000(a.opaque, b.opaque), 2, "the fixture: apart as colors")
        XCTAssertEqual(CompleteLinkGroups.groups([a, b], threshold: 2, blended: true).count, 2)
        XCTAssertEqual(CompleteLinkGroups.groups([a, RGBA(mappingHex: "#FAF5ED6B")], threshold: 2, blended: true).count, 1)
    }

    /// The tone words of a proposal's name hold in its dark; `Or` names say both; a fill that
    /// stays black may say black.
    func testToneWordsHoldInTheProposedDark() {
        let nearWhite = RGBA(mappingHex: "#F2F2F2")!, black = RGBA(mappingHex: "#000000")!
        XCTAssertFalse(NameTruth.tonesHold("blackTextTranslucent", of: nearWhite))
        XCTAssertFalse(NameTruth.tonesHold("nearBlackText", of: nearWhite))
        XCTAssertTrue(NameTruth.tonesHold("blackFillFaint", of: black))
        XCTAssertTrue(NameTruth.tonesHold("blackOrWhiteColor", of: nearWhite))
        XCTAssertTrue(NameTruth.tonesHold("primaryText", of: nearWhite))
        XCTAssertFalse(NameTruth.tonesHold("whiteBackground", of: RGBA(mappingHex: "#1C1C1E")!))
    }

    /// Opacity is a relative word: the stronger or fainter of two opacities of one color.
    func testOpacityIsARelativeWord() {
        let strong = RGBA(mappingHex: "#000000BF")!, faint = RGBA(mappingHex: "#00000066")!
        XCTAssertEqual(RelativeQualifiers.words(faint, against: strong), ["fainter"])
        XCTAssertEqual(RelativeQualifiers.words(strong, against: faint), ["stronger"])
        XCTAssertEqual(RelativeQualifiers.words(RGBA(mappingHex: "#EEEEEE")!, against: RGBA(mappingHex: "#F8F8F8")!), ["darker"])
    }

    /// A black of no role whose proposed dark is near-white is not `blackColor`, and not a
    /// "gray" either: its context word alone (`overlayColor`). Negative: a mid gray keeps "Gray".
    func testABlackOfNoRoleIsNamedByItsContextNotGray() throws {
        let d = draft("""
            import SwiftUI
            struct Dim: View {
                let overlay: Color = .black
                let overlay2: Color = Color(white: 0.5)
                var body: some View { Rectangle() }
            }
            """)
        let black = try XCTUnwrap(token(of: "#000000", in: d))
        XCTAssertFalse(TokenNaming.camelWords(black.name).contains("black"), black.name)
        XCTAssertFalse(TokenNaming.camelWords(black.name).contains("gray"), black.name)
        XCTAssertFalse(Qualifiers.alternatives(black, base: "", roleWord: "Color").contains { $0.contains("Gray") })
        let mid = try XCTUnwrap(token(of: "#808080", in: d))
        XCTAssertTrue(Qualifiers.alternatives(mid, base: "", roleWord: "Color").contains { $0.contains("Gray") })
    }
}
