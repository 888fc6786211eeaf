import Foundation
import XCTest

/// A SwiftUI type used only inside a subtree the code forces dark (Wasserflug-tvOS: the sidebar ends
/// `.environment(\.colorScheme, .dark)`, its buttons take `.buttonStyle(MatchedButtonStyle(…))`, whose
/// focus pill `.fill(.white)` and `isFocused ? .black` text show in dark alone). Review 29 B1: made
/// adaptive (systemBackground, primary), the focused item turned white on a near-black pill in every
/// appearance. Kept "forced dark", as an IB class inside darkAqua views is; the same type used elsewhere
/// too, under a light forcing, or a same-named type of another file or module, adapts. Hand-written.
final class SwiftUIForcedDarkViewsTests: XCTestCase {
    static func sidebar(_ modifier: String = ".environment(\\.colorScheme, .dark)", inner: String = "") -> String {
        """
        import SwiftUI

        struct Sidebar: View {
            var body: some View {
                VStack {
                    Button("Home") {}
                        .buttonStyle(PillStyle())
                    Rows()\(inner)
                }
                .background(Color(red: 0.19, green: 0.25, blue: 0.33))
                \(modifier)
            }
        }

        """
    }
    static let style = """
        import SwiftUI

        struct PillStyle: ButtonStyle {
            @Environment(\\.isFocused) private var isFocused: Bool

            func makeBody(configuration: Configuration) -> some View {
                configuration.label
                    .foregroundStyle(isFocused ? .black : .gray)
                    .background {
                        if isFocused {
                            RoundedRectangle(cornerRadius: 12).fill(.white)
                        }
                    }
            }
        }

        struct Rows: View {
            var body: some View {
                VStack { Badge(); Badge() }
            }
        }

        struct Badge: View {
            var body: some View {
                Text("New").foregroundColor(Color(red: 0.1, green: 0.1, blue: 0.1)).background(Color(white: 0.93))
            }
        }

        """

    /// The types whose colors init keeps as drawn only in forced-dark views.
    func kept(_ files: [String: String]) throws -> Set<String> {
        let keeps = try InitDraft(files).rules.compactMap { $0["keep"] as? String }.filter { $0.hasPrefix("forced dark: in a forced-dark view: ") }
        return Set(keeps.compactMap { k in
            k.dropFirst("forced dark: in a forced-dark view: ".count).split(separator: " ").first.map(String.init)
        })
    }

    func testATypeUsedOnlyInAForcedDarkSubtreeKeepsItsColors() throws {
        // The style directly in the subtree, the badge inside `Rows` (a view drawing no color of its own) there.
        XCTAssertEqual(try kept(["Sidebar.swift": Self.sidebar(), "Style.swift": Self.style]), ["PillStyle", "Badge"])
        XCTAssertEqual(try kept(["Sidebar.swift": Self.sidebar(".preferredColorScheme(.dark)"), "Style.swift": Self.style]), ["PillStyle", "Badge"])
    }

    func testNotKeptWhereAUseShowsTheSystemsOrTheLightAppearance() throws {
        // No forcing; forced light; a light forcing nearer than the dark one.
        XCTAssertEqual(try kept(["Sidebar.swift": Self.sidebar(""), "Style.swift": Self.style]), [])
        XCTAssertEqual(try kept(["Sidebar.swift": Self.sidebar(".environment(\\.colorScheme, .light)"), "Style.swift": Self.style]), [])
        XCTAssertEqual(try kept(["Sidebar.swift": Self.sidebar(inner: ".environment(\\.colorScheme, .light)"), "Style.swift": Self.style]), ["PillStyle"])
        // The badge used once more on a screen forcing nothing: it adapts, the style stays kept.
        let screen = "import SwiftUI\n\nstruct Feed: View {\n    var body: some View {\n        List { Badge() }\n    }\n}\n"
        XCTAssertEqual(try kept(["Sidebar.swift": Self.sidebar(), "Style.swift": Self.style, "Feed.swift": screen]), ["PillStyle"])
    }

