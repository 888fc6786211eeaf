import Foundation
import XCTest

/// A light/dark pair among an attribute's arguments (paperless's `@SchemeValue(light:dark:) var
/// c: Color`) is the app's own declaration: `fix` leaves the attribute and says why (replaced by
/// `@Color.paleGray` it is no property wrapper and the file stops compiling); the same pair as a
/// call's arguments is rewritten whole.
final class AttributeArgumentTests: XCTestCase {
    func testAnAttributesPairIsDeclinedAndTheSamePairInACallRewritten() throws {
        let s = try Scratch()
        try s.write(".recolor.json", ##"{ "tokens": { "paleGray": { "swiftui": "Color.paleGray", "light": "#E6E6E6", "dark": "#595959" } }, "rules": [ { "match": "#E6E6E6", "dark": "#595959", "token": "paleGray" } ] }"##)
        try s.write("Badge.swift", """
            import SwiftUI
            struct Badge: View {
                @SchemeValue(light: Color(white: 0.9), dark: Color(white: 0.35))
                private var icon: Color
                @Theme.Scheme(light: Color(white: 0.9), dark: Color(white: 0.35)) private var other: Color
                var ring: Color { Pair.color(light: Color(white: 0.9), dark: Color(white: 0.35)) }
                var body: some View { Circle().fill(icon) }
            }

            """)
        let r = try CommandRunner.recolor(["fix"], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let fixed = try s.read("Badge.swift")
        XCTAssertTrue(fixed.contains("@SchemeValue(light: Color(white: 0.9), dark: Color(white: 0.35))"), fixed)
        XCTAssertTrue(fixed.contains("@Theme.Scheme(light: Color(white: 0.9), dark: Color(white: 0.35))"), fixed)
        XCTAssertFalse(fixed.contains("@Color"), fixed)
        XCTAssertTrue(fixed.contains("var ring: Color { Color.paleGray }"), fixed)
        XCTAssertTrue(r.stderr.contains("attribute's argument"), r.stderr)
    }
}
