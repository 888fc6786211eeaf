import Foundation
import XCTest

/// A one-color namespace declared in a palette's file is a palette too (GitHawk's `enum Red {
/// static let light }` beside `enum Gray` in Styles.swift): left out, its uses were no findings
/// and `check` was clean while the fixed pink stayed in Dark Mode (session 20 audit F11).
/// Negative control: a one-color namespace in a file of its own is still no palette.
final class InitPaletteSiblingTests: XCTestCase {
    static let gray = """
            enum Gray {
                static let dark = UIColor(red: 0x24 / 255.0, green: 0x29 / 255.0, blue: 0x2E / 255.0, alpha: 1)
                static let light = UIColor(red: 0xA3 / 255.0, green: 0xAA / 255.0, blue: 0xB1 / 255.0, alpha: 1)
            }

        """
    static let red = """
            enum Red {
                static let light = UIColor(red: 0xFF / 255.0, green: 0xEE / 255.0, blue: 0xF0 / 255.0, alpha: 1)
            }

        """
    static let cells = """
        import UIKit
        final class Cell: UITableViewCell {
            let title = UILabel()
            func setUp() {
                title.textColor = Gray.dark
                title.tintColor = Gray.light
                contentView.backgroundColor = Red.light
            }
        }

        """

    func palettes(_ files: [String: String]) throws -> [String] {
        let s = try Scratch()
        for (path, text) in files { try s.write(path, text) }
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let d = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        return d["palettes"] as! [String]
    }

    func testAOneColorNamespaceBesideAPaletteIsListed() throws {
        let p = try palettes(["Styles.swift": "import UIKit\n" + Self.gray + Self.red, "Cells.swift": Self.cells])
        XCTAssertEqual(p, ["Gray", "Red"])
    }

    func testAOneColorNamespaceInAFileOfItsOwnIsNot() throws {
        let p = try palettes(["Styles.swift": "import UIKit\n" + Self.gray, "Red.swift": "import UIKit\n" + Self.red, "Cells.swift": Self.cells])
        XCTAssertEqual(p, ["Gray"])
    }
}
