@testable import RecolorCore
import XCTest

/// An XcodeGen spec writes the app's Info.plist from `info: properties:` (or the generated-plist
/// setting): its `UIUserInterfaceStyle` forces the app as a property list's does (session 24's
/// note, Left). One site per application target, as a project file's reading gives.
final class XcodeGenAppearanceTests: XCTestCase {
    func sites(_ spec: String) -> [String] {
        ForcedAppearance.inSettings(path: "project.yml", bytes: Array(spec.utf8)).map { "\($0.line) \($0.style) \($0.target ?? "")" }
    }

    func testTheSpecsInfoPropertiesForceTheApp() {
        // Triggering: the target's info properties, its settings, the project's settings.
        let info = """
        name: Player
        targets:
          Player:
            type: application
            platform: iOS
            info:
              path: Player/Info.plist
              properties:
                UIUserInterfaceStyle: Dark
        """
        XCTAssertEqual(sites(info), ["9 dark Player"])
        XCTAssertEqual(ForcedAppearance.forcing(ForcedAppearance.inSettings(path: "project.yml", bytes: Array(info.utf8)))?.style, "dark")
        XCTAssertEqual(sites("targets:\n  A:\n    type: application\n    platform: iOS\n    settings:\n      base:\n        INFOPLIST_KEY_UIUserInterfaceStyle: Light\n"), ["7 light A"])
        XCTAssertEqual(sites("settings:\n  INFOPLIST_KEY_UIUserInterfaceStyle: Dark\ntargets:\n  A:\n    type: application\n    platform: iOS\n"), ["2 dark A"])
        XCTAssertTrue(SettingsEntry.isSettingsName("project.yml"))
    }

    func testOtherTargetsAndValuesForceNothing() {
        // Non-triggering: a widget forced dark beside an app that sets nothing (per target: no forcing),
        // a framework's spec, `Automatic`, another key.
        let widget = """
        targets:
          App:
            type: application
            platform: iOS
          Widget:
            type: app-extension
            platform: iOS
            info:
              properties:
                UIUserInterfaceStyle: Dark
        """
        XCTAssertEqual(sites(widget), ["10 system App"])
        XCTAssertNil(ForcedAppearance.forcing(ForcedAppearance.inSettings(path: "project.yml", bytes: Array(widget.utf8))))
        XCTAssertEqual(sites("targets:\n  Kit:\n    type: framework\n    platform: iOS\n    info:\n      properties:\n        UIUserInterfaceStyle: Dark\n"), [])
        XCTAssertEqual(sites("targets:\n  A:\n    type: application\n    platform: iOS\n    info:\n      properties:\n        UIUserInterfaceStyle: Automatic\n"), ["7 system A"])
        XCTAssertEqual(sites("targets:\n  A:\n    type: application\n    platform: iOS\n    info:\n      properties:\n        UIStatusBarStyle: UIStatusBarStyleDarkContent\n"), ["1 system A"])
    }

    func testADarkOnlyTargetOfTheSpecIsKnownToTheProjectFacts() {
        // The same reading gives the target's `forcedAppearance`, which `DarkOnlyTargets` keeps.
        let spec = "targets:\n  TV:\n    type: application\n    platform: tvOS\n    sources: [TV]\n    info:\n      properties:\n        UIUserInterfaceStyle: Dark\n"
        var warnings: [ProjectWarning] = []
        let targets = XcodeGenSpec.targets(spec: "/p/project.yml", shownAs: { $0 }, read: { $0 == "/p/project.yml" ? Array(spec.utf8) : nil }, warnings: &warnings)
        XCTAssertEqual(targets.map { $0.forcedAppearance?.style }, ["dark"])
        let plain = XcodeGenSpec.targets(spec: "/p/project.yml", shownAs: { $0 }, read: { _ in Array("targets:\n  TV:\n    type: application\n    platform: tvOS\n".utf8) }, warnings: &warnings)
        XCTAssertEqual(plain.map { $0.forcedAppearance?.style }, [nil])
    }
}
