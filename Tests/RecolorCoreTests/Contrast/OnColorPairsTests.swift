@testable import RecolorCore
import XCTest

/// A scheme's `onX` is drawn on its `x` (Material's naming, `OnColorPairs`): Moonfin's own scheme
/// struct (`MoonfinColorScheme(button: …, onButton: …)`) read through `theme.colorScheme.button`,
/// where no view chain names a token: no pair was found, and `init` inverted the text beside the
/// kept button (session 30's review, B2; /work/s30/repro/b2). Negatives: a state's `onColor`
/// beside `offColor`, UISwitch's `onTintColor` beside `tintColor`, `onlineColor` beside
/// `lineColor`, `onX` and `x` of two different types.
final class OnColorPairsTests: XCTestCase {
    static let table = ##"""
    { "tokens": {
        "fill": { "swiftui": "Color.fill", "light": "#747474B3" },
        "ink": { "swiftui": "Color.ink", "light": "#DDDDDD" },
        "page": { "swiftui": "Color.page", "light": "#080808" } },
      "rules": [
        { "match": "#747474B3", "token": "fill" },
        { "match": "#DDDDDD", "token": "ink" },
        { "match": "#080808", "token": "page" } ] }
    """##

    static let fill = "Color(red: 0.455, green: 0.455, blue: 0.455).opacity(0.7)"
    static let ink = "Color(red: 0.867, green: 0.867, blue: 0.867)"
    static let page = "Color(red: 0.03, green: 0.03, blue: 0.03)"

    func pairs(_ swift: String) throws -> [String] {
        var options = RunOptions()
        options.configuration = try ConfigurationLoader.parse(Array(Self.table.utf8), file: "t.json")
        options.threads = 1
        let file = SwiftSource(path: "A.swift", bytes: Array(("import SwiftUI\n" + swift).utf8))
        let reports = Engine.analyze([file], options: options).allReports
        let found = InferredPairs.search([(file, reports)], documents: [], subjects: .table(TokenExpressions(options.configuration)))
        return found.pairs.flatMap { p in p.sightings.filter(\.byName).map { "\(p.foreground)/\(p.background)@\($0.place)" } }.sorted()
    }

    /// Triggering: the arguments of one instance; the translucent surface measured over the scheme's background.
    func testOnXArgumentIsDrawnOnXOfTheSameInstance() throws {
        let swift = """
        struct Scheme { let background: Color; let button: Color; let onButton: Color }
        extension Scheme {
            static let standard = Scheme(
                background: \(Self.page),
                button: \(Self.fill),
                onButton: \(Self.ink)
            )
        }
        """
        XCTAssertEqual(try pairs(swift), ["ink/fill over page@A.swift:7 on A.swift:6"])
    }

    /// Triggering: members declared in one type (`static let primary`, `static let onPrimary`).
    func testOnXMemberIsDrawnOnXOfTheSameType() throws {
        let swift = """
        enum Palette {
            static let primary = \(Self.page)
            static let onPrimary: Color = \(Self.ink)
        }
        """
        XCTAssertEqual(try pairs(swift), ["ink/page@A.swift:4 on A.swift:3"])
    }

    /// Not: `on` as a state (`offColor` beside it), a foreground's `on` (UISwitch's `onTintColor`),
    /// a word starting with "on", an event, members of two types, two instances.
    func testOtherOnNamesAreNoPair() throws {
        let state = "let toggle = ToggleColors(color: \(Self.page), onColor: \(Self.ink), offColor: \(Self.fill))"
        XCTAssertEqual(try pairs(state), [], "on/off colors of a state")
        let switchTint = "let style = SwitchStyle(tintColor: \(Self.page), onTintColor: \(Self.ink))"
        XCTAssertEqual(try pairs(switchTint), [], "UISwitch's onTintColor is its fill when on")
        let online = "let dot = Dot(lineColor: \(Self.page), onlineColor: \(Self.ink))"
        XCTAssertEqual(try pairs(online), [], "online is no on + surface")
        let hover = "let row = RowStyle(hover: \(Self.page), onHover: \(Self.ink))"
        XCTAssertEqual(try pairs(hover), [], "an event's on")
        let twoTypes = """
        enum A { static let primary = \(Self.page) }
        enum B { static let onPrimary = \(Self.ink) }
        """
        XCTAssertEqual(try pairs(twoTypes), [], "two types")
        let twoInstances = """
        let a = Scheme(button: \(Self.fill))
        let b = Scheme(onButton: \(Self.ink))
        """
        XCTAssertEqual(try pairs(twoInstances), [], "two instances")
        let inFunction = """
        func f() {
            let button = \(Self.page)
            let onButton = \(Self.ink)
        }
        """
        XCTAssertEqual(try pairs(inFunction), [], "locals of a function are no scheme's members")
    }
}
