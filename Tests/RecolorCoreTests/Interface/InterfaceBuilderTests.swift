import Foundation
@testable import RecolorCore
import XCTest

final class InterfaceBuilderTests: WorkFolderTestCase {
    func read(_ name: String) throws -> String {
        try String(decoding: Data(contentsOf: work.appendingPathComponent(name)), as: UTF8.self)
    }

    static let table = ##"""
    { "tokens": {
        "bg": { "uikit": "Semantic.bg", "appkit": "Semantic.bg", "light": "#FFFFFF", "dark": "#000000", "asset": "Background" },
        "surface": { "uikit": "Semantic.surface", "light": "#F5F8FA" },
        "border": { "uikit": "Semantic.border" }
      },
      "rules": [
        { "match": "#FFFFFF", "token": "bg" },
        { "match": "#F5F8FA", "token": "surface" },
        { "match": "#2D689B", "token": "border" }
      ] }
    """##

    func recolor(_ config: String = InterfaceBuilderTests.table, paths: [String] = ["."]) throws -> RunResult {
        var options = RunOptions()
        options.cwd = work.path
        options.paths = paths
        options.configuration = try ConfigurationLoader.parse(Array(config.utf8), file: "test.json")
        return Engine.run(options)
    }

    func testEveryFormOfColorInAnIOSDocument() throws {
        try write("View.xib", InterfaceBuilderFixtures.iosXib)
        let reports = try recolor().allReports
        XCTAssertEqual(reports.map(\.finding.kind), Array(repeating: .ibColor, count: 6))
        XCTAssertEqual(reports.map { $0.finding.color?.description ?? "?" },
                       // sRGB as is; 0.3333 gamma 2.2 → 84 (0x54); white; P3 red clipped; Generic RGB (0.2, 0.4, 0.6) → (45, 104, 155); deviceWhite 1.
                       ["#F5F8FAFF", "#545454FF", "#FFFFFFFF", "#FF0000FF", "#2D689BFF", "#FFFFFFFF"])
        XCTAssertEqual(reports.map { $0.finding.context ?? "-" },
                       ["backgroundColor", "textColor", "tintColor", "titleColor", "layer.borderUIColor", "NSColor"])
        XCTAssertEqual(reports.map(\.finding.framework), Array(repeating: .uikit, count: 6))
        XCTAssertEqual(reports[2].finding.symbol, "UIColor.white")
        XCTAssertEqual(reports.map(\.finding.clipped), [false, false, false, true, false, false])
        // Line and column of the element's `<`, text as written.
        let lines = InterfaceBuilderFixtures.iosXib.split(separator: "\n", omittingEmptySubsequences: false)
        for r in reports {
            let line = lines[r.line - 1]
            let prefix = line.components(separatedBy: r.text)[0]
            let column = prefix.utf8.count + 1
            XCTAssertEqual(r.column, column, r.text)
            XCTAssertTrue(r.text.hasPrefix("<color ") && r.text.hasSuffix("/>"), r.text)
        }
        XCTAssertEqual(reports[0].line, 11)
        // Mapped: the sRGB background and the fixed white; the rest say why not.
        XCTAssertEqual(reports.map(\.resolution.isMapped), [true, false, true, false, false, false])
        XCTAssertEqual(reports[0].resolution.replacement, #"<color key="backgroundColor" name="surface"/>"#)
        XCTAssertEqual(reports[2].resolution.replacement, #"<color key="tintColor" name="Background"/>"#)
        XCTAssertTrue(reports[4].resolution.unmappedReason?.contains("no light value") ?? false)
        XCTAssertTrue(reports[5].resolution.unmappedReason?.contains("attributed string") ?? false)
        XCTAssertTrue(Reporters.message(reports[3]).contains("clipped to sRGB"))
    }

    /// XML quotes a value with `'` as well as `"`, and any white space may stand between the
    /// attributes: the screening passed over such a document as holding no color (adversarial pass).
    func testSingleQuotedAndTabSeparatedAttributesAreRead() throws {
        let document = InterfaceBuilderFixtures.iosXib
            .replacingOccurrences(of: #"<color key="backgroundColor" red="0.96078431372549022" green="0.97254901960784312" blue="0.98039215686274506" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#,
                                  with: "<color\tkey='backgroundColor'\tred='0.96078431372549022' green='0.97254901960784312' blue='0.98039215686274506' alpha='1' colorSpace='custom' customColorSpace='sRGB'/>")
        XCTAssertNotEqual(document, InterfaceBuilderFixtures.iosXib, "the fixture holds the element")
        let only = document.replacingOccurrences(of: #"red=""#, with: #"redx=""#).replacingOccurrences(of: #"white=""#, with: #"whitex=""#)
            .replacingOccurrences(of: "cocoaTouchSystemColor", with: "x").replacingOccurrences(of: "catalog=", with: "x=")
        try write("View.xib", only)
        let reports = try recolor().allReports
        XCTAssertEqual(reports.map { $0.finding.color?.description ?? "?" }, ["#F5F8FAFF"])
    }

    func testFixRewritesOnlyTheElementsTheCacheAndTheCapability() throws {
        try write("View.xib", InterfaceBuilderFixtures.iosXib)
        let result = try recolor()
        XCTAssertEqual(result.warnings.count, 2, "neither Background nor surface is a color set in the tree")
        let outcome = Fixer.fix(result)
        XCTAssertEqual(outcome.rewritten, 2)
        var expected = InterfaceBuilderFixtures.iosXib
        expected = expected.replacingOccurrences(
            of: #"<color key="backgroundColor" red="0.96078431372549022" green="0.97254901960784312" blue="0.98039215686274506" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#,
            with: #"<color key="backgroundColor" name="surface"/>"#)
        expected = expected.replacingOccurrences(of: #"<color key="tintColor" cocoaTouchSystemColor="whiteColor"/>"#,
                                                 with: #"<color key="tintColor" name="Background"/>"#)
        expected = expected.replacingOccurrences(of: """
                    <capability name="System colors in document resources" minToolsVersion="11.0"/>
            """, with: """
                    <capability name="Named colors" minToolsVersion="9.0"/>
                    <capability name="System colors in document resources" minToolsVersion="11.0"/>
            """)
        expected = expected.replacingOccurrences(of: """
                    <image name="logo" width="10" height="10"/>

