@testable import RecolorCore
import XCTest

/// An app's own label for a hex initializer (`init(hexCode: UInt32, alpha: Double = 1)`): under the
/// default list a label naming hex is one; a configured list names exactly what counts.
/// Hand-written, in the shape of a macOS editor's theme list.
final class HexLabelTests: XCTestCase {
    /// No other color word in the file: screening must keep it for the label alone.
    let themes = """
        import AppKit

        struct EditorTheme {
            let background: NSColor
            static var paper: Self { Self(background: NSColor(hexCode: 0xfaf4ed)) }
            static var night: Self { Self(background: NSColor(hexCode: 0x191724, alpha: 0.5)) }
            static func custom(_ code: UInt32) -> Self { Self(background: NSColor(hexCode: code)) }
        }

        """

    func run(_ table: String? = nil) throws -> RunResult {
        var options = RunOptions()
        if let table { options.configuration = try ConfigurationLoader.parse(Array(table.utf8), file: "t.json") }
        return Engine.analyze([SwiftSource(path: "Themes.swift", bytes: Array(themes.utf8))], options: options)
    }

    func testAnAppsHexLabelIsFoundAndScreeningKeepsTheFile() throws {
        XCTAssertTrue(Prefilter(configuration: Configuration()).screen(Array(themes.utf8)).mayHoldFinding)
        let reports = try run().allReports
        XCTAssertEqual(reports.map(\.text), ["NSColor(hexCode: 0xfaf4ed)", "NSColor(hexCode: 0x191724, alpha: 0.5)"])
        XCTAssertEqual(reports.map { $0.finding.kind }, [.hexConstructor, .hexConstructor])
        XCTAssertEqual(reports.map { $0.finding.color?.description }, ["#FAF4EDFF", "#19172480"])
        XCTAssertEqual(reports.map { $0.finding.framework }, [.appkit, .appkit])
    }

    func testAnEightDigitIntegerUnderAnAppsLabelHasNoGuessedOrder() throws {
        let source = "import UIKit\nlet online = UIColor(fromHexCode: 0xFF40C040)\nlet paper = UIColor(fromHexCode: \"#FAF4ED80\")\n"
        let reports = Engine.analyze([SwiftSource(path: "Online.swift", bytes: Array(source.utf8))], options: RunOptions()).allReports
        XCTAssertEqual(reports.map { $0.finding.color?.description ?? "null" }, ["null", "#FAF4ED80"])
        let argb = #"{ "hexConstructors": [{ "label": "fromHexCode", "order": "AARRGGBB" }] }"#
        var options = RunOptions()
        options.configuration = try ConfigurationLoader.parse(Array(argb.utf8), file: "t.json")
        let configured = Engine.analyze([SwiftSource(path: "Online.swift", bytes: Array(source.utf8))], options: options).allReports
        XCTAssertEqual(configured.map { $0.finding.color?.description ?? "null" }, ["#40C040FF", "#FAF4ED80"])
    }

    /// The fuzzer's `Color(hex$0: "#3C64F4")`: the tokenizer reads `hex$0` as one label naming hex,
    /// so screening keeps the file (it stopped at the `$` and skipped a file with a finding).
    func testALabelWithADollarSignIsKeptByScreening() throws {
        let source = Array(##"Color(hex$0: "#3C64F4")"##.utf8)
        let file = SwiftSource(path: "F.swift", bytes: source)
        let settings = DetectionSettings.build(configuration: Configuration(), files: [file], screenDeclarations: false)
        let direct = ColorDetection.findings(in: file, settings: settings)
        XCTAssertEqual(direct.count, 1, "detection, asked directly, finds the color")
        XCTAssertTrue(Prefilter(settings: settings).mayHoldFinding(source), "screening skipped a file with a finding")
    }

    func testAConfiguredListNamesExactlyWhatCounts() throws {
        XCTAssertEqual(try run(#"{ "hexConstructors": ["hex"] }"#).allReports.count, 0)
        XCTAssertEqual(try run(#"{ "hexConstructors": ["hexCode"] }"#).allReports.count, 2)
    }
}
