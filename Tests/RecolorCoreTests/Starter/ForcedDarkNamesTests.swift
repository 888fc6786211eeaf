@testable import RecolorCore
import XCTest

/// Names in an app that forces Dark follow the side it shows: its black background is its
/// primary background, its white text its primary text, a white badge the inverse surface.
/// nightguard (session 27's review, F4) had `inverseBackground` for its main background.
final class ForcedDarkNamesTests: XCTestCase {
    static let code = """
    import UIKit
    final class ReadingView: UIView {
        let label = UILabel(), badge = UIView(), caption = UILabel()
        func show() {
            label.textColor = .white
            caption.textColor = UIColor(white: 0.8, alpha: 1)
            badge.backgroundColor = .white
            backgroundColor = .black
            badge.layer.borderColor = UIColor.black.cgColor
        }
    }
    """

    func names(forced: Appearance?) -> [String] {
        var options = RunOptions()
        options.threads = 1
        let result = Engine.analyze([SwiftSource(path: "A.swift", bytes: Array(Self.code.utf8))], options: options)
        var draftOptions = StarterDraft.Options()
        draftOptions.forcedStyle = forced
        let d = StarterDraft.build(result, declared: DeclaredMembers(), configuration: Configuration(), options: draftOptions)
        return d.tokens.filter { $0.role != .border }.map { "\($0.values[0].match) \($0.role.rawValue) \($0.name)" }.sorted()
    }

    func testAForcedDarkAppsNamesFollowTheDarkSide() {
        XCTAssertEqual(names(forced: .dark), ["#000000 background primaryBackground", "#CCCCCC text secondaryText",
                                              "#FFFFFF background inverseBackground", "#FFFFFF text primaryText"])
    }

    /// Negative: the same code in an app that forces nothing keeps the light convention.
    func testAnUnforcedAppsNamesFollowTheLightSide() {
        XCTAssertEqual(names(forced: nil), ["#000000 background inverseBackground", "#CCCCCC text inverseSecondaryText",
                                            "#FFFFFF background systemBackground", "#FFFFFF text inverseText"])
    }
}
