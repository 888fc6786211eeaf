@testable import RecolorCore
import XCTest

/// A color assigned to the app's own stored color property takes the role of what the declaring
/// type does with the property (`PropertyFlows`): dhp-ios-app's credential card `GradientView`
/// sets `self.backgroundColor = primaryColor`, so `card.primaryColor = UIColor.black` is the
/// card's fill, not text (`label`, a white card in Dark Mode: session 33's held-out check, V2).
/// Negatives: a property the type draws as text is text; one used in two roles, or a property
/// of a function's local scope, says nothing.
final class PropertyFlowsTests: XCTestCase {
    func flows(_ source: String, _ names: Set<String>) -> [String: String?] {
        let file = SwiftSource(path: "A.swift", bytes: Array(source.utf8))
        return Dictionary(PropertyFlows.uses(in: file, names: names), uniquingKeysWith: { a, _ in a })
    }

    func testAPropertyTheTypeSetsAsItsBackgroundIsABackground() {
        let card = """
        import UIKit
        class CardView: UIView {
            @IBInspectable var primaryColor: UIColor = UIColor.white {
                didSet { updateView() }
            }
            func updateView() {
                self.backgroundColor = primaryColor
            }
        }
        """
        XCTAssertEqual(flows(card, ["primaryColor"])["primaryColor"], "backgroundColor")
    }

    func testTextOrTwoRolesOrALocal() {
        let text = "import UIKit\nclass Badge: UIView {\n  let label = UILabel()\n  var accent: UIColor = .black\n  func update() { label.textColor = accent }\n}\n"
        XCTAssertEqual(flows(text, ["accent"])["accent"], "textColor")
        let two = "import UIKit\nclass Badge: UIView {\n  let label = UILabel()\n  var accent: UIColor = .black\n  func update() { label.textColor = accent; backgroundColor = accent }\n}\n"
        XCTAssertEqual(flows(two, ["accent"])["accent"], .some(nil))
        let local = "import UIKit\nfunc paint(_ v: UIView) {\n  var accent: UIColor = .black\n  v.backgroundColor = accent\n}\n"
        XCTAssertFalse(flows(local, ["accent"]).keys.contains("accent"), "a function's local is no property")
    }

    /// The draft: the card's data default black is a background token, not text.
    func testTheDraftGivesTheCardsFillTheBackgroundRole() {
        let card = """
        import UIKit
        class CardView: UIView {
            var primaryColor: UIColor = UIColor.white
            func updateView() { self.backgroundColor = primaryColor }
        }
        final class CardCell: UITableViewCell {
            let card = CardView()
            let name = UILabel(), date = UILabel()
            func configure(color: UIColor?) {
                card.primaryColor = color ?? UIColor.black
                name.textColor = UIColor.black
                date.textColor = UIColor.black
            }
        }
        """
        var options = RunOptions()
        options.threads = 1
        let result = Engine.analyze([FileInput(path: "Card.swift", bytes: Array(card.utf8))], options: options)
        let d = StarterDraft.build(result, declared: DeclaredMembers(), configuration: Configuration())
        // The black the card is filled with is a background token; the labels' black stays text.
        let fillRule = d.rules.first { $0.context?.contains("primaryColor") == true && $0.match == "#000000" }
        let fill = d.tokens.first { $0.name == fillRule?.token }
        XCTAssertEqual(fill?.role, .background, "\(d.rules) \(d.tokens.map(\.description))")
    }
}
