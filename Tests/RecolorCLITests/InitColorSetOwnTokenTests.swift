import Foundation
import XCTest

/// A color set's own token matches that set alone (context = its name): two sets of one value
/// are two tokens, and a neutral of the code (a white panel) gets a role token, never a set's
/// name as the value's catch-all (Xit: jumpActive, a web view's pressed glyph, was the table's
/// white: session 20 audit F18). Negative control: a chromatic code color equal to a set's
/// (IceCubesApp's tint beside its AccentColor set) still joins the set's token.
final class InitColorSetOwnTokenTests: XCTestCase {
    static func colorSet(_ r: String, _ g: String, _ b: String) -> String {
        ##"{"colors":[{"color":{"color-space":"srgb","components":{"red":"\##(r)","green":"\##(g)","blue":"\##(b)","alpha":"1.000"}},"idiom":"universal"}],"info":{"author":"xcode","version":1}}"##
    }

    func draft(_ files: [String: String]) throws -> [String: Any] {
        let s = try Scratch()
        try s.write("Media.xcassets/Contents.json", ##"{"info":{"author":"xcode","version":1}}"##)
        for (path, text) in files { try s.write(path, text) }
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        return try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
    }

    func rules(_ d: [String: Any]) -> [[String: Any]] { d["rules"] as! [[String: Any]] }

    // Triggering shape: two white sets and a white layer in AppKit code.
    func testTwoWhiteSetsStayTwoTokensAndTheCodeWhiteTakesARoleToken() throws {
        let white = Self.colorSet("1.000", "1.000", "1.000")
        let d = try draft([
            "Media.xcassets/jumpActive.colorset/Contents.json": white,
            "Media.xcassets/refGradientStart.colorset/Contents.json": white,
            "Panel.swift": "import AppKit\nfinal class PanelView: NSView {\n    override func updateLayer() {\n        layer?.backgroundColor = NSColor.white.cgColor\n    }\n}\n",
        ])
        let rules = rules(d)
        let catchAll = rules.filter { ($0["match"] as? String)?.uppercased() == "#FFFFFF" && $0["context"] == nil && $0["keep"] == nil && $0["dark"] == nil }
        XCTAssertEqual(catchAll.count, 1, "\(rules)")
        let generic = catchAll.first?["token"] as? String
        XCTAssertNotEqual(generic, "jumpActive")
        XCTAssertNotEqual(generic, "refGradientStart")
        for set in ["jumpActive", "refGradientStart"] {
            XCTAssertTrue(rules.contains { ($0["context"] as? [String]) == [set] && ($0["token"] as? String) == set }, "\(set): \(rules)")
        }
    }

    // Non-triggering: a chromatic code color equal to a set's value is that set's color.
    func testAChromaticCodeColorEqualToASetJoinsItsToken() throws {
        let d = try draft([
            "Media.xcassets/Brand.colorset/Contents.json": Self.colorSet("0.729", "0.231", "0.890"),
            "Tint.swift": "import UIKit\nfunc style(_ v: UIView) { v.tintColor = UIColor(red: 0.729, green: 0.231, blue: 0.890, alpha: 1) }\n",
        ])
        let tokens = d["tokens"] as! [String: Any]
        XCTAssertEqual(tokens.count, 1, "\(tokens)")
        XCTAssertNotNil(tokens["brand"], "\(tokens)")
    }
}
