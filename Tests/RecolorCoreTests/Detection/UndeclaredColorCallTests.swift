@testable import RecolorCore
import XCTest

/// Hand-written files in the shapes two public apps showed (never their code): colors passed to
/// functions and enum cases of a package the tree does not hold (an AppKit app's attributed-string
/// helpers), and a hex factory under another name than `hex` (a UIKit app's `fromHex`).
final class UndeclaredColorCallTests: XCTestCase {
    /// Each finding of a run over `files` as its text, context and color.
    func texts(_ files: [String: String]) -> [String] {
        let sources = files.sorted { $0.key < $1.key }.map { SwiftSource(path: $0.key, bytes: Array($0.value.utf8)) }
        return Engine.analyze(sources, options: RunOptions()).allReports.map {
            "\($0.text) \($0.finding.context ?? "-") \($0.finding.color?.hex(withAlpha: true) ?? "null")"
        }
    }

    /// The package's `withTextColor(_:)` and `Attribute.textColor(_:)` are declared nowhere in
    /// the tree: their names say they take a color. A font weight `.black`, an app's own
    /// `…Color` function of another type and a system color stay what they are.
    func testColorsPassedToAPackagesColorNamedCallsAreFound() {
        let panel = """
        import Cocoa
        import PackageAttributes

        enum Badge { case black, plain }

        final class PanelController: NSViewController {
            @IBOutlet var stateButton: NSButton!
            @IBOutlet var modeLabel: NSTextField!

            func badgeColor(_ badge: Badge) -> NSColor { .labelColor }

            func refresh(offline: Bool, knob: NSColor) {
                let weight = NSFont.systemFont(ofSize: 13, weight: .black)
                stateButton.attributedTitle = "Offline".withAttribute(.textColor(.darkGray))
                if offline {
                    stateButton.attributedTitle = "Retry".withAttribute(.textColor(.black))
                }
                modeLabel.attributedStringValue = "Mode"
                    .withFont(.monospacedSystemFont(ofSize: 12, weight: .regular))
                    .withTextColor(.gray)
                let title = "42".withTextColor(knob.brightnessComponent > 0.7 ? .black : .white)
                _ = (weight, title, badgeColor(.black), "x".withTextColor(.secondaryLabelColor))
            }
        }
        """
        XCTAssertEqual(texts(["PanelController.swift": panel]), [
            ".darkGray textColor #555555FF",
            ".black textColor #000000FF",
            ".gray withTextColor #808080FF",
            ".black withTextColor #000000FF",
            ".white withTextColor #FFFFFFFF",
        ])
    }

    /// `UIColor.fromHex("34d058")`: a static factory the app declares, called with a literal, in
    /// a gradient's colors; the same factory called with a model's string is no hard-coded color.
    func testAHexFactoryNamedFromHexIsFound() {
        let hex = """
        import UIKit

        extension UIColor {
            public static func fromHex(_ hex: String) -> UIColor {
                var value: UInt64 = 0
                guard hex.count == 6, Scanner(string: hex).scanHexInt64(&value) else { return .gray }
                return UIColor(red: CGFloat((value >> 16) & 0xFF) / 255, green: CGFloat((value >> 8) & 0xFF) / 255,
                               blue: CGFloat(value & 0xFF) / 255, alpha: 1)
            }
        }
        """
        let button = """
        import UIKit

        final class MergeBar: UIView {
            private let gradient = CAGradientLayer()

            func configure(label: Label) {
                gradient.colors = [
                    UIColor.fromHex("2cbe4e").cgColor,
                    UIColor.fromHex("#28a745").cgColor,
                ]
                backgroundColor = UIColor.fromHex(label.color)
            }
        }
        """
        XCTAssertEqual(texts(["UIColor+Hex.swift": hex, "MergeBar.swift": button]), [
            "UIColor.fromHex(\"2cbe4e\").cgColor colors #2CBE4EFF",
            "UIColor.fromHex(\"#28a745\").cgColor colors #28A745FF",
            ".gray - #808080FF",
        ])
    }
}
