import Foundation
import XCTest

/// A palette's members gathered in a collection the user picks from (AnyImageKit's `Palette.brushColors`,
/// session 24's review F15) are data: kept as written.
final class InitGatheredMembersTests: XCTestCase {
    func tokens(_ s: Scratch) throws -> [String: [String: Any]] {
        let t = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        return t["tokens"] as? [String: [String: Any]] ?? [:]
    }

    static let brushes = """
        import UIKit
        extension UIColor {
            static func color(hex: UInt32) -> UIColor {
                UIColor(red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255, blue: CGFloat(hex & 0xFF) / 255, alpha: 1)
            }
        }
        public struct Palette {
            public static var white: UIColor { return UIColor.color(hex: 0xF2F2F2) }
            public static var black: UIColor { return UIColor.color(hex: 0x2B2B2B) }
            public static let red = UIColor.color(hex: 0xFA5151)
            public static var brushColors: [UIColor] {
                return [Palette.white, .black, red]
            }
        }
        public enum BrushOption { case custom(color: UIColor) }
        let options = Palette.brushColors.map { BrushOption.custom(color: $0) }
        public struct Chrome {
            public static var bar: UIColor { return UIColor.color(hex: 0x2B2B2C) }
            public static var items: [String] { return ["bar"] }
        }
        func style(_ v: UIView) { v.backgroundColor = Chrome.bar }
        public enum Swatch {
            case red, green
            static var allCases: [Swatch] { [.red, .green] }
        }
        let swatches = Swatch.allCases.count
        enum Monochrome {
            static let red = UIColor(red: 145/255, green: 145/255, blue: 145/255, alpha: 1)
        }
        func mono(_ v: UIView) { v.backgroundColor = Monochrome.red }

        """

    /// A palette's members gathered in a collection used as data are data: kept; a member of no such collection adapts.
    func testMembersGatheredInADataCollectionAreData() throws {
        let s = try Scratch()
        try s.write("Sources/Palette.swift", Self.brushes)
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let table = try s.read(".recolor.json")
        for member in ["white", "black", "red"] {
            XCTAssertTrue(table.contains("\"keep\": \"data: \(member) gathered in brushColors: element of brushColors, used with .map"), "\(member): \(table)")
        }
        let all = try tokens(s)
        for hex in ["#F2F2F2", "#2B2B2B", "#FA5151"] {
            XCTAssertFalse(all.values.contains { ($0["light"] as? String) == hex && ($0["fixed"] as? Bool) != true && ($0["dark"] as? String) != hex }, "\(hex): \(all)")
        }
        XCTAssertTrue(all.values.contains { ($0["light"] as? String) == "#2B2B2C" }, "Chrome.bar is no brush: it adapts: \(all)")
        XCTAssertTrue(all.values.contains { ($0["light"] as? String) == "#919191" }, "Monochrome.red is no element of Swatch.allCases's `.red`: \(all)")
    }

}
