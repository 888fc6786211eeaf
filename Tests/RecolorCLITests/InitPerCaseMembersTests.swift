import Foundation
import XCTest

/// A static color member another file returns as one case of a table of data (cove's wallet colors,
/// `case .coolGray: .coolGray` among 11 cases, session 25 intent25) is data: kept as written.
final class InitPerCaseMembersTests: XCTestCase {
    static let colors = """
        import SwiftUI
        import UIKit
        extension Color {
            init(rgb: UInt32) { self.init(red: Double(rgb >> 16) / 255, green: Double((rgb >> 8) & 0xFF) / 255, blue: Double(rgb & 0xFF) / 255) }
            func described() -> String { "color" }
            static var coolGray: Color { Color(hue: 0.61, saturation: 0.04, brightness: 0.83, opacity: 1.00) }
            static var cardGray: Color { Color(red: 0.8, green: 0.81, blue: 0.83) }
            static let label = Color(UIColor.label)
            static let systemBackground = Color(UIColor.systemBackground)
            static let systemFill = Color(UIColor.systemFill)
            static let separator = Color(UIColor.separator)
        }
        struct Card: View {
            var body: some View { Text("a").background(Color.cardGray) }
        }

        """

    static let wallets = """
        import SwiftUI
        enum WalletColor { case coolGray, teal, mint, blue, navy, red, yellow, gray, other }
        extension WalletColor {
            var color: Color? {
                switch self {
                case .coolGray: .coolGray
                case .teal: .teal
                case .mint: .mint
                case .blue: .blue
                case .navy: Color.indigo
                case .red: .red
                case .yellow: .yellow
                case .gray, .other: nil
                }
            }
        }
        let walletInk = Color(red: 0.1, green: 0.2, blue: 0.3)
        enum Mood { case calm, busy }
        extension Mood {
            var tint: Color {
                switch self {
                case .calm: .cardGray.opacity(0.5)
                case .busy: .orange
                }
            }
        }

        """

    /// Triggering: `coolGray` is a case of an 8-case table in another file: kept as data. Non-triggering:
    /// `cardGray`, returned (with an alpha) by a two-case switch of a style, adapts.
    func testAMemberReturnedByATableOfDataInAnotherFileIsData() throws {
        let s = try Scratch()
        try s.write("Sources/Color+Ext.swift", Self.colors)
        try s.write("Sources/WalletColor+Ext.swift", Self.wallets)
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let table = try s.read(".recolor.json")
        XCTAssertTrue(table.contains("\"keep\": \"data: coolGray is one of 8 colors chosen per case (switch self) at Sources/WalletColor+Ext.swift:6"), table)
        XCTAssertFalse(table.contains("data: cardGray"), table)
        let t = try JSONSerialization.jsonObject(with: Data(table.utf8)) as! [String: Any]
        let tokens = t["tokens"] as? [String: [String: Any]] ?? [:]
        XCTAssertTrue(tokens.values.contains { ($0["light"] as? String) == "#CCCFD4" && ($0["dark"] as? String) != "#CCCFD4" }, "cardGray adapts: \(tokens)")
    }
}
