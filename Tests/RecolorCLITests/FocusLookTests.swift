import Foundation
import XCTest

/// A tvOS focus style's white pill and black content (`isFocused ? Color.white : …` inside `#if os(tvOS)`) are
/// the focused look Apple's focus engine draws in both appearances: kept. Made adaptive, sing-box-for-apple's
/// focused action button turned #0D0D0D in Dark, darker than the unfocused ones (verify33 V4).
final class FocusLookTests: XCTestCase {
    func keeps(_ source: String) throws -> [String] {
        let s = try Scratch()
        try s.write("Sources/Styles.swift", source)
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let t = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        return (t["rules"] as! [[String: Any]]).compactMap { $0["keep"] as? String }
    }

    func testATVOSFocusStylesWhitePillAndBlackContentAreKept() throws {
        let kept = try keeps("""
            import SwiftUI

            #if os(tvOS)
                struct PillButtonStyle: ButtonStyle {
                    @Environment(\\.isFocused) private var isFocused

                    func makeBody(configuration: Configuration) -> some View {
                        configuration.label
                            .foregroundStyle(isFocused ? AnyShapeStyle(.black) : AnyShapeStyle(.primary))
                            .background(isFocused ? Color.white : Color.secondary.opacity(0.1))
                    }
                }
            #endif

            """)
        XCTAssertEqual(kept.filter { $0.hasPrefix("focus look: isFocused ? … : …") }.count, 2, "\(kept)")
    }

    /// Negative controls: an iOS text field's focused border (drawn on the page, which adapts), a tvOS
    /// choice by selection rather than focus, and a focused brand color in tvOS code are not the focus look.
    func testFocusElsewhereOrOtherChoicesAreNotTheFocusLook() throws {
        let kept = try keeps("""
            import SwiftUI

            struct Field: View {
                @FocusState private var isFocused: Bool
                @State private var text = ""
                var body: some View {
                    TextField("Name", text: $text)
                        .focused($isFocused)
                        .overlay(RoundedRectangle(cornerRadius: 8).stroke(isFocused ? Color.black : Color.gray))
                }
            }

            #if os(tvOS)
                struct Row: View {
                    let isSelected: Bool
                    @Environment(\\.isFocused) private var isFocused
                    var body: some View {
                        Text("Row")
                            .foregroundColor(isSelected ? Color.white : Color.gray)
                            .background(isFocused ? Color(red: 0.2, green: 0.3, blue: 0.7) : Color.clear)
                    }
                }
            #endif

            """)
        XCTAssertFalse(kept.contains { $0.hasPrefix("focus look") }, "\(kept)")
    }
}
