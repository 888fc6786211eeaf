import Foundation
import XCTest

/// Issue 22, palettes in a catalog (woocommerce-ios, session 26 W2): color sets that form a ramp
/// (`Gray0`, `Gray50`, `Gray100`: one stem, differing by a number) which the code draws by no
/// literal name (it computes the set's name and picks a shade per appearance in its own
/// `UIColor(light:dark:)`) are raw palette values: kept fixed with the reason, never a token with
/// a proposed dark that `fix` would write into the set (the app's dark arm Gray100 turned light).
final class PaletteRampTests: XCTestCase {
    static func colorSet(_ hex: String, numberAlpha: Bool = false) -> String {
        let c = Array(hex.dropFirst())
        let comp = { (i: Int) in String(Int(String(c[i...i + 1]), radix: 16)!) }
        let alpha = numberAlpha ? "1" : "\"1.000\""
        return "{ \"colors\": [ { \"idiom\": \"universal\", \"color\": { \"components\": { \"red\": \"\(comp(0))\", \"green\": \"\(comp(2))\", \"blue\": \"\(comp(4))\", \"alpha\": \(alpha) }, \"color-space\": \"srgb\" } } ], \"info\": { \"author\": \"xcode\", \"version\": 1 } }\n"
    }

    static let studio = """
        import UIKit
        public struct Studio {
            let name: String
            let shade: Int
            public func assetName() -> String { "\\(name)\\(shade)" }
        }
        public extension UIColor {
            convenience init(light: UIColor, dark: UIColor) {
                self.init { $0.userInterfaceStyle == .dark ? dark : light }
            }
            class func studio(_ s: Studio) -> UIColor {
                UIColor(named: s.assetName(), in: Bundle.main, compatibleWith: nil) ?? .systemRed
            }
            static var surface: UIColor { UIColor(light: .studio(Studio(name: "Gray", shade: 0)), dark: .studio(Studio(name: "Gray", shade: 100))) }
        }

        """

    func draft(_ sets: [String: String], code: String, numberAlpha: Bool = false) throws -> (InitDraft, String) {
        var files = ["Colors/Studio.swift": code]
        for (name, hex) in sets { files["Colors/Palette.xcassets/\(name).colorset/Contents.json"] = Self.colorSet(hex, numberAlpha: numberAlpha) }
        let d = try InitDraft(files)
        let run = try CommandRunner.recolor(["init", "--force"], in: d.scratch.url)
        return (d, run.stderr)
    }

    func keep(_ d: InitDraft, _ hex: String) -> String? {
        d.rules.first { ($0["match"] as? String) == hex && $0["keep"] != nil }?["keep"] as? String
    }

    // Triggering: a ramp the code reaches only through computed names (its alpha a JSON number too).
    func testARampDrawnByNoLiteralNameIsKept() throws {
        let (d, stderr) = try draft(["Gray0": "#F6F7F7", "Gray50": "#646970", "Gray100": "#101517", "Accent": "#7F54B3"], code: Self.studio, numberAlpha: true)
        for hex in ["#F6F7F7", "#646970", "#101517"] {
            XCTAssertEqual(keep(d, hex)?.hasPrefix("palette ramp: the color set Gray"), true, "\(hex) \(d.rules)")
        }
        XCTAssertTrue(keep(d, "#101517")?.contains("Gray0 … Gray100") == true, "\(d.rules)")
        XCTAssertFalse(d.tokens.values.contains { ($0["light"] as? String) == "#101517" }, "\(d.tokens)")
        XCTAssertTrue(stderr.contains("palette ramp"), stderr)
        XCTAssertFalse(stderr.contains("color unknown"), stderr)
        // A set of no ramp still adapts.
        XCTAssertNil(keep(d, "#7F54B3"), "\(d.rules)")
        // fix writes no dark into the ramp's sets.
        var table = try JSONSerialization.jsonObject(with: Data(d.scratch.read(".recolor.json").utf8)) as! [String: Any]
        table["generate"] = ["swift": "SemanticColors.swift"]
        try d.scratch.write(".recolor.json", String(decoding: try JSONSerialization.data(withJSONObject: table), as: UTF8.self))
        _ = try CommandRunner.recolor(["generate"], in: d.scratch.url)
        _ = try CommandRunner.recolor(["fix", "."], in: d.scratch.url)
        XCTAssertFalse(try d.scratch.read("Colors/Palette.xcassets/Gray100.colorset/Contents.json").contains("dark"))
    }

    // Non-triggering: a ramp the code draws by its literal names is the app's UI colors.
    func testARampDrawnByLiteralNamesAdapts() throws {
        let code = """
            import UIKit
            let a = UIColor(named: "Line1")
            let b = UIColor(named: "Line2")
            let c = UIColor(named: "Line3")

            """
        let (d, _) = try draft(["Line1": "#EEEEEE", "Line2": "#DDDDDD", "Line3": "#CCCCCC"], code: code)
        for hex in ["#EEEEEE", "#DDDDDD", "#CCCCCC"] { XCTAssertNil(keep(d, hex), "\(hex) \(d.rules)") }
    }

    // Non-triggering: two sets of one stem are no ramp.
    func testTwoSetsOfOneStemAreNoRamp() throws {
        let (d, _) = try draft(["Blue10": "#BBDDFF", "Blue20": "#99CCFF"], code: Self.studio)
        XCTAssertNil(keep(d, "#BBDDFF"), "\(d.rules)")
        XCTAssertNil(keep(d, "#99CCFF"), "\(d.rules)")
    }

    // Non-triggering: a ramp drawn through Tuist's generated accessors (`KitAsset.InkColor.Line1.color`,
    // SwiftGen's template under the enum `<Target>Asset`) is drawn by name (wakmusic's 19-set palette,
    // session 28's review, A2); so through SwiftGen's template under an enum name `Assets`.
    func testARampDrawnThroughTuistsAssetAccessorsAdapts() throws {
        for head in ["KitAsset.InkColor", "DesignSystemAsset", "Assets.Colors"] {
            let code = """
                import UIKit
                let a = \(head).Line1.color
                let b = \(head).Line2.color.cgColor
                let c = \(head).Line3.swiftUIColor

                """
            let (d, _) = try draft(["Line1": "#EEEEEE", "Line2": "#DDDDDD", "Line3": "#CCCCCC"], code: code)
            for hex in ["#EEEEEE", "#DDDDDD", "#CCCCCC"] { XCTAssertNil(keep(d, hex), "\(head) \(hex) \(d.rules)") }
        }
    }

    // Triggering still: the same chain under a type that is no generator's enum (an app's `Theme`, an
    // instance `asset`) names no color set.
    func testARampReadThroughAnotherTypesChainIsStillKept() throws {
        for head in ["Theme.Ink", "asset"] {
            let code = """
                import UIKit
                let a = \(head).Line1.color
                let b = \(head).Line2.color
                let c = \(head).Line3.color

                """
            let (d, _) = try draft(["Line1": "#EEEEEE", "Line2": "#DDDDDD", "Line3": "#CCCCCC"], code: code)
            for hex in ["#EEEEEE", "#DDDDDD", "#CCCCCC"] { XCTAssertNotNil(keep(d, hex), "\(head) \(hex) \(d.rules)") }
        }
    }
}
