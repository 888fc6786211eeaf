@testable import RecolorCore
import XCTest

/// The tree's own `struct Color` (Euclid's, vendored by nicklockwood/ShapeScript): `Color` is that type
/// in every file not importing SwiftUI, so its members and its model's `color` properties are no
/// colors there; a SwiftUI file still means SwiftUI's `Color`, and UI code its platform's colors.
/// Hand-written, in the library's shape.
final class OwnColorTypeTests: XCTestCase {
    let color = """
        import Foundation

        public struct Color: Hashable {
            public var r, g, b, a: Double
            public init(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) { (self.r, self.g, self.b, self.a) = (r, g, b, a) }
            public init(r: Double, g: Double, b: Double, a: Double = 1) { self.init(r, g, b, a) }
        }

        public extension Color {
            static let black = Color(r: 0, g: 0, b: 0)
            static let white = Color(r: 1, g: 1, b: 1)
        }

        """
    let vertex = """
        import Foundation

        public struct Vertex {
            public var color: Color
            public init(color: Color? = nil) { self.color = color ?? .white }
            var isWhite: Bool { color == .white }
        }

        func paint(_ v: inout Vertex) { v.color = .black }

        """
    let viewer = """
        import SwiftUI

        struct Swatch: View {
            var body: some View { Rectangle().fill(Color.white.opacity(0.5)) }
        }

        """
    let tile = """
        import UIKit

        final class Tile: UIView {
            func style() { backgroundColor = .black }
        }

        """

    func findings(_ files: [(String, String)]) -> [Report] {
        Engine.analyze(files.map { SwiftSource(path: $0.0, bytes: Array($0.1.utf8)) }, options: RunOptions()).allReports
    }

    func testTheOwnTypesMembersAndModelColorsAreNoFindings() {
        let reports = findings([("Color.swift", color), ("Vertex.swift", vertex)])
        XCTAssertEqual(reports.map { "\($0.file):\($0.line) \($0.text)" }, [])
    }

    func testSwiftUIAndUIKitFilesOfTheSameTreeKeepTheirColors() {
        let reports = findings([("Color.swift", color), ("Vertex.swift", vertex), ("Swatch.swift", viewer), ("Tile.swift", tile)])
        XCTAssertEqual(reports.map { "\($0.file):\($0.line) \($0.text) \($0.finding.framework?.rawValue ?? "-")" },
                       ["Swatch.swift:4 Color.white.opacity(0.5) swiftui", "Tile.swift:4 .black uikit"])
    }

    func testAFileOfATreeReexportingAppKitIsUICodeThough() {
        // DevToysMac: `struct Color` of its own, CoreUtil's `@_exported import Cocoa`, a view file importing CoreUtil alone.
        let export = "@_exported import Cocoa\n"
        let view = "import CoreUtil\n\nfinal class ResultView: NSView {\n    let resultLabel = NSTextField()\n    func fail() { resultLabel.textColor = .red }\n}\n"
        let reports = findings([("Color.swift", color), ("Export.swift", export), ("ResultView.swift", view)])
        XCTAssertEqual(reports.map { "\($0.file):\($0.line) \($0.text)" }, ["ResultView.swift:5 .red"])
    }

    func testInitProposesNoPaletteOfTheOwnTypesMembers() {
        // Euclid's members are written with SwiftUI's labels: `static let red = Color(red: 1, green: 0, blue: 0)`.
        let named = color.replacingOccurrences(of: "static let white = Color(r: 1, g: 1, b: 1)",
                                               with: "static let white = Color(white: 1)\n    static let red = Color(red: 1, green: 0, blue: 0)\n    static let gray = Color(white: 0.5)")
        var d = DeclaredMembers()
        d.read([SwiftSource(path: "Color.swift", bytes: Array(named.utf8))], configuration: Configuration())
        XCTAssertNil(d.member("red", of: "Color")?.value)
        XCTAssertEqual(PaletteDiscovery.candidates(d, configuration: Configuration()).files, [])
        // The same extension of SwiftUI's `Color` is a palette file.
        var swiftUI = DeclaredMembers()
        swiftUI.read([SwiftSource(path: "Palette.swift", bytes: Array("import SwiftUI\npublic extension Color {\n    static let red = Color(red: 1, green: 0, blue: 0)\n    static let gray = Color(white: 0.5)\n    static let ink = Color(white: 0.1)\n}\n".utf8))],
                     configuration: Configuration())
        XCTAssertNotNil(swiftUI.member("red", of: "Color")?.value)
    }

    func testAFileImportingAFrameworkThatBringsAppKitIsUICode() {
        // ShapeScript's macOS viewer imports SceneKit (and the app's modules), never AppKit by name.
        let viewer = "import Euclid\nimport SceneKit\n\nfinal class Viewer: NSViewController {\n    let errorTextView = NSTextView()\n    func fail() { errorTextView.textColor = .white }\n}\n"
        let reports = findings([("Color.swift", color), ("Viewer.swift", viewer)])
        XCTAssertEqual(reports.map { "\($0.file):\($0.line) \($0.text)" }, ["Viewer.swift:6 .white"])
    }

