@testable import RecolorCore
import XCTest

/// An app's own light and dark themes (`static let light = Theme(…)`, `static let dark =
/// Theme(…)`): the same argument of both is one token with the code's light and dark values,
/// never a proposal; the dark theme's values are not light values of tokens of their own.
final class ThemeInstancesTests: XCTestCase {
    func draft(_ code: String) -> StarterDraft {
        var options = RunOptions()
        options.threads = 1
        let result = Engine.analyze([FileInput(path: "Theme.swift", bytes: Array(code.utf8))], options: options)
        return StarterDraft.build(result, declared: DeclaredMembers(), configuration: Configuration())
    }

    let themes = """
        import UIKit
        struct Theme {
            let textColor: UIColor
            let backgroundColor: UIColor
        }
        extension Theme {
            static let light = Theme(textColor: UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1), backgroundColor: UIColor(white: 1, alpha: 1))
            static let dark = Theme(textColor: UIColor(white: 0.95, alpha: 1), backgroundColor: UIColor(red: 0.07, green: 0.07, blue: 0.08, alpha: 1))
        }
        """

    func testTheSameArgumentOfTheLightAndDarkThemesIsOneToken() {
        let d = draft(themes)
        let text = d.tokens.first { $0.appearance[.light] == RGBA(mappingHex: "#1A1A1A") }
        XCTAssertEqual(text?.appearance[.dark], RGBA(mappingHex: "#F2F2F2"), "\(d.tokens.map { ($0.name, $0.appearance) })")
        let background = d.tokens.first { $0.appearance[.light] == RGBA(mappingHex: "#FFFFFF") }
        XCTAssertEqual(background?.appearance[.dark], RGBA(mappingHex: "#121214"))
        // The dark theme's text is no light value of a token of its own (it would get a "dark" of its own).
        XCTAssertNil(d.tokens.first { $0.appearance[.light] == RGBA(mappingHex: "#F2F2F2") })
    }

    /// The system's pair of an app's palettes (`systemLight`, `systemDark`, beside the app's own
    /// named themes) pairs as `light` and `dark` do (Sonidea: session 32's held-out check, V11).
    /// Negative: a qualifier alone (`systemAccent`) names no theme.
    func testTheSystemPairOfPalettesIsOneToken() {
        let d = draft(themes.replacingOccurrences(of: "static let light", with: "static let systemLight").replacingOccurrences(of: "static let dark", with: "static let systemDark"))
        let text = d.tokens.first { $0.appearance[.light] == RGBA(mappingHex: "#1A1A1A") }
        XCTAssertEqual(text?.appearance[.dark], RGBA(mappingHex: "#F2F2F2"), "\(d.tokens.map { ($0.name, $0.appearance) })")
        XCTAssertEqual(ThemeInstances.kind(ofInstance: "defaultDark"), .dark)
        XCTAssertNil(ThemeInstances.kind(ofInstance: "systemAccent"))
        XCTAssertNil(ThemeInstances.kind(ofInstance: "system"))
    }

    /// An app's default theme beside its dark one (`static let standard`, `static let dark`) is the light
    /// one (FalconMessenger's `Default`/`Dark`, session 39's verify39i M1). Negative: a default name with
    /// no dark sibling, or beside a light one, is no light theme.
    func testTheDefaultThemeBesideADarkOneIsTheLightOne() {
        let d = draft(themes.replacingOccurrences(of: "static let light", with: "static let standard"))
        let text = d.tokens.first { $0.appearance[.light] == RGBA(mappingHex: "#1A1A1A") }
        XCTAssertEqual(text?.appearance[.dark], RGBA(mappingHex: "#F2F2F2"), "\(d.tokens.map { ($0.name, $0.appearance) })")
        XCTAssertEqual(ThemeInstances.kinds(of: ["Default", "Dark", "LivingCoral"])["Default"], .light)
        XCTAssertEqual(ThemeInstances.kinds(of: ["defaultTheme", "darkTheme"])["defaultTheme"], .light)
        XCTAssertNil(ThemeInstances.kinds(of: ["standard", "compact"])["standard"])
        XCTAssertNil(ThemeInstances.kinds(of: ["standard", "light", "dark"])["standard"])
        XCTAssertNil(ThemeInstances.kinds(of: ["defaultAccent", "dark"])["defaultAccent"])
    }

