@testable import RecolorCore
import XCTest

/// Rules limited to places (`"in"`): a keep follows the place, not the value, so vlc's
/// `blackPalette` and `blackPlaceholder()` stay black while the same black adapts elsewhere.
final class PlacedRulesTests: XCTestCase {
    let source = """
        import UIKit

        struct ColorPalette {
            let background: UIColor
        }
        let brightPalette = ColorPalette(background: UIColor(white: 1, alpha: 1))
        let blackPalette = ColorPalette(background: UIColor(white: 0, alpha: 1))

        final class VideoPreviewController: UIViewController {
            private func blackPlaceholder() -> UIImage {
                UIGraphicsImageRenderer(size: .zero).image { _ in
                    UIColor.black.setFill()
                }
            }
        }

        final class Card: UIView {
            func paint() {
                UIColor.black.setFill()
                backgroundColor = UIColor(white: 0, alpha: 1)
            }
        }
        """

    func testThePlaceNamesTheDeclarationsAround() {
        let file = SwiftSource(path: "A.swift", bytes: Array(source.utf8))
        let tree = SyntaxTreeMemo(file: file).tree
        func place(of text: String, occurrence: Int = 0) -> String? {
            var from = source.startIndex
            var found: Range<String.Index>?
            for _ in 0...occurrence {
                found = source.range(of: text, range: from..<source.endIndex)
                from = found!.upperBound
            }
            let offset = source.utf8.distance(from: source.startIndex, to: found!.lowerBound)
            return DeclarationPlace.path(at: file.codeIndex(atOrAfter: offset), in: file, tree: tree)
        }
        XCTAssertEqual(place(of: "UIColor(white: 0"), "blackPalette")
        XCTAssertEqual(place(of: "UIColor(white: 1"), "brightPalette")
        XCTAssertEqual(place(of: "UIColor.black"), "VideoPreviewController.blackPlaceholder")
        XCTAssertEqual(place(of: "UIColor.black", occurrence: 1), "Card.paint")
        XCTAssertNil(place(of: "import"))
        XCTAssertTrue(DeclarationPlace.matches("VideoPreviewController.blackPlaceholder", within: ["blackPlaceholder"]))
        XCTAssertTrue(DeclarationPlace.matches("VideoPreviewController.blackPlaceholder", within: ["VideoPreviewController"]))
        XCTAssertFalse(DeclarationPlace.matches("VideoPreviewController.blackPlaceholderView", within: ["blackPlaceholder"]))
        XCTAssertFalse(DeclarationPlace.matches(nil, within: ["blackPalette"]))
    }

    func testAKeepInAPlaceBeatsTheTokenOfItsValueThereAndOnlyThere() throws {
        let table = try ConfigurationLoader.parse(Array(#"""
            { "tokens": { "ink": { "uikit": "Semantic.ink", "light": "#000000", "dark": "#FFFFFF" } },
              "rules": [
                { "match": "#000000", "token": "ink" },
                { "match": "#000000", "in": ["blackPalette", "VideoPreviewController.blackPlaceholder"], "keep": "dark theme and media placeholder" }
              ] }
            """#.utf8), file: "t.json")
        XCTAssertEqual(table.rules[1].within, ["blackPalette", "VideoPreviewController.blackPlaceholder"])
        var options = RunOptions()
        options.configuration = table
        let file = SwiftSource(path: "A.swift", bytes: Array(source.utf8))
        let reports = Engine.analyze([file], options: options).allReports.filter { $0.finding.color == RGBA(red: 0, green: 0, blue: 0) }
        XCTAssertEqual(reports.count, 4)
        let kept = reports.filter { $0.resolution.kept != nil }.map(\.line)
        let mapped = reports.filter { $0.resolution.token == "ink" }.map(\.line)
        XCTAssertEqual(kept, [7, 12], "blackPalette and blackPlaceholder() stay black")
        XCTAssertEqual(mapped, [19, 20], "the same black elsewhere adapts")
    }

    func testAnEmptyPlaceIsRefused() {
        XCTAssertThrowsError(try ConfigurationLoader.parse(Array(##"{ "rules": [ { "match": "#000000", "in": [""], "keep": "x" } ] }"##.utf8), file: "t.json"))
    }
}
