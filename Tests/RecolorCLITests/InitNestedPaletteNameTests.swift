import Foundation
import XCTest

/// Token names from palette members named only by a lightness keep their namespace
/// (`Gray.dark` → `grayDark`) or take a role name: `Semantic.dark` is a light color in Dark Mode
/// (GitHawk's `Styles.Colors.Gray.dark`: session 20 audit F9). Negative controls: a member
/// whose name says more than a lightness keeps its own name (`Brand.ocean` → `ocean`).
final class InitNestedPaletteNameTests: XCTestCase {
    func tokens(_ styles: String, _ uses: String) throws -> [String: Any] {
        let s = try Scratch()
        try s.write("Styles.swift", styles)
        try s.write("Cells.swift", uses)
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let d = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        return d["tokens"] as! [String: Any]
    }

    static let styles = """
        import UIKit
        enum Styles {
            enum Colors {
                enum Gray {
                    static let dark = UIColor(red: 0x24 / 255.0, green: 0x29 / 255.0, blue: 0x2E / 255.0, alpha: 1)
                    static let medium = UIColor(red: 0x58 / 255.0, green: 0x60 / 255.0, blue: 0x69 / 255.0, alpha: 1)
                }
                enum Red {
                    static let light = UIColor(red: 0xFF / 255.0, green: 0xEE / 255.0, blue: 0xF0 / 255.0, alpha: 1)
                }
                enum Brand {
                    static let ocean = UIColor(red: 0x03 / 255.0, green: 0x66 / 255.0, blue: 0xD6 / 255.0, alpha: 1)
                    static let lightGreen = UIColor(red: 0x6A / 255.0, green: 0xD4 / 255.0, blue: 0x8F / 255.0, alpha: 1)
                }
            }
        }

        """
    static let uses = """
        import UIKit
        final class CommentCell: UITableViewCell {
            let title = UILabel()
            let body = UILabel()
            func setUp() {
                title.textColor = Styles.Colors.Gray.dark
                body.textColor = Styles.Colors.Gray.medium
                contentView.backgroundColor = Styles.Colors.Red.light
                tintColor = Styles.Colors.Brand.ocean
                body.backgroundColor = Styles.Colors.Brand.lightGreen
            }
        }

        """

    func testALightnessMemberKeepsItsNamespace() throws {
        let t = try tokens(Self.styles, Self.uses)
        for bare in ["dark", "medium", "light", "lighterLight"] { XCTAssertNil(t[bare], "\(bare): \(t.keys.sorted())") }
        XCTAssertNotNil(t["grayDark"], "\(t.keys.sorted())")
        XCTAssertNotNil(t["grayMedium"], "\(t.keys.sorted())")
        // Negative controls: a member named by more than its lightness keeps its name (a hue
        // with a lightness too: Lunar's `Color.lightGreen`).
        XCTAssertNotNil(t["ocean"], "\(t.keys.sorted())")
        XCTAssertNotNil(t["lightGreen"], "\(t.keys.sorted())")
    }

    func testANamespaceThatSaysNothingGivesARoleName() throws {
        let styles = "import UIKit\nenum Colors {\n    static let dark = UIColor(red: 0x24 / 255.0, green: 0x29 / 255.0, blue: 0x2E / 255.0, alpha: 1)\n}\n"
        let uses = "import UIKit\nfinal class Cell: UITableViewCell {\n    let title = UILabel()\n    func setUp() { title.textColor = Colors.dark }\n}\n"
        let t = try tokens(styles, uses)
        XCTAssertNil(t["dark"], "\(t.keys.sorted())")
        XCTAssertNil(t["colorsDark"], "\(t.keys.sorted())")
        XCTAssertEqual(t.count, 1, "\(t.keys.sorted())")
    }

    /// A member named `color` says nothing of it: it keeps its namespace (a palette member), or the
    /// token is named by its role and value, never `color` (ChatGPTSwiftUI's
    /// `HighlighterConstants.color`, `Color.color`: session 26's review, F8).
    /// Negative control: a member whose name says more (`codeColor`) keeps its own.
    func testAMemberNamedColorKeepsItsNamespace() throws {
        let styles = """
            import SwiftUI
            enum HighlighterConstants {
                static let color = Color(red: 38 / 255, green: 38 / 255, blue: 38 / 255)
            }
            enum Code {
                static let codeColor = Color(red: 9 / 255, green: 49 / 255, blue: 69 / 255)
            }

            """
        let uses = """
            import SwiftUI
            struct CodeBlock: View {
                var body: some View {
                    VStack {
                        Text("a").padding().background(HighlighterConstants.color)
                        Text("b").padding().background(Code.codeColor)
                    }
                }
            }

            """
        let t = try tokens(styles, uses)
        XCTAssertNil(t["color"], "\(t.keys.sorted())")
        XCTAssertEqual(t.count, 2, "\(t.keys.sorted())")
        XCTAssertNotNil(t["codeColor"], "\(t.keys.sorted())")
    }

    /// A palette member that is a function of its alpha (`static func whiteWithOpacity(opacity:)`, `AlphaFunction`)
    /// names no token: Windscribe's 151 white texts were named `whiteWithOpacity` (session 39). Its base merges with
    /// the plain whites, which take a role name; a stored member of a palette still names its own.
    func testAnAlphaFunctionNamesNoToken() throws {
        let styles = """
            import UIKit
            enum Palette {
                static let ocean = UIColor(red: 0x03 / 255.0, green: 0x66 / 255.0, blue: 0xD6 / 255.0, alpha: 1)
                static let coral = UIColor(red: 0xF0 / 255.0, green: 0x60 / 255.0, blue: 0x50 / 255.0, alpha: 1)
                static let sand = UIColor(red: 0xE0 / 255.0, green: 0xD0 / 255.0, blue: 0xA0 / 255.0, alpha: 1)
                static func whiteWithOpacity(opacity: CGFloat) -> UIColor {
                    return UIColor(red: 1, green: 1, blue: 1, alpha: opacity)
                }
            }

            """
        let uses = """
            import UIKit
            final class Cell: UITableViewCell {
                let title = UILabel()
                let detail = UILabel()
                func style() {
                    title.textColor = Palette.whiteWithOpacity(opacity: 0.5)
                    detail.textColor = UIColor.white
                    tintColor = Palette.ocean
                    backgroundColor = Palette.sand
                    detail.shadowColor = Palette.coral
                }
            }

            """
        let t = try tokens(styles, uses)
        XCTAssertNil(t["whiteWithOpacity"], "\(t.keys.sorted())")
        XCTAssertNotNil(t["inverseText"], "\(t.keys.sorted())")
        XCTAssertNotNil(t["ocean"], "\(t.keys.sorted())")
    }
}
