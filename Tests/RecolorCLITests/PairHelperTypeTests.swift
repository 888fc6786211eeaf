import Foundation
import XCTest

/// A call of the app's light/dark function has the type the function returns: with two
/// `UIColor`s given to `func adaptive(light:dark:) -> Color`, the call is a SwiftUI `Color`, and
/// the token is written as its SwiftUI expression, or not at all (session 17's audit, F3: Rayon's
/// SymbolPicker got a UIKit token in a `Color` property).
final class PairHelperTypeTests: XCTestCase {
    func helper(returning type: String) -> String {
        """
        import SwiftUI
        import UIKit
        struct Cell: View {
            func adaptive(light: UIColor, dark: UIColor) -> \(type) {
                \(type == "Color" ? "Color(UIColor { $0.userInterfaceStyle == .dark ? dark : light })" : "UIColor { $0.userInterfaceStyle == .dark ? dark : light }")
            }
            var fill: \(type) { adaptive(light: UIColor(red: 1, green: 1, blue: 1, alpha: 1), dark: UIColor(red: 0, green: 0, blue: 0, alpha: 1)) }
            var body: some View { Text("x") }
        }

        """
    }

    func table(_ expressions: String) -> String {
        ##"{ "tokens": { "fill": { \##(expressions), "light": "#FFFFFF", "dark": "#000000" } }, "rules": [ { "match": "#FFFFFF", "dark": "#000000", "token": "fill" } ] }"##
    }

    func testACallReturningColorTakesTheSwiftUIExpression() throws {
        let s = try Scratch()
        try s.write(".recolor.json", table(#""uikit": "Semantic.fill", "swiftui": "Color.fill""#))
        try s.write("Cell.swift", helper(returning: "Color"))
        let r = try CommandRunner.recolor(["fix", "Cell.swift"], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let fixed = try s.read("Cell.swift")
        XCTAssertTrue(fixed.contains("var fill: Color { Color.fill }"), fixed)
    }

    func testACallReturningColorIsNotWrittenWithAUIKitOnlyToken() throws {
        let s = try Scratch()
        try s.write(".recolor.json", table(#""uikit": "Semantic.fill""#))
        try s.write("Cell.swift", helper(returning: "Color"))
        let r = try CommandRunner.recolor(["fix", "Cell.swift"], in: s.url)
        XCTAssertEqual(try s.read("Cell.swift"), helper(returning: "Color"), r.stderr)
        let check = try CommandRunner.recolor(["check", "Cell.swift"], in: s.url)
        XCTAssertTrue(check.stdout.contains("the call is a Color; token fill has no swiftui expression"), check.stdout)
    }

    /// The non-triggering control: a helper returning `UIColor` takes the UIKit expression.
    func testACallReturningUIColorTakesTheUIKitExpression() throws {
        let s = try Scratch()
        try s.write(".recolor.json", table(#""uikit": "Semantic.fill", "swiftui": "Color.fill""#))
        try s.write("Cell.swift", helper(returning: "UIColor"))
        let r = try CommandRunner.recolor(["fix", "Cell.swift"], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let fixed = try s.read("Cell.swift")
        XCTAssertTrue(fixed.contains("var fill: UIColor { Semantic.fill }"), fixed)
    }

    /// `init` gives the harvested pair the expression of the call's type.
    func testInitGivesThePairTheCallsFramework() throws {
        let s = try Scratch()
        try s.write("Cell.swift", helper(returning: "Color"))
        let r = try CommandRunner.recolor(["init"], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let table = try s.read(".recolor.json")
        XCTAssertTrue(table.contains(#""swiftui": "Color."#), table)
        XCTAssertFalse(table.contains(#""uikit""#), table)
    }
}
