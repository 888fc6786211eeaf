@testable import RecolorCore
import XCTest

/// Session 33 (recall33): session 30's review B13, reproduced on main (4ddf41fb) first.
/// Moonfin-Client/tvOS writes its built-in themes as `ThemeHexColor(argb: 0xFF101010)` (120 calls in
/// `BuiltInThemeSpecs.swift` and `ThemeSpec.swift`), `struct ThemeHexColor { let argb: UInt32;
/// var color: Color {…} }` declared in another file: 0 findings, nothing said (`argb` named no hex,
/// and an app's own label's eight digits were left unknown). Now 117 findings (the 3 at alpha 0 are
/// clear, as IB's is), kept by `init` as the app's dark theme, left as written by `fix`.
final class Session33RecallTests: XCTestCase {
    func findings(_ sources: [String: String]) -> [String: [Finding]] {
        let files = sources.keys.sorted().map { SwiftSource(path: $0, bytes: Array(sources[$0]!.utf8)) }
        let reports = Engine.analyze(files, options: RunOptions()).allReports
        return Dictionary(grouping: reports, by: \.file).mapValues { $0.map(\.finding) }
    }

    let spec = "import SwiftUI\n\nstruct ThemeHexColor: Equatable, Hashable {\n    let argb: UInt32\n\n"
        + "    init(argb: UInt32) {\n        self.argb = argb\n    }\n\n    var color: Color {\n"
        + "        let a = Double((argb >> 24) & 0xFF) / 255.0\n        let r = Double((argb >> 16) & 0xFF) / 255.0\n"
        + "        return Color(red: r, green: 0, blue: 0, opacity: a)\n    }\n}\n\n"
        + "struct ThemeColors {\n    let background: ThemeHexColor\n    let textBody: ThemeHexColor\n    let scrim: ThemeHexColor\n}\n"

    /// The calls stand in a file of their own, which names no color type: screening keeps it by the
    /// wrapper's name, and the label says the byte order.
    func testAnAppsOwnColorTypeBuiltFromAnARGBLiteralIsAHexConstructor() {
        let themes = "enum BuiltInThemes {\n    static let night = ThemeColors(\n        background: ThemeHexColor(argb: 0xFF101010),\n"
            + "        textBody: ThemeHexColor(argb: 0xCCEEEEEE),\n        scrim: ThemeHexColor(argb: 0x00000000)\n    )\n}\n"
        let found = findings(["ThemeSpec.swift": spec, "BuiltInThemeSpecs.swift": themes])["BuiltInThemeSpecs.swift"] ?? []
        XCTAssertEqual(found.map(\.color?.description), ["#101010FF", "#EEEEEECC"])
        XCTAssertEqual(found.map(\.kind), [.hexConstructor, .hexConstructor])
        XCTAssertEqual(found.map(\.context), ["background", "textBody"])
        XCTAssertEqual(found.map { $0.wrapper?.name }, ["ThemeHexColor", "ThemeHexColor"])
    }

    /// A platform color's own `argb:` label, in a file with nothing else: screening keeps it.
    func testAPlatformColorsARGBLabelIsReadAARRGGBB() {
        let found = findings(["Scrim.swift": "import UIKit\n\nlet scrim = UIColor(argb: 0x80102030)\nlet ink = UIColor(hexARGB: 0xFF121212)\n"])
        XCTAssertEqual(found["Scrim.swift"]?.map(\.color?.description), ["#10203080", "#121212FF"])
    }

    /// Negatives: the same label on a type of the tree with no color member (an image's pixel), on a
    /// type the tree does not declare, and a run-time value.
    func testAnARGBLabelOnOtherTypesIsNoColor() {
        let pixels = "import SwiftUI\n\nstruct Pixel {\n    let argb: UInt32\n    init(argb: UInt32) { self.argb = argb }\n}\n\n"
            + "let opaque = Pixel(argb: 0xFF101010)\nlet buffer = PixelBuffer(argb: 0xFF101010)\n"
            + "func tint(_ value: UInt32) -> UIColor { UIColor(argb: value) }\n"
        XCTAssertNil(findings(["Pixels.swift": pixels])["Pixels.swift"])
    }
}
