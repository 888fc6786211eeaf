@testable import RecolorCore
import XCTest

/// A text and the surface it is drawn on, passed apart from the chain (session 16's audit, F10):
/// two arguments of one call of the file's own helper whose parameters name a foreground and a
/// background, and a shape colored with `.foregroundColor` as another view's background.
final class ArgumentPairsTests: XCTestCase {
    static let table = ##"""
    { "tokens": {
        "ink": { "swiftui": "Color.ink", "light": "#000000", "dark": "#FFFFFF" },
        "paper": { "swiftui": "Color.paper", "light": "#FFFFFF", "dark": "#0D0D0D" },
        "onDim": { "swiftui": "Color.onDim", "light": "#FFFFFF", "dark": "#FFFFFF" },
        "dim": { "swiftui": "Color.dim", "light": "#404040", "dark": "#B8B8B8" } } }
    """##

    func pairs(_ code: String) throws -> [String] { try PairsOfOneFile.described(code, table: Self.table) }

    /// `actionButton(…, .black, .white)` with `_ textColor: Color, _ background: Color`: each call
    /// is a pair of its own. Negative: a helper whose parameters name no foreground and
    /// background (`_ a: Color, _ b: Color`) draws nothing known on anything.
    func testArgumentsOfAHelperTakingTextAndBackgroundArePaired() throws {
        let code = """
        import SwiftUI
        struct Overlay: View {
            var body: some View {
                VStack {
                    actionButton("forward.fill", "Skip", Color.onDim, Color.dim)
                    actionButton("play.fill", "Next", Color.ink, Color.paper)
                    swatches(Color.ink, Color.paper)
                }
            }
            private func actionButton(_ image: String, _ title: String, _ textColor: Color, _ background: Color) -> some View {
                Text(title).foregroundColor(textColor).background(background)
            }
            private func swatches(_ a: Color, _ b: Color) -> some View { HStack { a; b } }
        }
        """
        XCTAssertEqual(try pairs(code), ["ink/paper@6-6", "onDim/dim@5-5"])
    }

    /// Labeled arguments meet their parameters by label, a defaulted parameter left out.
    func testLabeledArgumentsMeetTheirParameters() throws {
        let code = """
        import SwiftUI
        struct Pill: View {
            var body: some View {
                badge("New", size: 12, foregroundColor: Color.onDim,
                      backgroundColor: Color.dim)
            }
            func badge(_ title: String, size: CGFloat, bold: Bool = false, foregroundColor: Color, backgroundColor: Color) -> some View {
                Text(title)
            }
        }
        """
        XCTAssertEqual(try pairs(code), ["onDim/dim@4-5"])
    }

    /// A view type's initializer taking both (`CircleText("1", textColor:, backgroundColor:)`).
    func testArgumentsOfAViewTypesInitializerArePaired() throws {
        let code = """
        import SwiftUI
        struct Page: View {
            var body: some View { CircleText("1", textColor: Color.onDim, backgroundColor: Color.dim) }
        }
        private struct CircleText: View {
            let text: String
            let textColor: Color
            let backgroundColor: Color
            init(_ text: String, textColor: Color, backgroundColor: Color) {
                self.text = text
                self.textColor = textColor
                self.backgroundColor = backgroundColor
            }
            var body: some View { Text(text) }
        }
        """
        XCTAssertEqual(try pairs(code), ["onDim/dim@3-3"])
    }

    /// `.background(RoundedRectangle(…).foregroundColor(X))`: the shape's foreground is its fill,
    /// the surface the text above is drawn on. Negative: a shape colored so standing alone is a
    /// graphic over the container's background, no surface.
    func testShapeForegroundInABackgroundIsTheSurface() throws {
        let code = """
        import SwiftUI
        struct Coffee: View {
            var body: some View {
                VStack {
                    Text("Buy me a coffee")
                        .foregroundColor(Color.ink)
                        .background(
                            RoundedRectangle(cornerRadius: 12, style: .continuous)
                                .foregroundColor(Color.dim)
                        )
                    Circle().foregroundColor(Color.onDim)
                }
                .background(Color.paper)
            }
        }
        """
        XCTAssertEqual(try pairs(code), ["ink/dim@6-9", "onDim/paper@11-13"])
    }

    /// SwiftUI's hue as a modifier's argument (`.foregroundColor(.yellow)`) is Apple's adaptive
    /// yellow, a side of the pair. Negative: `.yellow` assigned in UIKit code is a fixed color.
    func testSwiftUIHueOfAModifierIsAppleColor() throws {
        let code = """
        import SwiftUI
        import UIKit
        struct Coffee: View {
            var body: some View {
                Text("Buy").foregroundColor(Color.ink)
                    .background(RoundedRectangle(cornerRadius: 12).foregroundColor(.yellow))
            }
        }
        final class Cell: UITableViewCell {
            func setUp() {
                textLabel?.textColor = UIColor(named: "x")
                backgroundColor = .yellow
            }
        }
        """
        XCTAssertEqual(try pairs(code), ["ink/UIColor.systemYellow@5-6"])
    }
}
