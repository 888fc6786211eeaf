@testable import RecolorCore
import XCTest

/// An optional's `map` closure returns the value of the call's place: ShapeScript's iOS viewer
/// `navigationBar?.tintColor = errorMessage.map { _ in .white } ?? interfaceColor` (missed in
/// session 25). Found as the tint it is, and rewritten inside the closure. Hand-written.
final class OptionalMapClosureTests: XCTestCase {
    let table = #"""
        { "tokens": { "onError": { "uikit": "Semantic.onError", "light": "#FFFFFF" } },
          "rules": [ { "match": "#FFFFFF", "token": "onError" } ] }
        """#

    func fixed(_ source: String) throws -> (text: String, reports: [Report]) {
        var options = RunOptions()
        options.configuration = try ConfigurationLoader.parse(Array(table.utf8), file: "t.json")
        let file = SwiftSource(path: "Viewer.swift", bytes: Array(source.utf8))
        let reports = Engine.analyze([file], options: options).allReports
        return (String(decoding: Edits.apply(Engine.edits(for: reports), to: file.bytes), as: UTF8.self), reports)
    }

    func testTheClosuresMemberTakesTheCallsPlace() throws {
        let (text, reports) = try fixed("import UIKit\nfunc update() {\n    navigationBar?.tintColor = errorMessage.map { _ in .white } ?? interfaceColor\n}\n")
        XCTAssertEqual(reports.map(\.finding.context), ["tintColor"])
        XCTAssertEqual(text, "import UIKit\nfunc update() {\n    navigationBar?.tintColor = errorMessage.map { _ in Semantic.onError } ?? interfaceColor\n}\n")
    }

    func testAMapOfNoColorPlaceStays() throws {
        let source = "import UIKit\nlet modes = items.map { _ in .white }\nlet size = message.map { _ in .zero } ?? .zero\n"
        let (text, reports) = try fixed(source)
        XCTAssertTrue(reports.isEmpty)
        XCTAssertEqual(text, source)
    }
}
