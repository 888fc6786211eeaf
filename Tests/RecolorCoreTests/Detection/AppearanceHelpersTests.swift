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

    /// The screening is derived from the words the reader declares: whatever the reader finds
    /// passes it (a labeled pair and a setting flag without `colorScheme` in the file included),
    /// and a file with none of the words is screened out.
    /// Every appearance word a condition reads stands as a word where written as one (a member,
    /// a flag's word), and not inside another word.
    func testTheAppearanceWordsStandAsWordsOfANameOnly() {
        for word in AppearanceCondition.appearanceWords {
            XCTAssertTrue(AppearanceCondition.mayStandAsWord(Array("x == .\(word)".utf8)), word)
        }
        for text in ["isDarkMode", "is_dark", "useLightTheme", "\"dark\"", "NSAppearance.Name.vibrantDark", ".darkAqua", "caf\u{e9}Dark"] {
            XCTAssertTrue(AppearanceCondition.mayStandAsWord(Array(text.utf8)), text)
        }
        for text in ["isHighlighted", "highlight", "darken", "lightweight", "UIDarkMode", "dark2", "Darkness", "DARK_MODE", "aquarium"] {
            XCTAssertFalse(AppearanceCondition.mayStandAsWord(Array(text.utf8)), text)
        }
    }

    func testTheScreeningLetsThroughEverythingTheReaderFinds() throws {
        let triggering = [
            helper,
            "func adaptive(light: UIColor, dark: UIColor) -> Color { Color(UIColor { $0.userInterfaceStyle == .dark ? dark : light }) }",
            "func adaptive(light: UIColor, dark: UIColor) -> Color { light }",
            "func dynamic(any: UIColor, darkColor: UIColor) -> UIColor { any }",
            "func pick<T>(_ a: T, _ b: T) -> T { isDarkMode ? a : b }",
            "enum Theme { case light, dark\n var isDarkMode: Bool { switch self { case .dark: return true\n case .light: return false } } }",
        ]
        for text in triggering {
            let bytes = Array(text.utf8)
            XCTAssertNotNil(AppearanceHelpers.read(SwiftSource(path: "H.swift", bytes: bytes), tree: SyntaxTree(SwiftSource(path: "H.swift", bytes: bytes))), text)
            XCTAssertTrue(AppearanceHelpers.mayDeclare(bytes), text)
            XCTAssertTrue(AppearanceHelpers.mayDeclare(ScreeningWords(bytes), bytes), "the screening's one pass: \(text)")
        }
        // The appearance words inside other words (`isHighlighted`, `darken`): the words of the one
        // pass hold, the second look does not (corpus26: 147 of 276 files so).
        let nonTriggering = ["", "(_ ", "colorScheme", "func f(_ a: T) { x.tint }", "func f(a: T) -> T { a }", "let s = UserDefaults.standard",
                             "var isHighlighted: Bool { switch state { case .on: return true\n default: return false } }",
                             "func pick<T>(_ a: T, _ b: T) -> T { darken(a) ? a : b }",
                             "var lightweight: Bool { UserDefaults.standard.bool(forKey: \"k\") }"]
        for text in nonTriggering {
            XCTAssertFalse(AppearanceHelpers.mayDeclare(Array(text.utf8)), text)
            XCTAssertFalse(AppearanceHelpers.mayDeclare(ScreeningWords(Array(text.utf8)), Array(text.utf8)), "the screening's one pass: \(text)")
        }
    }
}