    /// Themes returned whole from computed bodies (`static var darkPalette: Palette { Palette(…) }`, pilgrim-ios's
    /// map style, session 39's verify39h-v2) pair as stored ones do; a dark one beside a light one whose values
    /// recolor cannot read (`UIColor(named:) ?? .systemGray`) keeps its own values as the dark theme's, never a
    /// light value made adaptive. Negative: a body that does more than hand back the construction is none.
    func testThemesReturnedFromComputedBodiesPair() {
        let computed = themes
            .replacingOccurrences(of: "static let light = Theme(", with: "static var light: Theme { Theme(")
            .replacingOccurrences(of: "static let dark = Theme(", with: "static var dark: Theme { return Theme(")
            .replacingOccurrences(of: "alpha: 1))\n", with: "alpha: 1)) }\n")
        XCTAssertTrue(computed.contains("alpha: 1)) }"), computed)
        let d = draft(computed)
        let text = d.tokens.first { $0.appearance[.light] == RGBA(mappingHex: "#1A1A1A") }
        XCTAssertEqual(text?.appearance[.dark], RGBA(mappingHex: "#F2F2F2"), "\(d.tokens.map { ($0.name, $0.appearance) })")
        let unread = """
            import UIKit
            struct Palette { let background: UIColor; let water: UIColor }
            enum MapStyle {
                static var lightPalette: Palette { Palette(background: UIColor(named: "paper") ?? .systemBackground, water: UIColor(named: "fog") ?? .systemGray) }
                static var darkPalette: Palette { Palette(background: UIColor(red: 0.10, green: 0.09, blue: 0.08, alpha: 1), water: UIColor(red: 0.12, green: 0.11, blue: 0.10, alpha: 1)) }
            }
            """
        let u = draft(unread)
        XCTAssertTrue(u.tokens.isEmpty, "\(u.tokens.map { ($0.name, $0.appearance) })")
        XCTAssertTrue(u.kept.groups.contains { $0.reason.contains("darkPalette's water") }, "\(u.kept.groups.map(\.reason))")
        XCTAssertNil(ThemeInstances.returnedConstruction(of: "Palette", bodyAfter: 0, in: SwiftSource(path: "a.swift", bytes: Array("{ let p = Palette(a: 1); return p }".utf8))))
        XCTAssertEqual(ThemeInstances.returnedConstruction(of: "Palette", bodyAfter: 0, in: SwiftSource(path: "a.swift", bytes: Array("{ return .init(a: 1) }".utf8))), 4)
    }

    /// Negative: themes nested in a function are locals, and one theme alone pairs nothing.
    func testALightThemeAloneIsNoPair() {
        let d = draft(themes.replacingOccurrences(of: "static let dark", with: "static let compact"))
        XCTAssertNil(d.tokens.first { $0.appearance[.light] == RGBA(mappingHex: "#1A1A1A") && $0.appearance[.dark] == RGBA(mappingHex: "#F2F2F2") })
    }

    /// NineAnimator's `Theme.swift`: the light and dark instances are locals of the closure that
    /// builds the app's themes (`static var availableThemes = { let light = Theme(…); let dark =
    /// Theme(…); return […] }()`).
    let localThemes = """
        import UIKit
        final class Theme {
            let name: String
            let primaryText: UIColor
            let background: UIColor
            init(name: String, primaryText: UIColor, background: UIColor) {
                self.name = name; self.primaryText = primaryText; self.background = background
            }
            static var availableThemes: [String: Theme] = {
                let light = Theme(name: "light", primaryText: UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1), background: UIColor(white: 1, alpha: 1))
                let dark = Theme(name: "dark", primaryText: UIColor(white: 0.95, alpha: 1), background: UIColor(red: 0.16, green: 0.16, blue: 0.16, alpha: 1))
                return [light.name: light, dark.name: dark]
            }()
        }
        """

    func testLocalLightAndDarkThemesOfOneBodyAreOneToken() {
        let d = draft(localThemes)
        let text = d.tokens.first { $0.appearance[.light] == RGBA(mappingHex: "#1A1A1A") }
        XCTAssertEqual(text?.appearance[.dark], RGBA(mappingHex: "#F2F2F2"), "\(d.tokens.map { ($0.name, $0.appearance) })")
        XCTAssertEqual(text?.name, "primaryText")
        // The dark theme's background is no light value of a token of its own.
        XCTAssertNil(d.tokens.first { $0.appearance[.light] == RGBA(mappingHex: "#292929") })
    }

    /// Negative: a local light theme in one function and a dark one in another are no pair.
    func testLocalThemesOfTwoBodiesAreNoPair() {
        let split = localThemes.replacingOccurrences(of: "\n        let dark = Theme(", with: "\n        return [:]\n    }()\n    static var darkThemes: [String: Theme] = {\n        let dark = Theme(")
            .replacingOccurrences(of: "return [light.name: light, dark.name: dark]", with: "return [dark.name: dark]")
        let d = draft(split)
        XCTAssertNil(d.tokens.first { $0.appearance[.light] == RGBA(mappingHex: "#1A1A1A") && $0.appearance[.dark] == RGBA(mappingHex: "#F2F2F2") },
                     "\(d.tokens.map { ($0.name, $0.appearance) })")
    }

