@testable import RecolorCore
import XCTest

/// What a palette learns of its members' values from their declarations.
final class PaletteLearningTests: XCTestCase {
    /// A palette declared through its own hex factory (`static let ink = hex(0x121212)`, also
    /// `Self.hex(…)`) has its values learned, so uses elsewhere are decoded and mapped.
    func testAPaletteDeclaredThroughItsOwnHexFactoryHasItsValues() throws {
        let source = """
        import UIKit
        extension UIColor {
            static let ink = hex(0x121212)
            static let paper = Self.hex(0xFAFAFA)
            static let unknown = hex(value)
            static func hex(_ v: Int) -> UIColor { fatalError() }
        }
        """
        let configuration = try ConfigurationLoader.parse(Array(#"{ "paletteFiles": ["Theme.swift"] }"#.utf8), file: "t.json")
        var index = PaletteIndex()
        index.read(SwiftSource(path: "Theme.swift", bytes: Array(source.utf8)), settings: DetectionSettings(configuration: configuration), isPaletteFile: true)
        XCTAssertEqual(index.typeMembers["UIColor"]?["ink"], .some(RGBA(red: 0x12, green: 0x12, blue: 0x12)))
        XCTAssertEqual(index.typeMembers["UIColor"]?["paper"], .some(RGBA(red: 0xFA, green: 0xFA, blue: 0xFA)))
        XCTAssertEqual(index.typeMembers["UIColor"]?["unknown"], .some(nil))
    }

    /// A member that looks a color set up with a fallback (simple-login's `static var slPurple: UIColor {
    /// UIColor(named: "AccentColor") ?? .purple }`) is a palette member: the `??` reads no run-time value.
    /// Its value is the set's light one where the run reads the set, never the fallback's purple. A
    /// fallback after a value the app reads at run time (`theme.tint ?? .purple`) stays no member.
    func testAColorSetLookupWithAFallbackIsAPaletteMember() throws {
        let source = """
        import UIKit
        extension UIColor {
            static var brand: UIColor { UIColor(named: "AccentColor") ?? .purple }
            static var themed: UIColor { Theme.current.tint ?? .purple }
        }
        """
        let configuration = try ConfigurationLoader.parse(Array(#"{ "paletteFiles": ["Theme.swift"] }"#.utf8), file: "t.json")
        var index = PaletteIndex()
        index.read(SwiftSource(path: "Theme.swift", bytes: Array(source.utf8)), settings: DetectionSettings(configuration: configuration), isPaletteFile: true)
        XCTAssertEqual(index.typeMembers["UIColor"]?["brand"], .some(nil))
        XCTAssertFalse(index.typeMembers["UIColor"]?.keys.contains("themed") ?? false)
        XCTAssertEqual(index.typeMemberColorSets["UIColor"]?["brand"], "AccentColor")
        let valued = index.withColorSetValues(["AccentColor": RGBA(red: 0xEE, green: 0x30, blue: 0x7C)])
        XCTAssertEqual(valued.typeMembers["UIColor"]?["brand"], .some(RGBA(red: 0xEE, green: 0x30, blue: 0x7C)))

        // Used where a UIColor goes, in a file of its own: a palette reference.
        let use = "import UIKit\nfunc f(b: UIButton) { b.tintColor = .brand }\n"
        var settings = DetectionSettings(configuration: configuration)
        settings.palette = valued
        let findings = ColorDetection.findings(in: SwiftSource(path: "Use.swift", bytes: Array(use.utf8)), settings: settings)
        XCTAssertEqual(findings.map(\.kind), [.paletteReference])
        XCTAssertEqual(findings.map { $0.color?.description }, ["#EE307CFF"])
    }
}
