@testable import RecolorCore
import XCTest

/// The table lint: each problem once, by key path.
final class TableLintTests: WorkFolderTestCase {
    func lint(_ json: String, run: Bool = false) throws -> [String] {
        try write(".recolor.json", json)
        let config = try ConfigurationLoader.load(path: work.appendingPathComponent(".recolor.json").path)
        var tree: RunOptions?
        if run {
            var options = RunOptions()
            options.cwd = work.path
            options.configuration = config
            tree = options
        }
        return TableLint.warnings(config, tree: tree, cwd: work.path).map(\.description)
    }

    let tokens = ##""tokens": { "ink": { "uikit": "Semantic.ink", "light": "#000000" }, "scrim": { "uikit": "Semantic.scrim", "light": "#00000080" } }"##

    func testARuleAnEarlierOneAlwaysBeatsIsNamed() throws {
        let w = try lint("{ \(tokens), \"rules\": [ { \"match\": \"#000000\", \"token\": \"ink\" }, { \"match\": \"#000000\", \"token\": \"scrim\" } ] }")
        XCTAssertEqual(w, ["rules[1]: never matches: rules[0] (#000000) comes first and always wins"])
        // A later rule limited to a context beats the earlier one there: not shadowed.
        XCTAssertEqual(try lint("{ \(tokens), \"rules\": [ { \"match\": \"#000000\", \"token\": \"ink\" }, { \"match\": \"#000000\", \"context\": \"shadowColor\", \"token\": \"scrim\" } ] }"), [])
        // An earlier rule limited to a wider context still beats it.
        XCTAssertEqual(try lint("{ \(tokens), \"rules\": [ { \"match\": \"#000000\", \"context\": [\"a\", \"b\"], \"token\": \"ink\" }, { \"match\": \"#000000\", \"context\": \"a\", \"token\": \"scrim\" } ] }").count, 1)
    }

    func testAnOpaqueRuleBeforeTheSameColorWithAlphaIsNamed() throws {
        // Resolution: an opaque rule matches a finding's color before its modifiers, so
        // `.black.withAlphaComponent(0.5)` goes to the first of the two.
        let w = try lint("{ \(tokens), \"rules\": [ { \"match\": \"#000000\", \"token\": \"ink\" }, { \"match\": \"#00000080\", \"token\": \"scrim\" } ] }")
        XCTAssertEqual(w.count, 1)
        XCTAssertTrue(w[0].hasPrefix("rules[1]: #00000080 whose alpha a modifier gives"), w[0])
        XCTAssertEqual(try lint("{ \(tokens), \"rules\": [ { \"match\": \"#00000080\", \"token\": \"scrim\" }, { \"match\": \"#000000\", \"token\": \"ink\" } ] }"), [], "alpha first: both fire")
        // And it is so: the alpha rule never takes the modifier's finding.
        try write("A.swift", "import UIKit\nlet v = UIView()\nfunc f() { v.backgroundColor = UIColor.black.withAlphaComponent(0.5) }\n")
        let config = try ConfigurationLoader.parse(Array("{ \(tokens), \"rules\": [ { \"match\": \"#000000\", \"token\": \"ink\" }, { \"match\": \"#00000080\", \"token\": \"scrim\" } ] }".utf8), file: "t")
        var options = RunOptions()
        options.cwd = work.path
        options.configuration = config
        XCTAssertEqual(Engine.run(options).allReports.first?.resolution.token, "ink")
    }

    /// A rule limited to places is tried before every rule that is not, so an opaque rule of no
    /// place never takes its colors: no warning (Sonidea's placed keeps with alpha after its
    /// opaque tokens were warned about on every command: session 32's held-out check, V7).
    /// Negative: the same alpha rule with no place is still named.
    func testAPlacedRuleWithAlphaAfterAnOpaqueOneIsNoShadow() throws {
        let placed = "{ \"match\": \"#00000080\", \"in\": [\"Card.overlay\"], \"token\": \"scrim\" }"
        XCTAssertEqual(try lint("{ \(tokens), \"rules\": [ { \"match\": \"#000000\", \"token\": \"ink\" }, \(placed) ] }"), [])
        try write("A.swift", "import UIKit\nfinal class Card: UIView {\n    func overlay() { backgroundColor = UIColor.black.withAlphaComponent(0.5) }\n}\n")
        let config = try ConfigurationLoader.parse(Array("{ \(tokens), \"rules\": [ { \"match\": \"#000000\", \"token\": \"ink\" }, \(placed) ] }".utf8), file: "t")
        var options = RunOptions()
        options.cwd = work.path
        options.configuration = config
        XCTAssertEqual(Engine.run(options).allReports.first?.resolution.token, "scrim", "the placed rule wins")
        XCTAssertEqual(try lint("{ \(tokens), \"rules\": [ { \"match\": \"#000000\", \"token\": \"ink\" }, { \"match\": \"#00000080\", \"token\": \"scrim\" } ] }").count, 1)
    }

    func testUnusedTokensAndGlobsThatMatchNothing() throws {
        try write("Sources/Theme/Colors.swift", "import UIKit\n")
        let w = try lint("{ \"paletteFiles\": [\"Sources/Theme/**\", \"Sources/Nowhere/**\"], \"exclude\": [\"Tests/**\", \"**/*.swift\"], \(tokens), \"rules\": [ { \"match\": \"#000000\", \"token\": \"ink\" } ] }")
        XCTAssertEqual(w, [
            "tokens.scrim: no rule maps to this token",
            "paletteFiles[1]: 'Sources/Nowhere/**' matches no file (globs are relative to the table's folder)",
            "exclude[0]: 'Tests/**' matches no file (globs are relative to the table's folder)",
        ])
        XCTAssertEqual(try lint("{ \(tokens) }"), [], "a table without rules only declares its tokens")
    }

