@testable import RecolorCore
import XCTest

/// A color the app's function fills into a drawing (`color.setFill()`, `ctx.setFillColor(color.cgColor)`)
/// is a fill, the surface of the image drawn (`ParameterFlows`): Lush Player's search field,
/// `UIImage.block(with: UIColor(red: 51/225, …), size:)` set as the field's background image under
/// white text, was read as "with" (no role) and got a light dark #BBBBBB, ≈1.9:1 (session 30's
/// review, A7; /work/s30/repro/a7). Negatives: a parameter stroked (`setStroke()`) is a border; one
/// whose method is called otherwise (`color.withAlphaComponent(…)`) says nothing.
final class DrawnFillParameterTests: XCTestCase {
    func flow(_ body: String) -> String? {
        let source = """
        import UIKit
        extension UIImage {
            class func block(with colour: UIColor, size: CGSize) -> UIImage {
                \(body)
            }
        }
        """
        let file = SwiftSource(path: "A.swift", bytes: Array(source.utf8))
        return ParameterFlows.uses(in: file, callees: ["block"]).first { $0.0 == "block|with" }?.1
    }

    func testAParameterFilledIntoADrawingIsAFill() {
        XCTAssertEqual(flow("UIGraphicsBeginImageContextWithOptions(size, false, 0)\n colour.setFill()\n UIRectFill(CGRect(origin: .zero, size: size))"), "setFill")
        XCTAssertEqual(ColorRole(context: flow("colour.setFill()")), .fill)
        XCTAssertEqual(flow("UIGraphicsImageRenderer(size: size).image { ctx in ctx.cgContext.setFillColor(colour.cgColor); ctx.fill(CGRect(origin: .zero, size: size)) }"), "setFillColor")
    }

    func testOtherCallsOnTheParameterSayNoFill() {
        XCTAssertNil(flow("colour.setStroke()\n UIBezierPath().stroke()"), "a stroke is no fill (and no assignment names it)")
        XCTAssertNil(flow("let c = colour.withAlphaComponent(0.5)\n return UIImage()"))
    }

    /// The repro's draft: the field's fill keeps a dark value under its white text.
    func testTheDraftKeepsTheDrawnFillDark() {
        let app = """
        import UIKit
        extension UIImage {
            class func block(with colour: UIColor, size: CGSize) -> UIImage {
                UIGraphicsBeginImageContextWithOptions(size, false, 0)
                colour.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: size.width, height: size.height))
                let image = UIGraphicsGetImageFromCurrentImageContext()!
                UIGraphicsEndImageContext()
                return image
            }
        }
        final class FindViewController: UIViewController {
            let searchBar = UISearchBar()
            override func viewDidLoad() {
                super.viewDidLoad()
                let image = UIImage.block(with: UIColor(red: 51/225, green: 51/225, blue: 51/225, alpha: 1), size: CGSize(width: 200, height: 60))
                searchBar.setSearchFieldBackgroundImage(image, for: .normal)
            }
        }
        """
        var options = RunOptions()
        options.threads = 1
        let result = Engine.analyze([FileInput(path: "Find.swift", bytes: Array(app.utf8))], options: options)
        let d = StarterDraft.build(result, declared: DeclaredMembers(), configuration: Configuration())
        let field = d.tokens.first { $0.appearance[.light] == RGBA(mappingHex: "#3A3A3A") }
        XCTAssertEqual(field?.role, .fill, "\(d.tokens.map(\.description))")
        XCTAssertLessThan(field?.appearance[.dark].map { OKLCH($0).lightness } ?? 1, 0.5, "a dark surface in Dark: \(d.tokens.map(\.description))")
    }
}
