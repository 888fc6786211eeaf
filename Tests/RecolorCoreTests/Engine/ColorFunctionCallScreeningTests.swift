import Foundation
@testable import RecolorCore
import XCTest

/// A free color function of the tree (`ColorFunctions`, called bare or as `Owner.name(…)`) keeps a
/// file where it is called, not wherever its name's bytes stand: Clop's two-letter
/// `static func ns(_ hex: UInt32) -> NSColor` made every file holding `ns` ("constraints",
/// "transform") a candidate, 1.65x the CPU and +44 MB of a `check` of corpus27 (session 32).
final class ColorFunctionCallScreeningTests: XCTestCase {
    func testANameIsCalledOnlyAsAWholeWordBeforeItsParenthesis() {
        let ns = ByteFinder("ns")
        let called = ["let a = ns(0x2B2B2B)", "static let b = Self.ns(0x2B2B2B)", "let c = Pipeline.ns(0x2B2B2B)",
                      "let d = ns (0x2B2B2B)", "let e = ns/* hex */(0x2B2B2B)", "let f = \"\\(ns(0x2B2B2B))\"",
                      "let g = [ns(0x1), ns(0x2)]", "ns(0x2B2B2B)", "x = é ns(1)"]
        for source in called { XCTAssertTrue(Prefilter.called(ns, in: Array(source.utf8)), source) }
        let notCalled = ["var constraints: [NSLayoutConstraint] = []", "func transform() {}", "let ns = 1", "let x = ns.value",
                         "fns(0x1)", "ns_(0x1)", "ns2(0x1)", "let nsColor = NSColor.white", "ns", ""]
        for source in notCalled { XCTAssertFalse(Prefilter.called(ns, in: Array(source.utf8)), source) }
    }

    var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("recolor-calls-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: root.appendingPathComponent(name))
    }

    /// Clop's shape: the function's callers are found (bare inside its type, qualified in another file), and a
    /// file merely holding the name's bytes is not tokenized.
    func testTheCallersAreCandidatesAndAFileHoldingTheBytesIsNot() throws {
        try write("PipelineText.swift", "import AppKit\nenum PipelineText {\n    static let ink = ns(0x2B2B2B)\n"
                  + "    static func ns(_ hex: UInt32) -> NSColor { NSColor(white: 0, alpha: 1) }\n}\n")
        try write("Caller.swift", "import AppKit\nstruct Caller {\n    let ink = PipelineText.ns(0x121212)\n}\n")
        try write("Layout.swift", "import AppKit\nstruct Layout {\n    var constraints: [NSLayoutConstraint] = []\n    func transform() {}\n}\n")
        var options = RunOptions()
        options.cwd = root.path
        let (result, statistics) = Engine.measuredRun(options)
        XCTAssertEqual(result.allReports.map(\.file), ["Caller.swift", "PipelineText.swift", "PipelineText.swift"])
        XCTAssertEqual(result.allReports.map { $0.finding.color?.hex(withAlpha: true) }, ["#121212FF", "#2B2B2BFF", "#000000FF"])
        XCTAssertEqual(statistics.candidatesSecondScreening, 1, "the caller; not Layout.swift, which holds `ns` in its words")
        XCTAssertEqual(statistics.filesTokenized, statistics.candidatesFirstScreening + statistics.candidatesSecondScreening)
        XCTAssertEqual(statistics.filesTokenized, 2)
    }
}