    func testDuplicateKeysAreNamedAndTheLastWins() throws {
        let json = ##"{ "tokens": { "ink": { "uikit": "Semantic.ink", "light": "#000000" }, "ink": { "uikit": "Semantic.ink2", "light": "#111111", "light": "#222222" } }, "rules": [ { "match": "#000000", "token": "ink" } ] }"##
        XCTAssertEqual(try lint(json), ["tokens.ink: defined more than once; the last definition is the one used", "tokens.ink.light: defined more than once; the last definition is the one used"])
        let config = try ConfigurationLoader.parse(Array(json.utf8), file: "t")
        XCTAssertEqual(config.tokens.count, 1)
        XCTAssertEqual(config.tokens[0].expressions[.uikit], "Semantic.ink2")
        XCTAssertEqual(config.tokens[0].light, RGBA(mappingHex: "#222222"))
    }

    func testATokenExpressionNamingADeclaredMemberOfAnotherValue() throws {
        try write("Theme.swift", "import SwiftUI\nextension Color {\n    static let primaryBackground = Color(red: 16/255, green: 21/255, blue: 35/255)\n}\n")
        let json = ##"{ "tokens": { "bg": { "swiftui": "Color.primaryBackground", "light": "#FFFFFF" }, "navy": { "swiftui": "Color.primaryBackground", "light": "#101523" } }, "rules": [ { "match": "#FFFFFF", "token": "bg" }, { "match": "#101523", "token": "navy" } ] }"##
        let w = try lint(json, run: true)
        XCTAssertEqual(w.count, 1, "\(w)")
        XCTAssertTrue(w.first?.hasPrefix("tokens.bg.swiftui: Color.primaryBackground is declared in Theme.swift as #101523") ?? false, "\(w)")
    }

    func testADynamicDeclarationHoldingTheLightValueIsNoClashNorIsAGeneratedFile() throws {
        try write("Theme.swift", """
        import UIKit
        extension UIColor {
            static let surface = UIColor { t in t.userInterfaceStyle == .dark ? UIColor(white: 0, alpha: 1) : UIColor(white: 1, alpha: 1) }
        }
        """)
        try write("Generated.swift", "// Generated by recolor generate; DO NOT EDIT.\nimport UIKit\nenum Semantic {\n    static let ink = UIColor(white: 0.5, alpha: 1)\n}\n")
        let json = ##"{ "tokens": { "surface": { "uikit": "UIColor.surface", "light": "#FFFFFF" }, "ink": { "uikit": "Semantic.ink", "light": "#000000" } }, "rules": [ { "match": "#FFFFFF", "token": "surface" }, { "match": "#000000", "token": "ink" } ] }"##
        XCTAssertEqual(try lint(json, run: true), [])
        var options = RunOptions()
        options.cwd = work.path
        let declared = DeclaredMembers.scan(options)
        XCTAssertEqual(declared.member("surface", of: "UIColor")?.colors, [RGBA(mappingHex: "#000000")!, RGBA(mappingHex: "#FFFFFF")!],
                       "the provider's two colors: the first alone would have been a clash")
        XCTAssertNil(declared.member("ink", of: "Semantic"), "a generated file is not the tree's")
    }

    /// The indexed search for a rule an earlier one beats, against every pair compared (the
    /// lint before the index) on random tables of few colors and contexts.
    func testShadowedRulesAgreeWithEveryPairCompared() {
        func reference(_ c: Configuration) -> [String] {
            var out: [String] = []
            for (j, later) in c.rules.enumerated() {
                for (i, earlier) in c.rules[..<j].enumerated() where TableLint.covers(earlier.context, later.context) {
                    if earlier.match == later.match { out.append("\(j) same \(i)"); break }
                    if case let .color(opaque, hasAlpha: false) = earlier.match, case let .color(translucent, hasAlpha: true) = later.match,
                       translucent.alpha != 255, translucent.opaque == opaque {
                        out.append("\(j) alpha \(i)"); break
                    }
                }
            }
            return out
        }
        var rng = SplitMix64(state: 12)
        let colors: [(RGBA, Bool)] = [(RGBA(red: 0, green: 0, blue: 0), false), (RGBA(red: 0, green: 0, blue: 0, alpha: 128), true),
                                      (RGBA(red: 0, green: 0, blue: 0, alpha: 255), true), (RGBA(red: 1, green: 0, blue: 0), false),
                                      (RGBA(red: 1, green: 0, blue: 0, alpha: 9), true)]
        let names = ["a", "b", "c"]
        var found = 0
        for _ in 0..<3_000 {
            var c = Configuration()
            for _ in 0..<(1 + rng.below(8)) {
                let match: Configuration.Match
                switch rng.below(7) {
                case 0: match = .typeMember(type: "UIColor", member: names[rng.below(2)])
                case 1: match = .paletteMember(namespace: "P", member: names[rng.below(2)])
                default: let (color, alpha) = colors[rng.below(colors.count)]; match = .color(color, hasAlpha: alpha)
                }
                let context: [String]? = rng.below(3) == 0 ? nil : (0..<rng.below(3)).map { _ in names[rng.below(names.count)] }
                c.rules.append(Configuration.Rule(match: match, matchText: "m", context: context, token: "t"))
            }
            let got = TableLint.shadowedRules(c).map { w -> String in
                let j = w.keyPath.dropFirst(6).prefix { $0 != "]" }
                let i = w.message.components(separatedBy: "rules[")[1].prefix { $0 != "]" }
                return "\(j) \(w.message.hasPrefix("never") ? "same" : "alpha") \(i)"
            }
            XCTAssertEqual(got, reference(c))
            found += got.count
        }
        XCTAssertGreaterThan(found, 1_000)
    }
}
