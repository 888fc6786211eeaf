@testable import RecolorCore
import XCTest

/// The appearance one target forces, read per target from its build settings
/// (`INFOPLIST_KEY_UIUserInterfaceStyle`) or the Info.plist it names (`INFOPLIST_FILE`): a player
/// or widget target always dark beside an app that shows the system's appearance.
final class TargetAppearanceTests: XCTestCase {
    func facts(_ files: [String: String]) -> ProjectFacts {
        let projectFiles = files.keys.filter { $0.hasSuffix("project.pbxproj") }.sorted()
        return ProjectFacts.read(projectFiles: projectFiles, cwd: "/r") { files[$0].map { Array($0.utf8) } }
    }

    /// Two app targets: Reader (App/View.swift) with `reader`'s settings, Player
    /// (Player/Screen.swift) with `debug` and `release` settings.
    static func pbxproj(reader: String = "", debug: String, release: String) -> String {
        """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjects = {
        \t\tG0 = {isa = PBXGroup; children = (F1, F2); sourceTree = "<group>"; };
        \t\tF1 = {isa = PBXFileReference; path = App/View.swift; sourceTree = "<group>"; };
        \t\tF2 = {isa = PBXFileReference; path = Player/Screen.swift; sourceTree = "<group>"; };
        \t\tB1 = {isa = PBXBuildFile; fileRef = F1; };
        \t\tB2 = {isa = PBXBuildFile; fileRef = F2; };
        \t\tS1 = {isa = PBXSourcesBuildPhase; files = (B1); };
        \t\tS2 = {isa = PBXSourcesBuildPhase; files = (B2); };
        \t\tT1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (S1); name = Reader; productType = "com.apple.product-type.application"; };
        \t\tT2 = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (S2); name = Player; productType = "com.apple.product-type.application"; };
        \t\tP1 = {isa = PBXProject; buildConfigurationList = L0; mainGroup = G0; projectDirPath = ""; targets = (T1, T2); };
        \t\tL0 = {isa = XCConfigurationList; buildConfigurations = (C0); };
        \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
        \t\tL2 = {isa = XCConfigurationList; buildConfigurations = (C2, C3); };
        \t\tC0 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos;}; name = Release; };
        \t\tC1 = {isa = XCBuildConfiguration; buildSettings = {\(reader)}; name = Release; };
        \t\tC2 = {isa = XCBuildConfiguration; buildSettings = {\(debug)}; name = Debug; };
        \t\tC3 = {isa = XCBuildConfiguration; buildSettings = {\(release)}; name = Release; };
        \t};
        \trootObject = P1;
        }
        """
    }

    func testABuildSettingForcesItsTargetOnly() {
        let dark = "INFOPLIST_KEY_UIUserInterfaceStyle = Dark;"
        let project = facts(["/r/App.xcodeproj/project.pbxproj": Self.pbxproj(debug: dark, release: dark)])
        XCTAssertEqual(project.targets.map(\.name), ["Reader", "Player"])
        XCTAssertNil(project.targets[0].forcedAppearance)
        XCTAssertEqual(project.targets[1].forcedAppearance, TargetAppearance(style: "dark", how: "INFOPLIST_KEY_UIUserInterfaceStyle = Dark"))
        XCTAssertEqual(project.darkOnlyTarget(of: "/r/Player/Screen.swift")?.name, "Player")
        XCTAssertNil(project.darkOnlyTarget(of: "/r/App/View.swift"))
        XCTAssertTrue(ProjectSummary(project).text().contains("forces dark (INFOPLIST_KEY_UIUserInterfaceStyle = Dark)"), ProjectSummary(project).text())
    }

    func testTheInfoPlistTheTargetNamesForcesIt() {
        let plist = "INFOPLIST_FILE = \"$(SRCROOT)/Player/Info.plist\";"
        let project = facts(["/r/App.xcodeproj/project.pbxproj": Self.pbxproj(debug: plist, release: plist),
                             "/r/Player/Info.plist": "<plist><dict>\n<key>UIUserInterfaceStyle</key>\n<string>Dark</string>\n</dict></plist>\n"])
        XCTAssertEqual(project.targets[1].forcedAppearance, TargetAppearance(style: "dark", how: "UIUserInterfaceStyle Dark in Player/Info.plist"))
    }

    /// Negative: configurations that disagree, one that sets none, a value other than Light or Dark.
    func testConfigurationsThatDisagreeForceNothing() {
        for (debug, release) in [("INFOPLIST_KEY_UIUserInterfaceStyle = Dark;", "INFOPLIST_KEY_UIUserInterfaceStyle = Light;"),
                                 ("INFOPLIST_KEY_UIUserInterfaceStyle = Dark;", ""),
                                 ("INFOPLIST_KEY_UIUserInterfaceStyle = Automatic;", "INFOPLIST_KEY_UIUserInterfaceStyle = Automatic;")] {
            let project = facts(["/r/App.xcodeproj/project.pbxproj": Self.pbxproj(debug: debug, release: release)])
            XCTAssertNil(project.targets[1].forcedAppearance, "\(debug) / \(release)")
            XCTAssertNil(project.darkOnlyTarget(of: "/r/Player/Screen.swift"))
        }
    }

