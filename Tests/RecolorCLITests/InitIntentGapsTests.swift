import Foundation
import XCTest

/// What the last review of issue 22 left open, each on a hand-written fixture of the shape a
/// public app had: `static func` palettes (Rocket.Chat's `UIColor.RCBlue()`), values of an app
/// theme that is dark, views drawn over a camera (GoMap's `CameraOverlayView`,
/// `HeightViewController`), a shape's fill in an image placeholder (MovieSwiftUI), a provider
/// choosing under `#available` (GoMap's `KeyboardToolbar`), an `if` statement setting one place in
/// both branches (MagentaColorApp's `DarkMode.swift`).
final class InitIntentGapsTests: XCTestCase {
    func table(_ s: Scratch) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
    }

    func rules(_ t: [String: Any]) -> [[String: Any]] { t["rules"] as? [[String: Any]] ?? [] }

    func testStaticFuncMembersOfAColorExtensionAreAPaletteAndTheirCallsAreMapped() throws {
        let s = try Scratch()
        try s.write("Sources/UIColorExtension.swift", """
            import UIKit
            extension UIColor {
                static func RCBlue() -> UIColor { return UIColor(red: 0.11, green: 0.45, blue: 0.96, alpha: 1) }
                static func RCNavigationBarColor() -> UIColor { return UIColor(red: 0.97, green: 0.97, blue: 0.97, alpha: 1) }
                static var avatarColors: [UIColor] {
                    return [UIColor(red: 1, green: 0, blue: 0, alpha: 1), UIColor(red: 0, green: 0, blue: 1, alpha: 1)]
                }
            }

            """)
        try s.write("Sources/View.swift", """
            import UIKit
            final class V: UIView {
                let button = UIButton()
                func style() {
                    button.tintColor = UIColor.RCBlue()
                    backgroundColor = .RCNavigationBarColor()
                    let f = UIColor.RCBlue
                    _ = f
                    layer.borderColor = UIColor.avatarColors[1].cgColor
                }
            }

            """)
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let t = try table(s)
        XCTAssertEqual(t["paletteFiles"] as? [String], ["Sources/UIColorExtension.swift"], "\(t)")
        let matches = rules(t).compactMap { $0["match"] as? String }
        XCTAssertTrue(matches.contains("UIColor.RCBlue") && matches.contains("UIColor.RCNavigationBarColor"), "\(matches)")

        let scan = try CommandRunner.recolor(["scan", "--format", "json", "Sources/View.swift"], in: s.url)
        let items = (try JSONSerialization.jsonObject(with: Data(scan.stdout.utf8)) as! [String: Any])["items"] as! [[String: Any]]
        let counts = Dictionary(uniqueKeysWithValues: items.map { ($0["key"] as! String, $0["count"] as! Int) })
        XCTAssertEqual(counts, ["UIColor.RCBlue": 1, "UIColor.RCNavigationBarColor": 1], "the two calls, not the reference to the function: \(scan.stdout)")

        XCTAssertFalse(matches.contains("UIColor.avatarColors"), "a collection of colors is no color: \(matches)")
        var withGenerate = t
        withGenerate["generate"] = ["swift": "Sources/SemanticColors.swift"]
        try s.write(".recolor.json", String(decoding: try JSONSerialization.data(withJSONObject: withGenerate, options: [.prettyPrinted]), as: UTF8.self))
        let generate = try CommandRunner.recolor(["generate"], in: s.url)
        XCTAssertEqual(generate.status, 0, generate.stderr)
        let fix = try CommandRunner.recolor(["fix", "Sources/View.swift"], in: s.url)
        XCTAssertEqual(fix.status, 0, fix.stderr)
        let fixed = try s.read("Sources/View.swift")
        XCTAssertFalse(fixed.contains("UIColor.RCBlue()"), fixed)
        XCTAssertTrue(fixed.contains("UIColor.avatarColors[1].cgColor"), fixed)
        XCTAssertFalse(fixed.contains("()()"), "the call's parentheses go with the member: \(fixed)")
        XCTAssertTrue(fixed.contains("let f = UIColor.RCBlue\n"), fixed)
    }

    func testValuesOfADarkThemeWithoutALightOneAndOfABlackThemeAreProposedFixed() throws {
        let s = try Scratch()
        try s.write("Sources/Theme.swift", """
            import UIKit
            struct Theme {
                let background: UIColor
                let label: UIColor
            }
            extension Theme {
                static var current: Theme = dark
                static let dark = Theme(background: UIColor(white: 0.04, alpha: 1), label: UIColor(white: 0.93, alpha: 1))
            }
            struct NightPalette {
                static let accent = UIColor(red: 0.2, green: 0.3, blue: 0.5, alpha: 1)
            }

            """)
        try s.write("Sources/View.swift", """
            import UIKit
            final class V: UIView {
                func style() {
                    backgroundColor = Theme.current.background
                    tintColor = NightPalette.accent
                    layer.borderColor = UIColor(white: 0.8, alpha: 1).cgColor
                }
            }

            """)
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let keeps = rules(try table(s)).compactMap { $0["keep"] as? String }
        XCTAssertTrue(keeps.contains { $0.hasPrefix("dark theme: the dark theme, with no light one beside it") && $0.contains("Theme.swift:8") }, "\(keeps)\n\(r.stderr)")
        XCTAssertTrue(keeps.contains { $0.hasPrefix("dark theme: a member of NightPalette") }, "\(keeps)")
        XCTAssertFalse(keeps.contains { $0.contains("View.swift") }, "the plain border adapts: \(keeps)")
    }

    func testTheLightAndDarkThemesStayAPairWhileTheBlackOneIsKept() throws {
        let s = try Scratch()
        try s.write("Sources/Theme.swift", """
            import UIKit
            struct Theme {
                let background: UIColor
                let muted: UIColor
                static let light = Theme(background: UIColor(white: 1, alpha: 1), muted: UIColor(white: 0.8, alpha: 1))
                static let dark = Theme(background: UIColor(white: 0.07, alpha: 1), muted: UIColor(white: 0.17, alpha: 1))
                static let black = Theme(background: UIColor(white: 0, alpha: 1), muted: UIColor(white: 0.16, alpha: 1))
            }

            """)
        // The app sets the appearance from the theme chosen (Sileo's SileoThemeManager).
        try s.write("Sources/ThemeWindow.swift", """
            import UIKit
            final class ThemeWindow: UIWindow {
                func apply(dark: Bool) { overrideUserInterfaceStyle = dark ? .dark : .light }
            }

            """)
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let t = try table(s)
        let keeps = rules(t).compactMap { $0["keep"] as? String }
        XCTAssertTrue(keeps.contains { $0.hasPrefix("dark theme: the black theme") && $0.contains("Theme.swift:7") }, "\(keeps)")
        XCTAssertFalse(keeps.contains { $0.contains("Theme.swift:5") }, "light and dark are a pair: \(keeps)")
        // The dark theme's own values stay as written there (`"in": ["dark"]`), the pair's token
        // taking them in Dark Mode; the light theme's value maps to the token in `light`.
        let darkKeeps = rules(t).filter { ($0["keep"] as? String)?.contains("Theme.swift:6") == true }
        XCTAssertEqual(darkKeeps.count, 2, "\(keeps)")
        XCTAssertTrue(darkKeeps.allSatisfy { $0["in"] as? [String] == ["dark"] }, "\(darkKeeps)")
        XCTAssertTrue(rules(t).contains { $0["in"] as? [String] == ["light"] && $0["token"] != nil && $0["match"] as? String == "#CCCCCC" }, "\(rules(t))")
        let tokens = t["tokens"] as! [String: [String: Any]]
        XCTAssertTrue(tokens.values.contains { $0["light"] as? String == "#CCCCCC" && $0["dark"] as? String == "#2B2B2B" }, "\(tokens)")
    }

    /// Session 18's audit, F18: the black theme's black background is kept where the theme
    /// declares it, not every black background of the app (a separator line elsewhere adapts).
    func testABlackThemesKeepIsLimitedToTheTheme() throws {
        let s = try Scratch()
        try s.write("Sources/Theme.swift", """
            import UIKit
            struct Theme {
                let backgroundColor: UIColor
                static let light = Theme(backgroundColor: UIColor(white: 1, alpha: 1))
                static let dark = Theme(backgroundColor: UIColor(white: 0.07, alpha: 1))
                static let black = Theme(backgroundColor: UIColor(white: 0, alpha: 1))
            }

            """)
        try s.write("Sources/Separator.swift", """
            import UIKit
            final class DateSeparator: UIView {
                let line = UIView()
                func setUp() { line.backgroundColor = UIColor(white: 0, alpha: 1) }
            }

            """)
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let all = rules(try table(s))
        let blackKeeps = all.filter { ($0["keep"] as? String)?.hasPrefix("dark theme: the black theme") == true }
        XCTAssertFalse(blackKeeps.isEmpty, "\(all)")
        XCTAssertTrue(blackKeeps.allSatisfy { ($0["in"] as? [String])?.isEmpty == false }, "limited to the theme: \(blackKeeps)")
        let check = try CommandRunner.recolor(["check", "."], in: s.url)
        XCTAssertTrue(check.stdout.contains("Separator.swift:4:"), "the separator's black is a finding to migrate: \(check.stdout)")
    }

    /// Session 18's audit, F1 (Rocket.Chat's Theme.light/.dark/.black, picked in Preferences, and
    /// no overrideUserInterfaceStyle anywhere): tokens follow iOS, not the theme, so the light
    /// theme made adaptive drew the dark theme's colors beside its own light ones. Both themes
    /// stay as written; the token is offered, and says what would make it apply.
    func testAThemeTheUserPicksStaysAsWrittenWhereTheAppNeverSetsTheAppearance() throws {
        let s = try Scratch()
        let theme = """
            import UIKit
            struct Skin {
                let canvas: UIColor
                let ink: UIColor
                static let day = Skin(canvas: UIColor(red: 0.98, green: 0.96, blue: 0.93, alpha: 1), ink: UIColor(red: 0.12, green: 0.1, blue: 0.1, alpha: 1))
                static let night = Skin(canvas: UIColor(red: 0.06, green: 0.07, blue: 0.11, alpha: 1), ink: UIColor(red: 0.9, green: 0.91, blue: 0.93, alpha: 1))
            }
            enum SkinSetting {
                static var chosen: Skin = .day
            }
            final class Page: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = SkinSetting.chosen.canvas
                }
            }

            """
        try s.write("Sources/Skin.swift", theme)
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let t = try table(s)
        let dayKeeps = rules(t).filter { $0["in"] as? [String] == ["day"] }
        XCTAssertEqual(dayKeeps.count, 2, "\(rules(t))")
        XCTAssertTrue(r.stderr.contains("themes (day and night) are kept as written (user-chosen theme)"), r.stderr)
        XCTAssertTrue(dayKeeps.allSatisfy { ($0["keep"] as? String)?.hasPrefix("user-chosen theme: ") == true }, "\(dayKeeps)")
        XCTAssertFalse(rules(t).contains { $0["in"] as? [String] == ["day"] && $0["token"] != nil }, "\(rules(t))")
        let tokens = t["tokens"] as! [String: [String: Any]]
        let ink = try XCTUnwrap(tokens["ink"], "\(tokens)")
        XCTAssertTrue((ink["description"] as? String)?.contains("offered, not applied") == true, "\(ink)")
        _ = try CommandRunner.recolor(["fix", "."], in: s.url)
        XCTAssertEqual(try s.read("Sources/Skin.swift"), theme, "neither theme is rewritten")
    }

    func testViewsOverACameraKeepTheirBlackAndWhite() throws {
        let s = try Scratch()
        try s.write("Sources/PhotoCapture.swift", """
            import UIKit
            private class CameraOverlayView: UIView {
                let shutter = UIButton()
                func setUp() {
                    shutter.backgroundColor = .white
                }
            }

            """)
        try s.write("Sources/HeightViewController.swift", """
            import AVFoundation
            import UIKit
            class HeightViewController: UIViewController {
                var previewLayer: AVCaptureVideoPreviewLayer?
                let applyButton = UIButton()
                override func viewDidLoad() {
                    view.backgroundColor = UIColor.black
                    applyButton.layer.borderColor = UIColor.white.cgColor
                }
            }

            """)
        try s.write("Sources/AvatarView.swift", """
            import UIKit
            final class AvatarView: UIView {
                let labelInitials = UILabel()
                func setUp() {
                    labelInitials.textColor = UIColor(white: 0.98, alpha: 1)
                }
            }

            """)
        try s.write("Sources/MainWindowController.swift", """
            import AppKit
            final class MainWindowController: NSWindowController {
                let videoView = NSView()
                func setUp(blackWindow: NSWindow) {
                    blackWindow.backgroundColor = NSColor(white: 0.05, alpha: 1)
                }
            }

            """)
        try s.write("Sources/Settings.swift", """
            import UIKit
            class SettingsViewController: UIViewController {
                override func viewDidLoad() {
                    view.backgroundColor = .white
                    view.tintColor = UIColor(red: 0.1, green: 0.4, blue: 0.9, alpha: 1)
                }
            }

            """)
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let keeps = rules(try table(s)).compactMap { $0["keep"] as? String }
        XCTAssertTrue(keeps.contains { $0.contains("over the AVCaptureVideoPreviewLayer of HeightViewController") }, "\(keeps)\n\(r.stderr)")
        XCTAssertTrue(keeps.contains { $0.contains("holds videoView (MainWindowController)") }, "iina's player window: \(keeps)")
        XCTAssertTrue(keeps.contains { $0.contains("over the avatar in AvatarView") }, "Rocket.Chat's avatar initials: \(keeps)")
        XCTAssertTrue(keeps.contains { $0.contains("media surface") && $0.contains("HeightViewController.swift:8") }, "the white border: \(keeps)")
        // The shutter's white shares its value and context with a settings screen's: the keep
        // follows its place (CameraOverlayView), and the settings screen's white still adapts.
        let all = rules(try table(s))
        let shutter = all.first { ($0["keep"] as? String)?.contains("over the camera in CameraOverlayView") == true }
        XCTAssertNotNil(shutter?["in"] as? [String], "\(all)\n\(r.stderr)")
        XCTAssertTrue((shutter?["in"] as? [String])?.allSatisfy { $0.hasPrefix("CameraOverlayView") } == true, "\(String(describing: shutter))")
        XCTAssertFalse(r.stderr.contains("PhotoCapture.swift:5"), "kept, no longer only named: \(r.stderr)")
        XCTAssertTrue(all.contains { $0["match"] as? String == "#FFFFFF" && $0["token"] != nil && $0["in"] == nil },
                      "the settings screen's white still maps to a token")
    }

    func testAShapesForegroundInAnImagePlaceholderIsAFill() throws {
        let s = try Scratch()
        try s.write("Sources/Poster.swift", """
            import SwiftUI
            struct Poster: View {
                let url: URL?
                var body: some View {
                    AsyncImage(url: url) { image in
                        image.resizable()
                    } placeholder: {
                        Rectangle().foregroundColor(Color(red: 0.6, green: 0.6, blue: 0.6))
                    }
                }
            }

            """)
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let t = try table(s)
        let tokens = t["tokens"] as! [String: [String: Any]]
        let gray = tokens.first { $0.value["light"] as? String == "#999999" }
        XCTAssertNotNil(gray, "\(tokens)")
        XCTAssertFalse(gray!.key.lowercased().contains("text"), "a fill, not text: \(gray!.key)")
        // A fill's dark value is a darker surface, never a light text gray.
        if let dark = gray?.value["dark"] as? String, let v = Int(dark.dropFirst().prefix(2), radix: 16) {
            XCTAssertLessThan(v, 0x99, "\(dark)")
        }
    }

    func testAProviderChoosingUnderAvailableIsOneHarvestedTokenAndIsReplacedWhole() throws {
        let s = try Scratch()
        try s.write("Sources/KeyboardToolbar.swift", """
            import UIKit
            final class KeyboardToolbar: UIView {
                static let buttonBackgroundColor: UIColor = UIColor { trait in
                    switch trait.userInterfaceStyle {
                    case .dark:
                        if #available(iOS 26, *) {
                            return UIColor(red: 61.0 / 255.0, green: 61.0 / 255.0, blue: 62.0 / 255.0, alpha: 1.0)
                        } else {
                            return UIColor(red: 108.0 / 255.0, green: 108.0 / 255.0, blue: 109.0 / 255.0, alpha: 1.0)
                        }
                    default:
                        return .white
                    }
                }
                func style(_ label: UILabel) {
                    superview?.backgroundColor = UIColor { trait in
                        switch trait.userInterfaceStyle {
                        case .dark:
                            if #available(iOS 26, *) {
                                return UIColor(red: 61.0 / 255.0, green: 61.0 / 255.0, blue: 62.0 / 255.0, alpha: 1.0)
                            } else {
                                return UIColor(red: 108.0 / 255.0, green: 108.0 / 255.0, blue: 109.0 / 255.0, alpha: 1.0)
                            }
                        default:
                            return .white
                        }
                    }
                    if traitCollection.userInterfaceStyle == .dark {
                        label.textColor = UIColor(white: 0.8, alpha: 1)
                    } else {
                        label.textColor = UIColor(white: 0.2, alpha: 1)
                    }
                }
            }

            """)
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        var t = try table(s)
        let tokens = t["tokens"] as! [String: [String: Any]]
        let provider = tokens.values.first { $0["uikit"] as? String == "KeyboardToolbar.buttonBackgroundColor" }
        XCTAssertEqual(provider?["dark"] as? String, "#3D3D3E", "the newer system's dark, from code: \(tokens)")
        XCTAssertEqual(provider?["source"] as? String, "code")
        XCTAssertTrue(tokens.values.filter { $0["light"] as? String == "#FFFFFF" }.allSatisfy { $0["dark"] as? String == "#3D3D3E" }, "the inline provider too: \(tokens)")
        XCTAssertFalse(tokens.values.contains { $0["light"] as? String == "#6C6C6D" || $0["dark"] as? String == "#6C6C6D" && $0["light"] as? String != "#FFFFFF" },
                       "the older system's color is no token of its own: \(tokens)")
        let label = tokens.values.first { $0["light"] as? String == "#333333" }
        XCTAssertEqual(label?["dark"] as? String, "#CCCCCC", "the if statement's pair: \(tokens)")

        t["generate"] = ["swift": "Sources/SemanticColors.swift"]
        try s.write(".recolor.json", String(decoding: try JSONSerialization.data(withJSONObject: t, options: [.prettyPrinted]), as: UTF8.self))
        let generate = try CommandRunner.recolor(["generate"], in: s.url)
        XCTAssertEqual(generate.status, 0, generate.stderr)
        let fix = try CommandRunner.recolor(["fix", "Sources/KeyboardToolbar.swift"], in: s.url)
        XCTAssertEqual(fix.status, 0, fix.stderr)
        let fixed = try s.read("Sources/KeyboardToolbar.swift")
        XCTAssertEqual(fixed.components(separatedBy: "#available").count - 1, 1, "the inline provider is replaced whole, the member stays: \(fixed)")
        XCTAssertFalse(fixed.contains("superview?.backgroundColor = UIColor {"), fixed)
        XCTAssertFalse(fixed.contains("userInterfaceStyle == .dark"), "the if statement is one assignment: \(fixed)")
        XCTAssertEqual(fixed.components(separatedBy: "label.textColor = ").count - 1, 1, fixed)
    }

    func testAColorTheCodeChoosesByTheAppearanceWithoutAPairIsKept() throws {
        let s = try Scratch()
        try s.write("Sources/Bar.swift", """
            import SwiftUI
            struct Bar: View {
                @Environment(\\.colorScheme) var colorScheme
                var body: some View {
                    Rectangle()
                        .overlay(colorScheme == .dark ? Color.black : Color.accentColor)
                        .background(LinearGradient(colors: [Color.black.opacity(colorScheme == .dark ? 1 : 0.17), .clear], startPoint: .top, endPoint: .bottom))
                        .border(LinearGradient(colors: [Color.black, .clear], startPoint: .top, endPoint: .bottom))
                        .foregroundColor(colorScheme == .dark ? .white : .black)
                    if colorScheme == .light {
                        Color.clear
                    } else {
                        Color.white.opacity(0.14)
                    }
                }
            }

            """)
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let keeps = rules(try table(s)).compactMap { $0["keep"] as? String }
        XCTAssertTrue(keeps.contains { $0.hasPrefix("chosen by appearance: colorScheme (Sources/Bar.swift:6") }, "the arm beside a system color: \(keeps)\n\(r.stderr)")
        XCTAssertTrue(keeps.contains { $0.hasPrefix("chosen by appearance: colorScheme in its own modifiers (Sources/Bar.swift:7") }, "a black whose opacity the appearance chooses, kept though another black shares its context: \(keeps)\n\(r.stderr)")
        XCTAssertFalse(keeps.contains { $0.contains("Bar.swift:9") }, "the two-color ternary is a pair, not kept: \(keeps)")
        XCTAssertTrue(keeps.contains { $0.hasPrefix("chosen by appearance: if colorScheme (Sources/Bar.swift:13") }, "the else branch of an if on the appearance: \(keeps)")
    }
}
