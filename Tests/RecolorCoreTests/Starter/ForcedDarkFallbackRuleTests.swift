@testable import RecolorCore
import XCTest

/// In an app that forces Dark every drafted token is fixed (its dark theme's value): a fixed
/// token's rules were limited to the contexts its uses had (meant for a shadow's token), so a
/// value used where nothing says its role (`return UIColor.white` in a color function) had no
/// rule: nightguard left 24 findings unmapped (session 27's review, F3). Its principal role's
/// token takes them, as in an app that forces nothing.
final class ForcedDarkFallbackRuleTests: XCTestCase {
    static let code = """
    import UIKit
    enum LevelColors {
        static func levelColor(_ value: Float) -> UIColor {
            if value > 200 { return UIColor.red }
            return UIColor.white
        }
    }
    final class ReadingView: UIView {
        let label = UILabel()
        let badge = UIView()
        let shade = UIView()
        func show(_ v: Float) {
            label.textColor = .white
            label.textColor = LevelColors.levelColor(v)
            badge.backgroundColor = .white
            backgroundColor = .black
            shade.layer.shadowColor = UIColor.black.cgColor
        }
    }
    """

    func draft(forced: Appearance?) -> StarterDraft {
        var options = RunOptions()
        options.threads = 1
        let result = Engine.analyze([SwiftSource(path: "Levels.swift", bytes: Array(Self.code.utf8))], options: options)
        var draftOptions = StarterDraft.Options()
        draftOptions.forcedStyle = forced
        return StarterDraft.build(result, declared: DeclaredMembers(), configuration: Configuration(), options: draftOptions)
    }

    /// Every finding the draft counts is mapped, the function's white by the value's
    /// context-free rule; the white background keeps its own token (a rule of its context).
    func testAForcedDarkDraftMapsTheUsesThatSayNoRole() throws {
        let d = draft(forced: .dark)
        XCTAssertTrue(d.tokens.filter { $0.shadowNo }.allSatisfy(\.fixed), "the forced app's tokens are fixed (what this test is about)")
        XCTAssertEqual(d.unmapped.map { "\($0.file):\($0.line)" }, [])
        let white = d.rules.filter { $0.match == "#FFFFFF" && $0.keep == nil }
        XCTAssertEqual(white.filter { $0.context == nil }.count, 1, "\(white)")
        XCTAssertEqual(Set(white.map(\.token)).count, 2, "text and background keep their tokens: \(white)")
    }

    /// Negative: the same code in an app that forces nothing was mapped already.
    func testAnUnforcedDraftMapsThemToo() {
        XCTAssertEqual(draft(forced: nil).unmapped.map { "\($0.file):\($0.line)" }, [])
    }
}

private extension StarterDraft.Token {
    var shadowNo: Bool { role != .shadow }
}
