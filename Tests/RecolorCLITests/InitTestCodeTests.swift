import Foundation
import XCTest

/// `init` leaves out test folders and SwiftUI previews by default, says so, and writes them to
/// the table's `exclude` and `excludePreviews`; `--include-tests` keeps them.
final class InitTestCodeTests: XCTestCase {
    func project() throws -> Scratch {
        let s = try Scratch()
        try s.write("App/Card.swift", """
        import SwiftUI
        struct Card: View {
            var body: some View { Text("a").background(Color(red: 0.9, green: 0.9, blue: 0.9)) }
        }
        struct Card_Previews: PreviewProvider {
            static var previews: some View { Card().background(Color(red: 0.2, green: 0.4, blue: 0.9)) }
        }
        #Preview("Dark") {
            Card().foregroundColor(Color(red: 0.7, green: 0.1, blue: 0.1))
        }

        """)
        try s.write("AppTests/CardTests.swift", "import UIKit\nlet expected = UIColor(red: 0.1, green: 0.8, blue: 0.1, alpha: 1)\n")
        try s.write("AppUITests/Flow.swift", "import UIKit\nlet c = UIColor(red: 0.5, green: 0.1, blue: 0.8, alpha: 1)\n")
        return s
    }

    func testTestsAndPreviewsAreLeftOutByDefault() throws {
        let s = try project()
        let r = try CommandRunner.recolor(["init"], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stderr.hasPrefix("recolor init: leaving out test folders (**/*Tests) and SwiftUI previews (#Preview, PreviewProvider); the table excludes them; --include-tests keeps them\n"), r.stderr)
        XCTAssertTrue(r.stderr.contains("from 1 finding in 1 file"), r.stderr)
        let table = try s.read(".recolor.json")
        XCTAssertTrue(table.contains("\"exclude\": [\n    \"**/*Tests\"\n  ],\n  \"excludePreviews\": true"), table)
        XCTAssertFalse(table.contains("#3366E6"), "the preview provider's color: \(table)")
        // Every command reads the table so: check sees neither tests nor previews.
        let check = try CommandRunner.recolor(["check", "--format", "json"], in: s.url)
        XCTAssertFalse(check.stdout.contains("AppTests"), check.stdout)
        XCTAssertFalse(check.stdout.contains("\"line\": 6,") || check.stdout.contains("\"line\": 9,"), check.stdout)
        XCTAssertFalse(check.stderr.contains("warning"), "the written globs match: \(check.stderr)")
    }

    func testIncludeTestsKeepsThem() throws {
        let s = try project()
        let r = try CommandRunner.recolor(["init", "--include-tests"], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertFalse(r.stderr.contains("leaving out"), r.stderr)
        XCTAssertTrue(r.stderr.contains("from 5 findings in 3 files"), r.stderr)
        let table = try s.read(".recolor.json")
        XCTAssertFalse(table.contains("excludePreviews"), table)
        XCTAssertFalse(table.contains("**/*Tests"), table)
    }

    func testWithoutTestFoldersOnlyPreviewsAreSaid() throws {
        let s = try Scratch()
        try s.write("A.swift", "import UIKit\nlet c = UIColor(red: 0.5, green: 0.1, blue: 0.8, alpha: 1)\n")
        let r = try CommandRunner.recolor(["init"], in: s.url)
        XCTAssertTrue(r.stderr.hasPrefix("recolor init: leaving out SwiftUI previews (#Preview, PreviewProvider);"), r.stderr)
        XCTAssertFalse(try s.read(".recolor.json").contains("\"exclude\""))
    }
}
