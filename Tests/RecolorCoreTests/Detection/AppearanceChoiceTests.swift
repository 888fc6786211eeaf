@testable import RecolorCore
import XCTest

/// The choices by the appearance (`AppearanceChoices.examples`): each triggering example gives
/// exactly one choice, spanning the marked bytes, whose arms are every finding in it, with the
/// marked key; a non-triggering one none. Then the corrections: the whole choice is rewritten
/// under a rule for its pair, and nothing without one.
final class AppearanceChoiceTests: XCTestCase {
    func findings(_ source: String, configuration: String?) throws -> [Finding] {
        var options = RunOptions()
        if let configuration { options.configuration = try ConfigurationLoader.parse(Array(configuration.utf8), file: "table.json") }
        let file = SwiftSource(path: "Example.swift", bytes: Array(source.utf8))
        return Engine.analyze([file], options: options).allReports.map(\.finding)
    }

    /// A file cut right after a declaration's `=` (the fuzzer's crash: the Bool flags' reading
    /// ran past the last token).
    func testADeclarationCutAtItsEqualsSignIsReadSafely() {
        for code in ["import UIKit\nvar dark =", "import UIKit\nlet isDark: Bool =", "let c = UIColor.white\nstatic let )x = Color(\"a\")\nstatic let accent ="] {
            let file = SwiftSource(path: "A.swift", bytes: Array(code.utf8))
            _ = Engine.analyze([file], options: RunOptions())
        }
    }

    func testExamples() throws {
        for example in AppearanceChoices.examples {
            let open = Array("«".utf8), close = Array("»".utf8)
            var bytes = Array(example.source.utf8)
            var marked: Range<Int>?
            if let a = bytes.firstRange(of: open) {
                bytes.removeSubrange(a)
                let b = bytes.firstRange(of: close)!
                bytes.removeSubrange(b)
                marked = a.lowerBound..<b.lowerBound
            }
            let all = try findings(String(decoding: bytes, as: UTF8.self), configuration: example.configuration)
            let choices = Set(all.compactMap(\.choice?.range))
            guard let marked else {
                XCTAssertTrue(choices.isEmpty, "no choice expected", file: example.file, line: example.line)
                continue
            }
            XCTAssertEqual(choices, [marked], "the choice's bytes", file: example.file, line: example.line)
            let arms = all.filter { $0.choice != nil }
            XCTAssertEqual(arms.first?.choice?.key, example.key, file: example.file, line: example.line)
            let systemArms = (arms.first?.choice?.systemArms.count ?? 0) + (arms.first?.choice?.memberArms.count ?? 0) + (arms.first?.choice?.constantArms.count ?? 0)
            let elevated = arms.first?.choice?.systemArms[.dark] != nil && arms.first?.choice?.values[.darkElevated] != nil ? 1 : 0
            XCTAssertEqual(Set(arms.map(\.choice!.arm)).count + systemArms + elevated, arms.first?.choice?.values.count,
                           "every arm a finding, a system color, the app's own or a declared constant", file: example.file, line: example.line)
            XCTAssertTrue(all.filter { marked.contains($0.range.lowerBound) }.allSatisfy { $0.choice != nil }, "every finding inside is an arm",
                          file: example.file, line: example.line)
        }
    }

    func testCorrectionsReplaceTheWholeChoice() throws {
        let table = try ConfigurationLoader.parse(Array(DetectorCorrection.table.utf8), file: "table.json")
        for correction in AppearanceChoices.corrections {
            var options = RunOptions()
            options.configuration = table
            let file = SwiftSource(path: "Example.swift", bytes: Array(correction.before.utf8))
            let reports = Engine.analyze([file], options: options).allReports
            let once = String(decoding: Edits.apply(Engine.edits(for: reports), to: file.bytes), as: UTF8.self)
            XCTAssertEqual(once, correction.after, file: correction.file, line: correction.line)
        }
    }

    func testAnArmWithoutARuleForItsPairSaysWhy() throws {
        let table = try ConfigurationLoader.parse(Array(DetectorCorrection.table.utf8), file: "table.json")
        var options = RunOptions()
        options.configuration = table
        let file = SwiftSource(path: "Example.swift", bytes: Array("import UIKit\nlet isDark = true\nlet c: UIColor = isDark ? UIColor(white: 0.2, alpha: 1) : .white\n".utf8))
        let reports = Engine.analyze([file], options: options).allReports
        XCTAssertEqual(reports.count, 2)
        for r in reports {
            XCTAssertFalse(r.resolution.isMapped, "#FFFFFF alone maps to background, but an arm is never rewritten alone")
            XCTAssertTrue(r.resolution.unmappedReason?.contains("light=#FFFFFF dark=#333333") == true, r.resolution.unmappedReason ?? "")
        }
    }

    func testPairRulesLoadAndLint() throws {
        let table = try ConfigurationLoader.parse(Array(#"""
            { "tokens": { "ink": { "uikit": "Semantic.ink", "light": "#1A334D", "dark": "#ffffff", "source": "code", "from": "V.swift:3" } },
              "rules": [ { "match": "#1a334d", "dark": "#FFFFFFFF", "token": "ink" }, { "match": "#1A334D", "token": "ink" } ] }
            """#.utf8), file: "table.json")
        XCTAssertEqual(table.rules[0].choiceKey, "light=#1A334D dark=#FFFFFF")
        XCTAssertNil(table.rules[1].choiceKey)
        XCTAssertEqual(table.tokens[0].source, "code")
        XCTAssertEqual(table.tokens[0].from, "V.swift:3")
        XCTAssertTrue(TableLint.shadowedRules(table).isEmpty, "a pair rule and a rule of one value never shadow each other")
        XCTAssertThrowsError(try ConfigurationLoader.parse(Array(#"{ "tokens": { "a": { "uikit": "A.a", "source": "guess" } } }"#.utf8), file: "t.json"))
    }
}