            """, with: """
                    <image name="logo" width="10" height="10"/>
                    <namedColor name="Background">
                        <color red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </namedColor>
                    <namedColor name="surface">
                        <color red="0.96078431372549022" green="0.97254901960784312" blue="0.98039215686274506" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </namedColor>

            """)
        XCTAssertEqual(try read("View.xib"), expected)
        // A second fix changes nothing: what is left is unmapped.
        let again = try recolor()
        XCTAssertEqual(again.allReports.filter(\.resolution.isMapped).count, 0)
        XCTAssertEqual(again.allReports.count, 4)
        XCTAssertEqual(Fixer.fix(again).rewritten, 0)
        XCTAssertEqual(try read("View.xib"), expected)
    }

    func testDiffShowsTheSameEditsAsFix() throws {
        try write("View.xib", InterfaceBuilderFixtures.iosXib)
        let diff = String(decoding: Fixer.diff(try recolor()), as: UTF8.self)
        let added = diff.split(separator: "\n").filter { $0.hasPrefix("+") && !$0.hasPrefix("+++") }
        let removed = diff.split(separator: "\n").filter { $0.hasPrefix("-") && !$0.hasPrefix("---") }
        XCTAssertEqual(removed.count, 2)
        // The two elements, the capability, two cache entries of three lines: insertions are additions only.
        XCTAssertEqual(added.count, 2 + 1 + 6)
        XCTAssertTrue(diff.hasPrefix("--- a/View.xib\n+++ b/View.xib\n"))
    }

    func testAppKitCatalogColorsAndANewResourcesBlock() throws {
        try write("Mac/Window.xib", InterfaceBuilderFixtures.macXib)
        let reports = try recolor().allReports
        // labelColor adapts; whiteColor is fixed; calibratedWhite 0.5 is a gamma-2.2 gray → 128.
        XCTAssertEqual(reports.map { $0.finding.color?.description ?? "?" }, ["#FFFFFFFF", "#808080FF"])
        XCTAssertEqual(reports.map(\.finding.framework), [.appkit, .appkit])
        XCTAssertEqual(reports[0].finding.symbol, "NSColor.white")
        _ = Fixer.fix(try recolor())
        let after = try read("Mac/Window.xib")
        XCTAssertTrue(after.contains("\t\t\t<color key=\"backgroundColor\" name=\"Background\"/>\n"))
        XCTAssertTrue(after.hasSuffix("""
        \t</objects>
        \t<resources>
        \t\t<namedColor name="Background">
        \t\t\t<color red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
        \t\t</namedColor>
        \t</resources>
        </document>

