import Foundation
import XCTest

/// A subview named as its container's background (`backgroundColorView`), added to cover it, lies
/// under the container's other subviews: their text pairs with its fill, arm with arm where both
/// are chosen by one switch (stepik's promo banner: the white subtitle of the blue and violet
/// styles was paired with the banner's own white of the green style, a false 1.00:1 FAIL;
/// session 30's held-out check, V3 and V4). Non-triggering: a picture's view
/// (`backgroundImageView`) is no such fill, and without the covering view the text pairs with
/// the container's own background.
final class BackgroundSubviewPairsTests: XCTestCase {
    static func banner(cover: String) -> String {
        """
        import UIKit

        final class PromoBanner: UIControl {
            enum Style {
                case blue, green

                fileprivate var fill: UIColor {
                    switch self {
                    case .blue: return UIColor(red: 0.1, green: 0.2, blue: 0.7, alpha: 1)
                    case .green: return UIColor(red: 0.85, green: 1, blue: 0.85, alpha: 1)
                    }
                }

                fileprivate var subtitleColor: UIColor {
                    switch self {
                    case .blue: return .white
                    case .green: return UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)
                    }
                }
            }

            var style = Style.blue
            private lazy var subtitleLabel = UILabel()
            private lazy var \(cover) = UIView()

            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(\(cover))
                addSubview(subtitleLabel)
                backgroundColor = style == .green ? .white : .clear
                \(cover).backgroundColor = style.fill
                subtitleLabel.textColor = style.subtitleColor
            }

            required init?(coder: NSCoder) { fatalError() }
        }

        """
    }

    func pairs(_ source: String) throws -> [String] {
        let s = try Scratch()
        try s.write("App/PromoBanner.swift", source)
        XCTAssertEqual(try CommandRunner.recolor(["init"], in: s.url).status, 0)
        let r = try CommandRunner.recolor(["contrast", "--format", "json"], in: s.url)
        let json = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any] ?? [:]
        let table = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        let tokens = table["tokens"] as! [String: [String: Any]]
        // Each pair as "light of the foreground on light of the background".
        return (json["pairs"] as? [[String: Any]] ?? []).map { p in
            let f = p["foreground"] as? String ?? "", b = p["background"] as? String ?? ""
            return "\(tokens[f]?["light"] as? String ?? f) on \(tokens[b]?["light"] as? String ?? b)"
        }
    }

    func testTextLiesOnTheCoveringBackgroundViewArmWithArm() throws {
        let found = try pairs(Self.banner(cover: "backgroundColorView"))
        XCTAssertTrue(found.contains("#FFFFFF on #1A33B3"), "\(found)")
        XCTAssertTrue(found.contains("#1A1A1A on #D9FFD9"), "\(found)")
        XCTAssertFalse(found.contains { $0.hasPrefix("#FFFFFF on #D9FFD9") || $0.hasPrefix("#1A1A1A on #1A33B3") }, "case with case: \(found)")
        XCTAssertFalse(found.contains { $0.hasPrefix("#FFFFFF on #FFFFFF") }, "never on the banner's own white: \(found)")
    }

    func testAPicturesViewIsNoCoveringFill() throws {
        let found = try pairs(Self.banner(cover: "backgroundImageView"))
        XCTAssertFalse(found.contains("#FFFFFF on #1A33B3"), "\(found)")
    }
}
