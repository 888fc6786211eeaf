import Foundation
import XCTest

/// A color `init` keeps because its token would be one value in every appearance ("same in every
/// appearance": Cisum_SwiftUI's `.white`, 27 of 33 rewrites into a token white in both, session 29's
/// held-out check) is left as written by `fix`, and is still the app's own side of a pair: white
/// text on Apple's adaptive blue is checked as the token was (main: `inverseText on
/// UIColor.systemBlue`, 3 checks below 4.5). Negative: a color kept for another reason over an
/// Apple color is Apple's pair, not made, as before.
final class UnchangedKeepPairsTests: XCTestCase {
    static let badge = """
        import SwiftUI
        struct Badge: View {
            var body: some View {
                Text("New")
                    .foregroundColor(.white)
                    .background(Color.blue)
                Text("Title")
                    .foregroundColor(Color(red: 0.2, green: 0.2, blue: 0.25))
                    .background(Color.white)
            }
        }

        """

    func testAWhiteKeptForItsOneValueIsLeftByFixAndCheckedOverApplesBlue() throws {
        let s = try Scratch()
        try s.write("App/Badge.swift", Self.badge)
        XCTAssertEqual(try CommandRunner.recolor(["init", "."], in: s.url).status, 0)
        let table = try s.read(".recolor.json")
        XCTAssertTrue(table.contains("\"keep\" : \"same in every appearance") || table.contains("\"keep\": \"same in every appearance"), table)
        let contrast = try CommandRunner.recolor(["contrast", "."], in: s.url)
        XCTAssertTrue(contrast.stdout.contains("#FFFFFF on UIColor.systemBlue"), contrast.stdout + contrast.stderr)
        let fix = try CommandRunner.recolor(["fix", "--diff", "."], in: s.url)
        let removed = fix.stdout.split(separator: "\n").filter { $0.hasPrefix("-") && !$0.hasPrefix("---") }
        XCTAssertFalse(removed.contains { $0.contains(".foregroundColor(.white)") }, fix.stdout)
        XCTAssertTrue(removed.contains { $0.contains(".foregroundColor(Color(red: 0.2, green: 0.2, blue: 0.25))") }, "the text that adapts is still rewritten: \(fix.stdout)")
    }

    func testAColorKeptForAnotherReasonOverApplesColorIsApplesPair() throws {
        func contrast(keep: String) throws -> CommandRunner.Outcome {
            let s = try Scratch()
            try s.write("App/Badge.swift", Self.badge)
            try s.write(".recolor.json", """
                { "tokens": { "primaryText": { "swiftui": "Color.primaryText", "light": "#333340", "dark": "#BDBDCD" } },
                  "rules": [ { "match": "#FFFFFF", "context": ["foregroundColor"], "keep": "\(keep)" },
                             { "match": "#333340", "token": "primaryText" } ] }
                """)
            return try CommandRunner.recolor(["contrast", "."], in: s.url)
        }
        XCTAssertFalse(try contrast(keep: "brand: the app's own white").stdout.contains("#FFFFFF on UIColor.systemBlue"))
        XCTAssertTrue(try contrast(keep: "same in every appearance: its dark value would be #FFFFFF, as in light").stdout.contains("#FFFFFF on UIColor.systemBlue"))
    }
}
