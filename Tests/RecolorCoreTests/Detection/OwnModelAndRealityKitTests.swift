@testable import RecolorCore
import XCTest

/// Session 26's ShapeScript leftovers, checked to still reproduce in session 27 (recall27) on the whole
/// ShapeScript tree: Euclid's RealityKit example `arView.environment.background = .color(.white)` was
/// missed (the tree's own `case color(Color)` decided, and SwiftUI's `Shading.color` needs SwiftUI), and
/// Euclid's `vertex.color = .white` beside `import RealityKit` was a finding (the `ContextMenu` example
/// elsewhere in the tree declares `@State private var color = UIColor.systemTeal`). A tree of the same shape, names changed.
final class OwnModelAndRealityKitTests: XCTestCase {
    let model = "import Foundation\npublic struct Color: Hashable {\n    public var r, g, b: Double\n"
        + "    public static let white = Color(r: 1, g: 1, b: 1)\n}\n"
    let point = "import Foundation\npublic struct Point: Hashable {\n    public var color: Color\n}\n"
    let value = "import Foundation\nenum Value {\n    case color(Color)\n    case number(Double)\n}\n"
    // ShapeScript's `ContextMenu` example: a SwiftUI view whose `color` is a UIColor by its value.
    let example = "import SwiftUI\nstruct Item: View {\n    @State private var color = UIColor.systemTeal\n    var body: some View { Text(\"x\") }\n}\n"

    func findings(_ sources: [String: String]) -> [String: [Finding]] {
        let files = sources.keys.sorted().map { SwiftSource(path: $0, bytes: Array(sources[$0]!.utf8)) }
        let reports = Engine.analyze(files, options: RunOptions()).allReports
        return Dictionary(grouping: reports, by: \.file).mapValues { $0.map(\.finding) }
    }

    func tree(_ extra: [String: String]) -> [String: String] {
        ["Model/Color.swift": model, "Model/Point.swift": point, "App/Value.swift": value, "Example/Item.swift": example]
            .merging(extra) { $1 }
    }

    func testTheOwnModelsPropertyBesideRealityKitIsNoColor() {
        let found = findings(tree(["Model/Point+RealityKit.swift": "import Metal\nimport RealityKit\n"
            + "func strip(_ points: [Point]) {\n    for var point in points {\n        point.color = .white\n    }\n}\n"]))
        XCTAssertNil(found["Model/Point+RealityKit.swift"])
    }

    func testAFileOfUICodeKeepsItsOwnColors() {
        // A file importing a UI framework is not read as the model's: its colors stay findings.
        let found = findings(tree(["Example/Tile.swift": "import UIKit\nimport RealityKit\nfinal class Tile: UIView {\n"
            + "    func style() { backgroundColor = .white }\n}\n"]))
        XCTAssertEqual(found["Example/Tile.swift"]?.map(\.color?.description), ["#FFFFFFFF"])
    }

    func testRealityKitsBackgroundColorIsThePlatformsColor() {
        let found = findings(tree(["Example/Scene.swift": "import RealityKit\nimport UIKit\nfunc show(_ arView: ARView) {\n"
            + "    arView.environment.background = .color(.white)\n}\n"]))
        XCTAssertEqual(found["Example/Scene.swift"]?.map(\.framework), [.uikit])
    }

    func testTheTreesOwnCaseWithoutRealityKitIsNoColor() {
        let found = findings(tree(["App/Eval.swift": "import Foundation\nlet v: Value = .color(.white)\n"]))
        XCTAssertNil(found["App/Eval.swift"])
    }
}
