@testable import RecolorCore
import XCTest

/// A static member that is an instance of its own type (a theme: `static var GitHubLight: Self {
/// Self(isDark: false, editorTheme: "github-light", windowBackground: NSColor(hexCode: 0xffffff)) }`)
/// holds a color as one field: it is no color, and a type of such members is no palette (MarkEdit's
/// `AppTheme` was proposed as one, `AppTheme.current.editorTheme` became a color: session 24).
final class ThemeInstanceMembersTests: XCTestCase {
    func declared(_ code: String) -> DeclaredMembers {
        var d = DeclaredMembers()
        d.read([SwiftSource(path: "Theme.swift", bytes: Array(code.utf8))], configuration: Configuration())
        return d
    }

    let hexInit = "extension NSColor {\n  convenience init(hexCode: UInt32) { self.init(white: 1, alpha: 1) }\n}\n"

    func testAThemesInstancesAreNoColorsAndNoPalette() {
        let d = declared("import AppKit\n" + hexInit + """
            struct AppTheme {
              let isDark: Bool
              let editorTheme: String
              let windowBackground: NSColor
              static var GitHubLight: Self {
                Self(isDark: false, editorTheme: "github-light", windowBackground: NSColor(hexCode: 0xffffff))
              }
              static var GitHubDark: AppTheme {
                Self(isDark: true, editorTheme: "github-dark", windowBackground: NSColor(hexCode: 0x0d1116))
              }
              static let Dracula = AppTheme(isDark: true, editorTheme: "dracula", windowBackground: NSColor(hexCode: 0x282a36))
            }

            """)
        XCTAssertNil(d.member("GitHubLight", of: "AppTheme")?.value)
        XCTAssertNil(d.member("GitHubDark", of: "AppTheme")?.value)
        XCTAssertNil(d.member("Dracula", of: "AppTheme")?.value)
        XCTAssertEqual(PaletteDiscovery.candidates(d, configuration: Configuration()).palettes, [])
    }

    func testAColorTypesOwnMembersAndAPaletteOfColorsStayColors() {
        let d = declared("import AppKit\n" + hexInit + """
            extension NSColor {
              static var paper: NSColor { NSColor(white: 0.95, alpha: 1) }
              static let ink = NSColor(hexCode: 0x101010)
            }
            enum Brand {
              static let ink = NSColor(white: 0.1, alpha: 1)
              static let paper: NSColor = NSColor(white: 0.95, alpha: 1)
            }

            """)
        XCTAssertNotNil(d.member("paper", of: "NSColor")?.value)
        XCTAssertNotNil(d.member("ink", of: "NSColor")?.value)
        XCTAssertNotNil(d.member("ink", of: "Brand")?.value)
        XCTAssertNotNil(d.member("paper", of: "Brand")?.value)
        XCTAssertEqual(PaletteDiscovery.candidates(d, configuration: Configuration()).palettes, ["Brand"])
    }

    /// Members built by another type's initializer with a color among its fields (a shadow style:
    /// `static let lifted = Style(color: .black.opacity(0.16), radius: 20, …)`) hold no color: no palette,
    /// so fix never writes a color where a `Shadow.Style` goes (pablof7z/podcast-player; session 37, intent37c V2).
    /// Non-triggering: a palette of a function's calls (`Palette.hex(0x…)`) and a wrapper's stay colors.
    func testAStyleBuiltWithAColorIsNoPaletteMember() {
        let d = declared("""
            import SwiftUI
            enum Shadow {
              struct Style { var color: Color; var radius: CGFloat }
              static let subtle = Style(color: .black.opacity(0.07), radius: 4)
              static let lifted = Shadow.Style(color: .black.opacity(0.16), radius: 20)
            }
            enum Palette {
              static func hex(_ v: UInt32) -> Color { Color(red: 0, green: 0, blue: 0) }
              static let ink = Palette.hex(0x101010)
              static let paper = Color(white: 0.95)
            }

            """)
        XCTAssertNil(d.member("subtle", of: "Shadow")?.value)
        XCTAssertNil(d.member("lifted", of: "Shadow")?.value)
        XCTAssertNotNil(d.member("paper", of: "Palette")?.value)
        XCTAssertFalse(PaletteDiscovery.candidates(d, configuration: Configuration()).palettes.contains("Shadow"))
    }
}
