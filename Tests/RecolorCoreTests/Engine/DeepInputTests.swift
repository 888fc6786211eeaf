import RecolorCore
import XCTest

/// Machine-made nesting must neither exhaust the stack nor go quadratic (found by hand-made
/// pathological files: 200,000 nested parentheses (50,000 here) crashed the constant evaluator, 50,000
/// nested ternaries took over a minute).
final class DeepInputTests: XCTestCase {
    func findings(_ text: String) -> [Finding] {
        ColorDetection.findings(in: SwiftSource(path: "deep.swift", bytes: Array(text.utf8)),
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

    /// 30,000 nested array literals around a color took the context walk 30,000 calls deep:
    /// SIGSEGV, the whole run dead (exit 139). Every kind of nesting, closed or not, now ends
    /// with its finding and no crash.
    func testThirtyThousandNestedGroupsAroundAColorDoNotExhaustTheStack() {
        let n = 30_000
        let color = "UIColor.white"
        let shapes: [(String, String)] = [
            ("[", "]"), ("(", ")"), ("{", "}"), ("\"\\(", ")\""), ("[(", ")]"), ("{[", "]}"),
        ]
        for (open, close) in shapes {
            let closed = "import UIKit\nlet a = " + String(repeating: open, count: n) + color + String(repeating: close, count: n) + "\n"
            XCTAssertEqual(findings(closed).count, 1, "nested \(open)\(close)")
            let unclosed = "import UIKit\nlet a = " + String(repeating: open, count: n) + color + "\n"
            XCTAssertLessThanOrEqual(findings(unclosed).count, 1, "unclosed \(open)")
        }
        let comments = String(repeating: "/*", count: n) + String(repeating: "*/", count: n)
        XCTAssertEqual(findings("import UIKit\n" + comments + "\nlet c = UIColor.white\n").count, 1)
        XCTAssertEqual(findings("import UIKit\n" + String(repeating: "/*", count: n) + "\nlet c = UIColor.white\n").count, 0, "all comment")
    }

    /// 30,000 nested types in a declaration (`[[…UIColor…]]`, `A<A<…>>`, tuples, dictionaries)
    /// took the type reader 30,000 calls deep: SIGSEGV. Past 64 levels the type is unknown.
    /// (8,000 levels overflowed the stack before in this debug build; `Scripts/security_check.py`
    /// runs 30,000 through the release binary. The larger size here took 17 s of the suite.)
    func testEightThousandNestedTypesDoNotExhaustTheStack() {
        let n = 8_000
        let types: [(String, String)] = [("[", "]"), ("A<", ">"), ("(", ")"), ("[Int: ", "]"), ("(a: ", ", b: Int)"), ("Optional<", ">")]
        for (open, close) in types {
            let text = "import UIKit\nlet x: " + String(repeating: open, count: n) + "UIColor" + String(repeating: close, count: n) + " = .white\nlet c = UIColor.white\n"
            XCTAssertGreaterThanOrEqual(findings(text).count, 1, "nested \(open)\(close)")
        }
        XCTAssertEqual(findings("import UIKit\nlet palette: [[[UIColor]]] = [[[.white]]]\n").map(\.context), ["palette"], "a few levels keep their type")
    }

    /// The walk out of nested literals is bounded, not cut short: a few levels keep the context.
    func testNestedArrayLiteralsKeepTheirContext() {
        let result = findings("import UIKit\nlet palette: [[UIColor]] = [[.white, .black], [.red]]\n")
        XCTAssertEqual(result.map(\.context), ["palette", "palette", "palette"])
    }

    /// Their time is shown linear by `recolor-bench shapes nested-ternaries`; here, the results.
    func testManyNestedTernariesStayLinear() {
        let n = 1_000
        let text = "import UIKit\nview.backgroundColor = " + String(repeating: "flag ? ", count: n) + ".white" + String(repeating: " : .black", count: n) + "\n"
        let result = findings(text)
        XCTAssertLessThanOrEqual(result.count, 2 * n + 1)
        // A short chain keeps its context through every arm.
        XCTAssertEqual(findings("import UIKit\nview.backgroundColor = a ? .white : b ? .black : .red\n").map(\.context), ["backgroundColor", "backgroundColor", "backgroundColor"])
    }
}
