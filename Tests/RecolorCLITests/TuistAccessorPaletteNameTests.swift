import Foundation
import XCTest

/// Tuist generates `<Target>Asset.Colors.gray100.color` for a module's catalog, and each feature
/// module says `typealias Colors = DesignSystemAsset.Colors`; the design system also declares its
/// own `enum Colors { static let gray100 = UIColor(named: "gray100", …) }`. The accessor read by
/// name as a member of the app's palette became `Semantic.x.color` (UIColor has no `color`: 814
/// rewrites that do not build in 3dollars-in-my-pocket-ios; review 28, A8), and `fix --hazards`
/// wrote `Semantic.x.cgColor.color.cgColor`. Negative: the app's own palette member used as
/// itself (`Colors.gray100` with no `.color`) stays a finding and is rewritten.
final class TuistAccessorPaletteNameTests: XCTestCase {
    static func set(_ hex: String) -> String {
        let c = [0, 2, 4].map { "0x" + hex.dropFirst($0).prefix(2) }
        return #"{ "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "red" : "\#(c[0])", "green" : "\#(c[1])", "blue" : "\#(c[2])" } }, "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 } }"#
    }

    func scratch(screen: String, alias: Bool = true) throws -> Scratch {
        let s = try Scratch()
        try s.write("Kit/Resources/Colors.xcassets/Contents.json", #"{ "info" : { "author" : "xcode", "version" : 1 } }"#)
        try s.write("Kit/Resources/Colors.xcassets/gray10.colorset/Contents.json", Self.set("F4F4F4"))
        try s.write("Kit/Resources/Colors.xcassets/gray100.colorset/Contents.json", Self.set("0F0F0F"))
        try s.write("Kit/Sources/Colors.swift", """
            import UIKit

            public enum Colors {
                public static let gray10 = UIColor(named: "gray10", in: Bundle.module, compatibleWith: nil)
                public static let gray100 = UIColor(named: "gray100", in: Bundle.module, compatibleWith: nil)
            }

            """)
        if alias { try s.write("Feature/Sources/Environment.swift", "import Kit\n\ntypealias Colors = KitAsset.Colors\n") }
        try s.write("Feature/Sources/ShopHeaderView.swift", "import UIKit\nimport Kit\n\nfinal class ShopHeaderView: UIView {\n    let titleLabel = UILabel()\n    let backButton = UIBarButtonItem()\n\n    func configure() {\n" + screen + "    }\n}\n")
        return s
    }

    func testAGeneratedAccessorIsNoMemberOfTheAppsPaletteOfTheSameName() throws {
        let s = try scratch(screen: """
                    backgroundColor = Colors.gray10.color
                    titleLabel.textColor = Colors.gray100.color
                    backButton.tintColor = KitAsset.Colors.gray100.color
                    layer.borderColor = Colors.gray100.color.cgColor

            """)
        let i = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(i.status, 0, i.stderr)
        for args in [["fix", "."], ["fix", "--hazards", "."]] {
            _ = try CommandRunner.recolor(args, in: s.url)
            let screen = try s.read("Feature/Sources/ShopHeaderView.swift")
            XCTAssertFalse(screen.contains("Semantic."), screen)
            XCTAssertFalse(screen.contains(".cgColor.color"), screen)
            XCTAssertTrue(screen.contains("titleLabel.textColor = Colors.gray100.color"), screen)
            XCTAssertTrue(screen.contains("backButton.tintColor = KitAsset.Colors.gray100.color"), screen)
        }
        // No member of the palette is "computed" for a generated accessor's name.
        XCTAssertFalse(try s.read(".recolor.json").contains("computed: Colors."))
    }

    /// (A module with no typealias: `Colors` is the design system's own enum there.)
    func testTheAppsOwnPaletteMemberStaysAFinding() throws {
        let s = try scratch(screen: """
                    titleLabel.textColor = Colors.gray100
                    backButton.tintColor = Colors.gray100

            """, alias: false)
        let i = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(i.status, 0, i.stderr)
        XCTAssertTrue(i.stderr.contains("palettes found: Colors"), i.stderr)
        _ = try CommandRunner.recolor(["fix", "."], in: s.url)
        let screen = try s.read("Feature/Sources/ShopHeaderView.swift")
        XCTAssertTrue(screen.contains("titleLabel.textColor = Semantic."), screen)
        XCTAssertFalse(screen.contains("Semantic.") && screen.contains(".color\n"), screen)
    }
}
