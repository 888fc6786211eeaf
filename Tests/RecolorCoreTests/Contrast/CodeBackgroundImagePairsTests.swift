@testable import RecolorCore
import XCTest

/// A button of a document that the code gives a background image (`setBackgroundImage(_:for:)`
/// with an image, for a state drawn enabled): its titles but the disabled one lie on the image,
/// not on the document's background. radar-covid-ios's white "Continuar" title was paired with the
/// button's own white (1.05:1) and the screen's pink (1.14:1); the code gives it `buttonsPrimary`.
/// Negatives: code that only removes the image (`nil`), or gives one for the disabled state only.
final class CodeBackgroundImagePairsTests: XCTestCase {
    typealias C = CodeStyledViewsPairsTests

    /// A xib: a white view holding the continue button, with an actionText title and a primaryText disabled one.
    static let xib = C.ownerButtonDocument(owner: "StepViewController", outlet: "continueButton", buttonContent: """
        <state key="normal" title="Continue">
        <color key="titleColor" red="0.23529411764705882" green="0.39215686274509803" blue="0.95686274509803926" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
        </state>
        <state key="disabled">
        \(C.text.replacingOccurrences(of: "textColor", with: "titleColor"))
        </state>
        """)

    func pairs(_ enabledImage: String) throws -> [String] {
        let swift = """
        import UIKit
        class StepViewController: UIViewController {
            @IBOutlet weak var continueButton: UIButton!
            func setEnabled(_ on: Bool) {
                continueButton.isEnabled = on
                if on {
                    continueButton.setBackgroundImage(\(enabledImage))
                } else {
                    continueButton.setBackgroundImage(nil, for: .normal)
                }
            }
        }
        """
        return C.describe(try C.search(swift: swift, document: Self.xib))
    }

    func testTitlesOverABackgroundImageTheCodeGivesAreOnTheImage() throws {
        // Only the disabled title (line 15) is off the image, and it pairs with nothing (WCAG: inactive components).
        XCTAssertEqual(try pairs(#"UIImage(named: "primary"), for: .normal"#), [])
    }

    func testNoImageOrOneForTheDisabledStateLeavesTheTitles() throws {
        let both = ["actionText/background@A.xib:12 on A.xib:19"]
        XCTAssertEqual(try pairs("nil, for: .normal"), both)
        XCTAssertEqual(try pairs(#"UIImage(named: "gray"), for: .disabled"#), both)
    }
}
