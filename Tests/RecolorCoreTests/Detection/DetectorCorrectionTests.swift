@testable import RecolorCore
import XCTest

/// Every detector's corrections: the file `fix` writes (the engine's edits applied in process)
/// under the one fixed table, then that a second run changes nothing.
final class DetectorCorrectionTests: XCTestCase {
    func fixed(_ source: String, _ configuration: Configuration) -> String {
        var options = RunOptions()
        options.configuration = configuration
        let file = SwiftSource(path: "Example.swift", bytes: Array(source.utf8))
        let reports = Engine.analyze([file], options: options).allReports
        return String(decoding: Edits.apply(Engine.edits(for: reports), to: file.bytes), as: UTF8.self)
    }

    func testCorrections() throws {
        let table = try ConfigurationLoader.parse(Array(DetectorCorrection.table.utf8), file: "table.json")
        for detector in ColorDetectors.all {
            for correction in detector.corrections {
                let once = fixed(correction.before, table)
                XCTAssertEqual(once, correction.after, "\(detector)", file: correction.file, line: correction.line)
                XCTAssertEqual(fixed(once, table), once, "\(detector): a second fix changes the file", file: correction.file, line: correction.line)
            }
        }
    }

    func testEachCorrectionOfAMappedFindingChangesTheFile() {
        // A correction whose before and after are equal documents what stays; each detector
        // also shows one rewrite.
        for detector in ColorDetectors.all {
            XCTAssertTrue(detector.corrections.contains { $0.before != $0.after }, "\(detector) shows no rewrite")
        }
    }
}