    /// pia's `Theme.Palette`: each theme built in a computed body (`static var dark: Theme.Palette {
    /// let palette = Theme.Palette(); palette.lineColor = .white; return palette }`), the light one
    /// and the dark one in two files, the theme switched by the appearance. The same member of both
    /// is one token; the dark theme's white was read as a light white and `fix` made it
    /// `UIColor.systemBackground`, black links on the dark theme (session 37's intent37b V1).
    let builtThemes: [(String, String)] = [
        ("Theme.swift", """
            import UIKit
            final class Theme {
                final class Palette {
                    var background: UIColor = .clear
                    var lineColor: UIColor = .clear
                    var emphasis: UIColor = .clear
                }
                var palette: Palette = .light
                func follow(_ tc: UITraitCollection) { palette = tc.userInterfaceStyle == .dark ? .dark : .light }
            }
            """),
        ("Theme+Light.swift", """
            import UIKit
            extension Theme.Palette {
                static var light: Theme.Palette {
                    let palette = Theme.Palette()
                    palette.background = UIColor(white: 1, alpha: 1)
                    palette.lineColor = UIColor(red: 0.30, green: 0.71, blue: 0.29, alpha: 1)
                    palette.emphasis = UIColor(red: 0.16, green: 0.8, blue: 0.25, alpha: 1)
                    return palette
                }
            }
            """),
        ("Theme+Dark.swift", """
            import UIKit
            extension Theme.Palette {
                static var dark: Theme.Palette {
                    let lightPalette: Theme.Palette = .light
                    let palette = Theme.Palette()
                    palette.background = UIColor(red: 0.2, green: 0.21, blue: 0.26, alpha: 1)
                    palette.lineColor = UIColor(white: 1, alpha: 1)
                    palette.emphasis = lightPalette.emphasis
                    return palette
                }
            }
            """),
    ]

    func draft(files: [(String, String)]) -> StarterDraft {
        var options = RunOptions()
        options.threads = 1
        let result = Engine.analyze(files.map { FileInput(path: $0.0, bytes: Array($0.1.utf8)) }, options: options)
        return StarterDraft.build(result, declared: DeclaredMembers(), configuration: Configuration())
    }

    func testThemesBuiltInComputedBodiesOfTwoFilesAreOneToken() {
        let d = draft(files: builtThemes)
        let line = d.tokens.first { $0.name == "lineColor" }
        XCTAssertEqual(line?.appearance[.light], RGBA(mappingHex: "#4DB54A"), "\(d.tokens.map { ($0.name, $0.appearance) })")
        XCTAssertEqual(line?.appearance[.dark], RGBA(mappingHex: "#FFFFFF"))
        XCTAssertEqual(d.tokens.first { $0.name == "background" }?.appearance[.dark], RGBA(mappingHex: "#333642"))
        // The dark theme's white is no light value of a token of its own.
        XCTAssertNil(d.tokens.first { $0.appearance[.light] == RGBA(mappingHex: "#FFFFFF") && $0.name != "background" })
    }

    /// The dark theme copies the light one's member (`palette.emphasis = lightPalette.emphasis`):
    /// the app keeps it the same in both, so the light value is kept as written, not proposed a dark.
    func testAMemberTheDarkThemeCopiesIsKeptAsWritten() {
        let d = draft(files: builtThemes)
        XCTAssertNil(d.tokens.first { $0.appearance[.light] == RGBA(mappingHex: "#29CC40") }, "\(d.tokens.map { ($0.name, $0.appearance) })")
        XCTAssertTrue(d.kept.groups.contains { $0.reason.contains("copies light's emphasis") }, "\(d.kept.groups.map(\.reason))")
    }

    /// Negative: a body that builds an instance it does not return, and a dark theme alone in its file with no light one anywhere.
    func testABuiltInstanceNotReturnedOrAloneIsNoPair() {
        var files = builtThemes
        files[2].1 = files[2].1.replacingOccurrences(of: "return palette", with: "return .light")
        XCTAssertNil(draft(files: files).tokens.first { $0.name == "lineColor" && $0.appearance[.dark] == RGBA(mappingHex: "#FFFFFF") })
        XCTAssertNil(draft(files: [builtThemes[0], builtThemes[2]]).tokens.first { $0.name == "lineColor" && $0.appearance[.dark] == RGBA(mappingHex: "#FFFFFF") })
    }
}
