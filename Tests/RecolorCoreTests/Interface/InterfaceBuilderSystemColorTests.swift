import Foundation
@testable import RecolorCore
import XCTest

/// Item 5 of "where the app ships": an IB color whose token is an Apple system color becomes
/// Interface Builder's own `systemColor="…"` (with its resources entry and capability, as Xcode
/// writes them), where the document's targets allow it; below iOS 13, or on a platform without
/// the color, the named color of before stays and stderr says why.
final class InterfaceBuilderSystemColorTests: XCTestCase {
    var work: URL!

    override func setUpWithError() throws {
        work = FileManager.default.temporaryDirectory.appendingPathComponent("recolor-ibsys-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: work)
    }

    /// A storyboard as Xcode 15 saves it, with no named color, no system color and an image.
    static func storyboard(runtime: String = "iOS.CocoaTouch") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="\(runtime)" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
                <capability name="Safe area layout guides" minToolsVersion="9.0"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="v1" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="r1">
                                <subviews>
                                    <label opaque="NO" text="Title" id="l1">
                                        <color key="textColor" red="0.19215686274509805" green="0.20392156862745098" blue="0.25098039215686274" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                    </label>
                                </subviews>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
            <resources>
                <image name="cart" catalog="system" width="128" height="102"/>
            </resources>
        </document>

        """
    }

    static let table = ##"""
    { "tokens": {
        "background": { "uikit": "UIColor.systemBackground", "light": "#FFFFFF", "dark": "#000000", "asset": "Background" },
        "primaryText": { "uikit": ".label", "light": "#313440", "dark": "#F5F7FA" }
      },
      "rules": [
        { "match": "#FFFFFF", "context": ["backgroundColor"], "token": "background" },
        { "match": "#313440", "token": "primaryText" }
      ] }
    """##

    func run(_ project: ProjectFacts?, runtime: String = "iOS.CocoaTouch", fresh: Bool = true) throws -> (RunResult, String) {
        let file = work.appendingPathComponent("Main.storyboard")
        if fresh { try Data(Self.storyboard(runtime: runtime).utf8).write(to: file) }
        var options = RunOptions()
        options.cwd = work.path
        options.paths = ["."]
        options.project = project ?? ProjectFacts()
        options.configuration = try configuration()
        let result = Engine.run(options)
        let outcome = Fixer.fix(result)
        XCTAssertTrue(outcome.problems.isEmpty, "\(outcome.problems)")
        return (result, try String(decoding: Data(contentsOf: file), as: UTF8.self))
    }

    func configuration() throws -> Configuration {
        var c = try ConfigurationLoader.parse(Array(Self.table.utf8), file: "test.json")
        c.generate = Configuration.GenerateTargets(swift: nil, assetCatalog: "Assets.xcassets")
        return c
    }

    func project(_ platforms: [ApplePlatform: PlatformVersion]) -> ProjectFacts {
        ProjectFacts(targets: [BuildTarget(name: "Shop", kind: "app", declaredIn: "Shop.xcodeproj", platforms: platforms,
                                                members: [work.appendingPathComponent("Main.storyboard").path])])
    }

    func testASystemColorTokenBecomesInterfaceBuildersSystemColorWithItsResourceAndCapability() throws {
        let (result, written) = try run(project([.iOS: PlatformVersion(15, 0)]))
        var expected = Self.storyboard()
        expected = expected.replacingOccurrences(
            of: #"<color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#,
            with: #"<color key="backgroundColor" systemColor="systemBackgroundColor"/>"#)
        expected = expected.replacingOccurrences(
            of: #"<color key="textColor" red="0.19215686274509805" green="0.20392156862745098" blue="0.25098039215686274" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#,
            with: #"<color key="textColor" systemColor="labelColor"/>"#)
        // Xcode's order: capabilities by name (upper case first); resources image → namedColor → systemColor, by name.
        expected = expected.replacingOccurrences(of: """
                    <capability name="Safe area layout guides" minToolsVersion="9.0"/>

            """, with: """
                    <capability name="Safe area layout guides" minToolsVersion="9.0"/>
                    <capability name="System colors in document resources" minToolsVersion="11.0"/>

            """)
        expected = expected.replacingOccurrences(of: """
                    <image name="cart" catalog="system" width="128" height="102"/>

            """, with: """
                    <image name="cart" catalog="system" width="128" height="102"/>
                    <systemColor name="labelColor">
                        <color white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    </systemColor>
                    <systemColor name="systemBackgroundColor">
                        <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    </systemColor>

            """)
        XCTAssertEqual(written, expected)
        // No color set is needed and no target lacks anything.
        XCTAssertEqual(result.warnings, [])
        XCTAssertEqual(TargetMembership.missing(result, configuration: try configuration(), cwd: work.path), [])
        // A second run finds nothing to map (systemColor is no finding).
        let (again, same) = try run(project([.iOS: PlatformVersion(15, 0)]), fresh: false)
        XCTAssertEqual(again.mappedCount, 0)
        XCTAssertEqual(same, expected)
    }

    func testBelowIOS13TheNamedColorStaysAndStderrSaysWhy() throws {
        let (result, written) = try run(project([.iOS: PlatformVersion(12, 0)]))
        XCTAssertFalse(written.contains("systemColor"), written)
        // The control of the first test: a named color needs the asset catalog the target lacks.
        XCTAssertEqual(TargetMembership.missing(result, configuration: try configuration(), cwd: work.path).count, 1)
        XCTAssertTrue(written.contains(#"<color key="backgroundColor" name="Background"/>"#), written)
        XCTAssertTrue(written.contains(#"<namedColor name="Background">"#))
        XCTAssertTrue(result.warnings.contains {
            $0.contains("Main.storyboard: token background is UIColor.systemBackground, written as the named color Background")
                && $0.contains("needs iOS 13.0; the document builds for iOS 12.0 (target Shop)")
        }, "\(result.warnings)")
    }

    /// Below iOS 11 a document cannot draw named colors either: every color is declined with the
    /// target and its version, and nothing of the document changes (no resource, no capability):
    /// AudioKitSynthOne (iOS 10.3) had 12 storyboards rewritten (session 17's audit, F2).
    func testBelowIOS11NoNamedColorIsWrittenAndEachIsDeclinedWithTheTarget() throws {
        let (result, written) = try run(project([.iOS: PlatformVersion(10, 3)]))
        XCTAssertEqual(written, Self.storyboard())
        XCTAssertEqual(result.mappedCount, 0)
        let declined = result.files.flatMap(\.reports).compactMap(\.resolution.declined)
        XCTAssertEqual(declined.count, 2, "\(declined)")
        XCTAssertTrue(declined.allSatisfy { $0 == "named colors in Interface Builder need iOS 11.0; the document builds for iOS 10.3 (target Shop)" }, "\(declined)")
        // At iOS 11 (the floor) the named color is written.
        let (_, at11) = try run(project([.iOS: PlatformVersion(11, 0)]))
        XCTAssertTrue(at11.contains(#"<color key="backgroundColor" name="Background"/>"#), at11)
    }

    func testAMacOSDocumentBelow10_13KeepsItsColors() {
        let old = Compilation(platforms: [.macOS: PlatformVersion(10, 12)], targets: ["Mac"])
        XCTAssertEqual(InterfaceBuilderNamedColor.refusal(compilation: old, framework: .appkit),
                       "named colors in Interface Builder need macOS 10.13; the document builds for macOS 10.12 (target Mac)")
        XCTAssertNil(InterfaceBuilderNamedColor.refusal(compilation: Compilation(platforms: [.macOS: PlatformVersion(10, 13)]), framework: .appkit))
        // A UIKit document is not judged by the macOS target beside it, nor is the newest SDK.
        XCTAssertNil(InterfaceBuilderNamedColor.refusal(compilation: old, framework: .uikit))
        XCTAssertNil(InterfaceBuilderNamedColor.refusal(compilation: .newestSDK, framework: .uikit))
    }

    func testATVOSDocumentKeepsTheNamedColorForAColorTVOSLacks() throws {
        let (result, written) = try run(project([.tvOS: PlatformVersion(15, 0)]), runtime: "AppleTV")
        // tvOS has UIColor.label (tvOS 13) but not systemBackground.
        XCTAssertTrue(written.contains(#"<color key="textColor" systemColor="labelColor"/>"#), written)
        XCTAssertTrue(written.contains(#"<color key="backgroundColor" name="Background"/>"#), written)
        XCTAssertTrue(result.warnings.contains { $0.contains("UIColor.systemBackground is not available on tvOS") }, "\(result.warnings)")
    }

    func testOnlyAppleSystemColorsAreRecognized() {
        XCTAssertEqual(InterfaceBuilderSystemColor.named(byUIKitExpression: "UIColor.systemBackground")?.name, "systemBackgroundColor")
        XCTAssertEqual(InterfaceBuilderSystemColor.named(byUIKitExpression: ".secondaryLabel")?.name, "secondaryLabelColor")
        XCTAssertNil(InterfaceBuilderSystemColor.named(byUIKitExpression: "Semantic.background"))
        XCTAssertNil(InterfaceBuilderSystemColor.named(byUIKitExpression: "UIColor.systemBackground.withAlphaComponent(0.5)"))
        XCTAssertNil(InterfaceBuilderSystemColor.named(byUIKitExpression: "UIColor(named: \"x\")"))
    }

    /// Below iOS 13 `fix` writes the token as the named color `Background`, so `generate` writes
    /// that color set (Apple's values, from the table) though the token is a system color: else the
    /// document names a set that exists nowhere (session 15's audit, F20: 53 colors in 28 of LN-Zap's
    /// documents). At iOS 15 the document takes `systemColor=` and no set is written.
    func testGenerateWritesTheSetADocumentBelowIOS13NamesForASystemColorToken() throws {
        try Data(Self.storyboard().utf8).write(to: work.appendingPathComponent("Main.storyboard"))
        func setPaths(_ platforms: [ApplePlatform: PlatformVersion]) throws -> (Generator.Plan, [String]) {
            var options = Generator.Options(configuration: try configuration(), paths: ["."])
            options.cwd = work.path
            options.project = project(platforms)
            let plan = try Generator.plan(options)
            return (plan, plan.outputs.filter { $0.kind == .colorSet }.map(\.path))
        }
        let (old, oldSets) = try setPaths([.iOS: PlatformVersion(11, 0)])
        XCTAssertTrue(oldSets.contains("Assets.xcassets/Background.colorset/Contents.json"), "\(oldSets)")
        XCTAssertEqual(old.setsForDocuments, ["background"])
        let set = String(decoding: old.outputs.first { $0.path.contains("Background.colorset") }!.content, as: UTF8.self)
        XCTAssertTrue(set.contains("\"luminosity\""), set)
        let (new, newSets) = try setPaths([.iOS: PlatformVersion(15, 0)])
        XCTAssertFalse(newSets.contains { $0.contains("Background.colorset") }, "\(newSets)")
        XCTAssertEqual(new.setsForDocuments, [])
    }

    /// A system-color token no document maps to (only Swift uses it) needs no set for Interface
    /// Builder, whatever the documents' floor (session 17's audit, F16).
    func testNoSetForASystemColorTokenNoDocumentMaps() throws {
        try Data(Self.storyboard().utf8).write(to: work.appendingPathComponent("Main.storyboard"))
        var configuration = try configuration()
        configuration.rules.removeAll { $0.token == "background" }
        var options = Generator.Options(configuration: configuration, paths: ["."])
        options.cwd = work.path
        options.project = project([.iOS: PlatformVersion(11, 0)])
        let plan = try Generator.plan(options)
        XCTAssertEqual(plan.setsForDocuments, [])
        XCTAssertFalse(plan.outputs.contains { $0.path.contains("Background.colorset") })
    }
}
