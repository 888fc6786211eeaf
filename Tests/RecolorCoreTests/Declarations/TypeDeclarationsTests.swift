@testable import RecolorCore
import XCTest

final class TypeDeclarationsTests: XCTestCase {
    func declarations(_ sources: [String: String]) -> TypeDeclarations {
        TypeDeclarations(sources.keys.sorted().map { SwiftSource(path: $0, bytes: Array(sources[$0]!.utf8)) })
    }

    func testNestedTypesExtensionsAndTheirStaticMembers() {
        let d = declarations(["Style.swift": """
        enum Style {
            enum Color {
                enum Semantic {
                    static let background = UIColor { $0.userInterfaceStyle == .dark ? .black : .white }
                    static var primaryText: UIColor { .black }
                }
                struct Palette { class var grey: UIColor { .gray } }
            }
        }
        extension UIColor {
            enum Trail { static let surface = UIColor.white }
            static let brand = UIColor.red
        }
        extension Style.Color.Semantic { static let errorText = UIColor.red }
        """])
        XCTAssertEqual(d.kind(of: ["Style"]), .enumType)
        XCTAssertEqual(d.kind(of: ["Style", "Color", "Semantic"]), .enumType)
        XCTAssertEqual(d.kind(of: ["Style", "Color", "Palette"]), .structType)
        XCTAssertNil(d.kind(of: ["Semantic"]), "paths are absolute")
        XCTAssertEqual(d.members(of: ["Style", "Color", "Semantic"]), ["background", "errorText", "primaryText"])
        XCTAssertEqual(d.members(of: ["Style", "Color", "Palette"]), ["grey"], "class var is a member, not a class")
        XCTAssertEqual(d.kind(of: ["UIColor"]), .extensionOnly)
        XCTAssertEqual(d.kind(of: ["UIColor", "Trail"]), .enumType)
        XCTAssertEqual(d.members(of: ["UIColor"]), ["brand"])
        XCTAssertEqual(d.fileDeclaring(member: "surface", of: ["UIColor", "Trail"]), "Style.swift")
    }

    func testTypealiasesEnumCasesAndLocalTypes() {
        let d = declarations(["A.swift": """
        typealias Essentials = Style.Palette
        enum Tone: String {
            case light = "l, m", dark
            case `default`
        }
        enum Shape { case dot(Int), line(from: Int, to: Int) }
        func f() {
            enum Local { static let x = 1 }
            switch 1 { case 1: break; default: break }
        }
        final class View: NSView {
            override class func awake() {}
            var color: NSColor { .red }
        }
        """, "B.swift": "struct Essentials {}\n"])
        XCTAssertEqual(d.kind(of: ["Essentials"]), .structType, "a nominal declaration wins over a typealias")
        XCTAssertEqual(d.declaration(of: ["Essentials"])?.file, "B.swift")
        XCTAssertEqual(d.members(of: ["Tone"]), ["dark", "default", "light"])
        XCTAssertEqual(d.members(of: ["Shape"]), ["dot", "line"])
        XCTAssertNil(d.kind(of: ["Local"]))
        XCTAssertNil(d.kind(of: ["f", "Local"]))
        XCTAssertEqual(d.kind(of: ["View"]), .classType)
        XCTAssertNil(d.kind(of: ["awake"]))
        XCTAssertEqual(declarations(["C.swift": "typealias PlatformColor = NSColor\n"]).kind(of: ["PlatformColor"]), .typeAlias)
    }

    func testMergeKeepsTheFirstFileOfAMember() {
        var a = declarations(["A.swift": "extension UIColor { static let brand = UIColor.red }\n"])
        a.merge(declarations(["B.swift": "extension UIColor { static let brand = UIColor.blue\n static let other = UIColor.blue }\n"]))
        XCTAssertEqual(a.fileDeclaring(member: "brand", of: ["UIColor"]), "A.swift")
        XCTAssertEqual(a.fileDeclaring(member: "other", of: ["UIColor"]), "B.swift")
    }
}
