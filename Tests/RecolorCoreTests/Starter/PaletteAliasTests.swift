@testable import RecolorCore
import XCTest

/// Members that are another member's name (`MemberAlias`) are fixed colors of their type for init's
/// palette discovery, in the same file or across files; a nested type ends the member before it.
/// Hand-written in the shape of mullvad's `UIColor+Palette.swift` (session 25's lead sweep, L3).
final class PaletteAliasTests: XCTestCase {
    func declared(_ files: [String: String]) -> DeclaredMembers {
        var d = DeclaredMembers()
        d.read(files.sorted { $0.key < $1.key }.map { SwiftSource(path: $0.key, bytes: Array($0.value.utf8)) }, configuration: Configuration())
        return d
    }

    func testAliasesTakeTheNamedMembersValue() {
        let d = declared([
            "Brand.swift": "import UIKit\nenum Brand {\n    static let link = Colors.primary\n    static let caption: UIColor = Colors.secondary\n}\n",
            "Colors.swift": "import UIKit\nenum Colors {\n    static let primary = UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)\n    static let secondary = UIColor(white: 0.5, alpha: 1)\n}\n",
            "UIColor+Palette.swift": "import UIKit\nextension UIColor {\n    static let invalid = UIColor.danger\n    enum Cell { static let mist = UIColor(white: 0.3, alpha: 1) }\n    static let danger = UIColor(red: 1, green: 0, blue: 0, alpha: 1)\n    static let border: UIColor = .danger\n    static let confirm = Self.danger\n    static let loop = again\n    static let again = loop\n}\n",
        ])
        XCTAssertEqual(d.member("link", of: "Brand")?.value, d.member("primary", of: "Colors")?.value)
        XCTAssertNotNil(d.member("caption", of: "Brand")?.value)
        let red = d.member("danger", of: "UIColor")?.value
        XCTAssertNotNil(red)
        for alias in ["invalid", "border", "confirm"] { XCTAssertEqual(d.member(alias, of: "UIColor")?.value, red, alias) }
        // A cycle stops without a value.
        XCTAssertNil(d.member("loop", of: "UIColor")?.value)
        // A namespace of aliases alone is a palette.
        XCTAssertTrue(PaletteDiscovery.candidates(d, configuration: Configuration()).palettes.contains("Brand"))
    }

    func testNoAliasOfACallAConversionOrALiteral() {
        // Negative controls: these are no other member's name. (An alpha modifier is one since session 27:
        // `testAnAliasWithAConstantAlphaIsTheMemberAtThatAlpha`.)
        let body = ["static let a = danger.withAlphaComponent(level)", "static let b = make()", "static let c = Self.danger.cgColor",
                    "static let d = nil ?? danger", "static let e = true", "static let f = danger.withAlphaComponent(0.4).cgColor"]
        let text = "import UIKit\nextension UIColor {\n    static let danger = UIColor(red: 1, green: 0, blue: 0, alpha: 1)\n" + body.map { "    " + $0 + "\n" }.joined() + "}\n"
        let d = declared(["P.swift": text])
        for name in ["a", "b", "c", "d", "e", "f"] { XCTAssertNil(d.member(name, of: "UIColor")?.value, name) }
    }

    /// Session 26's leftover, still there in session 27 (recall27): `dangerColor.withAlphaComponent(0.4)` and a
    /// computed nested member `static var primaryFaded: UIColor { primary.withAlphaComponent(0.5) }` were kept
    /// "computed" by init. Each is the named member at that alpha, in init's members and in detection's palette.
    func testAnAliasWithAConstantAlphaIsTheMemberAtThatAlpha() throws {
        let text = "import UIKit\nextension UIColor {\n    static let danger = UIColor(red: 1, green: 0, blue: 0, alpha: 1)\n"
            + "    static let dangerBackground = danger.withAlphaComponent(0.4)\n    static let dangerBorder = UIColor.danger.withAlphaComponent(0.2)\n"
            + "    enum Brand {\n        static let primary = UIColor(red: 0, green: 0, blue: 1, alpha: 1)\n"
            + "        static var primaryFaded: UIColor { primary.withAlphaComponent(0.5) }\n"
            + "        static var primaryHalf: UIColor { return Brand.primary.withAlphaComponent(0.8).withAlphaComponent(0.5) }\n    }\n}\n"
        let d = declared(["P.swift": text])
        XCTAssertEqual(d.member("dangerBackground", of: "UIColor")?.value?.description, "#FF000066")
        XCTAssertEqual(d.member("dangerBorder", of: "UIColor")?.value?.description, "#FF000033")
        XCTAssertEqual(d.member("primaryFaded", of: "Brand")?.value?.description, "#0000FF80")
        XCTAssertEqual(d.member("primaryHalf", of: "Brand")?.value?.description, "#0000FF80")
        // Detection's palette values the same members (their uses are palette references of that color).
        let configuration = try ConfigurationLoader.parse(Array(#"{ "palettes": ["Brand"] }"#.utf8), file: "t.json")
        var index = PaletteIndex()
        index.read(SwiftSource(path: "P.swift", bytes: Array(text.utf8)), settings: DetectionSettings(configuration: configuration), isPaletteFile: false)
        index.resolveAliases()
        XCTAssertEqual(index.members["Brand"]?["primaryFaded"]??.description, "#0000FF80")
    }
}
