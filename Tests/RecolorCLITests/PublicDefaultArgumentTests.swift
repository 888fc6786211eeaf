import Foundation
import XCTest

/// A default argument of an exported function (public, open or package, in a type the module
/// exports) may name only declarations as visible as the function: Swift rejects
/// `public func style(color: UIColor = Semantic.x)` ("enum 'Semantic' is internal and cannot be
/// referenced from a default argument value"), and `generate` declares its members internal.
/// `fix` declines such a site with the reason; a default of an internal function, a default in a
/// public function of an internal type, and a token whose expression is a system color are rewritten.
final class PublicDefaultArgumentTests: XCTestCase {
    static let table = ##"""
        { "tokens": {
            "inverseText": { "uikit": "Semantic.inverseText", "light": "#FFFFFF", "dark": "#FFFFFF" },
            "ink": { "uikit": "UIColor.label", "light": "#000000", "dark": "#FFFFFF" } },
          "rules": [ { "match": "#FFFFFF", "token": "inverseText" }, { "match": "#000000", "token": "ink" } ] }
        """##

    func testAnExportedFunctionsDefaultArgumentIsDeclinedWhereTheTokenIsTheAppsOwnMember() throws {
        let s = try Scratch()
        try s.write(".recolor.json", Self.table)
        try s.write("Badge.swift", """
            import UIKit
            public final class Badge: UIView {
                public func style(textColor: UIColor = .white, ink: UIColor = .black) { label(textColor, ink) }
                public init(fill: UIColor = UIColor.white) { super.init(frame: .zero) }
                func label(_ a: UIColor = .white, _ b: UIColor) {}
                required init?(coder: NSCoder) { fatalError() }
            }
            public extension UIView {
                func tint(color: UIColor = UIColor.white) {}
            }
            struct Row {
                public func draw(color: UIColor = .white) {}
            }

            """)
        let r = try CommandRunner.recolor(["fix"], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let fixed = try s.read("Badge.swift")
        // Declined: exported functions' defaults naming the app's `Semantic`.
        XCTAssertTrue(fixed.contains("public func style(textColor: UIColor = .white, ink: UIColor = UIColor.label)"), fixed)
        XCTAssertTrue(fixed.contains("public init(fill: UIColor = UIColor.white)"), fixed)
        XCTAssertTrue(fixed.contains("func tint(color: UIColor = UIColor.white)"), fixed)
        // Rewritten: an internal function's default, and a public function of an internal type.
        XCTAssertTrue(fixed.contains("func label(_ a: UIColor = Semantic.inverseText, _ b: UIColor)"), fixed)
        XCTAssertTrue(fixed.contains("public func draw(color: UIColor = Semantic.inverseText)"), fixed)
        XCTAssertTrue(r.stderr.contains("3 declined"), r.stderr)
        XCTAssertTrue(r.stderr.contains("default argument of the public function"), r.stderr)
    }
}
