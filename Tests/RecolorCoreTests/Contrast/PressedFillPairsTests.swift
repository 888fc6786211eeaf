@testable import RecolorCore
import XCTest

/// A fill a button shows only while pressed (set where its own `isHighlighted` holds) is not its
/// background: the title pairs with the normal fill (`PressedFills`). Kursvalut's keypad button:
/// its titles were paired with the pressed fill only, the normal one never checked (session 30's
/// review, A4, /work/s30/repro/a4). Negatives: a model's `isHighlighted` is a lasting look; the
/// true arm of `isHighlighted || isSelected` is also the selected one.
final class PressedFillPairsTests: XCTestCase {
    typealias C = CodeStyledViewsPairsTests

    /// A keypad: a `KeyButton` with the document's white fill and the code's dark title.
    static let xib = """
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch">
    <objects>
    <view id="root">
    <subviews>
    <button id="key" customClass="KeyButton">
    <state key="normal" title="AC"/>
    \(C.white)
    </button>
    </subviews>
    </view>
    </objects>
    </document>
    """

    func pairs(_ observer: String) throws -> [String] {
        let swift = """
        import UIKit
        class KeyButton: UIButton {
            override func awakeFromNib() {
                setTitleColor(Essentials.grey70, for: .normal)
            }
            \(observer)
        }
        """
        return C.describe(try C.search(swift: swift, document: Self.xib))
    }

    func testAFillSetOnlyWhilePressedIsNotUnderTheTitle() throws {
        let observer = """
        override var isHighlighted: Bool {
                didSet {
                    if isHighlighted {
                        backgroundColor = Essentials.grey10
                    } else {
                        backgroundColor = Essentials.blue40
                    }
                }
            }
        """
        // The title (line 4) on the normal fill (the `else` arm, line 11), not the pressed grey10 (line 9).
        XCTAssertEqual(try pairs(observer), ["primaryText/actionText@A.swift:4 on A.swift:11"])
    }

    /// The app's shape: the fills chosen by `switch self.tag` inside the `if isHighlighted` and its `else`.
    func testAPressedFillInASwitchInsideTheConditionIsNotUnderTheTitle() throws {
        let observer = """
        override var isHighlighted: Bool {
                didSet {
                    if isHighlighted {
                        switch self.tag {
                        default: backgroundColor = Essentials.grey10
                        }
                    } else {
                        UIView.animate(withDuration: 0.5) {
                            switch self.tag {
                            default: self.backgroundColor = Essentials.blue40
                            }
                        }
                    }
                }
            }
        """
        XCTAssertEqual(try pairs(observer), ["primaryText/actionText@A.swift:4 on A.swift:15"])
    }

    func testAPressedTernaryArmIsNotUnderTheTitle() throws {
        let observer = """
        override var isHighlighted: Bool {
                didSet { self.backgroundColor = self.isHighlighted ? Essentials.grey10 : Essentials.blue40 }
            }
        """
        XCTAssertEqual(try pairs(observer), ["primaryText/actionText@A.swift:4 on A.swift:7"])
    }

    func testWithOnlyAPressedFillTheDocumentsStaysUnderTheTitle() throws {
        let observer = """
        override var isHighlighted: Bool {
                didSet { if isHighlighted { backgroundColor = Essentials.grey10 } }
            }
        """
        XCTAssertEqual(try pairs(observer), ["primaryText/background@A.swift:4 on A.xib:7"])
    }

    /// Negative: a model's `isHighlighted` (a featured item) is a lasting look: its fill is under the title.
    func testAModelsHighlightIsALastingFill() throws {
        let observer = """
        var item: Item? {
                didSet { if item?.isHighlighted == true { backgroundColor = Essentials.grey10 } }
            }
        """
        XCTAssertEqual(try pairs(observer), ["primaryText/card@A.swift:4 on A.swift:7"])
    }

    /// Negative: the true arm of `isHighlighted || isSelected` is the selected look too.
    func testAFillForPressedOrSelectedStaysUnderTheTitle() throws {
        let observer = """
        func refresh() {
                if isHighlighted || isSelected { backgroundColor = Essentials.grey10 }
            }
        """
        XCTAssertEqual(try pairs(observer), ["primaryText/card@A.swift:4 on A.swift:7"])
    }
}
