import Foundation
import XCTest

/// An appearance ternary whose one arm is the member Xcode generates for a color set (asset symbols,
/// declared in no Swift file): cove's `fontColor: colorScheme == .dark ? .white : .midnightBtn`
/// (session 25, intent25) is one token, the set's light value and the code's white.
final class InitAssetSymbolArmTests: XCTestCase {
    func tokens(_ s: Scratch) throws -> [String: [String: Any]] {
        let t = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        return t["tokens"] as? [String: [String: Any]] ?? [:]
    }

    func colorSet(_ s: Scratch, _ name: String, light: String, dark: String) throws {
        func entry(_ hex: String, dark: Bool) -> String {
            let c = Array(hex.dropFirst())
            let comp = { (i: Int) in "0x" + String(c[i...i + 1]) }
            let appearances = dark ? "\"appearances\" : [ { \"appearance\" : \"luminosity\", \"value\" : \"dark\" } ], " : ""
            return "{ \(appearances)\"color\" : { \"color-space\" : \"srgb\", \"components\" : { \"alpha\" : \"1.000\", \"red\" : \"\(comp(0))\", \"green\" : \"\(comp(2))\", \"blue\" : \"\(comp(4))\" } }, \"idiom\" : \"universal\" }"
        }
        try s.write("Assets.xcassets/\(name).colorset/Contents.json",
                    "{ \"colors\" : [ \(entry(light, dark: false)), \(entry(dark, dark: true)) ], \"info\" : { \"author\" : \"xcode\", \"version\" : 1 } }\n")
    }

    static let prompt = """
        import SwiftUI
        struct Prompt: View {
            @Environment(\\.colorScheme) var colorScheme
            var body: some View {
                VStack {
                    Text("Swipe").foregroundStyle(colorScheme == .dark ? .white : .midnightBtn)
                    Text("Back").foregroundStyle(colorScheme == .dark ? .white : .undeclaredInk)
                }
            }
        }

        """

    /// Triggering: `.midnightBtn` is `midnightBtn.colorset`'s symbol: one token #1C2536/#FFFFFF from code, replaced
    /// whole. Non-triggering: `.undeclaredInk`, no set and no declaration, stays as written.
    func testAnAssetSymbolArmTakesItsSetsValue() throws {
        let s = try Scratch()
        try colorSet(s, "midnightBtn", light: "#1C2536", dark: "#4A4A4D")
        try s.write("Prompt.swift", Self.prompt)
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let ts = try tokens(s)
        XCTAssertNotNil(ts.values.first { ($0["light"] as? String) == "#1C2536" && ($0["dark"] as? String) == "#FFFFFF" && ($0["source"] as? String) == "code" }, "\(ts)")
        XCTAssertTrue(r.stderr.contains("undeclaredInk"), r.stderr)
        XCTAssertFalse(r.stderr.contains("Color.midnightBtn"), r.stderr)
    }
}
