import Foundation
import XCTest

/// A keep's reason is read from what the code tests, not from a name that looks like it (session
/// 30's review, B15, Moonfin): the first arm of `isFocused ? theme.colorScheme.onInputFocused :
/// .white.opacity(0.4)` (the app's own scheme object named `colorScheme`) made the white arm
/// "chosen by appearance", and `case .black` of a user-picked ring tint beside `.pink` and `.blue`
/// was "the app's own dark style". Hand-written fixtures in those shapes.
final class KeepReasonWordsTests: XCTestCase {
    func rules(_ source: String) throws -> [String] {
        let s = try Scratch()
        try s.write("Sources/V.swift", source)
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let t = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        return (t["rules"] as! [[String: Any]]).map { r in "\(r["match"]!) \((r["keep"] as? String) ?? "-> \(r["token"] ?? "")")" }
    }

    func testFirstArmWordsAreNoConditionOfTheSecond() throws {
        let r = try rules("""
            import SwiftUI
            final class ShelfTheme: ObservableObject { @Published var colorScheme = ShelfScheme() }
            struct ShelfScheme { var onInputFocused = Color.primary }
            struct Field: View {
                @EnvironmentObject var theme: ShelfTheme
                @Environment(\\.colorScheme) var colorScheme
                var isFocused = false
                var body: some View {
                    VStack {
                        Image(systemName: "a").foregroundColor(isFocused ? theme.colorScheme.onInputFocused : .white.opacity(0.4))
                        Image(systemName: "b").shadow(color: colorScheme == .dark ? .clear : .black.opacity(0.66), radius: 4)
                    }
                }
            }

            """)
        XCTAssertFalse(r.contains { $0.hasPrefix("#FFFFFF66 chosen by appearance") }, "\(r)")
        // Non-triggering: the second arm of a real test of the appearance stays the code's choice.
        XCTAssertTrue(r.contains { $0.hasPrefix("#000000A8 chosen by appearance: colorScheme") }, "\(r)")
    }

    func testBlackBesideHuesIsDataAndBesideThemesADarkStyle() throws {
        let r = try rules("""
            import SwiftUI
            enum RingTint: CaseIterable {
                case white, pink, black, blue
                var color: Color {
                    switch self {
                    case .white: return Color(red: 1, green: 1, blue: 1)
                    case .pink: return Color(red: 1, green: 0.18, blue: 0.57)
                    case .black: return Color(red: 0, green: 0, blue: 0)
                    case .blue: return Color(red: 0.26, green: 0.65, blue: 0.96)
                    }
                }
            }
            enum ReaderTheme {
                case white, sepia, black
                var ink: Color {
                    switch self {
                    case .white: return Color(red: 0.1, green: 0.1, blue: 0.1)
                    case .sepia: return Color(red: 0.3, green: 0.2, blue: 0.1)
                    case .black: return Color(red: 0.8, green: 0.8, blue: 0.8)
                    }
                }
            }

            """)
        XCTAssertTrue(r.contains { $0.hasPrefix("#000000 data: one of 4 colors chosen per case") }, "\(r)")
        XCTAssertFalse(r.contains { $0.hasPrefix("#000000 dark theme") }, "\(r)")
        // Non-triggering: a reader's white / sepia / black themes: `.black` is its dark style.
        XCTAssertTrue(r.contains { $0.hasPrefix("#CCCCCC dark theme: case .black of switch self") }, "\(r)")
    }
}
