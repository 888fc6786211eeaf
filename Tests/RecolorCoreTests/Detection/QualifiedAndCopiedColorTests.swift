@testable import RecolorCore
import XCTest

/// Session 26's leftovers of issue 21, checked to still reproduce in session 27 (recall27): a color type
/// written with its module (Mantis' `SwiftUI.Color(white: 0.2)`) was no finding, and CGColor's
/// `copy(alpha:)` (DSFSparkline's bars) was read as opaque. Each is found with its color and rewritten to
/// code that compiles (`Scripts/typecheck/fixtures/module-qualified-color-types`, `cgcolor-copy-alpha`).
/// Hand-written.
final class QualifiedAndCopiedColorTests: XCTestCase {
    let table = #"""
        { "tokens": {
            "shade": { "uikit": ".shade", "swiftui": ".shade", "light": "#333333" },
            "veil": { "appkit": "Semantic.veil", "light": "#00000080" },
            "edge": { "appkit": "Semantic.edge", "coregraphics": "Semantic.edge.cgColor", "light": "#FFFFFF40" },
            "ink": { "appkit": ".ink", "light": "#000000" } },
          "rules": [ { "match": "#333333", "token": "shade" }, { "match": "#00000080", "token": "veil" },
                     { "match": "#FFFFFF40", "token": "edge" }, { "match": "#000000", "token": "ink" } ] }
        """#

    func fixed(_ source: String) throws -> (text: String, reports: [Report]) {
        var options = RunOptions()
        options.configuration = try ConfigurationLoader.parse(Array(table.utf8), file: "t.json")
        let file = SwiftSource(path: "Crop.swift", bytes: Array(source.utf8))
        let reports = Engine.analyze([file], options: options).allReports
        return (String(decoding: Edits.apply(Engine.edits(for: reports), to: file.bytes), as: UTF8.self), reports)
    }

    func testAColorTypeWrittenWithItsModule() throws {
        let (text, reports) = try fixed("import SwiftUI\nimport UIKit\nlet a = SwiftUI.Color(white: 0.2)\nlet b = UIKit.UIColor(white: 0.2, alpha: 1)\n"
            + "let c = SwiftUI.Color.init(white: 0.2)\n")
        XCTAssertEqual(reports.map(\.finding.framework), [.swiftui, .uikit, .swiftui])
        // The implicit member takes the type as the code wrote it: `let a = .shade` would not compile.
        XCTAssertEqual(text, "import SwiftUI\nimport UIKit\nlet a = SwiftUI.Color.shade\nlet b = UIKit.UIColor.shade\nlet c = SwiftUI.Color.shade\n")
    }

    func testAnotherModulesTypeOfTheSameNameIsNoColor() throws {
        let source = "import SwiftUI\nlet a = Euclid.Color(white: 0.2)\nlet b = UIKit.Color(white: 0.2)\nlet c = SwiftUI.UIColor(white: 0.2, alpha: 1)\n"
        let (text, reports) = try fixed(source)
        XCTAssertTrue(reports.isEmpty)
        XCTAssertEqual(text, source)
    }

    func testCopyAlphaAfterTheConversionIsTheColorsAlpha() throws {
        let (text, reports) = try fixed("import AppKit\nfunc style(_ bar: CAShapeLayer) {\n    bar.fillColor = NSColor.black.cgColor.copy(alpha: 0.5)\n"
            + "    bar.strokeColor = NSColor.white.cgColor.copy(alpha: 0.25)!\n}\n")
        XCTAssertEqual(reports.map(\.finding.color?.description), ["#00000080", "#FFFFFF40"])
        // A token with the alpha replaces base, conversion and copy at once (its `!` too), converted.
        XCTAssertEqual(text, "import AppKit\nfunc style(_ bar: CAShapeLayer) {\n    bar.fillColor = Semantic.veil.cgColor\n"
            + "    bar.strokeColor = Semantic.edge.cgColor\n}\n")
    }

    func testCopyAlphaOfACoreGraphicsConstructor() throws {
        let (_, reports) = try fixed("import AppKit\nlet a = CGColor(red: 1, green: 1, blue: 1, alpha: 1).copy(alpha: 0.25)\n")
        XCTAssertEqual(reports.map(\.finding.color?.description), ["#FFFFFF40"])
    }

    func testAnImplicitMemberCannotTakeTheConversion() throws {
        // `.veil` has no typed expression to convert: left as written, with the reason.
        let implicit = #"""
            { "tokens": { "veil": { "appkit": ".veil", "light": "#00000080" } },
              "rules": [ { "match": "#00000080", "token": "veil" } ] }
            """#
        var options = RunOptions()
        options.configuration = try ConfigurationLoader.parse(Array(implicit.utf8), file: "t.json")
        let source = "import AppKit\nlet a = NSColor.black.cgColor.copy(alpha: 0.5)\n"
        let file = SwiftSource(path: "Crop.swift", bytes: Array(source.utf8))
        let reports = Engine.analyze([file], options: options).allReports
        XCTAssertEqual(reports.count, 1)
        XCTAssertEqual(reports.first?.resolution.replacement, nil)
        XCTAssertEqual(String(decoding: Edits.apply(Engine.edits(for: reports), to: file.bytes), as: UTF8.self), source)
    }

    func testCopyWithOtherArgumentsIsNoAlpha() throws {
        let (_, reports) = try fixed("import AppKit\nlet a = NSColor.black.cgColor.copy(components: parts)\n")
        XCTAssertEqual(reports.map(\.finding.color?.description), ["#000000FF"])
    }
}
