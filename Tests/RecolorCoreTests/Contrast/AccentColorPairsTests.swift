@testable import RecolorCore
import XCTest

/// SwiftUI's `Color.accentColor` is the app's accent color set when that set is a token
/// (`TokenExpressions.appTint`): Suwatte's white "Retry" on `.background(Color.accentColor)` was
/// no pair, and `contrast` exited 4.
final class AccentColorPairsTests: XCTestCase {
    func described(_ code: String, tint: String? = "accent") throws -> [String] {
        var options = RunOptions()
        options.configuration = try ConfigurationLoader.parse(Array(InferredPairsTests.table.utf8), file: "t.json")
        options.threads = 1
        let file = SwiftSource(path: "A.swift", bytes: Array(code.utf8))
        let reports = Engine.analyze([file], options: options).allReports
        var expressions = TokenExpressions(options.configuration)
        expressions.swiftUIAccent = tint
        return InferredPairs.infer([(file, reports)], expressions: expressions).map { p in
            "\(p.foreground)/\(p.background)@" + p.sightings.map { "\($0.line)-\($0.backgroundLine ?? 0)" }.joined(separator: ",")
        }
    }

    static let retry = """
    import SwiftUI
    struct Retry: View {
        var body: some View {
            Text("Retry")
                .foregroundColor(Essentials.grey70)
                .background(Color.accentColor)
            Text("Skip")
                .foregroundColor(.accentColor)
                .background(Color.white)
        }
    }
    """

    func testTheAccentColorIsTheAppsAccentSet() throws {
        XCTAssertEqual(try described(Self.retry), ["accent/background@8-9", "primaryText/accent@5-6"])
    }

    /// Negative: no accent set among the tokens, or an app that sets its own accent (`.accentColor(X)`
    /// in any file: Suwatte's root applies the user's pick), or the accent with its alpha changed.
    func testNoSetOrAnOwnAccentOrAnotherAlphaIsNoUse() throws {
        XCTAssertEqual(try described(Self.retry, tint: nil), [])
        XCTAssertTrue(AccentColorUses.setsAccent(Array("WindowGroup { Root().accentColor(accentColor) }".utf8)))
        XCTAssertFalse(AccentColorUses.setsAccent(Array(Self.retry.utf8)))
        XCTAssertEqual(try described(Self.retry.replacingOccurrences(of: ".background(Color.accentColor)", with: ".background(Color.accentColor.opacity(0.2))")),
                       ["accent/background@8-9"])
    }
}
