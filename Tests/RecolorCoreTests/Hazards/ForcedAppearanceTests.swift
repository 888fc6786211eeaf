@testable import RecolorCore
import XCTest

/// An app that forces one appearance: a window's override in code, or Info.plist's key. Only an
/// app-wide site with one style forces it (a view's override is one screen; light and dark both
/// set is the user's choice): then the appearance hazards are notes.
final class ForcedAppearanceTests: XCTestCase {
    func forcing(_ code: String) -> ForcedAppearance? {
        ForcedAppearance.forcing(ForcedAppearance.inSwift(SwiftSource(path: "A.swift", bytes: Array(code.utf8))))
    }

    func testAWindowOverrideToAFixedStyle() {
        XCTAssertEqual(forcing("import UIKit\n\nwindow?.overrideUserInterfaceStyle = .light\n")?.line, 3)
        XCTAssertEqual(forcing("self.window.overrideUserInterfaceStyle = UIUserInterfaceStyle.dark")?.style, "dark")
        XCTAssertNil(forcing("window?.overrideUserInterfaceStyle = .unspecified\n"))
        XCTAssertNil(forcing("view.overrideUserInterfaceStyle = .dark\n"), "one view is not the app")
        XCTAssertNil(forcing("window?.overrideUserInterfaceStyle = settings.style\n"), "the user's choice is no forced appearance")
        XCTAssertNil(forcing("if a { window?.overrideUserInterfaceStyle = .dark } else { window?.overrideUserInterfaceStyle = .light }"),
                     "light and dark both set: an in-app choice")
        XCTAssertFalse(ForcedAppearance.mayForce(Array("view.backgroundColor = .white".utf8)))
    }

    /// AppKit: the application's or a window's appearance is the app's; a view's is that view's, and one
    /// set in a branch of an `if` forces nothing (MiaoYan's toast: `effectView.appearance = NSAppearance(named:
    /// .darkAqua)` under a test of the current look made its whole macOS target "forced dark", session 40's
    /// held-out check, recall40c M1).
    func testAnAppKitAppearanceIsTheAppsOnlyOnTheApplicationOrAWindow() {
        XCTAssertEqual(forcing("import AppKit\nNSApp.appearance = NSAppearance(named: .darkAqua)\n")?.style, "dark")
        XCTAssertEqual(forcing("import AppKit\nNSApplication.shared.appearance = NSAppearance(named: .aqua)\n")?.style, "light")
        XCTAssertEqual(forcing("import AppKit\nfunc f(w: NSWindow) { w.window.appearance = NSAppearance(named: .darkAqua) }\n")?.style, "dark")
        XCTAssertEqual(forcing("import AppKit\nclass Panel: NSPanelWindow {\n  func f() { appearance = NSAppearance(named: .darkAqua) }\n}\n")?.style, "dark")
        XCTAssertNil(forcing("import AppKit\nfunc f(v: NSVisualEffectView) { v.appearance = NSAppearance(named: .darkAqua) }\n"), "one view is not the app")
        XCTAssertNil(forcing("import AppKit\nclass Notch: NSPanel {\n  func f() { self.appearance = NSAppearance(named: .darkAqua) }\n}\n"), "one panel is not the app")
        XCTAssertNil(forcing("import AppKit\nfunc f() {\n  if dark {\n    NSApp.appearance = NSAppearance(named: .darkAqua)\n  }\n}\n"), "in a branch: forces nothing")
    }

    /// A SwiftUI scheme applied in one branch of an `if` forces nothing (sing-box's screenshot
    /// mode, session 33's held-out check V8); under `if #available` or unconditionally it does.
    func testASchemeInOneBranchOfAnIfForcesNothing() {
        func sites(_ body: String) -> [String] {
            let code = "import SwiftUI\nstruct MainView: View {\n  var body: some View {\n\(body)\n  }\n}\n"
            return ForcedAppearance.inSwift(SwiftSource(path: "A.swift", bytes: Array(code.utf8))).map(\.style)
        }
        XCTAssertEqual(sites("    if Variant.screenshotMode {\n      mainBody.preferredColorScheme(.dark)\n    } else {\n      mainBody\n    }"), [])
        XCTAssertEqual(sites("    if flag { mainBody } else { mainBody.preferredColorScheme(.dark) }"), [])
        XCTAssertEqual(sites("    if #available(iOS 16, *) {\n      mainBody.preferredColorScheme(.dark)\n    } else {\n      mainBody\n    }"), ["dark"])
        XCTAssertEqual(sites("    mainBody.preferredColorScheme(.dark)"), ["dark"])
        XCTAssertEqual(sites("    mainBody.sheet(isPresented: $shown) { Player().preferredColorScheme(.dark) }"), ["dark"])
    }

