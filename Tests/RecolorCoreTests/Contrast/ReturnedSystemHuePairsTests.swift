@testable import RecolorCore
import XCTest

/// SwiftUI's hue returned bare by a member declared `Color` (`case .destructive: return .red`) is
/// `Color.red`, a use carried with its switch case to where the view names the member; drawn on
/// Apple's color at an opacity the code writes (`Color.red.opacity(0.12)`) it is the app's pair.
/// Sonidea's destructive edit button (red on red 12 %) was never checked (session 32's held-out
/// check, V6).
final class ReturnedSystemHuePairsTests: XCTestCase {
    static let table = ##"""
    { "tokens": {
        "onAccent": { "uikit": "UIColor.onAccent", "swiftui": "Color.onAccent", "light": "#FFFFFF", "dark": "#FFFFFF" },
        "accent": { "uikit": "UIColor.accent", "swiftui": "Color.accent", "light": "#7A5CD9", "dark": "#6E4ECA" } } }
    """##

    func pairs(_ code: String) throws -> [String] { try PairsOfOneFile.described(code, table: Self.table) }

    func button(foregroundType: String = "Color", destructive: String = ".red", imports: String = "import SwiftUI") -> String {
        """
        \(imports)
        enum Kind { case primary, destructive }
        struct EditButton: View {
            let kind: Kind
            var body: some View {
                Text("Cut")
                    .foregroundColor(foreground)
                    .background(background)
            }
            private var foreground: \(foregroundType) {
                switch kind {
                case .primary: return Color.onAccent
                case .destructive: return \(destructive)
                }
            }
            private var background: Color {
                switch kind {
                case .primary: return Color.accent
                case .destructive: return Color.red.opacity(0.12)
                }
            }
        }
        """
    }

    /// The bare `.red` pairs with its own case's fill, and the white of `.primary` never meets it.
    func testABareHueReturnedInACaseIsThatCaseSForeground() throws {
        let found = try pairs(button())
        XCTAssertEqual(found, ["UIColor.systemRed/UIColor.systemRed at 12%@7-8", "onAccent/accent@7-8"])
    }

    /// The same in a `case` whose body is the hue alone (no `return`), and in a getter.
    func testACaseBodyWithoutReturnAndAGetter() throws {
        let code = """
            import SwiftUI
            enum Kind { case primary, destructive }
            struct Tag: View {
                let kind: Kind
                var body: some View { Text("x").foregroundStyle(ink).background(fill) }
                var ink: Color {
                    get {
                        switch kind {
                        case .primary: Color.onAccent
                        case .destructive: .orange
                        }
                    }
                }
                var fill: Color {
                    switch kind {
                    case .primary: Color.accent
                    case .destructive: Color.orange.opacity(0.2)
                    }
                }
            }
            """
        XCTAssertEqual(try pairs(code), ["UIColor.systemOrange/UIColor.systemOrange at 20%@5-5", "onAccent/accent@5-5"])
    }

    /// Negatives: a member declared `UIColor` (`.red` is UIKit's fixed red, no system color), the
    /// app's own enum of tones, a file that does not import SwiftUI.
    func testNoUseWhereTheHueIsNoSwiftUIColor() throws {
        XCTAssertEqual(try pairs(button(foregroundType: "UIColor")), ["onAccent/accent@7-8"])
        XCTAssertEqual(try pairs(button(foregroundType: "Tone", destructive: ".red")), ["onAccent/accent@7-8"])
        let appKit = button(imports: "import AppKit").replacingOccurrences(of: "Color.red.opacity(0.12)", with: "NSColor.red")
        XCTAssertFalse(try pairs(appKit).contains { $0.hasPrefix("UIColor.systemRed/") })
    }

    /// Negatives: a hue as a `case` pattern, or compared, is no color drawn.
    func testAHueAsAPatternOrComparedIsNoUse() throws {
        let code = """
            import SwiftUI
            enum Tone { case red, plain }
            struct Chip: View {
                let tone: Tone
                var body: some View { Text("x").foregroundColor(ink).background(Color.accent) }
                var ink: Color {
                    switch tone {
                    case .red: return Color.onAccent
                    case .plain: return Color.onAccent
                    }
                }
                var isRed: Bool { tone == .red }
            }
            """
        XCTAssertEqual(try pairs(code), ["onAccent/accent@5-5"])
    }

    /// Apple's color opaque under Apple's color stays Apple's pair; at an opacity the code writes it is the app's.
    func testApplesColorAtAWrittenOpacityIsTheAppsTint() {
        let apples = ApplesPairs(nil)
        XCTAssertTrue(apples.isApples(foreground: "UIColor.label", background: "UIColor.systemBackground", role: .text))
        XCTAssertTrue(apples.isApples(foreground: "UIColor.systemRed", background: "UIColor.systemGroupedBackground", role: .text))
        XCTAssertFalse(apples.isApples(foreground: "UIColor.systemRed", background: "UIColor.systemRed at 12%", role: .text))
        XCTAssertFalse(apples.isApples(foreground: "UIColor.label", background: "UIColor.systemBlue at 10% over UIColor.systemBackground", role: .text))
        // A label color at an opacity is a gray fill, as Apple's own fills are.
        XCTAssertTrue(apples.isApples(foreground: "UIColor.label", background: "UIColor.secondaryLabel at 15%", role: .text))
    }
}
