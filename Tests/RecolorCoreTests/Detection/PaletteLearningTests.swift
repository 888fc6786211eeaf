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
}
