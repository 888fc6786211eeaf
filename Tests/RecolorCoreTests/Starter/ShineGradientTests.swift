@testable import RecolorCore
import XCTest

/// A white sheen between the clear ends of a gradient (Stork's SparkleText) stays white: made a
/// token, it turned into a dark smear (#0D0D0DB3) in Dark Mode.
final class ShineGradientTests: XCTestCase {
    func intents(_ source: String) -> [String: FixedIntent?] {
        let run = Engine.analyze([SwiftSource(path: "Sparkle.swift", bytes: Array(source.utf8))], options: RunOptions())
        let sites = KeptColors.intents(run.allReports, sources: run.files)
        return Dictionary(zip(run.allReports.map(\.text), sites.map { $0?.intent }), uniquingKeysWith: { a, _ in a })
    }

    static func sparkle(_ stops: String) -> String {
        """
        import SwiftUI
        struct SparkleText: View {
            var body: some View {
                Text("New").overlay(LinearGradient(gradient: Gradient(colors: [\(stops)]), startPoint: .leading, endPoint: .trailing))
            }
        }
        """
    }

    func testAWhiteBetweenClearEndsIsASheen() {
        XCTAssertEqual(intents(Self.sparkle("Color.clear, Color.white.opacity(0.7), Color.clear"))["Color.white.opacity(0.7)"], .glow)
        XCTAssertEqual(intents(Self.sparkle(".clear, .white, .clear"))[".white"], .glow)
    }

    /// Negative: a fade into white (one clear end), a white beside a color of its own, a black
    /// between clear ends.
    func testNearMissesAdapt() {
        XCTAssertEqual(intents(Self.sparkle("Color.clear, Color.white.opacity(0.7)"))["Color.white.opacity(0.7)"], .some(nil))
        XCTAssertEqual(intents(Self.sparkle("Color.clear, Color.white.opacity(0.7), Color.blue, Color.clear"))["Color.white.opacity(0.7)"], .some(nil))
        XCTAssertNotEqual(intents(Self.sparkle("Color.clear, Color.black.opacity(0.7), Color.clear"))["Color.black.opacity(0.7)"], .glow)
    }
}
