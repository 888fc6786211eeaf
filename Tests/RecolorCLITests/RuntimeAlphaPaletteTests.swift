import Foundation
import XCTest

/// A color constructor whose components are constants and whose alpha is a parameter
/// (bittr's palette `UIColor(displayP3Red: 246/255, green: 199/255, blue: 68/255, alpha: opacity)`,
/// 15 literals "color unknown", session 34's held-out check V8) is read: its color at alpha 1 is
/// what a rule without alpha matches, and `fix` writes the token at the written alpha.
/// Negatives: a component chosen at run time stays unknown; a white at a run-time alpha is not
/// turned into an adapting token (`UnknownAlpha`); a CGColor is left with the reason.
final class RuntimeAlphaPaletteTests: XCTestCase {
    static let table = """
        { "tokens": {
            "brandYellow": { "uikit": "Semantic.brandYellow", "swiftui": "Color.brandYellow", "light": "#FFC502", "dark": "#FFD264" },
            "pageBackground": { "uikit": "UIColor.systemBackground", "light": "#FFFFFF", "dark": "#000000" } },
          "rules": [
            { "match": "#FFC502", "token": "brandYellow" },
            { "match": "#FFFFFF", "token": "pageBackground" } ] }
        """

    func testAConstantColorAtARuntimeAlphaIsRewrittenAtThatAlpha() throws {
        let s = try Scratch()
        try s.write(".recolor.json", Self.table)
        try s.write("App/Colors.swift", """
            import UIKit
            enum Colors {
                static func yellow(_ opacity: CGFloat) -> UIColor { UIColor(displayP3Red: 246/255, green: 199/255, blue: 68/255, alpha: opacity) }
                static func white(_ opacity: CGFloat) -> UIColor { UIColor(displayP3Red: 1, green: 1, blue: 1, alpha: opacity) }
                static func either(_ on: Bool, _ opacity: CGFloat) -> UIColor { UIColor(red: on ? 1 : 0, green: 0.5, blue: 0, alpha: opacity) }
                static func layer(_ opacity: CGFloat) -> CGColor { CGColor(red: 246/255, green: 199/255, blue: 68/255, alpha: opacity) }
            }

            """)
        try s.write("App/Badge.swift", """
            import SwiftUI
            struct Badge: View {
                let fade: Double
                var body: some View { Text("New").background(Color(.displayP3, red: 246/255, green: 199/255, blue: 68/255, opacity: fade)) }
            }

            """)
        let r = try CommandRunner.recolor(["fix", "."], in: s.url)
        let colors = try s.read("App/Colors.swift")
        XCTAssertTrue(colors.contains("{ Semantic.brandYellow.withAlphaComponent(opacity) }"), colors + r.stderr)
        XCTAssertTrue(colors.contains("UIColor(displayP3Red: 1, green: 1, blue: 1, alpha: opacity)"), colors)
        XCTAssertTrue(colors.contains("UIColor(red: on ? 1 : 0, green: 0.5, blue: 0, alpha: opacity)"), colors)
        XCTAssertTrue(colors.contains("CGColor(red: 246/255, green: 199/255, blue: 68/255, alpha: opacity)"), colors)
        let badge = try s.read("App/Badge.swift")
        XCTAssertTrue(badge.contains(".background(Color.brandYellow.opacity(fade))"), badge)
    }
}
