@testable import RecolorCore
import XCTest

/// A function of two unlabeled colors choosing by the appearance, declared in one file and
/// called in another (`isNight(a, b)`-style helpers): each call is one pair, replaced whole.
final class AppearanceHelpersTests: XCTestCase {
    let helper = "import SwiftUI\nstruct Style {\n  var colorScheme: ColorScheme\n  func adaptive<T>(_ dark: T, _ light: T) -> T {\n    return colorScheme == .dark ? dark : light\n  }\n}\n"
    let use = "import SwiftUI\nstruct Card: View {\n  let style: Style\n  var body: some View { Text(\"a\").foregroundColor(style.adaptive(Color.white, Color.black)) }\n}\n"

    func findings(_ files: [(String, String)], table: String? = nil) throws -> [Report] {
        var options = RunOptions()
        if let table { options.configuration = try ConfigurationLoader.parse(Array(table.utf8), file: "table.json") }
        return Engine.analyze(files.map { SwiftSource(path: $0.0, bytes: Array($0.1.utf8)) }, options: options).allReports
    }

    func testACallInAnotherFileIsOnePair() throws {
        let reports = try findings([("Style.swift", helper), ("Card.swift", use)])
        XCTAssertEqual(reports.count, 2)
        XCTAssertEqual(Set(reports.compactMap(\.finding.choice?.key)), ["light=#000000 dark=#FFFFFF"])
        let call = Array(use.utf8).firstRange(of: Array("style.adaptive(Color.white, Color.black)".utf8))
        XCTAssertEqual(reports.first?.finding.choice?.range, call)
    }

    func testFixReplacesTheCallWhole() throws {
        let table = ##"{ "tokens": { "text": { "swiftui": "Color.text", "light": "#000000", "dark": "#FFFFFF" } }, "rules": [ { "match": "#000000", "dark": "#FFFFFF", "token": "text" } ] }"##
        let reports = try findings([("Style.swift", helper), ("Card.swift", use)], table: table)
        let edits = Engine.edits(for: reports.filter { $0.file.hasSuffix("Card.swift") })
        let after = String(decoding: Edits.apply(edits, to: Array(use.utf8)), as: UTF8.self)
        XCTAssertTrue(after.contains(".foregroundColor(Color.text)"), after)
    }

    func testWithoutTheDeclarationTheArgumentsAreNoPair() throws {
        let reports = try findings([("Card.swift", use)])
        XCTAssertTrue(reports.allSatisfy { $0.finding.choice == nil })
    }

    func testAHelperOfAnotherTestIsNone() {
        let night = "final class Reader {\n  var nightMode = false\n  func isNight<T>(_ f: T, _ l: T) -> T { return (self.nightMode == true ? f : l) }\n}\n"
        XCTAssertNil(AppearanceHelpers.read(Array(night.utf8), path: "R.swift"))
        XCTAssertEqual(AppearanceHelpers.read(Array(helper.utf8), path: "S.swift")?.firstArgumentIsDark("adaptive"), true)
    }

    /// The screening's test, with `colorScheme` told from the offsets of `olor`, says what the
    /// test of its own does.
    func testTheScreeningsTestIsTheWholeOne() {
        for text in [helper, use, "func f(_ a: T) { darkAqua }", "func f(_ a: T) { colorSchemes }", "func f(_ a: T) { colorSchem }",
                     "func f(_ a: T) { x.userInterfaceStyle }", "func f(a: T) { colorScheme }", "colorScheme", "(_ ", "", "cColorScheme(_ ",
                     // A labeled pair (session 17's F3: `adaptive(light:dark:) -> Color`), with and without an appearance word.
                     "func adaptive(light: UIColor, dark: UIColor) -> Color { Color(UIColor { $0.userInterfaceStyle == .dark ? dark : light }) }",
                     "func adaptive(light: UIColor, dark: UIColor) -> Color { light }"] {
            let bytes = Array(text.utf8)
            XCTAssertEqual(AppearanceHelpers.mayDeclare(bytes, olor: ColorWordOffsets(bytes).olor), AppearanceHelpers.mayDeclare(bytes), text)
        }
    }
}
