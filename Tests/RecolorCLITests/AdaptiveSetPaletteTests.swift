import Foundation
import XCTest

/// A type whose members look up color sets that have a dark appearance (sphinx-ios's
/// `extension UIColor { enum Sphinx { static let Body = color("Body") … private static func
/// color(_ name: String) -> UIColor { UIColor(named: name, …) ?? .magenta } } }`) holds the app's
/// own adaptive colors: no palette of fixed colors. Read as one (each member valued at its set's
/// light color), its 269 uses were findings and `init` proposed darks that broke the app's pairs
/// (PrimaryText on Body 13.98:1 in light, 1.75:1 in the draft's dark, where the sets give 16.84:1).
/// `contrast` reads such a member, written with its nested type, as the set's token.
final class AdaptiveSetPaletteTests: XCTestCase {
    /// A color set with a light and (when given) a dark entry.
    static func colorSet(light: (String, String, String), dark: (String, String, String)?) -> String {
        func entry(_ c: (String, String, String), dark: Bool) -> String {
            let appearances = dark ? #""appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "# : ""
            return #"{ "idiom" : "universal", \#(appearances)"color" : { "color-space" : "srgb", "components" : { "red" : "\#(c.0)", "alpha" : "1.000", "blue" : "\#(c.2)", "green" : "\#(c.1)" } } }"#
        }
        let entries = [entry(light, dark: false)] + (dark.map { [entry($0, dark: true)] } ?? [])
        return #"{ "info" : { "version" : 1, "author" : "xcode" }, "colors" : [ \#(entries.joined(separator: ", ")) ] }"#
    }

    static let palette = """
        import UIKit

        public extension UIColor {
            enum Brand {
                public static let Paper = color("Paper")
                public static let Ink = color("Ink")

                private static func color(_ name: String) -> UIColor {
                    return UIColor(named: name, in: Bundle.main, compatibleWith: nil) ?? UIColor.magenta
                }
            }
        }

        """

    /// Screens of ink text on the paper view, by the palette's qualified members.
    static let screens = """
        import UIKit

        final class Screen: UIViewController {
            let titleLabel = UILabel()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = UIColor.Brand.Paper
                titleLabel.textColor = UIColor.Brand.Ink
                view.addSubview(titleLabel)
            }
        }

        final class Other: UIViewController {
            let noteLabel = UILabel()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = UIColor.Brand.Paper
                noteLabel.textColor = UIColor.Brand.Ink
                view.addSubview(noteLabel)
            }
        }

        """

    func app(_ s: Scratch, dark: Bool) throws {
        try s.write("App/Palette.swift", Self.palette)
        try s.write("App/Screens.swift", Self.screens)
        // Paper: white, dark #151E27; Ink: #292C33, dark white (sphinx's Body and PrimaryText).
        try s.write("App/Colors.xcassets/Paper.colorset/Contents.json",
                    Self.colorSet(light: ("0xFF", "0xFF", "0xFF"), dark: dark ? ("0x15", "0x1E", "0x27") : nil))
        try s.write("App/Colors.xcassets/Ink.colorset/Contents.json",
                    Self.colorSet(light: ("0x29", "0x2C", "0x33"), dark: dark ? ("0xFF", "0xFF", "0xFF") : nil))
    }

