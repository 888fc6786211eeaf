import Foundation
import XCTest

/// An app that forces one appearance is named in `scan`'s and `init`'s summaries, with where.
final class ForcedAppearanceTests: XCTestCase {
    func testOverrideAndInfoPlistAreNamed() throws {
        let s = try Scratch()
        try s.write("App/AppDelegate.swift", """
        import UIKit
        class AppDelegate: UIResponder {
            var window: UIWindow?
            func go() {
                window?.overrideUserInterfaceStyle = .light
                window?.backgroundColor = UIColor(red: 0.9, green: 0.9, blue: 0.9, alpha: 1)
            }
        }

        """)
        try s.write("App/Info.plist", "<plist><dict>\n\t<key>UIUserInterfaceStyle</key>\n\t<string>Light</string>\n</dict></plist>\n")
        let scan = try CommandRunner.recolor(["scan"], in: s.url)
        XCTAssertEqual(scan.status, 0, scan.stderr)
        XCTAssertEqual(scan.stderr, "recolor scan: the app forces the light appearance: window.overrideUserInterfaceStyle = .light at App/AppDelegate.swift:5; UIUserInterfaceStyle Light at App/Info.plist:2\n")
        let initRun = try CommandRunner.recolor(["init"], in: s.url)
        XCTAssertTrue(initRun.stderr.contains("; the app forces the light appearance: window.overrideUserInterfaceStyle = .light at App/AppDelegate.swift:5; UIUserInterfaceStyle Light at App/Info.plist:2 (the dark values matter once it stops)"), initRun.stderr)
    }

    func testSwiftUIAndBuildSettingAndNearMisses() throws {
        let s = try Scratch()
        try s.write("A.swift", """
        import SwiftUI
        struct R: View {
            var body: some View { Text("a").preferredColorScheme(.dark) }
        }
        func f(c: UIViewController) {
            c.overrideUserInterfaceStyle = .unspecified
            // overrideUserInterfaceStyle = .dark
            let s = "overrideUserInterfaceStyle = .dark"
        }

        """)
        try s.write("Config/App.xcconfig", "INFOPLIST_KEY_UIUserInterfaceStyle = Dark\n")
        let scan = try CommandRunner.recolor(["scan"], in: s.url)
        XCTAssertEqual(scan.stderr, "recolor scan: the app forces the dark appearance: .preferredColorScheme(.dark) at A.swift:3; INFOPLIST_KEY_UIUserInterfaceStyle = Dark at Config/App.xcconfig:1\n")
    }

    func testAScreenOrAnInAppChoiceIsNotTheAppForcingOne() throws {
        let s = try Scratch()
        try s.write("A.swift", "import UIKit\nfunc show(_ safari: UIViewController, dark: Bool) {\n    safari.overrideUserInterfaceStyle = .dark\n}\n")
        XCTAssertEqual(try CommandRunner.recolor(["scan"], in: s.url).stderr,
                       "recolor scan: some screens force the dark appearance: safari.overrideUserInterfaceStyle = .dark at A.swift:3\n")
        try s.write("A.swift", "import UIKit\nfunc show(_ c: UIViewController, dark: Bool) {\n    if dark { c.overrideUserInterfaceStyle = .dark } else { c.overrideUserInterfaceStyle = .light }\n}\n")
        XCTAssertEqual(try CommandRunner.recolor(["scan"], in: s.url).stderr,
                       "recolor scan: the app sets the appearance itself (light and dark, an in-app choice): c.overrideUserInterfaceStyle = .dark at A.swift:3; c.overrideUserInterfaceStyle = .light at A.swift:3\n")
    }

