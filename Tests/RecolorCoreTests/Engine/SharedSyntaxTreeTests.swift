@testable import RecolorCore
import XCTest

/// One file's tree is built once, whoever reads it (`SharedSyntaxTree`): the screening's readers, the
/// color detectors' memo, the site writer's availability and the hazard detectors read the same tree.
final class SharedSyntaxTreeTests: XCTestCase {
    static let text = """
        import UIKit
        final class Card: UIView {
            override func layoutSubviews() {
                if #available(iOS 13, *) { backgroundColor = .systemBackground }
            }
        }

        """

    func testEveryReaderOfOneFileAndItsCopiesGetsOneTree() {
        let file = SwiftSource(path: "Card.swift", bytes: Array(Self.text.utf8))
        let copy = file
        let tree = file.syntaxTree
        XCTAssertTrue(copy.syntaxTree === tree)
        XCTAssertTrue(SyntaxTreeMemo(file: copy).tree === tree)
        XCTAssertTrue(SiteAvailability(file, compilation: .newestSDK).tree === tree)
    }

    /// Another tokenization of the same bytes is another file: its own tree, the same scopes.
    func testAnotherSourceOfTheSameBytesBuildsItsOwn() {
        let one = SwiftSource(path: "Card.swift", bytes: Array(Self.text.utf8))
        let other = SwiftSource(path: "Card.swift", bytes: Array(Self.text.utf8))
        XCTAssertFalse(one.syntaxTree === other.syntaxTree)
        XCTAssertEqual(one.syntaxTree.scopes.count, other.syntaxTree.scopes.count)
    }

    /// The screening's tree goes on to detection with the tokens of a candidate it tokenized.
    func testTheScreeningsTreeIsTheOneDetectionReads() {
        let state = Screener(options: RunOptions()).screen(FileInput(path: "Card.swift", bytes: Array(ScreenedTokensTests.card.utf8)))
        guard case .tokenized(_, let file, candidate: true) = state else { return XCTFail("tokens kept") }
        XCTAssertTrue(SyntaxTreeMemo(file: file).tree === file.syntaxTree)
    }
}
