import Foundation
import XCTest

/// Hakumai's `UIHelper.colorIf(light: "#FFBD2F", dark: "#E09900")` (a member of the app's own styles
/// type, picking one of two hex strings by `isDarkMode` and building it with the app's `NSColor(hex:)`):
/// review 29 B5, its three pairs of the app's own light and dark colors were no findings. Each call
/// is now the app's own light/dark pair, a code-sourced token; strings that are no hex codes, or a
/// helper building a named color of them, stay no color. Hand-written, in the app's shape.
final class HexPairHelperTests: XCTestCase {
    static func styles(_ calls: String, body: String = "isDark ? NSColor(hex: dark) : NSColor(hex: light)") -> String {
        """
        import AppKit

        extension NSColor {
            convenience init(hex: String) {
                let scanner = Scanner(string: String(hex.dropFirst()))
                var value: UInt64 = 0
                scanner.scanHexInt64(&value)
                self.init(red: CGFloat((value & 0xFF0000) >> 16) / 255.0, green: CGFloat((value & 0x00FF00) >> 8) / 255.0,
                          blue: CGFloat(value & 0x0000FF) / 255.0, alpha: 1)
            }
        }

        final class Styles {
        \(calls)
        }

        private extension Styles {
            static func colorIf(light: String, dark: String) -> NSColor {
                let isDark = NSApplication.shared.effectiveAppearance.bestMatch(from: [.darkAqua, .aqua]) == .darkAqua
                return \(body)
            }
        }

        """
    }

    func testEachCallOfTheHelperIsTheAppsOwnPair() throws {
        let draft = try InitDraft(["Styles.swift": Self.styles("""
                static func flashColor() -> NSColor { colorIf(light: "#FFBD2F", dark: "#E09900") }
                static func ownerTextColor() -> NSColor { Styles.colorIf(light: "#D22E1B", dark: "#FF8170") }
            """)])
        let code = draft.tokens.values.filter { $0["source"] as? String == "code" }.map { "\($0["light"] ?? "") \($0["dark"] ?? "")" }.sorted()
        XCTAssertEqual(code, ["#D22E1B #FF8170", "#FFBD2F #E09900"], "\(draft.tokens)")
    }

    func testNoPairOfStringsThatAreNoHexOrOfAHelperBuildingNoHexColor() throws {
        let words = try InitDraft(["Styles.swift": Self.styles("    static func a() -> NSColor { colorIf(light: \"sun\", dark: \"moon\") }")])
        XCTAssertTrue(words.tokens.isEmpty, "\(words.tokens)")
        let named = try InitDraft(["Styles.swift": Self.styles("    static func a() -> NSColor { colorIf(light: \"#FFBD2F\", dark: \"#E09900\") }",
                                                               body: "NSColor(named: isDark ? dark : light)!")])
        XCTAssertTrue(named.tokens.isEmpty, "\(named.tokens)")
    }
}
