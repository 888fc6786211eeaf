import RecolorCore
import XCTest

/// A computed property whose whole body is one color (`var titleLabelTextColor: UIColor { .black }`,
/// returned without `return`) is drawn where the view names it, as a returned one is
/// (`ComputedMemberUses.isWholeBody`). stepik's promo banner set its title from such a member: no
/// pair with the banner's background view, and init made the black `label` (session 30's held-out
/// check, V3's title; /work/s30/repro/v3). Negative: a color that is an argument of the body's call
/// is not what the property returns.
final class WholeBodyMemberPairsTests: XCTestCase {
    func pairs(title body: String) throws -> [String] {
        let code = """
        import UIKit
        final class Banner: UIControl {
            enum Style {
                case blue
                case plain
                fileprivate var backgroundColor: UIColor {
                    switch self {
                    case .blue: return Essentials.blue40
                    case .plain: return Essentials.blue40
                    }
                }
                fileprivate var titleLabelTextColor: UIColor \(body)
            }
            var style = Style.blue
            private lazy var titleLabel = UILabel()
            private lazy var backgroundColorView = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                self.addSubview(self.backgroundColorView)
                self.addSubview(self.titleLabel)
            }
            private func updateStyle() {
                self.backgroundColorView.backgroundColor = self.style.backgroundColor
                self.titleLabel.textColor = self.style.titleLabelTextColor
            }
        }
        """
        return try PairsOfOneFile.infer(code, table: InferredPairsTests.table).map { pair in
            "\(pair.foreground)/\(pair.background)@" + pair.sightings.map { "\($0.line)" }.joined(separator: ",")
        }
    }

    func testAColorThatIsTheWholeBodyIsDrawnWhereThePropertyIsNamed() throws {
        XCTAssertEqual(try pairs(title: "{ Essentials.grey70 }"), ["primaryText/actionText@24"])
        XCTAssertEqual(try pairs(title: "{ Essentials.grey70.withAlphaComponent(0.9) }").map { $0.hasSuffix("@24") }, [true])
        // With `return` it was already so.
        XCTAssertEqual(try pairs(title: "{ return Essentials.grey70 }"), ["primaryText/actionText@24"])
    }

    func testAColorPassedToTheBodysCallIsNotTheReturnedOne() throws {
        XCTAssertEqual(try pairs(title: "{ blend(Essentials.grey70, 0.5) }"), [])
        XCTAssertEqual(try pairs(title: "{ Essentials.grey70 == Essentials.grey70 ? .white : .black }").filter { $0.hasPrefix("primaryText") }, [])
    }
}
