@testable import RecolorCore
import XCTest

/// A function taking `lightColor:`/`darkColor:` that picks by a color's lightness (GradePoint's
/// `visibleTextColor`, the readable text on a user-chosen color) is no light/dark pair: its calls
/// keep their choice (session 29's review, A8). Negative: the same labels on a function choosing
/// by the trait collection stay the app's pair. Hand-written.
final class ContrastHelpersTests: XCTestCase {
    static let helper = """
        import UIKit
        extension UIColor {
            func isLight(threshold: CGFloat = 0.85) -> Bool { true }
            func readableText(lightColor: UIColor = .white, darkColor: UIColor = .black) -> UIColor {
                return isLight() ? darkColor : lightColor
            }
            static func adaptive(lightColor: UIColor, darkColor: UIColor) -> UIColor {
                UIColor { $0.userInterfaceStyle == .dark ? darkColor : lightColor }
            }
        }
        """
    static let view = """
        import UIKit
        final class TagHeaderView: UIView {
            let titleLabel = UILabel()
            let noteLabel = UILabel()
            func update(tagColor: UIColor) {
                titleLabel.textColor = tagColor.readableText(lightColor: UIColor(white: 0.98, alpha: 1), darkColor: .darkText)
                noteLabel.textColor = UIColor.adaptive(lightColor: UIColor(white: 0.1, alpha: 1), darkColor: .lightText)
            }
        }
        """

    func testALightnessHelpersArgumentsAreNoAppearancePair() {
        var options = RunOptions()
        options.threads = 1
        let result = Engine.analyze([FileInput(path: "UIColor+Text.swift", bytes: Array(Self.helper.utf8)),
                                     FileInput(path: "TagHeaderView.swift", bytes: Array(Self.view.utf8))], options: options)
        let reports = result.allReports.filter { $0.file == "TagHeaderView.swift" }
        let readable = reports.filter { $0.line == 6 }, adaptive = reports.filter { $0.line == 7 }
        XCTAssertFalse(readable.isEmpty, "\(reports.map(\.text))")
        XCTAssertTrue(readable.allSatisfy { $0.finding.choice == nil }, "\(readable.map { ($0.text, $0.finding.choice as Any) })")
        XCTAssertTrue(adaptive.contains { $0.finding.choice != nil }, "\(adaptive.map { ($0.text, $0.finding.choice as Any) })")
    }
}
