@testable import RecolorCore
import XCTest

/// The prefilter's context words come from detection (ColorContext.screeningWords): each color
/// context detection knows holds one of them, and none of them is there for nothing.
final class ScreeningVocabularyTests: XCTestCase {
    /// Every context name detection takes for a color: the SwiftUI modifiers and names of each
    /// shape `isColorName` accepts.
    var contexts: [String] {
        ColorContext.swiftUIColorModifiers.sorted() + ["backgroundColor", "tintColor", "color", "colors", "tint"]
    }

    func testTheNamesAreColorContexts() {
        for name in ["backgroundColor", "tintColor", "color", "tint"] { XCTAssertTrue(ColorContext.isColorName(name), name) }
    }

    func testEveryColorContextHoldsAScreeningWord() {
        for name in contexts {
            XCTAssertTrue(ColorContext.screeningWords.contains { name.contains($0) }, "\(name) holds no screening word: the prefilter would skip it")
        }
    }

    func testEveryScreeningWordIsNeeded() {
        for word in ColorContext.screeningWords {
            let others = ColorContext.screeningWords.filter { $0 != word }
            XCTAssertTrue(contexts.contains { name in name.contains(word) && !others.contains { name.contains($0) } },
                          "\(word) covers no context the others miss")
        }
    }

    func testThePrefilterReadsThem() {
        XCTAssertEqual(Prefilter.contextWords, ColorContext.screeningWords)
    }
}
