import Foundation
import XCTest

/// A color set drawn through a resource generator's accessor (R.swift's `R.color.colorBlack()`,
/// SwiftGen's `Asset.Colors.colorWhite.color`) takes its role from where it is drawn, as with
/// `UIColor(named:)` (session 27's review, F13, the shape of fearless-iOS): read as no use, a
/// light-only #111111 card had the role "color" and a dark #D6D6D6 proposed, its white text #0D0D0D.
/// Negative: the same sets drawn where no role is said (an argument of the app's own function)
/// keep the generic role.
final class InitGeneratedAccessorRoleTests: XCTestCase {
    static func set(_ hex: String) -> String {
        let c = [0, 2, 4].map { String(format: "%.3f", Double(Int(hex.dropFirst($0).prefix(2), radix: 16)!) / 255) }
        return #"{ "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "red" : "\#(c[0])", "green" : "\#(c[1])", "blue" : "\#(c[2])" } }, "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 } }"#
    }

    func draft(_ body: String) throws -> [String: [String: Any]] {
        let s = try Scratch()
        try s.write("App/Assets.xcassets/Contents.json", #"{ "info" : { "author" : "xcode", "version" : 1 } }"#)
        try s.write("App/Assets.xcassets/colorBlack.colorset/Contents.json", Self.set("111111"))
        try s.write("App/Assets.xcassets/colorWhite.colorset/Contents.json", Self.set("FFFFFF"))
        try s.write("App/Screen.swift", "import UIKit\n\nfinal class BalanceView: UIView {\n    let amountLabel = UILabel()\n    func setup() {\n" + body + "    }\n}\n")
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let json = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        return json["tokens"] as? [String: [String: Any]] ?? [:]
    }

    func testAnAccessorsUseGivesTheSetItsRole() throws {
        for body in ["        backgroundColor = R.color.colorBlack()\n        amountLabel.textColor = R.color.colorWhite()\n",
                     "        backgroundColor = Asset.Colors.colorBlack.color\n        amountLabel.textColor = Asset.Colors.colorWhite.color\n",
                     // Tuist's enum `<Target>Asset` (wakmusic's `DesignSystemAsset.BlueGrayColor.blueGray900.color`; review 28, A2).
                     "        backgroundColor = KitAsset.Colors.colorBlack.color\n        amountLabel.textColor = KitAsset.Colors.colorWhite.color\n"] {
            let tokens = try draft(body)
            let black = try XCTUnwrap(tokens["colorBlack"], "\(tokens.keys)")
            let white = try XCTUnwrap(tokens["colorWhite"], "\(tokens.keys)")
            XCTAssertTrue((black["description"] as? String ?? "").contains("as background"), "\(black)")
            XCTAssertTrue((white["description"] as? String ?? "").contains("as text"), "\(white)")
            // A dark surface stays dark, its white text white.
            XCTAssertEqual(black["dark"] as? String, "#111111", "\(black)")
            XCTAssertEqual(white["dark"] as? String, "#FFFFFF", "\(white)")
        }
    }

    func testAnAccessorWhereNoRoleIsSaidKeepsTheGenericOne() throws {
        let tokens = try draft("        paint(R.color.colorBlack())\n        paint(R.color.colorWhite())\n    }\n    func paint(_ c: UIColor?) {\n")
        let black = try XCTUnwrap(tokens["colorBlack"], "\(tokens.keys)")
        XCTAssertFalse((black["description"] as? String ?? "").contains("as background"), "\(black)")
    }

    /// Contrast pairs the text with the surface when both are drawn through Tuist's accessors, the
    /// border through `.color.cgColor` taking its role (review 28, A2: wakmusic's design-system text
    /// gave no pair). Negative: an app type's chain ending in `.color` is no set's use (no pair).
    func testContrastPairsSetsDrawnThroughTuistsAccessors() throws {
        func run(_ head: String) throws -> CommandRunner.Outcome {
            try CommandRunner.contrastAfterInit([
                "App/Assets.xcassets/Contents.json": #"{ "info" : { "author" : "xcode", "version" : 1 } }"#,
                "App/Assets.xcassets/colorBlack.colorset/Contents.json": Self.set("111111"),
                "App/Assets.xcassets/colorWhite.colorset/Contents.json": Self.set("FFFFFF"),
                "App/Assets.xcassets/colorLine.colorset/Contents.json": Self.set("DDDDDD"),
                "App/Screen.swift": "import UIKit\n\nfinal class BalanceView: UIView {\n    let amountLabel = UILabel()\n    func setup() {\n"
                    + "        backgroundColor = \(head).colorBlack.color\n        amountLabel.textColor = \(head).colorWhite.color\n"
                    + "        layer.borderColor = \(head).colorLine.color.cgColor\n        addSubview(amountLabel)\n    }\n}\n"])
        }
        let tuist = try run("KitAsset.Colors")
        XCTAssertTrue(tuist.stdout.contains("colorWhite on colorBlack"), tuist.stdout + tuist.stderr)
        let other = try run("Theme.Colors")
        XCTAssertFalse(other.stdout.contains("colorWhite on colorBlack"), other.stdout + other.stderr)
    }
}
