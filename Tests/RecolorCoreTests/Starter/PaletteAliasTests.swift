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

    func testNoAliasOfACallAModifierOrALiteral() {
        // Negative controls: these are no other member's name.
        let body = ["static let a = danger.withAlphaComponent(0.4)", "static let b = make()", "static let c = Self.danger.cgColor", "static let d = nil ?? danger", "static let e = true"]
        let text = "import UIKit\nextension UIColor {\n    static let danger = UIColor(red: 1, green: 0, blue: 0, alpha: 1)\n" + body.map { "    " + $0 + "\n" }.joined() + "}\n"
        let d = declared(["P.swift": text])
        for name in ["a", "b", "c", "d", "e"] { XCTAssertNil(d.member(name, of: "UIColor")?.value, name) }
    }
}
