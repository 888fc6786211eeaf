@testable import RecolorCore
import XCTest

/// The nearest-token hint: same alpha (±2/255), within ΔE00 10, else none.
final class NearestTokenTests: XCTestCase {
    func resolver(_ tokens: [(String, String)]) throws -> Resolver {
        let body = tokens.map { "\"\($0.0)\": { \"uikit\": \"Semantic.\($0.0)\", \"light\": \"\($0.1)\" }" }.joined(separator: ", ")
        return Resolver(configuration: try ConfigurationLoader.parse(Array("{ \"tokens\": { \(body) } }".utf8), file: "t.json"))
    }

    func finding(_ hex: String) -> Finding {
        let c = RGBA(mappingHex: hex)!
        return Finding(kind: .hexConstructor, framework: .uikit, range: 0..<1, baseRange: 0..<1, color: c, baseColor: c, context: nil, symbol: nil)
    }

    func testTheNearestWithinTenIsGiven() throws {
        let r = try resolver([("paper", "#FAFAFA"), ("ink", "#111111")])
        let n = r.resolve(finding("#FFFFFF")).nearest
        XCTAssertEqual(n?.token, "paper")
        XCTAssertEqual(n!.deltaE, ColorDifference.ciede2000(RGBA(mappingHex: "#FFFFFF")!, RGBA(mappingHex: "#FAFAFA")!), accuracy: 1e-9)
        XCTAssertLessThan(n!.deltaE, 10)
    }

    func testNothingNearerThanTenIsNoHint() throws {
        // The case: UIColor.red's nearest was a token 38.5 away.
        let r = try resolver([("gripHandle", "#8E8E93")])
        XCTAssertGreaterThan(ColorDifference.ciede2000(RGBA(mappingHex: "#FF0000")!, RGBA(mappingHex: "#8E8E93")!), 10)
        XCTAssertNil(r.resolve(finding("#FF0000")).nearest)
    }

    func testAlphaMustAgreeWithinTwoSteps() throws {
        let r = try resolver([("scrim", "#00000080"), ("ink", "#000000")])
        XCTAssertEqual(r.resolve(finding("#00000080")).nearest?.token, "scrim")
        XCTAssertEqual(r.resolve(finding("#00000082")).nearest?.token, "scrim", "two steps of alpha apart: the same alpha")
        XCTAssertNil(r.resolve(finding("#00000083")).nearest, "three steps apart, and no opaque match either")
        XCTAssertEqual(r.resolve(finding("#000000")).nearest?.token, "ink", "an opaque color is never pointed at the scrim")
    }

    func testAMappedFindingHasNoHint() throws {
        var c = try resolver([("paper", "#FAFAFA")]).configuration
        c.rules = [Configuration.Rule(match: .color(RGBA(mappingHex: "#FFFFFF")!, hasAlpha: false), matchText: "#FFFFFF", token: "paper")]
        XCTAssertNil(Resolver(configuration: c).resolve(finding("#FFFFFF")).nearest)
    }
}
