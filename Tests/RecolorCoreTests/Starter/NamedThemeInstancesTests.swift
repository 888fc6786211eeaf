@testable import RecolorCore
import XCTest

/// The app's own looks of one type, named for their page and picked by the user (Palace's reader:
/// `blackOnWhiteColors`, `blackOnSepiaColors`, `whiteOnBlackColors`, computed instances of
/// `TPPAppearanceColors`) keep their values: the sepia look's black text became `UIColor.label`,
/// white on the sepia page in Dark Mode (session 29, left). Negatives: a button style's `primary`
/// and `secondary` (no look named), one look alone, instances named light and dark (paired by
/// `ThemeInstances`, not kept here).
final class NamedThemeInstancesTests: XCTestCase {
    static func looks(_ a: String, _ b: String, _ c: String, type: String = "ReaderColors") -> String {
        """
        import UIKit
        struct \(type) {
            let backgroundColor: UIColor
            let textColor: UIColor
            let tintColor: UIColor

            static var \(a): \(type) {
                \(type)(backgroundColor: Settings.pageColor(), textColor: .black, tintColor: .darkGray)
            }
            static var \(b): \(type) {
                \(type)(backgroundColor: Settings.sepiaColor(), textColor: .black, tintColor: .darkGray)
            }
            static let \(c) = \(type)(backgroundColor: Settings.nightColor(), textColor: .white, tintColor: .white)
        }

        """
    }

    /// Line → intent of each finding.
    func intents(_ source: String) -> [Int: FixedIntent] {
        let run = Engine.analyze([SwiftSource(path: "Reader.swift", bytes: Array(source.utf8))], options: RunOptions())
        var out: [Int: FixedIntent] = [:]
        for (r, site) in zip(run.allReports, KeptColors.intents(run.allReports, sources: run.files)) { if let site { out[r.line] = site.intent } }
        return out
    }

    func testLooksNamedForTheirPageKeepTheirValues() {
        let found = intents(Self.looks("blackOnWhiteColors", "blackOnSepiaColors", "whiteOnBlackColors"))
        XCTAssertEqual(found[8], .userTheme, "\(found)")
        XCTAssertEqual(found[11], .userTheme, "the sepia page's black text: \(found)")
        XCTAssertEqual(found[13], .userTheme, "\(found)")
        let paper = intents(Self.looks("paper", "sepia", "midnight"))
        XCTAssertEqual(paper[11], .userTheme, "\(paper)")
    }

    func testStylesLooksAloneAndLightDarkPairsAreNot() {
        XCTAssertNotEqual(intents(Self.looks("primary", "secondary", "destructive", type: "ButtonColors"))[11], .userTheme)
        XCTAssertNotEqual(intents(Self.looks("primary", "sepia", "destructive"))[11], .userTheme, "one look alone")
        let pair = intents(Self.looks("light", "sepia", "dark"))
        XCTAssertNotEqual(pair[8], .userTheme, "\(pair)")
        XCTAssertNotEqual(pair[11], .userTheme, "\(pair)")
    }
}
