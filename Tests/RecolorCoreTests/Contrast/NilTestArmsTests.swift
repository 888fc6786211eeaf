@testable import RecolorCore
import XCTest

/// A text chosen by whether an optional is nil (`choice == nil ? .label : .white`) and a background
/// defaulting when it is (`choice?.color ?? .systemBackground`) pair arm with arm: AGPU-iOS-App's
/// splash title, white only with a chosen color, was checked on systemBackground, drawn only
/// without one (light 1.00:1; session 29's held-out check, A4).
final class NilTestArmsTests: XCTestCase {
    static let table = ##"""
    { "tokens": {
        "inverseText": { "uikit": "Semantic.inverseText", "light": "#FFFFFF", "dark": "#FFFFFF" },
        "ink": { "uikit": "Semantic.ink", "light": "#000000", "dark": "#FFFFFF" },
        "slate": { "uikit": "Semantic.slate", "light": "#555555", "dark": "#333333" } },
      "rules": [
        { "match": "#FFFFFF", "context": ["textColor"], "token": "inverseText" },
        { "match": "#000000", "token": "ink" },
        { "match": "#555555", "token": "slate" } ] }
    """##

    static func splash(_ text: String, background: String = "choice?.color ?? .darkGray") -> String {
        """
        import UIKit
        final class SplashViewController: UIViewController {
            let titleLabel = UILabel()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(titleLabel)
            }
            func show(choice: Backdrop?, other: Backdrop?, flag: Bool) {
                titleLabel.textColor = \(text)
                view.backgroundColor = \(background)
            }
        }
        """
    }

    func pairs(_ code: String) throws -> [String] {
        try PairsOfOneFile.infer(code, table: Self.table).map { "\($0.foreground)/\($0.background)" }.sorted()
    }

    func testTheArmDrawnWithAValueIsNoPairOfTheDefaultDrawnWithout() throws {
        XCTAssertEqual(try pairs(Self.splash("choice == nil ? .black : .white")), ["ink/slate"])
        XCTAssertEqual(try pairs(Self.splash("self.choice != nil ? .white : .black")), ["ink/slate"])
    }

    func testArmsOfAnotherOptionalOrAMixedConditionStillPair() throws {
        // The default is drawn when `choice` is nil: the arm of `other` says nothing of that.
        XCTAssertEqual(try pairs(Self.splash("other == nil ? .black : .white")), ["ink/slate", "inverseText/slate"])
        // More than the presence chooses the arm.
        XCTAssertEqual(try pairs(Self.splash("flag && choice == nil ? .black : .white")), ["ink/slate", "inverseText/slate"])
        // The white drawn when `choice` is nil lies on the default: a pair.
        XCTAssertEqual(try pairs(Self.splash("choice == nil ? .white : .black")), ["inverseText/slate"])
        // A background that is no default of that optional.
        XCTAssertEqual(try pairs(Self.splash("choice == nil ? .black : .white", background: ".darkGray")), ["ink/slate", "inverseText/slate"])
    }
}