    func testASameNamedTypeOfAnotherFileOrModuleIsItsOwn() throws {
        // A file's private `Badge` used outside the subtree is not the one the sidebar's rows draw.
        let other = "import SwiftUI\n\nstruct Feed: View {\n    var body: some View {\n        List { Badge() }\n    }\n}\n\n"
            + "private struct Badge: View {\n    var body: some View {\n        Text(\"Old\").foregroundColor(Color(red: 0.2, green: 0.3, blue: 0.4))\n    }\n}\n"
        let keeps = try InitDraft(["Sidebar.swift": Self.sidebar(), "Style.swift": Self.style, "Feed.swift": other]).rules
            .filter { ($0["keep"] as? String)?.hasPrefix("forced dark: in a forced-dark view: Badge ") == true }
        XCTAssertEqual(keeps.count, 2, "\(keeps)")
        XCTAssertFalse(keeps.contains { $0["match"] as? String == "#334C66" }, "\(keeps)")
        // Two modules of one package each declaring `Badge`: the one of the module forcing dark is kept.
        let package = """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "App", platforms: [.iOS(.v16)], targets: [.target(name: "Side"), .target(name: "Feed")])

            """
        let feed = "import SwiftUI\n\nstruct Feed: View {\n    var body: some View {\n        List { Badge() }\n    }\n}\n"
        let badge = "import SwiftUI\n\nstruct Badge: View {\n    var body: some View {\n        Text(\"Old\").foregroundColor(Color(red: 0.2, green: 0.3, blue: 0.4))\n    }\n}\n"
        let draft = try InitDraft(["Package.swift": package, "Sources/Side/Sidebar.swift": Self.sidebar(), "Sources/Side/Style.swift": Self.style,
                                   "Sources/Feed/Feed.swift": feed, "Sources/Feed/Badge.swift": badge])
        let badges = draft.rules.filter { ($0["keep"] as? String)?.hasPrefix("forced dark: in a forced-dark view: Badge ") == true }
        XCTAssertEqual(badges.count, 2, "\(draft.rules)")
        XCTAssertFalse(badges.contains { $0["match"] as? String == "#334C66" }, "\(badges)")
    }

    /// A nested type named by its qualified path (`AppTheme.Gradients.sparkle`, `enum Gradients` in `extension
    /// AppTheme`) is used where its path stands: used only in a forced-dark view, its gradient's stops are kept
    /// (podcast-player's onboarding sparkle, drafted tokens black in Dark; session 37, intent37c V5).
    /// Negative: the same path also used on a screen forcing nothing adapts.
    func testANestedTypeNamedByItsQualifiedPathIsUsedThere() throws {
        let theme = "import SwiftUI\n\nenum AppTheme {}\n\nextension AppTheme {\n    enum Gradients {\n"
            + "        static let sparkle = LinearGradient(colors: [.white, Color(red: 0.85, green: 0.92, blue: 1.0)], startPoint: .top, endPoint: .bottom)\n    }\n}\n"
        let onboarding = "import SwiftUI\n\nstruct Onboarding: View {\n    var body: some View {\n        Welcome().preferredColorScheme(.dark)\n    }\n}\n\n"
            + "struct Welcome: View {\n    var body: some View {\n        Image(systemName: \"sparkles\").foregroundStyle(AppTheme.Gradients.sparkle)\n    }\n}\n"
        XCTAssertTrue(try kept(["Theme.swift": theme, "Onboarding.swift": onboarding]).contains("Gradients"))
        let feed = "import SwiftUI\n\nstruct Feed: View {\n    var body: some View {\n        Text(\"a\").foregroundStyle(AppTheme.Gradients.sparkle)\n    }\n}\n"
        XCTAssertFalse(try kept(["Theme.swift": theme, "Onboarding.swift": onboarding, "Feed.swift": feed]).contains("Gradients"), "used on a screen forcing nothing too")
    }
}
