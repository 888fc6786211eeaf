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

    /// A label's color set with a `?? .black` fallback, on a container of another set (GithubClient's
    /// `UIColor.init(named: "ZLLabelColor1") ?? UIColor.black` on `ZLCellBack`): the set is the text's
    /// color; the fallback is no side (it was paired as black on the cell's dark, 1.18:1, a false FAIL,
    /// and listed in the draft's pairs). A plain `.black` label on the same cell still pairs.
    func testAFallbackIsNoSideOfAPair() throws {
        let s = try Scratch()
        try s.write("App/Assets.xcassets/Contents.json", "{ \"info\" : { \"author\" : \"xcode\", \"version\" : 1 } }")
        try s.write("App/Assets.xcassets/CellBack.colorset/Contents.json", Self.colorSet(
            "\"red\" : \"1.000\", \"green\" : \"1.000\", \"blue\" : \"1.000\", \"alpha\" : \"1.000\"",
            "\"red\" : \"0.090\", \"green\" : \"0.094\", \"blue\" : \"0.110\", \"alpha\" : \"1.000\""))
        try s.write("App/Assets.xcassets/LabelMain.colorset/Contents.json", Self.colorSet(
            "\"red\" : \"0.200\", \"green\" : \"0.200\", \"blue\" : \"0.200\", \"alpha\" : \"1.000\"",
            "\"red\" : \"0.933\", \"green\" : \"0.933\", \"blue\" : \"0.933\", \"alpha\" : \"1.000\""))
        let cell = """
            import UIKit
            final class EventCell: UITableViewCell {
                private let container = UIView()
                private let nameLabel = UILabel()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    container.backgroundColor = UIColor(named: "CellBack")
                    contentView.addSubview(container)
                    nameLabel.textColor = UIColor.init(named: "LabelMain") ?? UIColor.black
                    container.addSubview(nameLabel)
                }
                required init?(coder: NSCoder) { fatalError() }
            }

            """
        try s.write("App/EventCell.swift", cell)
        XCTAssertEqual(try CommandRunner.recolor(["init", "-q", "."], in: s.url).status, 0)
        XCTAssertFalse(try s.read(".recolor.json").contains("\"foreground\": \"#000000\""), "the fallback is no pair of the draft")
        var r = try CommandRunner.recolor(["contrast", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stdout + r.stderr)
        XCTAssertTrue(r.stdout.contains("labelMain on cellBack"), r.stdout)
        XCTAssertFalse(r.stdout.contains("#000000"), r.stdout)

        // Without the set lookup, the black is the label's color and pairs with the cell.
        try s.write("App/EventCell.swift", cell.replacingOccurrences(of: "UIColor.init(named: \"LabelMain\") ?? UIColor.black", with: "UIColor.black"))
        XCTAssertEqual(try CommandRunner.recolor(["init", "-q", "--force", "."], in: s.url).status, 0)
        r = try CommandRunner.recolor(["contrast", "."], in: s.url)
        XCTAssertTrue(r.stdout.contains(" on cellBack"), r.stdout)
        XCTAssertFalse(r.stdout.contains("labelMain on cellBack"), r.stdout)
    }
}
