import RecolorCore
import XCTest

/// A ternary chain is read to its end, however many arms it has (the walk gave up after 1,024
/// tokens, and arms past the 205th were silently not findings).
final class TernaryChainTests: XCTestCase {
    func testEveryArmOfALongTernaryChainIsAFinding() throws {
        for arms in [10, 300, 2_000] {
            let chain = (0..<arms).map { "c\($0) ? .red : " }.joined()
            var options = RunOptions()
            options.threads = 1
            let text = "import UIKit\nlet color: UIColor = \(chain).blue\nview.backgroundColor = flag ? .white : .black\n"
            let reports = Engine.analyze([FileInput(path: "Chain.swift", bytes: Array(text.utf8))], options: options).allReports
            XCTAssertEqual(reports.filter { $0.line == 2 }.count, arms + 1, "\(arms) arms")
            XCTAssertEqual(Set(reports.filter { $0.line == 2 }.map(\.finding.context)), ["color"], "\(arms) arms")
            XCTAssertEqual(reports.filter { $0.line == 3 }.map(\.finding.context), ["backgroundColor", "backgroundColor"])
        }
    }
}
