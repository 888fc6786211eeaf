@testable import RecolorCore
import XCTest

/// A view of an Interface Builder document painted by code in several functions: a function that
/// paints it and sets its foreground draws that foreground there, so a foreground another function
/// sets is not over that function's fill while another fill remains for it. Criptext's resend
/// button (RecoveryEmailViewController.swift): the ready state sets `.mainUI` with a white title
/// (:287–288), the waiting state #F6F6F6 (:235), and the timer's gray title (:299) was measured on
/// the blue it never shows on, 1.07:1 (session 35).
final class OwnedBackgroundPairsTests: XCTestCase {
    typealias C = CodeStyledViewsPairsTests

    static let xib = """
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch">
    <objects>
    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ResendController">
    <connections>
    <outlet property="resendButton" destination="resend" id="o1"/>
    </connections>
    </placeholder>
    <view contentMode="scaleToFill" id="root">
    <subviews>
    <button id="resend">
    </button>
    </subviews>
    </view>
    </objects>
    </document>
    """

    static func pairs(waiting: Bool) throws -> [String] {
        let swift = """
        import UIKit
        final class ResendController: UIViewController {
            @IBOutlet weak var resendButton: UIButton!
            func showReady() {
                resendButton.backgroundColor = Semantic.background
                resendButton.setTitleColor(Semantic.primaryText, for: .normal)
            }
            func showWaiting() {
                \(waiting ? "resendButton.backgroundColor = Semantic.card" : "resendButton.isEnabled = false")
                resendButton.isEnabled = false
            }
            func tick() {
                resendButton.setTitleColor(Semantic.actionText, for: .normal)
            }
        }
        """
        let s = try C.search(swift: swift, document: xib)
        // (The document's path and the code's may both see a pair: each once.)
        return Set(s.pairs.flatMap { p in p.sightings.map { "\(p.foreground)/\(p.background)@\($0.line) on \($0.backgroundLine ?? -1)" } }).sorted()
    }

    func testAFunctionsOwnTitleHoldsItsFill() throws {
        XCTAssertEqual(try Self.pairs(waiting: true), ["actionText/card@13 on 9", "primaryText/background@6 on 5"])
    }

    /// Negative: with no other fill the timer's title is over the only one the code sets (it stays
    /// painted when the title changes).
    func testTheOnlyFillStaysUnderAnotherFunctionsTitle() throws {
        XCTAssertEqual(try Self.pairs(waiting: false), ["actionText/background@13 on 5", "primaryText/background@6 on 5"])
    }
}
