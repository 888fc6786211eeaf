import Foundation
import XCTest

/// A palette's nested types and its aliasing members (mullvad's `UIColor+Palette.swift`, session 25's
/// lead sweep L3): `UIColor.Cell.Background.normal` is a member of the palette by its path, with its
/// value, mapped and rewritten; `static let invalidInputTextColor = UIColor.dangerColor` (also
/// `: UIColor = .dangerColor`, `Self.`, another palette's member in another file) has the named
/// member's value. Hand-written in that shape.
final class InitNestedAndAliasMembersTests: XCTestCase {
    static let palette = """
        import UIKit

        extension UIColor {
            enum Cell {
                enum Background {
                    static let normal = UIColor(red: 0.16, green: 0.29, blue: 0.45, alpha: 1)
                    static let selected = successColor
                }
                static let titleTextColor = UIColor(white: 0.95, alpha: 1)
                static let validationErrorBorderColor = UIColor.dangerColor
            }

            static let invalidInputTextColor = UIColor.dangerColor
            enum Switch {
                static let offThumbColor = UIColor(white: 0.3, alpha: 1)
            }
            static let dangerColor = UIColor(red: 0.89, green: 0.25, blue: 0.22, alpha: 1)
            static let successColor = UIColor(red: 0.27, green: 0.68, blue: 0.30, alpha: 1)
            static let errorBorderColor: UIColor = .dangerColor
            static let confirmColor = Self.successColor
        }

        """
    static let colors = "import UIKit\n\nenum Colors {\n    static let primary = UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)\n    static let secondary = UIColor(red: 0.55, green: 0.55, blue: 0.6, alpha: 1)\n}\n"
    static let brand = "import UIKit\n\nenum Brand {\n    static let link = Colors.primary\n    static let caption = Colors.secondary\n}\n"
    static let cell = """
        import UIKit

        final class RowCell: UITableViewCell {
            let title = UILabel()
            let field = UITextField()

            func apply(selected: Bool) {
                contentView.backgroundColor = selected ? UIColor.Cell.Background.selected : UIColor.Cell.Background.normal
                title.textColor = UIColor.Cell.titleTextColor
                title.highlightedTextColor = UIColor.Cell.validationErrorBorderColor
                field.textColor = UIColor.invalidInputTextColor
                field.tintColor = .confirmColor
                tintColor = UIColor.errorBorderColor
                title.backgroundColor = Brand.caption
                field.backgroundColor = Brand.link
            }
        }

        """

    func testNestedAndAliasingMembersAreMappedWithTheirValues() throws {
        let draft = try InitDraft(["UIColor+Palette.swift": Self.palette, "Colors.swift": Self.colors, "Brand.swift": Self.brand, "RowCell.swift": Self.cell])
        var lightByMatch: [String: String] = [:]
        for rule in draft.rules {
            guard let match = rule["match"] as? String else { continue }
            if let keep = rule["keep"] as? String { XCTFail("\(match) kept: \(keep)") }
            if let token = rule["token"] as? String { lightByMatch[match] = draft.tokens[token]?["light"] as? String }
        }
        XCTAssertEqual(lightByMatch["Cell.Background.normal"], "#294A73")
        XCTAssertEqual(lightByMatch["Cell.Background.selected"], "#45AD4D")
        XCTAssertEqual(lightByMatch["Cell.titleTextColor"], "#F2F2F2")
        XCTAssertEqual(lightByMatch["Cell.validationErrorBorderColor"], "#E34038")
        // Declared before a nested enum: not that enum's first color (#4D4D4D).
        XCTAssertEqual(lightByMatch["UIColor.invalidInputTextColor"], "#E34038")
        XCTAssertEqual(lightByMatch["UIColor.errorBorderColor"], "#E34038")
        XCTAssertEqual(lightByMatch["UIColor.confirmColor"], "#45AD4D")
        XCTAssertEqual(lightByMatch["Brand.caption"], "#8C8C99")
        XCTAssertEqual(lightByMatch["Brand.link"], "#3366CC")
        // A nested member's token keeps its type's name: `normal` alone says nothing.
        XCTAssertNotNil(draft.tokens["backgroundNormal"], "\(draft.tokens.keys.sorted())")
        // fix rewrites every use, and check is clean after it.
        XCTAssertEqual(try CommandRunner.recolor(["generate"], in: draft.scratch.url).status, 0)
        XCTAssertEqual(try CommandRunner.recolor(["fix", "."], in: draft.scratch.url).status, 0)
        let fixed = try draft.scratch.read("RowCell.swift")
        XCTAssertFalse(fixed.contains("UIColor.Cell") || fixed.contains("Brand.") || fixed.contains("UIColor."), fixed)
        XCTAssertTrue(fixed.contains("selected ? Semantic.") && fixed.contains(": Semantic.backgroundNormal"), fixed)
        XCTAssertEqual(try CommandRunner.recolor(["check", "."], in: draft.scratch.url).status, 0)
    }

    func testAnAliasOfANonColorOrACycleIsNoColor() throws {
        // Negative controls: `static let flag = isDark` holds no color; `a = b`, `b = a` stop without one.
        let palette = "import UIKit\n\nenum Ink {\n    static let isDark = false\n    static let flag = isDark\n    static let a = b\n    static let b = a\n    static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)\n    static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)\n}\n"
        let uses = "import UIKit\n\nfinal class V: UIView {\n    func f() -> Bool {\n        backgroundColor = Ink.red\n        tintColor = Ink.blue\n        return Ink.flag\n    }\n}\n"
        let draft = try InitDraft(["Ink.swift": palette, "V.swift": uses])
        XCTAssertFalse(draft.rules.contains { ($0["match"] as? String) == "Ink.flag" }, "\(draft.rules)")
    }
}
