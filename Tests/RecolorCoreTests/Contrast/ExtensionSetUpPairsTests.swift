@testable import RecolorCore
import XCTest

/// A view set up in an extension of its class (`private extension ToastView { func setupView() {
/// backgroundColor = … } func setupLayout() { addSubview(stackView) … } }`) is the class's own:
/// its label, added there, is drawn on the background set there. Anilibria's toast: no pair,
/// exit 4 (session 28's review, A7).
final class ExtensionSetUpPairsTests: XCTestCase {
    static let table = ##"""
    { "tokens": {
        "inverseText": { "uikit": "Semantic.inverseText", "light": "#FFFFFF" },
        "toast": { "uikit": "Semantic.toast", "light": "#34C759" },
        "alarm": { "uikit": "Semantic.alarm", "light": "#FF3B30" } } }
    """##

    static func toast(extensionOf name: String) -> String {
        """
        import UIKit
        final class ToastView: UIView {
            private let stackView = UIStackView()
            private let titleLabel: UILabel = {
                let label = UILabel()
                label.textColor = Semantic.inverseText
                return label
            }()
            init() {
                super.init(frame: .zero)
                setupView()
                setupLayout()
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        final class BannerView: UIView {
            private let stackView = UIStackView()
        }
        private extension \(name) {
            func setupView() {
                backgroundColor = Semantic.toast
            }
            func setupLayout() {
                addSubview(stackView)
                stackView.addArrangedSubview(titleLabel)
            }
        }
        """
    }

    func testAViewSetUpInAnExtensionOfItsClassPairs() throws {
        XCTAssertEqual(try PairsOfOneFile.described(Self.toast(extensionOf: "ToastView"), table: Self.table), ["inverseText/toast@6-21"])
    }

    /// Negative: an extension of another class of the file is that class's views.
    func testAnExtensionOfAnotherClassDoesNotPair() throws {
        XCTAssertEqual(try PairsOfOneFile.described(Self.toast(extensionOf: "BannerView"), table: Self.table), [])
    }
}
