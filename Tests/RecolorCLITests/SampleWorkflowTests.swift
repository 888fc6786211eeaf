import Foundation
import XCTest

/// Every bundled sample runs the README's whole workflow with the built binary, in a copy:
/// with its own table `generate` → `fix` → `check` (each run twice: the second changes nothing),
/// and from `init`'s draft, with a `generate` key added as README step 4 says, the same. A sample
/// whose table `generate` refuses (a token with neither values nor a declaration) fails here.
final class SampleWorkflowTests: XCTestCase {
    static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../samples").standardized

    /// Every folder of samples/ with a table.
    func sampleNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: Self.samples.path).sorted().filter {
            FileManager.default.fileExists(atPath: Self.samples.appendingPathComponent("\($0)/.recolor.json").path)
        }
    }

    /// The sample without its `expected/` tree.
    func copy(_ sample: String) throws -> URL {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("recolor-workflow-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: Self.samples.appendingPathComponent(sample), to: work)
        try? FileManager.default.removeItem(at: work.appendingPathComponent("expected"))
        return work
    }

    func runWorkflow(_ sample: String, in work: URL, label: String) throws {
        let generate = try CommandRunner.recolor(["generate"], in: work)
        XCTAssertEqual(generate.status, 0, "\(label): generate: \(generate.stderr)")
        let again = try CommandRunner.recolor(["generate"], in: work)
        XCTAssertEqual(again.status, 0, "\(label): second generate: \(again.stderr)")
        XCTAssertTrue(again.stdout.contains("nothing written") || again.stderr.contains("nothing written"), "\(label): a second generate wrote something: \(again.stdout)\(again.stderr)")
        let fix = try CommandRunner.recolor(["fix"], in: work)
        XCTAssertEqual(fix.status, 0, "\(label): fix: \(fix.stderr)")
        // A second fix changes no byte. (Its --diff is not compared: a palette member that is its
        // token's own expression is still a mapped finding, rewritten to itself; see the report.)
        let before = try snapshot(work)
        let second = try CommandRunner.recolor(["fix"], in: work)
        XCTAssertEqual(second.status, 0, "\(label): second fix: \(second.stderr)")
        let after = try snapshot(work)
        XCTAssertEqual(after.keys.sorted(), before.keys.sorted(), "\(label): a second fix made or removed a file")
        for (name, bytes) in before where after[name] != bytes { XCTFail("\(label): a second fix changed \(name)") }
        let check = try CommandRunner.recolor(["check"], in: work)
        XCTAssertTrue([0, 1].contains(check.status), "\(label): check exit \(check.status): \(check.stderr)")
    }

    func snapshot(_ root: URL) throws -> [String: Data] {
        var out: [String: Data] = [:]
        let walker = FileManager.default.enumerator(atPath: root.path)
        while let name = walker?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let url = root.appendingPathComponent(name)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue { out[name] = try Data(contentsOf: url) }
        }
        return out
    }

    func testEverySampleRunsTheWholeWorkflowWithItsOwnTable() throws {
        let names = try sampleNames()
        XCTAssertGreaterThanOrEqual(names.count, 7, "\(names)")
        for sample in names {
            let work = try copy(sample)
            defer { try? FileManager.default.removeItem(at: work) }
            let table = try JSONSerialization.jsonObject(with: Data(contentsOf: work.appendingPathComponent(".recolor.json"))) as? [String: Any]
            XCTAssertNotNil(table?["generate"], "\(sample): the table has no generate key, so README step 4 cannot run")
            try runWorkflow(sample, in: work, label: sample)
        }
    }

    func testEverySampleRunsTheWholeWorkflowFromInitsDraft() throws {
        for sample in try sampleNames() {
            let work = try copy(sample)
            defer { try? FileManager.default.removeItem(at: work) }
            let initRun = try CommandRunner.recolor(["init", "--force", "--quiet"], in: work)
            XCTAssertEqual(initRun.status, 0, "\(sample): init: \(initRun.stderr)")
            let url = work.appendingPathComponent(".recolor.json")
            var table = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
            // README step 4, with names no sample uses.
            table["generate"] = ["swift": "DraftGenerated/DraftColors.swift", "assetCatalog": "DraftGenerated/DraftColors.xcassets"]
            try JSONSerialization.data(withJSONObject: table, options: [.prettyPrinted, .sortedKeys]).write(to: url)
            try runWorkflow(sample, in: work, label: "\(sample) (init's draft)")
        }
    }
}
