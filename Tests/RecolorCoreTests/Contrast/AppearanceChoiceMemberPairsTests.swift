@testable import RecolorCore
import XCTest

/// A type's computed color members that choose by the appearance between two colors the table
/// maps to one token are that token where a view reads them from a theme (ora's `struct Theme {
/// var foreground: Color { colorScheme == .dark ? .white : .black } }`, read as `theme.foreground`:
/// 172 uses, 2 pairs before, session 25). Negatives: a choice between two tokens is no member; a
/// type with no such choice (a view's own computed colors) gives none; the label read from a value
/// that names no theme is no token.
final class AppearanceChoiceMemberPairsTests: XCTestCase {
    static let table = ##"""
    { "tokens": {
        "ink": { "swiftui": "Color.ink", "light": "#000000", "dark": "#FFFFFF" },
        "paper": { "swiftui": "Color.paper", "light": "#FFFFFF", "dark": "#0F0E0E" },
        "alert": { "swiftui": "Color.alert", "light": "#FF6969" },
        "mark": { "swiftui": "Color.mark", "light": "#1A1A1A" } },
      "rules": [
        { "match": "#000000", "dark": "#FFFFFF", "token": "ink" },
        { "match": "#FFFFFF", "dark": "#0F0E0E", "token": "paper" },
        { "match": "#FF6969", "token": "alert" },
        { "match": "#1A1A1A", "token": "mark" } ] }
    """##

    static let theme = """
    import SwiftUI
    struct Theme {
        let colorScheme: ColorScheme
        var foreground: Color { colorScheme == .dark ? .white : .black }
        var background: Color {
            colorScheme == .dark ? Color(red: 15 / 255, green: 14 / 255, blue: 14 / 255) : .white
        }
        var destructive: Color { Color(red: 1, green: 105 / 255, blue: 105 / 255) }
        var mixed: Color { colorScheme == .dark ? Color(red: 1, green: 105 / 255, blue: 105 / 255) : .black }
    }
    struct Badge {
        var fill: Color { Color(red: 1, green: 105 / 255, blue: 105 / 255) }
    }
    """

    static let views = """
    import SwiftUI
    struct Card: View {
        @Environment(\\.theme) private var theme
        var badge: Badge
        var body: some View {
            VStack {
                Text("a").foregroundColor(theme.foreground)
                Text("b").foregroundColor(theme.destructive)
                Text("c").foregroundColor(theme.mixed)
            }
            .background(theme.background)
            Text("d").foregroundColor(theme.foreground).background(badge.fill)
            Text("e").foregroundColor(other.foreground).background(theme.background)
        }
    }
    """

    func testAThemesChoicesAndItsSingleColorsAreTokens() throws {
        var options = RunOptions()
        options.configuration = try ConfigurationLoader.parse(Array(Self.table.utf8), file: "t.json")
        options.threads = 1
        let files = [SwiftSource(path: "Theme.swift", bytes: Array(Self.theme.utf8)), SwiftSource(path: "Card.swift", bytes: Array(Self.views.utf8))]
        let result = Engine.analyze(files, options: options)
        let collected = files.map { f in (file: f, reports: result.allReports.filter { $0.file == f.path }) }
        let expressions = TokenExpressions(options.configuration)
        let members = expressions.themeMembers(in: collected, tokenOf: { $0.resolution.token })
        XCTAssertEqual(members.map { "\($0.type).\($0.label)=\($0.token)" }.sorted(),
                       ["Theme.background=paper", "Theme.destructive=alert", "Theme.foreground=ink"])
        let found = InferredPairs.infer(collected, expressions: expressions.adding(members))
        XCTAssertEqual(found.map { "\($0.foreground)/\($0.background)@" + $0.sightings.map(\.place).joined(separator: ",") },
                       ["alert/paper@Card.swift:8 on Card.swift:11", "ink/paper@Card.swift:7 on Card.swift:11"])
    }
}