    /// `.preferredColorScheme(.dark)` sets the window of the view it is on, while that view is
    /// shown: on a view a preview frames, or any view, it forces some screens, not the app, and
    /// `check` still fails on the app's hazards; in a preview it forces nothing. On the root of
    /// an `App`'s scene it is the app's (the audit's Trio: a preview frame made every hazard a note).
    func testAViewsOrAPreviewsSchemeIsNotTheAppForcingOne() throws {
        let s = try Scratch()
        try s.write("Badge.swift", """
        import SwiftUI
        import UIKit
        func badgeColor() -> UIColor? { UIScreen.main.traitCollection.userInterfaceStyle == .dark ? nil : nil }
        struct BadgePreviewFrame: View {
            var body: some View { Text("42").preferredColorScheme(.dark) }
        }
        struct Badge_Previews: PreviewProvider {
            static var previews: some View { BadgePreviewFrame().preferredColorScheme(.dark) }
        }
        #Preview { Text("1").preferredColorScheme(.dark) }

        """)
        let check = try CommandRunner.recolor(["check"], in: s.url)
        XCTAssertEqual(check.status, 1, check.stdout + check.stderr)
        XCTAssertTrue(check.stdout.contains("Badge.swift:3:33: warning: UIScreen.main.traitCollection"), check.stdout)
        XCTAssertFalse(check.stdout.contains("note:") || check.stderr.contains("notes"), check.stdout + check.stderr)
        XCTAssertEqual(try CommandRunner.recolor(["scan", "-o", "r.json"], in: s.url).stderr.split(separator: "\n").last,
                       "recolor scan: some screens force the dark appearance: .preferredColorScheme(.dark) at Badge.swift:5")

        try s.write("App.swift", """
        import SwiftUI
        @main struct BadgeApp: App {
            var body: some Scene { WindowGroup { Text("root") }.preferredColorScheme(.dark) }
        }

        """)
        let forced = try CommandRunner.recolor(["check"], in: s.url)
        XCTAssertEqual(forced.status, 0, forced.stdout + forced.stderr)
        XCTAssertTrue(forced.stdout.contains("Badge.swift:3:33: note: "), forced.stdout)
        XCTAssertTrue(forced.stderr.contains("the app forces one appearance (.preferredColorScheme(.dark) at App.swift:3)"), forced.stderr)
    }

    /// An app whose own type is named `App` conforms as `extension App: SwiftUI.App`: its scene's
    /// root forces the app's appearance as with `struct R: App` (emitron-iOS, session 23 review F1).
    func testAModuleQualifiedAppConformanceForcesTheApp() throws {
        let s = try Scratch()
        try s.write("App.swift", """
        import SwiftUI
        @main struct App { }
        extension App: SwiftUI.App {
            var body: some Scene { WindowGroup { Text("root").preferredColorScheme(.dark) } }
        }

        """)
        XCTAssertEqual(try CommandRunner.recolor(["scan"], in: s.url).stderr,
                       "recolor scan: the app forces the dark appearance: .preferredColorScheme(.dark) at App.swift:4\n")
    }

    func testAnAppThatFollowsTheSystemIsNotNamed() throws {
        let s = try Scratch()
        try s.write("A.swift", "import UIKit\nlet c = UIColor(red: 0.9, green: 0.9, blue: 0.9, alpha: 1)\n")
        try s.write("Info.plist", "<plist><dict><key>CFBundleName</key><string>A</string></dict></plist>\n")
        XCTAssertEqual(try CommandRunner.recolor(["scan"], in: s.url).stderr, "")
    }

