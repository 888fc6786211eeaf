import Foundation
import XCTest

/// Session 25's Issue 22 left-overs (session 26): what `init` drafts for the code's own Dark Mode
/// decisions in shapes it read as loose colors before.
final class IntentLeftoversTests: XCTestCase {
    /// The draft's tokens from code: light/dark → the token's `from`.
    func harvested(_ draft: InitDraft) -> [String: String] {
        var out: [String: String] = [:]
        for (_, t) in draft.tokens where t["source"] as? String == "code" {
            out["\(t["light"] as? String ?? "-")/\(t["dark"] as? String ?? "-")"] = t["from"] as? String
        }
        return out
    }

    /// `dark ? (on ? A : B) : (on ? C : D)`: one token per place of the inner ternaries, with the
    /// code's values; never four tokens with proposed darks.
    func testNestedAppearanceTernariesAreOnePairPerPlace() throws {
        let draft = try InitDraft(["Row.swift": """
            import UIKit
            final class RowCell: UITableViewCell {
                let title = UILabel()
                var isOn = false
                func paint() {
                    title.textColor = traitCollection.userInterfaceStyle == .dark
                        ? (isOn ? UIColor(white: 1, alpha: 1) : UIColor(white: 0.67, alpha: 1))
                        : (isOn ? UIColor(white: 0, alpha: 1) : UIColor(white: 0.33, alpha: 1))
                }
            }

            """])
        XCTAssertEqual(harvested(draft), ["#000000/#FFFFFF": "Row.swift:7", "#545454/#ABABAB": "Row.swift:7"], "\(draft.tokens)")
    }

    /// The same shape on a condition that is no appearance: no pair, each color a token of its own.
    func testNestedTernariesOnAnotherConditionAreNoPair() throws {
        let draft = try InitDraft(["Row.swift": """
            import UIKit
            final class RowCell: UITableViewCell {
                let title = UILabel()
                var isOn = false
                var isWide = false
                func paint() {
                    title.textColor = isWide
                        ? (isOn ? UIColor(white: 1, alpha: 1) : UIColor(white: 0.67, alpha: 1))
                        : (isOn ? UIColor(white: 0, alpha: 1) : UIColor(white: 0.33, alpha: 1))
                }
            }

            """])
        XCTAssertEqual(harvested(draft), [:], "\(draft.tokens)")
    }
}

/// A `Bool` the tree computes from the appearance under a name of its own, asked in another file.
final class DeclaredAppearanceFlagTests: XCTestCase {
    static let palette = """
        import SwiftUI
        struct Palette {
            var scheme: ColorScheme
            var usesInk: Bool { scheme == .light }
            var isWide: Bool { scheme == .light && false }
        }

        """

    func testAFlagDeclaredInAnotherFileUnderAnyNameIsATestOfTheAppearance() throws {
        let draft = try InitDraft(["Palette.swift": Self.palette, "Card.swift": """
            import SwiftUI
            struct Card: View {
                let palette: Palette
                var body: some View {
                    Text("c").background(palette.usesInk ? Color(white: 0.97) : Color(white: 0.15))
                }
            }

            """])
        let harvested = draft.tokens.values.filter { $0["source"] as? String == "code" }
        XCTAssertEqual(harvested.count, 1, "\(draft.tokens)")
        XCTAssertEqual(harvested.first?["light"] as? String, "#F7F7F7")
        XCTAssertEqual(harvested.first?["dark"] as? String, "#262626")
    }

    func testAFlagJoinedToAnotherTestIsNone() throws {
        let draft = try InitDraft(["Palette.swift": Self.palette, "Card.swift": """
            import SwiftUI
            struct Card: View {
                let palette: Palette
                var body: some View {
                    Text("c").background(palette.isWide ? Color(white: 0.97) : Color(white: 0.15))
                }
            }

            """])
        XCTAssertEqual(draft.tokens.values.filter { $0["source"] as? String == "code" }.count, 0, "\(draft.tokens)")
    }
}

/// A light/dark provider with no property name of its own takes the role of where it goes.
final class UnnamedChoicePlaceTests: XCTestCase {
    func role(_ draft: InitDraft, light: String) -> String? {
        (draft.tokens.values.first { $0["source"] as? String == "code" && $0["light"] as? String == light }?["description"] as? String)
            .flatMap { d in d.range(of: " as ").map { String(d[$0.upperBound...].prefix { $0 != ";" }) } }
    }

