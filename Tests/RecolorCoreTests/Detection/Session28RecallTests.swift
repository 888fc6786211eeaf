@testable import RecolorCore
import XCTest

/// Session 28 (recall28): three shapes, each reproduced on main (7d349393) first.
/// - HSTracker's failable factory `class func fromHexString(hex: String, alpha: CGFloat = 1.0) -> NSColor?`
///   (45 calls missed; its body reads the top byte of eight digits as the alpha);
/// - GithubClient's `ZLRGBValue_H(colorValue: 0x333333)`, declared in a pod the tree does not hold (F11);
/// - `spinner.color = .white` on a `UIActivityIndicatorView` in a tree declaring its own `struct Color`
///   with `var color: Color` (session 27's leftover).
final class Session28RecallTests: XCTestCase {
    func findings(_ sources: [String: String]) -> [String: [Finding]] {
        let files = sources.keys.sorted().map { SwiftSource(path: $0, bytes: Array(sources[$0]!.utf8)) }
        let reports = Engine.analyze(files, options: RunOptions()).allReports
        return Dictionary(grouping: reports, by: \.file).mapValues { $0.map(\.finding) }
    }

    // MARK: failable factory, its byte order from its body

    let factory = "import AppKit\nextension NSColor {\n    class func fromHexString(hex: String, alpha: CGFloat = 1.0) -> NSColor? {\n"
        + "        var theInt: UInt64 = 0\n        Scanner(string: hex).scanHexInt64(&theInt)\n"
        + "        let myAlpha = hex.count == 9 ? CGFloat((theInt & 0xFF000000) >> 24) / 255.0 : alpha\n"
        + "        let red = CGFloat((theInt & 0xFF0000) >> 16) / 255.0\n"
        + "        return NSColor(colorSpace: .deviceRGB, components: [red, red, red, myAlpha], count: 4)\n    }\n}\n"

    func testAFailableFactoryOfTheTreeIsAColorFunction() {
        let found = findings(["Color.swift": factory, "Bar.swift": "import AppKit\nfunc paint(_ box: NSBox, _ hi: Bool) {\n"
            + "    box.borderColor = NSColor.fromHexString(hex: \"#110C0C\")!\n"
            + "    box.fillColor = hi ? NSColor.fromHexString(hex: \"#66FFFFFF\")! : NSColor.fromHexString(hex: \"#28FFFFFF\")!\n"
            + "    NSColor.fromHexString(hex: \"#361637\")?.set()\n}\n"])
        XCTAssertEqual(found["Bar.swift"]?.map(\.color?.description), ["#110C0CFF", "#FFFFFF66", "#FFFFFF28", "#361637FF"])
        XCTAssertEqual(found["Bar.swift"]?.map(\.kind), Array(repeating: .hexConstructor, count: 4))
    }

    func testABodyReadingTheTopByteAsRedKeepsRRGGBBAA() {
        let rgba = factory.replacingOccurrences(of: "let myAlpha = hex.count == 9 ? CGFloat((theInt & 0xFF000000) >> 24) / 255.0 : alpha",
                                                with: "let myAlpha = alpha")
            .replacingOccurrences(of: "let red = CGFloat((theInt & 0xFF0000) >> 16) / 255.0", with: "let red = CGFloat((theInt & 0xFF000000) >> 24) / 255.0")
        let found = findings(["Color.swift": rgba, "Bar.swift": "import AppKit\nfunc paint(_ box: NSBox) { box.fillColor = NSColor.fromHexString(hex: \"#66FFFFFF\")! }\n"])
        XCTAssertEqual(found["Bar.swift"]?.map(\.color?.description), ["#66FFFFFF"])
    }

    func testAFailableFactoryCalledWithARunTimeValueOrOnAnotherTypeIsNothing() {
        let found = findings(["Color.swift": factory, "Bar.swift": "import AppKit\nfunc paint(_ box: NSBox, _ s: String) {\n"
            + "    box.fillColor = NSColor.fromHexString(hex: s)!\n    let d = Data.fromHexString(hex: \"#110C0C\")\n}\n"])
        XCTAssertNil(found["Bar.swift"])
    }

    func testAFunctionReturningAnOptionalOfAnotherTypeIsNoColorFunction() {
        let found = findings(["Parse.swift": "import AppKit\nextension NSColor {\n    class func code(hex: String) -> String? { hex }\n}\n"
            + "func f(_ box: NSBox) { box.title = NSColor.code(hex: \"#110C0C\")! }\n"])
        XCTAssertNil(found["Parse.swift"])
    }

    // MARK: a pod's hex function

