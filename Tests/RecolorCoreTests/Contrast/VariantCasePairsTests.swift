@testable import RecolorCore
import XCTest

/// A style's background and foreground computed by two members switching over the same subject
/// pair case with case (session 25 review F10: Nook's dialog buttons were paired as a cross
/// product, 9 pairs for 3 variants; eRouska's UIKit `Button.Style`, whose `setup` assigns both,
/// gave no pair at all).
final class VariantCasePairsTests: XCTestCase {
    static let table = ##"""
    { "tokens": {
        "ink": { "uikit": "UIColor.ink", "swiftui": "Color.ink", "light": "#1C1C1E", "dark": "#F2F2F7" },
        "onAlert": { "uikit": "UIColor.onAlert", "swiftui": "Color.onAlert", "light": "#FFFFFF", "dark": "#FFFFFF" },
        "alert": { "uikit": "UIColor.alert", "swiftui": "Color.alert", "light": "#D70015", "dark": "#FF453A" },
        "card": { "uikit": "UIColor.card", "swiftui": "Color.card", "light": "#F2F2F7", "dark": "#1C1C1E" } } }
    """##

    func pairs(_ code: String) throws -> [String] { try PairsOfOneFile.described(code, table: Self.table) }

    func swiftUI(foregroundSubject: String = "variant", foregroundCases: String) -> String {
        """
        import SwiftUI
        enum Variant { case primary, secondary, danger }
        struct DialogButton: ButtonStyle {
            var variant: Variant
            var size: Variant
            var background: Color {
                switch variant {
                case .primary: return Color.card
                case .danger: return Color.alert
                case .secondary: return Color.clear
                }
            }
            var foreground: Color {
                switch \(foregroundSubject) {
                \(foregroundCases)
                }
            }
            func makeBody(configuration: Configuration) -> some View {
                configuration.label
                    .background(background)
                    .foregroundColor(foreground)
            }
        }
        """
    }

    func testTwoSwitchesOverOneSubjectPairCaseWithCase() throws {
        let code = swiftUI(foregroundCases: "case .primary: return Color.ink\n        case .danger, .secondary: return Color.onAlert")
        XCTAssertEqual(try pairs(code), ["ink/card@22-21", "onAlert/alert@22-21"])
    }

    func testADefaultCaseMeetsTheCasesItCovers() throws {
        let code = swiftUI(foregroundCases: "case .danger: return Color.onAlert\n        default: return Color.ink")
        XCTAssertEqual(try pairs(code), ["ink/card@22-21", "onAlert/alert@22-21"])
    }

    /// A case's fill at a written opacity keeps its case: Sonidea's `.destructive` `Color.red.opacity(0.12)`
    /// was measured under `.primary`'s white, 1.18:1 (session 32's held-out check, V6). Negative: the
    /// same case's text is still on it.
    func testAFillAtAnOpacityKeepsItsCase() throws {
        let code = """
            import SwiftUI
            enum Variant { case primary, danger }
            struct DialogButton: ButtonStyle {
                var variant: Variant
                var background: Color {
                    switch variant {
                    case .primary: return Color.card
                    case .danger: return Color.red.opacity(0.12)
                    }
                }
                var foreground: Color {
                    switch variant {
                    case .primary: return Color.onAlert
                    case .danger: return Color.ink
                    }
                }
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label
                        .background(background)
                        .foregroundColor(foreground)
                }
            }
            """
        let found = try pairs(code)
        XCTAssertFalse(found.contains { $0.hasPrefix("onAlert/") && $0.lowercased().contains("red") }, "\(found)")
        XCTAssertTrue(found.contains { $0.hasPrefix("ink/") && $0.lowercased().contains("red") }, "\(found)")
        XCTAssertTrue(found.contains { $0.hasPrefix("onAlert/card") }, "\(found)")
    }

    /// Switches over two subjects: any case of one may be drawn with any of the other.
    func testSwitchesOverTwoSubjectsStillMeetEveryCase() throws {
        let code = swiftUI(foregroundSubject: "size", foregroundCases: "case .primary: return Color.ink\n        default: return Color.onAlert")
        XCTAssertEqual(try pairs(code), ["ink/alert@22-21", "ink/card@22-21", "onAlert/alert@22-21", "onAlert/card@22-21"])
    }

    /// eRouska's `Button.Style`: the enum's `setup` assigns both members to the button.
    func testAStyleEnumsSetupPairsItsCases() throws {
        let code = """
        import UIKit
        class Button: UIButton {
            enum Style {
                case filled, plain
                var backgroundColor: UIColor {
                    switch self {
                    case .filled:
                        return UIColor.alert
                    case .plain:
                        return UIColor.card
                    }
                }
                var textColor: UIColor {
                    switch self {
                    case .filled:
                        return UIColor.onAlert
                    case .plain:
                        return UIColor.ink
                    }
                }
                func setup(with button: UIButton) {
                    button.backgroundColor = backgroundColor
                    button.setTitleColor(textColor, for: .normal)
                }
            }
        }
        """
        XCTAssertEqual(try pairs(code), ["ink/card@23-22", "onAlert/alert@23-22"])
    }

    /// A member of the same name assigned in another type (its own property, not the style's), or
    /// assigned as part of a larger expression, is not the style's color.
    func testAnAssignmentInAnotherTypeOrOfAnExpressionIsNotTheMember() throws {
        let code = """
        import UIKit
        enum Style {
            case filled
            var backgroundColor: UIColor {
                switch self {
                case .filled: return UIColor.alert
                }
            }
            func setup(with button: UIButton) {
                button.backgroundColor = backgroundColor.withAlphaComponent(0.5)
                button.setTitleColor(UIColor.onAlert, for: .normal)
            }
        }
        final class Other {
            var backgroundColor: UIColor = .white
            func setup(with label: UILabel) {
                label.backgroundColor = backgroundColor
                label.textColor = UIColor.ink
            }
        }
        """
        XCTAssertEqual(try pairs(code), [])
    }
}
