import Foundation
import XCTest

/// A member that is a color set with a fallback (yubioath-ios's `guard let color = UIColor(named: "YubiBlue")
/// else { return UIColor.gray }`, session 24's review F1) is the set, never its fallback.
final class InitSetMemberFallbackTests: XCTestCase {
    func tokens(_ s: Scratch) throws -> [String: [String: Any]] {
        let t = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        return t["tokens"] as? [String: [String: Any]] ?? [:]
    }

    static let setMembers = """
        import UIKit
        extension UIColor {
            static var brandBlue: UIColor {
                get {
                    guard let color = UIColor(named: "BrandBlue") else {
                        return UIColor.gray
                    }
                    return color
                }
            }
            static var brandGreen: UIColor { UIColor(named: "BrandGreen") ?? UIColor.gray }
            static var ink: UIColor { UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1) }
        }
        func style(_ v: UIView, _ l: UILabel) {
            v.backgroundColor = .brandBlue
            l.textColor = .brandGreen
        }

        """

    static func colorSet(_ light: String, _ dark: String) -> String {
        """
        { "colors" : [ { "color" : { "color-space" : "srgb", "components" : { \(light) } }, "idiom" : "universal" },
          { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "color" : { "color-space" : "srgb", "components" : { \(dark) } }, "idiom" : "universal" } ],
          "info" : { "author" : "xcode", "version" : 1 } }
        """
    }

    /// A member that is a color set with a fallback is the set, never its fallback's gray.
    func testAColorSetMemberIsNotItsFallback() throws {
        let s = try Scratch()
        try s.write("Sources/Colors.swift", Self.setMembers)
        try s.write("Sources/Assets.xcassets/Contents.json", "{ \"info\" : { \"author\" : \"xcode\", \"version\" : 1 } }")
        let blue = Self.colorSet("\"red\" : \"0.196\", \"green\" : \"0.373\", \"blue\" : \"0.455\", \"alpha\" : \"1.000\"",
                                 "\"red\" : \"0.643\", \"green\" : \"0.808\", \"blue\" : \"0.416\", \"alpha\" : \"1.000\"")
        try s.write("Sources/Assets.xcassets/BrandBlue.colorset/Contents.json", blue)
        try s.write("Sources/Assets.xcassets/BrandGreen.colorset/Contents.json", blue)
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let all = try tokens(s)
        XCTAssertFalse(all.values.contains { ($0["light"] as? String) == "#808080" }, "the fallback is no token: \(all)")
        let table = try s.read(".recolor.json")
        XCTAssertTrue(table.contains("missing-asset fallback: guard let color = UIColor(named: \\\"BrandBlue\\\") else { return … }"), table)
        XCTAssertEqual(try CommandRunner.recolor(["generate"], in: s.url).status, 0)
        XCTAssertEqual(try CommandRunner.recolor(["fix", "."], in: s.url).status, 0)
        let fixed = try s.read("Sources/Colors.swift")
        XCTAssertTrue(fixed.contains("v.backgroundColor = .brandBlue") && fixed.contains("l.textColor = .brandGreen"), fixed)
        XCTAssertTrue(fixed.contains("return UIColor.gray"), "the fallback stays a fallback: \(fixed)")
    }
}
