@testable import RecolorCore
import XCTest

/// A default argument stands in its function's place (`Indicator.drawDot`), as its body does:
/// the signature lies before the braces, and two functions of one type defaulting to one color
/// shared the type's place, so init could limit a rule to neither (session 22 audit F18, beam's
/// passcode indicator). Negative: a stored property's value, a body's color, a call's argument
/// keep the places they had.
final class DefaultArgumentPlaceTests: XCTestCase {
    let source = """
    import UIKit
    final class Indicator: UIView {
        let ring = UIColor(red: 0.1, green: 0, blue: 0, alpha: 1)
        func drawRing(frame: CGRect, color: UIColor = UIColor(red: 0.2, green: 0, blue: 0, alpha: 1)) {
            color.setStroke()
        }
        func drawDot<T>(_ t: T, color: UIColor = UIColor(red: 0.3, green: 0, blue: 0, alpha: 1)) -> Bool {
            UIColor(red: 0.4, green: 0, blue: 0, alpha: 1).setFill()
            return true
        }
        init(tint: UIColor = UIColor(red: 0.5, green: 0, blue: 0, alpha: 1)) { super.init(frame: .zero) }
        required init?(coder: NSCoder) { fatalError() }
    }
    func paint(_ v: Indicator) { v.drawRing(frame: .zero, color: UIColor(red: 0.6, green: 0, blue: 0, alpha: 1)) }
    """

    func place(of needle: String) throws -> String? {
        let file = SwiftSource(path: "A.swift", bytes: Array(source.utf8))
        let tree = SyntaxTreeMemo(file: file).tree
        let found = try XCTUnwrap(source.range(of: needle))
        let offset = source.utf8.distance(from: source.startIndex, to: found.lowerBound)
        return DeclarationPlace.path(at: file.codeIndex(atOrAfter: offset), in: file, tree: tree)
    }

    func testADefaultArgumentStandsInItsFunction() throws {
        XCTAssertEqual(try place(of: "UIColor(red: 0.2"), "Indicator.drawRing")
        XCTAssertEqual(try place(of: "UIColor(red: 0.3"), "Indicator.drawDot", "past generic parameters")
        XCTAssertEqual(try place(of: "UIColor(red: 0.5"), "Indicator.init")
    }

    func testOtherColorsKeepTheirPlaces() throws {
        XCTAssertEqual(try place(of: "UIColor(red: 0.1"), "Indicator", "a stored property's value itself: the type (a call holding it names the property)")
        XCTAssertEqual(try place(of: "UIColor(red: 0.4"), "Indicator.drawDot")
        XCTAssertEqual(try place(of: "UIColor(red: 0.6"), "paint")
    }
}
