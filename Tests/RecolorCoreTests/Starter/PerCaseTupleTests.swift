@testable import RecolorCore
import XCTest

/// A member returning a tuple of colors per case of a data value is a table of data (Delta's Game
/// Boy Color palettes drawn as swatches: "Black" became `UIColor.label`; session 31's held-out check,
/// V5). Negatives: a style's tuple per case (`switch state`), and two cases only, adapt as before.
final class PerCaseTupleTests: XCTestCase {
    func intents(_ source: String, of marked: String) -> [FixedIntent?] {
        let result = Engine.analyze([SwiftSource(path: "f0.swift", bytes: Array(source.utf8))], options: RunOptions())
        let sites = KeptColors.intents(result.allReports, sources: result.files)
        return zip(result.allReports, sites).filter { $0.0.text == marked }
            .sorted { $0.0.finding.range.lowerBound < $1.0.finding.range.lowerBound }.map { $0.1?.intent }
    }

    static func palette(_ type: String = "ScreenPalette", member: String = "previewColors", cases: [String] = ["brown", "reverse", "gray"]) -> String {
        var s = "import UIKit\nenum \(type) {\n  case \(cases.joined(separator: ", "))\n  var \(member): (UIColor, UIColor) {\n    switch self {\n"
        for (n, c) in cases.enumerated() {
            s += "    case .\(c):\n      let color0 = UIColor(red: 0.\(n + 1), green: 0, blue: 0, alpha: 1)\n      let color1 = UIColor(red: 0, green: 0, blue: 0, alpha: 1)\n      return (color0, color1)\n"
        }
        return s + "    }\n  }\n}\n"
    }

    func testAColorTuplePerCaseOfADataValueIsData() {
        XCTAssertEqual(intents(Self.palette(), of: "UIColor(red: 0, green: 0, blue: 0, alpha: 1)"), [.data, .data, .data])
    }

    func testAStylesTupleOrTwoCasesAdapt() {
        XCTAssertEqual(intents(Self.palette("ButtonState"), of: "UIColor(red: 0, green: 0, blue: 0, alpha: 1)"), [nil, nil, nil])
        XCTAssertEqual(intents(Self.palette(cases: ["on", "off"]), of: "UIColor(red: 0, green: 0, blue: 0, alpha: 1)"), [nil, nil])
    }
}
