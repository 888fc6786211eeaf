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
        // The issue's case: UIColor.red's nearest was a token 38.5 away.
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

/// The nearest token read from the index (by alpha and lightness, pruned by the CIEDE2000
/// bounds) against every token compared.
final class NearestTokenIndexTests: XCTestCase {
    func testAgreesWithEveryTokenCompared() throws {
        var rng = SplitMix64(state: 10)
        var hinted = 0, total = 0
        for round in 0..<30 {
            var tokens: [String] = []
            var colors: [RGBA] = []
            for k in 0..<(20 + rng.below(200)) {
                // Some tokens share a value (the first in the table must win), alphas near each other.
                let c = k > 0 && rng.below(8) == 0 ? colors[rng.below(colors.count)]
                    : RGBA(red: UInt8(rng.below(256)), green: UInt8(rng.below(256)), blue: UInt8(rng.below(256)),
                           alpha: [255, 254, 253, 128, 130][rng.below(5)])
                colors.append(c)
                tokens.append("\"t\(k)\": { \"uikit\": \"Semantic.t\(k)\", \"light\": \"\(c.description)\" }")
            }
            let resolver = Resolver(configuration: try ConfigurationLoader.parse(Array("{ \"tokens\": { \(tokens.joined(separator: ", ")) } }".utf8), file: "t.json"))
            for _ in 0..<100 {
                let base = colors[rng.below(colors.count)]
                func near(_ v: UInt8) -> UInt8 { UInt8(max(0, min(255, Int(v) + rng.below(31) - 15))) }
                let color = rng.below(3) == 0
                    ? RGBA(red: UInt8(rng.below(256)), green: UInt8(rng.below(256)), blue: UInt8(rng.below(256)), alpha: 255)
                    : RGBA(red: near(base.red), green: near(base.green), blue: near(base.blue), alpha: UInt8(max(0, min(255, Int(base.alpha) + rng.below(7) - 3))))
                let expected = resolver.nearestTokenComparingAll(to: color)
                XCTAssertEqual(resolver.nearestToken(to: color), expected, "round \(round): \(color)")
                total += 1
                if expected != nil { hinted += 1 }
            }
        }
        XCTAssertGreaterThan(hinted, total / 4)
        XCTAssertLessThan(hinted, total * 9 / 10)
    }

    /// Many tokens make small cells, so the reach in a and b (not the shell bound) is what stops a
    /// search: saturated blues (where CIEDE2000 is most compressed) and grays, against every token.
    func testManyTokensAgreeWithEveryTokenCompared() throws {
        var rng = SplitMix64(state: 26)
        var tokens: [String] = []
        for k in 0..<2_500 {
            let c = RGBA(red: UInt8(rng.below(256)), green: UInt8(rng.below(256)), blue: UInt8(rng.below(256)), alpha: 255)
            tokens.append("\"t\(k)\": { \"uikit\": \"Semantic.t\(k)\", \"light\": \"\(c.description)\" }")
        }
        let resolver = Resolver(configuration: try ConfigurationLoader.parse(Array("{ \"tokens\": { \(tokens.joined(separator: ", ")) } }".utf8), file: "t.json"))
        var queries: [RGBA] = [RGBA(red: 0, green: 0, blue: 255, alpha: 255), RGBA(red: 48, green: 32, blue: 255, alpha: 255),
                               RGBA(red: 255, green: 0, blue: 0, alpha: 255), RGBA(red: 128, green: 128, blue: 128, alpha: 255)]
        for _ in 0..<250 {
            let blue = rng.below(2) == 0
            queries.append(RGBA(red: UInt8(rng.below(blue ? 90 : 256)), green: UInt8(rng.below(blue ? 90 : 256)),
                                blue: UInt8(blue ? 160 + rng.below(96) : rng.below(256)), alpha: 255))
        }
        for color in queries {
            XCTAssertEqual(resolver.nearestToken(to: color), resolver.nearestTokenComparingAll(to: color), "\(color)")
        }
    }
}
