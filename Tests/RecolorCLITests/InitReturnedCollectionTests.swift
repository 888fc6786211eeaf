import Foundation
import XCTest

/// Colors a function returns as a collection that the tree iterates or offers are data (Slide for
/// Reddit's `GMPalette.red() -> [UIColor]`, listed by `all()`, iterated by `allColor()` for its
/// pickers); a function's colors nobody iterates are tokens.
final class InitReturnedCollectionTests: XCTestCase {
    func rules(_ files: [String: String]) throws -> [[String: Any]] {
        let s = try Scratch()
        for (path, text) in files { try s.write(path, text) }
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let t = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        return t["rules"] as? [[String: Any]] ?? []
    }

    // Triggering: listed by `all()`, which `allColors()` iterates.
    func testColorsOfAReturnedCollectionListedByAnIteratedOneAreData() throws {
        let rules = try rules(["Sources/Choices.swift": """
            import UIKit
            enum Choices {
                static func reds() -> [UIColor] {
                    return [UIColor(red: 1, green: 0.92, blue: 0.93, alpha: 1), UIColor(red: 0.96, green: 0.26, blue: 0.21, alpha: 1)]
                }
                static func blues() -> [UIColor] {
                    return [UIColor(red: 0.89, green: 0.95, blue: 0.99, alpha: 1), UIColor(red: 0.13, green: 0.59, blue: 0.95, alpha: 1)]
                }
                static func all() -> [[UIColor]] {
                    return [reds(), blues()]
                }
                static func allColors() -> [UIColor] {
                    var out: [UIColor] = []
                    for group in all() { out += group }
                    return out
                }
            }

            """])
        let kept = rules.filter { ($0["keep"] as? String ?? "").hasPrefix("data") }
        XCTAssertEqual(kept.count, 4, "\(rules)")
        XCTAssertTrue(kept.contains { ($0["keep"] as? String ?? "").contains("listed by all()") }, "\(kept)")
    }

    // Non-triggering: a returned collection nobody indexes, iterates or offers.
    func testColorsOfAReturnedCollectionUsedWholeAreTokens() throws {
        let rules = try rules(["Sources/Stops.swift": """
            import UIKit
            enum Stops {
                static func edge() -> [UIColor] {
                    return [UIColor(red: 1, green: 0.92, blue: 0.93, alpha: 1), UIColor(red: 0.96, green: 0.26, blue: 0.21, alpha: 1)]
                }
            }
            final class V: UIView {
                var colors: [UIColor] = []
                func style() { colors = Stops.edge() }
            }

            """])
        XCTAssertTrue(rules.allSatisfy { $0["keep"] == nil }, "\(rules)")
    }
}
