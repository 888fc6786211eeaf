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

    func testAConfiguredColorTypeIsNoWrapper() throws {
        // `colorTypes` says the type is a UIColor: its calls are that type's, as before.
        let table = #"{ "colorTypes": { "Shade": "uikit" } }"#
        let reports = try run([("Shade.swift", wrapper), ("Brand.swift", palette)], table: table).allReports.filter { $0.file == "Brand.swift" }
        XCTAssertEqual(reports.count, 2)
        XCTAssertEqual(reports.map { $0.finding.wrapper }, [nil, nil])
    }
}
