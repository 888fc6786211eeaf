import Foundation
import XCTest

/// A palette member returned by an enum's computed `color` (the arms of `switch self`), read only as a
/// button's `tintColor = style.color`, takes the tint role and the tint token the table holds (verify32 V2,
/// SmartReceipts' ActionSheet: `.srViolet2` kept its background token #341A98 in Dark, 1.42:1 on the sheet).
/// Repro /work/s32/repro/v2: 1.38:1 in Dark → 5.01:1. Negatives: the member's background uses keep the
/// background token; another type's `color` of the same name read as a background (`item.color`, a
/// `GraphItem`'s, in another file) does not make the enum's arms a background. (Two types declaring the
/// name in one file share a key in the draft: left.)
final class InitReceiverTypedReadRoleTests: XCTestCase {
    static let palette = """
        import UIKit

        extension UIColor {
            class var inkViolet: UIColor { return #colorLiteral(red: 0.19, green: 0.11, blue: 0.57, alpha: 1) }
            class var paperGray: UIColor { return #colorLiteral(red: 0.953, green: 0.949, blue: 0.973, alpha: 1) }
        }

        """
    static let graph = """
        import UIKit

        struct GraphItem {
            let color: UIColor = #colorLiteral(red: 0.9, green: 0.5, blue: 0.1, alpha: 1)
        }

        final class GraphCell: UIView {
            var item: GraphItem!
            func fill() { backgroundColor = item.color }
        }

        """
    static let sheet = """
        import UIKit

        enum SheetStyle {
            case normal, destructive
            var color: UIColor {
                switch self {
                case .normal: return .inkViolet
                case .destructive: return .red
                }
            }
        }

        class SheetButton: UIButton {
            convenience init(title: String, style: SheetStyle) {
                self.init(type: .system)
                tintColor = style.color
                setTitle(title, for: .normal)
                backgroundColor = .paperGray
            }
        }

        class BuyButton: UIButton {
            func setUp() {
                backgroundColor = .inkViolet
                setTitleColor(.white, for: .normal)
            }
        }

        class Badge: UIView {
            func setUp() {
                let dot = UIView()
                dot.backgroundColor = .inkViolet
                addSubview(dot)
                let mark = UIImageView()
                mark.tintColor = .inkViolet
                addSubview(mark)
            }
        }

        """

    func testTheArmTakesTheTintOfItsTypedReads() throws {
        let s = try Scratch()
        try s.write("App/Palette.swift", Self.palette)
        try s.write("App/Sheet.swift", Self.sheet)
        try s.write("App/Graph.swift", Self.graph)
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let diff = try CommandRunner.recolor(["fix", "--diff", "."], in: s.url)
        let added = diff.stdout.split(separator: "\n").filter { $0.hasPrefix("+") }
        let arm = try XCTUnwrap(added.first { $0.contains("case .normal") }, diff.stdout)
        let mark = try XCTUnwrap(added.first { $0.contains("mark.tintColor") }, diff.stdout)
        let tint = try XCTUnwrap(mark.split(separator: ".").last, "\(mark)")
        XCTAssertTrue(arm.hasSuffix(String(tint)), "the arm takes the tint's token: \(arm) vs \(mark)")
        // Negatives: the member's surfaces keep another token; the struct's color read as a background
        // is a background, the enum's arms are not.
        let buy = try XCTUnwrap(added.first { $0.contains("backgroundColor = ") && $0.contains("inkViolet") }, diff.stdout)
        XCTAssertFalse(buy.hasSuffix(String(tint)), "\(buy)")
        XCTAssertFalse(r.stderr.contains("1.38:1"), r.stderr)
        let json = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        let tokens = json["tokens"] as? [String: [String: Any]] ?? [:]
        let orange = try XCTUnwrap(tokens.values.first { ($0["light"] as? String) == "#E6801A" }, "\(tokens)")
        XCTAssertTrue((orange["description"] as? String ?? "").contains("as background"), "\(orange)")
    }
}
