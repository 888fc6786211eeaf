@testable import RecolorCore
import XCTest

/// An app's own wrapper of a platform color (SwiftEntryKit's `EKColor`), learned from the tree:
/// declared in one file, its literal calls are findings in every other, and `fix` writes a token
/// inside the wrapper's `init(_:)` or declines. Hand-written, in the library's shape.
final class ColorWrapperTests: XCTestCase {
    let wrapper = """
        import UIKit

        public struct Shade: Equatable {
            public private(set) var dark: UIColor
            public private(set) var light: UIColor
            public init(light: UIColor, dark: UIColor) { self.light = light; self.dark = dark }
            public init(_ unified: UIColor) { self.init(light: unified, dark: unified) }
            public init(rgb: Int) { self.init(Shade.decode(rgb)) }
            public init(red: Int, green: Int, blue: Int) { self.init(rgb: red << 16 | green << 8 | blue) }
        }

        """
    /// A palette of the app's (no other color word in the file: only the wrapper's name keeps it).
    let palette = """
        enum Brand {
            static let amber = Shade(rgb: 0xffc107)
            static let mist = Shade(red: 230, green: 230, blue: 230)
            static let custom = Shade(rgb: code)
        }

        """
    let table = #"""
        { "tokens": { "amber": { "uikit": "Semantic.amber", "light": "#FFC107" } },
          "rules": [ { "match": "#FFC107", "token": "amber" } ] }
        """#

    func run(_ files: [(String, String)], table: String? = nil) throws -> RunResult {
        var options = RunOptions()
        if let table { options.configuration = try ConfigurationLoader.parse(Array(table.utf8), file: "t.json") }
        return Engine.analyze(files.map { SwiftSource(path: $0.0, bytes: Array($0.1.utf8)) }, options: options)
    }

    func testLiteralCallsOfATreeWrapperAreFindingsInOtherFiles() throws {
        let reports = try run([("Shade.swift", wrapper), ("Brand.swift", palette)]).allReports.filter { $0.file == "Brand.swift" }
        XCTAssertEqual(reports.map(\.text), ["Shade(rgb: 0xffc107)", "Shade(red: 230, green: 230, blue: 230)"])
        XCTAssertEqual(reports.map { $0.finding.color?.description }, ["#FFC107FF", "#E6E6E6FF"])
        XCTAssertEqual(reports.map { $0.finding.framework }, [.uikit, .uikit])
        XCTAssertEqual(reports.map { $0.finding.wrapper?.name }, ["Shade", "Shade"])
    }

    func testFixWritesTheTokenInsideTheWrapper() throws {
        let result = try run([("Shade.swift", wrapper), ("Brand.swift", palette)], table: table)
        let amber = try XCTUnwrap(result.allReports.first { $0.text == "Shade(rgb: 0xffc107)" })
        XCTAssertEqual(amber.resolution.replacement, "Shade(Semantic.amber)")
        XCTAssertTrue(amber.resolution.isMapped)
    }

    func testFixDeclinesAWrapperWithoutAnUnlabeledInitializer() throws {
        let pairOnly = wrapper.replacingOccurrences(of: "public init(_ unified: UIColor) { self.init(light: unified, dark: unified) }", with: "")
            .replacingOccurrences(of: "self.init(Shade.decode(rgb))", with: "self.init(light: Shade.decode(rgb), dark: Shade.decode(rgb))")
        let result = try run([("Shade.swift", pairOnly), ("Brand.swift", palette)], table: table)
        let amber = try XCTUnwrap(result.allReports.first { $0.text == "Shade(rgb: 0xffc107)" })
        XCTAssertEqual(amber.resolution.token, "amber")
        XCTAssertFalse(amber.resolution.isMapped)
        XCTAssertNil(amber.resolution.replacement)
        XCTAssertEqual(amber.resolution.unmappedReason, "Shade wraps a UIColor and declares no init(_: UIColor): the token's UIColor is no Shade, so the call stays")
        XCTAssertTrue(Engine.edits(for: result.allReports).isEmpty)
    }

    /// A palette file's extension of the wrapper (SwiftEntryKit's `extension EKColor { static var pinky:
    /// EKColor { EKColor(.pinky) } }`): its members used where a wrapper is expected are palette
    /// references valued as the platform members they wrap (33 such uses were reported nowhere), and
    /// `fix` writes the token inside the wrapper. Not the wrapper's own members declared elsewhere.
    func testPaletteMembersOfAWrapperExtensionAreReferences() throws {
        let paletteFile = """
            import UIKit
            extension UIColor {
                static let pinky = UIColor(red: 1, green: 0, blue: 0.5, alpha: 1)
            }
            extension Shade {
                static var pinky: Shade { Shade(.pinky) }
                static var star: Shade { Shade(light: .pinky, dark: .white) }
            }

            """
        let uses = """
            import UIKit
            extension Shade { static var paper: Shade { Shade(.white) } }
            struct Style { init(size: Int, color: Shade) {} }
            enum Fill { case color(color: Shade) }
            struct Banner { var tint: Shade; var title: Style }
            func f(b: inout Banner, v: UIView) {
                b.tint = .pinky
                b.tint = Shade.star
                b.title = .init(size: 1, color: .paper)
                b.title = Style(size: 2, color: .pinky)
                let fill = Fill.color(color: .star)
                v.backgroundColor = .pinky
            }

