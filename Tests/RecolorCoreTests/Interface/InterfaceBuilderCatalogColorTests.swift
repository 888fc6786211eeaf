import Foundation
@testable import RecolorCore
import XCTest

/// A Cocoa (AppKit) document's color whose token is an Apple system color by its AppKit
/// expression becomes AppKit's catalog color as Xcode writes it
/// (`<color key="textColor" name="labelColor" catalog="System" colorSpace="catalog"/>`, read in
/// iina's xibs: 384 such labels), where the document's macOS deployment has the color; a color
/// the availability table does not know keeps the named color, and stderr says why.
final class InterfaceBuilderCatalogColorTests: XCTestCase {
    var work: URL!

    override func setUpWithError() throws {
        work = FileManager.default.temporaryDirectory.appendingPathComponent("recolor-ibcat-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: work)
    }

    /// A Cocoa xib as Xcode 15 saves it: a label and a box with literal colors.
    static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES" customObjectInstantitationMethod="direct">
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.CocoaPlugin" version="22505"/>
        </dependencies>
        <objects>
            <customView id="c1">
                <subviews>
                    <textField horizontalHuggingPriority="251" id="t1">
                        <textFieldCell key="cell" title="Title" id="t2">
                            <font key="font" metaFont="system"/>
                            <color key="textColor" red="0.19215686274509805" green="0.20392156862745098" blue="0.25098039215686274" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            <color key="backgroundColor" red="0.9" green="0.1" blue="0.1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </textFieldCell>
                    </textField>
                </subviews>
            </customView>
        </objects>
    </document>

    """

    static let table = ##"""
    { "tokens": {
        "primaryText": { "appkit": "NSColor.labelColor", "uikit": "UIColor.label", "light": "#313440", "dark": "#F5F7FA" },
        "accent": { "appkit": "NSColor(named: \"Accent\")", "light": "#E61A1A", "dark": "#FF4040", "asset": "Accent" }
      },
      "rules": [
        { "match": "#313440", "token": "primaryText" },
        { "match": "#E61A1A", "token": "accent" }
      ] }
    """##

    func run(_ project: ProjectFacts?, table: String = table, fresh: Bool = true) throws -> (RunResult, String) {
        let file = work.appendingPathComponent("Main.xib")
        if fresh { try Data(Self.xib.utf8).write(to: file) }
        var options = RunOptions()
        options.cwd = work.path
        options.paths = ["."]
        options.project = project ?? ProjectFacts()
        var c = try ConfigurationLoader.parse(Array(table.utf8), file: "test.json")
        c.generate = Configuration.GenerateTargets(swift: nil, assetCatalog: "Assets.xcassets")
        options.configuration = c
        let result = Engine.run(options)
        let outcome = Fixer.fix(result)
        XCTAssertTrue(outcome.problems.isEmpty, "\(outcome.problems)")
        return (result, try String(decoding: Data(contentsOf: file), as: UTF8.self))
    }

    func project(_ platforms: [ApplePlatform: PlatformVersion]) -> ProjectFacts {
        ProjectFacts(targets: [BuildTarget(name: "Mac", kind: "app", declaredIn: "Mac.xcodeproj", platforms: platforms,
                                           members: [work.appendingPathComponent("Main.xib").path])])
    }

    func testAnAppKitSystemColorTokenBecomesTheCatalogColorAndANonSystemOneANamedColor() throws {
        let (_, written) = try run(project([.macOS: PlatformVersion(11, 0)]))
        XCTAssertTrue(written.contains(#"<color key="textColor" name="labelColor" catalog="System" colorSpace="catalog"/>"#), written)
        XCTAssertTrue(written.contains(#"<color key="backgroundColor" name="Accent"/>"#), written)
        // No systemColor resource or capability (the catalog color needs none); the named color's cache is there.
        XCTAssertFalse(written.contains("systemColor"), written)
        XCTAssertFalse(written.contains(#"<namedColor name="labelColor">"#), written)
        XCTAssertTrue(written.contains(#"<namedColor name="Accent">"#), written)
        // A second fix changes nothing (a catalog labelColor is no finding).
        let (again, same) = try run(project([.macOS: PlatformVersion(11, 0)]), fresh: false)
        XCTAssertEqual(again.mappedCount, 0)
        XCTAssertEqual(same, written)
    }

    func testAColorTheDeploymentLacksKeepsTheNamedColorAndStderrSaysWhy() throws {
        let table = Self.table.replacingOccurrences(of: "NSColor.labelColor", with: "NSColor.separatorColor")
        let (result, written) = try run(project([.macOS: PlatformVersion(10, 13)]), table: table)
        XCTAssertFalse(written.contains("catalog=\"System\""), written)
        XCTAssertTrue(written.contains(#"<color key="textColor" name="primaryText"/>"#), written)
        XCTAssertTrue(result.warnings.contains { $0.contains("token primaryText is NSColor.separatorColor, written as the named color primaryText")
            && $0.contains("needs macOS 10.14") }, "\(result.warnings)")
    }

    /// AppKit's colors from the first macOS (`windowBackgroundColor`: Apple's page gives no
    /// introduced version) are catalog colors on any deployment.
    func testAColorAppKitHadFromTheFirstMacOSIsACatalogColorOnAnOldDeployment() throws {
        let table = Self.table.replacingOccurrences(of: "NSColor.labelColor", with: "NSColor.windowBackgroundColor")
        let (result, written) = try run(project([.macOS: PlatformVersion(10, 13)]), table: table)
        XCTAssertTrue(written.contains(#"<color key="textColor" name="windowBackgroundColor" catalog="System" colorSpace="catalog"/>"#), written)
        XCTAssertFalse(result.warnings.contains { $0.contains("availability") }, "\(result.warnings)")
    }

    func testASystemColorTheTableDoesNotKnowKeepsTheNamedColorAndStderrSaysWhy() throws {
        let table = Self.table.replacingOccurrences(of: "NSColor.labelColor", with: "NSColor.windowFrameTextColor")
        let (result, written) = try run(project([.macOS: PlatformVersion(11, 0)]), table: table)
        XCTAssertTrue(written.contains(#"<color key="textColor" name="primaryText"/>"#), written)
        XCTAssertTrue(result.warnings.contains { $0.contains("token primaryText is NSColor.windowFrameTextColor") && $0.contains("availability") },
                      "\(result.warnings)")
    }

    func testOnlyAppleSystemColorsAreRecognized() {
        XCTAssertEqual(InterfaceBuilderSystemColor.catalogNamed(byAppKitExpression: "NSColor.labelColor")?.name, "labelColor")
        XCTAssertEqual(InterfaceBuilderSystemColor.catalogNamed(byAppKitExpression: ".separatorColor")?.name, "separatorColor")
        XCTAssertNil(InterfaceBuilderSystemColor.catalogNamed(byAppKitExpression: "NSColor(named: \"x\")"))
        XCTAssertNil(InterfaceBuilderSystemColor.catalogNamed(byAppKitExpression: "NSColor.labelColor.withAlphaComponent(0.5)"))
        // An app's own member named like a system color is no catalog color (no note either).
        XCTAssertNil(InterfaceBuilderSystemColor.catalogNamed(byAppKitExpression: "NSColor.brandColor"))
    }

    func testContrastPairsTheCatalogColorAsItsToken() throws {
        let c = try ConfigurationLoader.parse(Array(Self.table.utf8), file: "test.json")
        XCTAssertEqual(TokenExpressions(c).token(ofCatalogColor: "labelColor"), "primaryText")
        XCTAssertNil(TokenExpressions(c).token(ofCatalogColor: "windowBackgroundColor"))
    }
}
