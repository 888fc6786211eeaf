import Foundation
import XCTest

/// A package's own `struct Color` declared in a file of instance members only, its presets in another
/// file: `init` reads the declaring file too, so the presets are no palette of SwiftUI's `Color`, and
/// SwiftUI's `Color.gray` in a viewer stays Apple's gray (not a palette member kept "computed").
/// Hand-written, in the shape of Euclid (vendored by ShapeScript) with a SwiftUI viewer.
final class InitOwnColorTypeTests: XCTestCase {
    static let own = "import Foundation\n\npublic struct Color: Hashable {\n    public var r, g, b, a: Double\n    public init(white: Double) { (r, g, b, a) = (white, white, white, 1) }\n}\n"
    static let presets = "import Foundation\n\npublic extension Color {\n    static let black = Color(white: 0)\n    static let gray = Color(white: 0.5)\n    static let white = Color(white: 1)\n}\n"
    static let viewer = "import SwiftUI\n\nstruct Swatch: View {\n    var body: some View { Text(\"a\").foregroundColor(Color.gray).background(Color(white: 0.2)) }\n}\n"

    func testTheOwnTypesPresetsAreNoPaletteFile() throws {
        let draft = try InitDraft(["Geometry/Color.swift": Self.own, "Geometry/Color+Presets.swift": Self.presets, "Viewer/Swatch.swift": Self.viewer])
        let table = try JSONSerialization.jsonObject(with: Data(contentsOf: draft.scratch.url.appendingPathComponent(".recolor.json"))) as! [String: Any]
        XCTAssertEqual(table["paletteFiles"] as? [String], [])
        XCTAssertFalse(draft.rules.contains { ($0["match"] as? String) == "Color.gray" && $0["keep"] != nil }, "\(draft.rules)")
    }

    func testANestedColorTypeShadowsNothing() throws {
        // Negative control: `Theme.Color` is no type of the module's top level; the extension is SwiftUI's palette.
        let nested = "import Foundation\n\nstruct Theme {\n    struct Color { var r: Double }\n}\n"
        let presets = Self.presets.replacingOccurrences(of: "import Foundation", with: "import SwiftUI")
        let uses = "import SwiftUI\n\nstruct Row: View {\n    var body: some View { Text(\"a\").foregroundColor(.gray).background(Color.black) }\n}\n"
        let draft = try InitDraft(["Theme.swift": nested, "Color+Presets.swift": presets, "Row.swift": uses])
        let table = try JSONSerialization.jsonObject(with: Data(contentsOf: draft.scratch.url.appendingPathComponent(".recolor.json"))) as! [String: Any]
        XCTAssertEqual(table["paletteFiles"] as? [String], ["Color+Presets.swift"])
    }
}
