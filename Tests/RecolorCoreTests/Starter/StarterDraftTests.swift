@testable import RecolorCore
import XCTest

/// What `init` drafts: names, merges, alpha and rule order, system colors, declared members.
final class StarterDraftTests: XCTestCase {
    var work: URL!

    override func setUpWithError() throws {
        work = FileManager.default.temporaryDirectory.appendingPathComponent("recolor-starter-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: work)
    }

    func draft(_ files: [String: String], table: String = "{}", mergeDeltaE: Double = 1) throws -> (StarterDraft, RunResult, RunOptions) {
        for (name, text) in files {
            let url = work.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        var options = RunOptions()
        options.cwd = work.path
        options.configuration = try ConfigurationLoader.parse(Array(table.utf8), file: "t.json")
        let result = Engine.run(options)
        var o = StarterDraft.Options()
        o.mergeDeltaE = mergeDeltaE
        return (StarterDraft.build(result, declared: DeclaredMembers.scan(options), configuration: options.configuration, options: o), result, options)
    }

    func token(_ d: StarterDraft, _ name: String) -> StarterDraft.Token? { d.tokens.first { $0.name == name } }

    /// The draft, rendered and loaded back, maps each finding to the token of its group.
    func assertEveryFindingMapped(_ d: StarterDraft, _ result: RunResult, file: StaticString = #filePath, line: UInt = #line) throws {
        let text = d.render(configuration: Configuration(), exclude: [])
        let loaded = try ConfigurationLoader.parse(Array(text.utf8), file: "draft.json")
        let resolver = Resolver(configuration: loaded)
        for r in result.allReports where r.finding.color != nil {
            XCTAssertTrue(resolver.resolve(r.finding).isMapped, "\(r.text) unmapped", file: file, line: line)
        }
    }

    /// A black standing as a ZStack's first layer under white content (iTorrent's AirPlay cover,
    /// session 23 review F6) is a background by its place (`ViewBuilderPlace`): its token stays black
    /// in Dark, while the app's black text takes another token (white in Dark). Without the place,
    /// the cover took the text's token and turned white under its white label.
    func testABlackLayerUnderAZStacksContentIsABackgroundThatStaysDark() throws {
        let (d, result, _) = try draft([
            "AirPlay.swift": "import SwiftUI\nstruct AirPlayStatus: ViewModifier {\n  @State private var on = false\n  func body(content: Content) -> some View {\n    content.overlay {\n      if on {\n        ZStack {\n          Color.black.ignoresSafeArea()\n          Label(\"Displaying via AirPlay\", systemImage: \"airplayvideo\").foregroundStyle(.white)\n        }\n      }\n    }\n  }\n}\n",
            "Rows.swift": "import SwiftUI\nstruct Row: View {\n  var body: some View {\n    HStack { Text(\"a\").foregroundColor(.black); Text(\"b\").foregroundColor(Color.black) }\n  }\n}\n",
        ])
        let resolver = Resolver(configuration: d.configuration(base: Configuration()))
        let cover = try XCTUnwrap(result.allReports.first { $0.file.hasSuffix("AirPlay.swift") && $0.finding.color == RGBA(mappingHex: "#000000") })
        XCTAssertEqual(cover.finding.context, "background")
        let coverToken = try XCTUnwrap(token(d, resolver.resolve(cover.finding).token ?? ""), d.rules.map(\.token).description)
        XCTAssertEqual(coverToken.appearance[.dark], RGBA(mappingHex: "#000000"))
        let text = try XCTUnwrap(result.allReports.first { $0.file.hasSuffix("Rows.swift") })
        XCTAssertNotEqual(resolver.resolve(text.finding).token, coverToken.name)
    }

    func testNamesComeFromRolesAndQualifiersNeverFromTheCode() throws {
        let (d, result, _) = try draft(["A.swift": """
        import UIKit
        func f(_ v: UILabel, _ w: UIView) {
            v.textColor = UIColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1)
            v.textColor = UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
            w.backgroundColor = UIColor(red: 0.95, green: 0.95, blue: 0.95, alpha: 1)
            w.tintColor = UIColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)
            XCTAssertEqual(UIColor(red: 0.9, green: 0.1, blue: 0.1, alpha: 1), nil)
        }
        """])
        let names = Set(d.tokens.map(\.name))
        XCTAssertEqual(names, ["primaryText", "secondaryText", "primaryBackground", "blueTint", "redColor"], "\(names)")
        XCTAssertFalse(names.contains { $0.lowercased().contains("xct") })
        XCTAssertEqual(token(d, "primaryText")?.values[0].match, "#333333", "the darker text is the primary one")
        XCTAssertEqual(token(d, "primaryText")?.expressions[.uikit], "Semantic.primaryText")
        try assertEveryFindingMapped(d, result)
    }

    func testAMemberTheTreeDeclaresWithAnotherValueIsNeverTaken() throws {
        // The issue's case: the app's Color.primaryBackground is #101523; white must not become it.
        let (d, _, _) = try draft([
            "Theme.swift": "import SwiftUI\nextension Color {\n    static let primaryBackground = Color(red: 16/255, green: 21/255, blue: 35/255)\n}\n",
            "V.swift": "import SwiftUI\nlet v = Text(\"\").background(Color(red: 0.95, green: 0.95, blue: 0.95))\nlet w = Text(\"\").background(Color(red: 0.95, green: 0.95, blue: 0.95))\n",
        ])
        let light = d.tokens.first { $0.values[0].match == "#F2F2F2" }
        XCTAssertNotNil(light)
        XCTAssertNotEqual(light?.name, "primaryBackground")
        // Qualified by how it differs from the member holding the name, never numbered
        // (`primaryBackground2`), and the description says so. Not `nearWhiteBackground`: its
        // proposed dark is dark, and a tone word holds in Dark too (session 25 audit F20).
        XCTAssertEqual(light?.name, "lighterPrimaryBackground")
        XCTAssertEqual(light?.expressions[.swiftui], "Color.lighterPrimaryBackground")
        XCTAssertTrue(light?.description.contains("named primaryBackground was taken by #101523; this one is lighter (#F2F2F2)") ?? false, light?.description ?? "")
    }

    func testSystemColorsComeFirstWithTheirPublishedValues() throws {
        let (d, result, _) = try draft(["A.swift": """
        import UIKit
        func f(_ v: UILabel, _ w: UIView) {
            w.backgroundColor = .white
            v.backgroundColor = .white
            v.textColor = .black
            v.textColor = .white
        }
        """])
        let background = token(d, "systemBackground")
        XCTAssertEqual(background?.expressions[.uikit], "UIColor.systemBackground")
        XCTAssertEqual(background?.appearance[.dark], RGBA(mappingHex: "#000000"))
        XCTAssertEqual(background?.appearance[.darkElevated], RGBA(mappingHex: "#1C1C1E"))
        XCTAssertEqual(token(d, "label")?.expressions[.uikit], "UIColor.label")
        // White text is no system background: its own token, limited to its context.
        let whiteText = d.tokens.first { $0.role == .text && $0.values[0].match == "#FFFFFF" }
        XCTAssertNotNil(whiteText)
        XCTAssertTrue(d.rules.contains { $0.match == "#FFFFFF" && $0.context == ["textColor"] && $0.token == whiteText?.name })
        try assertEveryFindingMapped(d, result)
    }

    func testNearIdenticalColorsOfARoleMergeAndKeepTheirRules() throws {
        // #181818 and #191919 are ΔE00 0.31 apart: one token. The issue's #ECF0F1 and #E9EFF3
        // are further apart than 1.0: two tokens, one with a wider --merge-delta-e.
        XCTAssertEqual(ColorDifference.ciede2000(RGBA(mappingHex: "#181818")!, RGBA(mappingHex: "#191919")!), 0.31, accuracy: 0.01)
        XCTAssertGreaterThan(ColorDifference.ciede2000(RGBA(mappingHex: "#ECF0F1")!, RGBA(mappingHex: "#E9EFF3")!), 1)
        let files = ["A.swift": """
        import UIKit
        func f(_ v: UILabel, _ w: UIView) {
            v.textColor = UIColor(hex: 0x181818)
            v.textColor = UIColor(hex: 0x181818)
            v.textColor = UIColor(hex: 0x191919)
            w.backgroundColor = UIColor(hex: 0xECF0F1)
            w.backgroundColor = UIColor(hex: 0xE9EFF3)
        }
        """]
        let (d, result, _) = try draft(files)
        let text = d.tokens.filter { $0.role == .text }
        XCTAssertEqual(text.count, 1)
        XCTAssertEqual(text.first?.values.map(\.match), ["#181818", "#191919"])
        XCTAssertEqual(d.rules.filter { $0.token == text.first?.name }.map(\.match), ["#181818", "#191919"], "each value keeps its rule")
        XCTAssertEqual(d.tokens.filter { $0.role == .background }.count, 2)
        try assertEveryFindingMapped(d, result)
        let (wide, _, _) = try draft(files, mergeDeltaE: 3)
        XCTAssertEqual(wide.tokens.filter { $0.role == .background }.count, 1)
    }

    /// A palette of hex strings nested in namespaces (GitHawk's `Styles.Colors.Gray.dark = "24292e"`,
    /// made colors by a `.color` the tree declares on String) lists no palette: its values' rules,
    /// those limited to a context too (a second role), match by color, so the table init writes loads (fix exited 2 on it: session 20 audit F1)
    /// and maps every use. Negative control: a listed palette keeps its member rules.
    func testAPaletteOfHexStringsGivesATableThatLoads() throws {
        let files = ["Styles.swift": """
        import UIKit
        enum Styles {
            enum Colors {
                enum Gray {
                    static let dark = "24292e"
                    static let lighter = "f6f8fa"
                }
            }
        }
        extension String {
            var color: UIColor { UIColor.fromHex(self) }
        }
        """, "Cell.swift": """
        import UIKit
        func setUp(_ title: UILabel, _ v: UIView) {
            title.textColor = Styles.Colors.Gray.dark.color
            v.backgroundColor = Styles.Colors.Gray.lighter.color
            v.backgroundColor = Styles.Colors.Gray.lighter.color
            title.shadowColor = Styles.Colors.Gray.lighter.color
        }
        """]
        let (d, result, _) = try draft(files)
        XCTAssertFalse(d.rules.contains { $0.match.hasPrefix("Gray.") }, "\(d.rules.map(\.match))")
        XCTAssertTrue(d.rules.contains { $0.match == "#24292E" })
        let text = d.render(configuration: Configuration(), exclude: [])
        XCTAssertNoThrow(try ConfigurationLoader.parse(Array(text.utf8), file: "draft.json"))
        try assertEveryFindingMapped(d, result)
        XCTAssertTrue(StarterDraft.isLoadableMember("Gray.dark", configuration: try ConfigurationLoader.parse(Array(#"{ "palettes": ["Gray"] }"#.utf8), file: "t.json")))
    }

    /// A system color's token holds only the values equal to it (±1 per channel): GitHub's
    /// grouped #F6F8FA, ΔE00 1.91 from white, merged into `systemBackground` and turned white in
    /// light (session 20 audit F6); it keeps a token of its own with its light value. Negative:
    /// #FEFEFE, equal to white within ±1, is merged as before.
    func testANearValueIsNotMergedIntoASystemColorsToken() throws {
        let files = ["A.swift": """
        import UIKit
        func f(_ table: UITableView, _ cell: UITableViewCell, _ v: UIView) {
            cell.backgroundColor = .white
            v.backgroundColor = .white
            v.backgroundColor = UIColor(hex: 0xFEFEFE)
            table.backgroundColor = UIColor(hex: 0xF6F8FA)
        }
        """]
        XCTAssertLessThan(ColorDifference.ciede2000(RGBA(mappingHex: "#F6F8FA")!, RGBA(mappingHex: "#FFFFFF")!), 2)
        let (d, result, _) = try draft(files, mergeDeltaE: 2)
        let system = try XCTUnwrap(token(d, "systemBackground"))
        XCTAssertEqual(Set(system.values.map(\.match)), ["#FFFFFF", "#FEFEFE"])
        let gray = try XCTUnwrap(d.tokens.first { $0.values.contains { $0.match == "#F6F8FA" } })
        XCTAssertNotEqual(gray.name, "systemBackground")
        XCTAssertEqual(gray.values.first?.color, RGBA(mappingHex: "#F6F8FA"))
        try assertEveryFindingMapped(d, result)
    }

    /// Two of the app's own color sets, however near, are two tokens with their own names and
    /// darks (session 15's audit, F23: LN-Zap's seaBlue and seaBlueSkeleton, ΔE00 1.98, are a
    /// shimmer's two ends); the same two values written in code merge as before.
    func testTheAppsOwnColorSetsAreNeverMergedButRawValuesAre() throws {
        func set(_ r: String, _ g: String, _ b: String) -> String {
            #"{ "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "\#(b)", "green" : "\#(g)", "red" : "\#(r)" } }, "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 } }"#
        }
        let (d, _, _) = try draft(["Colors.xcassets/seaBlue.colorset/Contents.json": set("0x31", "0x33", "0x40"),
                                   "Colors.xcassets/seaBlueSkeleton.colorset/Contents.json": set("0x36", "0x39", "0x47")], mergeDeltaE: 2)
        XCTAssertEqual(d.tokens.map(\.name).sorted(), ["seaBlue", "seaBlueSkeleton"])
        XCTAssertNotEqual(d.tokens[0].appearance[.dark], d.tokens[1].appearance[.dark])
        try FileManager.default.removeItem(at: work.appendingPathComponent("Colors.xcassets"))
        let (raw, _, _) = try draft(["A.swift": "import UIKit\nfunc f(_ v: UIView, _ w: UIView) {\n v.backgroundColor = UIColor(red: 0x31/255.0, green: 0x33/255.0, blue: 0x40/255.0, alpha: 1)\n w.backgroundColor = UIColor(red: 0x36/255.0, green: 0x39/255.0, blue: 0x47/255.0, alpha: 1)\n}\n"], mergeDeltaE: 2)
        XCTAssertEqual(raw.tokens.count, 1, "\(raw.tokens.map(\.name))")
    }

    func testAlphaGetsItsOwnTokenAndItsRuleComesFirst() throws {
        let (d, result, _) = try draft(["A.swift": """
        import UIKit
        func f(_ v: UIView, _ w: UIView) {
            v.backgroundColor = .blue
            v.backgroundColor = .blue
            w.backgroundColor = UIColor.blue.withAlphaComponent(0.5)
        }
        """])
        // Blue: a translucent black background is a scrim, kept fixed (FixedIntentTests).
        let alphaRule = d.rules.firstIndex { $0.match == "#0000FF80" }
        let opaqueRule = d.rules.firstIndex { $0.match == "#0000FF" }
        XCTAssertNotNil(alphaRule)
        XCTAssertNotNil(opaqueRule)
        XCTAssertLessThan(alphaRule!, opaqueRule!)
        let alphaToken = token(d, d.rules[alphaRule!].token)
        XCTAssertEqual(alphaToken?.appearance[.light]?.alpha, 0x80, "an alpha match never points at an opaque token")
        XCTAssertEqual(alphaToken?.appearance[.dark]?.alpha, 0x80)
        XCTAssertTrue(alphaToken?.name.hasSuffix("Translucent") ?? false, alphaToken?.name ?? "")
        try assertEveryFindingMapped(d, result)
    }

    func testAnOpaqueRuleLimitedToAContextNeverTakesTheAlphaColorThere() throws {
        // Blue is mostly text; as a background only with alpha. The opaque rule limited to
        // backgroundColor would match the modifier's base: a rule for the alpha color goes first.
        let (d, result, _) = try draft(["A.swift": """
        import UIKit
        func f(_ v: UILabel, _ w: UIView) {
            v.textColor = .blue
            v.textColor = .blue
            v.backgroundColor = .blue
            w.backgroundColor = UIColor.blue.withAlphaComponent(0.5)
        }
        """])
        XCTAssertTrue(d.unmapped.isEmpty)
        let resolver = Resolver(configuration: d.configuration(base: Configuration()))
        let scrim = result.allReports.first { $0.text.contains("withAlphaComponent") }!
        XCTAssertEqual(token(d, resolver.resolve(scrim.finding).token ?? "")?.appearance[.light]?.alpha, 0x80)
        try assertEveryFindingMapped(d, result)
    }

    func testEveryTokenHasADarkValueMarkedAsProposed() throws {
        let (d, _, _) = try draft(["A.swift": "import UIKit\nfunc f(_ w: UIView) {\n    w.backgroundColor = UIColor(hex: 0xFAF2E6)\n    w.tintColor = UIColor(hex: 0x3C64F4)\n}\n"])
        for t in d.tokens {
            XCTAssertNotNil(t.appearance[.dark], t.name)
            XCTAssertTrue(t.description.contains("dark proposed by recolor init (OKLCH L"), t.description)
        }
        XCTAssertNotNil(d.tokens.first { $0.role == .background }?.appearance[.darkElevated])
    }

    /// An app of dark panels under white text (louisdh/openterm) keeps its colors: its white
    /// swatch border stays white, its web view's white stays white, its black is never `label`.
    func testAnAppDarkByDesignKeepsItsColors() throws {
        func app(surface: String, ink: String) -> String {
            var s = "import UIKit\nfunc f(_ l: [UILabel], _ v: [UIView], _ swatch: UIView, _ web: UIView) {\n"
            for n in 0..<6 { s += "    v[\(n)].backgroundColor = \(surface)\n    l[\(n)].textColor = \(ink)\n" }
            return s + "    swatch.layer.borderColor = UIColor.white.cgColor\n    web.backgroundColor = .white\n    l[0].shadowColor = .black\n}\n"
        }
        let (dark, result, _) = try draft(["A.swift": app(surface: "UIColor(white: 0.12, alpha: 1)", ink: ".white")])
        XCTAssertNotNil(dark.darkByDesign)
        for t in dark.tokens where !t.fixed {
            XCTAssertEqual(t.appearance[.dark], t.appearance[.light], "\(t.name): \(t.description)")
            XCTAssertNil(t.system, t.name)
            XCTAssertTrue(t.description.contains("dark by design"), t.description)
        }
        try assertEveryFindingMapped(dark, result)
        XCTAssertTrue(dark.keptLines.contains { $0.contains("dark by design") })
        // The same code with light surfaces and dark text: the white border adapts.
        let (light, _, _) = try draft(["A.swift": app(surface: "UIColor(white: 0.95, alpha: 1)", ink: ".black")])
        XCTAssertNil(light.darkByDesign)
        let border = light.tokens.first { $0.role == .border }!
        XCTAssertNotEqual(border.appearance[.dark], border.appearance[.light])
    }

    /// A dark app whose screens are a deep navy, not a gray (mullvad's VPN app: #1A2E45 under
    /// white text), is dark by design; a light app whose buttons are a brand blue under white
    /// titles is not: a button says nothing of the screen.
    func testDeepColoredSurfacesVoteButButtonsDoNot() throws {
        func app(surface: String, ink: String, screens: String) -> String {
            var s = "import UIKit\nfunc f(_ l: [UILabel], _ v: [UIView], _ b: [UIButton], _ card: UIView) {\n"
            for n in 0..<6 { s += "    v[\(n)].backgroundColor = \(surface)\n    l[\(n)].textColor = \(ink)\n" }
            for n in 0..<3 { s += "    b[\(n)].backgroundColor = \(screens)\n" }
            return s + "    card.layer.borderColor = UIColor.white.cgColor\n}\n"
        }
        let (navy, _, _) = try draft(["A.swift": app(surface: "UIColor(red: 0.10, green: 0.18, blue: 0.27, alpha: 1)", ink: ".white",
                                                       screens: "UIColor(red: 0.10, green: 0.18, blue: 0.27, alpha: 1)")])
        XCTAssertNotNil(navy.darkByDesign, "\(navy.tokens.map(\.description))")
        for t in navy.tokens where !t.fixed { XCTAssertEqual(t.appearance[.dark], t.appearance[.light], t.name) }
        // Brand-blue buttons (L 0.55) under white titles, on white screens: an ordinary light app.
        let (brand, _, _) = try draft(["A.swift": app(surface: "UIColor(red: 0.0, green: 0.48, blue: 1.0, alpha: 1)", ink: ".white",
                                                        screens: ".white")])
        XCTAssertNil(brand.darkByDesign, "\(brand.tokens.map(\.description))")
        // Pale tinted screens count as light surfaces: with them the navy headers do not win.
        let (pale, _, _) = try draft(["A.swift": app(surface: "UIColor(red: 0.10, green: 0.18, blue: 0.27, alpha: 1)", ink: ".white",
                                                       screens: "UIColor(red: 0.94, green: 0.96, blue: 1.0, alpha: 1)")
                                      + "func g(_ v: [UIView]) {\n" + (0..<6).map { "    v[\($0)].backgroundColor = UIColor(red: 0.94, green: 0.96, blue: 1.0, alpha: 1)\n" }.joined() + "}\n"])
        XCTAssertNil(pale.darkByDesign, "\(pale.tokens.map(\.description))")
    }

    /// A member of no literal value is kept as written by a rule of its own (a token of unknown
    /// value made `generate` refuse the whole draft: Sileo's `UIColor.tintColor`).
    func testAPaletteMemberOfUnknownValueIsKeptAsWritten() throws {
        let (d, result, _) = try draft([
            "Palette.swift": "import UIKit\nenum Essentials {\n    static let accent = UIColor(named: \"Accent\")!\n    static let ink = UIColor(hex: 0x222222)\n}\n",
            "Use.swift": "import UIKit\nfunc f(_ v: UILabel) {\n    v.textColor = Essentials.accent\n    v.textColor = Essentials.ink\n}\n",
        ], table: ##"{ "palettes": ["Essentials"] }"##)
        XCTAssertNil(d.tokens.first { $0.values[0].match == "Essentials.accent" }, "\(d.tokens.map(\.name))")
        XCTAssertTrue(d.rules.contains { $0.match == "Essentials.accent" && ($0.keep ?? "").hasPrefix("computed") })
        XCTAssertEqual(d.tokens.first { $0.values[0].match == "Essentials.ink" }?.appearance[.light], RGBA(mappingHex: "#222222"))
        _ = result
    }

    func testACoreGraphicsUseTakesItsFilesPlatformColor() throws {
        let (d, result, _) = try draft([
            "Mac.swift": "import AppKit\nfunc f(_ v: NSView) {\n    v.layer?.borderColor = CGColor(gray: 0, alpha: 0.1)\n}\n",
            "Phone.swift": "import UIKit\nfunc g(_ v: UIView) {\n    v.layer.shadowColor = CGColor(gray: 0.5, alpha: 1)\n}\n",
        ])
        let mac = d.tokens.first { $0.values[0].match == "#0000001A" }
        XCTAssertEqual(mac?.expressions[.appkit], "Semantic.\(mac?.name ?? "")")
        XCTAssertNil(mac?.expressions[.uikit], "no UIColor in an AppKit file")
        XCTAssertEqual(mac?.expressions[.coregraphics], "Semantic.\(mac?.name ?? "").cgColor")
        let phone = d.tokens.first { $0.values[0].match == "#808080" }
        XCTAssertEqual(phone?.expressions[.uikit], "Semantic.\(phone?.name ?? "")")
        XCTAssertNil(phone?.expressions[.appkit])
        try assertEveryFindingMapped(d, result)
    }
}

/// Names a designer reads: no ordinal beyond quaternary, no numeric suffix, a hue word only for
/// a color of that hue, and the app's own names kept.
final class TokenNameTests: XCTestCase {
    func hex(_ s: String) -> OKLCH { OKLCH(RGBA(mappingHex: s)!) }

    func testHueWordsOnlyWhereTheColorHasThatHue() {
        XCTAssertEqual(TokenNaming.hueName(hex("#00FFFF")), "cyan", "#00FFFF was lightMintColor")
        XCTAssertEqual(TokenNaming.hueName(hex("#008080")), "teal")
        XCTAssertEqual(TokenNaming.hueName(hex("#00C7BE")), "mint")
        XCTAssertEqual(TokenNaming.hueName(hex("#644F41")), "brown", "#644F41 was grayColor")
        XCTAssertEqual(TokenNaming.hueName(hex("#E6E6FA")), "lavender", "#E6E6FA was lightGrayColor")
        XCTAssertEqual(TokenNaming.hueName(hex("#FFC0CB")), "pink")
        XCTAssertEqual(TokenNaming.hueName(hex("#8B4513")), "brown")
        XCTAssertEqual(TokenNaming.hueName(hex("#007AFF")), "blue")
        // Negative: a saturated red is not pink, a vivid purple not lavender.
        XCTAssertEqual(TokenNaming.hueName(hex("#FF3B30")), "red")
        XCTAssertEqual(TokenNaming.hueName(hex("#AF52DE")), "purple")
        XCTAssertEqual(TokenNaming.hueName(hex("#E6F1FF")), "blueGray", "#E6F1FF (a pale blue, 254°) was lavenderColor")
        // A vivid orange (42°) is no red (trySwift's #FB6000 was redTextAlpha70); CSS orangered (35°) and tomato red stay red.
        XCTAssertEqual(TokenNaming.hueName(hex("#FB6000")), "orange")
        XCTAssertEqual(TokenNaming.hueName(hex("#FF5A00")), "orange")
        XCTAssertEqual(TokenNaming.hueName(hex("#FF4500")), "red")
        XCTAssertEqual(TokenNaming.hueName(hex("#F0501D")), "red")
    }

    /// Session 20's lying names: a dark mint is teal, the blues from 220° on are blue (a sky or
    /// steel blue is no cyan nor teal), a violet gray is no blue gray; a switch's `onTintColor`
    /// gives no `on` qualifier. Negatives: a light mint, a true cyan and teal, a blue gray stay.
    func testSessionTwentysLyingHueWords() {
        XCTAssertEqual(TokenNaming.hueName(hex("#0A5A4A")), "teal", "DockDoor's dark teal was mintColor")
        XCTAssertEqual(TokenNaming.hueName(hex("#69A5D5")), "blue", "trust's #69A5D5 was cyanText")
        XCTAssertEqual(TokenNaming.hueName(hex("#356F98")), "blue", "COVIDSafe's #356F98 was tealText")
        XCTAssertEqual(TokenNaming.hueName(hex("#87CEEB")), "blue", "CSS skyblue")
        XCTAssertEqual(TokenNaming.hueName(hex("#A2A1B0")), "purpleGray", "vocable's divider was blueGray")
        XCTAssertEqual(TokenNaming.hueName(hex("#40E0D0")), "mint")
        XCTAssertEqual(TokenNaming.hueName(hex("#00A0B0")), "cyan")
        XCTAssertEqual(TokenNaming.hueName(hex("#20606A")), "teal")
        XCTAssertEqual(TokenNaming.hueName(hex("#5E6A78")), "blueGray")
        XCTAssertNil(TokenNaming.contextWord("onTintColor"))
        XCTAssertEqual(TokenNaming.contextWord("thumbTintColor"), "thumb")
    }

    func draft(_ code: String) throws -> StarterDraft {
        var options = RunOptions()
        options.threads = 1
        let file = SwiftSource(path: "A.swift", bytes: Array(code.utf8))
        let result = Engine.analyze([file], options: options)
        return StarterDraft.build(result, declared: DeclaredMembers(), configuration: Configuration())
    }

    /// Seven text grays and four oranges: four ranks, then context or lightness; oranges by
    /// lightness words; no digit in any name, no `quinary`, `senary`, `level`.
    func testNoOrdinalBeyondQuaternaryAndNoNumber() throws {
        let grays = [0x11, 0x33, 0x55, 0x66, 0x77, 0x88, 0x99].map { v in String(format: "%02X%02X%02X", v, v, v) }
        var lines = ["import UIKit", "func f(_ l: UILabel, _ h: Header) {"]
        for (n, g) in grays.enumerated() { lines.append("    l.\(n == 6 ? "placeholderColor" : "textColor") = UIColor(hex: 0x\(g))") }
        for o in ["FF9500", "FFB566", "FFD4A3", "C26A00"] { lines.append("    h.color = UIColor(hex: 0x\(o))") }
        lines.append("    h.color = UIColor(hex: 0x644F41)")
        lines.append("    h.color = UIColor(hex: 0x00FFFF)")
        lines.append("}")
        let d = try draft(lines.joined(separator: "\n"))
        let names = d.tokens.map(\.name)
        XCTAssertEqual(Set(names).count, names.count)
        for name in names {
            XCTAssertFalse(name.contains { $0.isNumber }, name)
            for ordinal in ["quinary", "senary", "level"] { XCTAssertFalse(name.contains(ordinal), name) }
        }
        XCTAssertTrue(names.contains("primaryText") && names.contains("quaternaryText"), "\(names)")
        XCTAssertTrue(names.contains("placeholderText"), "the strongest context qualifies the seventh gray: \(names)")
        // #FF9500 is Apple's systemOrange; the others lighter than the lead by lightness words.
        XCTAssertTrue(names.contains("orangeColor") && names.contains("lightOrangeColor") && names.contains("paleOrangeColor") && names.contains("systemOrange"), "\(names)")
        XCTAssertTrue(names.contains("brownColor") && names.contains("cyanColor"), "\(names)")
        XCTAssertFalse(names.contains { $0.lowercased().contains("gray") }, "no gray among tinted colors: \(names)")
        let fifth = d.tokens.first { $0.values[0].match == "#777777" }!
        XCTAssertTrue(fifth.description.contains("named grays of the role beyond the fourth"), fifth.description)
    }

    func testTheAppsOwnNamesAreKept() {
        XCTAssertEqual(TokenNaming.assetSymbol("PrimaryText"), "primaryText")
        XCTAssertEqual(TokenNaming.assetSymbol("Brand Color"), "brand")
        XCTAssertEqual(TokenNaming.assetSymbol("accentColor"), "accent")
        // A word in capitals is one word (wakmusic's sets, session 28's review A13: `dECREASE`, `sUB1`).
        XCTAssertEqual(TokenNaming.assetSymbol("DECREASE"), "decrease")
        XCTAssertEqual(TokenNaming.assetSymbol("BASE_SKELETON"), "baseSkeleton")
        XCTAssertEqual(AssetColorSets.tokenName("SUB 1"), "sub1")
        XCTAssertEqual(AssetColorSets.tokenName("WHITE"), "white")
        XCTAssertEqual(AssetColorSets.tokenName("blueGray900"), "blueGray900")
        XCTAssertEqual(AssetColorSets.tokenName("iOSBlue"), "iOSBlue")
        var t = StarterDraft.Token(name: "", role: .text, values: [StarterDraft.Value(match: "Essentials.grey70", color: RGBA(red: 49, green: 52, blue: 64))])
        XCTAssertEqual(Qualifiers.appName(t)?.name, "grey70")
        t.values = [StarterDraft.Value(match: "#313440", color: RGBA(red: 49, green: 52, blue: 64), colorSets: ["Ink"])]
        XCTAssertEqual(Qualifiers.assign([t])[0].candidates.first, "ink")
        // Negative: a plain color has no name of the app's.
        t.values = [StarterDraft.Value(match: "#313440", color: RGBA(red: 49, green: 52, blue: 64))]
        XCTAssertNil(Qualifiers.appName(t))
    }
}

extension TokenNameTests {
    /// A palette member the app declares with the color keeps its name, digits and all (the app's
    /// own); a local of a function is no such name.
    func testADeclaredPaletteMemberKeepsItsName() throws {
        let d = try draft("""
        import UIKit
        extension UIColor {
            static let blue20 = UIColor(red: 0x8F/255, green: 0xAB/255, blue: 0xF9/255, alpha: 1)
        }
        func f() {
            let expected = UIColor(red: 0x12/255, green: 0x34/255, blue: 0x56/255, alpha: 1)
            print(expected)
        }
        """)
        XCTAssertEqual(d.tokens.first { $0.values[0].match == "#8FABF9" }?.name, "blue20")
        XCTAssertNotEqual(d.tokens.first { $0.values[0].match == "#123456" }?.name, "expected")
    }
}

/// Roles come from one vocabulary (ColorRole, read from the context detection gives): an
/// attributed-string key as `addAttribute`'s or `setAttributes`' argument is text, and so is an
/// app's own `headerTextColor`; a `backgroundColor` key is a background.
final class StarterRoleTests: XCTestCase {
    func testAttributeKeysAndOwnPropertiesGiveTheRole() {
        let source = """
        import UIKit
        struct Theme { var headerTextColor: UIColor = UIColor(white: 0.1, alpha: 1) }
        func f(s: NSMutableAttributedString) {
            s.addAttribute(.foregroundColor, value: UIColor(white: 0.2, alpha: 1), range: NSRange())
            s.setAttributes([.foregroundColor: UIColor(white: 0.3, alpha: 1)], range: NSRange())
            s.addAttributes([.backgroundColor: UIColor(white: 0.9, alpha: 1)], range: NSRange())
        }
        """
        let result = Engine.analyze([FileInput(path: "a.swift", bytes: Array(source.utf8))], options: RunOptions())
        XCTAssertEqual(result.allReports.map { ColorRole(context: $0.finding.context) }, [.text, .text, .text, .background])
        let draft = StarterDraft.build(result, declared: DeclaredMembers(), configuration: Configuration())
        XCTAssertEqual(Set(draft.tokens.map(\.role)), [.text, .background])
    }
}

extension TokenNameTests {
    /// Names that lie (vlc, Delta): a lightness word only where the color is light (or dark) in
    /// absolute OKLCH terms, "pale" only at low chroma; colliding names are told apart by hue,
    /// lightness, chroma or context, never `alt`/`other`/`extra`/`additional`.
    func testLightnessWordsAreAbsoluteAndNoOrdinalLikeFallbacks() throws {
        let reds = ["E0301F", "E0301F", "FF4200", "943A3A", "E8453C", "D63A2F", "F25044", "C83C30", "FF5A4E", "B8342A"]
        let blues = ["007AFF", "007AFF", "0063C5", "1A6FD9"]
        var lines = ["import UIKit", "func f(_ h: Header) {"]
        for c in reds + blues { lines.append("    h.color = UIColor(hex: 0x\(c))") }
        lines.append("}")
        let d = try draft(lines.joined(separator: "\n"))
        for t in d.tokens {
            let c = OKLCH(t.values[0].color!)
            for word in ["alt", "other", "extra", "additional"] {
                XCTAssertFalse(t.name.hasPrefix(word) && t.name.dropFirst(word.count).first?.isUppercase == true, "ordinal-like \(t.name)")
            }
            // A comparative (`lighterMidRedColor`) says how the color differs from the token
            // holding the rest of the name: true of the two, checked below.
            let comparative = ["lighter", "darker", "warmer", "cooler", "moreVivid", "moreMuted"].first { t.name.hasPrefix($0) }
            if comparative == nil {
                if t.name.hasPrefix("light") || t.name.hasPrefix("pale") { XCTAssertGreaterThanOrEqual(c.lightness, 0.72, "\(t.name) = \(t.values[0].match)") }
                if t.name.hasPrefix("pale") { XCTAssertLessThan(c.chroma, 0.1, "\(t.name) = \(t.values[0].match)") }
                if t.name.hasPrefix("dark") || t.name.hasPrefix("deep") { XCTAssertLessThan(c.lightness, 0.5, "\(t.name) = \(t.values[0].match)") }
            }
            if let word = comparative {
                var base = String(t.name.dropFirst(word.count))
                for w in ["Lighter", "Darker", "Warmer", "Cooler", "MoreVivid", "MoreMuted"] where base.hasPrefix(w) { base = String(base.dropFirst(w.count)) }
                base = base.prefix(1).lowercased() + base.dropFirst()
                let holder = try XCTUnwrap(d.tokens.first { $0.name == base }, "\(t.name): no token \(base)")
                let h = OKLCH(holder.values[0].color!)
                if word == "lighter" { XCTAssertGreaterThan(c.lightness, h.lightness, t.name) }
                if word == "darker" { XCTAssertLessThan(c.lightness, h.lightness, t.name) }
                if word == "moreVivid" { XCTAssertGreaterThan(c.chroma, h.chroma, t.name) }
                if word == "moreMuted" { XCTAssertLessThan(c.chroma, h.chroma, t.name) }
            }
        }
        XCTAssertEqual(Set(d.tokens.map(\.name)).count, d.tokens.count)
        // Positive: the dark red is called dark.
        XCTAssertEqual(d.tokens.first { $0.values[0].match == "#943A3A" }?.name.hasPrefix("dark"), true, "\(d.tokens.map { $0.name + "=" + $0.values[0].match })")
    }

    /// A member the app declares a color with names the token only when that use is the token's
    /// dominant one: vlc's `defaultMinimumTrackLayerColor` (a slider's) named 62 whites of nav
    /// and tab bar backgrounds.
    func testADeclaredMemberNamesTheTokenOnlyWhenItIsTheDominantUse() throws {
        let d = try draft("""
        import UIKit
        final class Slider {
            private static let defaultMinimumTrackLayerColor = UIColor(hex: 0xFAFAFA)
        }
        func f(_ a: UIView, _ b: UIView, _ c: UIView) {
            a.backgroundColor = UIColor(hex: 0xFAFAFA)
            b.backgroundColor = UIColor(hex: 0xFAFAFA)
            c.backgroundColor = UIColor(hex: 0xFAFAFA)
        }
        """)
        let name = d.tokens.first { $0.values.contains { $0.match == "#FAFAFA" } }?.name
        XCTAssertNotNil(name)
        XCTAssertNotEqual(name, "defaultMinimumTrackLayerColor")
    }
}
