@testable import RecolorCore
import XCTest

/// A table of (text, background) tuples destructured into a text and a background pairs entry by
/// entry (session 25 review F17: vAmiga's console `colorTable: [Int: (NSColor, NSColor)]`, read
/// into `(textColor, backgroundColor)`, gave no pair).
final class DestructuredTuplePairsTests: XCTestCase {
    func pairs(_ code: String) throws -> [String] { try PairsOfOneFile.described(code, table: BranchPairsTests.table) }

    func console(_ destructuring: String, type: String = ": [Int: (UIColor, UIColor)]") -> String {
        """
        import UIKit
        final class Console {
            let textView = UITextView()
            var textColor = UIColor.clear
            var backgroundColor = UIColor.clear
            func update(console: Int) {
                let colorTable\(type) = [
                    0: (UIColor.ink, UIColor.card),
                    1: (UIColor.onAlert, UIColor.alert),
                ]
                \(destructuring)
                textView.backgroundColor = backgroundColor
                textView.textColor = textColor
            }
        }
        """
    }

    func testEachTupleOfATableDestructuredIntoTextAndBackgroundIsAPair() throws {
        XCTAssertEqual(try pairs(console("(textColor, backgroundColor) = colorTable[console]!")), ["ink/card@8-8", "onAlert/alert@9-9"])
        XCTAssertEqual(try pairs(console("let (titleColor, backgroundColor) = colorTable[console]!", type: "")), ["ink/card@8-8", "onAlert/alert@9-9"])
    }

    /// Destructured into names that say no role, into another table's names, or never: no pair
    /// (and no pair across tuples).
    func testNoPairWithoutADestructuringThatNamesRoles() throws {
        XCTAssertEqual(try pairs(console("let (first, second) = colorTable[console]!")), [])
        XCTAssertEqual(try pairs(console("(textColor, backgroundColor) = otherTable[console]!")), [])
        XCTAssertEqual(try pairs(console("let pair = colorTable[console]!")), [])
    }
}

extension DestructuredTuplePairsTests {
    /// Detection reads the same names as the elements' contexts (their roles in init's draft);
    /// a table never destructured keeps its own name.
    func testTheDestructuredNamesAreTheElementsContexts() throws {
        let code = """
            import UIKit
            func paint(_ i: Int) {
                let colorTable: [Int: (UIColor, UIColor)] = [
                    0: (UIColor(red: 1, green: 0.87, blue: 0.87, alpha: 1), UIColor(red: 0.38, green: 0.38, blue: 0.38, alpha: 0.8)),
                ]
                let other: [Int: (UIColor, UIColor)] = [0: (UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1), UIColor(red: 0.3, green: 0.2, blue: 0.1, alpha: 1))]
                (textColor, backgroundColor) = colorTable[i]!
            }
            """
        var options = RunOptions()
        options.threads = 1
        let reports = Engine.analyze([SwiftSource(path: "A.swift", bytes: Array(code.utf8))], options: options).allReports
        let contexts = reports.map { $0.finding.context ?? "-" }
        XCTAssertEqual(Array(contexts.prefix(2)), ["textColor", "backgroundColor"])
        XCTAssertEqual(contexts.count, 4)
        XCTAssertFalse(contexts.dropFirst(2).contains { $0 == "textColor" || $0 == "backgroundColor" }, "\(contexts)")
    }
}