    func testAProviderPassedReturnedOrSetOnAnotherValueTakesThePlacesRole() throws {
        let draft = try InitDraft(["Card.swift": """
            import UIKit
            enum Theme {
                static func surface() -> UIColor {
                    UIColor { t in t.userInterfaceStyle == .dark ? UIColor(white: 0.1, alpha: 1) : UIColor(white: 0.96, alpha: 1) }
                }
            }
            final class Card: UIView {
                let label = UILabel()
                func setUp() {
                    apply(UIColor { $0.userInterfaceStyle == .dark ? UIColor(white: 0.2, alpha: 1) : UIColor(white: 0.9, alpha: 1) })
                    backgroundColor = Theme.surface()
                    label.textColor = UIColor(dynamicProvider: { t in t.userInterfaceStyle == .dark ? UIColor(white: 0.8, alpha: 1) : UIColor(white: 0.3, alpha: 1) })
                }
                func apply(_ background: UIColor) { backgroundColor = background }
            }

            """])
        XCTAssertEqual(role(draft, light: "#F5F5F5"), "background", "returned, used as a background: \(draft.tokens)")
        XCTAssertEqual(role(draft, light: "#E6E6E6"), "background", "passed to a background parameter: \(draft.tokens)")
        XCTAssertEqual(role(draft, light: "#4D4D4D"), "text", "set on another value's textColor: \(draft.tokens)")
    }

    func testAProviderPassedToAParameterNamingNoRoleStaysAColor() throws {
        let draft = try InitDraft(["Card.swift": """
            import UIKit
            final class Card: UIView {
                func setUp() {
                    store(UIColor { $0.userInterfaceStyle == .dark ? UIColor(white: 0.2, alpha: 1) : UIColor(white: 0.9, alpha: 1) })
                }
                func store(_ value: UIColor) {}
            }

            """])
        XCTAssertEqual(role(draft, light: "#E6E6E6"), "color", "\(draft.tokens)")
    }
}

/// `typealias UIColor = NSColor` in the tree (a cross-platform shim): init drafts members of the
/// table's own for both platforms, and generate accepts its draft.
final class PlatformColorShimTests: XCTestCase {
    static let shim = """
        #if canImport(UIKit)
        import UIKit
        #else
        import AppKit
        public typealias UIColor = NSColor
        #endif

        """
    static let controls = """
        #if canImport(UIKit)
        import UIKit
        #else
        import AppKit
        #endif
        final class Controls {
            var textColor: UIColor = UIColor.black
            var backgroundColor: UIColor = UIColor(red: 0.95, green: 0.95, blue: 0.95, alpha: 1)
        }

        """

    func testTheDraftGeneratesInATreeAliasingUIColorToNSColor() throws {
        let draft = try InitDraft(["AppKitExtend.swift": Self.shim, "Controls.swift": Self.controls])
        for (name, t) in draft.tokens {
            let uikit = t["uikit"] as? String, appkit = t["appkit"] as? String
            XCTAssertEqual(uikit, appkit, "\(name): one member for both platforms: \(t)")
            XCTAssertFalse(uikit?.hasPrefix("UIColor.") ?? true, "\(name): \(t)")
        }
        let generate = try CommandRunner.recolor(["generate"], in: draft.scratch.url)
        XCTAssertEqual(generate.status, 0, generate.stderr)
    }

    /// Non-triggering: without the alias, UIKit's system colors stay.
    func testWithoutTheAliasSystemColorsStay() throws {
        let draft = try InitDraft(["Controls.swift": Self.controls])
        XCTAssertTrue(draft.tokens.values.contains { ($0["uikit"] as? String)?.hasPrefix("UIColor.") == true }, "\(draft.tokens)")
    }

    /// A hand-written table naming `UIColor.label` in such a tree: refused, saying what to write.
    func testGenerateSaysWhatToWriteForAUIKitSystemColorUnderTheAlias() throws {
        let s = try Scratch()
        try s.write("AppKitExtend.swift", Self.shim)
        try s.write("Controls.swift", Self.controls)
        try s.write(".recolor.json", ##"{ "generate": { "swift": "Gen.swift" }, "tokens": { "text": { "uikit": "UIColor.label", "light": "#000000", "dark": "#FFFFFF" } }, "rules": [ { "match": "#000000", "token": "text" } ] }"##)
        let r = try CommandRunner.recolor(["generate"], in: s.url)
        XCTAssertEqual(r.status, 2, r.stderr)
        XCTAssertTrue(r.stderr.contains("UIColor is a typealias in AppKitExtend.swift (a cross-platform shim: there UIColor is NSColor, which may lack this member); give the token a member of its own for both platforms, \"uikit\" and \"appkit\" both \"Semantic.text\""), r.stderr)
    }
}

/// A dictionary of gradients picked from per item (Omnivore's fallback thumbnails): the stops are
/// data, kept as written; the same table read by a fixed key is the app's UI, drafted as tokens.
final class RandomGradientTableTests: XCTestCase {
    static func table(_ use: String) -> String {
        """
        import SwiftUI
        let gradientColors = [
          "Grade Grey": [Color(red: 0.74, green: 0.76, blue: 0.78), Color(red: 0.17, green: 0.24, blue: 0.31)],
          "Piggy Pink": [Color(red: 0.93, green: 0.61, blue: 0.65), Color(red: 1.0, green: 0.87, blue: 0.88)]
        ]
        struct Thumb: View {
            var body: some View { LinearGradient(colors: \(use), startPoint: .top, endPoint: .bottom) }
        }

        """
    }

