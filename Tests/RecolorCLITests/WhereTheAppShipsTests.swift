import Foundation
import XCTest

/// Contract v4, "Where the app ships": scan lists the targets the project files declare; fix
/// writes a system color only where every platform and lowest OS of the site has it.
final class WhereTheAppShipsTests: XCTestCase {
    static let table = ##"""
    {
      "tokens": {
        "background": { "uikit": "UIColor.systemBackground", "light": "#FFFFFF", "dark": "#000000" },
        "text":       { "uikit": "UIColor.label", "light": "#000000", "dark": "#FFFFFF" }
      },
      "rules": [
        { "match": "#FFFFFF", "token": "background" },
        { "match": "#000000", "token": "text" }
      ]
    }
    """##

    static let spec = """
        name: Shop
        options:
          deploymentTarget:
            iOS: "12.0"
        targets:
          Shop:
            type: application
            platform: [iOS, tvOS]
            deploymentTarget:
              tvOS: "13.0"
            sources: [Shop]
          TV:
            type: application
            platform: tvOS
            deploymentTarget: "14.0"
            sources: [TV]
          Share:
            type: app-extension
            platform: iOS
            deploymentTarget: "15.0"
            sources:
              - path: Share
        """

    static let code = """
        import UIKit
        func paint(_ view: UIView, _ label: UILabel) {
            view.backgroundColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
            label.textColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
        }

