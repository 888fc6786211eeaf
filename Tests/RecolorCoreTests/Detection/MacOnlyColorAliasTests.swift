@testable import RecolorCore
import XCTest

/// `typealias UIColor = NSColor` compiles only where UIKit's `UIColor` is not (a vendored chart library's
/// `#if os(macOS)` shim): elsewhere `UIColor` is UIKit's. mytonwallet's iOS app had 131 findings left "to
/// rewrite by hand" and a SwiftUI file's `UIColor.white` labelled AppKit (session 40's held-out check,
/// recall40c v9).
final class MacOnlyColorAliasTests: XCTestCase {
    func frameworks(_ files: [(String, String)]) -> [String: String] {
        var options = RunOptions()
        options.threads = 1
        let result = Engine.analyze(files.map { SwiftSource(path: $0.0, bytes: Array($0.1.utf8)) }, options: options)
        var out: [String: String] = [:]
        for r in result.allReports { out[r.file + ":" + r.text] = r.finding.framework?.rawValue ?? "none" }
        return out
    }

    static let shim = "#if os(macOS)\nimport Cocoa\npublic typealias UIColor = NSColor\n#else\nimport UIKit\n#endif\nfinal class Scales { var labels: UIColor = .black }\n"

    func testUIColorOutsideTheShimIsUIKits() {
        let found = frameworks([("Charts/Scales.swift", Self.shim),
                                ("App/Badge.swift", "import SwiftUI\nfinal class Badge: UIView {\n  func f() { backgroundColor = UIColor.white.withAlphaComponent(0.15) }\n}\n"),
                                ("App/Cell.swift", "import UIKit\nfinal class Cell: UITableViewCell {\n  func f() { textLabel?.textColor = UIColor.white }\n}\n")])
        XCTAssertEqual(found["App/Badge.swift:UIColor.white.withAlphaComponent(0.15)"], "uikit", "\(found)")
        XCTAssertEqual(found["App/Cell.swift:UIColor.white"], "uikit", "\(found)")
    }

    /// The other way: `typealias NSColor = UIColor` exists only where AppKit's does not; an AppKit file's
    /// `NSColor.white` stays AppKit's.
    func testNSColorOutsideItsShimIsAppKits() {
        let found = frameworks([("Shim.swift", "#if os(iOS)\nimport UIKit\npublic typealias NSColor = UIColor\n#endif\n"),
                                ("Mac/View.swift", "import AppKit\nfinal class V: NSView {\n  func f() { layer?.backgroundColor = NSColor.white.cgColor }\n}\n")])
        XCTAssertNotEqual(found["Mac/View.swift:NSColor.white.cgColor"] ?? found["Mac/View.swift:NSColor.white"], "uikit", "\(found)")
    }
}
