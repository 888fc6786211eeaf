@testable import RecolorCore
import Foundation
import XCTest

/// The stops of one gradient keep or move together (`GradientStopsTogether`): rarime's brand
/// gradient of two light-only sets read by Xcode's asset symbols (`Gradient(colors:
/// [.additionalGradientFirstStart, .additionalGradientFirstEnd])`) got #C0FFB5 and #002114 in Dark,
/// pale to near black (session 30's review, B7; /work/s30/repro/b7 with its stops read by symbol).
/// Negatives: the same two sets drawn apart (not one gradient) keep their own proposals; a stop whose
/// token is a text elsewhere keeps its proposal.
final class GradientStopsTogetherTests: XCTestCase {
    static func set(_ r: String, _ g: String, _ b: String) -> String {
        #"{ "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0x\#(b)", "green" : "0x\#(g)", "red" : "0x\#(r)" } }, "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 } }"#
    }

    var work: URL!

    override func setUp() {
        work = FileManager.default.temporaryDirectory.appendingPathComponent("gradient-stops-\(UUID().uuidString)")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: work)
    }

    /// `init`'s draft of an app holding the two light-only sets and `swift`, run as the command runs.
    func draft(_ swift: String) throws -> StarterDraft {
        let files = ["Assets.xcassets/Contents.json": #"{ "info" : { "author" : "xcode", "version" : 1 } }"#,
                     "Assets.xcassets/MintStart.colorset/Contents.json": Self.set("9A", "FE", "8A"),
                     "Assets.xcassets/MintEnd.colorset/Contents.json": Self.set("8A", "FE", "CC"),
                     "G.swift": "import SwiftUI\n" + swift]
        for (name, text) in files {
            let url = work.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        var options = RunOptions()
        options.cwd = work.path
        let result = Engine.run(options)
        return StarterDraft.build(result, declared: DeclaredMembers.scan(options), configuration: options.configuration, run: options)
    }

    /// The OKLCH lightness moves (dark − light) of the two stops' tokens.
    func moves(_ d: StarterDraft) -> [Double] {
        ["#9AFE8A", "#8AFECC"].compactMap { hex in
            d.tokens.first { $0.appearance[.light] == RGBA(mappingHex: hex) }.flatMap { t in
                t.appearance[.dark].map { OKLCH($0).lightness - OKLCH(t.appearance[.light]!).lightness }
            }
        }
    }

    func testStopsOfOneGradientMoveTogether() throws {
        let d = try draft("""
        enum Washes {
            static let mint = LinearGradient(gradient: Gradient(colors: [.mintStart, .mintEnd]), startPoint: .leading, endPoint: .trailing)
        }
        struct Chip: View {
            var body: some View {
                Text("Soon").padding(8).background(Washes.mint, in: Capsule())
            }
        }
        """)
        let m = moves(d)
        XCTAssertEqual(m.count, 2, "\(d.tokens.map(\.name))")
        XCTAssertFalse(m.contains { $0 > 0.01 } && m.contains { $0 < -0.01 }, "the stops went opposite ways: \(m) \(d.tokens.map(\.description))")
    }

    /// Not: the two sets drawn as two surfaces keep their own proposals (opposite ways, as before).
    func testSetsDrawnApartKeepTheirProposals() throws {
        let d = try draft("""
        struct Chip: View {
            var body: some View {
                VStack {
                    Text("Soon").padding(8).background(Color.mintStart)
                    Text("Later").padding(8).background(Color.mintEnd)
                }
            }
        }
        """)
        let m = moves(d)
        XCTAssertEqual(m.count, 2, "\(d.tokens.map(\.name))")
        XCTAssertTrue(m.contains { $0 > 0.01 } && m.contains { $0 < -0.01 }, "\(m)")
    }
}