    func testAPodsHexFunctionInAColorContextIsAFinding() {
        let found = findings(["Cell.swift": "import UIKit\nimport SwiftUI\nimport BaseKit\nfinal class TagCell: UITableViewCell {\n"
            + "    let tagLabel = UILabel()\n    func show(_ on: Bool) {\n        tagLabel.textColor = ZLRGBValue_H(colorValue: 0x333333)\n"
            + "        backgroundColor = on ? ZLRGBValue_H(colorValue: 0xCED1D6) : UIColor.white\n    }\n}\n"
            + "struct Hint: View {\n    var body: some View { Text(\"Bio\").foregroundColor(ZLRGBValue_H(colorValue: 0xCED1D6)) }\n}\n"])
        XCTAssertEqual(found["Cell.swift"]?.map(\.color?.description), ["#333333FF", "#CED1D6FF", "#FFFFFFFF", "#CED1D6FF"])
        XCTAssertEqual(found["Cell.swift"]?.map(\.context), ["textColor", "backgroundColor", "backgroundColor", "foregroundColor"])
    }

    func testAnUndeclaredCallOutsideAColorContextOrWithoutAColorNameIsNothing() {
        let found = findings(["Cell.swift": "import UIKit\nimport BaseKit\nfinal class TagCell: UITableViewCell {\n"
            + "    func show() {\n        tag = rgbIndex(0x333333)\n        let seed = fnvHash(0xCBF29CE4)\n"
            + "        textLabel?.textColor = palette(0x333333)\n        textLabel?.textColor = ZLRGBValue_H(colorValue: 3355443)\n"
            + "        textLabel?.textColor = theme.rgbColor(0x333333)\n        _ = seed\n    }\n}\n"])
        XCTAssertNil(found["Cell.swift"])
    }

    // MARK: a framework class's `color` beside the tree's own Color

    let ownColor = "import Foundation\npublic struct Color: Hashable {\n    public var r, g, b: Double\n"
        + "    public static let white = Color(r: 1, g: 1, b: 1)\n}\npublic struct Vertex {\n    public var color: Color\n}\n"

    func testASpinnersColorIsUIKitsBesideTheTreesOwnColor() {
        let found = findings(["Model/Color.swift": ownColor, "App/Loading.swift": "import UIKit\nfinal class LoadingView: UIView {\n"
            + "    let spinner = UIActivityIndicatorView(style: .large)\n    private let other: UIActivityIndicatorView? = nil\n"
            + "    func setUp() {\n        spinner.color = .white\n        self.spinner.color = .black\n"
            + "    }\n    func configure(_ local: UIActivityIndicatorView) { local.color = .gray }\n}\n"])
        XCTAssertEqual(found["App/Loading.swift"]?.map(\.color?.description), ["#FFFFFFFF", "#000000FF", "#808080FF"])
        XCTAssertEqual(found["App/Loading.swift"]?.map(\.framework), [.uikit, .uikit, .uikit])
    }

    func testTheTreesOwnModelsColorStaysNoColorInAUIKitFile() {
        let found = findings(["Model/Color.swift": ownColor, "App/Mesh.swift": "import UIKit\nfinal class MeshView: UIView {\n"
            + "    var vertex = Vertex(color: .white)\n    func setUp() {\n        vertex.color = .white\n"
            + "        let v = Vertex(color: .white)\n        var w: Vertex = v\n        w.color = .white\n        _ = w\n    }\n}\n"])
        XCTAssertNil(found["App/Mesh.swift"])
    }

    // MARK: an array typed by its first element where the context names no type

    func testAnArrayOfSwiftUIColorsUnderAColorNameIsSwiftUIs() {
        // SwiftUI's `.blue` is adaptive (no finding); `.black.opacity(0.7)` is SwiftUI's black.
        let found = findings(["Card.swift": "import SwiftUI\nstruct Card: View {\n"
            + "    private let backColor = [Color.red, .blue, .black.opacity(0.7)].randomElement()!\n"
            + "    var body: some View { Rectangle().fill(backColor) }\n}\n",
            "Other.swift": "import UIKit\nfinal class Tile: UIView {\n    var backColor: UIColor = .white\n}\n"])
        XCTAssertEqual(found["Card.swift"]?.map(\.color?.description), ["#000000B3"])
        XCTAssertEqual(found["Card.swift"]?.map(\.framework), [.swiftui])
    }

    func testADeclaredElementTypeStillDecides() {
        let found = findings(["Card.swift": "import UIKit\nlet stops: [UIColor] = [.blue, .black]\nlet more = [UIColor.red, .blue]\n"])
        XCTAssertEqual(found["Card.swift"]?.map(\.color?.description), ["#0000FFFF", "#000000FF", "#FF0000FF", "#0000FFFF"])
    }
}
