import Foundation
import XCTest

/// `recolor lock`, the fileprivate technique: refused while a palette member is used outside
/// its declaring file (uses listed, nothing written); otherwise the members become fileprivate.
final class LockTests: XCTestCase {
    let palette = """
    import UIKit
    enum Style {
        enum Essentials {
            public static let grey70 = UIColor(red: 0.19, green: 0.2, blue: 0.25, alpha: 1)
            static let blue40 = UIColor(red: 0.24, green: 0.39, blue: 0.96, alpha: 1)
            @available(iOS 13, *) public nonisolated static let red40 = UIColor(red: 0.86, green: 0.21, blue: 0.26, alpha: 1)
            private static let hidden = UIColor(white: 0.5, alpha: 1)
            public private(set) static var accent = UIColor(white: 0.2, alpha: 1)
        }
        enum Semantic {
            static let primaryText = Essentials.grey70
        }
    }

    """

    func project(use: String? = nil) throws -> Scratch {
        let s = try Scratch()
        try s.write(".recolor.json", #"{ "palettes": ["Essentials"], "paletteFiles": ["Sources/Theme/**"] }"#)
        try s.write("Sources/Style.swift", palette)
        try s.write("Sources/Theme/Fonts.swift", "import UIKit\n")
        try s.write("Sources/Feature.swift", "import UIKit\nlet t = Style.Semantic.primaryText\n" + (use ?? ""))
        return s
    }

    func testUsesElsewhereRefuseTheLockAndAreListed() throws {
        let s = try project(use: "let a = Style.Essentials.blue40\n")
        // A use in a palette file counts too: it would not compile either.
        try s.write("Sources/Theme/Extra.swift", "import UIKit\nextension UIColor { static let brand = Style.Essentials.red40 }\n")
        let r = try CommandRunner.recolor(["lock"], in: s.url)
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.stdout.split(separator: "\n").map { String($0.prefix { $0 != " " }) },
                       ["Sources/Feature.swift:3:9:", "Sources/Theme/Extra.swift:2:40:"])
        XCTAssertEqual(r.stderr, "recolor lock: not locked: 2 uses of Essentials outside the declaring file, in 2 files; migrate them first (recolor fix)\n")
        XCTAssertEqual(try s.read("Sources/Style.swift"), palette, "nothing written")
    }

