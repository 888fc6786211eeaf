import Foundation
@testable import RecolorCore
import XCTest

/// `contrast` in an app that forces one appearance checks that side only (and its variants),
/// blending translucent colors over that side's canvas. nightguard (session 27's review, F1)
/// forces Dark on its window: its 30 % gray panel was blended over white and failed in light,
/// an appearance the app never shows. Hand-written fixtures in that shape.
final class ForcedAppearancePairsTests: WorkFolderTestCase {
    /// Fixed tokens (as init drafts them for a forced app): one value each.
    static let table = ##"""
    { "tokens": {
        "ink": { "swiftui": "Color.ink", "light": "#FFFFFF" },
        "panel": { "swiftui": "Color.panel", "light": "#5555554D" },
        "page": { "swiftui": "Color.page", "light": "#000000" },
        "note": { "swiftui": "Color.note", "light": "#8E8E93" } },
      "rules": [
        { "match": "#FFFFFF", "token": "ink" },
        { "match": "#5555554D", "token": "panel" },
        { "match": "#000000", "token": "page" },
        { "match": "#8E8E93", "token": "note" } ] }
    """##

    static let scene = """
    import UIKit
    import SwiftUI
    class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            guard let windowScene = scene as? UIWindowScene else { return }
            let window = UIWindow(windowScene: windowScene)
            window.overrideUserInterfaceStyle = .dark
            window.rootViewController = UIHostingController(rootView: PanelView())
            self.window = window
        }
    }
    """

    static let panel = """
    import SwiftUI
    struct PanelView: View {
        var body: some View {
            VStack {
                Image("close")
                    .foregroundColor(.white)
                    .background(Color(UIColor.darkGray.withAlphaComponent(0.3)))
                Text("Reading")
                    .foregroundColor(.white)
                    .background(Color(red: 142 / 255, green: 142 / 255, blue: 147 / 255))
            }
        }
    }
    """

    func outcome() throws -> ContrastOutcome {
        var options = RunOptions()
        options.cwd = work.path
        options.paths = ["."]
        options.threads = 1
        options.configuration = try ConfigurationLoader.parse(Array(Self.table.utf8), file: "t.json")
        return ContrastAudit.outcome(Engine.run(options), options: options)
    }

    func checks(_ outcome: ContrastOutcome) -> [String] {
        outcome.pairs.flatMap { p in p.checks.map { "\(p.foreground)/\(p.background) \($0.appearance.rawValue) \($0.passes ? "pass" : "FAIL")" } }.sorted()
    }

    /// The window forces Dark: the white icon on the 30 % gray is measured over the black canvas
    /// (#1A1A1A, passes), never in light; the white text on gray keeps its true FAIL in dark (3.26:1).
    func testAnAppForcingDarkIsCheckedInDarkOnly() throws {
        try write("SceneDelegate.swift", Self.scene)
        try write("PanelView.swift", Self.panel)
        let outcome = try outcome()
        XCTAssertEqual(checks(outcome), ["ink/note dark FAIL", "ink/panel dark pass"])
        let icon = try XCTUnwrap(outcome.pairs.first { $0.background == "panel" }?.checks.first)
        XCTAssertEqual(icon.shownBackground, WCAG.composite(RGBA(mappingHex: "#5555554D")!, over: WCAG.canvas(.dark)), "blended over black")
        XCTAssertEqual(icon.foregroundFrom, .light, "the fixed color's one value is what dark draws")
    }

    /// Negative: the same views in an app that forces nothing are checked in light (the token's
    /// one appearance), where the panel over white fails.
    func testAnAppForcingNothingKeepsEveryAppearance() throws {
        try write("PanelView.swift", Self.panel)
        XCTAssertEqual(checks(try outcome()), ["ink/note light FAIL", "ink/panel light FAIL"])
    }

    /// Negative: one screen forcing Dark (a controller's override) is not the app's.
    func testOneScreensForcingKeepsEveryAppearance() throws {
        try write("SceneDelegate.swift", Self.scene.replacingOccurrences(of: "window.overrideUserInterfaceStyle", with: "window.rootViewController?.overrideUserInterfaceStyle"))
        try write("PanelView.swift", Self.panel)
        XCTAssertEqual(checks(try outcome()), ["ink/note light FAIL", "ink/panel light FAIL"])
    }

    /// The sides per target: a watch app and a target forcing Dark are dark only; a widget
    /// extension beside the forced-Dark app runs none of the app's window code and shows both; a
    /// file the app and the widget both build shows both; a file no target names, the app's.
    func testSidesPerTarget() {
        let root = "/p"
        var app = BuildTarget(name: "App", kind: "application", declaredIn: "App.xcodeproj", platforms: [.iOS: PlatformVersion(15)],
                              members: ["/p/App", "/p/Shared"])
        app.members.append("/p/Both.swift")
        let widget = BuildTarget(name: "Widget", kind: "app-extension", declaredIn: "App.xcodeproj", platforms: [.iOS: PlatformVersion(15)],
                                 members: ["/p/Widget", "/p/Both.swift"])
        let watch = BuildTarget(name: "Watch", kind: "application.watchapp2", declaredIn: "App.xcodeproj", platforms: [.watchOS: PlatformVersion(9)],
                                members: ["/p/Watch"])
        var player = BuildTarget(name: "Player", kind: "app-extension", declaredIn: "App.xcodeproj", platforms: [.iOS: PlatformVersion(15)],
                                 members: ["/p/Player"])
        player.forcedAppearance = TargetAppearance(style: "dark", how: "INFOPLIST_KEY_UIUserInterfaceStyle = Dark")
        let project = ProjectFacts(targets: [app, widget, watch, player])
        let forcing = ForcedAppearance(file: "App/SceneDelegate.swift", line: 8, style: "dark", how: "window.overrideUserInterfaceStyle = .dark")
        let shown = ShownAppearances(forcing: forcing, project: project, cwd: root)
        XCTAssertEqual(shown.sides(of: "App/Panel.swift"), [.dark])
        XCTAssertEqual(shown.sides(of: "Widget/Entry.swift"), [.light, .dark])
        XCTAssertEqual(shown.sides(of: "Both.swift"), [.light, .dark])
        XCTAssertEqual(shown.sides(of: "Watch/Face.swift"), [.dark])
        XCTAssertEqual(shown.sides(of: "Player/Video.swift"), [.dark])
        XCTAssertEqual(shown.sides(of: "Elsewhere.swift"), [.dark])
        XCTAssertEqual(shown.sides(of: []), [.dark], "a table pair: the app's side")
        let unforced = ShownAppearances(forcing: nil, project: project, cwd: root)
        XCTAssertEqual(unforced.sides(of: "App/Panel.swift"), [.light, .dark])
        XCTAssertEqual(unforced.sides(of: "Watch/Face.swift"), [.dark], "a watch app is dark whatever the app")
        XCTAssertEqual(unforced.sides(of: [PairSighting(file: "Watch/Face.swift", line: 1, role: .text)]), [.dark])
        // An app forcing Light is checked both ways: Dark Mode is what the migration adds (INaturalistIOS).
        let light = ForcedAppearance(file: "App/Info.plist", line: 1, style: "light", how: "UIUserInterfaceStyle Light")
        var lightTarget = app
        lightTarget.forcedAppearance = TargetAppearance(style: "light", how: "INFOPLIST_KEY_UIUserInterfaceStyle = Light")
        let forcedLight = ShownAppearances(forcing: light, project: ProjectFacts(targets: [lightTarget, watch]), cwd: root)
        XCTAssertEqual(forcedLight.sides(of: "App/Panel.swift"), [.light, .dark])
        XCTAssertEqual(forcedLight.sides(of: []), [.light, .dark])
        XCTAssertEqual(forcedLight.sides(of: "Watch/Face.swift"), [.dark])
    }

    /// On one side each level of the tokens' appearances is checked at that side's level.
    func testOneSideChecksEachLevelThere() throws {
        let table = ##"""
        { "tokens": {
            "ink": { "uikit": "P.ink", "light": "#FFFFFF", "lightHighContrast": "#EEEEEE" },
            "paper": { "uikit": "P.paper", "light": "#000000", "dark": "#111111" } } }
        """##
        let configuration = try ConfigurationLoader.parse(Array(table.utf8), file: "t.json")
        let dark = ContrastAudit.evaluate("ink", "paper", minimum: 4.5, source: "text", inTable: true, sightings: [], configuration, tokens: nil, sides: [.dark])
        XCTAssertEqual(dark.checks.map(\.appearance), [.dark, .darkHighContrast])
        let light = ContrastAudit.evaluate("ink", "paper", minimum: 4.5, source: "text", inTable: true, sightings: [], configuration, tokens: nil, sides: [.light])
        XCTAssertEqual(light.checks.map(\.appearance), [.light, .lightHighContrast])
        let both = ContrastAudit.evaluate("ink", "paper", minimum: 4.5, source: "text", inTable: true, sightings: [], configuration, tokens: nil, sides: [.light, .dark])
        XCTAssertEqual(both.checks.map(\.appearance), [.light, .dark, .lightHighContrast])
    }
}
