import Foundation
@testable import RecolorCore
import XCTest

/// A component that is no number (nan, inf, junk) or no real color's (alpha 3, red 1e300) makes
/// the color unknown: reported with color null and never rewritten, as the contract says.
final class ColorComponentTests: XCTestCase {
    let table = ##"{ "tokens": { "black": { "uikit": "Semantic.black", "light": "#000000" } }, "rules": [ { "match": "#000000", "token": "black" } ] }"##

    func configuration() throws -> Configuration {
        try ConfigurationLoader.parse(Array(table.utf8), file: "t.json")
    }

    func xib(_ attributes: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <objects>
                <view contentMode="scaleToFill" id="1">
                    <color key="backgroundColor" \(attributes)/>
                </view>
            </objects>
        </document>
        """
    }

    func testAnIBComponentThatIsNoNumberLeavesTheColorUnknown() throws {
        let language = InterfaceBuilderLanguage(configuration: try configuration())
        let good = language.analyze(path: "V.xib", bytes: Array(xib(#"red="0" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB""#).utf8)).reports
        XCTAssertEqual(good.map(\.resolution.isMapped), [true])
        for bad in [#"red="nan" green="0" blue="0" alpha="1""#, #"red="0" green="inf" blue="0" alpha="1""#, #"red="0" green="0" blue="-nan" alpha="1""#,
                    #"red="0" green="0" blue="0" alpha="nan""#, #"red="0" green="0" blue="0" alpha="3""#, #"red="1e300" green="0" blue="0" alpha="1""#,
                    #"red="0x" green="0" blue="0" alpha="1""#, #"white="nan" alpha="1""#, #"white="0" alpha="infinity""#] {
            let reports = language.analyze(path: "V.xib", bytes: Array(xib(bad + #" colorSpace="custom" customColorSpace="sRGB""#).utf8)).reports
            XCTAssertEqual(reports.count, 1, bad)
            XCTAssertNil(reports.first?.finding.color, bad)
            XCTAssertEqual(reports.first?.resolution.isMapped, false, bad)
        }
    }

    func colorSet(_ components: String) -> String {
        "{\n  \"colors\" : [\n    {\n      \"color\" : {\n        \"color-space\" : \"srgb\",\n        \"components\" : { \(components) }\n      },\n      \"idiom\" : \"universal\"\n    }\n  ],\n  \"info\" : { \"author\" : \"xcode\", \"version\" : 1 }\n}\n"
    }

    func testAColorSetComponentThatIsNoNumberLeavesTheColorUnknown() throws {
        let language = ColorSetLanguage(configuration: try configuration())
        let path = "A.xcassets/Ink.colorset/Contents.json"
        let good = language.analyze(path: path, bytes: Array(colorSet(#""red" : "0.000", "green" : "0.000", "blue" : "0.000", "alpha" : "1.000""#).utf8)).reports
        XCTAssertEqual(good.map { $0.finding.color?.description }, ["#000000FF"])
        for bad in [#""red" : "nan", "green" : "0.000", "blue" : "0.000", "alpha" : "1.000""#,
                    #""red" : "0.000", "green" : "inf", "blue" : "0.000", "alpha" : "1.000""#,
                    #""red" : "0.000", "green" : "0.000", "blue" : "0.000", "alpha" : "nan""#,
                    #""red" : "0.000", "green" : "0.000", "blue" : "0.000", "alpha" : "2.5""#,
                    #""red" : "1e300", "green" : "0.000", "blue" : "0.000", "alpha" : "1.000""#] {
            let reports = language.analyze(path: path, bytes: Array(colorSet(bad).utf8)).reports
            XCTAssertEqual(reports.count, 1, bad)
            XCTAssertNil(reports.first?.finding.color, bad)
        }
    }

    /// A key written twice means its last definition, as every JSON reader takes it.
    func testAColorSetsDuplicateKeyIsReadLastWins() throws {
        let language = ColorSetLanguage(configuration: try configuration())
        let text = colorSet(#""red" : "1.000", "green" : "0.000", "blue" : "0.000", "alpha" : "1.000", "red" : "0.000""#)
        let reports = language.analyze(path: "A.xcassets/Ink.colorset/Contents.json", bytes: Array(text.utf8)).reports
        XCTAssertEqual(reports.map { $0.finding.color?.description }, ["#000000FF"])
    }
}