    /// Uses `fix` declines are not sent back to `fix` (session 17's audit, F18: Rayon's uses in an
    /// iOS 12 package, where the token's UIColor.label is missing, were "migrate them first (recolor fix)").
    func testUsesFixDeclinesAreSaidAsSuch() throws {
        let s = try project(use: "let a = Style.Essentials.blue40\n")
        try s.write(".recolor.json", ##"""
        { "palettes": ["Essentials"], "tokens": { "label": { "uikit": "UIColor.label", "light": "#3D63F5", "dark": "#FFFFFF" } },
          "rules": [ { "match": "Essentials.blue40", "token": "label" } ] }
        """##)
        try s.write("project.yml", "name: Shop\ntargets:\n  Shop:\n    type: application\n    platform: iOS\n    deploymentTarget: \"12.0\"\n    sources: [Sources]\n")
        let r = try CommandRunner.recolor(["lock"], in: s.url)
        XCTAssertEqual(r.status, 1, r.stderr)
        XCTAssertTrue(r.stderr.contains("1 use of Essentials outside the declaring file, in 1 file; recolor fix declines it (UIColor.label needs iOS 13.0"), r.stderr)
        XCTAssertFalse(r.stderr.contains("migrate them first"), r.stderr)
    }

    func testWithoutUsesTheMembersBecomeFileprivate() throws {
        let s = try project()
        let r = try CommandRunner.recolor(["lock"], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stderr, "recolor lock: 4 members of Essentials made fileprivate in 1 file; 1 already private or fileprivate\n")
        let locked = try s.read("Sources/Style.swift")
        XCTAssertTrue(locked.contains("        fileprivate static let grey70 = UIColor(red: 0.19"), locked)
        XCTAssertTrue(locked.contains("        fileprivate static let blue40 = UIColor(red: 0.24"), locked)
        XCTAssertTrue(locked.contains("@available(iOS 13, *) fileprivate nonisolated static let red40"), locked)
        XCTAssertTrue(locked.contains("        private static let hidden"), locked)
        XCTAssertTrue(locked.contains("        fileprivate private(set) static var accent"), locked)
        XCTAssertTrue(locked.contains("        static let primaryText = Essentials.grey70"), "the semantic layer is not a palette")

        let again = try CommandRunner.recolor(["lock"], in: s.url)
        XCTAssertEqual(again.status, 0)
        XCTAssertEqual(again.stderr, "recolor lock: 0 members of Essentials made fileprivate in 0 files; 5 already private or fileprivate\n")
        XCTAssertEqual(try s.read("Sources/Style.swift"), locked)
    }

    func testNoPalettesIsAConfigurationError() throws {
        let s = try project()
        try s.write(".recolor.json", "{}")
        let r = try CommandRunner.recolor(["lock"], in: s.url)
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.stderr.hasPrefix("recolor lock: no palettes are configured"), r.stderr)
    }

    func extensionProject(use: String? = nil) throws -> Scratch {
        let s = try Scratch()
        try s.write(".recolor.json", #"{ "paletteFiles": ["Sources/Theme/**"] }"#)
        try s.write("Sources/Theme/Colors.swift", "import UIKit\nextension UIColor {\n    public static let grey90 = UIColor(white: 0.1, alpha: 1)\n    static var brand: UIColor { UIColor(hex: 0x3C64F4) }\n}\n")
        try s.write("Sources/Feature.swift", "import UIKit\nlet v = UIView()\n" + (use ?? ""))
        return s
    }

    func testExtensionPalettesInPaletteFilesAreLocked() throws {
        let s = try extensionProject()
        let r = try CommandRunner.recolor(["lock"], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stderr, "recolor lock: 2 members of the paletteFiles' color extensions made fileprivate in 1 file\n")
        let locked = try s.read("Sources/Theme/Colors.swift")
        XCTAssertTrue(locked.contains("    fileprivate static let grey90 = UIColor(white: 0.1"), locked)
        XCTAssertTrue(locked.contains("    fileprivate static var brand: UIColor"), locked)
    }

    /// Session 18's audit, F23 (Sileo's UIColor-ThemeColors.swift): Bool members of a palette
    /// extension, used elsewhere, are no palette members: they neither refuse the lock nor are locked.
    func testNonColorMembersOfAPaletteExtensionNeitherBlockNorAreLocked() throws {
        let s = try Scratch()
        try s.write(".recolor.json", #"{ "palettes": ["Metrics"], "paletteFiles": ["Sources/Theme/**"] }"#)
        try s.write("Sources/Theme/Colors.swift", "import UIKit\nextension UIColor {\n    static let grey90 = UIColor(white: 0.1, alpha: 1)\n    static var isDarkModeEnabled: Bool { false }\n    static var themeName: String = \"day\"\n}\nenum Metrics {\n    static let ink = UIColor(white: 0.2, alpha: 1)\n    static let spacing: CGFloat = 8\n}\n")
        try s.write("Sources/Feature.swift", "import UIKit\nlet dark = UIColor.isDarkModeEnabled\nlet name = UIColor.themeName\nlet gap = Metrics.spacing\n")
        let r = try CommandRunner.recolor(["lock"], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let locked = try s.read("Sources/Theme/Colors.swift")
        XCTAssertTrue(locked.contains("    fileprivate static let grey90"), locked)
        XCTAssertTrue(locked.contains("    fileprivate static let ink"), locked)
        XCTAssertTrue(locked.contains("    static var isDarkModeEnabled: Bool"), locked)
        XCTAssertTrue(locked.contains("    static let spacing: CGFloat"), locked)
    }

    func testUsesOfExtensionMembersRefuseTheLock() throws {
        let s = try extensionProject(use: "func f() { v.backgroundColor = .grey90; _ = UIColor.brand }\n")
        let before = try s.read("Sources/Theme/Colors.swift")
        let r = try CommandRunner.recolor(["lock"], in: s.url)
        XCTAssertEqual(r.status, 1, r.stderr)
        XCTAssertEqual(r.stdout.split(separator: "\n").map { String($0.prefix { $0 != " " }) },
                       ["Sources/Feature.swift:3:32:", "Sources/Feature.swift:3:45:"])
        XCTAssertEqual(try s.read("Sources/Theme/Colors.swift"), before, "nothing written")
    }

    /// A use detection does not read as a color (`gaugeColor: .grey90` in a ClockKit call, a test
    /// the table excludes) still stops compiling once the member is fileprivate: any `.grey90` or
    /// `UIColor.grey90` token in another Swift file of the tree leaves that member visible, named
    /// with the place, and lock refuses: exit 1, nothing written (the contract: "otherwise refuse
    /// and list the uses"). An instance's own
    /// property of that name (`label.brand`), a comment or a string is no use of the member.
    func testATextualUseDetectionDoesNotReadLeavesItsMemberVisible() throws {
        let s = try extensionProject()
        try s.write(".recolor.json", #"{ "paletteFiles": ["Sources/Theme/**"], "exclude": ["Tests/**"] }"#)
        // With SwiftUI imported too, detection reads no color in the ClockKit argument (BookPlayer's watch).
        try s.write("Watch/Complication.swift", """
        import ClockKit
        import SwiftUI
        func gauge(_ f: Float) -> CLKSimpleGaugeProvider { CLKSimpleGaugeProvider(style: .fill, gaugeColor: .grey90, fillFraction: f) }
        struct Face { var brand = 0 }
        func read(_ face: Face?) -> Int { face?.brand ?? Face().brand } // .brand
        let title = "UIColor.brand"

        """)
        try s.write("Tests/ColorTests.swift", "import XCTest\nfinal class ColorTests: XCTestCase { func testGrey() { XCTAssertNotNil(UIColor.grey90) } }\n")
        let r = try CommandRunner.recolor(["lock"], in: s.url)
        XCTAssertEqual(r.status, 1, r.stderr)
        XCTAssertEqual(r.stderr, """
        recolor lock: UIColor.grey90 is used outside Sources/Theme/Colors.swift at Tests/ColorTests.swift:2:72 (UIColor.grey90) and Watch/Complication.swift:3:101 (.grey90), where recolor reads no color to migrate
        recolor lock: not locked: 1 member named outside its file; change those uses by hand, then run lock again

        """)
        let locked = try s.read("Sources/Theme/Colors.swift")
        XCTAssertTrue(locked.contains("    public static let grey90 = UIColor(white: 0.1"), locked)
        XCTAssertFalse(locked.contains("fileprivate"), "nothing written while a use remains: \(locked)")
        // The use changed by hand, lock goes through.
        try s.write("Watch/Complication.swift", "import ClockKit\nfunc gauge(_ f: Float) -> Int { 0 }\n")
        try s.write("Tests/ColorTests.swift", "import XCTest\n")
        let again = try CommandRunner.recolor(["lock"], in: s.url)
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertTrue(try s.read("Sources/Theme/Colors.swift").contains("    fileprivate static var brand: UIColor"))
    }

    /// The same for a namespace palette: `Essentials.blue40` in a file the run excludes.
    func testAQualifiedUseInAnExcludedFileLeavesANamespaceMemberVisible() throws {
        let s = try project()
        try s.write(".recolor.json", #"{ "palettes": ["Essentials"], "exclude": ["Tests/**"] }"#)
        try s.write("Tests/StyleTests.swift", "import XCTest\nlet expected = Style.Essentials.blue40\nlet other = Theme.grey70\n")
        let r = try CommandRunner.recolor(["lock"], in: s.url)
        XCTAssertEqual(r.status, 1, r.stderr)
        XCTAssertTrue(r.stderr.hasPrefix("recolor lock: Essentials.blue40 is used outside Sources/Style.swift at Tests/StyleTests.swift:2:22 (Essentials.blue40)"), r.stderr)
        XCTAssertFalse(r.stderr.contains("grey70"), "Theme.grey70 is another type's member: \(r.stderr)")
        let locked = try s.read("Sources/Style.swift")
        XCTAssertTrue(locked.contains("        static let blue40 = UIColor(red: 0.24"), locked)
        XCTAssertFalse(locked.contains("fileprivate"), locked)
    }

    /// A member named as a keyword (`` static let `default` ``, used as `UIColor.tint.default`; session 39's
    /// intent39e M5: lock made it fileprivate under 18 uses in other files): a use like any other.
    func testAMemberEscapedAsAKeywordIsFoundWhereUsed() throws {
        let s = try Scratch()
        try s.write(".recolor.json", #"{ "palettes": ["tint"], "rules": [{ "match": "tint.default", "keep": "computed" }] }"#)
        try s.write("Sources/Palette.swift", "import UIKit\nextension UIColor {\n    struct tint {\n        static let `default` = UIColor(named: \"defaultTint\") ?? UIColor(red: 0.33, green: 0.24, blue: 0.49, alpha: 1)\n        static let system = UIColor(red: 0, green: 0.46, blue: 1, alpha: 1)\n    }\n}\n")
        try s.write("Sources/Screen.swift", "import UIKit\nfinal class About: UIView {\n    let label = UILabel()\n    func apply() { label.textColor = UIColor.tint.default }\n}\n")
        let r = try CommandRunner.recolor(["lock"], in: s.url)
        XCTAssertEqual(r.status, 1, r.stderr)
        XCTAssertTrue(r.stderr.contains("at Sources/Screen.swift:4:46 (tint.default)"), r.stderr)
        XCTAssertFalse(try s.read("Sources/Palette.swift").contains("fileprivate"))
    }

    func testAPaletteWithNoMemberIsAnErrorAndNothingIsWritten() throws {
        let s = try project()
        try s.write(".recolor.json", #"{ "palettes": ["Essentials", "Legacy"] }"#)
        let r = try CommandRunner.recolor(["lock"], in: s.url)
        XCTAssertEqual(r.status, 2, r.stderr)
        XCTAssertTrue(r.stderr.contains("recolor lock: palette Legacy: no member found"), r.stderr)
        XCTAssertEqual(try s.read("Sources/Style.swift"), palette, "nothing written, not even Essentials")

        let none = try extensionProject()
        try none.write("Sources/Theme/Colors.swift", "import UIKit\n")
        let r2 = try CommandRunner.recolor(["lock"], in: none.url)
        XCTAssertEqual(r2.status, 2, r2.stderr)
        XCTAssertFalse(r2.stderr.contains("0 members"), r2.stderr)
    }
}
