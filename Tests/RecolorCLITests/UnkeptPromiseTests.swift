import Foundation
import XCTest

/// init's note on a site meant fixed that no rule can keep says what the draft does to it: it
/// promised "the draft makes it adapt" for UTM's white button text although the token it got,
/// `inverseText`, is #FFFFFF in both appearances (session 21 audit F13). The promise stays where
/// the token does adapt (black text → `label`).
final class UnkeptPromiseTests: XCTestCase {
    static let source = """
        import SwiftUI
        struct ReleaseButton: View {
            var isProminent: Bool
            var body: some View {
                Text("Update")
                    .foregroundColor(isProminent ? .white : .white)
                    .background(isProminent ? Color.accentColor : Color.gray)
            }
        }
        struct Captions: View {
            var body: some View {
                VStack {
                    Text("a").foregroundColor(.white)
                    Text("b").foregroundColor(.white)
                    Text("c").foregroundColor(.white)
                }
                .background(Color.black)
            }
        }

        """

    func initErr(_ source: String) throws -> String { try initRun(source).line }

    /// init's stderr lines naming line 6, and its table.
    func initRun(_ source: String) throws -> (line: String, table: String) {
        let s = try Scratch()
        try s.write("Release.swift", source)
        let run = try CommandRunner.recolor(["init"], in: s.url)
        XCTAssertEqual(run.status, 0, run.stderr)
        return (run.stderr.split(separator: "\n").filter { $0.contains("Release.swift:6:") }.joined(separator: "\n"), try s.read(".recolor.json"))
    }

    /// Since B10 a color whose token would be one value is kept ("same in every appearance"), so
    /// the site is kept by that rule and no note about it is due (this asserted the note naming
    /// `inverseText`, a token of one white, before).
    func testATokenOfOneValueIsNoAdaptation() throws {
        let (line, table) = try initRun(Self.source)
        XCTAssertFalse(line.contains("the draft makes it adapt"), line)
        XCTAssertFalse(line.contains("inverseText"), line)
        XCTAssertTrue(table.contains("same in every appearance: its dark value would be #FFFFFF, as in light (Release.swift:6"), table)
    }

    func testATokenThatAdaptsStillSaysSo() throws {
        let black = Self.source.replacingOccurrences(of: ".white", with: ".black").replacingOccurrences(of: "Color.black)", with: "Color.white)")
        let line = try initErr(black)
        XCTAssertTrue(line.contains("the draft makes it adapt"), line)
    }
}
