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

    func initErr(_ source: String) throws -> String {
        let s = try Scratch()
        try s.write("Release.swift", source)
        let run = try CommandRunner.recolor(["init"], in: s.url)
        XCTAssertEqual(run.status, 0, run.stderr)
        return run.stderr.split(separator: "\n").filter { $0.contains("Release.swift:6:") }.joined(separator: "\n")
    }

    func testATokenOfOneValueIsNoAdaptation() throws {
        let line = try initErr(Self.source)
        XCTAssertTrue(line.contains("on a system color"), line)
        XCTAssertFalse(line.contains("the draft makes it adapt"), line)
        XCTAssertTrue(line.contains("its token inverseText is #FFFFFF in every appearance, so it is drawn as written"), line)
    }

    func testATokenThatAdaptsStillSaysSo() throws {
        let black = Self.source.replacingOccurrences(of: ".white", with: ".black").replacingOccurrences(of: "Color.black)", with: "Color.white)")
        let line = try initErr(black)
        XCTAssertTrue(line.contains("the draft makes it adapt"), line)
    }
}
