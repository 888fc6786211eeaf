@testable import RecolorCore
import XCTest

/// A document's view the code restyles through a function: a style function called on an outlet
/// (woocommerce-ios's title restyled through its outlet, a false 1.00:1 with the xib's placeholder,
/// session 26), or a class restyling itself from an inspectable property the document sets
/// (tidepool-mobile's `usage`: white tip text on a white placeholder its style table paints blue,
/// session 27). The function's color replaces the document's; an unknown one pairs with nothing.
final class StyleFunctionPairsTests: XCTestCase {
    static let title = #"<state key="normal" title="Go"><color key="titleColor" red="0.19215686274509805" green="0.20392156862745098" blue="0.25098039215686274" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></state>"#

    static func document(owner: String, views: String) -> String {
        """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch">
        <objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="\(owner)">
        <connections>
        <outlet property="view" destination="root" id="o1"/>
        <outlet property="doneButton" destination="done" id="o2"/>
        <outlet property="skipButton" destination="skip" id="o3"/>
        </connections>
        </placeholder>
        <view contentMode="scaleToFill" id="root">
        <subviews>
        \(views)
        </subviews>
        \(CodeStyledViewsPairsTests.white)
        </view>
        </objects>
        </document>
        """
    }

    func testAStyleFunctionCalledOnAnOutletReplacesTheDocumentsTitle() throws {
        let xib = Self.document(owner: "LoginController", views: """
        <button id="done">\(Self.title)</button>
        <button id="skip">\(Self.title)</button>
        """)
        let swift = """
        import UIKit
        final class LoginController: UIViewController {
            @IBOutlet var doneButton: UIButton!
            @IBOutlet var skipButton: UIButton!
            override func viewDidLoad() {
                super.viewDidLoad()
                doneButton.applyPrimaryStyle()
                let other = UIButton()
                other.applyPrimaryStyle()
            }
        }
        extension UIButton {
            func applyPrimaryStyle() {
                setTitleColor(Essentials.blue40, for: .normal)
            }
        }
        """
        let found = CodeStyledViewsPairsTests.describe(try CodeStyledViewsPairsTests.search(swift: swift, document: xib))
        // The done button's title is the style function's blue; the skip button (no call; a local's call is another button) keeps the document's.
        XCTAssertEqual(found, ["actionText/background@A.swift:14 on A.xib:15", "primaryText/background@A.xib:13 on A.xib:15"])
    }

    func testAStyleFunctionWithAnUnknownColorLeavesTheTitleUnpaired() throws {
        let xib = Self.document(owner: "LoginController", views: """
        <button id="done">\(Self.title)</button>
        <button id="skip">\(Self.title)</button>
        """)
        let swift = """
        import UIKit
        final class LoginController: UIViewController {
            @IBOutlet var doneButton: UIButton!
            @IBOutlet var skipButton: UIButton!
            override func viewDidLoad() {
                super.viewDidLoad()
                doneButton.applyStyle(Theme.current)
            }
        }
        extension UIButton {
            func applyStyle(_ theme: Theme) {
                setTitleColor(theme.titleColor, for: .normal)
            }
        }
        """
        let found = CodeStyledViewsPairsTests.describe(try CodeStyledViewsPairsTests.search(swift: swift, document: xib))
        XCTAssertEqual(found, ["primaryText/background@A.xib:13 on A.xib:15"])
    }

    // Non-triggering: a class's own method of that name (a cell's `configure()` painting the cell) is no style
    // function of the outlet it is not called on: the document's title and background stay.
    func testAnotherClassesMethodOfTheNameIsNoStyleFunction() throws {
        let xib = Self.document(owner: "LoginController", views: """
        <button id="done">\(Self.title)</button>
        <button id="skip">\(Self.title)</button>
        """)
        let swift = """
        import UIKit
        final class LoginController: UIViewController {
            @IBOutlet var doneButton: UIButton!
            @IBOutlet var skipButton: UIButton!
            override func viewDidLoad() {
                super.viewDidLoad()
                doneButton.configure()
            }
        }
        final class ProfileCell: UITableViewCell {
            func configure() {
                backgroundColor = Essentials.grey10
            }
        }
        """
        let found = CodeStyledViewsPairsTests.describe(try CodeStyledViewsPairsTests.search(swift: swift, document: xib))
        XCTAssertEqual(found, ["primaryText/background@A.xib:12 on A.xib:15", "primaryText/background@A.xib:13 on A.xib:15"])
    }

    func testAClassRestylingItselfFromAnInspectablePropertyHidesTheDocumentsColor() throws {
        let xib = Self.document(owner: "TipController", views: """
        <label id="tip" customClass="StyledLabel">\(CodeStyledViewsPairsTests.text)
        <userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="usage" value="tipText"/></userDefinedRuntimeAttributes>
        </label>
        <label id="bare" customClass="StyledLabel">\(CodeStyledViewsPairsTests.text)</label>
        <label id="plain" customClass="PlainLabel">\(CodeStyledViewsPairsTests.text)
        <userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="usage" value="tipText"/></userDefinedRuntimeAttributes>
        </label>
        """)
        let swift = """
        import UIKit
        final class StyledLabel: UILabel {
            @IBInspectable var usage: String = "" {
                didSet { updateStyling() }
            }
            private func updateStyling() {
                if let color = Styles.textColors[usage] {
                    self.textColor = color
                }
            }
        }
        final class PlainLabel: UILabel {
            @IBInspectable var usage: String = ""
            func highlight() { layer.borderWidth = 1 }
        }
        """
        let found = CodeStyledViewsPairsTests.describe(try CodeStyledViewsPairsTests.search(swift: swift, document: xib))
        // The styled tip's color comes from the style table (unknown); a label of that class the document gives no
        // usage, and a label of a class whose inspectable restyles nothing, keep the document's.
        XCTAssertEqual(found, ["primaryText/background@A.xib:15 on A.xib:20", "primaryText/background@A.xib:16 on A.xib:20"])
    }
}
