@testable import RecolorCore
import XCTest

/// What a palette learns of its members' values from their declarations.
final class PaletteLearningTests: XCTestCase {
    /// A palette declared through its own hex factory (`static let ink = hex(0x121212)`, also
    /// `Self.hex(…)`) has its values learned, so uses elsewhere are decoded and mapped.
    func testAPaletteDeclaredThroughItsOwnHexFactoryHasItsValues() throws {
        let source = """
        import UIKit
        extension UIColor {
            static let ink = hex(0x121212)
            static let paper = Self.hex(0xFAFAFA)
            static let unknown = hex(value)
            static func hex(_ v: Int) -> UIColor { fatalError() }
        }
        """
        let configuration = try ConfigurationLoader.parse(Array(#"{ "paletteFiles": ["Theme.swift"] }"#.utf8), file: "t.json")
        var index = PaletteIndex()
        index.read(SwiftSource(path: "Theme.swift", bytes: Array(source.utf8)), settings: DetectionSettings(configuration: configuration), isPaletteFile: true)
        XCTAssertEqual(index.typeMembers["UIColor"]?["ink"], .some(RGBA(red: 0x12, green: 0x12, blue: 0x12)))
        XCTAssertEqual(index.typeMembers["UIColor"]?["paper"], .some(RGBA(red: 0xFA, green: 0xFA, blue: 0xFA)))
        XCTAssertEqual(index.typeMembers["UIColor"]?["unknown"], .some(nil))
    }

    /// RIA-DigiDoc-iOS's `AppColors`: colors, and two values of the app's own palette struct
    /// (`static let light: ColorPalette = { let background = Color.white … }()`) chosen by
    /// `colorScheme == .dark ? AppColors.dark : AppColors.light`. The struct values are no colors:
    /// no member value, no finding, no token (session 28's review, B2: fix wrote `Color.x` where a
    /// `ColorPalette` is returned). Negative: members declared with a color type, with a closure, or
    /// with a `…Color` type recolor has not learned stay colors.
    func testAPaletteMemberOfTheAppsOwnStructTypeIsNoColor() throws {
        let palette = """
        import SwiftUI
        struct Palette { let ink: Color; let paper: Color }
        enum ShopColors {
            static let Wine800 = Color(red: 0.34, green: 0.12, blue: 0.15)
            static let Mint50: Color = { Color(red: 0.92, green: 0.97, blue: 0.92) }()
            static let Sand800: AppColor = AppColor(red: 0.51, green: 0.38, blue: 0.18)
            static let light: Palette = {
                let paper = Color.white
                return Palette(ink: Color(red: 0.1, green: 0.1, blue: 0.12), paper: paper)
            }()
            static let dark: Theme.Palette = { Palette(ink: Color.white, paper: Color.black) }()
            static func palette(dark: Bool) -> Palette { dark ? ShopColors.dark : ShopColors.light }
        }
        typealias AppColor = Color
        """
        let row = "import SwiftUI\nstruct Row: View {\n    var body: some View { Text(\"a\").foregroundStyle(ShopColors.Wine800).background(ShopColors.Mint50).border(ShopColors.Sand800) }\n}\n"
        let configuration = try ConfigurationLoader.parse(Array(#"{ "palettes": ["ShopColors"] }"#.utf8), file: "t.json")
        var index = PaletteIndex()
        index.read(SwiftSource(path: "Palette.swift", bytes: Array(palette.utf8)), settings: DetectionSettings(configuration: configuration), isPaletteFile: false)
        XCTAssertEqual(index.nonColorMembers["ShopColors"], ["light", "dark"])
        XCTAssertEqual(Set(index.members["ShopColors"]?.keys.map { $0 } ?? []), ["Wine800", "Mint50", "Sand800"])
        var options = RunOptions()
        options.configuration = configuration
        let reports = Engine.analyze([FileInput(path: "Palette.swift", bytes: Array(palette.utf8)), FileInput(path: "Row.swift", bytes: Array(row.utf8))], options: options).allReports
        XCTAssertFalse(reports.contains { $0.text.hasPrefix("ShopColors.light") || $0.text.hasPrefix("ShopColors.dark") }, "\(reports.map(\.text))")
        XCTAssertEqual(reports.filter { $0.file == "Row.swift" }.map(\.text), ["ShopColors.Wine800", "ShopColors.Mint50", "ShopColors.Sand800"])
    }

    /// WavesWallet-iOS's `InfoPagesViewControllerConstants`: text-attribute dictionaries (`static let
    /// titleAttributes: [NSAttributedString.Key: Any] = { … .foregroundColor: UIColor.black … }()`) and a
    /// CGFloat raw-value enum were read as a palette; fix wrote `Semantic.textAttributes` (a UIColor) where
    /// the dictionary goes (review 29, A1). A member whose declared type names no color is none, its enum no
    /// palette, and a type nested in a listed palette no member of it. Negatives: a member without
    /// annotation holding a color, one annotated `UIColor`, a computed `Color`, and a collection of colors.
    func testAMemberDeclaredWithATypeNamingNoColorIsNoPaletteMember() throws {
        let constants = """
        import UIKit
        enum PagesConstants {
            enum SideInset: CGFloat {
                case small = 8
                case big = 14
            }
            static let titleAttributes: [NSAttributedString.Key: Any] = {
                let attributes = [NSAttributedString.Key.font: UIFont.systemFont(ofSize: 34),
                                  NSAttributedString.Key.foregroundColor: UIColor.black] as [NSAttributedString.Key: Any]
                return attributes
            }()
            static let bodyAttributes: [NSAttributedString.Key: Any] = [.foregroundColor: UIColor.black]
            static let inset: CGFloat = 8
        }
        enum Brand {
            static let ink = UIColor(white: 0.1, alpha: 1)
            static let paper: UIColor = UIColor(white: 0.95, alpha: 1)
            static var line: UIColor { UIColor(white: 0.8, alpha: 1) }
        }

        """
        let swiftUI = "import SwiftUI\nenum Shop {\n    static var wine: Color { Color(red: 0.34, green: 0.12, blue: 0.15) }\n    static let mint = Color(red: 0.92, green: 0.97, blue: 0.92)\n}\n"
        var declared = DeclaredMembers()
        declared.read([SwiftSource(path: "Constants.swift", bytes: Array(constants.utf8)), SwiftSource(path: "Shop.swift", bytes: Array(swiftUI.utf8))],
                      configuration: Configuration())
        XCTAssertNil(declared.member("titleAttributes", of: "PagesConstants")?.value)
        XCTAssertNil(declared.member("bodyAttributes", of: "PagesConstants")?.value)
        XCTAssertNotNil(declared.member("ink", of: "Brand")?.value)
        XCTAssertNotNil(declared.member("paper", of: "Brand")?.value)
        XCTAssertNotNil(declared.member("line", of: "Brand")?.value)
        XCTAssertNotNil(declared.member("wine", of: "Shop")?.value)
        XCTAssertEqual(PaletteDiscovery.candidates(declared, configuration: Configuration()).palettes, ["Brand", "Shop"])

        // Listed by hand beside a color member: the dictionaries and the nested enum are still no members.
        let listed = constants.replacingOccurrences(of: "    static let inset: CGFloat = 8\n", with: "    static let accent = UIColor(red: 0.9, green: 0.2, blue: 0.2, alpha: 1)\n    static let avatars: [UIColor] = [.red, .blue]\n")
        let page = """
        import UIKit
        final class PageView: UIView {
            let label = UILabel()
            let leading = NSLayoutConstraint()
            func update() {
                leading.constant = PagesConstants.SideInset.small.rawValue
                label.attributedText = NSAttributedString(string: "a", attributes: PagesConstants.titleAttributes)
                label.textColor = PagesConstants.accent
            }
        }

        """
        let configuration = try ConfigurationLoader.parse(Array(#"{ "palettes": ["PagesConstants"] }"#.utf8), file: "t.json")
        var index = PaletteIndex()
        index.read(SwiftSource(path: "Constants.swift", bytes: Array(listed.utf8)), settings: DetectionSettings(configuration: configuration), isPaletteFile: false)
        XCTAssertEqual(index.nonColorMembers["PagesConstants"], ["titleAttributes", "bodyAttributes"])
        XCTAssertEqual(index.nestedTypes["PagesConstants"], ["SideInset"])
        XCTAssertEqual(Set(index.members["PagesConstants"]?.keys.map { $0 } ?? []), ["accent", "avatars"])
        var options = RunOptions()
        options.configuration = configuration
        let reports = Engine.analyze([FileInput(path: "Constants.swift", bytes: Array(listed.utf8)), FileInput(path: "PageView.swift", bytes: Array(page.utf8))],
                                     options: options).allReports
        XCTAssertEqual(reports.filter { $0.file == "PageView.swift" }.map(\.text), ["PagesConstants.accent"])
    }

    /// A member that looks a color set up with a fallback (simple-login's `static var slPurple: UIColor {
    /// UIColor(named: "AccentColor") ?? .purple }`) is a palette member: the `??` reads no run-time value.
    /// Its value is the set's light one where the run reads the set, never the fallback's purple. A
    /// fallback after a value the app reads at run time (`theme.tint ?? .purple`) stays no member.
    func testAColorSetLookupWithAFallbackIsAPaletteMember() throws {
        let source = """
        import UIKit
        extension UIColor {
            static var brand: UIColor { UIColor(named: "AccentColor") ?? .purple }
            static var themed: UIColor { Theme.current.tint ?? .purple }
        }
        """
        let configuration = try ConfigurationLoader.parse(Array(#"{ "paletteFiles": ["Theme.swift"] }"#.utf8), file: "t.json")
        var index = PaletteIndex()
        index.read(SwiftSource(path: "Theme.swift", bytes: Array(source.utf8)), settings: DetectionSettings(configuration: configuration), isPaletteFile: true)
        XCTAssertEqual(index.typeMembers["UIColor"]?["brand"], .some(nil))
        XCTAssertFalse(index.typeMembers["UIColor"]?.keys.contains("themed") ?? false)
        XCTAssertEqual(index.typeMemberColorSets["UIColor"]?["brand"], "AccentColor")
        let valued = index.withColorSetValues(["AccentColor": RGBA(red: 0xEE, green: 0x30, blue: 0x7C)])
        XCTAssertEqual(valued.typeMembers["UIColor"]?["brand"], .some(RGBA(red: 0xEE, green: 0x30, blue: 0x7C)))

        // Used where a UIColor goes, in a file of its own: a palette reference.
        let use = "import UIKit\nfunc f(b: UIButton) { b.tintColor = .brand }\n"
        var settings = DetectionSettings(configuration: configuration)
        settings.palette = valued
        let findings = ColorDetection.findings(in: SwiftSource(path: "Use.swift", bytes: Array(use.utf8)), settings: settings)
        XCTAssertEqual(findings.map(\.kind), [.paletteReference])
        XCTAssertEqual(findings.map { $0.color?.description }, ["#EE307CFF"])
    }
}
