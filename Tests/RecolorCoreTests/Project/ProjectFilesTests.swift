@testable import RecolorCore
import XCTest

/// Project facts read without Xcode: Package.swift, project.pbxproj with .xcconfig, project.yml,
/// Podfile; bad files are warnings with file and line, never a crash.
final class ProjectFilesTests: XCTestCase {
    /// Files in memory, by absolute path.
    func facts(_ files: [String: String]) -> ProjectFacts {
        let projectNames: Set<String> = ["Package.swift", "project.pbxproj", "project.yml", "Podfile"]
        let projectFiles = files.keys.filter { projectNames.contains(PathText.lastComponent(of: $0)) }.sorted()
        return ProjectFacts.read(projectFiles: projectFiles, cwd: "/r") { files[$0].map { Array($0.utf8) } }
    }

    static let pbxproj = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjects = {
        /* Begin PBXBuildFile section */
        \t\tB1 /* AppDelegate.swift in Sources */ = {isa = PBXBuildFile; fileRef = F1 /* AppDelegate.swift */; };
        \t\tB2 = {isa = PBXBuildFile; fileRef = F2; };
        \t\tB3 = {isa = PBXBuildFile; fileRef = V1; };
        \t\tB4 = {isa = PBXBuildFile; fileRef = F4; };
        \t\tB5 = {isa = PBXBuildFile; fileRef = F2; };
        \t\tG0 = {isa = PBXGroup; children = (G1, G2, X1); sourceTree = "<group>"; };
        \t\tG1 = {isa = PBXGroup; children = (F1, F2, V1); path = App; sourceTree = "<group>"; };
        \t\tG2 = {isa = PBXGroup; children = (F4); path = "Share Extension"; sourceTree = "<group>"; };
        \t\tF1 = {isa = PBXFileReference; path = AppDelegate.swift; sourceTree = "<group>"; };
        \t\tF2 = {isa = PBXFileReference; path = Assets.xcassets; sourceTree = "<group>"; };
        \t\tV1 = {isa = PBXVariantGroup; children = (F3); name = Main.storyboard; sourceTree = "<group>"; };
        \t\tF3 = {isa = PBXFileReference; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
        \t\tF4 = {isa = PBXFileReference; path = ShareViewController.swift; sourceTree = "<group>"; };
        \t\tX1 = {isa = PBXFileReference; path = Config/Base.xcconfig; sourceTree = SOURCE_ROOT; };
        \t\tS1 = {isa = PBXSourcesBuildPhase; files = (B1, ); };
        \t\tR1 = {isa = PBXResourcesBuildPhase; files = (B2, B3); };
        \t\tS2 = {isa = PBXSourcesBuildPhase; files = (B4); };
        \t\tR2 = {isa = PBXResourcesBuildPhase; files = (B5); };
        \t\tT1 /* App */ = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (S1, R1); name = App; productType = "com.apple.product-type.application"; };
        \t\tT2 = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (S2, R2); name = Share; productType = "com.apple.product-type.app-extension"; };
        \t\tP1 = {isa = PBXProject; buildConfigurationList = L0; mainGroup = G0; projectDirPath = ""; targets = (T1, T2); };
        \t\tL0 = {isa = XCConfigurationList; buildConfigurations = (C0d, C0r); };
        \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1d, C1r); };
        \t\tL2 = {isa = XCConfigurationList; buildConfigurations = (C2d); };
        \t\tC0d = {isa = XCBuildConfiguration; baseConfigurationReference = X1; buildSettings = {SDKROOT = iphoneos; ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS = YES;}; name = Debug; };
        \t\tC0r = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 14.0;}; name = Release; };
        \t\tC1d = {isa = XCBuildConfiguration; buildSettings = {SUPPORTED_PLATFORMS = "iphoneos iphonesimulator appletvos appletvsimulator"; TVOS_DEPLOYMENT_TARGET = "$(TV_FLOOR)"; TV_FLOOR = 13.0;}; name = Debug; };
        \t\tC1r = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 12.0;}; name = Release; };
        \t\tC2d = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 15.0; ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS = NO;}; name = Debug; };
        \t};
        \trootObject = P1 /* Project object */;
        }
        """

    func testXcodeTargetsGetPlatformsLowestOSFilesAndAssetSymbols() {
        let f = facts(["/r/Shop.xcodeproj/project.pbxproj": Self.pbxproj,
                       "/r/Config/Base.xcconfig": "#include \"Shared.xcconfig\"\nIPHONEOS_DEPLOYMENT_TARGET = 12.0 // floor\n",
                       "/r/Config/Shared.xcconfig": "IPHONEOS_DEPLOYMENT_TARGET = 11.0\nSWIFT_VERSION = 5.0\n"])
        XCTAssertEqual(f.warnings, [])
        XCTAssertEqual(f.targets.map(\.name), ["App", "Share"])
        let app = f.targets[0], share = f.targets[1]
        // Debug: 12.0 from the project's xcconfig (its own line after the include); Release: 12.0 set; tvOS 13 by reference.
        XCTAssertEqual(app.platforms, [.iOS: PlatformVersion(12, 0), .tvOS: PlatformVersion(13, 0)])
        XCTAssertEqual(app.kind, "application")
        XCTAssertEqual(app.assetSymbols, true)
        XCTAssertEqual(Set(app.members), ["/r/App/AppDelegate.swift", "/r/App/Assets.xcassets", "/r/App/Base.lproj/Main.storyboard"])
        XCTAssertTrue(app.builds("/r/App/Assets.xcassets/ink.colorset/Contents.json"))
        XCTAssertEqual(share.kind, "app-extension")
        // The extension's own Debug has 15.0 and no project Release to inherit from.
        XCTAssertEqual(share.platforms, [.iOS: PlatformVersion(15, 0)])
        XCTAssertEqual(share.assetSymbols, false)
        XCTAssertEqual(f.compilation(of: "/r/Share Extension/ShareViewController.swift").targets, ["Share"])
        XCTAssertEqual(f.compilation(of: "/r/App/Assets.xcassets/ink.colorset/Contents.json").targets, ["App", "Share"])
        // A file of the project no target names: every target, each platform at its lowest.
        XCTAssertEqual(f.compilation(of: "/r/Other/Loose.swift").platforms, [.iOS: PlatformVersion(12, 0), .tvOS: PlatformVersion(13, 0)])
        // Outside every project: the newest SDK.
        XCTAssertTrue(f.compilation(of: "/elsewhere/A.swift").assumed)
    }

    /// An .xcconfig every configuration names but nobody committed (BookPlayer's git-ignored
    /// Debug.xcconfig, 9 configurations): "missing", said once.
    func testAMissingXcconfigNamedByManyConfigurationsIsOneMissingWarning() {
        let project = Self.pbxproj.replacingOccurrences(of: "C0r = {isa = XCBuildConfiguration; buildSettings",
                                                        with: "C0r = {isa = XCBuildConfiguration; baseConfigurationReference = X1; buildSettings")
            .replacingOccurrences(of: "C1d = {isa = XCBuildConfiguration; buildSettings", with: "C1d = {isa = XCBuildConfiguration; baseConfigurationReference = X1; buildSettings")
        let f = facts(["/r/Shop.xcodeproj/project.pbxproj": project])
        XCTAssertEqual(f.warnings.map(\.description), ["Config/Base.xcconfig: warning: this .xcconfig file is missing (a project file names it); its settings are not known"])
    }

    func testAnXcconfigInASynchronizedFolderIsReadThroughItsAnchor() {
        let project = Self.pbxproj
            .replacingOccurrences(of: "C2d = {isa = XCBuildConfiguration; buildSettings", with: "C2d = {isa = XCBuildConfiguration; baseConfigurationReferenceAnchor = Y1; baseConfigurationReferenceRelativePath = Ext.xcconfig; buildSettings")
            .replacingOccurrences(of: "IPHONEOS_DEPLOYMENT_TARGET = 15.0; ASSET", with: "ASSET")
            .replacingOccurrences(of: "\t\tS1 = ", with: "\t\tY1 = {isa = PBXFileSystemSynchronizedRootGroup; path = Config; sourceTree = \"<group>\"; };\n\t\tS1 = ")
        let f = facts(["/r/Shop.xcodeproj/project.pbxproj": project, "/r/Config/Base.xcconfig": "", "/r/Config/Ext.xcconfig": "IPHONEOS_DEPLOYMENT_TARGET = 16.4\n"])
        XCTAssertEqual(f.warnings, [])
        XCTAssertEqual(f.targets[1].platforms, [.iOS: PlatformVersion(16, 4)])
    }

    /// Xcode 16's synchronized folders (the shape of an app with a Shared folder built for iOS and tvOS):
    /// a target builds every file under its folders but its exception set's.
    func testSynchronizedFoldersAndTheirExceptions() {
        let project = """
            // !$*UTF8*$!
            {
            \tobjects = {
            \t\tG0 = {isa = PBXGroup; children = (Y1, Y2, Y3); sourceTree = "<group>"; };
            \t\tY1 /* Shared */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E1 /* PBXFileSystemSynchronizedBuildFileExceptionSet */, ); explicitFileTypes = {}; explicitFolders = (); path = Shared; sourceTree = "<group>"; };
            \t\tY2 = {isa = PBXFileSystemSynchronizedRootGroup; path = "Phone App"; sourceTree = "<group>"; };
            \t\tY3 = {isa = PBXFileSystemSynchronizedRootGroup; path = "TV App"; sourceTree = "<group>"; };
            \t\tE1 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Components/PhoneOnly.swift, ); target = T2 /* TV */; };
            \t\tT1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (); fileSystemSynchronizedGroups = (Y1, Y2); name = Phone; productType = "com.apple.product-type.application"; };
            \t\tT2 = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (); fileSystemSynchronizedGroups = (Y1, Y3); name = TV; productType = "com.apple.product-type.application"; };
            \t\tP1 = {isa = PBXProject; buildConfigurationList = L0; mainGroup = G0; targets = (T1, T2); };
            \t\tL0 = {isa = XCConfigurationList; buildConfigurations = (C0); };
            \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
            \t\tL2 = {isa = XCConfigurationList; buildConfigurations = (C2); };
            \t\tC0 = {isa = XCBuildConfiguration; buildSettings = {}; name = Release; };
            \t\tC1 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 16.0;}; name = Release; };
            \t\tC2 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = appletvos; TVOS_DEPLOYMENT_TARGET = 17.0;}; name = Release; };
            \t};
            \trootObject = P1;
            }
            """
        let f = facts(["/r/App.xcodeproj/project.pbxproj": project])
        XCTAssertEqual(f.warnings, [])
        XCTAssertEqual(f.compilation(of: "/r/Shared/Components/Card.swift").platforms, [.iOS: PlatformVersion(16), .tvOS: PlatformVersion(17)])
        XCTAssertEqual(f.compilation(of: "/r/Shared/Components/PhoneOnly.swift").targets, ["Phone"])
        XCTAssertEqual(f.compilation(of: "/r/TV App/Menu.swift").platforms, [.tvOS: PlatformVersion(17)])
        XCTAssertEqual(f.compilation(of: "/r/Phone App/Home.swift").targets, ["Phone"])
    }

    /// An exception set of a folder another target owns adds files to this one (WXYC's watch, TV
    /// and widget targets; session 31's held-out check, V1): the widget builds Widget/Row.swift and
    /// nothing else of the app's folder, which the app itself excludes it from.
    func testAnExceptionSetOfAnotherTargetsFolderAddsItsFiles() {
        let project = """
            // !$*UTF8*$!
            {
            \tobjects = {
            \t\tG0 = {isa = PBXGroup; children = (Y1); sourceTree = "<group>"; };
            \t\tY1 /* App */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E1, E2, ); path = App; sourceTree = "<group>"; };
            \t\tE1 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Widget/Row.swift, ); target = T1; };
            \t\tE2 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Widget/Row.swift, ); target = T2; };
            \t\tT1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (); fileSystemSynchronizedGroups = (Y1, ); name = App; productType = "com.apple.product-type.application"; };
            \t\tT2 = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (); name = Widget; productType = "com.apple.product-type.app-extension"; };
            \t\tP1 = {isa = PBXProject; buildConfigurationList = L0; mainGroup = G0; targets = (T1, T2, ); };
            \t\tL0 = {isa = XCConfigurationList; buildConfigurations = (C0); };
            \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
            \t\tL2 = {isa = XCConfigurationList; buildConfigurations = (C2); };
            \t\tC0 = {isa = XCBuildConfiguration; buildSettings = {}; name = Release; };
            \t\tC1 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 17.0;}; name = Release; };
            \t\tC2 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 16.0;}; name = Release; };
            \t};
            \trootObject = P1;
            }
            """
        let f = facts(["/r/Shop.xcodeproj/project.pbxproj": project])
        XCTAssertEqual(f.warnings, [])
        XCTAssertEqual(f.compilation(of: "/r/App/Widget/Row.swift").targets, ["Widget"])
        XCTAssertEqual(f.compilation(of: "/r/App/Home.swift").targets, ["App"])
    }

    func testSettingReferencesAreReplacedByValueChainsAndNestingKeepingUnknownSelfAndModifiedOnes() {
        let settings = XcodeProjectFile.ObjectGraph.substituted([
            "IOS_FLOOR": "$(BASE_FLOOR)", "BASE_FLOOR": "${MAJOR}.0", "MAJOR": "12",
            "IPHONEOS_DEPLOYMENT_TARGET": "$(IOS_FLOOR)", "PLATFORM_SUFFIX": "IOS", "TARGET_IOS": "14.0",
            "NESTED": "$(TARGET_$(PLATFORM_SUFFIX))", "SELF": "a $(SELF) b", "UNKNOWN": "$(NOT_SET) $(MAJOR:c99extidentifier) $$(MAJOR) $(",
        ])
        XCTAssertEqual(settings["IPHONEOS_DEPLOYMENT_TARGET"], "12.0")
        XCTAssertEqual(settings["IOS_FLOOR"], "12.0")
        XCTAssertEqual(settings["NESTED"], "14.0")
        XCTAssertEqual(settings["SELF"], "a $(SELF) b")
        XCTAssertEqual(settings["UNKNOWN"], "$(NOT_SET) $(MAJOR:c99extidentifier) $12 $(")
        var lower = ["OTHER_SWIFT_FLAGS": "-DA", "SWIFT_VERSION": "5.0"]
        XcodeProjectFile.ObjectGraph.layer(["OTHER_SWIFT_FLAGS": "$(inherited) -DB", "SWIFT_VERSION": "6.0", "NEW": "${inherited} x"], over: &lower)
        XCTAssertEqual(lower, ["OTHER_SWIFT_FLAGS": "-DA -DB", "SWIFT_VERSION": "6.0", "NEW": " x"])
        for value in ["$(inherited)", "a ${inherited}", "inherited", "$(inherit)", "inherite", "", "é inherited", "iinherited"] {
            XCTAssertEqual(XcodeProjectFile.ObjectGraph.holdsInherited(value), value.contains("inherited"), value)
        }
        // Replaced as bytes where the text is ASCII, as String's `replacing` replaces it otherwise:
        // both forms, each occurrence, a replacement holding the other form replaced in turn.
        for (value, below) in [("$(inherited) $(inherited)x", "-DA"), ("$(inherited) ${inherited}", "${inherited}"),
                               ("$(inherit) $(INHERITED) $", "a"), ("é $(inherited)", "ü"), ("", "")] {
            XCTAssertEqual(XcodeProjectFile.ObjectGraph.inheritedReplaced(in: value, by: below),
                           value.replacing("$(inherited)", with: below).replacing("${inherited}", with: below), value)
        }
    }

    func testATruncatedProjectIsAWarningWithItsLine() {
        let cut = String(Self.pbxproj.prefix(900))
        let f = facts(["/r/Shop.xcodeproj/project.pbxproj": cut])
        XCTAssertEqual(f.targets, [])
        XCTAssertEqual(f.warnings.count, 1)
        XCTAssertEqual(f.warnings[0].file, "Shop.xcodeproj/project.pbxproj")
        XCTAssertNotNil(f.warnings[0].line)
        XCTAssertTrue(f.warnings[0].message.contains("truncated"), f.warnings[0].message)
    }

    func testAnXcconfigIncludeCycleIsAWarningAndTheRestIsRead() {
        let f = facts(["/r/Shop.xcodeproj/project.pbxproj": Self.pbxproj,
                       "/r/Config/Base.xcconfig": "#include \"Shared.xcconfig\"\n",
                       "/r/Config/Shared.xcconfig": "IPHONEOS_DEPLOYMENT_TARGET = 11.0\n#include \"Base.xcconfig\"\n"])
        XCTAssertEqual(f.warnings.count, 1, "\(f.warnings)")
        XCTAssertEqual(f.warnings.first?.file, "Config/Shared.xcconfig")
        XCTAssertEqual(f.warnings.first?.line, 2)
        XCTAssertTrue(f.warnings.first?.message.contains("cycle") ?? false)
        XCTAssertEqual(f.targets[0].platforms[.iOS], PlatformVersion(11, 0))
    }

    func testPackagePlatformsInEveryWritingAndAnUnreadableOne() {
        let f = facts(["/r/Package.swift": """
            // swift-tools-version:5.9
            let package = Package(name: "Kit",
                platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS("12.0"), .watchOS(.v6), .visionOS(.v1),
                    .iOS(minimum)],
                targets: [.target(name: "Kit"), .target(name: "UI", path: "Sources/KitUI"), .testTarget(name: "KitTests")])
            """])
        XCTAssertEqual(f.warnings.count, 1)
        XCTAssertEqual(f.warnings[0].line, 4)
        XCTAssertEqual(f.targets.map(\.name), ["Kit", "UI", "KitTests"])
        XCTAssertEqual(f.targets[0].platforms, [.iOS: PlatformVersion(13), .macOS: PlatformVersion(10, 15), .tvOS: PlatformVersion(12),
                                                 .watchOS: PlatformVersion(6), .visionOS: PlatformVersion(1)])
        XCTAssertEqual(f.compilation(of: "/r/Sources/KitUI/View.swift").targets, ["UI"])
        XCTAssertTrue(f.compilation(of: "/r/Scripts/tool.swift").assumed, "a package builds only its targets' folders")
    }

    func testAPlatformsListThatIsNoLiteralIsAWarning() {
        let f = facts(["/r/Package.swift": "let package = Package(name: \"K\", platforms: supported, targets: [.target(name: \"K\")])"])
        XCTAssertEqual(f.targets, [])
        XCTAssertEqual(f.warnings.map(\.line), [1])
    }

    func testXcodeGenSpec() {
        let f = facts(["/r/project.yml": """
            name: Reader
            options:
              deploymentTarget:
                iOS: "10.0"   # the floor
            settings:
              base:
                ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS: YES
            targets:
              Reader:
                type: application
                platform: [iOS, tvOS]
                deploymentTarget:
                  tvOS: 13.0
                sources:
                  - Reader
                  - path: Shared
                    excludes: ["*.md"]
              Widget:
                type: app-extension
                platform: iOS
                deploymentTarget: "14.0"
                sources: Widget
            """])
        XCTAssertEqual(f.warnings, [])
        XCTAssertEqual(f.targets.map(\.name), ["Reader", "Widget"])
        XCTAssertEqual(f.targets[0].platforms, [.iOS: PlatformVersion(10), .tvOS: PlatformVersion(13)])
        XCTAssertEqual(f.targets[0].members, ["/r/Reader", "/r/Shared"])
        XCTAssertEqual(f.targets[0].assetSymbols, true)
        XCTAssertEqual(f.targets[1].platforms, [.iOS: PlatformVersion(14)])
        XCTAssertEqual(f.targets[1].members, ["/r/Widget"])
    }

    /// ruuvi (session 16's audit, F3): the app and its extensions are declared in included files, each
    /// giving its sources from its own folder; a template gives a target its type and platform.
    func testXcodeGenIncludesAreMergedWithTheirOwnFolders() {
        let f = facts([
            "/r/project.yml": """
                name: Demo
                options:
                  deploymentTarget:
                    iOS: 16.0
                targetTemplates:
                  Framework:
                    type: framework
                    platform: iOS
                include:
                  - Apps/Station/target.yml
                  - path: Kits/kit.yml
                    relativePaths: false
                targets:
                  Kit:
                    templates: [Framework]
                    sources: [Kit]
                """,
            "/r/Apps/Station/target.yml": """
                ---\u{20}
                include: [Widgets/target.yml]
                targets:
                  station:
                    type: application
                    platform: iOS
                    sources:
                      - path: Sources/
                """,
            "/r/Apps/Station/Widgets/target.yml": "targets:\n  widgets:\n    type: app-extension\n    platform: iOS\n    sources: [.]\n",
            "/r/Kits/kit.yml": "targets:\n  Other:\n    templates: [Framework]\n    sources: [Kits/Other]\n",
        ])
        XCTAssertEqual(f.warnings, [])
        XCTAssertEqual(f.targets.map(\.name), ["Kit", "Other", "station", "widgets"])
        XCTAssertEqual(f.targets.map(\.members), [["/r/Kit"], ["/r/Kits/Other"], ["/r/Apps/Station/Sources"], ["/r/Apps/Station/Widgets"]])
        XCTAssertEqual(f.targets.map(\.kind), ["framework", "framework", "application", "app-extension"])
        XCTAssertEqual(Set(f.targets.map(\.platforms)), [[.iOS: PlatformVersion(16)]])
        XCTAssertEqual(f.compilation(of: "/r/Apps/Station/Sources/A.swift").platforms, [.iOS: PlatformVersion(16)])
    }

    func testXcodeGenIncludeThatIsMissingOrACycleIsAWarning() {
        let f = facts([
            "/r/project.yml": "include: [a.yml, gone.yml]\ntargets:\n  App:\n    platform: iOS\n    sources: [App]\n",
            "/r/a.yml": "include: [project.yml]\n",
        ])
        XCTAssertEqual(f.targets.map(\.name), ["App"])
        XCTAssertEqual(f.warnings.map(\.message), ["an include cycle: 'project.yml' is already being read; not read again",
                                                   "cannot read the included spec 'gone.yml'; its targets are not known"])
    }

    /// paperless (session 16's audit, F4): the deployment target is set only in xcconfig files a
    /// target names per configuration (with an #include); the lowest configuration counts.
    func testXcodeGenConfigFilesGiveTheDeploymentTarget() {
        let f = facts([
            "/r/project.yml": """
                configFiles:
                  Debug: Config/Shared.xcconfig
                targets:
                  App:
                    type: application
                    platform: iOS
                    configFiles:
                      Debug: Config/App-Debug.xcconfig
                      Release: Config/App-Release.xcconfig
                    sources: [App]
                  Share:
                    type: app-extension
                    platform: iOS
                    sources: [Share]
                  Pinned:
                    platform: iOS
                    deploymentTarget: "15.0"
                    configFiles:
                      Debug: Config/App-Debug.xcconfig
                    sources: [Pinned]
                """,
            "/r/Config/Shared.xcconfig": "IPHONEOS_DEPLOYMENT_TARGET = 14.0\n",
            "/r/Config/App-Debug.xcconfig": "#include \"App.xcconfig\"\nONLY_ACTIVE_ARCH = YES\n",
            "/r/Config/App-Release.xcconfig": "#include \"App.xcconfig\"\nIPHONEOS_DEPLOYMENT_TARGET = 12.0\n",
            "/r/Config/App.xcconfig": "IPHONEOS_DEPLOYMENT_TARGET = 17.0\n",
        ])
        XCTAssertEqual(f.warnings, [])
        XCTAssertEqual(f.targets.map(\.name), ["App", "Pinned", "Share"])
        // App: Debug 17.0 (its own file over the project's 14.0), Release 12.0: the lowest, 12.0.
        XCTAssertEqual(f.targets.map(\.platforms), [[.iOS: PlatformVersion(12)], [.iOS: PlatformVersion(15)], [.iOS: PlatformVersion(14)]])
    }

    func testPodfilePlatform() {
        let f = facts(["/r/Podfile": "source 'https://cdn.cocoapods.org/'\nplatform :ios, '12.0'\ntarget 'App' do\n  pod 'Kingfisher'\nend\n"])
        XCTAssertEqual(f.targets.map(\.platforms), [[.iOS: PlatformVersion(12)]])
        XCTAssertEqual(f.compilation(of: "/r/App/A.swift").platforms, [.iOS: PlatformVersion(12)])
    }

    /// vlc's Podfile: `platform = target.platform_name` inside `post_install` is a Ruby variable, not
    /// CocoaPods' `platform` call: no warning, and the real `platform :ios` line still counts.
    func testPodfileRubyVariableNamedPlatformIsNoPlatformLine() {
        let podfile = """
            platform :ios, '12.0'
            target 'App' do
              pod 'Kingfisher'
            end
            post_install do |installer|
              installer.pods_project.targets.each do |target|
                platform = target.platform_name
                platform == :ios ? 1 : 2
                platform.to_s
              end
            end

            """
        let f = facts(["/r/Podfile": podfile])
        XCTAssertEqual(f.warnings.map(\.message), [])
        XCTAssertEqual(f.targets.map(\.platforms), [[.iOS: PlatformVersion(12)]])
        // A call CocoaPods would read but recolor cannot still says so.
        XCTAssertEqual(facts(["/r/Podfile": "platform :amiga, '1.0'\n"]).warnings.map(\.line), [1])
    }

    func testPlistParserNeverTrapsOnDeepOrBrokenInput() {
        XCTAssertThrowsError(try PBXReader.read(Array(String(repeating: "{a=", count: 50_000).utf8)))
        XCTAssertThrowsError(try PBXReader.read(Array(String(repeating: "{objects={a={b=(", count: 5_000).utf8)))
        XCTAssertThrowsError(try PBXReader.read(Array("{a = (b, c; }".utf8)))
        XCTAssertThrowsError(try PBXReader.read(Array("{a = \"open".utf8)))
        XCTAssertThrowsError(try SimpleYAML.parse(Array(String(repeating: "a:\n", count: 1).appending((1..<200).map { String(repeating: " ", count: $0) + "a:\n" }.joined()).utf8)))
    }

    /// A block scalar (`script: |`, ReadingList's postActions) whose later lines are indented
    /// deeper than its first is text, not structure: the spec after it is read.
    func testYAMLBlockScalarLinesAreTextWhateverTheirIndentation() throws {
        let yaml = """
            targets:
              App:
                postActions:
                  - settingsTarget: App
                    script: |
                          rm -rf a \\
                            b
                    name: Clean
                platform: iOS
            """
        let value = try SimpleYAML.parse(Array(yaml.utf8))
        let app = value["targets"]?["App"]
        XCTAssertEqual(app?["platform"]?.string, "iOS")
        XCTAssertEqual(app?["postActions"]?.array?.first?["script"]?.string, "rm -rf a \\\nb")
        XCTAssertEqual(app?["postActions"]?.array?.first?["name"]?.string, "Clean")
        // Not a header: a value starting with `|` and more, and a line deeper with no header still fails.
        XCTAssertEqual(try SimpleYAML.parse(Array("a: |x\n".utf8))["a"]?.string, "|x")
        XCTAssertThrowsError(try SimpleYAML.parse(Array("a: b\n    c: d\n".utf8)))
    }
}
