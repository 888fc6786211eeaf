import RecolorCore
import XCTest

/// Machine-made nesting must neither exhaust the stack nor go quadratic (found by hand-made
/// pathological files: 200,000 nested parentheses (50,000 here) crashed the constant evaluator, 50,000
/// nested ternaries took over a minute).
final class DeepInputTests: XCTestCase {
    func findings(_ text: String) -> [Finding] {
        ColorDetection.findings(in: SourceFile(path: "deep.swift", bytes: Array(text.utf8)),
                                settings: DetectionSettings(configuration: Configuration()))
    }

    func testDeeplyNestedParenthesesInAComponentDoNotExhaustTheStack() {
        let n = 50_000
        let text = "import UIKit\nlet c = UIColor(red: " + String(repeating: "(", count: n) + "1" + String(repeating: ")", count: n) + ", green: 1, blue: 1, alpha: 1)\n"
        XCTAssertEqual(findings(text), [], "too deep to be a constant: no finding, and no crash")
        XCTAssertEqual(findings("import UIKit\nlet c = UIColor(red: ((1)), green: 1, blue: 1, alpha: 1)\n").count, 1)
    }

    func testNestedGroupsAndInterpolationsAreHandled() {
        let n = 30_000
        let text = "let a = " + String(repeating: "[", count: n) + String(repeating: "]", count: n) + "\nlet b = " +
            String(repeating: "{", count: n) + String(repeating: "}", count: n) + "\nlet s = " +
            String(repeating: "\"\\(", count: 5_000) + "UIColor.white" + String(repeating: ")\"", count: 5_000) + "\n"
        XCTAssertEqual(findings(text).count, 1)
    }

    func testManyNestedTernariesStayLinear() {
        let n = 3_000
        let text = "import UIKit\nview.backgroundColor = " + String(repeating: "flag ? ", count: n) + ".white" + String(repeating: " : .black", count: n) + "\n"
        let result = findings(text)
        XCTAssertLessThanOrEqual(result.count, 2 * n + 1)
        // A short chain keeps its context through every arm.
        XCTAssertEqual(findings("import UIKit\nview.backgroundColor = a ? .white : b ? .black : .red\n").map(\.context), ["backgroundColor", "backgroundColor", "backgroundColor"])
    }
}
