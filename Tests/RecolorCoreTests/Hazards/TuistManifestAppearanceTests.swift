@testable import RecolorCore
import XCTest

/// A Tuist manifest declares the Info.plist (`infoPlist: .extendingDefault(with: [...])`): its
/// `UIUserInterfaceStyle` forces the app as a property list's does (Whisperboard, session 24's
/// review F5); a preview helper's scheme (a view wrapping what a preview shows, a `preview…`
/// function) is the canvas's, never "some screens".
final class TuistManifestAppearanceTests: XCTestCase {
    func sites(_ manifest: String) -> [String] {
        ForcedAppearance.inSettings(path: "Project.swift", bytes: Array(manifest.utf8)).map { "\($0.line) \($0.style)" }
    }

    func testTheManifestsInfoPlistKeyForcesTheApp() {
        // Triggering: in the target's own dictionary, in a dictionary declared apart, as `.string(…)`, in settings.
        XCTAssertEqual(sites("""
        let project = Project(name: "A", targets: [
          .target(name: "A", product: .app, infoPlist: .extendingDefault(with: [
            "UILaunchScreen": [:],
            "UIUserInterfaceStyle": "Dark",
          ]))
        ])
        """), ["4 dark"])
        XCTAssertEqual(sites("var appInfoPlist: [String: Plist.Value] = [\n  \"UIUserInterfaceStyle\": .string(\"Light\"),\n]\n"), ["2 light"])
        XCTAssertEqual(sites(".target(name: \"A\", product: .app, settings: .settings(base: [\"INFOPLIST_KEY_UIUserInterfaceStyle\": \"Dark\"]))"), ["1 dark"])
        XCTAssertEqual(ForcedAppearance.forcing(ForcedAppearance.inSettings(path: "App/Project.swift", bytes: Array("[\"UIUserInterfaceStyle\": \"Dark\"]".utf8)))?.style, "dark")
        // Non-triggering: an extension's or a framework's key, another value, another key, a comment, another file name.
        XCTAssertEqual(sites(".target(name: \"Widget\", product: .appExtension, infoPlist: .extendingDefault(with: [\"UIUserInterfaceStyle\": \"Dark\"]))"), [])
        XCTAssertEqual(sites("[\"UIUserInterfaceStyle\": \"Automatic\"]"), [])
        XCTAssertEqual(sites("[\"UIStatusBarStyle\": \"Dark\"]"), [])
        XCTAssertEqual(sites("// \"UIUserInterfaceStyle\": \"Dark\"\n"), [])
        XCTAssertEqual(ForcedAppearance.inSettings(path: "Sources/Style.swift", bytes: Array("[\"UIUserInterfaceStyle\": \"Dark\"]".utf8)).count, 0)
        XCTAssertTrue(SettingsEntry.isSettingsName("Project.swift"))
        XCTAssertFalse(SettingsEntry.isSettingsName("MyProject.swift"))
    }

    func testAPreviewHelpersSchemeForcesNothing() {
        func styles(_ code: String) -> [String] {
            ForcedAppearance.inSwift(SwiftSource(path: "A.swift", bytes: Array(code.utf8))).map(\.style)
        }
        // Preview helpers: a view using the canvas's modifiers, a `preview…` function of an extension.
        XCTAssertEqual(styles("""
        import SwiftUI
        struct DarkThemePreview<P: View>: View {
          let preview: P
          var body: some View { preview.previewLayout(.sizeThatFits).environment(\\.colorScheme, .dark).previewDisplayName("Dark") }
        }
        extension View {
          func previewAllPresets() -> some View { padding().environment(\\.colorScheme, .dark) }
          func previewBasePreset() -> some View { ZStack { padding() }.preferredColorScheme(.dark) }
        }
        """), [])
        // Still screens: a view of the app, a function not named for previews in the same extension,
        // a camera's `PreviewView`, a function named `preview` alone.
        XCTAssertEqual(styles("""
        import SwiftUI
        struct PlayerView: View { var body: some View { Text("a").environment(\\.colorScheme, .dark) } }
        extension View {
          func previewDarkTheme() -> some View { previewLayout(.sizeThatFits) }
          func night() -> some View { self.environment(\\.colorScheme, .dark) }
        }
        struct PreviewView: View { var body: some View { Color.black.preferredColorScheme(.dark) } }
        func preview() -> some View { Text("b").preferredColorScheme(.dark) }
        """), ["dark", "dark", "dark", "dark"])
    }
}