    /// An app target's Info.plist without a style, beside another target's forcing one: forcing
    /// per target, not the app's; a window's forcing in code still holds (audit 18 F15).
    func testAnAppPlistWithoutAStyleMakesSettingsForcingPerTarget() {
        let tv = ForcedAppearance.inSettings(path: "TV/Info.plist", text: "<key>UIUserInterfaceStyle</key>\n<string>Dark</string>")
        XCTAssertEqual(tv.map(\.style), ["dark"])
        let phone = ForcedAppearance.systemShowingApp(path: "Phone/Info.plist", bytes: Array("<dict><key>UILaunchScreen</key><dict/></dict>".utf8))
        XCTAssertEqual(phone?.style, ForcedAppearance.systemStyle)
        XCTAssertNil(ForcedAppearance.systemShowingApp(path: "Share/Info.plist", bytes: Array("<key>NSExtension</key><key>UILaunchScreen</key>".utf8)))
        XCTAssertNil(ForcedAppearance.systemShowingApp(path: "Kit/Info.plist", bytes: Array("<key>CFBundlePackageType</key><string>FMWK</string>".utf8)))
        XCTAssertNil(ForcedAppearance.systemShowingApp(path: "Phone/Settings.plist", bytes: Array("<key>UILaunchScreen</key>".utf8)), "not an Info.plist")
        XCTAssertEqual(ForcedAppearance.forcing(tv)?.style, "dark")
        XCTAssertNil(ForcedAppearance.forcing(tv + [phone!]))
        let window = ForcedAppearance.inSwift(SwiftSource(path: "A.swift", bytes: Array("window?.overrideUserInterfaceStyle = .dark\n".utf8)))
        XCTAssertEqual(ForcedAppearance.forcing(window + tv + [phone!])?.style, "dark", "code forcing the window holds in every target")
        XCTAssertNil(ForcedAppearance.summary([phone!]), "no style forced anywhere: nothing to say")
    }

    /// SwiftUI's `.environment(\.colorScheme, .dark)` on an App's root view forces the app, as
    /// `.preferredColorScheme(.dark)` there does (Unwatched, audit 15 F7); on another view it is
    /// that view's subtree, not the app; in a preview, the canvas's.
    func testTheColorSchemeEnvironmentOnTheAppsRootView() {
        let app = "import SwiftUI\n@main struct A: App {\n  var body: some Scene {\n    WindowGroup { ContentView().environment(\\.colorScheme, .dark) }\n  }\n}\n"
        XCTAssertEqual(forcing(app)?.style, "dark")
        XCTAssertEqual(forcing(app)?.how, ".environment(\\.colorScheme, .dark)")
        XCTAssertNil(forcing("import SwiftUI\nstruct V: View {\n  var body: some View { Text(\"a\").environment(\\.colorScheme, .dark) }\n}\n"), "one view is not the app")
        XCTAssertEqual(ForcedAppearance.inSwift(SwiftSource(path: "A.swift", bytes: Array("import SwiftUI\nstruct V: View {\n  var body: some View { Text(\"a\").environment(\\.colorScheme, .dark) }\n}\n".utf8))).map(\.style), ["dark"])
        XCTAssertNil(forcing("import SwiftUI\n@main struct A: App {\n  var body: some Scene { WindowGroup { ContentView().environment(\\.colorScheme, scheme) } }\n}\n"), "a chosen scheme")
        XCTAssertNil(forcing("import SwiftUI\n@main struct A: App {\n  var body: some Scene { WindowGroup { ContentView().environment(\\.locale, .current) } }\n}\n"))
    }

