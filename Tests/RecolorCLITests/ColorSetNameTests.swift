import Foundation
import XCTest

/// An app's color set keeps the app's name, and takes no literal it is not drawn for (session 21
/// audit F7). focus-ios declares `static let grey10 = UIColor(named: "Grey10")!` for its sets
/// without a dark appearance; init called the name "taken" by that very member and named the
/// tokens `nearWhiteBackground`, `widgetIndigoBackground`… (25 sets renamed). And a literal equal
/// to a set no code draws was rewritten to it (r7's brand gradient stop became `Color("TileColor")`).
final class ColorSetNameTests: XCTestCase {
    static func set(_ hex: String, dark: String? = nil) -> String {
        func color(_ h: String) -> String {
            let c = Array(h)
            return #"{ "color-space" : "srgb", "components" : { "alpha" : "1.000", "red" : "0x\#(String(c[0...1]))", "green" : "0x\#(String(c[2...3]))", "blue" : "0x\#(String(c[4...5]))" } }"#
        }
        let darkEntry = dark.map { #", { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "color" : \#(color($0)), "idiom" : "universal" }"# } ?? ""
        return #"{ "colors" : [ { "color" : \#(color(hex)), "idiom" : "universal" }\#(darkEntry) ], "info" : { "author" : "xcode", "version" : 1 } }"# + "\n"
    }

    static let catalog = #"{ "info" : { "author" : "xcode", "version" : 1 } }"# + "\n"

    func testASetTheAppDeclaresAMemberForKeepsItsName() throws {
        let draft = try InitDraft([
            "Assets.xcassets/Contents.json": Self.catalog,
            "Assets.xcassets/Grey90.colorset/Contents.json": Self.set("1D1D1F"),
            "Assets.xcassets/Ink90.colorset/Contents.json": Self.set("2B2A33"),
            "Colors.swift": """
                import UIKit
                public extension UIColor {
                    static let grey90 = UIColor(named: "Grey90")!
                    static let ink90 = UIColor(named: "Ink90")!
                    static let ink80 = UIColor(white: 0.2, alpha: 1)
                }

                """,
            "Screen.swift": """
                import UIKit
                final class Screen: UIViewController {
                    let label = UILabel()
                    override func viewDidLoad() { view.backgroundColor = .grey90; label.textColor = .ink90 }
                }

                """])
        XCTAssertEqual(draft.tokens["grey90"]?["light"] as? String, "#1D1D1F", "\(draft.tokens.keys.sorted())")
        XCTAssertEqual(draft.tokens["ink90"]?["light"] as? String, "#2B2A33", "\(draft.tokens.keys.sorted())")
    }

    func testAMemberOfAnotherValueStillTakesTheName() throws {
        // `grey90` is declared with another color: a token of that name would clash with it.
        let draft = try InitDraft([
            "Assets.xcassets/Contents.json": Self.catalog,
            "Assets.xcassets/Grey90.colorset/Contents.json": Self.set("1D1D1F"),
            "Colors.swift": """
                import UIKit
                public extension UIColor {
                    static let grey90 = UIColor(white: 0.5, alpha: 1)
                }
                func f(_ v: UIView) { v.backgroundColor = UIColor(named: "Grey90") }

                """])
        let set = draft.tokens.first { $0.value["light"] as? String == "#1D1D1F" }
        XCTAssertNotNil(set, "\(draft.tokens)")
        XCTAssertNotEqual(set?.key, "grey90", "\(draft.tokens.keys.sorted())")
    }

    /// The token a literal `#3D4494` background is mapped to, and that token's asset.
    func literalTarget(drawingTheSet: Bool) throws -> (token: String?, asset: String?) {
        let draft = try InitDraft([
            "Assets.xcassets/Contents.json": Self.catalog,
            "Assets.xcassets/TileColor.colorset/Contents.json": Self.set("3D4494", dark: "3D4494"),
            "Card.swift": """
                import UIKit
                func card(_ v: UIView, _ tile: UIView) {
                    v.backgroundColor = UIColor(red: 0x3D / 255, green: 0x44 / 255, blue: 0x94 / 255, alpha: 1)
                    \(drawingTheSet ? #"tile.backgroundColor = UIColor(named: "TileColor")"# : "tile.backgroundColor = .systemBackground")
                }

                """])
        let token = draft.rules.first { $0["match"] as? String == "#3D4494" && $0["dark"] == nil && $0["token"] != nil }?["token"] as? String
        return (token, token.flatMap { draft.tokens[$0]?["asset"] as? String })
    }

    func testALiteralTakesNoSetTheCodeNeverDraws() throws {
        let undrawn = try literalTarget(drawingTheSet: false)
        XCTAssertNotNil(undrawn.token)
        XCTAssertNil(undrawn.asset, "an unrelated set of equal value: \(undrawn)")
        let drawn = try literalTarget(drawingTheSet: true)
        XCTAssertEqual(drawn.asset, "TileColor", "the app draws the set: the literal takes the app's decision")
    }
}
