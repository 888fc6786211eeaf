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
