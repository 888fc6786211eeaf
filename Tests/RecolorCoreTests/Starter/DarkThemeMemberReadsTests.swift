@testable import RecolorCore
import XCTest

/// A color member read by name inside the app's own dark theme (NeoMusic's `falseBlack` in
/// `darkColorScheme = JCColorScheme(…, name: "Black")`) is that theme's value: kept, never
/// given a proposed dark (inverted a second time).
final class DarkThemeMemberReadsTests: XCTestCase {
    func intents(_ files: [String: String]) -> [String: FixedIntent?] {
        let sources = files.sorted { $0.key < $1.key }.map { SwiftSource(path: $0.key, bytes: Array($0.value.utf8)) }
        let run = Engine.analyze(sources, options: RunOptions())
        // The files with no finding are the rest of the tree, as `init` reads them (`QuietSources`).
        let quiet = sources.filter { s in !run.files.contains { $0.path == s.path } }.map(\.bytes)
        let sites = KeptColors.intents(run.allReports, sources: run.files, restOfTree: { quiet })
        return Dictionary(zip(run.allReports.map(\.text), sites.map { $0?.intent }), uniquingKeysWith: { a, _ in a })
    }

    static let colors = """
    import SwiftUI
    extension Color {
        static let offWhite = Color(red: 0.92, green: 0.92, blue: 0.98)
        static let offBlack = Color(red: 0.08, green: 0.08, blue: 0.12)
        static let accentBlue = Color(red: 0.1, green: 0.3, blue: 0.9)
    }
    """
    static let schemes = """
    import SwiftUI
    struct PlayerScheme { let background: [Color]; let textColor: Color; let name: String }
    enum Schemes {
        static let whiteScheme = PlayerScheme(background: [.offWhite, .offWhite], textColor: .gray, name: "White")
        static let classicScheme = PlayerScheme(background: [.offBlack, .offBlack], textColor: .offWhite, name: "Black")
    }
    """
    static let row = """
    import SwiftUI
    struct Row: View {
        var body: some View { Text("Hi").foregroundColor(.accentBlue) }
    }
    """

    func testMembersReadInADarkThemeInstanceAreItsValues() {
        let got = intents(["Colors.swift": Self.colors, "Schemes.swift": Self.schemes, "Row.swift": Self.row])
        XCTAssertEqual(got["Color(red: 0.08, green: 0.08, blue: 0.12)"], .darkTheme, "read in the theme named \"Black\"")
        XCTAssertEqual(got["Color(red: 0.92, green: 0.92, blue: 0.98)"], .darkTheme, "its text: also read in the white theme, still the dark one's value")
        XCTAssertEqual(got["Color(red: 0.1, green: 0.3, blue: 0.9)"], .some(nil), "read in a view only")
    }

    func testADarkInstanceNameSaysItToo() {
        let named = Self.schemes.replacingOccurrences(of: "classicScheme", with: "darkColorScheme").replacingOccurrences(of: "name: \"Black\"", with: "name: \"Two\"")
        let got = intents(["Colors.swift": Self.colors, "Schemes.swift": named])
        XCTAssertEqual(got["Color(red: 0.08, green: 0.08, blue: 0.12)"], .darkTheme)
    }

    /// Negative: no theme says dark; a call of a type that is no theme; a name that says dark of
    /// something else; a member of another type than the one declared; a member of a value.
    func testNearMissesAdapt() {
        let offBlack = "Color(red: 0.08, green: 0.08, blue: 0.12)"
        // (Its dark background under gray text: no dark theme by its values either.)
        let light = Self.schemes.replacingOccurrences(of: "textColor: .offWhite, name: \"Black\"", with: "textColor: .gray, name: \"Ocean\"")
        XCTAssertEqual(intents(["Colors.swift": Self.colors, "Schemes.swift": light])[offBlack], .some(nil))
        let button = """
        import SwiftUI
        struct PillButton { let fill: Color }
        enum Buttons { static let darkButton = PillButton(fill: .offBlack) }
        """
        XCTAssertEqual(intents(["Colors.swift": Self.colors, "Buttons.swift": button])[offBlack], .some(nil))
        let style = """
        import SwiftUI
        struct ButtonStyleSet { let fill: Color }
        enum Styles { static let blackButtonStyle = ButtonStyleSet(fill: .offBlack) }
        """
        XCTAssertEqual(intents(["Colors.swift": Self.colors, "Styles.swift": style])[offBlack], .some(nil))
        let other = Self.schemes.replacingOccurrences(of: "[.offBlack, .offBlack]", with: "[Legacy.offBlack, Legacy.offBlack]")
        XCTAssertEqual(intents(["Colors.swift": Self.colors, "Schemes.swift": other])[offBlack], .some(nil))
        let value = Self.schemes.replacingOccurrences(of: "[.offBlack, .offBlack]", with: "[base.offBlack, base.offBlack]")
        XCTAssertEqual(intents(["Colors.swift": Self.colors, "Schemes.swift": value])[offBlack], .some(nil))
        // A brand type's `primary` is not the `.primary` (SwiftUI's) a dark theme reads.
        let brand = """
        import SwiftUI
        enum Brand { static let primary = Color(red: 0.08, green: 0.08, blue: 0.12) }
        struct PlayerScheme { let textColor: Color }
        enum Schemes { static let darkScheme = PlayerScheme(textColor: .primary) }
        """
        XCTAssertEqual(intents(["Brand.swift": brand])[offBlack], .some(nil))
    }

    /// NeoMusic's default scheme: no name says dark, but its backgrounds (members read by name)
    /// are dark and its text white: a dark theme by its values. Negative: light backgrounds.
    func testAThemeDarkByItsMembersValues() {
        let palette = """
        import SwiftUI
        extension Color {
            static let gradientTop = Color(red: 0.21, green: 0.22, blue: 0.24)
            static let gradientBottom = Color(red: 0.09, green: 0.09, blue: 0.11)
        }
        """
        let scheme = """
        import SwiftUI
        struct PlayerScheme { let backgroundGradient: [Color]; let textColor: Color; let name: String }
        enum Schemes {
            static let defaultScheme = PlayerScheme(backgroundGradient: [.gradientTop, .gradientBottom], textColor: .white, name: "Default")
        }
        """
        let top = "Color(red: 0.21, green: 0.22, blue: 0.24)"
        XCTAssertEqual(intents(["Palette.swift": palette, "Schemes.swift": scheme])[top], .darkTheme)
        let lightText = scheme.replacingOccurrences(of: "textColor: .white", with: "textColor: .black")
        XCTAssertEqual(intents(["Palette.swift": palette, "Schemes.swift": lightText])[top], .some(nil))
        let paper = palette.replacingOccurrences(of: "red: 0.21, green: 0.22, blue: 0.24", with: "red: 0.95, green: 0.95, blue: 0.96")
        XCTAssertEqual(intents(["Palette.swift": paper, "Schemes.swift": scheme])["Color(red: 0.95, green: 0.95, blue: 0.96)"], .some(nil))
    }
}
