@testable import RecolorCore
import XCTest

/// Themes declared as types: a protocol's light and dark conformers (`struct LightTheme: Theme`,
/// `struct DarkTheme: Theme`), or a class and the subclass overriding its colors for dark. A
/// member read from the current theme stands for the token of the light type's value.
/// Negative: a dark-named view class of UIKit's (`DarkButton: UIButton`) is no theme; a member
/// only the dark type has stands for nothing; the label read from something no theme names.
final class ThemeTypePairsTests: XCTestCase {
    static let protocolThemes = """
    import UIKit
    protocol Theme {
        var textColor: UIColor { get }
        var backgroundColor: UIColor { get }
    }
    struct LightTheme: Theme {
        let textColor = UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)
        var backgroundColor: UIColor { return UIColor(red: 1, green: 1, blue: 1, alpha: 1) }
    }
    struct DarkTheme: Theme {
        let textColor = UIColor(red: 0.95, green: 0.95, blue: 0.95, alpha: 1)
        var backgroundColor: UIColor { UIColor(red: 0.07, green: 0.07, blue: 0.08, alpha: 1) }
        let glowColor = UIColor(red: 0.5, green: 0.5, blue: 0.9, alpha: 1)
    }
    final class DarkButton: UIButton {
        let textColor = UIColor(red: 0.3, green: 0.3, blue: 0.3, alpha: 1)
    }
    """

    static let subclassThemes = """
    import UIKit
    class Palette {
        var textColor: UIColor { UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1) }
        var backgroundColor: UIColor { UIColor(red: 1, green: 1, blue: 1, alpha: 1) }
    }
    final class NightPalette: Palette {
        override var textColor: UIColor { UIColor(red: 0.95, green: 0.95, blue: 0.95, alpha: 1) }
        override var backgroundColor: UIColor { UIColor(red: 0.07, green: 0.07, blue: 0.08, alpha: 1) }
    }
    """

    static let views = """
    import UIKit
    final class Card: UIView {
        let title = UILabel()
        let note = UILabel()
        let other = UILabel()
        func apply(theme: Theme) {
            backgroundColor = theme.backgroundColor
            addSubview(title)
            title.textColor = ThemeManager.current.textColor
            addSubview(note)
            note.textColor = theme.glowColor
            other.textColor = note.textColor
            other.backgroundColor = UIColor(red: 0.3, green: 0.3, blue: 0.3, alpha: 1)
        }
    }
    """

    static let table = ##"""
    { "tokens": {
        "ink": { "uikit": "Semantic.ink", "light": "#1A1A1A", "dark": "#F2F2F2" },
        "paper": { "uikit": "Semantic.paper", "light": "#FFFFFF", "dark": "#121214" },
        "gray": { "uikit": "Semantic.gray", "light": "#4D4D4D" } },
      "rules": [
        { "match": "#1A1A1A", "token": "ink" }, { "match": "#F2F2F2", "keep": "dark theme: DarkTheme (A.swift:1)" },
        { "match": "#FFFFFF", "token": "paper" }, { "match": "#121214", "keep": "dark theme: DarkTheme (A.swift:1)" },
        { "match": "#4D4D4D", "token": "gray" } ] }
    """##

    func pairs(_ themes: String, themeFile: String) throws -> ([ThemeMember], [String]) {
        var options = RunOptions()
        options.configuration = try ConfigurationLoader.parse(Array(Self.table.utf8), file: "t.json")
        options.threads = 1
        let files = [SwiftSource(path: themeFile, bytes: Array(themes.utf8)), SwiftSource(path: "Card.swift", bytes: Array(Self.views.utf8))]
        let result = Engine.analyze(files, options: options)
        let collected = files.map { f in (file: f, reports: result.allReports.filter { $0.file == f.path }) }
        let expressions = TokenExpressions(options.configuration)
        let members = expressions.themeMembers(in: collected, tokenOf: { $0.resolution.token })
        let found = InferredPairs.infer(collected, expressions: expressions.adding(members))
        return (members, found.map { "\($0.foreground)/\($0.background)@" + $0.sightings.map(\.place).joined(separator: ",") })
    }

    func testAProtocolsLightAndDarkConformers() throws {
        let (members, found) = try pairs(Self.protocolThemes, themeFile: "Themes.swift")
        XCTAssertEqual(members.map { "\($0.type).\($0.label)=\($0.token)" }, ["Theme.backgroundColor=paper", "Theme.textColor=ink"])
        XCTAssertEqual(found, ["ink/paper@Card.swift:9 on Card.swift:7"])
    }

    func testAClassAndItsDarkSubclass() throws {
        let (members, found) = try pairs(Self.subclassThemes.replacingOccurrences(of: "Palette", with: "Theme"), themeFile: "Palette.swift")
        XCTAssertEqual(members.map { "\($0.type).\($0.label)=\($0.token)" }, ["Theme.backgroundColor=paper", "Theme.textColor=ink"])
        XCTAssertEqual(found, ["ink/paper@Card.swift:9 on Card.swift:7"])
    }

    /// The declarations read: a stored value ending its line, a computed body with or without
    /// `return`. Negative: a color inside a collection is no member's value.
    func testTheMembersRead() {
        let code = """
        import UIKit
        struct DarkTheme: Theme {
            let textColor = UIColor(red: 0.95, green: 0.95, blue: 0.95, alpha: 1)
            var borderColor: UIColor { return UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1) }
            let swatches = [UIColor(red: 0.5, green: 0.2, blue: 0.2, alpha: 1), UIColor(red: 0.2, green: 0.2, blue: 0.5, alpha: 1)]
        }
        """
        var options = RunOptions()
        options.threads = 1
        let file = SwiftSource(path: "A.swift", bytes: Array(code.utf8))
        let reports = Engine.analyze([file], options: options).allReports
        let declared = ThemeTypes.declared(in: file, tree: SyntaxTree(file), reports: reports) { _ in true }
        XCTAssertEqual(declared.map(\.name), ["DarkTheme"])
        XCTAssertEqual(declared.first?.members.keys.sorted(), ["borderColor", "textColor"])
    }
}
