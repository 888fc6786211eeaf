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

/// A collection of gradients, each a tuple of stops picked at random per user (Subconscious's
/// generated avatars: `gradientOptions.randomElement(using: &rng)`, seeded by the user's id), is
/// data: made adaptive, a user's avatar changed colors with the appearance.
final class RandomGradientTupleTests: XCTestCase {
    func intents(_ source: String) -> [String: FixedIntent?] {
        let run = Engine.analyze([SwiftSource(path: "Sigil.swift", bytes: Array(source.utf8))], options: RunOptions())
        let sites = KeptColors.intents(run.allReports, sources: run.files)
        return Dictionary(zip(run.allReports.map(\.text), sites.map { $0?.intent }), uniquingKeysWith: { a, _ in a })
    }

    static func avatar(_ declaration: String, pick: String) -> String {
        """
        import SwiftUI
        struct SigilParams {
            var gradient: [Color]
            \(declaration)
            init(seed: Int) {
                var rng = SystemRandomNumberGenerator()
                \(pick)
            }
        }
        """
    }

    static let tuples = """
        private static let gradientOptions = [
                (Color.pink, Color(red: 0.25, green: 0.478, blue: 1, opacity: 1), Color.red),
                (Color.white, Color(red: 0.9, green: 0.8, blue: 0.9), Color.pink)
            ]
        """

    func testAGradientOfATupleCollectionPickedAtRandomIsData() {
        let found = intents(Self.avatar(Self.tuples, pick: "let (a, b, c) = Self.gradientOptions.randomElement(using: &rng) ?? (.clear, .clear, .clear); gradient = [a, b, c]"))
        XCTAssertEqual(found["Color(red: 0.25, green: 0.478, blue: 1, opacity: 1)"], .data)
        XCTAssertEqual(found["Color.white"], .data)
    }

    /// Negative: the tuples read by a fixed index (one gradient the app draws), and one gradient's
    /// own stops shuffled (no tuple).
    func testAFixedPickOrOneGradientsStopsAreNoData() {
        let indexed = intents(Self.avatar(Self.tuples, pick: "let (a, b, c) = Self.gradientOptions[0]; gradient = [a, b, c]"))
        XCTAssertNotEqual(indexed["Color(red: 0.25, green: 0.478, blue: 1, opacity: 1)"], .data)
        let stops = intents(Self.avatar("private static let gradientStops = [Color(red: 0.25, green: 0.478, blue: 1, opacity: 1), Color(red: 0.9, green: 0.8, blue: 0.9)]",
                                        pick: "gradient = Self.gradientStops.shuffled()"))
        XCTAssertNotEqual(stops["Color(red: 0.25, green: 0.478, blue: 1, opacity: 1)"], .data)
    }
}
