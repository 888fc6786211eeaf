@testable import RecolorCore
import XCTest

/// A candidate the screening tokenized keeps its tokens and tree for detection, which tokenized it
/// again (session 29): one tokenized for a reader of its own is marked so that the settings step
/// reads it as a candidate (`Screened.tokensForDetection`); one whose tokens the settings step reads
/// (typealiases, a color subclass, a palette) is a settings file as before (`Screener.readsSettings`).
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
        case .tokenized(let s, _, let candidate): return candidate && !s.tokensForDetection ? true : nil
        case .candidate: return false
        default: return nil
        }
    }

    func testACandidateTokenizedForAReaderKeepsItsTokensForDetectionOnly() {
        guard case .tokenized(let s, let file, candidate: true) = screened(Self.card) else { return XCTFail("tokens kept") }
        XCTAssertTrue(s.tokensForDetection)
        XCTAssertEqual(file.path, "Card.swift")
    }

    func testACandidateDeclaringATypealiasKeepsItsTokens() {
        XCTAssertEqual(keepsTokens(screened("typealias Paint = UIColor\n" + Self.card)), true)
    }

    /// Detected from the screening's tokens: both colors are found.
    func testACandidateKeepingItsTokensIsDetected() {
        let reports = Engine.analyze([FileInput(path: "Card.swift", bytes: Array(Self.card.utf8))], options: RunOptions()).allReports
        XCTAssertEqual(reports.map(\.line), [5, 6])
    }
}
