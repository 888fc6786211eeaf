@testable import RecolorCore
import XCTest

/// The switch holding a case: its subject as written, past groups and nested braces; nothing for
/// a case with no switch before its body's brace.
final class SwitchOfCaseTests: XCTestCase {
    func subject(_ code: String, caseNumber: Int = 0) -> String? {
        let file = SwiftSource(path: "A.swift", bytes: Array(code.utf8))
        let cases = (0..<file.code.count).filter { file.codeIs($0, "case") }
        return SwitchOfCase.of(caseAt: cases[caseNumber], in: file)?.subject
    }

    func testTheSubjectOfTheEnclosingSwitch() {
        XCTAssertEqual(subject("switch style { case .dark: a = [1, 2]; case .light: b = f(x) }", caseNumber: 1), "style")
        XCTAssertEqual(subject("switch settings.theme(for: user) {\ncase .night: x = 1\n}"), "settings.theme(for:user)")
        XCTAssertEqual(subject("switch a { case .x: if y { z() }\ncase .w: v() }", caseNumber: 1), "a")
        XCTAssertNil(subject("enum E { case a, b }"), "an enum's case has no switch")
    }
}