    func testStopsOfAGradientPickedAtRandomAreData() throws {
        let draft = try InitDraft(["Gradient.swift": Self.table("gradientColors.randomElement()!.value")])
        let keeps = draft.rules.compactMap { $0["keep"] as? String }
        XCTAssertEqual(keeps.filter { $0.contains("stops of a gradient of gradientColors, picked with .randomElement") }.count, keeps.count, "\(draft.rules)")
        XCTAssertFalse(keeps.isEmpty, "\(draft.rules)")
        XCTAssertTrue(draft.tokens.isEmpty, "\(draft.tokens)")
    }

    func testATableReadByAFixedKeyIsNoData() throws {
        let draft = try InitDraft(["Gradient.swift": Self.table("gradientColors[\"Grade Grey\"]!")])
        XCTAssertFalse(draft.rules.contains { ($0["keep"] as? String)?.contains("stops of a gradient") == true }, "\(draft.rules)")
    }
}

/// A choice returned from a case of a theme's member (`var fgColor: Color { switch self { … } }`) takes the member's role.
final class ReturnedChoiceRoleTests: XCTestCase {
    func testAChoiceReturnedInACaseOfARoleNamedMemberTakesItsRole() throws {
        let draft = try InitDraft(["Theme.swift": """
            import SwiftUI
            import UIKit
            extension Color {
                static var isDarkMode: Bool { UITraitCollection.current.userInterfaceStyle == .dark }
            }
            enum Theme {
                case system, sepia
                var fgColor: Color {
                    switch self {
                    case .system: return Color.isDarkMode ? Color(white: 0.95) : Color(white: 0.1)
                    case .sepia: return Color(red: 0.37, green: 0.29, blue: 0.2)
                    }
                }
                var spacing: Color {
                    switch self {
                    case .system: return Color.isDarkMode ? Color(white: 0.3) : Color(white: 0.7)
                    case .sepia: return Color(red: 0.5, green: 0.4, blue: 0.3)
                    }
                }
            }

            """])
        let text = draft.tokens.values.first { $0["light"] as? String == "#1A1A1A" }
        XCTAssertTrue((text?["description"] as? String)?.contains(" as text") == true, "\(draft.tokens)")
        let other = draft.tokens.values.first { $0["light"] as? String == "#B3B3B3" }
        XCTAssertTrue((other?["description"] as? String)?.contains(" as color") == true, "a member naming no role: \(draft.tokens)")
    }
}

/// A color in a block nested in a branch of a test of the appearance (ATV-Bilibili's focused
/// setting cell) is the code's choice for that appearance: kept as written, never drafted by value.
final class EnclosingAppearanceBranchTests: XCTestCase {
    static func cell(_ test: String) -> String {
        """
        import UIKit
        final class SettingCell: UICollectionViewCell {
            let titleLabel = UILabel()
            func paint() {
                if \(test) {
                    if isFocused {
                        contentView.backgroundColor = UIColor.white
                    } else {
                        contentView.backgroundColor = UIColor.clear
                    }
                }
                titleLabel.backgroundColor = UIColor.white
            }
        }

        """
    }

    func testAColorNestedInADarkBranchIsKept() throws {
        let draft = try InitDraft(["Cell.swift": Self.cell("traitCollection.userInterfaceStyle == .dark")])
        let diff = try CommandRunner.recolor(["fix", "--diff"], in: draft.scratch.url).stdout
        XCTAssertFalse(diff.contains("-                contentView.backgroundColor = UIColor.white"), diff)
        XCTAssertTrue(diff.contains("-        titleLabel.backgroundColor = UIColor.white"), diff)
    }

    func testAColorNestedInAnotherTestIsDrafted() throws {
        let draft = try InitDraft(["Cell.swift": Self.cell("isSelected")])
        let diff = try CommandRunner.recolor(["fix", "--diff"], in: draft.scratch.url).stdout
        XCTAssertTrue(diff.contains("-                contentView.backgroundColor = UIColor.white"), diff)
    }
}