    /// One target's Info.plist forcing Dark (a tvOS app's) is not the app's when another app
    /// target's Info.plist sets no style (the iOS app shows light and dark): the colors are read as
    /// the light values they are on iOS today, and scan says why (session 18's audit F15, Swiftfin:
    /// a black label got the light value #ACACAC). An extension's or a framework's list is no app.
    func testOneTargetForcingDarkIsNotTheWholeApp() throws {
        let s = try Scratch()
        try s.write("Phone/Pill.swift", "import SwiftUI\nstruct Pill: View {\n    var body: some View { Text(\"S\").foregroundStyle(.black) }\n}\n")
        try s.write("TV/Info.plist", "<plist><dict>\n\t<key>UIUserInterfaceStyle</key>\n\t<string>Dark</string>\n</dict></plist>\n")
        try s.write("Share/Info.plist", "<plist><dict>\n\t<key>NSExtension</key>\n\t<dict><key>UILaunchScreen</key><dict/></dict>\n</dict></plist>\n")
        try s.write("Kit/Info.plist", "<plist><dict>\n\t<key>CFBundlePackageType</key>\n\t<string>FMWK</string>\n</dict></plist>\n")
        let forced = try CommandRunner.recolor(["scan"], in: s.url)
        XCTAssertTrue(forced.stderr.contains("the app forces the dark appearance: UIUserInterfaceStyle Dark at TV/Info.plist:2"), "an extension and a framework are no app showing the system's: \(forced.stderr)")
        try s.write("Phone/Info.plist", "<plist><dict>\n\t<key>UILaunchScreen</key>\n\t<dict/>\n</dict></plist>\n")
        let scan = try CommandRunner.recolor(["scan"], in: s.url)
        XCTAssertTrue(scan.stderr.contains("one target forces the dark appearance (UIUserInterfaceStyle Dark at TV/Info.plist:2) but Phone/Info.plist sets none: colors are read as shown in light"), scan.stderr)
        let run = try CommandRunner.recolor(["init"], in: s.url)
        XCTAssertEqual(run.status, 0, run.stderr)
        let table = try JSONSerialization.jsonObject(with: Data(contentsOf: s.url.appendingPathComponent(".recolor.json"))) as! [String: Any]
        let tokens = table["tokens"] as! [String: [String: Any]]
        let rules = table["rules"] as! [[String: Any]]
        let black = try XCTUnwrap(rules.first { ($0["match"] as? String)?.uppercased() == "#000000" }?["token"] as? String, "\(rules)")
        XCTAssertEqual((tokens[black]?["light"] as? String)?.uppercased(), "#000000", "the iOS app shows the black label in light: \(tokens[black] ?? [:])")
    }

    /// An app that forces Dark shows the code's colors in dark: they are its dark theme, and `init`
    /// proposes them fixed (contract v4, Intent: values of an app's dark theme), one value in every
    /// appearance, never a proposed light (the audit's Swift-Radio-Pro: the ring became #1F1F1F when
    /// read as a light value; session 25 left the proposed lights, which no screen draws). No Apple
    /// system color is matched: an adaptive `label` beside a fixed dark surface turns black on it.
    func testAnAppThatForcesDarkKeepsTheCodesColorsFixed() throws {
        let s = try Scratch()
        try s.write("App/Ring.swift", """
        import UIKit
        final class RingCell: UITableViewCell {
            let ring = UIView(), title = UILabel(), card = UIView()
            func setUp() {
                ring.layer.borderColor = UIColor.white.cgColor
                title.textColor = .white
                card.backgroundColor = .black
                contentView.backgroundColor = UIColor(red: 0.2, green: 0.2, blue: 0.25, alpha: 1)
                selectedBackgroundView?.backgroundColor = UIColor(red: 0.11, green: 0.11, blue: 0.118, alpha: 1)
            }
        }

        """)
        try s.write("App/Info.plist", "<plist><dict>\n\t<key>UIUserInterfaceStyle</key>\n\t<string>Dark</string>\n</dict></plist>\n")
        let run = try CommandRunner.recolor(["init"], in: s.url)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stderr.contains("(so the code's colors are its dark theme: fixed tokens, one value in every appearance, as it shows them; give them light values when it stops)"), run.stderr)
        let table = try JSONSerialization.jsonObject(with: Data(contentsOf: s.url.appendingPathComponent(".recolor.json"))) as! [String: Any]
        let tokens = table["tokens"] as! [String: [String: Any]]
        let ring = try XCTUnwrap(tokens.values.first { ($0["uikit"] as? String)?.hasPrefix("Semantic.") == true && ($0["description"] as? String)?.contains("borderColor") == true }, "\(tokens)")
        XCTAssertEqual(ring["light"] as? String, "#FFFFFF", "\(ring)")
        XCTAssertNil(ring["dark"], "\(ring)")
        XCTAssertEqual(ring["fixed"] as? Bool, true, "\(ring)")
        XCTAssertTrue((ring["description"] as? String)?.contains("the app forces Dark: #FFFFFF is the value it shows today, a value of its dark theme: fixed") == true, "\(ring)")
        let surface = try XCTUnwrap(tokens.values.first { ($0["description"] as? String)?.contains("#333340 is the value it shows today") == true }, "\(tokens)")
        XCTAssertEqual(surface["light"] as? String, "#333340")
        XCTAssertEqual(surface["fixed"] as? Bool, true)
        XCTAssertEqual(tokens.values.filter { $0["fixed"] as? Bool != true }.count, 0, "every code color fixed: \(tokens)")
        XCTAssertFalse(tokens.values.contains { ($0["uikit"] as? String)?.hasPrefix("UIColor.") == true }, "no adaptive system color beside the fixed theme: \(tokens)")

