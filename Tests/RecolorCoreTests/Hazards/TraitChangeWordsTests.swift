@testable import RecolorCore
import XCTest

/// The unguarded-trait-change detector reads the names of a body as bytes where they are ASCII:
/// it says what `String.contains` says, for ASCII names and others.
final class TraitChangeWordsTests: XCTestCase {
    func testANameHoldsAWordExactlyWhenItsStringContainsIt() {
        let names = ["updateColors", "olor", "olo", "Color", "colour", "applyTheme", "theme", "Appearance", "ppearanc", "x",
                     "frameWidth", "heightAnchor", "horizontalSizeClass", "preferredContentSizeCategory", "Colo\u{301}r",
                     "colo\u{301}r", "olor\u{301}", "h\u{e9}me", "\u{e9}olor", "t\u{e9}l\u{e9}Theme", "_olour_", "W", "Widt"]
        let file = SwiftSource(path: "a.swift", bytes: Array(names.joined(separator: " ").utf8))
        XCTAssertEqual(file.code.count, names.count)
        for (k, name) in names.enumerated() {
            for words in [UnguardedTraitChangeDetector.colorWords, UnguardedTraitChangeDetector.sizeWords] {
                XCTAssertEqual(UnguardedTraitChangeDetector.token(k, in: file, holdsOneOf: words, bytes: words.map { Array($0.utf8) }),
                               words.contains(where: name.contains), "\(name) in \(words)")
            }
        }
    }

    /// The checks a repair writes, made conditional on availability, also when several threads
    /// gate at once (they share the parsed patterns, one thread at a time).
    func testGatedChecksAreTheSameOnEveryThread() {
        let text = "\n    guard traitCollection.hasDifferentColorAppearance(comparedTo: previous) else { return }\n"
            + "    if traitCollection.hasDifferentColorAppearance(comparedTo: p2) {"
        let expected = "\n    if #available(iOS 13.0, *), !traitCollection.hasDifferentColorAppearance(comparedTo: previous) { return }\n"
            + "    if #available(iOS 13.0, *), traitCollection.hasDifferentColorAppearance(comparedTo: p2) {"
        let gated = Parallel.map(64, threads: 4, itemsPerWorker: 1) { _ in ColorAppearanceCheck.gated(text, availability: "iOS 13.0, *") }
        XCTAssertEqual(Set(gated), [expected])
    }
}
