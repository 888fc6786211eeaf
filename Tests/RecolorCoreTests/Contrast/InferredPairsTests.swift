import RecolorCore
import XCTest

/// Pairs from the code: one receiver in one scope, or one SwiftUI chain; before `fix` (findings a
/// rule maps) and after it (the tokens' expressions).
final class InferredPairsTests: XCTestCase {
    static let table = ##"""
    { "palettes": ["Essentials"],
      "tokens": {
        "primaryText": { "uikit": "Style.Color.Semantic.primaryText", "swiftui": "Color.Semantic.primaryText", "light": "#313440" },
        "actionText": { "uikit": "Style.Color.Semantic.actionText", "light": "#3C64F4" },
        "background": { "uikit": "Style.Color.Semantic.background", "swiftui": "Color.Semantic.background", "light": "#FFFFFF" } },
      "rules": [
        { "match": "Essentials.grey70", "token": "primaryText" },
        { "match": "Essentials.blue40", "token": "actionText" },
        { "match": "#FFFFFF", "context": ["backgroundColor", "background"], "token": "background" } ] }
    """##

    func pairs(_ code: String, path: String = "A.swift") throws -> [InferredPair] { try PairsOfOneFile.infer(code, table: Self.table, path: path) }

    func describe(_ p: [InferredPair]) -> [String] {
        p.map { pair in "\(pair.foreground)/\(pair.background)@" + pair.sightings.map { "\($0.line)\($0.role == .text ? "" : "g")" }.joined(separator: ",") }
    }

    func testSameReceiverInOneScope() throws {
        let code = """
        import UIKit
        func style(_ label: UILabel, _ other: UILabel) {
            label.textColor = Essentials.grey70
            other.backgroundColor = .white
            label.backgroundColor = UIColor.white
        }
        """
        XCTAssertEqual(describe(try pairs(code)), ["primaryText/background@3"])
    }

    /// The roles come from the one vocabulary `init` names tokens by: an app's own
    /// `headerTextColor` is text and its `cardBackgroundColor` a background (the contrast
    /// page knew eleven names of its own, and paired neither); a border pairs with nothing.
    func testTheAppsOwnPropertiesPairByTheirRole() throws {
        let code = """
        import UIKit
        func style(_ header: Header) {
            header.headerTextColor = Essentials.grey70
            header.cardBackgroundColor = UIColor.white
            header.borderColor = Essentials.blue40
        }
        """
        let table = Self.table.replacingOccurrences(of: #""context": ["backgroundColor", "background"], "#, with: "")
        var options = RunOptions()
        options.configuration = try ConfigurationLoader.parse(Array(table.utf8), file: "t.json")
        options.threads = 1
        let file = SwiftSource(path: "A.swift", bytes: Array(code.utf8))
        let reports = Engine.analyze([file], options: options).allReports
        let found = InferredPairs.infer([(file, reports)], expressions: TokenExpressions(options.configuration))
        XCTAssertEqual(describe(found), ["primaryText/background@3"])
    }

    func testOtherScopeOrOtherReceiverMakesNoPair() throws {
        let code = """
        import UIKit
        func style(_ label: UILabel, _ other: UILabel, _ flag: Bool) {
            label.textColor = Essentials.grey70
            if flag { label.backgroundColor = .white }
            other.backgroundColor = .white
        }
        """
        XCTAssertEqual(try pairs(code).count, 0)
    }

    func testSetterSelfAndTernary() throws {
        let code = """
        import UIKit
        final class Card: UIView {
            let button = UIButton()
            func apply(_ on: Bool) {
                button.setTitleColor(Essentials.blue40, for: .normal)
                self.button.backgroundColor = .white
                tintColor = on ? Essentials.blue40 : Essentials.grey70
                backgroundColor = .white
            }
        }
        """
        XCTAssertEqual(describe(try pairs(code)), ["actionText/background@5,7g", "primaryText/background@7g"])
    }

    func testSwiftUIChainAndContainer() throws {
        let code = """
        import SwiftUI
        struct Row: View {
            var body: some View {
                VStack {
                    Text("a")
                        .foregroundColor(Essentials.grey70)
                        .padding()
                        .background(Color.white)
                    HStack(spacing: 2) {
                        Text("b").foregroundColor(Essentials.blue40)
                    }
                }
                .background(Color.white)
                Text("c").foregroundColor(Essentials.blue40)
            }
        }
        """
        // `a` on its own background; `b` on the VStack's (the HStack has none); `c` on none.
        XCTAssertEqual(describe(try pairs(code)), ["actionText/background@10", "primaryText/background@6"])
    }

    /// A background the view names by a computed property of its own (BookPlayer's tip buttons,
    /// session 21 audit F1): each color the property returns is drawn under the text. Another
    /// type's property of the same name, or a member of another value, is not.
    func testABackgroundReturnedByAComputedPropertyPairsWithTheText() throws {
        let code = """
        import SwiftUI
        struct Tip: View {
            var big: Bool
            var fill: Color {
                switch big {
                case true: return Essentials.blue40
                default: return Essentials.blue40
                }
            }
            var body: some View {
                Text("a")
                    .foregroundColor(Essentials.grey70)
                    .background(fill)
            }
        }
        struct Other: View {
            var tip: Tip
            var body: some View {
                Text("b").foregroundColor(Essentials.grey70).background(tip.fill)
                Text("c").foregroundColor(Essentials.grey70).background(fill)
            }
            var fill: Color { Color.clear }
        }
        """
        XCTAssertEqual(describe(try pairs(code)), ["primaryText/actionText@12"])
    }

    func testInnermostContainerBackgroundWins() throws {
        let code = """
        import SwiftUI
        let v = VStack {
            HStack { Text("b").foregroundColor(Essentials.blue40) }.background(Color.white)
            Image(systemName: "star").foregroundColor(Essentials.blue40)
        }.background(Essentials.grey70)
        """
        // The image is an icon: the non-text role (3).
        XCTAssertEqual(describe(try pairs(code)), ["actionText/background@3", "actionText/primaryText@4g"])
    }

    func testTokenExpressionsAfterFix() throws {
        let code = """
        import UIKit
        import SwiftUI
        func style(_ label: UILabel) {
            label.textColor = Style.Color.Semantic.primaryText
            label.backgroundColor = Style.Color.Semantic.background
        }
        let t = Text("x").foregroundColor(Color.Semantic.primaryText).background(Color.Semantic.background)
        let notOurs = Text("y").foregroundColor(Other.Color.Semantic.primaryText).background(Color.Semantic.background)
        """
        XCTAssertEqual(describe(try pairs(code)), ["primaryText/background@4,7"])
    }

    /// The arms of a choice by the appearance pair per appearance: a dark arm's text is drawn only
    /// over a dark arm's background (or one set in every appearance), never a light arm's. One
    /// arm unknown (`tint`) makes no harvested choice, and the known arm is still only that
    /// appearance's (isowords' `GameButton` had black text in dark paired with black in light),
    /// named so (`actionText in light`) and measured in that appearance alone (session 22's
    /// review, F8: a lone arm was measured in both).
    func testAppearanceArmsPairPerAppearance() throws {
        let code = """
        import SwiftUI
        struct Badge: View {
            @Environment(\\.colorScheme) var colorScheme
            var tint: Color
            var body: some View {
                VStack {
                    Text("Go")
                        .foregroundColor(colorScheme == .dark ? Essentials.grey70 : tint)
                        .background(colorScheme == .dark ? tint : Color.white)
                    Text("Stop")
                        .foregroundColor(colorScheme == .light ? Essentials.blue40 : tint)
                        .background(colorScheme != .dark ? Color.white : tint)
                    Text("Any")
                        .foregroundColor(Essentials.grey70)
                        .background(colorScheme == .dark ? tint : Color.white)
                }
            }
        }
        """
        XCTAssertEqual(describe(try pairs(code)), ["actionText in light/background in light@11", "primaryText/background in light@14"])
    }

    /// UIKit: an appearance flag's arms on a label and its background.
    func testAppearanceArmsInUIKitAssignments() throws {
        let code = """
        import UIKit
        func style(_ label: UILabel, _ badge: UILabel, tint: UIColor, isDarkMode: Bool) {
            label.textColor = isDarkMode ? Essentials.grey70 : tint
            label.backgroundColor = isDarkMode ? tint : UIColor.white
            badge.textColor = isDarkMode ? tint : Essentials.blue40
            badge.backgroundColor = isDarkMode ? tint : UIColor.white
        }
        """
        XCTAssertEqual(describe(try pairs(code)), ["actionText in light/background in light@5"])
    }
}
