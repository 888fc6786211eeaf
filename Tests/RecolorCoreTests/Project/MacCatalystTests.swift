@testable import RecolorCore
import XCTest

/// Mac Catalyst as a platform: `SUPPORTS_MACCATALYST = YES` (pbxproj, project.yml) and
/// `.macCatalyst(…)` (Package.swift) add it at iOS's deployment target (never below 13.1);
/// `#if targetEnvironment(macCatalyst)` narrows a site to it; availability is iOS's at Catalyst's
/// version; scan names it.
final class MacCatalystTests: XCTestCase {
    func facts(_ files: [String: String]) -> ProjectFacts {
        let projectNames: Set<String> = ["Package.swift", "project.pbxproj", "project.yml", "Podfile"]
        let projectFiles = files.keys.filter { projectNames.contains(PathText.lastComponent(of: $0)) }.sorted()
        return ProjectFacts.read(projectFiles: projectFiles, cwd: "/r") { files[$0].map { Array($0.utf8) } }
    }

    func pbxproj(_ settings: String) -> String {
        """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjects = {
        \t\tG0 = {isa = PBXGroup; children = (F1); sourceTree = "<group>"; };
        \t\tF1 = {isa = PBXFileReference; path = App/View.swift; sourceTree = "<group>"; };
        \t\tB1 = {isa = PBXBuildFile; fileRef = F1; };
        \t\tS1 = {isa = PBXSourcesBuildPhase; files = (B1); };
        \t\tT1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (S1); name = Reader; productType = "com.apple.product-type.application"; };
        \t\tP1 = {isa = PBXProject; buildConfigurationList = L0; mainGroup = G0; projectDirPath = ""; targets = (T1); };
        \t\tL0 = {isa = XCConfigurationList; buildConfigurations = (C0); };
        \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
        \t\tC0 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos;}; name = Release; };
        \t\tC1 = {isa = XCBuildConfiguration; buildSettings = {\(settings)}; name = Release; };
        \t};
        \trootObject = P1;
        }
        """
    }

    func testSupportsMacCatalystAddsThePlatformAtIOSsDeploymentTarget() {
        let on = facts(["/r/Reader.xcodeproj/project.pbxproj": pbxproj("IPHONEOS_DEPLOYMENT_TARGET = 15.0; SUPPORTS_MACCATALYST = YES;")])
        XCTAssertEqual(on.targets.first?.platforms, [.iOS: PlatformVersion(15, 0), .macCatalyst: PlatformVersion(15, 0)])
        XCTAssertEqual(on.targets.first?.platformsText, "iOS 15.0, Mac Catalyst 15.0")
        // Below the first Catalyst, Catalyst starts at 13.1.
        let low = facts(["/r/Reader.xcodeproj/project.pbxproj": pbxproj("IPHONEOS_DEPLOYMENT_TARGET = 12.0; SUPPORTS_MACCATALYST = YES;")])
        XCTAssertEqual(low.targets.first?.platforms, [.iOS: PlatformVersion(12, 0), .macCatalyst: PlatformVersion(13, 1)])
        let off = facts(["/r/Reader.xcodeproj/project.pbxproj": pbxproj("IPHONEOS_DEPLOYMENT_TARGET = 15.0; SUPPORTS_MACCATALYST = NO;")])
        XCTAssertEqual(off.targets.first?.platforms, [.iOS: PlatformVersion(15, 0)])
    }