        // The control: without the key, the code's colors are the light values.
        try s.write("App/Info.plist", "<plist><dict><key>CFBundleName</key><string>A</string></dict></plist>\n")
        try FileManager.default.removeItem(at: s.url.appendingPathComponent(".recolor.json"))
        let plain = try CommandRunner.recolor(["init"], in: s.url)
        XCTAssertEqual(plain.status, 0, plain.stderr)
        let again = try JSONSerialization.jsonObject(with: Data(contentsOf: s.url.appendingPathComponent(".recolor.json"))) as! [String: Any]
        let forcedNotes = (again["tokens"] as! [String: [String: Any]]).values.filter { ($0["description"] as? String)?.contains("forces Dark") == true }
        XCTAssertEqual(forcedNotes.count, 0)
        XCTAssertNil((again["tokens"] as! [String: [String: Any]])["label"], "white text in light is no label")

        // A SwiftUI view's scheme may be a preview's or one screen's: not enough to read every color as dark.
        try s.write("App/Preview.swift", "import SwiftUI\nstruct Frame: View {\n    var body: some View { Text(\"a\").preferredColorScheme(.dark) }\n}\n")
        try FileManager.default.removeItem(at: s.url.appendingPathComponent(".recolor.json"))
        let preview = try CommandRunner.recolor(["init"], in: s.url)
        XCTAssertFalse(preview.stderr.contains("so the code's colors are the dark values"), preview.stderr)
        let third = try JSONSerialization.jsonObject(with: Data(contentsOf: s.url.appendingPathComponent(".recolor.json"))) as! [String: Any]
        XCTAssertEqual((third["tokens"] as! [String: [String: Any]]).values.filter { ($0["description"] as? String)?.contains("forces Dark") == true }.count, 0)
    }

    /// A widget target beside an app forcing Dark in its own settings shows the system's
    /// appearance (Info.plist is per target; orbot, session 26's "Left"): the widget's colors are
    /// light values with a proposed dark, not fixed tokens of the app's dark theme; the app's stay
    /// kept. Negative: the same color in a file the forcing app target builds is still kept.
    func testAWidgetBesideAnAppForcingDarkShowsTheSystemsAppearance() throws {
        let s = try Scratch()
        try s.write("App.xcodeproj/project.pbxproj", "\(Self.appAndWidget)")
        try s.write("App/View.swift", "import UIKit\nfunc paint(_ v: UIView, _ l: UILabel) { v.backgroundColor = UIColor(red: 0.1, green: 0.1, blue: 0.12, alpha: 1); l.textColor = .white }\n")
        try s.write("Widget/Entry.swift", "import SwiftUI\nstruct Entry: View { var body: some View { Text(\"a\").foregroundColor(.white).background(Color(red: 0.1, green: 0.1, blue: 0.12)) } }\n")
        let run = try CommandRunner.recolor(["init"], in: s.url)
        XCTAssertEqual(run.status, 0, run.stderr)
        let table = try JSONSerialization.jsonObject(with: Data(contentsOf: s.url.appendingPathComponent(".recolor.json"))) as! [String: Any]
        let tokens = table["tokens"] as! [String: [String: Any]]
        let rules = table["rules"] as! [[String: Any]]
        XCTAssertEqual(rules.filter { $0["keep"] != nil }.count, 2, "the app's two colors stay kept: \(rules)")
        let widget = rules.filter { $0["token"] != nil }.compactMap { $0["token"] as? String }
        XCTAssertEqual(widget.count, 2, "\(rules)")
        for name in widget {
            let t = try XCTUnwrap(tokens[name])
            XCTAssertNil(t["fixed"], "a widget's color is no fixed dark-theme value: \(t)")
            XCTAssertNotNil(t["dark"], "\(t)")
        }
    }

    /// Two targets: App (App/View.swift, forcing Dark) and Widget (Widget/Entry.swift, none).
    static let appAndWidget = "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjects = {\n\t\tG0 = {isa = PBXGroup; children = (F1, F2); sourceTree = \"<group>\"; };\n\t\tF1 = {isa = PBXFileReference; path = App/View.swift; sourceTree = \"<group>\"; };\n\t\tF2 = {isa = PBXFileReference; path = Widget/Entry.swift; sourceTree = \"<group>\"; };\n\t\tB1 = {isa = PBXBuildFile; fileRef = F1; };\n\t\tB2 = {isa = PBXBuildFile; fileRef = F2; };\n\t\tS1 = {isa = PBXSourcesBuildPhase; files = (B1); };\n\t\tS2 = {isa = PBXSourcesBuildPhase; files = (B2); };\n\t\tT1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (S1); name = App; productType = \"com.apple.product-type.application\"; };\n\t\tT2 = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (S2); name = Widget; productType = \"com.apple.product-type.app-extension\"; };\n\t\tP1 = {isa = PBXProject; buildConfigurationList = L0; mainGroup = G0; projectDirPath = \"\"; targets = (T1, T2); };\n\t\tL0 = {isa = XCConfigurationList; buildConfigurations = (C0); };\n\t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1); };\n\t\tL2 = {isa = XCConfigurationList; buildConfigurations = (C2); };\n\t\tC0 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos;}; name = Release; };\n\t\tC1 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_KEY_UIUserInterfaceStyle = Dark; SDKROOT = iphoneos;}; name = Release; };\n\t\tC2 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos;}; name = Release; };\n\t};\n\trootObject = P1;\n}\n"

    /// A tvOS target whose one scene is forced Dark in code (`WindowGroup { … }.preferredColorScheme(.dark)`)
    /// beside a phone app that follows the system: a file only the tvOS target builds is shown in dark
    /// alone, its colors kept as written (pia-foss/mobile-ios's white ring around a region flag became a
    /// near-black token; session 37, intent37b V7). Negative: the phone app's file is read as shown in light.
    func testAFileOnlyATargetForcedDarkInCodeBuildsIsKept() throws {
        let s = try Scratch()
        try s.write("project.yml", """
            name: VPN
            targets:
              Phone:
                type: application
                platform: iOS
                deploymentTarget: "15.0"
                sources: [Phone]
              TV:
                type: application
                platform: tvOS
                deploymentTarget: "17.0"
                sources: [TV]
            """)
        try s.write("Phone/Home.swift", "import UIKit\n\nfinal class Home: UIViewController {\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        view.backgroundColor = .white\n    }\n}\n")
        try s.write("TV/TVApp.swift", "import SwiftUI\n\n@main\nstruct TVApp: App {\n    var body: some Scene {\n        WindowGroup {\n            Root().preferredColorScheme(.dark)\n        }\n    }\n}\n")
        try s.write("TV/Root.swift", "import SwiftUI\n\nstruct Root: View {\n    var body: some View {\n        Circle().stroke(Color(red: 0.9, green: 0.9, blue: 0.92), lineWidth: 2)\n    }\n}\n\n"
            // Made outside any view too (the app's factory types, held by view models): no view chain reaches it.
            + "final class Warmup {\n    let root = Root()\n}\n")
        let run = try CommandRunner.recolor(["init"], in: s.url)
        XCTAssertEqual(run.status, 0, run.stderr)
        let table = try JSONSerialization.jsonObject(with: Data(contentsOf: s.url.appendingPathComponent(".recolor.json"))) as! [String: Any]
        let rules = table["rules"] as! [[String: Any]]
        let ring = try XCTUnwrap(rules.first { ($0["match"] as? String)?.uppercased() == "#E6E6EB" }, "\(rules)")
        XCTAssertTrue((ring["keep"] as? String)?.contains("built only by target TV") == true, "\(ring)")
        let white = try XCTUnwrap(rules.first { ($0["match"] as? String)?.uppercased() == "#FFFFFF" }, "\(rules)")
        XCTAssertNil(white["keep"], "the phone app's background adapts: \(white)")
    }
}
