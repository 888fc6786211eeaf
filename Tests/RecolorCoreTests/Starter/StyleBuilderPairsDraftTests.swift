@testable import RecolorCore
import XCTest

/// Session 32's held-out check, V3 (SmartReceipts' `ButtonStyle.main`): a style's background and
/// title set in one builder closure (`making {}`) are a pair for `init`, the background a member
/// declared with its type written (`static var plumAccent: UIColor = #colorLiteral(…)`). Before,
/// the draft lightened the plum under the kept-white title: 12.35:1 in light, 3.40:1 in Dark.
final class StyleBuilderPairsDraftTests: XCTestCase {
    static let styles = """
        import UIKit
        struct PillStyle: Making {
            var backgroundColor: UIColor = .clear
            var titleColor: UIColor = .white
        }
        extension PillStyle {
            static let main = PillStyle().making {
                $0.backgroundColor = .plumAccent
                $0.titleColor = .white
            }
        }
        extension UIButton {
            func apply(style: PillStyle) {
                backgroundColor = style.backgroundColor
                setTitleColor(style.titleColor, for: .normal)
            }
        }
        """

    func draft(_ constants: String) -> StarterDraft {
        var options = RunOptions()
        options.threads = 1
        let files = [SwiftSource(path: "Constants.swift", bytes: Array(constants.utf8)), SwiftSource(path: "Styles.swift", bytes: Array(Self.styles.utf8))]
        let result = Engine.analyze(files, options: options)
        return StarterDraft.build(result, declared: DeclaredMembers(), configuration: Configuration())
    }

    func testInitKeepsTheTitleReadableOnATypedMembersFill() throws {
        let d = draft("import UIKit\nextension UIColor {\n    static var plumAccent: UIColor = #colorLiteral(red: 0.19, green: 0.11, blue: 0.57, alpha: 1)\n}\n")
        let plum = try XCTUnwrap(d.tokens.first { $0.values[0].match.hasPrefix("#301C91") })
        let pair = try XCTUnwrap(d.pairsSeen.first { $0.name(foreground: false, d.tokens) == plum.name })
        let title = pair.values(foreground: true, d.tokens).resolved(.dark)!
        XCTAssertGreaterThanOrEqual(ContrastAudit.check(title, on: plum.appearance.resolved(.dark)!, in: .dark, minimum: 4.5).ratio, 4.5)
    }

    /// Negative: the member with something applied (`.withAlphaComponent(0.9)`) is another color,
    /// no token's member: no pair on it.
    func testAMemberWithSomethingAppliedIsNoPairsSide() {
        let d = draft("import UIKit\nextension UIColor {\n    static var plumAccent: UIColor = #colorLiteral(red: 0.19, green: 0.11, blue: 0.57, alpha: 1).withAlphaComponent(0.9)\n}\n")
        XCTAssertEqual(d.pairsSeen.map { $0.name(foreground: false, d.tokens) }, [])
    }
}
