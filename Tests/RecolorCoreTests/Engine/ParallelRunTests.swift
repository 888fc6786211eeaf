import Foundation
import RecolorCore
import XCTest

/// The parallel pipeline: the same findings in the same order whatever the thread count, and a
/// prefilter that never hides a finding.
final class ParallelRunTests: XCTestCase {
    func makeTree(files: Int) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("recolor-parallel-\(UUID().uuidString)")
        var generator = SyntheticSwift(seed: 7)
        for n in 0..<files {
            let url = root.appendingPathComponent("M\(n % 7)/F\(n).swift")
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(generator.file(lines: 40 + n % 90).utf8).write(to: url)
        }
        return root
    }

    func run(_ root: URL, threads: Int) throws -> String {
        var options = RunOptions()
        options.cwd = root.path
        options.threads = threads
        options.configuration = try ConfigurationLoader.parse(Array(##"""
        { "palettes": ["Essentials"],
          "tokens": { "bg": { "uikit": "Semantic.bg", "swiftui": "Color.bg", "light": "#FFFFFF" } },
          "rules": [ { "match": "#FFFFFF", "token": "bg" } ] }
        """##.utf8), file: "test.json")
        let result = Engine.run(options)
        return FindingsJSONReporter().render(FindingsReport(result: result, reports: result.allReports, cwd: ""))
    }

    func testSameFindingsInTheSameOrderWhateverTheThreadCount() throws {
        let root = try makeTree(files: 300)
        defer { try? FileManager.default.removeItem(at: root) }
        let one = try run(root, threads: 1)
        XCTAssertGreaterThan(one.components(separatedBy: "\"kind\"").count, 100, "the tree should hold many findings")
        for threads in [2, 3, 16] {
            XCTAssertEqual(try run(root, threads: threads), one, "\(threads) threads")
        }
    }

    func testPrefilterKeepsEveryFileWithAFinding() throws {
        let prefilter = Prefilter(configuration: Configuration())
        let holding = [
            "view.backgroundColor = .white", "let c = UIColor(red: 1, green: 1, blue: 1, alpha: 1)",
            "Text(\"a\").fill(.white)", "x.tint = .black", "#colorLiteral(red: 1, green: 1, blue: 1, alpha: 1)",
            "Circle().stroke(.black)", "Text(\"\").foregroundStyle(.white)", ".overlay(.black)", ".border(.white)",
            "List { }.listRowBackground(.red)", "let c = UIColor\n    .black", "let c = UIColor . /* why */ white",
            // Found by the fuzzer: NUL is whitespace to the tokenizer, so to the prefilter too.
            "Color.\u{0}black",
            // Found by the fuzzer: an em dash ends the name to the tokenizer, so `white` is a member.
            "UIColor.white\u{2014}",
        ]
        var detected = 0
        for source in holding {
            XCTAssertTrue(prefilter.mayHoldFinding(Array(source.utf8)), source)
            let findings = ColorDetection.findings(in: SwiftSource(path: "a.swift", bytes: Array(("import SwiftUI\n" + source).utf8)),
                                                   settings: DetectionSettings(configuration: Configuration()))
            if !findings.isEmpty { detected += 1 }
        }
        XCTAssertGreaterThanOrEqual(detected, 7, "most examples are findings, so the words they need matter")
        let noColorExpression = ["let x = 1", "enum Mode { case white, black }\nlet m: Mode = .white", "",
                                 "view.tintColor = Theme.accent\nlet c = UIColor.systemBlue", "let colorful = Colorful(x)"]
        for source in noColorExpression {
            XCTAssertFalse(prefilter.mayHoldFinding(Array(source.utf8)), source)
            XCTAssertEqual(ColorDetection.findings(in: SwiftSource(path: "a.swift", bytes: Array(source.utf8)),
                                                   settings: DetectionSettings(configuration: Configuration())), [])
        }
    }

    func testATypealiasWithoutTheBuiltInWordsStillFindsItsUses() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("recolor-alias-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data("import UIKit\ntypealias Paint = UIColor\n".utf8).write(to: root.appendingPathComponent("Alias.swift"))
        try Data("import UIKit\nlet p = Paint(red: 1, green: 0, blue: 0, alpha: 1)\n".utf8).write(to: root.appendingPathComponent("Use.swift"))
        var options = RunOptions()
        options.cwd = root.path
        let result = Engine.run(options)
        XCTAssertEqual(result.allReports.map(\.file), ["Use.swift"])
        XCTAssertEqual(result.filesScanned, 2)
    }
}
