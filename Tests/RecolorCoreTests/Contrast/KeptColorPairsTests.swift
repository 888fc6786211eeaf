@testable import RecolorCore
import XCTest

/// A token beside a color a `keep` rule holds fixed pairs with it: the kept color is named by its
/// value and measured with it in every appearance, and `init` moves the token's dark value so the
/// pair stays readable (a text token over a kept brand yellow was lifted to near white for dark).
final class KeptColorPairsTests: XCTestCase {
    static let table = ##"""
    { "tokens": {
        "ink": { "uikit": "Palette.ink", "light": "#1A1A1A", "dark": "#F2F2F2" },
        "paper": { "uikit": "Palette.paper", "light": "#FFFFFF", "dark": "#1C1C1E" } },
      "rules": [
        { "match": "#1A1A1A", "token": "ink" },
        { "match": "#FFFFFF", "context": ["backgroundColor"], "token": "paper" },
        { "match": "#FFFC00", "keep": "brand: snapchatBar.backgroundColor (A.swift:5)" },
        { "match": "#000000", "keep": "brand: snapchatBar (A.swift:9)" },
        { "match": "#333333", "keep": "dark theme: Night's value (A.swift:1)" } ] }
    """##

    static let code = """
    import UIKit
    final class Banner: UIView {
        let snapchatBar = UIView(), caption = UILabel(), logo = UILabel(), night = UIView(), note = UILabel()
        func setUp() {
            snapchatBar.backgroundColor = UIColor(red: 1, green: 0.988, blue: 0, alpha: 1)
            snapchatBar.addSubview(caption)
            caption.textColor = UIColor(red: 0.102, green: 0.102, blue: 0.102, alpha: 1)
            snapchatBar.addSubview(logo)
            logo.textColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
            night.backgroundColor = UIColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1)
            night.addSubview(note)
            note.textColor = UIColor(red: 0.102, green: 0.102, blue: 0.102, alpha: 1)
        }
    }
    """

    func options() throws -> RunOptions {
        var options = RunOptions()
        options.configuration = try ConfigurationLoader.parse(Array(Self.table.utf8), file: "t.json")
        options.threads = 1
        return options
    }

    /// `contrast`: the token's text on the kept yellow, measured with the yellow in dark too (the
    /// token's dark ink on it fails there). Negative: a kept black on the kept yellow is the
    /// app's own pair (no token); a dark theme's kept value is drawn in dark alone: no side.
    func testATokenOnAKeptColorPairs() throws {
        let options = try options()
        let file = SwiftSource(path: "A.swift", bytes: Array(Self.code.utf8))
        let reports = Engine.analyze([file], options: options).allReports
        XCTAssertEqual(reports.filter { $0.resolution.kept != nil }.count, 3, "three kept colors (what this test is about)")
        let found = InferredPairs.infer([(file, reports)], expressions: TokenExpressions(options.configuration))
        XCTAssertEqual(found.map { "\($0.foreground)/\($0.background)@" + $0.sightings.map(\.place).joined(separator: ",") },
                       ["ink/#FFFC00@A.swift:7 on A.swift:5"])
        let audited = ContrastAudit.audit(options.configuration, inferred: found)
        XCTAssertEqual(audited.map { "\($0.foreground)/\($0.background)" }, ["ink/#FFFC00"])
        let checks = Dictionary(uniqueKeysWithValues: audited[0].checks.map { ($0.appearance, $0) })
        XCTAssertEqual(checks[.light]?.passes, true)
        XCTAssertEqual(checks[.dark]?.background, RGBA(mappingHex: "#FFFC00"), "the kept value in dark too")
        XCTAssertEqual(checks[.dark]?.passes, false)
    }

    /// The table's `pairs` may name a kept color by its value; a name that is neither a token nor
    /// a color is still an error.
    func testTheTablesPairsMayNameAKeptColor() throws {
        let table = ##"""
        { "tokens": { "ink": { "uikit": "Palette.ink", "light": "#1A1A1A" } },
          "pairs": [ { "foreground": "ink", "background": "#FFFC00" } ] }
        """##
        let configuration = try ConfigurationLoader.parse(Array(table.utf8), file: "t.json")
        XCTAssertEqual(configuration.pairs.map(\.background), ["#FFFC00"])
        let bad = table.replacingOccurrences(of: "#FFFC00", with: "#FFFCZZ")
        XCTAssertThrowsError(try ConfigurationLoader.parse(Array(bad.utf8), file: "t.json"))
    }

    /// `init`: the brand bar is kept (its receiver names a brand) and the caption's text token
    /// over it keeps 4.5:1 in dark against the same yellow (the plain proposal lifts dark text
    /// toward white); its description names the pair.
    func testInitKeepsATokenOnAKeptColorReadable() throws {
        let code = """
        import UIKit
        final class Banner: UIView {
            let snapchatBar = UIView(), caption = UILabel()
            func setUp() {
                snapchatBar.backgroundColor = UIColor(red: 1, green: 0.988, blue: 0, alpha: 1)
                snapchatBar.addSubview(caption)
                caption.textColor = UIColor(red: 0.102, green: 0.102, blue: 0.102, alpha: 1)
            }
        }
        """
        var options = RunOptions()
        options.threads = 1
        let result = Engine.analyze([SwiftSource(path: "A.swift", bytes: Array(code.utf8))], options: options)
        let draft = StarterDraft.build(result, declared: DeclaredMembers(), configuration: Configuration())
        XCTAssertEqual(draft.kept.groups.map(\.intent), [.brand], "the bar's yellow is kept (what this test is about)")
        let ink = try XCTUnwrap(draft.tokens.first { $0.values[0].match == "#1A1A1A" })
        let yellow = try XCTUnwrap(RGBA(mappingHex: "#FFFC00"))
        let plain = DarkValue.propose(for: RGBA(mappingHex: "#1A1A1A")!, role: .text)
        XCTAssertLessThan(ContrastAudit.check(plain.dark, on: yellow, in: .dark, minimum: 4.5).ratio, 4.5,
                          "the plain proposal breaks the pair (what this test is about)")
        XCTAssertEqual(draft.pairsSeen.map { "\($0.name(foreground: true, draft.tokens))/\($0.name(foreground: false, draft.tokens))@\($0.place)" },
                       ["\(ink.name)/#FFFC00@A.swift:7 on A.swift:5"])
        XCTAssertGreaterThanOrEqual(ContrastAudit.check(ink.appearance.resolved(.dark)!, on: yellow, in: .dark, minimum: 4.5).ratio, 4.5)
        XCTAssertTrue(ink.description.contains("\(ink.name) on #FFFC00 (A.swift:7 on A.swift:5)"), ink.description)
        XCTAssertTrue(draft.unreadable.isEmpty)
    }
}