            """
        let table = #"""
            { "paletteFiles": ["Palette.swift"],
              "tokens": { "pink": { "uikit": "Semantic.pink", "light": "#FF0080" } },
              "rules": [ { "match": "#FF0080", "token": "pink" } ] }
            """#
        let result = try run([("Shade.swift", wrapper), ("Palette.swift", paletteFile), ("Use.swift", uses)], table: table)
        let reports = result.allReports.filter { $0.file == "Use.swift" }
        // `star` is the wrapper's own light/dark pair (`Shade(light: .pinky, dark: .white)`): no
        // palette member, so `Shade.star` and `.star` are no findings (valued at the light
        // argument, they were rewritten to `Shade(Semantic.pink)`, the dark white lost).
        XCTAssertEqual(reports.map(\.text), [".white", ".pinky", ".pinky", ".pinky"])
        XCTAssertEqual(reports.map { $0.finding.kind }, [.namedColor] + Array(repeating: .paletteReference, count: 3))
        XCTAssertEqual(reports.map { $0.finding.color?.description }, ["#FFFFFFFF"] + Array(repeating: "#FF0080FF", count: 3))
        XCTAssertEqual(reports.map { $0.finding.wrapper?.name }, [nil, "Shade", "Shade", nil])
        XCTAssertEqual(reports.map { $0.resolution.replacement }, [nil] + Array(repeating: "Shade(Semantic.pink)", count: 2) + ["Semantic.pink"])
    }

    /// SwiftEntryKit's shape: `extension EKColor { static var navigationItemColor: EKColor {
    /// return EKColor(light: .gray, dark: .musicRedish) } }` beside fixed members of the wrapper.
    /// Each use of a pair member became a finding valued at its light argument and `init`
    /// re-proposed a dark for it (`midTint` #808080/#969696 where the code says #DB3A5E).
    func testAWrapperMembersOwnLightDarkPairIsNoPaletteMember() throws {
        let paletteFile = """
            import UIKit
            extension UIColor {
                static let songRed = UIColor(red: 0.91, green: 0.22, blue: 0.31, alpha: 1)
            }
            extension Shade {
                static var amber: Shade { Shade(rgb: 0xffc107) }
                static var songText: Shade {
                    return Shade(light: .black,
                                 dark: .songRed)
                }
                static var selected: Shade {
                    return Shade(light: UIColor(white: 0.9, alpha: 1), dark: UIColor(white: 0.1, alpha: 1))
                }
            }

            """
        let uses = """
            import UIKit
            struct Style { init(color: Shade) {} }
            let a = Style(color: .amber)
            let b = Style(color: Shade.songText)
            let c = Style(color: .selected)

            """
        let table = #"{ "paletteFiles": ["Palette.swift"] }"#
        let result = try run([("Shade.swift", wrapper), ("Palette.swift", paletteFile), ("Use.swift", uses)], table: table)
        let reports = result.allReports.filter { $0.file == "Use.swift" }
        XCTAssertEqual(reports.map(\.text), [".amber"])
        XCTAssertEqual(reports.map { $0.finding.kind }, [.paletteReference])
    }

    /// An array of the wrapper (SwiftEntryKit's `.gradient(gradient: .init(colors: [.amber, .pinky],
    /// startPoint: .zero, …))`, `init(colors: [EKColor], …)`): its elements are the wrapper's, read
    /// before SwiftUI's gradient labels name them SwiftUI's. (A wrapper whose name holds no `olor`
    /// is not seen here: the byte-level declaration screen keeps no `colors: [Shade]`.)
    func testElementsOfAWrapperArrayArePaletteReferences() throws {
        let rename = { (s: String) in s.replacingOccurrences(of: "Shade", with: "ShadeColor") }
        let paletteFile = "import UIKit\nextension UIColor { static let pinky = UIColor(red: 1, green: 0, blue: 0.5, alpha: 1) }\n"
            + "extension Shade { static var pinky: Shade { Shade(.pinky) } }\n"
        let uses = "import UIKit\nstruct Blend { init(colors: [Shade], startPoint: Int) {} }\nstruct Background { init(blend: Blend) {} }\n"
            + "let a = Background(blend: .init(colors: [.pinky, .white], startPoint: 0))\nlet b = Blend(colors: [.pinky], startPoint: 1)\n"
        let table = #"{ "paletteFiles": ["Palette.swift"] }"#
        let result = try run([("Shade.swift", rename(wrapper)), ("Palette.swift", rename(paletteFile)), ("Use.swift", rename(uses))], table: table)
        let reports = result.allReports.filter { $0.file == "Use.swift" }
        XCTAssertEqual(reports.map(\.text), [".pinky", ".pinky"])
        XCTAssertEqual(reports.map { $0.finding.wrapper?.name }, ["ShadeColor", "ShadeColor"])
    }

    func testAConfiguredColorTypeIsNoWrapper() throws {
        // `colorTypes` says the type is a UIColor: its calls are that type's, as before.
        let table = #"{ "colorTypes": { "Shade": "uikit" } }"#
        let reports = try run([("Shade.swift", wrapper), ("Brand.swift", palette)], table: table).allReports.filter { $0.file == "Brand.swift" }
        XCTAssertEqual(reports.count, 2)
        XCTAssertEqual(reports.map { $0.finding.wrapper }, [nil, nil])
    }
}
