import Foundation
import XCTest

/// A black, white or gray glyph drawn in a later `ZStack` layer than a shape filled with a color the caller passes is on
/// that fill, not on the page: kept `on a colored fill`. Petrichor's mini-player close button (`Circle().fill(color)` with
/// an xmark glyph `.black.opacity(0.6)` over it, `color` a traffic-light red) became a text token #F2F2F299 in Dark:
/// a light glyph on the same red (session 32, intent32).
final class OverParameterFillsTests: XCTestCase {
    func table(_ source: String) throws -> (keeps: [String], tokens: [String: [String: Any]]) {
        let s = try Scratch()
        try s.write("Sources/Dots.swift", source)
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let t = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        return ((t["rules"] as? [[String: Any]] ?? []).compactMap { $0["keep"] as? String }, t["tokens"] as? [String: [String: Any]] ?? [:])
    }

    func testAGlyphOverAShapeFilledWithTheCallersColorIsKept() throws {
        let (kept, tokens) = try table("""
            import SwiftUI

            struct WindowDots: View {
                @State private var hovering = false
                var body: some View {
                    dot(tint: Color(red: 1.0, green: 0.37, blue: 0.34), symbol: "xmark") { }
                        .onHover { hovering = $0 }
                }

                private func dot(tint: Color, symbol: String, action: @escaping () -> Void) -> some View {
                    Button(action: action) {
                        ZStack {
                            Circle()
                                .fill(tint)
                                .frame(width: 12, height: 12)
                            Image(systemName: symbol)
                                .foregroundColor(.black.opacity(0.6))
                                .opacity(hovering ? 1 : 0)
                        }
                    }
                    .buttonStyle(.plain)
                }
            }

            """)
        XCTAssertEqual(kept.filter { $0.hasPrefix("on a colored fill:") && $0.contains("over .fill(tint), a color the caller passes, in a ZStack (Sources/Dots.swift:14)") }.count, 1, "\(kept)")
        XCTAssertFalse(tokens.values.contains { ($0["light"] as? String) == "#00000099" }, "\(tokens)")
    }

    /// Negative controls: the same glyph over a fill of a stored color (not a parameter), over a parameter that is
    /// not a color, beside the fill in an HStack (not over it), and a caption outside any ZStack adapt.
    func testMarksNotOverTheCallersFillAdapt() throws {
        let (kept, tokens) = try table("""
            import SwiftUI

            struct Badges: View {
                let fixedTint = Color.gray
                var body: some View {
                    VStack {
                        Text("Title").foregroundColor(.black.opacity(0.6))
                        badge(count: 3, tint: .blue)
                        stored()
                    }
                }

                private func badge(count: Int, tint: Color) -> some View {
                    HStack {
                        Circle().fill(tint)
                        Text("\\(count)").foregroundColor(.black.opacity(0.6))
                    }
                }

                private func stored() -> some View {
                    ZStack {
                        Circle().fill(fixedTint)
                        Image(systemName: "xmark").foregroundColor(.black.opacity(0.6))
                    }
                }

                private func sized(width: CGFloat) -> some View {
                    ZStack {
                        Circle().frame(width: width)
                        Image(systemName: "xmark").foregroundColor(.black.opacity(0.6))
                    }
                }
            }

            """)
        XCTAssertTrue(kept.filter { $0.hasPrefix("on a colored fill:") }.isEmpty, "\(kept)")
        XCTAssertTrue(tokens.values.contains { ($0["light"] as? String) == "#00000099" }, "\(tokens)")
    }
}
