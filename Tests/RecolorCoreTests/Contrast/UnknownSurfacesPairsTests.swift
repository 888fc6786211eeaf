@testable import RecolorCore
import XCTest

/// A view painted with a color that is no token's (a run-time value, a color no rule maps) stops
/// the search for a background: what lies on it is over an unknown color, never over an outer
/// view's token. Zotero's white text on a black overlay body was paired with the screen's 10 %
/// dim behind the body; dime's checkmark on a user's chosen color with the popup's white.
final class UnknownSurfacesPairsTests: XCTestCase {
    static let table = ##"""
    { "tokens": {
        "ink": { "uikit": "Palette.ink", "swiftui": "Color.ink", "light": "#1C1C1E", "dark": "#F2F2F7" },
        "paper": { "uikit": "Palette.paper", "swiftui": "Color.paper", "light": "#FFFFFF", "dark": "#000000" },
        "card": { "uikit": "Palette.card", "swiftui": "Color.card", "light": "#F2F2F7", "dark": "#1C1C1E" } } }
    """##

    func pairs(_ code: String) throws -> [String] { try PairsOfOneFile.described(code, table: Self.table) }

    /// UIKit: a label in a body painted with an unmapped black pairs with nothing; a label added
    /// to the screen itself, and one in a clear container, pair with the screen's paper.
    func testUIKitViewWithAnUnknownBackground() throws {
        let code = """
        import UIKit
        final class Overlay: UIViewController {
            override func viewDidLoad() {
                view.backgroundColor = Palette.paper
                let body = UIView()
                body.backgroundColor = UIColor(white: 0, alpha: 0.8)
                view.addSubview(body)
                let text = UILabel()
                text.textColor = Palette.ink
                body.addSubview(text)
                let caption = UILabel()
                caption.textColor = Palette.ink
                view.addSubview(caption)
                let clearBox = UIView()
                clearBox.backgroundColor = .clear
                view.addSubview(clearBox)
                let note = UILabel()
                note.textColor = Palette.ink
                clearBox.addSubview(note)
            }
        }
        """
        XCTAssertEqual(try pairs(code), ["ink/paper@12-4,18-4"])
    }

    /// SwiftUI: a ZStack layer filled with a run-time color hides the card under it; an overlay
    /// on a run-time fill is over that fill; an overlay on the card's fill is over the card.
    /// Negative control: the same ZStack without the middle layer pairs with the card.
    func testSwiftUISurfacesOfRunTimeColors() throws {
        let code = """
        import SwiftUI
        struct Swatch: View {
            let hex: String
            let chosen: Color
            var body: some View {
                VStack {
                    ZStack {
                        RoundedRectangle(cornerRadius: 9).fill(Color.card)
                        RoundedRectangle(cornerRadius: 3).fill(chosen)
                        Image(systemName: "checkmark").foregroundColor(Color.ink)
                    }
                    ZStack {
                        RoundedRectangle(cornerRadius: 9).fill(Color.card)
                        Image(systemName: "plus").foregroundColor(Color.ink)
                    }
                    RoundedRectangle(cornerRadius: 9)
                        .fill(Color(hex: hex))
                        .overlay {
                            Image(systemName: "checkmark").foregroundColor(Color.ink)
                        }
                    Circle()
                        .fill(Color.card)
                        .overlay(Text("a").foregroundColor(Color.ink))
                    Text("b").foregroundColor(Color.ink).background(Color.accentColor)
                    Text("c").foregroundColor(Color.ink).background(GeometryReader { _ in Color.clear })
                }
                .background(Color.paper)
            }
        }
        """
        XCTAssertEqual(try pairs(code), ["ink/card@14-13,23-22", "ink/paper@25-27"])
    }

    /// A ZStack's layers are the views standing in its closure: a badge's background inside an
    /// earlier child's overlay is under nothing of a later child (dime's row text was paired with
    /// a small icon's badge). Negative control: a layer standing in the closure is under the text.
    func testZStackLayersAreItsOwnChildren() throws {
        let code = """
        import SwiftUI
        struct Row: View {
            var body: some View {
                ZStack {
                    HStack {
                        Image(systemName: "a")
                            .overlay {
                                Image(systemName: "b").background(Color.card)
                            }
                        Text("c").foregroundColor(Color.ink)
                    }
                }
                ZStack {
                    Color.card
                    HStack {
                        Text("d").foregroundColor(Color.ink)
                    }
                }
            }
        }
        """
        XCTAssertEqual(try pairs(code), ["ink/card@16-14"])
    }

    /// A button's label passed in its parentheses (`Button(action: { … }, label: { … })`) is drawn
    /// over the button's background, nested in a ZStack's child (Expenso's save button: with
    /// layers limited to the ZStack's own children, its white title fell to the screen's layer).
    /// Negative: the action closure is no content.
    func testAButtonsLabelInItsParentheses() throws {
        let code = """
        import SwiftUI
        struct Save: View {
            var body: some View {
                ZStack {
                    Color.paper
                    VStack {
                        Button(action: { print(Color.ink) }, label: {
                            Text("Save").foregroundColor(Color.ink)
                        })
                        .background(Color.card)
                    }
                }
            }
        }
        """
        XCTAssertEqual(try pairs(code), ["ink/card@8-10"])
    }
}
