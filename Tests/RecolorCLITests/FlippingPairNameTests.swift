import Foundation
import XCTest

/// A light/dark pair the code chooses whose two values lie on either side of the middle is named
/// by role and rank, never by its light value's tone (session 21 audit F11: BookPlayer's
/// `useDarkVariant ? Color.white : Color.black` button became `blackBackground`, white in Dark,
/// with its text `whiteText`, black in Dark).
final class FlippingPairNameTests: XCTestCase {
    static let button = """
        import SwiftUI
        struct PrimaryButton: View {
            @Environment(\\.colorScheme) var colorScheme
            var body: some View {
                Text("Sign in")
                    .foregroundStyle(colorScheme == .dark ? Color.black : Color.white)
                    .background(colorScheme == .dark ? Color.white : Color.black)
            }
        }
        struct Banner: View {
            var body: some View {
                Text("a").foregroundStyle(Color.white).background(Color.black)
            }
        }

        """

    static let toneWords = ["black", "white", "gray", "pale", "light", "dark", "deep"]

    func testAPairThatFlipsIsNamedByRoleAndRank() throws {
        let draft = try InitDraft(["Button.swift": Self.button])
        let harvested = draft.tokens.filter { $0.value["source"] as? String == "code" }
        XCTAssertEqual(harvested.count, 2, "\(draft.tokens.keys.sorted())")
        for name in harvested.keys {
            XCTAssertFalse(Self.toneWords.contains { name.lowercased().contains($0) }, "\(name) names one appearance's tone: \(draft.tokens.keys.sorted())")
        }
        XCTAssertEqual(Set(harvested.keys), ["inverseSecondaryBackground", "inverseSecondaryText"], "\(draft.tokens.keys.sorted())")
    }

    /// A pair of no role is named by tone: by its tone in each appearance when it flips (Rayon's
    /// #E6E6EB/#2B2B2E pair was `darkerPaleGrayColor`, and with its lightness words dropped a bare `color`).
    func testAPairOfNoRoleThatFlipsSaysBothTones() throws {
        let draft = try InitDraft(["Dim.swift": """
            import SwiftUI
            struct Dim: View {
                @Environment(\\.colorScheme) var colorScheme
                var body: some View { Text("a").overlay(colorScheme == .dark ? Color(white: 0.17) : Color(white: 0.9)) }
            }

            """])
        let pair = draft.tokens.first { $0.value["source"] as? String == "code" }
        XCTAssertEqual(pair?.key, "lightGrayOrDarkGrayColor", "\(draft.tokens)")
    }

    func testAPairThatStaysOnOneSideKeepsItsToneQualifier() throws {
        // #FFFFFF / #D0D0D0: light in both appearances, its lightness word is true in both.
        let source = Self.button.replacingOccurrences(of: "colorScheme == .dark ? Color.white : Color.black", with: "colorScheme == .dark ? Color(white: 0.8) : Color.white")
            .replacingOccurrences(of: ".background(Color.black)", with: ".background(Color.white)")
        let draft = try InitDraft(["Button.swift": source])
        let pair = draft.tokens.first { $0.value["source"] as? String == "code" && $0.value["dark"] as? String == "#CCCCCC" }
        XCTAssertNotNil(pair, "\(draft.tokens)")
        XCTAssertEqual(pair?.key, "primaryBackground", "ranked as any light surface: \(draft.tokens.keys.sorted())")
    }
}