    /// A view a window shows as its root (a `WindowGroup`'s first view, a hosting controller given to
    /// `rootViewController`) forces the app with `.preferredColorScheme(.dark)` anywhere in its body
    /// (AnimeNow, session 16's audit F9); a view a hosting controller shows elsewhere, a view named
    /// after the first in a `WindowGroup`, and an unrelated type of the same word are no root.
    func testRootViewsOfWindows() {
        func roots(_ code: String, _ candidates: Set<String> = ["AppView", "RootView", "Other"]) -> [String] {
            RootViews.roots(in: SwiftSource(path: "A.swift", bytes: Array(code.utf8)), among: candidates).map(\.name)
        }
        XCTAssertEqual(roots("@main struct A: App {\n var body: some Scene { WindowGroup { AppView(store: s) } }\n}"), ["AppView"])
        XCTAssertEqual(roots("var body: some Scene { WindowGroup(\"Main\", id: \"m\") { RootView() } }"), ["RootView"])
        XCTAssertEqual(roots("window?.rootViewController = UIHostingController(rootView: RootView())"), ["RootView"])
        XCTAssertEqual(roots("let vc = AnimeNowHostingController(wrappedView: AppView(store: s))\nwindow.rootViewController = vc"), ["AppView"])
        XCTAssertEqual(roots("window.contentView = NSHostingView(rootView: AppView())"), ["AppView"])
        XCTAssertEqual(roots("present(UIHostingController(rootView: RootView()), animated: true)"), [], "a presented screen is no window's root")
        XCTAssertEqual(roots("WindowGroup { Other(); AppView() }"), ["Other"], "only the first view")
        XCTAssertEqual(roots("WindowGroup { AppView() }", ["RootView"]), [], "not a candidate: no scheme of its own")
        XCTAssertEqual(roots("let a = AppView()\nwindow.rootViewController = nav"), [])
        XCTAssertEqual(roots("let host = UIHostingController(rootView: RootView())\ncontentView.addSubview(host.view)"), [],
                       "a cell's content view is no window (Brave's playlist header)")
        XCTAssertEqual(roots("let host = UIHostingController(rootView: RootView())\nself.contentView = host.view"), [], "not a window's")
        let view = "import SwiftUI\nstruct AppView: View {\n  var body: some View { Text(\"a\").preferredColorScheme(.dark) }\n}\n"
        XCTAssertEqual(ForcedAppearance.inSwift(SwiftSource(path: "A.swift", bytes: Array(view.utf8))).map(\.view), ["AppView"])
        XCTAssertNil(forcing(view), "alone, one view's scheme is its screens'")
    }

    func testInfoPlistKey() {
        XCTAssertEqual(ForcedAppearance.inSettings(path: "Info.plist", text: "<dict>\n\t<key>UIUserInterfaceStyle</key>\n\t<string>Light</string>\n</dict>").map(\.style), ["light"])
        XCTAssertEqual(ForcedAppearance.inSettings(path: "Info.plist", text: "<key>UIUserInterfaceStyle</key><string>Automatic</string>").count, 0)
        XCTAssertEqual(ForcedAppearance.inSettings(path: "Info.plist", text: "<key>CFBundleName</key><string>Light</string>").count, 0)
        XCTAssertEqual(ForcedAppearance.inSettings(path: "Info.plist", text: "<dict>\r\n<key>UIUserInterfaceStyle</key>\r\n<string>Dark</string>\r\n</dict>")
                        .map { "\($0.line) \($0.style)" }, ["2 dark"], "a property list with CRLF line ends")
        XCTAssertEqual(ForcedAppearance.inSettings(path: "Info.plist", text: "<key>UIUserInterfaceStyle</key>\n<key>A</key>\n<key>B</key>\n<string>Dark</string>").count, 0,
                       "a value three lines below is another key's")
    }

    func testProjectSettingsAreReadWithTheirLineNumbers() {
        let project = "a\nb UIUserInterfaceStyle\n\t\tINFOPLIST_KEY_UIUserInterfaceStyle = Dark;\nc\n\t\tINFOPLIST_KEY_UIUserInterfaceStyle = Light; UIUserInterfaceStyle\n"
        XCTAssertEqual(ForcedAppearance.inSettings(path: "A.xcodeproj/project.pbxproj", text: project).map { "\($0.line) \($0.style)" }, ["3 dark", "5 light"])
    }

    /// Told from the offsets of `olor` (as the screening does), the check keeps what its passes keep.
    func testMayForceGivenColorOffsetsAgreesWithItsPasses() {
        let sources = [".preferredColorScheme(.dark)", "preferredColorScheme", "preferredColorSchem", "referredColorScheme",
                       "xpreferredColorSchemex", "window?.overrideUserInterfaceStyle = .light", "NSAppearance(named: .aqua)",
                       "let color = Color.red", "", "ColorScheme", "preferredColor Scheme", "v.environment(\\.colorScheme, .dark)",
                       "v.environment(\\.locale, l)", "environment(\\.colorScheme", "environment(\\.colorSchem", "nvironment(\\.colorScheme, .dark)",
                       "environment(\\.colorScheme) var scheme"]
        for source in sources {
            let bytes = Array(source.utf8)
            XCTAssertEqual(ForcedAppearance.mayForce(bytes, olor: ColorWordOffsets(bytes).olor), ForcedAppearance.mayForce(bytes), source)
        }
        XCTAssertTrue(ForcedAppearance.mayForce(Array("v.preferredColorScheme(.dark)".utf8), olor: ColorWordOffsets(Array("v.preferredColorScheme(.dark)".utf8)).olor))
    }
}
