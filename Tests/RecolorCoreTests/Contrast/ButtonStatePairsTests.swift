@testable import RecolorCore
import XCTest

/// A button's title color for one state is drawn over the background its code sets for that
/// state: tsurukame's white "Sign in" title (`<state key="normal">`) was paired with the gray of
/// `backgroundColor = enabled ? radicalColor2 : grey33`, drawn only while the button is disabled.
extension CodeStyledViewsPairsTests {
    static func signInScene(titles: String) -> String {
        """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" targetRuntime="iOS.CocoaTouch">
        <scenes><scene sceneID="a"><objects><viewController id="v" customClass="LoginController">
        <view key="view" id="root">
        <subviews>
        <button id="b">
        \(titles)
        </button>
        </subviews>
        \(white)
        </view>
        <connections>
        <outlet property="signInButton" destination="b" id="o1"/>
        </connections>
        </viewController></objects></scene></scenes>
        </document>
        """
    }

    static let disabledTitle = #"<color key="titleColor" red="0.23529411764705882" green="0.39215686274509803" blue="0.95686274509803926" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#

    static let normalAndDisabled = """
    <state key="normal" title="Sign in">
    \(text.replacingOccurrences(of: "textColor", with: "titleColor"))
    </state>
    <state key="disabled">
    \(disabledTitle)
    </state>
    """

    func statePairs(_ code: String) throws -> [String] {
        let swift = """
        import UIKit
        final class LoginController: UIViewController {
            @IBOutlet var signInButton: UIButton!
            func update(_ enabled: Bool) {
                signInButton.isEnabled = enabled
        \(code)
            }
        }
        """
        return describe(try search(swift: swift, document: Self.signInScene(titles: Self.normalAndDisabled), path: "A.storyboard"))
    }

    /// A ternary on the enabled state: each state's title over its own arm; the disabled title pairs
    /// with nothing (WCAG exempts inactive components), so the normal one over the enabled arm alone.
    func testEachStatesTitleOverItsArm() throws {
        XCTAssertEqual(try statePairs("        signInButton.backgroundColor = enabled ? Essentials.grey10 : Essentials.grey70"), [
            "primaryText/card@A.storyboard:7 on A.swift:6",
        ])
        // Negated: the arms swap states.
        XCTAssertEqual(try statePairs("        signInButton.backgroundColor = !signInButton.isEnabled ? Essentials.grey70 : Essentials.grey10"), [
            "primaryText/card@A.storyboard:7 on A.swift:6",
        ])
    }

    /// A background set only in an `if !isEnabled` block is under the disabled title only (which
    /// pairs with nothing); the normal title stays on the screen's background.
    func testABackgroundForTheDisabledStateOnly() throws {
        XCTAssertEqual(try statePairs("        if !signInButton.isEnabled { signInButton.backgroundColor = Essentials.grey70 }"), [
            "primaryText/background@A.storyboard:7 on A.storyboard:14",
        ])
    }

    /// A branch that sets the state beside the background (COVIDSafe: `isEnabled = true` and the
    /// green, else the gray and `isEnabled = false`): each title over its own branch's background.
    /// Negative: branches that set no state are for every state (both titles on both).
    func testABranchSettingTheStateColorsThatState() throws {
        func code(_ states: Bool) -> String {
            """
                    if ready {
                        \(states ? "signInButton.isEnabled = true" : "")
                        signInButton.backgroundColor = Essentials.grey10
                    } else {
                        signInButton.backgroundColor = Essentials.grey70
                        \(states ? "signInButton.isEnabled = false" : "")
                    }
            """
        }
        XCTAssertEqual(try statePairs(code(true)), [
            "primaryText/card@A.storyboard:7 on A.swift:8",
        ])
        let stateless = try statePairs(code(false))
        XCTAssertTrue(stateless.contains("primaryText/card@A.storyboard:7 on A.swift:8"), stateless.joined(separator: ", "))
    }

