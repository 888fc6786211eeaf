@testable import RecolorCore
import XCTest

/// A bar appearance's title attributes are drawn on the background set on the same appearance:
/// `UINavigationBarAppearance`'s `titleTextAttributes`, a tab bar item's layout appearance.
final class BarAppearancePairsTests: XCTestCase {
    func pairs(_ code: String) throws -> [String] {
        try PairsOfOneFile.infer(code, table: InferredPairsTests.table, path: "A.swift").map { pair in
            "\(pair.foreground)/\(pair.background)@" + pair.sightings.map { "\($0.line)-\($0.backgroundLine ?? 0)" }.joined(separator: ",")
        }
    }

    /// Negative: another appearance's background (`other`) is not under this one's title.
    func testTitleAttributesAreOnTheirAppearancesBackground() throws {
        let code = """
        import UIKit
        func style() {
            let appearance = UINavigationBarAppearance()
            appearance.backgroundColor = .white
            appearance.titleTextAttributes = [.foregroundColor: Essentials.grey70]
            let tab = UITabBarAppearance()
            tab.backgroundColor = .white
            tab.stackedLayoutAppearance.normal.titleTextAttributes = [NSAttributedString.Key.foregroundColor: Essentials.blue40]
            let other = UINavigationBarAppearance()
            other.largeTitleTextAttributes = [.foregroundColor: Essentials.grey70]
        }
        """
        XCTAssertEqual(try pairs(code), ["actionText/background@8-7", "primaryText/background@5-4"])
    }
}
