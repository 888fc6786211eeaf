import Foundation
import XCTest

/// Issue 22, brand colors (session 26 F13): a color whose own line's comment calls it the brand
/// color (`static let main = UIColor(red: …) // Brand color`) is fixed, at its declaration and in
/// the uses of the palette member it declares; a comment on another line, or one that names no
/// brand, changes nothing.
final class BrandCommentTests: XCTestCase {
    func keep(_ d: InitDraft, _ match: String) -> String? {
        d.rules.first { ($0["match"] as? String) == match && $0["keep"] != nil }?["keep"] as? String
    }

    static let screen = """
        import UIKit
        final class Home: UIViewController {
            let logo = UILabel()
            let note = UILabel()
            override func viewDidLoad() {
                super.viewDidLoad()
                logo.textColor = Palette.main
                note.textColor = Palette.ink
                view.backgroundColor = Palette.page
            }
        }

        """

    // Triggering: the palette member declared with a brand comment; a literal with one.
    func testAMemberDeclaredAsTheBrandColorIsKept() throws {
        let palette = """
            import UIKit
            struct Palette {
                static let main = UIColor(red: 0.05, green: 0.55, blue: 0.35, alpha: 1) // Brand color
                // Brand colors below are for the marketing pages
                static let ink = UIColor(red: 0.10, green: 0.10, blue: 0.12, alpha: 1)
                static let page = UIColor(red: 0.96, green: 0.96, blue: 0.97, alpha: 1) // page background
            }

            """
        let d = try InitDraft(["Coach/Palette.swift": palette, "Coach/Home.swift": Self.screen])
        XCTAssertEqual(keep(d, "Palette.main")?.hasPrefix("brand: Palette.main, declared with // Brand color"), true, "\(d.rules)")
        // Non-triggering: a comment on the line above, or naming no brand.
        XCTAssertNil(keep(d, "Palette.ink"), "\(d.rules)")
        XCTAssertNil(keep(d, "Palette.page"), "\(d.rules)")
    }

    func testALiteralWithABrandCommentIsKept() throws {
        let code = """
            import UIKit
            final class Badge: UIView {
                func style() {
                    backgroundColor = UIColor(red: 0.36, green: 0.24, blue: 0.77, alpha: 1) // our brand purple
                    layer.borderColor = UIColor(red: 0.9, green: 0.9, blue: 0.9, alpha: 1).cgColor // a light rim
                }
            }

            """
        let d = try InitDraft(["Badge.swift": code])
        XCTAssertEqual(keep(d, "#5C3DC4")?.hasPrefix("brand:"), true, "\(d.rules)")
        XCTAssertNil(keep(d, "#E6E6E6"), "\(d.rules)")
    }
}