        """

    func project() throws -> Scratch {
        let s = try Scratch()
        try s.write(".recolor.json", Self.table)
        try s.write("project.yml", Self.spec)
        try s.write("Shop/Paint.swift", Self.code)
        try s.write("TV/Paint.swift", Self.code)
        try s.write("Share/Paint.swift", Self.code)
        return s
    }

    func testScanListsTheTargets() throws {
        let s = try project()
        let text = try CommandRunner.recolor(["scan"], in: s.url)
        XCTAssertTrue(text.stdout.hasPrefix("targets (project.yml):\n"), text.stdout)
        XCTAssertTrue(text.stdout.contains("  Shop      application           iOS 12.0, tvOS 13.0         1 file  (project.yml)\n"), text.stdout)
        XCTAssertTrue(text.stdout.contains("  Share     app-extension         iOS 15.0                    1 file  (project.yml)\n"), text.stdout)
        let json = try JSONSerialization.jsonObject(with: Data(try CommandRunner.recolor(["scan", "--format", "json"], in: s.url).stdout.utf8)) as! [String: Any]
        let project = json["project"] as! [String: Any]
        let targets = project["targets"] as! [[String: Any]]
        XCTAssertEqual(targets.map { $0["name"] as! String }, ["Share", "Shop", "TV"])
        XCTAssertEqual(targets[1]["platforms"] as? [String: String], ["iOS": "12.0", "tvOS": "13.0"])
        XCTAssertEqual(project["assumedNewestSDK"] as? Bool, false)
    }

    func testFixWritesSystemColorsOnlyWhereEveryPlatformAndOSHasThem() throws {
        let s = try project()
        let diff = try CommandRunner.recolor(["fix", "--diff"], in: s.url)
        // iOS 12: neither; tvOS 14 only: label but not systemBackground (not on tvOS); iOS 15: both.
        XCTAssertTrue(diff.stderr.contains("Shop/Paint.swift:3:28: would not be rewritten (declined): UIColor.systemBackground needs iOS 13.0"), diff.stderr)
        XCTAssertTrue(diff.stderr.contains("Shop/Paint.swift:4:23: would not be rewritten (declined): UIColor.label needs iOS 13.0"), diff.stderr)
        XCTAssertTrue(diff.stderr.contains("TV/Paint.swift:3:28: would not be rewritten (declined): UIColor.systemBackground is not available on tvOS"), diff.stderr)
        XCTAssertFalse(diff.stderr.contains("TV/Paint.swift:4"), diff.stderr)
        XCTAssertFalse(diff.stderr.contains("Share/"), diff.stderr)
        let fix = try CommandRunner.recolor(["fix"], in: s.url)
        XCTAssertTrue(fix.stderr.contains("recolor: rewrote 3 findings in 2 files; 0 unmapped left; 3 declined"), fix.stderr)
        XCTAssertEqual(try s.read("Shop/Paint.swift"), Self.code)
        XCTAssertTrue(try s.read("TV/Paint.swift").contains("label.textColor = UIColor.label\n"))
        XCTAssertTrue(try s.read("TV/Paint.swift").contains("view.backgroundColor = UIColor(red: 1"))
        XCTAssertTrue(try s.read("Share/Paint.swift").contains("view.backgroundColor = UIColor.systemBackground\n"))
    }

    func testWhereTheSystemColorIsMissingTheTablesOwnMemberIsWrittenAndGenerateDeclaresIt() throws {
        let s = try project()
        try s.write(".recolor.json", Self.table.replacingOccurrences(of: "{\n  \"tokens\"", with: "{\n  \"generate\": { \"swift\": \"Shop/Generated/Colors.swift\" },\n  \"tokens\""))
        let generate = try CommandRunner.recolor(["generate", "-q"], in: s.url)
        XCTAssertEqual(generate.status, 0, generate.stderr)
        let generated = try s.read("Shop/Generated/Colors.swift")
        // The project ships on iOS 12 and tvOS: both system colors need a safe member of the table's own.
        XCTAssertTrue(generated.contains("extension UIColor {\n    /// `background` in the table"), generated)
        XCTAssertTrue(generated.contains("    static var background: UIColor {\n        if #available(iOS 13.0, *) {"), generated)
        XCTAssertTrue(generated.contains("    static var text: UIColor {"), generated)
        let fix = try CommandRunner.recolor(["fix"], in: s.url)
        // iOS 12: the table's members; tvOS 14: label, and the member for systemBackground; iOS 15: the system colors.
        XCTAssertEqual(try s.read("Shop/Paint.swift"), Self.code.replacingOccurrences(of: "UIColor(red: 1, green: 1, blue: 1, alpha: 1)", with: "UIColor.background")
            .replacingOccurrences(of: "UIColor(red: 0, green: 0, blue: 0, alpha: 1)", with: "UIColor.text"))
        let tv = try s.read("TV/Paint.swift")
        XCTAssertTrue(tv.contains("view.backgroundColor = UIColor.background\n    label.textColor = UIColor.label\n"), tv)
        XCTAssertTrue(try s.read("Share/Paint.swift").contains("view.backgroundColor = UIColor.systemBackground\n"))
        XCTAssertFalse(fix.stderr.contains("declined"), fix.stderr)
    }

    func testWithoutProjectFactsGenerateDeclaresNoMemberInPlaceOfASystemColor() throws {
        let s = try Scratch()
        try s.write(".recolor.json", Self.table.replacingOccurrences(of: "{\n  \"tokens\"", with: "{\n  \"generate\": { \"swift\": \"Generated/Colors.swift\" },\n  \"tokens\""))
        try s.write("A.swift", Self.code)
        XCTAssertEqual(try CommandRunner.recolor(["generate", "-q"], in: s.url).status, 0)
        XCTAssertFalse(((try? s.read("Generated/Colors.swift")) ?? "").contains("static var text"))
    }

    func testABrokenProjectFileIsAWarningAndTheRunGoesOn() throws {
        let s = try project()
        try s.write("Old.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{\n\tobjects = {\n\t\tA = {isa = PBXProject;")
        let scan = try CommandRunner.recolor(["scan"], in: s.url)
        XCTAssertEqual(scan.status, 0)
        XCTAssertTrue(scan.stderr.contains("recolor: Old.xcodeproj/project.pbxproj:4: warning: not a readable project file"), scan.stderr)
    }

    func testWithoutProjectFilesTheNewestSDKIsAssumedAndSaidOnce() throws {
        let s = try Scratch()
        try s.write(".recolor.json", Self.table)
        try s.write("A.swift", Self.code)
        let fix = try CommandRunner.recolor(["fix"], in: s.url)
        XCTAssertEqual(fix.stderr.components(separatedBy: "the newest SDK is assumed").count, 2, fix.stderr)
        XCTAssertTrue(try s.read("A.swift").contains("UIColor.systemBackground"))
    }

    func testTheElseBranchOfAnAvailabilityCheckIsNeverRewrittenToWhatItGuards() throws {
        let s = try Scratch()
        try s.write(".recolor.json", Self.table)
        let code = """
            import UIKit
            func paint(_ view: UIView) {
                if #available(iOS 13.0, *) {
                    view.backgroundColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
                } else {
                    view.backgroundColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
                }
            }

            """
        try s.write("A.swift", code)
        let fix = try CommandRunner.recolor(["fix"], in: s.url)
        XCTAssertTrue(fix.stderr.contains("A.swift:6:32: not rewritten (declined): pre-iOS 13 branch: UIColor.systemBackground needs iOS 13.0"), fix.stderr)
        XCTAssertEqual(try s.read("A.swift"), code.replacingOccurrences(of: "    view.backgroundColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1)\n    } else",
                                                                     with: "    view.backgroundColor = UIColor.systemBackground\n    } else"))
    }

    func testInsideAnAvailabilityCheckTheCheckedOSCountsAndIfOSNarrowsThePlatforms() throws {
        let s = try project()
        try s.write("Shop/Paint.swift", """
            import UIKit
            func paint(_ view: UIView, _ label: UILabel) {
                if #available(iOS 13.0, tvOS 13.0, *) {
                    label.textColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
                }
                #if os(iOS)
                if #available(iOS 13.0, *) {
                    view.backgroundColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
                }
                #else
                view.backgroundColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
                #endif
            }

            """)
        let diff = try CommandRunner.recolor(["fix", "--diff", "Shop"], in: s.url)
        XCTAssertTrue(diff.stdout.contains("+        label.textColor = UIColor.label\n"), diff.stdout)
        XCTAssertTrue(diff.stdout.contains("+        view.backgroundColor = UIColor.systemBackground\n"), diff.stdout)
        XCTAssertTrue(diff.stderr.contains("Shop/Paint.swift:11:28: would not be rewritten (declined): UIColor.systemBackground is not available on tvOS"), diff.stderr)
        XCTAssertTrue(diff.stderr.contains("the site compiles for tvOS 13.0 (targets Shop)") || diff.stderr.contains("the site compiles for tvOS 13.0 (target Shop)"), diff.stderr)
    }

    func testWithoutProjectFactsAnIfOSTVOSBlockIsStillJudgedForTVOS() throws {
        let s = try Scratch()
        try s.write(".recolor.json", ##"""
            { "tokens": { "background": { "swiftui": "Color(uiColor: .systemBackground)", "light": "#FFFFFF", "dark": "#000000" } },
              "rules": [ { "match": "#FFFFFF", "token": "background" } ] }
            """##)
        try s.write("V.swift", "import SwiftUI\n#if os(tvOS)\nlet tv = Color.white\n#else\nlet phone = Color.white\n#endif\n")
        let fix = try CommandRunner.recolor(["fix"], in: s.url)
        XCTAssertTrue(fix.stderr.contains("V.swift:3:10: not rewritten (declined): UIColor.systemBackground is not available on tvOS"), fix.stderr)
        XCTAssertEqual(try s.read("V.swift"), "import SwiftUI\n#if os(tvOS)\nlet tv = Color.white\n#else\nlet phone = Color(uiColor: .systemBackground)\n#endif\n")
    }
}

/// Xcode's asset symbols: generate declares no member Xcode generates for a color set.
final class AssetSymbolClashTests: XCTestCase {
    func testAMemberXcodeAlsoGeneratesIsExit2NamingBoth() throws {
        let s = try Scratch()
        try s.write("project.yml", AppSetAssetNameTests.project)
        try s.write("Shop/Assets.xcassets/Primary Text Color.colorset/Contents.json", "{ \"colors\": [], \"info\": { \"author\": \"xcode\", \"version\": 1 } }\n")
        try s.write("Shop/A.swift", "import SwiftUI\nlet x = 1\n")
        try s.write(".recolor.json", ##"""
            { "generate": { "swift": "Shop/Generated/Colors.swift" },
              "tokens": { "ink": { "swiftui": "Color.primaryText", "light": "#111111", "dark": "#EEEEEE" } }, "rules": [] }
            """##)
        let run = try CommandRunner.recolor(["generate"], in: s.url)
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertTrue(run.stderr.contains("tokens.ink: 'Color.primaryText' is also the member Xcode generates for the color set Primary Text Color.colorset (asset symbols are on in target Shop"), run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: s.url.appendingPathComponent("Shop/Generated/Colors.swift").path))
        // Another member path builds.
        try s.write(".recolor.json", ##"""
            { "generate": { "swift": "Shop/Generated/Colors.swift" },
              "tokens": { "ink": { "swiftui": "Color.Semantic.ink", "light": "#111111", "dark": "#EEEEEE" } }, "rules": [] }
            """##)
        XCTAssertEqual(try CommandRunner.recolor(["generate", "-q"], in: s.url).status, 0)
    }

    /// A color set generate writes whose Xcode symbol is a member the app itself declares
    /// (`extension Color { static let orchid }`): exit 2 naming both, nothing written; init does not
    /// name a token after such a member (nor `orchidColor`, whose symbol is `orchid`) where asset
    /// symbols are on (session 18's audit F16: Swiftfin's jellyfinPurple, neither app built).
    func testAColorSetWhoseSymbolTheAppDeclaresIsRefusedAndInitAvoidsTheName() throws {
        let s = try Scratch()
        try s.write("project.yml", """
            name: Tiny
            targets:
              Tiny:
                type: application
                platform: iOS
                deploymentTarget: "17.0"
                sources: [App]
                settings:
                  base:
                    ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS: YES
            """)
        try s.write("App/Brand.swift", "import SwiftUI\nextension Color {\n    static let orchid = Color(red: 172 / 255, green: 92 / 255, blue: 195 / 255, opacity: 1)\n}\nstruct V: View {\n    var body: some View { Button(\"Go\") {}.tint(.orchid) }\n}\n")
        try s.write(".recolor.json", ##"""
            { "generate": { "swift": "App/SemanticColors.swift", "assetCatalog": "App/SemanticColors.xcassets" },
              "tokens": { "orchid": { "uikit": "Semantic.orchid", "swiftui": "Color(Semantic.orchid)", "light": "#AC5CC3", "dark": "#AC5CC3" } },
              "rules": [ { "match": "#AC5CC3", "token": "orchid" } ] }
            """##)
        let run = try CommandRunner.recolor(["generate"], in: s.url)
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertTrue(run.stderr.contains("tokens.orchid: its color set orchid.colorset makes Xcode generate 'Color.orchid' (asset symbols are on in target Tiny"), run.stderr)
        XCTAssertTrue(run.stderr.contains("which App/Brand.swift already declares"), run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: s.url.appendingPathComponent("App/SemanticColors.xcassets").path))
        try FileManager.default.removeItem(at: s.url.appendingPathComponent(".recolor.json"))
        let drafted = try CommandRunner.recolor(["init"], in: s.url)
        XCTAssertEqual(drafted.status, 0, drafted.stderr)
        let table = try JSONSerialization.jsonObject(with: Data(contentsOf: s.url.appendingPathComponent(".recolor.json"))) as! [String: Any]
        let names = (table["tokens"] as! [String: Any]).keys.sorted()
        XCTAssertFalse(names.isEmpty)
        XCTAssertFalse(names.contains { $0 == "orchid" || $0 == "orchidColor" }, "\(names)")
    }

    /// A token whose expressions are Apple's system colors (init's `label`: `Color.primary`;
    /// `systemBackground`: `Color(uiColor: .systemBackground)`) gets no color set: nothing reads
    /// it, and the set's Xcode symbol (`Color.label`) clashed with the member generate declares
    /// where the system color is missing (the audit's Trio: init's own draft was refused, exit 2).
    func testASystemColorTokenGetsNoColorSetAndSoNoClash() throws {
        let s = try Scratch()
        try s.write("project.yml", """
            name: Shop
            targets:
              Shop:
                type: application
                platform: iOS
                deploymentTarget: "12.0"
                sources: [Shop]
                settings:
                  base:
                    ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS: YES
            """)
        try s.write("Shop/A.swift", "import SwiftUI\nlet x = 1\n")
        try s.write(".recolor.json", ##"""
            { "generate": { "swift": "Shop/Generated/Colors.swift", "assetCatalog": "Shop/Semantic.xcassets" },
              "tokens": { "label": { "swiftui": "Color.primary", "light": "#000000", "dark": "#FFFFFF" },
                          "systemBackground": { "swiftui": "Color(uiColor: .systemBackground)", "uikit": "UIColor.systemBackground", "light": "#FFFFFF", "dark": "#000000" },
                          "ink": { "swiftui": "Color.Semantic.ink", "light": "#111111", "dark": "#EEEEEE" } }, "rules": [] }
            """##)
        let run = try CommandRunner.recolor(["generate"], in: s.url)
        XCTAssertEqual(run.status, 0, run.stderr)
        let catalog = s.url.appendingPathComponent("Shop/Semantic.xcassets")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: catalog.path).sorted(), ["Contents.json", "ink.colorset"])
    }
}

/// Contract v4: a target whose rewritten files name members it does not build is named on stderr.
final class TargetMembershipTests: XCTestCase {
    /// An XcodeGen app `App` with a share extension `Share`, a table whose generated Swift file
    /// only `App` builds; returns a file's code that the table's rule rewrites.
    static func shopWithShareExtension(_ s: Scratch) throws -> String {
        try s.write("project.yml", """
            name: Shop
            targets:
              App:
                type: application
                platform: iOS
                deploymentTarget: "15.0"
                sources: [App]
              Share:
                type: app-extension
                platform: iOS
                deploymentTarget: "15.0"
                sources: [Share]
            """)
        try s.write(".recolor.json", ##"""
            { "generate": { "swift": "App/Generated/SemanticColors.swift" },
              "tokens": { "background": { "uikit": "Semantic.background", "light": "#FFFFFF", "dark": "#000000" } },
              "rules": [ { "match": "#FFFFFF", "token": "background" } ] }
            """##)
        return "import UIKit\nfunc paint(_ v: UIView) { v.backgroundColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1) }\n"
    }

    func testAnExtensionThatDoesNotBuildTheGeneratedFileIsNamed() throws {
        let s = try Scratch()
        let code = try Self.shopWithShareExtension(s)
        try s.write("App/A.swift", code)
        try s.write("Share/ShareViewController.swift", code)
        let generate = try CommandRunner.recolor(["generate"], in: s.url)
        XCTAssertEqual(generate.status, 0, generate.stderr)
        XCTAssertTrue(generate.stderr.contains("recolor generate: targets that do not build App/Generated/SemanticColors.swift: Share (app-extension); add it to each whose code is to use the table's members"), generate.stderr)
        let fix = try CommandRunner.recolor(["fix", "-q"], in: s.url)
        XCTAssertTrue(fix.stderr.contains("recolor: warning: target Share builds 1 rewritten file (Share/ShareViewController.swift) that names the table's members, but not the Swift file App/Generated/SemanticColors.swift that declares them: add it to target Share"), fix.stderr)
        XCTAssertFalse(fix.stderr.contains("target App "), fix.stderr)
        XCTAssertTrue(try s.read("Share/ShareViewController.swift").contains("Semantic.background"))
    }

    /// A target that builds no Swift file (an Objective-C plugin bundle) cannot use the generated
    /// members: generate names only the Swift targets (OpenEmu listed 44 such bundles; session 28's
    /// review, B14); a Swift target of the same kind is still named.
    func testATargetWithoutSwiftIsNotToldToAddTheGeneratedFile() throws {
        let s = try Scratch()
        let code = try Self.shopWithShareExtension(s)
        let yml = try s.read("project.yml") + "\n" + """
              Plugin:
                type: bundle
                platform: iOS
                deploymentTarget: "15.0"
                sources: [Plugin]
              SwiftPlugin:
                type: bundle
                platform: iOS
                deploymentTarget: "15.0"
                sources: [SwiftPlugin]

            """
        try s.write("project.yml", yml)
        try s.write("App/A.swift", code)
        try s.write("Share/ShareViewController.swift", code)
        try s.write("Plugin/Core.m", "#import <Foundation/Foundation.h>\n")
        try s.write("SwiftPlugin/Core.swift", "import Foundation\n")
        let generate = try CommandRunner.recolor(["generate"], in: s.url)
        XCTAssertEqual(generate.status, 0, generate.stderr)
        XCTAssertTrue(generate.stderr.contains("targets that do not build App/Generated/SemanticColors.swift: Share (app-extension), SwiftPlugin (bundle);"), generate.stderr)
        XCTAssertFalse(generate.stderr.contains(" Plugin (bundle)"), generate.stderr)
    }

    /// A read-only file `fix` refuses is not rewritten: no target is said to build it as a rewritten
    /// file (session 26's review, F18); a writable one in the same target still is.
    func testAReadOnlyFileIsNotListedAsRewritten() throws {
        let s = try Scratch()
        let code = try Self.shopWithShareExtension(s)
        try s.write("App/A.swift", code)
        try s.write("Share/Locked.swift", code)
        try s.write("Share/Open.swift", code)
        let locked = s.url.appendingPathComponent("Share/Locked.swift").path
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: locked)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: locked) }
        let fix = try CommandRunner.recolor(["fix", "-q"], in: s.url)
        XCTAssertEqual(fix.status, 3, fix.stderr)
        XCTAssertTrue(fix.stderr.contains("target Share builds 1 rewritten file (Share/Open.swift) that names"), fix.stderr)
        XCTAssertFalse(fix.stderr.contains("Share/Locked.swift) that names"), fix.stderr)
    }

    /// A rewritten file looking up one of the app's color sets by name (`UIColor(named: "fsColor")!`)
    /// in a target that does not build the set's catalog: nil there, and the `!` traps. fsnotes'
    /// share extension builds the app's `UIColor+.swift` without its catalog (session 22's review,
    /// F19); the app, which builds both, is not named.
    func testATargetLookingUpAColorSetWithoutItsCatalogIsNamed() throws {
        let s = try Scratch()
        try s.write("project.yml", """
            name: Notes
            targets:
              App:
                type: application
                platform: iOS
                deploymentTarget: "15.0"
                sources: [App, Shared]
              Share:
                type: app-extension
                platform: iOS
                deploymentTarget: "15.0"
                sources: [Share, Shared]
            """)
        try s.write("App/Assets.xcassets/fsColor.colorset/Contents.json", """
            { "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0.000", "green" : "0.000", "red" : "1.000" } }, "idiom" : "universal" } ],
              "info" : { "author" : "xcode", "version" : 1 } }

            """)
        try s.write(".recolor.json", ##"""
            { "tokens": { "fsColor": { "uikit": "UIColor(named: \"fsColor\")!", "asset": "fsColor", "light": "#FF0000", "dark": "#FF4444",
                                       "from": "App/Assets.xcassets/fsColor.colorset/Contents.json" } },
              "rules": [ { "match": "#FF0000", "token": "fsColor" } ] }
            """##)
        try s.write("Shared/UIColor+.swift", "import UIKit\nextension UIColor {\n    static let mainTheme = UIColor(red: 1, green: 0, blue: 0, alpha: 1)\n}\n")
        try s.write("Share/Share.swift", "import UIKit\nlet shared = 1\n")
        let fix = try CommandRunner.recolor(["fix", "-q"], in: s.url)
        XCTAssertEqual(fix.status, 0, fix.stderr)
        XCTAssertTrue(try s.read("Shared/UIColor+.swift").contains("UIColor(named: \"fsColor\")!"), fix.stderr)
        XCTAssertTrue(fix.stderr.contains("recolor: warning: target Share builds 1 rewritten file (Shared/UIColor+.swift) that looks up the color set fsColor by name, but not the asset catalog App/Assets.xcassets that holds it: add it to target Share, or the lookup is nil there and its ! traps"), fix.stderr)
        XCTAssertFalse(fix.stderr.contains("target App "), fix.stderr)
    }

    /// SwiftUI's generated members read the generated catalog (`Color("inverseText")`): a target
    /// whose rewritten Swift names one needs the catalog too, and is told (the audit's BookPlayer
    /// widget was told of the Swift file only, and shows no color at run time without the catalog).
    /// A color set given a dark entry in place names nothing, and no target is told of it.
    func testATargetNamingAMemberThatReadsTheCatalogIsToldOfTheCatalog() throws {
        let s = try Scratch()
        try s.write("project.yml", """
            name: Shop
            targets:
              App:
                type: application
                platform: iOS
                deploymentTarget: "15.0"
                sources: [App]
              Widget:
                type: app-extension
                platform: iOS
                deploymentTarget: "15.0"
                sources: [Widget]
            """)
        try s.write(".recolor.json", ##"""
            { "generate": { "swift": "App/Generated/SemanticColors.swift", "assetCatalog": "App/Semantic.xcassets" },
              "tokens": { "inverseText": { "swiftui": "Color.inverseText", "light": "#FFFFFF", "dark": "#000000" } },
              "rules": [ { "match": "#FFFFFF", "token": "inverseText" } ] }
            """##)
        try s.write("App/A.swift", "import SwiftUI\nlet a = 1\n")
        try s.write("Widget/W.swift", "import SwiftUI\nstruct W: View { var body: some View { Text(\"a\").foregroundStyle(Color(red: 1, green: 1, blue: 1)) } }\n")
        try s.write("Widget/Assets.xcassets/AccentColor.colorset/Contents.json", """
            { "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "1.000", "green" : "1.000", "red" : "1.000" } }, "idiom" : "universal" } ],
              "info" : { "author" : "xcode", "version" : 1 } }

            """)
        XCTAssertEqual(try CommandRunner.recolor(["generate", "-q"], in: s.url).status, 0)
        let fix = try CommandRunner.recolor(["fix", "-q"], in: s.url)
        XCTAssertTrue(try s.read("Widget/W.swift").contains("Color.inverseText"), fix.stderr)
        XCTAssertTrue(fix.stderr.contains("recolor: warning: target Widget builds 1 rewritten file (Widget/W.swift) that names the table's members, but not the asset catalog App/Semantic.xcassets that holds their colors: add it to target Widget"), fix.stderr)
        XCTAssertTrue(fix.stderr.contains("recolor: warning: target Widget builds 1 rewritten file (Widget/W.swift) that names the table's members, but not the Swift file App/Generated/SemanticColors.swift that declares them"), fix.stderr)
        XCTAssertFalse(fix.stderr.contains("AccentColor.colorset/Contents.json)"), fix.stderr)
    }
}
