@testable import RecolorCore
import XCTest

/// A palette member computed by the app's own function from a color argument (GradePoint's
/// `class var randomPastel: UIColor { return generateRandomColor(mixedWith: UIColor.white) }`) has
/// no value: fix wrote a constant white token where a random pastel was stored (session 29's review,
/// A13). Negatives: a member wrapping its color in a color type (`Color(UIColor.white)`), a hex
/// factory of its own (`hex(0x121212)`), a color modified by a method (`.white.withAlphaComponent`)
/// keep their values. Hand-written.
final class PaletteComputedMembersTests: XCTestCase {
    func testAMemberComputedByAFunctionFromAColorArgumentHasNoValue() throws {
        let source = """
        import UIKit
        extension UIColor {
            static let tuna = UIColor(red: 0.2, green: 0.2, blue: 0.3, alpha: 1)
            class var randomPastel: UIColor { return generateRandomColor(mixedWith: UIColor.white) }
            static var mixedInk: UIColor { Self.blend(.black, 0.4) }
            static let ink = hex(0x121212)
            static let veil = UIColor.white.withAlphaComponent(0.5)
            static let wrapped = UIColor(cgColor: UIColor.black.cgColor)
            static func generateRandomColor(mixedWith mix: UIColor?) -> UIColor { fatalError() }
            static func blend(_ c: UIColor, _ f: Double) -> UIColor { fatalError() }
            static func hex(_ v: Int) -> UIColor { fatalError() }
        }
        """
        let configuration = try ConfigurationLoader.parse(Array(#"{ "paletteFiles": ["Theme.swift"] }"#.utf8), file: "t.json")
        var index = PaletteIndex()
        index.read(SwiftSource(path: "Theme.swift", bytes: Array(source.utf8)), settings: DetectionSettings(configuration: configuration), isPaletteFile: true)
        let members = index.typeMembers["UIColor"] ?? [:]
        XCTAssertFalse(members.keys.contains("randomPastel"), "\(members)")
        XCTAssertNil(members["mixedInk"] ?? nil, "\(members)")
        XCTAssertEqual(members["ink"], .some(RGBA(red: 0x12, green: 0x12, blue: 0x12)), "\(members)")
        XCTAssertNotNil(members["tuna"] ?? nil, "\(members)")
        XCTAssertNotNil(members["veil"] ?? nil, "\(members)")
    }
}
