@testable import RecolorCore
import XCTest

/// Session 35 (recall35): session 34's leftovers, each reproduced on main (9b96dbff) first.
/// The findings of a run over `sources` (path → text), by file.
private func session35Findings(_ sources: [String: String]) -> [String: [Finding]] {
    let files = sources.keys.sorted().map { SwiftSource(path: $0, bytes: Array(sources[$0]!.utf8)) }
    let reports = Engine.analyze(files, options: RunOptions()).allReports
    return Dictionary(grouping: reports, by: \.file).mapValues { $0.map(\.finding) }
}

final class Session35RecallTests: XCTestCase {
    func findings(_ sources: [String: String]) -> [String: [Finding]] { session35Findings(sources) }

    /// haxpor/Potatso's TodayWidget: `(status ? "FF6959" : "1ABC9C").color.alpha(0.76).toImage()`, the
    /// conversion from icodesign/SwiftColor after a parenthesized ternary of hex strings: both arms missed
    /// on main (Potatso 67/69). Each arm is a color with no framework, which `fix` leaves.
    func testBothArmsOfATernaryOfHexStringsBeforeTheConversionAreColors() {
        let cell = "import UIKit\nimport SwiftColor\n\nfinal class GroupCell: UITableViewCell {\n    func update(_ status: Bool) {\n"
            + "        button.setBackgroundImage((status ? \"FF6959\" : \"1ABC9C\").color.alpha(0.76).toImage(), for: .normal)\n    }\n}\n"
        let found = findings(["Cell.swift": cell])["Cell.swift"] ?? []
        XCTAssertEqual(found.map(\.color?.description), ["#FF6959FF", "#1ABC9CFF"])
        XCTAssertEqual(found.map(\.framework), [nil, nil])
        XCTAssertEqual(found.map(\.range.count), [8, 8])
        XCTAssertEqual(found.map { $0.undecidedType != nil }, [true, true])
    }

    /// Negatives: strings that are no hex, no conversion after the parentheses or another member of the
    /// string, no parentheses, an arm that is no string, and the same ternary without the library.
    func testOtherTernariesOfStringsAreNothing() {
        let view = "import UIKit\nimport SwiftColor\n\nfunc names(_ on: Bool, name: String) {\n"
            + "    let a = (on ? \"Red\" : \"Blue\").color\n    let b = (on ? \"FF6959\" : \"1ABC9C\")\n"
            + "    let c = (on ? \"FF6959\" : \"1ABC9C\").count\n    let d = on ? \"FF6959\" : \"1ABC9C\"\n"
            + "    let e = (on ? \"FF6959\" : name).color\n}\n"
        XCTAssertTrue(findings(["View.swift": view]).isEmpty)
        let plain = "import UIKit\n\nlet a = (on ? \"FF6959\" : \"1ABC9C\").color\n"
        XCTAssertTrue(findings(["Plain.swift": plain]).isEmpty)
    }

    /// icodesign/SwiftColor's `Color` is `NSColor` on macOS (`#if os(macOS) typealias Color = NSColor`):
    /// `"5F5F5F".color` in a file of AppKit code was read as UIKit's, its token a UIKit expression in an
    /// AppKit file. A UIKit file beside it stays UIKit's.
    func testTheLibrarysConversionIsAppKitsInAFileOfAppKitCode() {
        let mac = "import Cocoa\nimport SwiftColor\n\nfinal class Badge: NSView {\n    func style() {\n"
            + "        layer?.backgroundColor = \"34495E\".color.cgColor\n        label.textColor = \"5F5F5F\".color\n    }\n}\n"
        let ios = "import UIKit\n\nfinal class Row: UITableViewCell {\n    func style() { textLabel?.textColor = \"5F5F5F\".color }\n}\n"
        let found = findings(["Badge.swift": mac, "Row.swift": ios])
        XCTAssertEqual(found["Badge.swift"]?.map(\.color?.description), ["#34495EFF", "#5F5F5FFF"])
        XCTAssertEqual(found["Badge.swift"]?.map(\.framework), [.appkit, .appkit])
        XCTAssertEqual(found["Row.swift"]?.map(\.framework), [.uikit])
    }
}

/// airbnb/Lona (new, recall35): its own `extension NSColor { static func parse(css: String) -> NSColor? }` is
/// called with CSS literals, `NSColor.parse(css: "rgb(210,210,212)")!.setStroke()` and
/// `private let layerDirectionColor1 = NSColor.parse(css: "rgba(124,124,124,0.8)")!`: 5 colors, none found on main.
final class Session35CSSColorTests: XCTestCase {
    func testACSSColorStringGivenToAColorTypesParserIsAColor() {
        let thumb = "import AppKit\n\nextension NSColor {\n    static func parse(css: String) -> NSColor? { nil }\n}\n\n"
            + "private let layerDirectionColor = NSColor.parse(css: \"rgba(124,124,124,0.8)\")!\n\n"
            + "final class Thumb: NSView {\n    override func draw(_ r: NSRect) {\n"
            + "        NSColor.parse(css: \"rgb(210,210,212)\")!.setStroke()\n        layer?.borderColor = NSColor.parse(css: \"rgb(190, 190, 190)\")!.cgColor\n    }\n}\n"
        let found = session35Findings(["Thumb.swift": thumb])["Thumb.swift"] ?? []
        XCTAssertEqual(found.map(\.color?.description), ["#7C7C7CCC", "#D2D2D4FF", "#BEBEBEFF"])
        XCTAssertEqual(found.map(\.kind), [.rgbConstructor, .rgbConstructor, .rgbConstructor])
        XCTAssertEqual(found.map(\.framework), [.appkit, .appkit, .appkit])
    }

    /// The file holds no other color and no color word: screening keeps it for the call alone (Lona's
    /// LayerThumbnail.swift, three file-level `NSColor.parse(css: "rgba(…)")!`, was screened out); a `#`
    /// string after the parser's label is a hex color (`NSColor.parse(css: "#0169D9")!.cgColor`).
    func testAFileWhoseOnlyColorsAreParsedStringsIsScanned() {
        let thumb = "import AppKit\n\nprivate let layerDirection1 = NSColor.parse(css: \"rgba(124,124,124,0.8)\")!\n"
            + "private let layerDirection2 = NSColor.parse(css: \"#0169D9\")!\n"
        let found = session35Findings(["LayerThumb.swift": thumb])["LayerThumb.swift"] ?? []
        XCTAssertEqual(found.map(\.color?.description), ["#7C7C7CCC", "#0169D9FF"])
        XCTAssertEqual(found.map(\.kind), [.rgbConstructor, .hexConstructor])
    }

    /// Negatives: a type that is no color type, a CSS name,
    /// percentages, and a string that only begins with `rgb`.
    func testOtherStringsToParsersAreNothing() {
        let other = "import AppKit\n\nlet a = Style.parse(css: \"rgb(190,190,190)\")\nlet b = NSColor.parse(css: \"red\")\n"
            + "let d = NSColor.parse(css: \"rgb(10%,20%,30%)\")\nlet e = NSColor.parse(css: \"rgbLight\")\nlet f = String.parse(css: \"rgba(1,2,3,0.5)\")\n"
        XCTAssertTrue(session35Findings(["Other.swift": other]).isEmpty)
    }
}
