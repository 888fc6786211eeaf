@testable import RecolorCore
import XCTest

/// Session 32 (recall32): misses found by an independent search of apps new to the session,
/// each reproduced on main (d95d07df) first.
/// - surfstudio/StackOv declares a light|dark operator `static func | (lightColor: Color, darkColor: Color)
///   -> Color` (and one on `CoreColor`, its `UIColor`/`NSColor` alias) and writes `Palette.black | .white`:
///   the implicit `.white` had no color context, 4 missed (its `Palette.black | Color.white` were found).
final class Session32RecallTests: XCTestCase {
    func findings(_ sources: [String: String]) -> [String: [Finding]] {
        let files = sources.keys.sorted().map { SwiftSource(path: $0, bytes: Array(sources[$0]!.utf8)) }
        let reports = Engine.analyze(files, options: RunOptions()).allReports
        return Dictionary(grouping: reports, by: \.file).mapValues { $0.map(\.finding) }
    }

    // MARK: the right operand of an operator the tree declares on colors

    let palette = "import SwiftUI\nimport UIKit\n\npublic enum Shades {\n    public static var ink: Color { Color(\"Ink\") }\n}\n\n"
        + "public extension UIColor {\n    static func | (lightColor: UIColor, darkColor: UIColor) -> UIColor {\n"
        + "        UIColor { $0.userInterfaceStyle == .light ? lightColor : darkColor }\n    }\n}\n\n"
        + "public extension Color {\n    static func | (lightColor: Color, darkColor: Color) -> Color {\n"
        + "        Color(UIColor(lightColor) | UIColor(darkColor))\n    }\n}\n"

    func testAnImplicitMemberAfterTheTreesColorOperatorIsAColor() {
        let use = "import SwiftUI\n\nstruct Question: View {\n    var body: some View { Text(\"Q\").foregroundColor(Color.text) }\n}\n\n"
            + "private extension Color {\n    static var text: Color = Shades.ink | .white\n}\n\n"
            + "struct Banner {\n    var on = false\n    var textColor: Color {\n        switch on {\n        case true: return Shades.ink | .black\n"
            + "        case false: return (on ? Shades.ink : Color(\"Other\")) | .white\n        }\n    }\n"
            + "    func tint() -> some View { let c = Shades.ink | .black\n        return Text(\"T\").foregroundColor(c) }\n}\n"
        let found = findings(["Palette.swift": palette, "Question.swift": use])["Question.swift"] ?? []
        XCTAssertEqual(found.map(\.color?.description), ["#FFFFFFFF", "#000000FF", "#FFFFFFFF", "#000000FF"])
        XCTAssertEqual(found.map(\.kind), [.namedColor, .namedColor, .namedColor, .namedColor])
        XCTAssertEqual(found.map(\.framework), [.swiftui, .swiftui, .swiftui, .swiftui])
    }

    /// StackOv's operators stand in a file marked generated (a SwiftGen header), whose declarations are
    /// never read: the whole expression's color context types the operand, as through `??`.
    func testAnImplicitMemberAfterAnUndeclaredOperatorTakesTheWholeExpressionsColorContext() {
        let generated = "// swiftlint:disable all\n// Generated using SwiftGen\n\n" + palette
        let use = "import SwiftUI\n\nprivate extension Color {\n    static var text: Color = Shades.ink | .white\n}\n\n"
            + "struct Row {\n    var on = false\n    var textColor: Color { on ? .red : Shades.ink | .black }\n"
            + "    func loose() -> Int { let c = Shades.ink | .white\n        return c.hashValue }\n}\n"
        let found = findings(["Palette.swift": generated, "Row.swift": use])["Row.swift"] ?? []
        XCTAssertEqual(found.map(\.color?.description), ["#FFFFFFFF", "#000000FF"])
        XCTAssertEqual(found.map(\.context), ["text", "textColor"])
    }

    /// Negatives: the standard library's `|` on an option set the tree declares no operator for, an
    /// operator the tree declares on its own type (`Tone`), and one declared on both a color and
    /// an option set (which one a call means is not known).
    func testAnOperatorDeclaredOnOtherTypesGivesNoColor() {
        let tones = "import SwiftUI\n\nstruct Tone: Equatable {\n    static let white = Tone()\n    static let black = Tone()\n"
            + "    static func + (a: Tone, b: Tone) -> Tone { a }\n}\n\nstruct Mix {\n    let base = Tone()\n"
            + "    var tone: Tone { base + .white }\n}\n"
        let options = "import UIKit\n\nstruct Fill: OptionSet {\n    let rawValue: Int\n    static let white = Fill(rawValue: 1)\n"
            + "    static let black = Fill(rawValue: 2)\n    static func ^ (a: Fill, b: Fill) -> Fill { a }\n}\n\n"
            + "extension UIColor {\n    static func ^ (a: UIColor, b: UIColor) -> UIColor { a }\n}\n\n"
            + "final class Box {\n    let base: Fill = []\n    func fills() -> [Fill] { [base | .white, base ^ .black] }\n}\n"
        let found = findings(["Tones.swift": tones, "Options.swift": options])
        XCTAssertNil(found["Tones.swift"])
        XCTAssertNil(found["Options.swift"])
    }
}