    /// The settings sites: one per app target; the app is not forced while Reader shows the
    /// system's appearance, and is when every app target forces Dark.
    func testTheSitesAreThoseOfEachAppTarget() throws {
        let dark = "INFOPLIST_KEY_UIUserInterfaceStyle = Dark;"
        let text = Self.pbxproj(debug: dark, release: dark)
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("target-appearance-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        let path = dir.appendingPathComponent("App.xcodeproj/project.pbxproj").path
        let sites = try XCTUnwrap(ForcedAppearance.perAppTarget(pbxproj: path, shown: "App.xcodeproj/project.pbxproj", bytes: Array(text.utf8), cwd: dir.path))
        XCTAssertEqual(sites.map(\.style), [ForcedAppearance.systemStyle, "dark"])
        XCTAssertEqual(sites.map(\.target), ["Reader", "Player"])
        XCTAssertNil(ForcedAppearance.forcing(sites))
        let summary = try XCTUnwrap(ForcedAppearance.summary(sites))
        XCTAssertTrue(summary.hasPrefix("one target forces the dark appearance (INFOPLIST_KEY_UIUserInterfaceStyle = Dark in target Player at App.xcodeproj/project.pbxproj:"), summary)
        XCTAssertTrue(summary.contains("but target Reader sets none"), summary)

        let both = Self.pbxproj(reader: dark, debug: dark, release: dark)
        let forced = try XCTUnwrap(ForcedAppearance.perAppTarget(pbxproj: path, shown: "App.xcodeproj/project.pbxproj", bytes: Array(both.utf8), cwd: dir.path))
        XCTAssertEqual(ForcedAppearance.forcing(forced)?.style, "dark")
    }

    /// init keeps the colors of a file only the dark target builds (as written: its only
    /// appearance); the same color in the app target's file is a token. Negative: no target forced.
    func testTheColorsOfADarkOnlyTargetAreKept() {
        let dark = "INFOPLIST_KEY_UIUserInterfaceStyle = Dark;"
        let code = "import UIKit\nfunc paint(_ v: UIView) { v.backgroundColor = UIColor(red: 0.1, green: 0.1, blue: 0.12, alpha: 1) }\n"
        let player = code.replacingOccurrences(of: "func paint", with: "func paintScreen")
        let run = Engine.analyze([SwiftSource(path: "App/View.swift", bytes: Array(code.utf8)), SwiftSource(path: "Player/Screen.swift", bytes: Array(player.utf8))],
                                 options: RunOptions())
        let project = facts(["/r/App.xcodeproj/project.pbxproj": Self.pbxproj(debug: dark, release: dark)])
        let intents = KeptColors.intents(run.allReports, sources: run.files, project: project, cwd: "/r")
        XCTAssertEqual(run.allReports.map(\.file), ["App/View.swift", "Player/Screen.swift"])
        XCTAssertEqual(intents.map { $0?.intent }, [nil, .forcedDark])
        XCTAssertEqual(intents[1]?.evidence, "built only by target Player, which forces Dark (INFOPLIST_KEY_UIUserInterfaceStyle = Dark)")
        let kept = KeptColors.split(run.allReports, sources: run.files, project: project, cwd: "/r")
        XCTAssertEqual(kept.groups.map(\.intent), [.forcedDark])
        XCTAssertEqual(kept.groups.first?.within, ["paintScreen"], "the keep follows the dark target's declarations")
        XCTAssertEqual(kept.rest.map(\.file), ["App/View.swift"])

        let none = facts(["/r/App.xcodeproj/project.pbxproj": Self.pbxproj(debug: "", release: "")])
        XCTAssertEqual(KeptColors.intents(run.allReports, sources: run.files, project: none, cwd: "/r").map { $0?.intent }, [nil, nil])
    }

    /// A watchOS-only target shows only Dark (watchOS has no light appearance): its files' colors
    /// are kept as written, as a forced-dark target's are (woocommerce-ios's watch app, lead sweep 26).
    /// Negative: a target that also builds for iOS is not dark only.
    func testAWatchOnlyTargetIsDarkOnly() {
        let watch = "SDKROOT = watchos; WATCHOS_DEPLOYMENT_TARGET = 9.0;"
        let project = facts(["/r/App.xcodeproj/project.pbxproj": Self.pbxproj(reader: "SDKROOT = iphoneos;", debug: watch, release: watch)])
        XCTAssertEqual(project.targets[1].platforms.keys.map(\.self), [.watchOS])
        XCTAssertTrue(project.targets[1].showsOnlyDark)
        XCTAssertFalse(project.targets[0].showsOnlyDark)
        XCTAssertEqual(project.darkOnlyTarget(of: "/r/Player/Screen.swift")?.name, "Player")
        XCTAssertNil(project.darkOnlyTarget(of: "/r/App/View.swift"))
        let code = "import SwiftUI\nlet gray5 = Color(red: 220 / 255, green: 220 / 255, blue: 222 / 255)\n"
        let run = Engine.analyze([SwiftSource(path: "App/View.swift", bytes: Array(code.utf8)), SwiftSource(path: "Player/Screen.swift", bytes: Array(code.utf8))],
                                 options: RunOptions())
        let intents = KeptColors.intents(run.allReports, sources: run.files, project: project, cwd: "/r")
        XCTAssertEqual(intents.map { $0?.intent }, [nil, .forcedDark])
        XCTAssertEqual(intents[1]?.evidence, "built only by target Player, for watchOS, which has only the dark appearance")

        let both = "SDKROOT = watchos; SUPPORTED_PLATFORMS = \"watchos watchsimulator iphoneos iphonesimulator\"; WATCHOS_DEPLOYMENT_TARGET = 9.0; IPHONEOS_DEPLOYMENT_TARGET = 16.0;"
        let shared = facts(["/r/App.xcodeproj/project.pbxproj": Self.pbxproj(reader: "SDKROOT = iphoneos;", debug: both, release: both)])
        XCTAssertEqual(Set(shared.targets[1].platforms.keys), [.watchOS, .iOS])
        XCTAssertNil(shared.darkOnlyTarget(of: "/r/Player/Screen.swift"), "a target that also builds for iOS shows the light appearance there")
    }
}
