@testable import RecolorCore
import XCTest

/// Colors read from an instance of the app's theme (`Theme.current.textColor`,
/// `ThemeManager.shared.theme.backgroundColor`) stand for the token of that member of the light
/// and dark themes the app declares, so a label and its view pair. Negative: the same member
/// name read from something that is no theme (`other.textColor`), and a member no theme has.
final class ThemeMemberPairsTests: XCTestCase {
    static let themes = """
    import UIKit
    struct Theme {
        let textColor: UIColor
        let backgroundColor: UIColor
        static var current = Theme.light
    }
    extension Theme {
        static let light = Theme(textColor: UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1), backgroundColor: UIColor(white: 1, alpha: 1))
        static let dark = Theme(textColor: UIColor(white: 0.95, alpha: 1), backgroundColor: UIColor(red: 0.07, green: 0.07, blue: 0.08, alpha: 1))
    }
    final class ThemeManager {
        static let shared = ThemeManager()
        var theme = Theme.light
    }
    """

    static let views = """
    import UIKit
    final class Card: UIView {
        let title = UILabel()
        let note = UILabel()
        let other = UILabel()
        func apply() {
            backgroundColor = ThemeManager.shared.theme.backgroundColor
            addSubview(title)
            title.textColor = Theme.current.textColor
            note.textColor = other.textColor
            note.backgroundColor = Theme.current.shadowColor
            layer.borderColor = UIColor(red: 0.5, green: 0.2, blue: 0.2, alpha: 1).cgColor
        }
    }
    """

    func run() -> (RunResult, [SwiftSource]) {
        var options = RunOptions()
        options.threads = 1
        let files = [SwiftSource(path: "Theme.swift", bytes: Array(Self.themes.utf8)), SwiftSource(path: "Card.swift", bytes: Array(Self.views.utf8))]
        return (Engine.analyze(files, options: options), files)
    }

    /// `init`: the theme's text color over its background is one of the pairs the draft sees
    /// (the view holds a finding of its own, so the run without options reads it).
    func testInitSeesThePairOfThemeMembers() throws {
        let (result, _) = run()
        let draft = StarterDraft.build(result, declared: DeclaredMembers(), configuration: Configuration())
        let text = try XCTUnwrap(draft.tokens.first { $0.appearance[.light] == RGBA(mappingHex: "#1A1A1A") })
        let background = try XCTUnwrap(draft.tokens.first { $0.appearance[.light] == RGBA(mappingHex: "#FFFFFF") })
        XCTAssertEqual(draft.pairsSeen.map { "\(draft.tokens[$0.foreground].name)/\(draft.tokens[$0.background].name)@\($0.place)" },
                       ["\(text.name)/\(background.name)@Card.swift:9 on Card.swift:7"])
    }

    /// `contrast` with a table whose rules map the themes' values to tokens.
    func testContrastPairsThemeMembers() throws {
        let table = ##"""
        { "tokens": {
            "ink": { "uikit": "Semantic.ink", "light": "#1A1A1A", "dark": "#F2F2F2" },
            "paper": { "uikit": "Semantic.paper", "light": "#FFFFFF", "dark": "#121214" } },
          "rules": [
            { "match": "#1A1A1A", "token": "ink" }, { "match": "#F2F2F2", "token": "ink" },
            { "match": "#FFFFFF", "token": "paper" }, { "match": "#121214", "token": "paper" } ] }
        """##
        var options = RunOptions()
        options.configuration = try ConfigurationLoader.parse(Array(table.utf8), file: "t.json")
        options.threads = 1
        let files = [SwiftSource(path: "Theme.swift", bytes: Array(Self.themes.utf8)), SwiftSource(path: "Card.swift", bytes: Array(Self.views.utf8))]
        let result = Engine.analyze(files, options: options)
        let expressions = TokenExpressions(options.configuration)
        let collected = files.map { f in (file: f, reports: result.allReports.filter { $0.file == f.path }) }
        let members = expressions.themeMembers(in: collected, tokenOf: { $0.resolution.token })
        XCTAssertEqual(members.map { "\($0.type).\($0.label)=\($0.token)" }, ["Theme.textColor=ink", "Theme.backgroundColor=paper"])
        let extended = expressions.adding(members)
        XCTAssertEqual(extended.uses(in: files[1]).map(\.token), ["paper", "ink"])
        let found = InferredPairs.infer(collected, expressions: extended)
        XCTAssertEqual(found.map { "\($0.foreground)/\($0.background)@" + $0.sightings.map(\.place).joined(separator: ",") }, ["ink/paper@Card.swift:9 on Card.swift:7"])
    }
}
