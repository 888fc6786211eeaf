@testable import RecolorCore
import XCTest

/// A gradient stop paints a surface: its role is fill, never text, whatever else its color colors.
/// (mastodon's caption scrim, `LinearGradient(colors: [.black.opacity(0), .black])`, shared the
/// black of its texts and was drafted as Apple's `label`: the white caption over it then paired
/// with a text token, and `init` moved text values for it.)
final class GradientStopRoleTests: XCTestCase {
    func testAGradientsStopsAreFill() {
        XCTAssertEqual(ColorRole(context: "colors"), .fill)
        XCTAssertEqual(ColorRole(context: "stops"), .fill)
        // Negative: the other roles keep their words.
        XCTAssertEqual(ColorRole(context: "color"), .color)
        XCTAssertEqual(ColorRole(context: "textColors"), .text)
        XCTAssertEqual(ColorRole(context: "foregroundColor"), .text)
    }

    func testABlackStopIsNotDraftedAsTheTextBlack() throws {
        let code = """
        import SwiftUI
        struct Caption: View {
            var body: some View {
                VStack {
                    Text("a").foregroundColor(.black)
                    Text("b").foregroundColor(.black)
                    Text("c").foregroundColor(.black)
                    ZStack {
                        Rectangle().fill(LinearGradient(colors: [.black.opacity(0), .black], startPoint: .top, endPoint: .bottom))
                        Text("caption").foregroundColor(.white)
                    }
                }
            }
        }
        """
        var options = RunOptions()
        options.threads = 1
        let result = Engine.analyze([SwiftSource(path: "Caption.swift", bytes: Array(code.utf8))], options: options)
        let d = StarterDraft.build(result, declared: DeclaredMembers(), configuration: Configuration())
        let blacks = d.tokens.filter { $0.values.contains { $0.match == "#000000" } }
        XCTAssertEqual(Set(blacks.map(\.role)), [.text, .fill], blacks.map { "\($0.name) \($0.role)" }.joined(separator: ", "))
        // The stop's token is a surface: its dark value stays dark (the caption's white stays readable on it).
        let stop = try XCTUnwrap(blacks.first { $0.role == .fill })
        XCTAssertLessThan(OKLCH(try XCTUnwrap(stop.appearance[.dark])).lightness, 0.5, stop.description)
    }
}
