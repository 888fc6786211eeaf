import Foundation
import XCTest

/// CovidCertificate-App-iOS (session 27's review, F16): its spinners are
/// `UIActivityIndicatorView(style: .gray)` and `style: white ? .white : .gray`, fixed colors that
/// stay dark gray on the backgrounds the migration makes dark. `check` reports them as a hazard;
/// `fix --hazards` writes the adaptive `.medium`/`.large` where every target is iOS 13 or later.
final class SpinnerStyleTests: XCTestCase {
    static let source = """
        import UIKit

        final class StateView: UIView {
            private let spinner = UIActivityIndicatorView(style: .gray)
            private let big = UIActivityIndicatorView(style: .whiteLarge)
            private let adaptive = UIActivityIndicatorView(style: .medium)

            func setUp(white: Bool) {
                let loading = UIActivityIndicatorView(style: white ? .white : .gray)
                loading.color = .gray
                addSubview(loading)
            }
        }

        """

    func testCheckReportsEachFixedSpinnerStyle() throws {
        let s = try Scratch()
        try s.write("Shop/A.swift", Self.source)
        let r = try CommandRunner.recolor(["check", "."], in: s.url)
        let lines = r.stdout.split(separator: "\n").filter { $0.contains("[fixed-spinner-style]") }
        XCTAssertEqual(lines.map { $0.split(separator: ":").prefix(3).joined(separator: ":") },
                       ["Shop/A.swift:4:58", "Shop/A.swift:5:54", "Shop/A.swift:9:62", "Shop/A.swift:9:71"], r.stdout)
        XCTAssertTrue(r.stdout.contains("use .medium (iOS 13)"), r.stdout)
        // The spinner's own color (`loading.color = .gray`) is a named color, not a style.
        XCTAssertTrue(r.stdout.contains("Shop/A.swift:10:25"), r.stdout)
    }

    func fixed(iOS: String) throws -> String {
        let s = try Scratch()
        try s.write("project.yml", HazardCLITests.spec(iOS: iOS))
        try s.write("Shop/A.swift", Self.source)
        let r = try CommandRunner.recolor(["fix", "--hazards"], in: s.url)
        XCTAssertNotEqual(r.status, 3, r.stderr)
        return try s.read("Shop/A.swift")
    }

    func testFixHazardsWritesTheAdaptiveStylesFromIOS13() throws {
        let out = try fixed(iOS: "13.0")
        XCTAssertTrue(out.contains("UIActivityIndicatorView(style: .medium)\n    private let big = UIActivityIndicatorView(style: .large)"), out)
        XCTAssertTrue(out.contains("UIActivityIndicatorView(style: white ? .medium : .medium)"), out)
        XCTAssertFalse(out.contains(".whiteLarge") || out.contains("style: .gray"), out)
    }

    /// Non-triggering for the repair: below iOS 13 `.medium` does not exist; the styles stay.
    func testFixHazardsLeavesTheStylesBelowIOS13() throws {
        let out = try fixed(iOS: "12.0")
        XCTAssertTrue(out.contains("UIActivityIndicatorView(style: .gray)"), out)
        XCTAssertTrue(out.contains("UIActivityIndicatorView(style: .whiteLarge)"), out)
    }
}