    func testMembersLookingUpAdaptiveSetsAreNoPaletteAndPairAsTheSets() throws {
        let s = try Scratch()
        try app(s, dark: true)
        let initRun = try CommandRunner.recolor(["init"], in: s.url)
        XCTAssertEqual(initRun.status, 0, initRun.stderr)
        let table = try s.read(".recolor.json")
        XCTAssertFalse(table.contains("\"Brand\""), table)
        XCTAssertFalse(table.contains("Brand.Paper"), table)
        // No finding: the members are the app's adaptive colors.
        let scan = try CommandRunner.recolor(["scan", "--format", "json"], in: s.url)
        XCTAssertFalse(scan.stdout.contains("Brand.Ink"), scan.stdout)
        // The pair is the sets' own: ink on paper, 16.84:1 in dark (the sets' values).
        let contrast = try CommandRunner.recolor(["contrast"], in: s.url)
        XCTAssertEqual(contrast.status, 0, contrast.stdout + contrast.stderr)
        XCTAssertTrue(contrast.stdout.contains("ink on paper"), contrast.stdout)
        XCTAssertTrue(contrast.stdout.contains("App/Screens.swift:8 on App/Screens.swift:7"), contrast.stdout)
        XCTAssertTrue(contrast.stdout.contains("16.84:1"), contrast.stdout)
        // A table that names the type as a palette still finds no fixed color in its members.
        try s.write(".recolor.json", #"{ "palettes": ["Brand"] }"#)
        let named = try CommandRunner.recolor(["scan", "--format", "json"], in: s.url)
        XCTAssertFalse(named.stdout.contains("Brand.Ink"), named.stdout)
    }

    /// Negative: sets without a dark appearance keep the palette (LN-Zap's, `ColorSetPaletteTests`):
    /// its members are fixed colors, found, and the draft proposes their darks.
    func testMembersLookingUpLightOnlySetsStayAPalette() throws {
        let s = try Scratch()
        try app(s, dark: false)
        let initRun = try CommandRunner.recolor(["init"], in: s.url)
        XCTAssertEqual(initRun.status, 0, initRun.stderr)
        let table = try s.read(".recolor.json")
        XCTAssertTrue(table.contains("\"Brand\""), table)
        let scan = try CommandRunner.recolor(["scan", "--format", "json"], in: s.url)
        XCTAssertTrue(scan.stdout.contains("Brand.Ink"), scan.stdout)
    }

    /// Negative: a member of the same name on another type is not the set's.
    func testASameNamedMemberOfAnotherTypeIsNotTheSet() throws {
        let s = try Scratch()
        try app(s, dark: true)
        try s.write("App/Screens.swift", """
            import UIKit

            enum Look {
                static var Paper: UIColor = .white
            }

            final class Screen: UIViewController {
                let titleLabel = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = Look.Paper
                    titleLabel.textColor = UIColor.Brand.Ink
                    view.addSubview(titleLabel)
                }
            }

            """)
        XCTAssertEqual(try CommandRunner.recolor(["init"], in: s.url).status, 0)
        let contrast = try CommandRunner.recolor(["contrast"], in: s.url)
        XCTAssertFalse(contrast.stdout.contains("ink on paper"), contrast.stdout)
    }

    /// A member of an extension of UIColor reading a set with a designer's dark (WWDCScholars'
    /// `static var adjustingScholarsPurple: UIColor { UIColor(named: "adjustingScholarsPurple")! }`,
    /// light #413599, dark #A599FF) is no fixed color either: valued at its light color, its uses
    /// were merged with a constant set's of the same light value into a new token, dark #8280EB,
    /// the designer's lost (review 28, A11). Negative: the member reading the light-only set of that
    /// value stays a finding.
    func testAColorTypesMemberReadingAnAdaptiveSetIsNoFinding() throws {
        let s = try Scratch()
        try s.write("App/Assets.xcassets/Contents.json", #"{ "info" : { "author" : "xcode", "version" : 1 } }"#)
        let adaptive = Self.colorSet(light: ("0.255", "0.208", "0.600"), dark: ("0.647", "0.600", "1.000"))
        try s.write("App/Assets.xcassets/adjustingShelfPurple.colorset/Contents.json", adaptive)
        try s.write("App/Assets.xcassets/shelfPurple.colorset/Contents.json", Self.colorSet(light: ("0.255", "0.208", "0.600"), dark: nil))
        try s.write("App/UIColor+Style.swift", """
            import UIKit

            extension UIColor {
                static var shelfPurple: UIColor { UIColor(named: "shelfPurple")! }
                static var adjustingShelfPurple: UIColor { UIColor(named: "adjustingShelfPurple")! }
                static var shelfNavy: UIColor { UIColor(red: 10.0 / 255.0, green: 1.0 / 255.0, blue: 114.0 / 255.0, alpha: 1.0) }
                static var elementGray: UIColor { UIColor(red: 130.0 / 255.0, green: 130.0 / 255.0, blue: 130.0 / 255.0, alpha: 1.0) }
                static var titleTextLight: UIColor { UIColor(red: 1.0, green: 1.0, blue: 1.0, alpha: 1.0) }
                static var contentTextLight: UIColor { UIColor(red: 200.0 / 255.0, green: 200.0 / 255.0, blue: 200.0 / 255.0, alpha: 1.0) }
                static var selectedTransparentWhite: UIColor { UIColor(red: 1.0, green: 1.0, blue: 1.0, alpha: 0.2) }
            }

            """)
        try s.write("App/Screen.swift", """
            import UIKit

            final class MapScreen: UIViewController {
                let locateButton = UIButton()
                let savedButton = UIButton()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    locateButton.tintColor = .adjustingShelfPurple
                    savedButton.tintColor = .shelfPurple
                    navigationController?.navigationBar.barTintColor = .shelfNavy
                }
            }

            """)
        let i = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(i.status, 0, i.stderr)
        XCTAssertTrue(i.stderr.contains("palettes found: App/UIColor+Style.swift"), i.stderr)
        _ = try CommandRunner.recolor(["fix", "."], in: s.url)
        let screen = try s.read("App/Screen.swift")
        XCTAssertTrue(screen.contains("locateButton.tintColor = .adjustingShelfPurple"), screen)
        XCTAssertFalse(screen.contains("savedButton.tintColor = .shelfPurple"), screen)
        XCTAssertEqual(try s.read("App/Assets.xcassets/adjustingShelfPurple.colorset/Contents.json"), adaptive)
    }
}