        """), after)
        XCTAssertTrue(after.contains("\t\t<capability name=\"Named colors\" minToolsVersion=\"9.0\"/>\n\t</dependencies>"))
    }

    /// An AppKit table header cell's background is never drawn (Amethyst's preferences: white 0.333,
    /// older Xcodes' default): no finding; the header's text color and a text field cell's
    /// background in the same table stay findings.
    func testATableHeaderCellsBackgroundIsNoFinding() throws {
        try write("Prefs.xib", """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" targetRuntime="MacOSX.Cocoa">
            <tableColumn id="c1">
                <tableHeaderCell key="headerCell" lineBreakMode="truncatingTail" borderStyle="border" alignment="left">
                    <color key="textColor" white="0.2" alpha="1" colorSpace="calibratedWhite"/>
                    <color key="backgroundColor" white="0.33333298560000002" alpha="1" colorSpace="calibratedWhite"/>
                </tableHeaderCell>
                <textFieldCell key="dataCell" drawsBackground="YES" id="d1">
                    <color key="backgroundColor" white="0.33333298560000002" alpha="1" colorSpace="calibratedWhite"/>
                </textFieldCell>
            </tableColumn>
        </document>
        """)
        XCTAssertEqual(try recolor().allReports.map { "\($0.line) \($0.finding.context ?? "-")" }, ["4 textColor", "8 backgroundColor"])
    }

    func testClearFollowsIgnoreNamedAndFixedSystemColors() throws {
        try write("A.storyboard", """
        <document targetRuntime="iOS.CocoaTouch">
            <color key="backgroundColor" white="0.0" alpha="0.0" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            <color key="backgroundColor" cocoaTouchSystemColor="clearColor"/>
            <color key="textColor" cocoaTouchSystemColor="darkTextColor"/>
            <color key="textColor" systemColor="labelColor" cocoaTouchSystemColor="darkTextColor"/>
            <color key="backgroundColor" xcode11CocoaTouchSystemColor="systemBackgroundColor" cocoaTouchSystemColor="whiteColor"/>
            <color key="backgroundColor" cocoaTouchSystemColor="groupTableViewBackgroundColor"/>
        </document>
        """)
        XCTAssertEqual(try recolor().allReports.map { $0.finding.symbol ?? "-" }, ["UIColor.darkText"])
        let everything = try recolor(#"{ "ignoreNamed": [] }"#).allReports
        XCTAssertEqual(everything.map { $0.finding.color?.description ?? "?" }, ["#00000000", "#00000000", "#000000FF"])
    }

    func testMalformedDocumentsNeverTrap() throws {
        let text = InterfaceBuilderFixtures.iosXib
        for cut in stride(from: 0, to: text.utf8.count, by: 97) {
            let bytes = Array(text.utf8.prefix(cut))
            _ = InterfaceBuilderLanguage(configuration: Configuration()).analyze(path: "x.xib", bytes: bytes)
        }
        _ = InterfaceBuilderLanguage(configuration: Configuration()).analyze(path: "x.xib", bytes: Array("<color red=\"1 <<<< </a></b>\"".utf8))
    }

    func testScreeningSkipsDocumentsWithoutALiteralColor() {
        let language = InterfaceBuilderLanguage(configuration: Configuration())
        XCTAssertFalse(language.mayHoldFinding(Array(#"<document><color key="x" systemColor="labelColor"/></document>"#.utf8)))
        XCTAssertFalse(language.mayHoldFinding(Array(#"<document><view red="1"/></document>"#.utf8)))
        XCTAssertTrue(language.mayHoldFinding(Array(InterfaceBuilderFixtures.iosXib.utf8)))
    }

    func testWalkFindsDocumentsAndColorSetsOnly() throws {
        try write("a.swift", "let x = 1\n")
        try write("b.xib", "<document/>")
        try write("c.storyboard", "<document/>")
        try write("Assets.xcassets/Red.colorset/Contents.json", "{}")
        try write("Assets.xcassets/Contents.json", "{}")
        try write("Other/Red.colorset/Contents.json", "{}")
        try write("d.json", "{}")
        let walked = FileWalker(excludes: [], cwd: work.path).collect(["."])
        XCTAssertEqual(walked.files, ["Assets.xcassets/Red.colorset/Contents.json", "a.swift", "b.xib", "c.storyboard"])
    }

    func testBaselineRecognizesIBFindings() throws {
        try write("View.xib", InterfaceBuilderFixtures.iosXib)
        let reports = try recolor().allReports
        let baseline = Baseline(fingerprints: Set(Baseline.fingerprints(of: reports, baselineDirectory: work.path, cwd: work.path)))
        XCTAssertEqual(baseline.filter(reports, baselineDirectory: work.path, cwd: work.path).count, 0)
        XCTAssertEqual(Set(baseline.fingerprints.map(\.kind)), ["ib-color"])
    }
}

extension InterfaceBuilderTests {
    func testADocumentWithWindowsLineEndsKeepsThem() throws {
        let crlf = InterfaceBuilderFixtures.iosXib.replacingOccurrences(of: "\n", with: "\r\n")
        try write("View.xib", crlf)
        _ = Fixer.fix(try recolor())
        let after = try read("View.xib")
        XCTAssertTrue(after.contains("<namedColor name=\"Background\">\r\n"))
        XCTAssertFalse(after.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "a bare line feed was written")
    }
}

extension InterfaceBuilderTests {
    /// The sets generate writes say recolor is their author: never findings, with or without a
    /// `generate` key. A set in generate's catalog that recolor did not write (a designer's) is a
    /// source like any other (generate leaves it alone).
    func testColorSetsGenerateWritesAreNoFindings() throws {
        let recolors = InterfaceBuilderFixtures.lightOnlyHexSet.replacingOccurrences(of: #""author" : "xcode""#, with: #""author" : "recolor""#)
        XCTAssertNotEqual(recolors, InterfaceBuilderFixtures.lightOnlyHexSet)
        try write("Generated.xcassets/bg.colorset/Contents.json", recolors)
        try write("Generated.xcassets/Designer.colorset/Contents.json", InterfaceBuilderFixtures.lightOnlyHexSet)
        try write("App.xcassets/Surface.colorset/Contents.json", InterfaceBuilderFixtures.lightOnlyHexSet)
        let table = ##"{ "generate": { "assetCatalog": "Generated.xcassets" }, "tokens": { "bg": { "uikit": "Semantic.bg", "light": "#FFFFFF" } } }"##
        let expected = ["App.xcassets/Surface.colorset/Contents.json", "Generated.xcassets/Designer.colorset/Contents.json"]
        XCTAssertEqual(try recolor(table).allReports.map(\.file), expected)
        XCTAssertEqual(try recolor().allReports.map(\.file), expected)
    }
}

extension InterfaceBuilderTests {
    /// Run from inside a catalog, the paths shown hold no `.xcassets/`: the kind comes from the disk path.
    func testAColorSetCheckedFromInsideItsCatalog() throws {
        try write("App.xcassets/Surface.colorset/Contents.json", InterfaceBuilderFixtures.lightOnlyHexSet)
        var options = RunOptions()
        options.cwd = work.appendingPathComponent("App.xcassets").path
        options.paths = ["."]
        let reports = Engine.run(options).allReports
        XCTAssertEqual(reports.map(\.file), ["Surface.colorset/Contents.json"])
        XCTAssertEqual(reports.map(\.finding.kind), [.assetColor])
    }
}

extension InterfaceBuilderTests {
    /// `scan` counts IB colors as it counts Swift ones: by value (fixed system colors by name), with contexts.
    func testInventoryCountsIBColorsWithTheirContexts() throws {
        try write("View.xib", InterfaceBuilderFixtures.iosXib)
        try write("A.swift", "import UIKit\nfunc f(v: UIView) { v.backgroundColor = UIColor(red: 245/255, green: 248/255, blue: 250/255, alpha: 1) }\n")
        let inventory = Inventory(try recolor())
        let surface = try XCTUnwrap(inventory.items.first { $0.key == "#F5F8FAFF" })
        XCTAssertEqual(surface.count, 2)
        XCTAssertEqual(surface.contexts, ["backgroundColor": 2])
        XCTAssertEqual(surface.files, ["A.swift", "View.xib"])
        XCTAssertEqual(inventory.items.first { $0.key == "UIColor.white" }?.contexts, ["tintColor": 1])
        XCTAssertEqual(inventory.items.first { $0.key == "#2D689BFF" }?.contexts, ["layer.borderUIColor": 1])
    }
}
