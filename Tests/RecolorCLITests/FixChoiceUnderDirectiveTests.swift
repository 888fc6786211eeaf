import Foundation
import XCTest

/// A choice by the appearance on the line after a compiler directive is replaced alone: the
/// directive's condition is no part of it (Unwatched's `#if os(macOS)` became
/// `#if Color(Semantic.sectionBackground)`, which does not compile).
final class FixChoiceUnderDirectiveTests: XCTestCase {
    func testTheDirectiveAboveAChoiceStaysAsWritten() throws {
        let s = try Scratch()
        try s.write("Sources/V.swift", """
            import SwiftUI
            struct V: View {
                @Environment(\\.colorScheme) var colorScheme
                var sectionBackgroundColor: Color {
                    #if os(macOS)
                    colorScheme == .dark ? .black : Color(red: 0.9, green: 0.9, blue: 0.95)
                    #else
                    Color(red: 0.9, green: 0.9, blue: 0.95)
                    #endif
                }
                var body: some View { Text("x").background(sectionBackgroundColor) }
            }

            """)
        for args in [["init", "."], ["generate", "."], ["fix", "."]] {
            let r = try CommandRunner.recolor(args, in: s.url)
            XCTAssertEqual(r.status, 0, "\(args): \(r.stderr)")
        }
        let fixed = try s.read("Sources/V.swift")
        XCTAssertTrue(fixed.contains("        #if os(macOS)\n"), fixed)
        XCTAssertFalse(fixed.contains("colorScheme == .dark ?"), "the whole choice is one token: \(fixed)")
        XCTAssertEqual(fixed.components(separatedBy: "#if").count, 2, fixed)
    }
}
