@testable import RecolorCore
import XCTest

/// A gradient standing as a layer of a `ZStack` (written there, or a constant the file declares
/// named there) is the surface of what is stacked over it: a foreground pairs with each stop
/// (session 24, F4: Pyto's widget, black text on a green gradient constant, no pair seen).
final class GradientLayerPairsTests: XCTestCase {
    static let table = ##"""
    { "tokens": {
        "ink": { "swiftui": "Color.ink", "light": "#000000", "dark": "#FFFFFF" },
        "lime": { "swiftui": "Color.lime", "light": "#00F22C", "dark": "#28FC3C" },
        "leaf": { "swiftui": "Color.leaf", "light": "#08D657", "dark": "#27E061" } } }
    """##

    func pairs(_ code: String) throws -> [String] { try PairsOfOneFile.described(code, table: Self.table) }

    /// Written in the ZStack: the text over it pairs with both stops. Negative: a text in another
    /// view (no stack), and a gradient stacked above the text (not under it).
    func testAGradientLayerIsTheSurfaceOfWhatIsStackedOverIt() throws {
        let code = """
        import SwiftUI
        struct Widget: View {
            var body: some View {
                ZStack {
                    LinearGradient(colors: [Color.lime, Color.leaf], startPoint: .top, endPoint: .bottom)
                        .ignoresSafeArea()
                    VStack { Text("a").foregroundColor(Color.ink) }
                }
            }
        }
        struct Row: View {
            var body: some View { Text("b").foregroundColor(Color.ink) }
        }
        struct Over: View {
            var body: some View {
                ZStack {
                    Text("c").foregroundColor(Color.ink)
                    LinearGradient(colors: [Color.lime, Color.leaf], startPoint: .top, endPoint: .bottom)
                }
            }
        }
        """
        XCTAssertEqual(try pairs(code), ["ink/leaf@7-5", "ink/lime@7-5"])
    }

    /// A constant holding the gradient (Pyto's `let backgroundGradient = LinearGradient(gradient:
    /// Gradient(colors: […]), …)`), or a computed view, named as a layer: the same pairs, each stop
    /// at its own line. Negative: the constant used in a chain's background of another view is the
    /// chain's business, not a layer; a gradient with a stop no token is (`.clear`, beside a ternary of two
    /// tokens: two uses in two stops, yet one unknown) is unknown.
    func testAGradientConstantNamedAsALayer() throws {
        let code = """
        import SwiftUI
        let backgroundGradient = LinearGradient(gradient: Gradient(colors: [Color.lime,
                                                                            Color.leaf]), startPoint: .top, endPoint: .bottom)
        struct Widget: View {
            var body: some View {
                ZStack {
                    backgroundGradient
                    Text("a").foregroundColor(Color.ink).font(.headline)
                }
            }
        }
        struct Faded: View {
            var fade: some View { LinearGradient(colors: [on ? Color.lime : Color.leaf, .clear], startPoint: .top, endPoint: .bottom) }
            var body: some View {
                ZStack {
                    fade
                    Text("b").foregroundColor(Color.ink)
                }
            }
        }
        struct Other: View {
            var body: some View { Text("c").foregroundColor(Color.ink).padding().background(backgroundGradient) }
        }
        """
        XCTAssertEqual(try pairs(code), ["ink/leaf@8-3", "ink/lime@8-2"])
    }

    /// A computed view whose body is the gradient alone, named in a ZStack.
    func testAComputedGradientNamedAsALayer() throws {
        let code = """
        import SwiftUI
        struct Widget: View {
            private var backdrop: some View {
                LinearGradient(stops: [.init(color: Color.lime, location: 0), .init(color: Color.leaf, location: 1)],
                               startPoint: .top, endPoint: .bottom)
            }
            var body: some View {
                ZStack {
                    self.backdrop
                    Text("a").foregroundColor(Color.ink)
                }
            }
        }
        """
        XCTAssertEqual(try pairs(code), ["ink/leaf@10-4", "ink/lime@10-4"])
    }

    /// A gradient masked to a stroked outline (a progress ring: `.mask(Circle().trim(…).stroke(…))`) lies
    /// under nothing: the text in the ring's hole is on the stack's own background (Pocket Casts' completion
    /// story: the text was paired with the ring's stops and init lifted its near-black stop, session 30).
    /// Negative: the same gradient masked to a filled shape is still the text's surface.
    func testAGradientMaskedToARingIsNoSurface() throws {
        func story(_ mask: String) -> String {
            """
            import SwiftUI
            struct Story: View {
                var body: some View {
                    ZStack {
                        LinearGradient(colors: [Color.lime, Color.leaf], startPoint: .top, endPoint: .bottom)
                            .mask(\(mask))
                        Text("42%").foregroundColor(Color.ink)
                    }
                }
            }
            """
        }
        XCTAssertEqual(try pairs(story("Circle().trim(from: 0.2, to: 1).stroke(.red, lineWidth: 10)")), [])
        XCTAssertEqual(try pairs(story("RoundedRectangle(cornerRadius: 12)")), ["ink/leaf@7-5", "ink/lime@7-5"])
    }
}
