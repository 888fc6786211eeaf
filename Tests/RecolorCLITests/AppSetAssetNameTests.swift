import Foundation
import XCTest

/// A token made of one of the app's color sets uses that set as its asset even where the code's
/// literals of the same value joined it, and `generate` writes no set whose name an app set has up
/// to case or whose Xcode asset symbol an app set gives (session 26's review, F22: a tint literal
/// beside `AccentColor.colorset` made the token `accent`, and generate wrote `accent.colorset`
/// beside it, both Xcode's symbol `accent`; a generated `black` beside the app's `Black`).
final class AppSetAssetNameTests: XCTestCase {
    static let project = """
        name: Shop
        targets:
          Shop:
            type: application
            platform: iOS
            deploymentTarget: "17.0"
            sources: [Shop]
            settings:
              base:
                ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS: YES
        """
    /// The XcodeGen app with its catalog holding `appSet` (#2040A0), a file with that color as a
    /// literal, and a table whose token `token` (with `asset` if given) maps it.
    static func shop(appSet: String, token: String, asset: String?) throws -> Scratch {
        let s = try Scratch()
        try s.write("project.yml", project)
        try s.write("Shop/Assets.xcassets/Contents.json", #"{ "info" : { "author" : "xcode", "version" : 1 } }"# + "\n")
        try s.write("Shop/Assets.xcassets/\(appSet).colorset/Contents.json", set("0x20", "0x40", "0xA0"))
        try s.write("Shop/A.swift", "import UIKit\nlet a = UIColor(red: 0x20 / 255.0, green: 0x40 / 255.0, blue: 0xA0 / 255.0, alpha: 1)\n")
        let assetKey = asset.map { #", "asset": "\#($0)""# } ?? ""
        try s.write(".recolor.json", """
            { "generate": { "swift": "Shop/SemanticColors.swift", "assetCatalog": "Shop/SemanticColors.xcassets" },
              "tokens": { "\(token)": { "uikit": "Semantic.\(token)", "light": "#2040A0", "dark": "#6089F0"\(assetKey) } },
              "rules": [ { "match": "#2040A0", "token": "\(token)" } ] }
            """)
        return s
    }

    static func set(_ r: String, _ g: String, _ b: String) -> String {
        """
        { "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "red" : "\(r)", "green" : "\(g)", "blue" : "\(b)" } }, "idiom" : "universal" } ],
          "info" : { "author" : "xcode", "version" : 1 } }

        """
    }
    static let code = """
        import UIKit
        final class CartViewController: UIViewController {
            let checkout = UIButton(type: .system)
            let total = UILabel()
            override func viewDidLoad() {
                super.viewDidLoad()
                checkout.tintColor = UIColor(red: 0x20 / 255.0, green: 0x40 / 255.0, blue: 0xA0 / 255.0, alpha: 1)
                navigationController?.navigationBar.tintColor = UIColor(red: 0x20 / 255.0, green: 0x40 / 255.0, blue: 0xA0 / 255.0, alpha: 1)
                total.textColor = UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)
            }
        }

        """

    func colorSets(_ s: Scratch) -> [String] {
        var out: [String] = []
        let root = s.url.path
        let e = FileManager.default.enumerator(atPath: root)
        while let p = e?.nextObject() as? String { if p.hasSuffix(".colorset") { out.append(p) } }
        return out.sorted()
    }

    // Triggering: the literal and the set are one token, whose asset is the app's set.
    func testATokenOfTheAppsSetAndTheCodesLiteralUsesTheAppsSet() throws {
        let s = try Scratch()
        try s.write("project.yml", Self.project)
        try s.write("Shop/Assets.xcassets/Contents.json", #"{ "info" : { "author" : "xcode", "version" : 1 } }"# + "\n")
        try s.write("Shop/Assets.xcassets/AccentColor.colorset/Contents.json", Self.set("0x20", "0x40", "0xA0"))
        try s.write("Shop/CartViewController.swift", Self.code)
        XCTAssertEqual(try CommandRunner.recolor(["init", "."], in: s.url).status, 0)
        var table = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        let tokens = table["tokens"] as! [String: [String: Any]]
        let accent = tokens.first { $0.value["light"] as? String == "#2040A0" }
        XCTAssertEqual(accent?.value["asset"] as? String, "AccentColor", "\(tokens)")
        // Non-triggering: the near-black text literal has no set of the app's: no asset of its own.
        let text = tokens.first { $0.value["light"] as? String == "#1A1A1A" }
        XCTAssertNotNil(text, "\(tokens)")
        XCTAssertNil(text?.value["asset"], "\(tokens)")
        // A catalog generated beside the app's (init writes one where IB documents name colors).
        table["generate"] = ["swift": "Shop/SemanticColors.swift", "assetCatalog": "Shop/SemanticColors.xcassets"]
        try s.write(".recolor.json", String(decoding: try JSONSerialization.data(withJSONObject: table, options: [.prettyPrinted, .sortedKeys]), as: UTF8.self))
        let generated = try CommandRunner.recolor(["generate"], in: s.url)
        XCTAssertEqual(generated.status, 0, generated.stderr)
        let sets = colorSets(s)
        XCTAssertEqual(sets.filter { $0.lowercased().contains("accent") }, ["Shop/Assets.xcassets/AccentColor.colorset"], "\(sets)")
        XCTAssertTrue(sets.contains { $0.hasSuffix("/\(text!.key).colorset") }, "\(sets)")
        XCTAssertEqual(try CommandRunner.recolor(["fix", "."], in: s.url).status, 0)
        XCTAssertEqual(try CommandRunner.recolor(["generate", "--check"], in: s.url).status, 0)
    }

    // Triggering: a hand-written table whose token would repeat the app's set by symbol or by case.
    func testGenerateRefusesASetThatRepeatsAnAppSetsSymbolOrName() throws {
        for (token, asset, appSet, word) in [("accent", nil, "AccentColor", "same Xcode asset symbol ('accent') as the app's own"), ("black", nil, "Black", "differs only by case from the app's own"),
                                             ("ink", "INK", "ink", "only by case")] as [(String, String?, String, String)] {
            let s = try Self.shop(appSet: appSet, token: token, asset: asset)
            let generated = try CommandRunner.recolor(["generate"], in: s.url)
            XCTAssertEqual(generated.status, 2, "\(token): \(generated.stderr)")
            XCTAssertTrue(generated.stderr.contains(word) && generated.stderr.contains("\(appSet).colorset"), generated.stderr)
            XCTAssertEqual(colorSets(s), ["Shop/Assets.xcassets/\(appSet).colorset"], token)
        }
    }

    // Non-triggering: the app's set named as the asset, or a name no app set repeats.
    func testGenerateWritesASetNoAppSetRepeats() throws {
        for (token, asset, expected) in [("accent", "AccentColor", nil), ("accentTint", nil, "accentTint")] as [(String, String?, String?)] {
            let s = try Self.shop(appSet: "AccentColor", token: token, asset: asset)
            let generated = try CommandRunner.recolor(["generate"], in: s.url)
            XCTAssertEqual(generated.status, 0, "\(token): \(generated.stderr)")
            let written = colorSets(s).filter { $0.hasPrefix("Shop/SemanticColors.xcassets/") }
            XCTAssertEqual(written, expected.map { ["Shop/SemanticColors.xcassets/\($0).colorset"] } ?? [], token)
        }
    }

    // Non-triggering: a system color's token writes no set (no document names it), so the app's
    // `Label.colorset` is no clash (dashwallet's `UIColor.label` token beside its own `Label`).
    func testASystemColorTokenRepeatsNoAppSet() throws {
        let s = try Scratch()
        try s.write("project.yml", Self.project)
        try s.write("Shop/Assets.xcassets/Contents.json", #"{ "info" : { "author" : "xcode", "version" : 1 } }"# + "\n")
        try s.write("Shop/Assets.xcassets/Label.colorset/Contents.json", Self.set("0x20", "0x40", "0xA0"))
        try s.write("Shop/A.swift", "import UIKit\nfunc f(_ l: UILabel) { l.textColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1) }\n")
        try s.write(".recolor.json", """
            { "generate": { "swift": "Shop/SemanticColors.swift", "assetCatalog": "Shop/SemanticColors.xcassets" },
              "tokens": { "label": { "uikit": "UIColor.label", "light": "#000000", "dark": "#FFFFFF" } },
              "rules": [ { "match": "#000000", "token": "label" } ] }
            """)
        let generated = try CommandRunner.recolor(["generate"], in: s.url)
        XCTAssertEqual(generated.status, 0, generated.stderr)
        XCTAssertEqual(colorSets(s), ["Shop/Assets.xcassets/Label.colorset"])
    }
}
