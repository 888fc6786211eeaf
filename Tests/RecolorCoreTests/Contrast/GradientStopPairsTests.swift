@testable import RecolorCore
import XCTest

/// Text over a gradient is over each of its stops (`colors:`, `stops:`, a `Gradient(colors:)`);
/// a view drawn through `.colorMultiply(X)` shows none of its tokens as they are: no pair.
final class GradientStopPairsTests: XCTestCase {
    func pairs(_ code: String) throws -> [String] { try PairsOfOneFile.described(code, table: DrawnPairsTests.table) }

    func testTextOverAGradientIsOverEachStop() throws {
        let code = """
        import SwiftUI
        struct Hero: View {
            var body: some View {
                Text("a").foregroundColor(Color.onAlert)
                    .background(LinearGradient(colors: [Color.alert, Color.ink], startPoint: .top, endPoint: .bottom))
                Text("b").foregroundColor(Color.card)
                    .background(LinearGradient(gradient: Gradient(colors: [Color.alert, Color.ink]), startPoint: .top, endPoint: .bottom))
                VStack { Text("c").foregroundStyle(Color.ink) }
                    .background { LinearGradient(stops: [.init(color: Color.card, location: 0), .init(color: Color.alert, location: 1)], startPoint: .top, endPoint: .bottom) }
            }
        }
        """
        XCTAssertEqual(try pairs(code), ["card/alert@6-7", "card/ink@6-7", "ink/alert@8-9", "ink/card@8-9", "onAlert/alert@4-5", "onAlert/ink@4-5"])
    }

    /// A gradient that lets what is under it show (a clear or translucent stop, or drawn at an
    /// opacity) is no surface of its stops: text on it is over an unknown mix, and a container's
    /// paint further out is not under it either (SimpleLiveTVOS's player overlay over the video,
    /// session 28's review, B5: three false failures). Negative: text beside it, on the container's paint.
    func testAGradientThatLetsTheUnderlyingShowIsNoSurface() throws {
        let code = """
        import SwiftUI
        struct Overlay: View {
            var body: some View {
                VStack {
                    Text("a").foregroundColor(Color.onAlert)
                        .background(LinearGradient(colors: [Color.ink, Color.ink.opacity(0.5), .clear], startPoint: .top, endPoint: .bottom))
                    Text("b").foregroundColor(Color.onAlert)
                        .background(LinearGradient(colors: [Color.alert, Color.ink], startPoint: .top, endPoint: .bottom).opacity(0.6))
                    HStack { Text("c").foregroundStyle(Color.onAlert) }
                        .background { LinearGradient(stops: [.init(color: Color.ink, location: 0), .init(color: .clear, location: 1)], startPoint: .top, endPoint: .bottom) }
                    Text("d").foregroundColor(Color.ink)
                }
                .background(Color.card)
            }
        }
        """
        XCTAssertEqual(try pairs(code), ["ink/card@11-13"])
    }

    /// A translucent token as a view's background over a picture stacked under it in a ZStack
    /// shows the picture: no pair (SimpleLiveTVOS's live badge, a 50 % black color set over the
    /// thumbnail, was blended over white: 4.00:1 FAIL, B5). Negatives: the same badge over a
    /// color layer is blended over that layer; with no ZStack, over the window.
    func testATranslucentBackgroundOverAStackedPictureIsNoPair() throws {
        let table = ##"""
        { "tokens": {
            "onAlert": { "swiftui": "Color.onAlert", "light": "#FFFFFF", "dark": "#FFFFFF" },
            "ink": { "swiftui": "Color.ink", "light": "#1C1C1E", "dark": "#F2F2F7" },
            "scrim": { "swiftui": "Color.scrim", "light": "#00000080", "dark": "#00000080" } } }
        """##
        let code = """
        import SwiftUI
        struct Card: View {
            var body: some View {
                ZStack(alignment: .topTrailing) {
                    Image("thumbnail")
                        .resizable()
                    Text("live").foregroundColor(Color.onAlert).background(Color.scrim)
                }
                ZStack {
                    Color.ink
                    Text("now").foregroundColor(Color.onAlert).background(Color.scrim)
                }
            }
        }
        """
        let found = try PairsOfOneFile.described(code, table: table)
        XCTAssertFalse(found.contains { $0.hasSuffix("@7-7") }, "\(found)")
        XCTAssertTrue(found.contains { $0.hasPrefix("onAlert/scrim") && $0.hasSuffix("@11-11") }, "\(found)")
    }

    /// Negative: a list of colors that is no gradient's (a function's argument) is no background.
    func testAColorListOfNoGradientIsNoBackground() throws {
        let code = """
        import SwiftUI
        struct Chart: View {
            var body: some View {
                Text("a").foregroundColor(Color.onAlert)
                    .background(Palette(colors: [Color.alert, Color.ink]))
            }
        }
        """
        XCTAssertEqual(try pairs(code), [])
    }

    /// `.colorMultiply` on a chain or its container: no pair; the same chain without it pairs.
    func testAMultipliedViewMakesNoPair() throws {
        let code = """
        import SwiftUI
        struct Tile: View {
            var body: some View {
                Text("d").foregroundColor(Color.ink).background(Color.card).colorMultiply(Color.alert)
                VStack { Text("e").foregroundColor(Color.ink) }.background(Color.card).colorMultiply(Color.alert)
                Text("f").foregroundColor(Color.onAlert).background(Color.alert)
            }
        }
        """
        XCTAssertEqual(try pairs(code), ["onAlert/alert@6-6"])
    }
}
