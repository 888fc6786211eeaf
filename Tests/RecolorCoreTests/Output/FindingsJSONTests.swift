@testable import RecolorCore
import XCTest

/// The JSON report renders its findings in parallel runs: the bytes are those of the findings
/// rendered one by one as an array, for no finding, one, and more than one run of them.
final class FindingsJSONTests: XCTestCase {
    func reports(_ count: Int) -> [Report] {
        let file = SwiftSource(path: "Sources/A.swift", bytes: Array("let a = UIColor(white: 1, alpha: 1) // \u{e9}\t\"q\"\n".utf8))
        let columns = UTF16Columns(file.bytes)
        return (0..<count).map { n in
            let finding = Finding(kind: n % 3 == 0 ? .staleColor : .rgbConstructor, framework: .uikit, range: 8..<35, baseRange: 8..<35,
                                  color: n % 2 == 0 ? RGBA(red: UInt8(n % 256), green: 128, blue: 0) : nil, baseColor: nil,
                                  context: n % 5 == 0 ? nil : "backgroundColor \(n)", symbol: nil)
            return Report(file: "\(file.path)\(n)", finding: finding, resolution: n % 4 == 0 ? Resolution(token: "bg", replacement: "Semantic.bg", nearest: NearestToken(token: "bg", deltaE: 1.2345)) : Resolution(), text: "UIColor(\"\(n)\")\t\u{1}",
                          region: SourceRegion(8..<35, in: file, columns: columns))
        }
    }

    func testTheFindingsAreTheArrayOfEachFindingRenderedAlone() {
        for count in [0, 1, 255, 256, 257, 700] {
            let reports = reports(count)
            let expected = JSONOut.object([("findings", .array(reports.map(FindingsJSONReporter.finding)))]).render()
            let rendered = JSONOut.object([("findings", FindingsJSONReporter.findings(reports))]).render()
            XCTAssertEqual(rendered, expected, "\(count) findings")
        }
    }
}
