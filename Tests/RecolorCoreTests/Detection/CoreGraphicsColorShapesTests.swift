@testable import RecolorCore
import XCTest

/// The shapes session 26's held-out apps missed or read wrong (recall26, `/work/s26/recall-evidence.md`):
/// DSFSparkline's `CGColor(colorSpace:components:)!` and `Color(Color.RGBColorSpace.sRGB, …)`, its own
/// `CGColor.sRGBA(1, 1, 0)` (read as #010100), Equinox's `style?.lightColor.cgColor ?? .white` gradient
/// stops. Each is found with its color and rewritten to code that compiles (the failable `!` goes with
/// the constructor; `?? .white` takes the token's Core Graphics expression). Hand-written.
final class CoreGraphicsColorShapesTests: XCTestCase {
    let table = #"""
        { "tokens": {
            "accent": { "uikit": "Semantic.accent", "appkit": "Semantic.accent", "swiftui": "Color.accent",
                        "coregraphics": "Semantic.accent.cgColor", "light": "#3C64F4" },
            "paper": { "appkit": "Semantic.paper", "swiftui": "Color.paper", "coregraphics": "Semantic.paper.cgColor", "light": "#FFFFFF" },
            "yellow": { "coregraphics": "Semantic.warning.cgColor", "light": "#FFFF00" } },
          "rules": [ { "match": "#3C64F4", "token": "accent" }, { "match": "#FFFFFF", "token": "paper" },
                     { "match": "#FFFF00", "token": "yellow" } ] }
        """#

    func fixed(_ source: String) throws -> (text: String, reports: [Report]) {
        var options = RunOptions()
        options.configuration = try ConfigurationLoader.parse(Array(table.utf8), file: "t.json")
        let file = SwiftSource(path: "Chart.swift", bytes: Array(source.utf8))
        let reports = Engine.analyze([file], options: options).allReports
        return (String(decoding: Edits.apply(Engine.edits(for: reports), to: file.bytes), as: UTF8.self), reports)
    }

    func testAComponentArrayIsOneFindingWithItsUnwrap() throws {
        let (text, reports) = try fixed("import AppKit\nlet base = CGColor(colorSpace: CGColorSpaceCreateDeviceRGB(), components: [0.235, 0.392, 0.957, 1.0])!\n")
        XCTAssertEqual(reports.map(\.finding.color?.description), ["#3C64F4FF"])
        XCTAssertEqual(text, "import AppKit\nlet base = Semantic.accent.cgColor\n")
    }

    func testAComponentArrayOfNoColorStays() throws {
        let source = "import AppKit\nlet a = CGColor(colorSpace: space, components: [0.235, 0.392, 0.957, 1.0])!\n"
            + "let b = CGColor(colorSpace: CGColorSpaceCreateDeviceRGB(), components: [0, 0, 0, 0])!\n"
        let (text, reports) = try fixed(source)
        XCTAssertTrue(reports.isEmpty)
        XCTAssertEqual(text, source)
    }

    func testTheColorSpaceWrittenWithItsType() throws {
        let (text, _) = try fixed("import SwiftUI\nlet c = Color(Color.RGBColorSpace.sRGB, red: 0.235, green: 0.392, blue: 0.957)\n")
        XCTAssertEqual(text, "import SwiftUI\nlet c = Color.accent\n")
    }

    func testTheRightSideOfCoalescingAfterAConversionIsACoreGraphicsColor() throws {
        let (text, reports) = try fixed("import AppKit\nfunc stylize() {\n    outer.colors = [style?.lightColor.cgColor ?? .white, style?.darkColor.cgColor ?? other]\n}\n")
        XCTAssertEqual(reports.map(\.finding.framework), [.coregraphics])
        XCTAssertEqual(text, "import AppKit\nfunc stylize() {\n    outer.colors = [style?.lightColor.cgColor ?? Semantic.paper.cgColor, style?.darkColor.cgColor ?? other]\n}\n")
    }

    func testUnitComponentsOfTheTreesOwnFunction() throws {
        let (text, reports) = try fixed("import CoreGraphics\nextension CGColor {\n"
            + "    static func sRGBA(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat = 1.0) -> CGColor { CGColor(srgbRed: red, green: green, blue: blue, alpha: alpha) }\n"
            + "}\nlet warn = CGColor.sRGBA(1, 1, 0)\n")
        XCTAssertEqual(reports.map(\.finding.color?.description), ["#FFFF00FF"])
        XCTAssertTrue(text.hasSuffix("let warn = Semantic.warning.cgColor\n"), text)
    }
}
