@testable import RecolorCore
import XCTest

/// `init` on choices by the appearance whose arms are not two hard-coded colors: an Apple system
/// color (its published value for the arm's appearance), or two of the app's own members
/// (`isDark ? .darkInput : .lightInput`): one token each, with the code's values.
final class HarvestedArmsTests: XCTestCase {
    var work: URL!

    override func setUpWithError() throws {
        work = FileManager.default.temporaryDirectory.appendingPathComponent("recolor-arms-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: work)
    }

    func draft(_ files: [String: String]) throws -> StarterDraft {
        for (name, text) in files {
            try Data(text.utf8).write(to: work.appendingPathComponent(name))
        }
        var options = RunOptions()
        options.cwd = work.path
        // The palettes `init` finds, as it finds them, so that member uses are findings.
        let (found, result, _) = PaletteDiscovery.discover(Engine.run(options), options: options)
        return StarterDraft.build(result, declared: DeclaredMembers.scan(found), configuration: found.configuration)
    }

    func testASystemColorArmGivesApplesValueForItsAppearance() throws {
        let d = try draft(["Cell.swift": """
            import UIKit
            final class Cell: UIView {
                func style() {
                    backgroundColor = traitCollection.userInterfaceStyle == .dark ? UIColor.systemGray5 : .white
                }
            }
            """])
        let t = try XCTUnwrap(d.tokens.first { $0.harvest != nil })
        XCTAssertEqual(t.appearance[.light], RGBA(mappingHex: "#FFFFFF"))
        XCTAssertEqual(t.appearance[.dark], RGBA(mappingHex: "#2C2C2E"), "systemGray5's published dark value")
        XCTAssertTrue(t.description.contains("UIColor.systemGray5"), t.description)
        XCTAssertTrue(d.rules.contains { $0.match == "#FFFFFF" && $0.pair[.dark] == "#2C2C2E" && $0.token == t.name })
        XCTAssertTrue(d.kept.groups.isEmpty, "the arm is a token, not kept")
    }

    func testASystemColorOfNoKnownValueLeavesTheArmAndSaysWhy() throws {
        let d = try draft(["Segment.swift": """
            import SwiftUI
            struct Segment: View {
                @Environment(\\.colorScheme) var colorScheme
                var body: some View { Text("a").foregroundColor(colorScheme == .dark ? .white : .accentColor) }
            }
            """])
        XCTAssertTrue(d.tokens.allSatisfy { $0.harvest == nil })
        let line = try XCTUnwrap(d.keptLines.first { $0.contains("no token") })
        XCTAssertTrue(line.contains("Segment.swift:4") && line.contains("accent color"), line)
        XCTAssertTrue(d.rules.contains { $0.match == "#FFFFFF" && $0.keep?.hasPrefix("chosen by appearance") == true }, "the arm is kept as written")
    }

    func testMemberArmsAreOneTokenNamedWithoutTheAppearanceWord() throws {
        let d = try draft([
            "Palette.swift": """
            import UIKit
            extension UIColor {
                static let darkInput = UIColor(red: 0.35, green: 0.35, blue: 0.36, alpha: 1)
                static let lightInput = UIColor(red: 0.98, green: 0.98, blue: 0.99, alpha: 1)
            }
            """,
            "Key.swift": """
            import UIKit
            final class Key: UIView {
                var isDark: Bool { traitCollection.userInterfaceStyle == .dark }
                func style() { backgroundColor = isDark ? .darkInput : .lightInput }
            }
            final class Plain: UIView {
                func style() { backgroundColor = .lightInput }
            }
            final class Night: UIView {
                func style() { backgroundColor = .darkInput }
            }
            """,
        ])
        let t = try XCTUnwrap(d.tokens.first { $0.name == "input" }, d.tokens.map(\.name).description)
        XCTAssertEqual(t.appearance[.light], RGBA(mappingHex: "#FAFAFC"))
        XCTAssertEqual(t.appearance[.dark], RGBA(mappingHex: "#59595C"))
        XCTAssertTrue(d.rules.contains { $0.match == "UIColor.lightInput" && $0.pair[.dark] == "UIColor.darkInput" && $0.token == "input" })
        XCTAssertTrue(d.rules.contains { $0.match == "UIColor.lightInput" && $0.pair.isEmpty && $0.token == "input" }, "the light member alone is the token")
        let keep = try XCTUnwrap(d.rules.first { $0.match == "UIColor.darkInput" && $0.pair.isEmpty })
        XCTAssertTrue(keep.keep?.hasPrefix("dark theme") == true, "the dark member alone stays the dark color: \(keep)")
        XCTAssertEqual(d.tokens.filter { $0.harvest == nil && $0.values.contains { $0.match.contains("Input") } }.count, 0, "no proposed dark for a member")
    }

    /// Audit s19 F6 (jyutping's ColorExtensions.swift): the members and the helper choosing
    /// between them in one file. That file is a palette file, whose own colors are definitions;
    /// the members' uses there are still uses, so the helper is one token with the code's values
    /// (not one per member, the dark member's value inverted by a proposed dark).
    func testAHelperOverMembersDeclaredInItsOwnFileIsOneToken() throws {
        let d = try draft(["Keys.swift": """
            import SwiftUI
            extension ColorScheme {
                var isDark: Bool { self == .dark }
                var inputKeyColor: Color { return isDark ? .keyDark : .keyLight }
            }
            extension Color {
                static let keyLight: Color = Color(white: 0.85)
                static let keyDark: Color = Color(white: 0.2)
            }
            struct Key: View {
                @Environment(\\.colorScheme) var colorScheme
                var body: some View { Rectangle().fill(colorScheme.inputKeyColor) }
            }
            """])
        let t = try XCTUnwrap(d.tokens.first { $0.harvest != nil }, d.tokens.map(\.name).description)
        XCTAssertEqual(t.appearance[.light], RGBA(mappingHex: "#D9D9D9"))
        XCTAssertEqual(t.appearance[.dark], RGBA(mappingHex: "#333333"))
        XCTAssertFalse(d.tokens.contains { $0.harvest == nil && $0.values.contains { $0.color == RGBA(mappingHex: "#333333") } },
                       "the dark member gets no token of its own: \(d.tokens.map(\.name))")
    }

    /// Non-triggering: a palette file's other colors (outside its members, not a member's use)
    /// stay out of the run as before, and its members' declarations are no findings.
    func testAPaletteFileKeepsOnlyItsMembersUses() throws {
        var configuration = Configuration()
        configuration.paletteFiles = ["Keys.swift"]
        let source = """
            import SwiftUI
            extension Color {
                static let keyLight: Color = Color(white: 0.85)
                static let keyDark: Color = Color(white: 0.2)
            }
            struct Key: View {
                var body: some View { Rectangle().fill(Color.keyLight).border(Color(white: 0.5)) }
            }
            """
        let file = SwiftSource(path: "Keys.swift", bytes: Array(source.utf8))
        let settings = DetectionSettings.build(configuration: configuration, files: [file], isPaletteFile: { _ in true })
        let found = ColorDetection.findings(in: file, settings: settings, isPaletteFile: true)
        XCTAssertEqual(found.map(\.symbol), ["Color.keyLight"], "only the member's use: \(found.map(\.matchKey))")
        XCTAssertGreaterThan(ColorDetection.findings(in: file, settings: settings, isPaletteFile: false).count, found.count,
                       "the same file not named a palette file has its other colors")
    }

    /// Audit s19 F2 (nuage's PlayerSlider.swift): a pair that is the whole body of an instance
    /// property takes the property's name, not its light arm's hue (`whiteColor` was #1A1A1A in
    /// Dark). Non-triggering: a property named only `color`, and a choice written inline in a
    /// call, get no such name.
    func testAPairTakesThePropertyNameItIsTheBodyOf() throws {
        let d = try draft(["Knob.swift": """
            import SwiftUI
            struct Knob: View {
                @Environment(\\.colorScheme) var colorScheme
                private var knobColor: Color { colorScheme == .light ? .white : Color(red: 0.1, green: 0.1, blue: 0.1) }
                var color: Color { return colorScheme == .dark ? Color(red: 0.3, green: 0.3, blue: 0.3) : Color(red: 0.8, green: 0.8, blue: 0.8) }
                func trackFill() -> Color { colorScheme == .dark ? Color(red: 0.2, green: 0.4, blue: 0.2) : Color(red: 0.6, green: 0.9, blue: 0.6) }
                var backgroundColor: Color { colorScheme == .dark ? Color(red: 0.05, green: 0.3, blue: 0.3) : Color(red: 0.7, green: 0.95, blue: 0.95) }
                var body: some View {
                    Circle().fill(knobColor).background(color).border(trackFill()).overlay(backgroundColor)
                        .foregroundColor(colorScheme == .dark ? Color(red: 0.9, green: 0.5, blue: 0.5) : Color(red: 0.5, green: 0.1, blue: 0.1))
                }
            }
            """])
        let names = d.tokens.filter { $0.harvest != nil }.map(\.name)
        XCTAssertTrue(names.contains("knobColor"), names.description)
        XCTAssertTrue(names.contains("trackFill"), names.description)
        XCTAssertFalse(names.contains { $0.lowercased().hasPrefix("white") }, names.description)
        XCTAssertFalse(names.contains("color"), "too generic a name: \(names)")
        XCTAssertFalse(names.contains("backgroundColor"), "a framework property's name is read at every use of the property: \(names)")
        XCTAssertEqual(names.count, 5, names.description)
    }

    /// A choice between two members of their own where a color is set (`spinner.color = light ? .acmeGreen :
    /// .acmeWhite`) is one token there, but says nothing of the members' other uses: no rule of the light member
    /// alone (pia-foss/mobile-ios's connected green turned white in Dark wherever used; session 37, intent37b V2).
    /// The named pair above (`lightInput`/`darkInput`) and a member's body (the seed) still give one.
    func testAChoiceBetweenMembersOfTheirOwnGivesNoMemberRule() throws {
        let d = try draft([
            "Colors.swift": """
            import UIKit
            extension UIColor {
                static var acmeGreen: UIColor { UIColor(red: 0.36, green: 0.87, blue: 0.35, alpha: 1) }
                static var acmeWhite: UIColor { UIColor(white: 1, alpha: 1) }
            }
            """,
            "Screen.swift": """
            import UIKit
            final class Screen: UIViewController {
                let spinner = UIActivityIndicatorView()
                let button = UIButton()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    spinner.color = traitCollection.userInterfaceStyle == .light ? .acmeGreen : .acmeWhite
                    button.tintColor = UIColor.acmeGreen
                }
            }
            """,
        ])
        XCTAssertTrue(d.rules.contains { $0.match == "UIColor.acmeGreen" && $0.pair[.dark] == "UIColor.acmeWhite" }, "the choice is one pair: \(d.rules)")
        let pairToken = d.rules.first { $0.match == "UIColor.acmeGreen" && $0.pair[.dark] == "UIColor.acmeWhite" }?.token
        XCTAssertFalse(d.rules.contains { $0.match == "UIColor.acmeGreen" && $0.pair.isEmpty && $0.token == pairToken }, "\(d.rules)")
    }

    func testAMemberLightInTwoPairsGetsNoRuleOfItsOwn() throws {
        let d = try draft(["Theme.swift": """
            import SwiftUI
            enum Theme {
                static let dayText = Color(red: 0.1, green: 0.1, blue: 0.12)
                static let nightText = Color(red: 0.92, green: 0.92, blue: 0.95)
                static let nightMuted = Color(red: 0.6, green: 0.6, blue: 0.62)
            }
            struct Row: View {
                @Environment(\\.colorScheme) var colorScheme
                var body: some View {
                    Text("a").foregroundColor(colorScheme == .dark ? Theme.nightText : Theme.dayText)
                        .background(colorScheme == .dark ? Theme.nightMuted : Theme.dayText)
                }
            }
            """])
        XCTAssertNotNil(d.tokens.first { $0.name == "text" }, d.tokens.map(\.name).description)
        XCTAssertFalse(d.rules.contains { $0.match == "Theme.dayText" && $0.pair.isEmpty }, "ambiguous: two pairs")
    }

    func testAKeptValueSharedWithAdaptingUsesIsKeptInItsPlace() throws {
        let d = try draft([
            "Theme.swift": """
            import UIKit
            struct ColorPalette {
                let background: UIColor
                let cellText: UIColor
            }
            let brightPalette = ColorPalette(background: UIColor(white: 1, alpha: 1), cellText: UIColor(white: 0, alpha: 1))
            let darkPalette = ColorPalette(background: UIColor(red: 0.11, green: 0.12, blue: 0.13, alpha: 1), cellText: UIColor(white: 1, alpha: 1))
            let blackPalette = ColorPalette(background: UIColor(white: 0, alpha: 1), cellText: UIColor(white: 1, alpha: 1))
            """,
            "Preview.swift": """
            import UIKit
            final class VideoPreviewController: UIViewController {
                private func blackPlaceholder() -> UIImage {
                    UIGraphicsImageRenderer(size: .zero).image { _ in
                        UIColor.black.setFill()
                    }
                }
            }
            final class Card: UIView {
                let label = UILabel()
                func paint() {
                    label.textColor = .black
                    UIColor.black.setFill()
                }
            }
            """,
        ])
        XCTAssertTrue(d.kept.unkept.isEmpty, d.keptLines.joined(separator: "\n"))
        XCTAssertTrue(d.rules.contains { $0.match == "#000000" && $0.within == ["VideoPreviewController.blackPlaceholder"] && $0.keep?.hasPrefix("media surface") == true },
                      d.rules.description)
        XCTAssertTrue(d.rules.contains { $0.match == "#FFFFFF" && $0.within == ["blackPalette"] && $0.keep?.hasPrefix("dark theme") == true }, d.rules.description)
        XCTAssertTrue(d.unmapped.isEmpty, "Card's black still maps to its token: \(d.unmapped.map(\.line))")
        let text = d.render(configuration: Configuration(), exclude: [])
        XCTAssertTrue(text.contains(#""in": ["#) || text.contains(#""in" : ["#), text)
    }

    func testANameIsNeverEmptyWhenNoCandidateIsLeft() {
        var names = NameRegistry(declared: DeclaredMembers())
        XCTAssertEqual(names.claim([]), "color")
        XCTAssertEqual(names.claim([]), "colorVariantA")
    }

    func testTheLightThemesValueIsTheTokenAndTheDarkThemesStays() throws {
        let source = """
            import UIKit
            struct ColorPalette {
                let background: UIColor
                let cellText: UIColor
            }
            let brightPalette = ColorPalette(background: UIColor(white: 1, alpha: 1), cellText: UIColor(white: 0, alpha: 1))
            let darkPalette = ColorPalette(background: UIColor(red: 0.11, green: 0.12, blue: 0.13, alpha: 1), cellText: UIColor(white: 1, alpha: 1))
            final class Badge: UIView {
                func style() { backgroundColor = .white }
            }
            final class PaletteWindow: UIWindow {
                func apply(isDark: Bool) { overrideUserInterfaceStyle = isDark ? .dark : .light }
            }
            """
        let d = try draft(["Theme.swift": source])
        let cellText = try XCTUnwrap(d.tokens.first { $0.name == "cellText" }, d.tokens.map(\.name).description)
        XCTAssertEqual(cellText.appearance[.dark], RGBA(mappingHex: "#FFFFFF"))
        // The table as written, then the findings through it: places decide.
        let loaded = try ConfigurationLoader.parse(Array(d.render(configuration: Configuration(), exclude: []).utf8), file: "t.json")
        var options = RunOptions()
        options.configuration = loaded
        let reports = Engine.analyze([FileInput(path: "Theme.swift", bytes: Array(source.utf8))], options: options).allReports
        func resolution(line: Int, _ text: String) -> Resolution? { reports.first { $0.line == line && $0.text == text }?.resolution }
        XCTAssertEqual(resolution(line: 6, "UIColor(white: 0, alpha: 1)")?.token, "cellText", "the light theme's text is the token")
        XCTAssertNotNil(resolution(line: 7, "UIColor(white: 1, alpha: 1)")?.kept, "the dark theme's white text stays white")
        XCTAssertEqual(resolution(line: 6, "UIColor(white: 1, alpha: 1)")?.token, "background")
        XCTAssertNotNil(resolution(line: 7, "UIColor(red: 0.11, green: 0.12, blue: 0.13, alpha: 1)")?.kept)
        XCTAssertNotEqual(resolution(line: 9, ".white")?.kept != nil, true, "the same white elsewhere adapts")
    }
}
