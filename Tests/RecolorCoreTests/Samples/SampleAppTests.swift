import Foundation
import RecolorCore
import XCTest

/// Each sample app under samples/: `fix` on a copy must produce its `expected/` tree byte for
/// byte, a second `fix` must change nothing, and `check` afterwards must report exactly the
/// findings the first run left unmapped.
final class SampleAppTests: XCTestCase {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let samples = ["uikit-shop", "swiftui-trails", "appkit-notes", "ib-shop", "tv-reader"]

    func testFixProducesExpectedTreeAndIsIdempotent() throws {
        for sample in Self.samples {
            let work = try copySample(sample)
            defer { try? FileManager.default.removeItem(at: work) }
            let options = try options(in: work)
            let first = Engine.run(options)
            XCTAssertTrue(first.problems.isEmpty, "\(sample): \(first.problems)")
            XCTAssertGreaterThan(first.mappedCount, 0, "\(sample) maps nothing")
            // The public in-memory rewrite, taken before `fix` writes: byte for byte what `fix` writes.
            let inMemory = first.files.map { (path: $0.diskPath, bytes: $0.rewritten()) }
            let outcome = Fixer.fix(first)
            for file in inMemory {
                XCTAssertEqual(Array(try Data(contentsOf: URL(fileURLWithPath: file.path))), file.bytes,
                               "\(sample): \(file.path) as fix wrote it differs from FileResult.rewritten()")
            }
            XCTAssertTrue(outcome.problems.isEmpty, "\(sample): \(outcome.problems)")
            XCTAssertEqual(outcome.rewritten, first.mappedCount, sample)

            let expected = Self.repository.appendingPathComponent("samples/\(sample)/expected")
            let produced = work.appendingPathComponent("app")
            XCTAssertEqual(try files(under: produced), try files(under: expected), "\(sample): file lists differ")
            for name in try files(under: expected) {
                let a = try Data(contentsOf: produced.appendingPathComponent(name))
                let b = try Data(contentsOf: expected.appendingPathComponent(name))
                XCTAssertEqual(a, b, "\(sample)/\(name) differs from expected/")
            }

            let second = Engine.run(options)
            XCTAssertEqual(second.allReports.filter { $0.finding.kind == .staleColor }.map { "\($0.file):\($0.line)" }, [],
                           "\(sample): the expected output holds a stale color")
            XCTAssertEqual(CreatedHazards.staleColors(first, options: options).map { "\($0.file):\($0.line)" }, [], "\(sample): fix makes a stale color")
            XCTAssertEqual(second.mappedCount, 0, "\(sample): a second fix would change something")
            XCTAssertTrue(Fixer.diff(second).isEmpty, sample)
            // What is left: the unmapped, and the sites declined where the app ships (tv-reader's iOS 12 code).
            XCTAssertEqual(second.allReports.map(\.text).sorted(), (outcome.unmapped + outcome.declined).map(\.text).sorted(), "\(sample): check after fix")
        }
    }

    func testDiffAppliesWithGitApply() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/git") else { throw XCTSkip("git is not installed") }
        for sample in Self.samples {
            let work = try copySample(sample)
            defer { try? FileManager.default.removeItem(at: work) }
            let patch = Fixer.diff(Engine.run(try options(in: work)))
            XCTAssertFalse(patch.isEmpty)
            let patchFile = work.appendingPathComponent("fix.patch")
            try Data(patch).write(to: patchFile)
            XCTAssertEqual(try git(["init", "-q"], in: work), 0)
            XCTAssertEqual(try git(["apply", "fix.patch"], in: work), 0, "\(sample): git apply refused the diff")
            for name in try files(under: work.appendingPathComponent("app")) {
                let a = try Data(contentsOf: work.appendingPathComponent("app/\(name)"))
                let b = try Data(contentsOf: Self.repository.appendingPathComponent("samples/\(sample)/expected/\(name)"))
                XCTAssertEqual(a, b, "\(sample)/\(name): the applied diff differs from expected/")
            }
        }
    }

    func copySample(_ sample: String) throws -> URL {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("recolor-sample-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let source = Self.repository.appendingPathComponent("samples/\(sample)")
        try FileManager.default.copyItem(at: source.appendingPathComponent("app"), to: work.appendingPathComponent("app"))
        try FileManager.default.copyItem(at: source.appendingPathComponent(".recolor.json"), to: work.appendingPathComponent(".recolor.json"))
        return work
    }

    func options(in work: URL) throws -> RunOptions {
        var options = RunOptions()
        options.cwd = work.path
        options.paths = ["app"]
        options.configuration = try ConfigurationLoader.load(path: work.appendingPathComponent(".recolor.json").path)
        return options
    }

    func files(under root: URL) throws -> [String] {
        let walker = FileManager.default.enumerator(atPath: root.path)
        var out: [String] = []
        while let name = walker?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: root.appendingPathComponent(name).path, isDirectory: &isDirectory), !isDirectory.boolValue {
                out.append(name)
            }
        }
        return out.sorted()
    }

    func git(_ args: [String], in dir: URL) throws -> Int32 {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/git")
        p.arguments = args
        p.currentDirectoryURL = dir
        try p.run()
        p.waitUntilExit()
        return p.terminationStatus
    }
}
