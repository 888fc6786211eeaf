import Foundation
@testable import RecolorCore
import XCTest

/// A test case with a folder of its own for each test (`work`), removed after it, and `write` of a
/// file into it (its folders made as needed): what nine suites repeated word for word.
class WorkFolderTestCase: XCTestCase {
    var work: URL!

    override func setUpWithError() throws {
        work = FileManager.default.temporaryDirectory.appendingPathComponent("recolor-\(type(of: self))-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: work)
    }

    /// The findings of `kind` a run over the folder reports, as file:line, sorted.
    func sites(of kind: FindingKind) -> [String] {
        var options = RunOptions()
        options.cwd = work.path
        options.paths = ["."]
        options.configuration = Configuration()
        return Engine.run(options).allReports.filter { $0.finding.kind == kind }.map { "\($0.file):\($0.line)" }.sorted()
    }

    func write(_ name: String, _ text: String) throws {
        let url = work.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
}
