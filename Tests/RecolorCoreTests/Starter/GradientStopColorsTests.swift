@testable import RecolorCore
import XCTest

/// `GradientStopColors.isStop`: a `color:` label of `.init(` or `Stop(` standing in a `stops:` list (session 30).
final class GradientStopColorsTests: XCTestCase {
    func at(_ prefix: String, in text: String) -> (Int, [UInt8]) { (prefix.utf8.count, Array(text.utf8)) }

    func testAStopsColorLabel() {
        for text in ["Gradient(stops: [.init(color: x, location: 0)])", "LinearGradient(stops: [Gradient.Stop(color: x, location: 0)], startPoint: .top)",
                     "Gradient(stops: [.init(color: a, location: 0), .init(color: x, location: 1)])"] {
            let k = text.range(of: "color: x")!.lowerBound.utf16Offset(in: text) + "color: ".utf8.count
            XCTAssertTrue(GradientStopColors.isStop(labelBefore: k, in: Array(text.utf8)), text)
        }
    }

    func testAColorLabelElsewhereIsNoStop() {
        for text in ["badge(.init(color: x, location: 0))", "Gradient(colors: [.init(color: x)])", "view.color = x", "Stop(color: x)"] {
            let k = text.range(of: "x")!.lowerBound.utf16Offset(in: text)
            XCTAssertFalse(GradientStopColors.isStop(labelBefore: k, in: Array(text.utf8)), text)
        }
    }
}