    /// A disabled title pairs with nothing: WCAG 2.x exempts an inactive component's text (SC 1.4.3),
    /// as for `setTitleColor(X, for: .disabled)` in code. COVIDSafe's consent button (a gray
    /// "Continue" on its green, never disabled), and zap's disabled titles on its buttons' blue,
    /// 1.68:1 (session 25), whether or not code can disable the button.
    func testADisabledTitleIsNoPair() throws {
        let swift = "import UIKit\nfinal class LoginController: UIViewController {}\n"
        func scene(outlet: Bool, enabled: Bool) -> String {
            var scene = Self.signInScene(titles: Self.normalAndDisabled)
            if !outlet { scene = scene.replacingOccurrences(of: #"<outlet property="signInButton" destination="b" id="o1"/>"#, with: "") }
            if !enabled { scene = scene.replacingOccurrences(of: #"<button id="b">"#, with: #"<button id="b" enabled="NO">"#) }
            return scene
        }
        func disabledTitlePaired(_ document: String) throws -> Bool {
            try describe(search(swift: swift, document: document, path: "A.storyboard")).contains { $0.hasPrefix("actionText/") }
        }
        XCTAssertFalse(try disabledTitlePaired(scene(outlet: false, enabled: true)))
        XCTAssertFalse(try disabledTitlePaired(scene(outlet: true, enabled: true)))
        XCTAssertFalse(try disabledTitlePaired(scene(outlet: false, enabled: false)))
    }

    /// Negative: a ternary on another condition is for every state: the normal title over its first arm.
    func testATernaryOnAnotherConditionIsForEveryState() throws {
        XCTAssertEqual(try statePairs("        signInButton.backgroundColor = isLoading ? Essentials.grey10 : Essentials.grey70"), [
            "primaryText/card@A.storyboard:7 on A.swift:6",
        ])
    }

    /// A title the code sets for the disabled state on a document's button pairs with nothing (zap's
    /// `sendButton.setTitleColor(UIColor.Zap.invisibleGray, for: .disabled)` over its blue, 1.68:1,
    /// session 25). Negative: the same call for the normal state pairs.
    func testACodeTitleForTheDisabledStateOfADocumentsButtonIsNoPair() throws {
        let background = "        signInButton.backgroundColor = Essentials.grey10\n"
        XCTAssertEqual(try statePairs(background + "        signInButton.setTitleColor(Essentials.blue40, for: .disabled)"), [
            "primaryText/card@A.storyboard:7 on A.swift:6",
        ])
        XCTAssertEqual(try statePairs(background + "        signInButton.setTitleColor(Essentials.blue40, for: .normal)"), [
            "actionText/card@A.swift:7 on A.swift:6",
        ])
    }

    /// A label the code colors in both branches of a block that enables a button beside it is not a
    /// button's state title: its code colors hide the document's (zotero's share sheet: the document's
    /// `zoteroBlue` label paired again, session 25's regression read). Negative: its own code color pairs.
    func testALabelColoredInBranchesThatEnableAButtonHidesTheDocumentsColor() throws {
        let swift = """
        import UIKit
        final class ProfileViewController: UIViewController {
            @IBOutlet weak var nameLabel: UILabel!
            @IBOutlet weak var doneButton: UIButton!
            func update(_ on: Bool) {
                if on {
                    nameLabel.textColor = Essentials.blue40
                    doneButton.isEnabled = true
                } else {
                    nameLabel.textColor = UIColor(white: 0.5, alpha: 1)
                    doneButton.isEnabled = false
                }
            }
        }
        """
        let found = describe(try search(swift: swift, document: Self.profileXib))
        // The name label's document color (A.xib:15) is hidden; the other label's (A.xib:22) stays.
        XCTAssertFalse(found.contains { $0.contains("@A.xib:15 ") }, found.joined(separator: ", "))
        XCTAssertTrue(found.contains("primaryText/background@A.xib:22 on A.xib:27"), found.joined(separator: ", "))
        XCTAssertTrue(found.contains { $0.hasPrefix("actionText/background@A.swift:7") }, found.joined(separator: ", "))
    }
}
