@testable import RecolorCore
import XCTest

/// A button's title color for the selected state is drawn only when something selects the button:
/// the document (`selected="YES"`) or code setting `isSelected` on it (an outlet, `self` in the
/// button's own class, `sender` in an action). sphinx-ios's mic button has a selected title in the
/// header's own `Body` color and no code in the app sets `isSelected`: it was paired, 1.00:1, with a
/// title never drawn. Negatives: the document selects the button; code selects it by its outlet.
final class SelectedTitlePairsTests: XCTestCase {
    typealias C = CodeStyledViewsPairsTests

    /// A xib: a white view holding a button with a normal (primaryText) and a selected (actionText) title.
    static func xib(selected: Bool) -> String {
        C.ownerButtonDocument(owner: "ComposerView", outlet: "micButton", buttonAttributes: selected ? #" selected="YES""# : "", buttonContent: """
            <state key="normal" title="mic">
            \(C.text.replacingOccurrences(of: "textColor", with: "titleColor"))
            </state>
            <state key="selected" title="mic">
            <color key="titleColor" red="0.23529411764705882" green="0.39215686274509803" blue="0.95686274509803926" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </state>
            """)
    }

    static let noSelection = """
    import UIKit
    class ComposerView: UIView {
        @IBOutlet weak var micButton: UIButton!
        var isSelected = false
    }
    """

    func pairs(swift: String, selected: Bool) throws -> [String] {
        C.describe(try C.search(swift: swift, document: Self.xib(selected: selected)))
    }

    func testASelectedTitleNothingSelectsIsDrawnNowhere() throws {
        // The normal title (line 12) on the view's white (19); the selected one (15) is no pair.
        XCTAssertEqual(try pairs(swift: Self.noSelection, selected: false), ["primaryText/background@A.xib:12 on A.xib:19"])
    }

    func testASelectedTitleTheDocumentSelectsIsDrawn() throws {
        XCTAssertEqual(try pairs(swift: Self.noSelection, selected: true),
                       ["actionText/background@A.xib:15 on A.xib:19", "primaryText/background@A.xib:12 on A.xib:19"])
    }

    func testASelectedTitleCodeSelectsIsDrawn() throws {
        let swift = Self.noSelection.replacingOccurrences(of: "var isSelected = false", with: "func record() { micButton.isSelected = true }")
        XCTAssertEqual(try pairs(swift: swift, selected: false),
                       ["actionText/background@A.xib:15 on A.xib:19", "primaryText/background@A.xib:12 on A.xib:19"])
    }
}