    func testXcodeGenAndPackageManifestName() {
        let yml = facts(["/r/project.yml": """
            name: Reader
            targets:
              Reader:
                type: application
                platform: iOS
                deploymentTarget: "14.0"
                settings:
                  SUPPORTS_MACCATALYST: YES
                sources: [Reader]
            """])
        XCTAssertEqual(yml.targets.first?.platforms, [.iOS: PlatformVersion(14, 0), .macCatalyst: PlatformVersion(14, 0)], "\(yml.warnings)")
        let package = facts(["/r/Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Kit", platforms: [.iOS(.v15), .macCatalyst(.v16)], targets: [.target(name: "Kit")])
            """])
        XCTAssertEqual(package.targets.first?.platforms[.macCatalyst], PlatformVersion(16, 0), "\(package.targets) \(package.warnings)")
    }

    /// A dependency's `condition: .when(platforms: […])` is no `platforms:` of the package: no warning,
    /// and the package's own list is read (WXYC: 16 false warnings on every command; session 31's
    /// held-out check, V8). Negative: an entry of the package's own list recolor cannot read is still said.
    func testADependencyConditionIsNoPlatformsList() {
        let manifest = { (own: String) in """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Kit", platforms: [\(own)],
                targets: [.target(name: "Kit", dependencies: [.product(name: "I", package: "I", condition: .when(platforms: [.iOS, .macCatalyst, .macOS]))])])
            """ }
        let clean = facts(["/r/Package.swift": manifest(".iOS(.v17), .macOS(.v14)")])
        XCTAssertEqual(clean.warnings, [])
        XCTAssertEqual(clean.targets.first?.platforms, [.iOS: PlatformVersion(17, 0), .macOS: PlatformVersion(14, 0)])
        let odd = facts(["/r/Package.swift": manifest(".iOS(.v17), .custom(\"x\")")])
        XCTAssertEqual(odd.warnings.count, 1, "\(odd.warnings)")
    }

    func testAvailabilityIsIOSsAtCatalystsVersionAndTargetEnvironmentNarrows() {
        // Color(uiColor:) is iOS 15.0, Mac Catalyst 15.0 on Apple's page; UIColor.systemBackground iOS 13.0, Mac Catalyst 13.1.
        let site = { (platforms: [ApplePlatform: PlatformVersion]) in AvailabilityGate.Site(compilation: Compilation(platforms: platforms, targets: ["Reader"])) }
        XCTAssertNil(AvailabilityGate.refusal(expression: "UIColor.systemBackground", implicitType: nil, framework: .uikit, site: site([.macCatalyst: PlatformVersion(13, 1)])))
        let refusal = AvailabilityGate.refusal(expression: "Color(uiColor: .systemBackground)", implicitType: nil, framework: .swiftui, site: site([.macCatalyst: PlatformVersion(14, 0)]))
        XCTAssertEqual(refusal?.hasPrefix("Color(uiColor:) needs Mac Catalyst 15.0"), true, refusal ?? "nil")

        let text = """
            import UIKit
            let a = UIColor.white
            #if targetEnvironment(macCatalyst)
            let b = UIColor.white
            #endif
            func f() {
                if #available(iOS 16, *) { let c = UIColor.white }
            }
            """
        let file = SwiftSource(path: "/r/App/View.swift", bytes: Array(text.utf8))
        let sites = SiteAvailability(file, compilation: Compilation(platforms: [.iOS: PlatformVersion(14, 0), .macCatalyst: PlatformVersion(14, 0)], targets: ["Reader"]))
        func offset(_ needle: String) -> Int { text.utf8.count - text.components(separatedBy: needle).last!.utf8.count - needle.utf8.count }
        XCTAssertEqual(sites.site(at: offset("let a")).compilation.platforms, [.iOS: PlatformVersion(14, 0), .macCatalyst: PlatformVersion(14, 0)])
        XCTAssertEqual(sites.site(at: offset("let b")).compilation.platforms, [.macCatalyst: PlatformVersion(14, 0)])
        // An iOS version in #available is read for Mac Catalyst too.
        XCTAssertEqual(sites.site(at: offset("let c")).compilation.platforms, [.iOS: PlatformVersion(16, 0), .macCatalyst: PlatformVersion(16, 0)])
    }

    func testGenerateUsesColorUIColorOnlyWhereCatalystHasIt() {
        // A package may ship Catalyst below its iOS: `.iOS(.v15), .macCatalyst(.v14)`; Color(uiColor:) is Mac Catalyst 15.0.
        let lower = GeneratedPlatforms(Compilation(platforms: [.iOS: PlatformVersion(15, 0), .macCatalyst: PlatformVersion(14, 0)]))
        XCTAssertEqual(lower.swiftUIFromUIColorLabel, "")
        let same = GeneratedPlatforms(Compilation(platforms: [.iOS: PlatformVersion(15, 0), .macCatalyst: PlatformVersion(15, 0)]))
        XCTAssertEqual(same.swiftUIFromUIColorLabel, "uiColor: ")
        // Catalyst never needs the pre-iOS 13 fallback: it starts at 13.1.
        XCTAssertNil(GeneratedPlatforms(Compilation(platforms: [.macCatalyst: PlatformVersion(13, 1)])).dynamicUIColorCheck)
    }

    func testScanPrintsMacCatalyst() {
        let project = ProjectFacts(targets: [BuildTarget(name: "Reader", kind: "application", declaredIn: "Reader.xcodeproj/project.pbxproj",
                                                         platforms: [.iOS: PlatformVersion(15, 0), .macCatalyst: PlatformVersion(15, 0)])])
        XCTAssertTrue(ProjectSummary(project).text().contains("iOS 15.0, Mac Catalyst 15.0"), ProjectSummary(project).text())
    }
}
