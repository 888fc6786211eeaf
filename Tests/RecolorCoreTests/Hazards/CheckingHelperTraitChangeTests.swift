import Foundation
@testable import RecolorCore
import XCTest

/// A `traitCollectionDidChange` that calls a function of another file which checks
/// `hasDifferentColorAppearance` itself is guarded there: Hound's `HoundButton`,
/// `HoundTextField` and `HoundTextView` call a protocol extension's `updateDynamicBorderColor(using:)`
/// (its `guard` makes the check): three false `unguarded-trait-change` hazards (session 28's verify).
/// Hand-written fixtures in that shape.
final class CheckingHelperTraitChangeTests: WorkFolderTestCase {
    func unguarded() -> [String] {
        sites(of: .unguardedTraitChange)
    }

    static let helper = """
        import UIKit
        protocol DynamicBorder: AnyObject {
            var borderColor: UIColor? { get }
        }
        extension DynamicBorder where Self: UIView {
            func updateDynamicBorderColor(using previousTraitCollection: UITraitCollection?) {
                guard traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection),
                      let color = borderColor else { return }
                layer.borderColor = color.cgColor
            }
            func refreshBorderColor(using previousTraitCollection: UITraitCollection?) {
                layer.borderColor = borderColor?.cgColor
            }
        }
        """

    static func button(_ name: String, calls: String) -> String {
        """
        import UIKit
        final class \(name): UIButton, DynamicBorder {
            var borderColor: UIColor? = .systemBlue
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                super.traitCollectionDidChange(previousTraitCollection)
                \(calls)(using: previousTraitCollection)
            }
        }
        """
    }

    func testACallToAnotherFilesCheckingFunctionIsGuarded() throws {
        try write("Protocols/DynamicBorder.swift", Self.helper)
        try write("Views/RoundButton.swift", Self.button("RoundButton", calls: "updateDynamicBorderColor"))
        // Negative: a function of the helper file that checks nothing.
        try write("Views/FlatButton.swift", Self.button("FlatButton", calls: "refreshBorderColor"))
        XCTAssertEqual(unguarded(), ["Views/FlatButton.swift:4"])
    }

    /// Negative: a function of that name this file declares without the check is the one called.
    func testThisFilesOwnUncheckedFunctionOfThatNameIsNotGuarded() throws {
        try write("Protocols/DynamicBorder.swift", Self.helper)
        try write("Views/RoundButton.swift", Self.button("RoundButton", calls: "updateDynamicBorderColor")
            + "\nextension RoundButton {\n    func updateDynamicBorderColor(using previous: UITraitCollection?) { layer.borderColor = borderColor?.cgColor }\n}\n")
        XCTAssertEqual(unguarded(), ["Views/RoundButton.swift:4"])
    }
}
