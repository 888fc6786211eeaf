import Foundation
import XCTest

/// A progress view's fill is checked on its own track, and the track is no foreground on the
/// superview (session 27's review, F10: GithubClient's white `trackTintColor` was paired on its
/// white cell, a false 1.00:1 FAIL, and the fill was never checked on the track). Negative: a
/// tint set on a plain subview still pairs with the superview's background.
final class ContrastTrackPairTests: XCTestCase {
    static let header = """
        import UIKit

        final class LoadingHeader: UIView {
            lazy var progressView: UIProgressView = {
                let progressView = UIProgressView()
                progressView.progressTintColor = UIColor.black.withAlphaComponent(0.6)
                progressView.trackTintColor = .white
                return progressView
            }()
            let badge = UIImageView()

            func setup() {
                backgroundColor = .white
                badge.tintColor = UIColor(red: 0.1, green: 0.4, blue: 0.9, alpha: 1)
                addSubview(progressView)
                addSubview(badge)
            }
        }

        """

    func testTheFillIsCheckedOnItsTrack() throws {
        let r = try CommandRunner.contrastAfterInit(["App/Loading.swift": Self.header])
        XCTAssertEqual(r.status, 0, r.stdout + r.stderr)
        // The fill (line 6) on the track (line 7).
        XCTAssertTrue(r.stdout.contains("seen at App/Loading.swift:6 on App/Loading.swift:7"), r.stdout)
        // The track is no foreground anywhere.
        XCTAssertFalse(r.stdout.contains("seen at App/Loading.swift:7 on"), r.stdout)
        XCTAssertFalse(r.stdout.contains("1.00:1"), r.stdout)
        // The negative: the badge's tint on the header's background.
        XCTAssertTrue(r.stdout.contains("seen at App/Loading.swift:14 on App/Loading.swift:13"), r.stdout)
    }
}
