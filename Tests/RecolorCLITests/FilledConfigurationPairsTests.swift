import Foundation
import XCTest

/// A filled `UIButton.Configuration` in code draws its title (`baseForegroundColor`) on its capsule:
/// `baseBackgroundColor`, else the button's tint (`FilledButtonConfigurations`). A configuration styled
/// through a local (`var join = UIButton.Configuration.filled(); join.baseForegroundColor = X;
/// joinButton.configuration = join`) paired with nothing, and the tint of a filled button was measured
/// as a graphic on the screen (1.89:1, a false FAIL). Negatives: a tinted configuration's tint stays
/// drawn on the screen; a filled button with a capsule color of its own has no pair with its tint.
final class FilledConfigurationPairsTests: XCTestCase {
    static let screen = """
        import UIKit

        final class JoinViewController: UIViewController {
            private let startButton = UIButton(configuration: .filled())
            private let joinButton = UIButton()
            private let doneButton = UIButton(type: .system)
            private let moreButton = UIButton(type: .system)
            private let payButton = UIButton(type: .system)

            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = .white
                startButton.configuration?.baseForegroundColor = UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)
                startButton.configuration?.baseBackgroundColor = UIColor(red: 0.95, green: 0.6, blue: 0.1, alpha: 1)
                view.addSubview(startButton)

                var join = UIButton.Configuration.filled()
                join.baseForegroundColor = UIColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1)
                joinButton.configuration = join
                joinButton.tintColor = UIColor(red: 0.3, green: 0.8, blue: 0.9, alpha: 1)
                view.addSubview(joinButton)

                doneButton.configuration = .filled()
                doneButton.configuration?.baseForegroundColor = UIColor(red: 0.25, green: 0.25, blue: 0.25, alpha: 1)
                doneButton.tintColor = UIColor(red: 0.9, green: 0.8, blue: 0.3, alpha: 1)
                view.addSubview(doneButton)

                moreButton.configuration = .tinted()
                moreButton.tintColor = UIColor(red: 0.5, green: 0.2, blue: 0.7, alpha: 1)
                view.addSubview(moreButton)

                var pay = UIButton.Configuration.filled()
                pay.baseBackgroundColor = UIColor(red: 0.1, green: 0.3, blue: 0.8, alpha: 1)
                payButton.configuration = pay
                payButton.tintColor = UIColor(red: 0.8, green: 0.3, blue: 0.1, alpha: 1)
                view.addSubview(payButton)
            }
        }

        """

    func testTheTitleOfAFilledConfigurationIsOnItsCapsule() throws {
        let s = try Scratch()
        try s.write("Join.swift", Self.screen)
        XCTAssertEqual(try CommandRunner.recolor(["init", "-q", "."], in: s.url).status, 0)
        let contrast = try CommandRunner.recolor(["contrast", "--format", "json", "."], in: s.url)
        let pairs = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contrast.stdout.utf8)) as? [String: Any])["pairs"] as? [[String: Any]] ?? []
        // Foreground line → background line of each sighting.
        var seen: [Int: Set<Int>] = [:]
        for p in pairs { for s in p["seen"] as? [[String: Any]] ?? [] { seen[s["line"] as? Int ?? 0, default: []].insert(s["backgroundLine"] as? Int ?? 0) } }
        XCTAssertEqual(seen[13], [14], "\(seen)")  // the title on baseBackgroundColor
        XCTAssertEqual(seen[18], [20], "\(seen)")  // a local's title on the tint
        XCTAssertEqual(seen[24], [25], "\(seen)")  // `configuration?` on a button made filled, on the tint
        // Not: the filled buttons' tints are no foregrounds on the screen; the tinted one's is.
        XCTAssertNil(seen[20], "\(seen)")
        XCTAssertNil(seen[25], "\(seen)")
        XCTAssertNil(seen[35], "\(seen)")
        XCTAssertEqual(seen[29], [12], "\(seen)")
    }
}

/// A button class's own filled configuration (`configuration = config`) and a local given to
/// `UIButton(configuration:)`: the title on the tint, as for a button's (the tint the capsule).
final class OwnFilledConfigurationPairsTests: XCTestCase {
    func testAClassesOwnAndAnInitializersConfiguration() throws {
        let s = try Scratch()
        try s.write("Pill.swift", """
            import UIKit

            final class PillButton: UIButton {
                func apply() {
                    var config = UIButton.Configuration.filled()
                    config.baseForegroundColor = UIColor(red: 0.98, green: 0.98, blue: 0.98, alpha: 1)
                    configuration = config
                    tintColor = UIColor(red: 0.1, green: 0.3, blue: 0.8, alpha: 1)
                }
            }

            final class RetryViewController: UIViewController {
                private var retryButton: UIButton!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = .white
                    var retry = UIButton.Configuration.filled()
                    retry.baseForegroundColor = UIColor(red: 0.97, green: 0.97, blue: 0.97, alpha: 1)
                    retryButton = UIButton(configuration: retry)
                    retryButton.tintColor = UIColor(red: 0.9, green: 0.2, blue: 0.2, alpha: 1)
                    view.addSubview(retryButton)
                }
            }

            """)
        XCTAssertEqual(try CommandRunner.recolor(["init", "-q", "."], in: s.url).status, 0)
        let contrast = try CommandRunner.recolor(["contrast", "--format", "json", "."], in: s.url)
        let pairs = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contrast.stdout.utf8)) as? [String: Any])["pairs"] as? [[String: Any]] ?? []
        var seen: [Int: Set<Int>] = [:]
        for p in pairs { for s in p["seen"] as? [[String: Any]] ?? [] { seen[s["line"] as? Int ?? 0, default: []].insert(s["backgroundLine"] as? Int ?? 0) } }
        XCTAssertEqual(seen[6], [8], "\(seen)")
        XCTAssertEqual(seen[18], [20], "\(seen)")
    }
}
