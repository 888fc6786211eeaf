@testable import RecolorCore
import XCTest

/// A class's `class func` / `class var` members are declared like static ones (Slide for Reddit's
/// `GMColor.red500Color()`: `init` found no palette, its `class` read as a nested type named `func`).
final class ClassMemberPaletteTests: XCTestCase {
    func names(_ source: String) -> [String] {
        PaletteIndex.memberDeclarations(in: SwiftSource(path: "P.swift", bytes: Array(source.utf8)), palettes: []).0.map { "\($0.scope).\($0.name)" }
    }

    // Triggering: class members of a class of colors.
    func testClassFuncAndClassVarMembersAreDeclarations() {
        let found = names("""
            import UIKit
            class Material {
                class func red500Color() -> UIColor {
                    return UIColor(rgb: 0xf44336)
                }
                class var blue500: UIColor { UIColor(rgb: 0x2196f3) }
                static func green500Color() -> UIColor { UIColor(rgb: 0x4caf50) }
            }
            """)
        XCTAssertEqual(found, ["Material.red500Color", "Material.blue500", "Material.green500Color"])
    }

    // Non-triggering: a nested class is a scope, not a member; a class func taking arguments is no member.
    func testANestedClassIsAScopeAndAClassFuncWithArgumentsIsNoMember() {
        let found = names("""
            import UIKit
            enum Style {
                class Palette {
                    static let ink = UIColor(rgb: 0x121212)
                }
                class func shade(_ c: UIColor) -> UIColor { c }
            }
            """)
        XCTAssertEqual(found, ["Palette.ink"])
    }
}
