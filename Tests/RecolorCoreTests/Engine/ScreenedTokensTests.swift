@testable import RecolorCore
import XCTest

/// A candidate the screening tokenized for a reader of its own keeps its bytes only, and is
/// tokenized again when detected; one whose tokens the settings step reads (typealiases, a color
/// subclass, a palette) keeps its tokens (`Screener.readsSettings`).
final class ScreenedTokensTests: XCTestCase {
    /// Tokenized in the screening for its refresh point (`InheritedRefreshes`), and a candidate.
    static let card = """
        import UIKit
        final class Card: UIView {
            override func layoutSubviews() {
                super.layoutSubviews()
                backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
                layer.borderColor = UIColor.black.cgColor
            }
        }

        """

    private func screened(_ text: String) -> SwiftFileState {
        Screener(options: RunOptions()).screen(FileInput(path: "Card.swift", bytes: Array(text.utf8)))
    }

    private func keepsTokens(_ state: SwiftFileState) -> Bool? {
        switch state {
        case .tokenized(_, _, let candidate): return candidate ? true : nil
        case .candidate: return false
        default: return nil
        }
    }

    func testACandidateTokenizedForAReaderKeepsItsBytesOnly() {
        XCTAssertEqual(keepsTokens(screened(Self.card)), false)
    }

    func testACandidateDeclaringATypealiasKeepsItsTokens() {
        XCTAssertEqual(keepsTokens(screened("typealias Paint = UIColor\n" + Self.card)), true)
    }

    /// Tokenized again when detected: both colors are found.
    func testACandidateKeepingItsBytesIsStillDetected() {
        let reports = Engine.analyze([FileInput(path: "Card.swift", bytes: Array(Self.card.utf8))], options: RunOptions()).allReports
        XCTAssertEqual(reports.map(\.line), [5, 6])
    }
}
