@testable import RecolorCore
import XCTest

/// One resolver maps the findings of every language: the same rule gives a Swift color, an
/// Interface Builder `<color>` and a color set the same token, the same reason to stay, or the same
/// nearest token; only how the token is written differs.
final class OneResolverTests: XCTestCase {
    private let swift = "import UIKit\nlet ink = UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)\n"
    private let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <objects>
                <view contentMode="scaleToFill" id="1">
                    <color key="backgroundColor" red="0.1" green="0.1" blue="0.1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </view>
            </objects>
        </document>

        """
    private let colorSet = "{\n  \"colors\" : [\n    {\n      \"color\" : {\n        \"color-space\" : \"srgb\",\n        \"components\" : { \"red\" : \"0.100\", \"green\" : \"0.100\", \"blue\" : \"0.100\", \"alpha\" : \"1.000\" }\n      },\n      \"idiom\" : \"universal\"\n    }\n  ],\n  \"info\" : { \"author\" : \"xcode\", \"version\" : 1 }\n}\n"

    /// The three files' reports (Swift, the document, the color set) under a table whose rules are `rules`.
    private func reports(rules: String) throws -> [Report] {
        var options = RunOptions()
        options.configuration = try ConfigurationLoader.parse(Array(##"""
            { "tokens": { "ink": { "uikit": "Semantic.ink", "light": "#1A1A1A", "dark": "#EEEEEE" } }, "rules": \##(rules) }
            """##.utf8), file: "t.json")
        let files = [("A.swift", swift), ("V.xib", xib), ("A.xcassets/Ink.colorset/Contents.json", colorSet)]
            .map { FileInput(path: $0.0, bytes: Array($0.1.utf8)) }
        let reports = Engine.analyze(files, options: options).allReports
        XCTAssertEqual(Set(reports.map(\.finding.kind)), [.rgbConstructor, .ibColor, .assetColor])
        return reports
    }

    func testATokenRuleMapsEveryLanguageWrittenItsOwnWay() throws {
        let reports = try reports(rules: ##"[ { "match": "#1A1A1A", "token": "ink" } ]"##)
        XCTAssertEqual(reports.map(\.resolution.token), ["ink", "ink", "ink"])
        XCTAssertEqual(reports.map(\.resolution.isMapped), [true, true, true])
        let written = Dictionary(uniqueKeysWithValues: reports.map { ($0.finding.kind, $0.resolution.replacement ?? "") })
        XCTAssertEqual(written[.rgbConstructor], "Semantic.ink")
        XCTAssertEqual(written[.ibColor], #"<color key="backgroundColor" name="ink"/>"#)
        XCTAssertTrue(written[.assetColor]?.contains(#""value" : "dark""#) ?? false, written[.assetColor] ?? "")
    }

    /// A color a `"keep"` rule keeps gets neither a token nor a nearest one, in every language
    /// (a document's kept color used to get a nearest token, a Swift one never did).
    func testAKeepRuleKeepsEveryLanguageWithoutANearestToken() throws {
        let reports = try reports(rules: ##"[ { "match": "#1A1A1A", "keep": "the brand's ink" } ]"##)
        XCTAssertEqual(reports.map(\.resolution.kept), ["the brand's ink", "the brand's ink", "the brand's ink"])
        XCTAssertEqual(reports.map(\.resolution.nearest), [nil, nil, nil])
        XCTAssertEqual(reports.map(\.resolution.token), [nil, nil, nil])
    }

    func testAColorNoRuleMapsGetsTheSameNearestTokenInEveryLanguage() throws {
        let reports = try reports(rules: ##"[ { "match": "#FF0000", "token": "ink" } ]"##)
        XCTAssertEqual(reports.map(\.resolution.isMapped), [false, false, false])
        XCTAssertEqual(reports.map { $0.resolution.nearest?.token }, ["ink", "ink", "ink"])
    }
}
