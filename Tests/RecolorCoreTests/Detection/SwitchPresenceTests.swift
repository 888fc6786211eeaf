@testable import RecolorCore
import XCTest

/// `SwitchPresence`: what a file's `switch` statements may be, read from its code tokens before a
/// rule builds the syntax tree for one. An over-approximation: a file it rules out has no switch
/// on the system appearance; one it lets through may have none.
final class SwitchPresenceTests: XCTestCase {
    func presence(_ source: String) -> SwitchPresence {
        SwitchPresence(SwiftSource(path: "A.swift", bytes: Array(source.utf8)))
    }

    func testASwitchOnTheSystemAppearanceMayTestIt() {
        for subject in ["traitCollection.userInterfaceStyle", "colorScheme", "NSApp.effectiveAppearance.name", "UITraitCollection.current.userInterfaceStyle"] {
            let p = presence("func f() {\n  switch \(subject) {\n  case .dark: break\n  default: break\n  }\n}\n")
            XCTAssertTrue(p.any, subject)
            XCTAssertTrue(p.mayTestSystemAppearance, subject)
        }
    }

    /// Lowercased as the rule lowercases a subject (`ColorScheme`), and a local copy's value counts.
    func testTheWordsAreReadLowercasedAndAnywhereInTheCode() {
        XCTAssertTrue(presence("func f(s: ColorScheme) { switch s { default: break } }").mayTestSystemAppearance)
        XCTAssertTrue(presence("let style = traitCollection.userInterfaceStyle\nswitch style { default: break }").mayTestSystemAppearance)
    }

    func testNoSwitchOrNoAppearanceWordRulesTheFileOut() {
        let noSwitch = presence("let s = traitCollection.userInterfaceStyle\nif s == .dark { v.backgroundColor = .white }\n")
        XCTAssertFalse(noSwitch.any)
        XCTAssertFalse(noSwitch.mayTestSystemAppearance)
        let theme = presence("switch theme {\ncase .dark: v.backgroundColor = .white\ndefault: v.backgroundColor = .black\n}\n")
        XCTAssertTrue(theme.any)
        XCTAssertFalse(theme.mayTestSystemAppearance)
        // A word in a comment is no code token.
        let commented = presence("// switch on userInterfaceStyle\nlet s = 1\n")
        XCTAssertFalse(commented.any)
        XCTAssertFalse(presence("switch theme { default: break } // userInterfaceStyle\n").mayTestSystemAppearance)
    }

    /// The rules read the same with the gate as without it (`unknown`): the pairs of a switch on
    /// the appearance are found, a switch on the app's theme gives none.
    func testTheRulesAreTheSameThroughTheGate() {
        func keys(_ source: String) -> [String?] {
            Engine.analyze([SwiftSource(path: "A.swift", bytes: Array(source.utf8))], options: RunOptions()).allReports.map(\.finding.choice?.key)
        }
        XCTAssertEqual(keys(SwitchStatementPairTests.albumStack), Array(repeating: "light=#000000 dark=#FFFFFF", count: 4))
        let theme = SwitchStatementPairTests.albumStack.replacingOccurrences(of: "traitCollection.userInterfaceStyle", with: "theme")
        let themed = keys(theme)
        XCTAssertEqual(themed.count, 4)
        XCTAssertFalse(themed.contains("light=#000000 dark=#FFFFFF"), themed.description)
    }
}