    func testModelColorsInFilesImportingAFrameworkThatBringsUIKitAreTheOwnTypes() {
        // Euclid's `Euclid+RealityKit.swift` and ShapeScript's `Scene+SceneKit.swift` (session 25's 3 false
        // findings): the members the tree declares with its own `Color`, the coalescing after one, and the
        // platform color built from one are no colors; UI code in the same files keeps its colors.
        let realityKit = "import RealityKit\n\nfunc build(_ vertices: [Vertex]) {\n    for var vertex in vertices { vertex.color = .white }\n}\n"
        let sceneKit = "import Euclid\nimport SceneKit\n\nstruct Scene {\n    var backgroundColor: Color?\n"
            + "    func options() -> Color { let color = backgroundColor ?? .black\n        return color }\n"
            + "    func shadow(_ light: SCNLight, opacity: Double) { light.shadowColor = OSColor(.black) }\n"
            + "    func fail(_ label: NSTextField) { label.textColor = .white }\n"
            + "    func outputOptions(backgroundColor: Color?) -> Color { let color = backgroundColor ?? .white\n        return color }\n}\n"
        // Another type's `color` of a type of the tree (ShapeScript's `static let color: MemberProperties`).
        let members = "struct MemberProperties {}\n\nenum Members {\n    static let color: MemberProperties = MemberProperties()\n}\n"
        let reports = findings([("Color.swift", color), ("Vertex.swift", vertex), ("Members.swift", members),
                                ("Euclid+RealityKit.swift", realityKit), ("Scene+SceneKit.swift", sceneKit)])
        XCTAssertEqual(reports.map { "\($0.file):\($0.line) \($0.text)" }, ["Scene+SceneKit.swift:9 .white"])
    }

    func testWithoutTheOwnTypeTheSameModelCodeIsReadAsToday() {
        // No `struct Color` in the tree: `Color` is SwiftUI's (a module may re-export it), the model's colors stay findings.
        let reports = findings([("Vertex.swift", vertex)])
        XCTAssertFalse(reports.isEmpty)
    }

    // The own type declared in a file with no `static` and no `class` (which `DeclaredMembers.read` passes
    // over), its presets in another file: init's own-type check sees every file (session 25's leftover).
    func testTheOwnTypeIsSeenInAFileOfInstanceMembersOnly() {
        let triggering = [
            "import Foundation\npublic struct Color: Hashable {\n    public var r, g, b, a: Double\n}\n",
            "struct Color {\n    var red: Double\n    init(white: Double) { red = white }\n}\n",
            "public enum Color: Equatable { case rgb(Double, Double, Double) }\n",
        ]
        let nonTriggering = [
            // Nested in another type: `Theme.Color` shadows nothing outside `Theme`.
            "import Foundation\nstruct Theme {\n    struct Color { var r: Double }\n    var accent: Color\n}\n",
            // An extension of SwiftUI's `Color`, a subclass of UIKit's, a type whose name only ends in `Color`.
            "import SwiftUI\nextension Color {\n    var isClear: Bool { false }\n}\n",
            "import UIKit\nclass Color: UIColor {}\n",
            "struct PenColor { var r: Double }\n",
            "// struct Color { var r: Double }\n",
        ]
        for text in triggering {
            XCTAssertEqual(DeclaredMembers.ownColorTypes(SwiftSource(path: "Color.swift", bytes: Array(text.utf8))).map(\.name), ["Color"], text)
        }
        for text in nonTriggering {
            XCTAssertEqual(DeclaredMembers.ownColorTypes(SwiftSource(path: "Color.swift", bytes: Array(text.utf8))).map(\.name), [], text)
        }
    }

    func testPresetsInAnotherFileThanTheOwnTypeAreNoPalette() {
        let own = "import Foundation\n\npublic struct Color: Hashable {\n    public var r, g, b, a: Double\n    public init(white: Double) { (r, g, b, a) = (white, white, white, 1) }\n}\n"
        let presets = "import Foundation\n\npublic extension Color {\n    static let black = Color(white: 0)\n    static let gray = Color(white: 0.5)\n    static let white = Color(white: 1)\n}\n"
        let viewer = "import SwiftUI\n\nstruct Swatch: View {\n    var body: some View { Text(\"a\").foregroundColor(Color(white: 0.2)) }\n}\n"
        let ownTypes = DeclaredMembers.ownColorTypes(SwiftSource(path: "Color.swift", bytes: Array(own.utf8)))
        var d = DeclaredMembers()
        d.read([SwiftSource(path: "Color+Presets.swift", bytes: Array(presets.utf8)), SwiftSource(path: "Swatch.swift", bytes: Array(viewer.utf8))],
               configuration: Configuration(), ownTypes: ownTypes)
        XCTAssertNil(d.member("gray", of: "Color")?.value)
        XCTAssertEqual(PaletteDiscovery.candidates(d, configuration: Configuration()).files, [])
        // Negative control: without the declaring file the same presets read as SwiftUI's make a palette file.
        var unseen = DeclaredMembers()
        unseen.read([SwiftSource(path: "Color+Presets.swift", bytes: Array(presets.utf8)), SwiftSource(path: "Swatch.swift", bytes: Array(viewer.utf8))],
                    configuration: Configuration())
        XCTAssertEqual(PaletteDiscovery.candidates(unseen, configuration: Configuration()).files, ["Color+Presets.swift"])
        // A `struct Color` nested in another type shadows nothing: the presets stay SwiftUI's palette.
        let nested = "import Foundation\nstruct Theme {\n    struct Color { var r: Double }\n}\n"
        var outside = DeclaredMembers()
        outside.read([SwiftSource(path: "Color+Presets.swift", bytes: Array(presets.utf8))], configuration: Configuration(),
                     ownTypes: DeclaredMembers.ownColorTypes(SwiftSource(path: "Theme.swift", bytes: Array(nested.utf8))))
        XCTAssertEqual(PaletteDiscovery.candidates(outside, configuration: Configuration()).files, ["Color+Presets.swift"])
    }
}
