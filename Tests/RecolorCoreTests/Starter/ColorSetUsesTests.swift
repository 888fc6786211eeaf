@testable import RecolorCore
import XCTest

/// A color set's role comes from the code that draws it (its own finding says none): Trio's
/// LoopGray, a status dot's color, was taken for a surface and inverted (#BDBDBD → #2D2D2D).
final class ColorSetUsesTests: XCTestCase {
    var work: URL!

    override func setUpWithError() throws {
        work = FileManager.default.temporaryDirectory.appendingPathComponent("recolor-setuses-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: work)
    }

    func write(_ files: [String: String]) throws {
        for (name, text) in files {
            let url = work.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    func colorSet(_ hex: (String, String, String)) -> String {
        """
        { "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "\(hex.2)", "green" : "\(hex.1)", "red" : "\(hex.0)" } }, "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 } }
        """
    }

    func draft() -> StarterDraft {
        var options = RunOptions()
        options.cwd = work.path
        let result = Engine.run(options)
        return StarterDraft.build(result, declared: DeclaredMembers.scan(options), configuration: options.configuration, run: options)
    }

    func testASetDrawnAsTextIsTextAndASetDrawnAsABackgroundIsOne() throws {
        try write([
            "Assets.xcassets/LoopGray.colorset/Contents.json": colorSet(("0xBD", "0xBD", "0xBD")),
            "Assets.xcassets/Card.colorset/Contents.json": colorSet(("0xF2", "0xF2", "0xF2")),
            "Assets.xcassets/Plain.colorset/Contents.json": colorSet(("0xE0", "0xE0", "0xE0")),
            "Colors.swift": """
            import SwiftUI
            extension Color {
                static let loopGray = Color("LoopGray")
            }
            struct StatusDot: View {
                var body: some View { Image(systemName: "circle.fill").foregroundColor(Color.loopGray) }
            }
            struct Dot: View {
                var body: some View { Image(systemName: "circle").foregroundStyle(.loopGray) }
            }

            """,
            "Card.swift": """
            import UIKit
            final class CardView: UIView {
                func setUp() { backgroundColor = UIColor(named: "Card") }
            }

            """,
        ])
        let d = draft()
        let gray = try XCTUnwrap(d.tokens.first { $0.values.contains { $0.colorSets.contains("LoopGray") } }, "\(d.tokens.map(\.name))")
        XCTAssertEqual(gray.role, .text)
        XCTAssertEqual(gray.appearance[.dark], gray.appearance[.light], "a light gray mark stays light in dark, never inverted")
        let card = try XCTUnwrap(d.tokens.first { $0.values.contains { $0.colorSets.contains("Card") } })
        XCTAssertEqual(card.role, .background)
        XCTAssertLessThan(OKLCH(card.appearance[.dark]!).lightness, 0.3, "a light surface turns dark")
        // The control: a set no code draws says no role, as before.
        let plain = try XCTUnwrap(d.tokens.first { $0.values.contains { $0.colorSets.contains("Plain") } })
        XCTAssertEqual(plain.role, .color)
    }

    /// A set drawn through the tree's alias of the generated asset enum (3dollars' `typealias Colors =
    /// DesignSystemAsset.Colors`, then `Colors.systemWhite.color` as toast text and button titles)
    /// takes the role of those uses: read as no use, the white set was drafted from its one
    /// background use and inverted to #0D0D0D under the white text on the dark toast (session 28's
    /// review, A9). Negative: an alias of the app's own type names no set.
    func testASetDrawnThroughAnAliasOfTheAssetEnumTakesItsRole() throws {
        func toast(alias: String) throws {
            try write([
                "Kit/Resources/Colors.xcassets/system.white.colorset/Contents.json": colorSet(("0xFF", "0xFF", "0xFF")),
                "Kit/Resources/Colors.xcassets/gray95.colorset/Contents.json": colorSet(("0x18", "0x18", "0x18")),
                "Feature/Environment.swift": "import Kit\n\ntypealias Colors = \(alias)\n",
                "Feature/ToastView.swift": """
                import UIKit
                final class ToastView: UIView {
                    let container = UIView(), message = UILabel(), title = UILabel(), done = UIButton()
                    func setUp() {
                        container.backgroundColor = Colors.gray95.color
                        message.textColor = Colors.systemWhite.color
                        title.textColor = Colors.systemWhite.color
                        done.setTitleColor(Colors.systemWhite.color, for: .normal)
                        backgroundColor = KitAsset.Colors.systemWhite.color
                    }
                }

                """,
            ])
        }
        var options = RunOptions()
        options.cwd = work.path
        try toast(alias: "KitAsset.Colors")
        XCTAssertEqual(ColorSetUses.roles(options, sets: ["system.white", "gray95"])["system.white"], .text)
        let d = draft()
        XCTAssertFalse(d.tokens.contains { t in t.values.contains { $0.colorSets.contains("system.white") } && t.appearance[.dark] != t.appearance[.light] },
                       "\(d.tokens.map { "\($0.name) \($0.appearance)" })")
        try toast(alias: "Theme.Colors")
        XCTAssertEqual(ColorSetUses.roles(options, sets: ["system.white", "gray95"])["system.white"], .background)
    }

    func testMembersAndCallsAreFoundButNotOtherStrings() throws {
        try write(["A.swift": """
            import SwiftUI
            extension Color {
                static var accentGray: Color { Color("AccentGray") }
                static let other = "AccentGray"
            }
            let sheet: UIColor = UIColor(named: "Sheet")!

            """])
        let file = SwiftSource(path: "A.swift", bytes: Array(try String(contentsOf: work.appendingPathComponent("A.swift"), encoding: .utf8).utf8))
        var found: [String] = []
        for k in file.code.indices where file.kind(k) == .stringSegment {
            guard let start = ColorSetUses.colorCall(file, quoteBefore: k - 1) else { continue }
            found.append(ColorSetUses.declaredMember(file, callStart: start) ?? "use")
        }
        XCTAssertEqual(found, ["accentGray", "sheet"])
    }

    /// A set drawn as the dark arm of a switch over the app's theme (threema's gray1000 in
    /// `case .dark: UIColor(resource: .gray1000)`) or of a ternary on the appearance is already a
    /// dark value: kept, never given a proposed dark, even where it is drawn elsewhere too (Slate:
    /// one set has one dark value, and a proposed one changed the dark arm's color; beam's `red`,
    /// session 22's review, F8). Negative: the light arm of a switch over the app's theme (drawn in
    /// Dark when the user picks it) and a set drawn elsewhere only are tokens.
    func testASetDrawnOnlyAsADarkArmIsKept() throws {
        try write([
            "Assets.xcassets/gray100.colorset/Contents.json": colorSet(("0xF0", "0xF0", "0xF0")),
            "Assets.xcassets/gray1000.colorset/Contents.json": colorSet(("0x18", "0x18", "0x18")),
            "Assets.xcassets/Ink.colorset/Contents.json": colorSet(("0x22", "0x22", "0x28")),
            "Assets.xcassets/Slate.colorset/Contents.json": colorSet(("0x30", "0x30", "0x38")),
            "Colors.swift": """
            import SwiftUI
            import UIKit
            enum Theme { case light, dark }
            var theme = Theme.light
            final class Colors {
                class var chatBarInput: UIColor {
                    switch theme {
                    case .light:
                        UIColor(resource: .gray100)
                    case .dark:
                        UIColor(resource: .gray1000)
                    }
                }
            }
            struct Card: View {
                @Environment(\\.colorScheme) var colorScheme
                var body: some View {
                    Text("a").background(colorScheme == .light ? Color.white : Color("Ink"))
                        .overlay(colorScheme == .dark ? Color("Slate") : Color.clear)
                        .border(Color("Slate"))
                }
            }

            """,
        ])
        let draft = draft()
        let kept = draft.kept.groups.filter { $0.intent == .darkTheme }
        XCTAssertEqual(Set(kept.flatMap { $0.reports.compactMap(\.finding.context) }), ["gray1000", "Ink", "Slate"], kept.map(\.reason).joined(separator: "\n"))
        XCTAssertTrue(kept.contains { $0.reason.contains("the color set gray1000 is drawn as the dark arm") && $0.reason.contains("Colors.swift:11") },
                      kept.map(\.reason).joined(separator: "\n"))
        let proposed = Set(draft.tokens.flatMap { t in t.values.compactMap { $0.match } })
        XCTAssertTrue(proposed.contains("#F0F0F0"), "the light arm of the theme's switch is a token: \(proposed)")
        XCTAssertFalse(proposed.contains("#303038"), "a set drawn as a dark arm and elsewhere too keeps its dark value: \(proposed)")
        XCTAssertFalse(proposed.contains("#181818"))
    }

    /// The app's own function with `light:` and `dark:` (beam's `AppearanceValue(light:dark:)`,
    /// a dynamic provider) called with members declared as light-only sets: the dark arm's set
    /// keeps its value (beam's `red`, drawn elsewhere too, went #FF6333 → #FF7750 in Dark; session
    /// 22's review, F8); a set drawn only as a light arm is kept too, its dark never drawn.
    /// Negative: a set drawn as a light arm and alone elsewhere (beam's `grey_extra_light`, also
    /// its separator, through a member naming it bare) is proposed a dark for those uses; so is a
    /// set passed under one label alone.
    func testSetsDrawnAsArmsOfTheAppsLightDarkFunctionKeepTheirValue() throws {
        try write([
            "Assets.xcassets/red.colorset/Contents.json": colorSet(("0xFF", "0x63", "0x33")),
            "Assets.xcassets/red_darker.colorset/Contents.json": colorSet(("0xE3", "0x58", "0x2D")),
            "Assets.xcassets/grey_extra_light.colorset/Contents.json": colorSet(("0xC9", "0xC8", "0xCC")),
            "Assets.xcassets/note.colorset/Contents.json": colorSet(("0x40", "0x60", "0x80")),
            "Colors.swift": """
            import UIKit
            extension UIColor {
                static var beamRed: UIColor { UIColor(named: "red")! }
                static var beamRedDarker: UIColor { UIColor(named: "red_darker")! }
                static var beamGreyExtraLight: UIColor { UIColor(named: "grey_extra_light")! }
                static var beamNote: UIColor { UIColor(named: "note")! }
                static var beamSeparator: UIColor { beamGreyExtraLight }
            }
            func AppearanceValue(light: UIColor, dark: UIColor) -> UIColor {
                UIColor { traits in traits.userInterfaceStyle == .dark ? dark : light }
            }
            func tinted(light: UIColor) -> UIColor { light }
            final class Cell: UITableViewCell {
                let vote = UIView()
                let separator = UIView()
                func apply() {
                    textLabel?.textColor = AppearanceValue(light: .beamRedDarker, dark: UIColor.beamRed)
                    vote.backgroundColor = UIColor.beamRed
                    detailTextLabel?.textColor = AppearanceValue(light: UIColor.beamGreyExtraLight, dark: .white)
                    separator.backgroundColor = UIColor.beamSeparator
                    imageView?.tintColor = traitCollection.userInterfaceStyle == .dark ? UIColor.white : UIColor.beamGreyExtraLight
                    tintColor = tinted(light: UIColor.beamNote)
                }
            }

            """,
        ])
        let draft = draft()
        let reasons = draft.kept.groups.map(\.reason).joined(separator: "\n")
        let kept = Set(draft.kept.groups.flatMap { $0.reports.compactMap(\.finding.context) })
        XCTAssertEqual(kept, ["red", "red_darker"], reasons)
        XCTAssertTrue(reasons.contains("the color set red is drawn as the dark arm") && reasons.contains("Colors.swift:17"), reasons)
        XCTAssertTrue(reasons.contains("the color set red_darker is drawn only as the light arm"), reasons)
        let proposed = Set(draft.tokens.flatMap { t in t.values.compactMap { $0.match } })
        XCTAssertTrue(proposed.contains("#C9C8CC"), "a light arm drawn alone elsewhere too: \(proposed)")
        XCTAssertTrue(proposed.contains("#406080"), "one label is no choice: \(proposed)")
        // The set behind the light arm of the ternary keeps its own token, not the choice's (dark
        // white): beam's separator went white in Dark (session 22's review, F14).
        let choices = Set(draft.tokens.filter { $0.harvest != nil }.map(\.name))
        let setRules = draft.rules.filter { $0.context == ["grey_extra_light"] }
        XCTAssertFalse(setRules.isEmpty, draft.rules.map { "\($0.match) \($0.context ?? []) \($0.token)" }.joined(separator: "\n"))
        XCTAssertFalse(setRules.contains { choices.contains($0.token) }, "\(setRules.map(\.token)) among \(choices)")
    }

    /// A provider's `if … == .light { return A } else { return B }` over Xcode's generated members
    /// of the sets (the Tracker app, DemiDevv/Tracker: `UIColor.blackDayYp`, the dark arm of its
    /// view background, was proposed a dark). Negative: a set the code draws alone is proposed one,
    /// named with its type or implicitly (`field.textColor = .paperYp`).
    func testSetsInTheBranchesOfAProviderOverGeneratedMembers() throws {
        try write([
            "Assets.xcassets/Ink_yp.colorset/Contents.json": colorSet(("0x1A", "0x1B", "0x22")),
            "Assets.xcassets/Paper_yp.colorset/Contents.json": colorSet(("0xFF", "0xFF", "0xFF")),
            "Assets.xcassets/Blue_yp.colorset/Contents.json": colorSet(("0x37", "0x72", "0xE7")),
            "Colors.swift": """
            import UIKit
            enum Colors {
                static let viewBackground = UIColor { (traits: UITraitCollection) -> UIColor in
                    if traits.userInterfaceStyle == .light {
                        return UIColor.paperYp
                    } else {
                        return UIColor.inkYp
                    }
                }
            }
            final class Screen: UIViewController {
                override func viewDidLoad() {
                    view.backgroundColor = Colors.viewBackground
                    view.tintColor = UIColor.blueYp
                }
                func highlight(_ field: UITextField) { field.textColor = .paperYp }
            }

            """,
        ])
        let draft = draft()
        let reasons = draft.kept.groups.map(\.reason).joined(separator: "\n")
        XCTAssertTrue(reasons.contains("the color set Ink_yp is drawn as the dark arm") && reasons.contains("Colors.swift:7"), reasons)
        XCTAssertFalse(reasons.contains("Paper_yp"), "drawn alone too, implicitly: \(reasons)")
        let proposed = Set(draft.tokens.flatMap { t in t.values.compactMap { $0.match } })
        XCTAssertTrue(proposed.contains("#3772E7"), "\(proposed)")
        XCTAssertTrue(proposed.contains("#FFFFFF"), "\(proposed)")
    }

    func testTheArmOfALabeledCallFollowsItsLabel() {
        func arm(_ line: String, _ marked: String) -> Appearance? {
            let file = SwiftSource(path: "a.swift", bytes: Array(line.utf8))
            let k = (0..<file.code.count).first { file.text(code: $0) == marked }!
            return DarkArmUse.arm(k, in: file)
        }
        XCTAssertEqual(arm("let c = AppearanceValue(light: A, dark: B)", "A"), .light)
        XCTAssertEqual(arm("let c = AppearanceValue(light: A, dark: B)", "B"), .dark)
        XCTAssertEqual(arm("let c = Color(dark: f(x), light: B)", "B"), .light)
        XCTAssertEqual(arm("let c = AppearanceValue(light: .white, dark: .beamRed)", "beamRed"), .dark)
        XCTAssertEqual(arm("let c = values[key, default: A]", "A"), nil)
        XCTAssertEqual(arm("let c = tinted(light: A)", "A"), nil)
        XCTAssertEqual(arm("switch style { case .dark: return A\n default: return B }", "B"), nil)
        XCTAssertEqual(arm("switch traits.userInterfaceStyle { case .dark: return A\n default: return B }", "B"), .light)
        XCTAssertEqual(arm("switch traits.userInterfaceStyle { case .dark: return A\n default: return B }", "A"), .dark)
    }

    func testTheDarkArmOfATernaryFollowsItsCondition() {
        func dark(_ line: String, _ marked: String) -> Bool? {
            let file = SwiftSource(path: "a.swift", bytes: Array(line.utf8))
            let k = (0..<file.code.count).first { file.text(code: $0) == marked }!
            return DarkArmUse.ternaryArmIsDark(k, in: file)
        }
        XCTAssertEqual(dark("let c = colorScheme == .dark ? A : B", "A"), true)
        XCTAssertEqual(dark("let c = colorScheme == .dark ? A : B", "B"), false)
        XCTAssertEqual(dark("let c = colorScheme != .dark ? A : B", "B"), true)
        XCTAssertEqual(dark("let c = colorScheme == .light ? A : B", "B"), true)
        XCTAssertEqual(dark("let c = isOn ? A : B", "A"), nil)
        XCTAssertEqual(dark("let c = f(A)", "A"), nil)
    }
}
