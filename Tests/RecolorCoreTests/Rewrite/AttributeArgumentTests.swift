@testable import RecolorCore
import XCTest

/// Which colors stand in an attribute's name or arguments (never a rewrite site), and which stand
/// beside one (a default value, a call's argument: rewritten as usual).
final class AttributeArgumentPositionTests: XCTestCase {
    func testAttributeArgumentsAreRefusedAndNeighboursAreNot() {
        let cases: [(code: String, inAttribute: Bool)] = [
            ("@SchemeValue(light: Color.red, dark: Color.blue) var c: Color", true),
            ("@Theme.Scheme(light: Color.red, dark: Color.blue) var c: Color", true),
            ("@Wrapper(value: f(Color.red)) var c: Color", true),
            ("@available(iOS 15, *)\nfunc f(c: Color = Color.red) {}", false),
            ("@AppStorage(\"k\") var c = Color.red", false),
            ("@Environment(\\.colorScheme) var s\nlet c = Pair.color(light: Color.red, dark: Color.blue)", false),
            ("@MainActor func f() { v.background(Color.red) }", false),
        ]
        for c in cases {
            let file = SwiftSource(path: "A.swift", bytes: Array(c.code.utf8))
            let start = c.code.utf8.count - c.code[c.code.range(of: "Color.red")!.lowerBound...].utf8.count
            let refused = AttributeArgument.refusal(start..<(start + 9), in: file) != nil
            XCTAssertEqual(refused, c.inAttribute, c.code)
        }
    }
}
