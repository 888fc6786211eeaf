@testable import RecolorCore
import XCTest

/// The intent `init` reads for the finding whose text is `marked` in `source` (the other files
/// give the uses), as `FixedIntentTests.intent` reads it: every report of the run, as init does.
func intentOf(_ source: String, _ marked: String, others: [String] = [], file: StaticString = #filePath, line: UInt = #line) -> FixedIntentSite? {
    let all = [source] + others
    let files = all.enumerated().map { SwiftSource(path: "f\($0.offset).swift", bytes: Array($0.element.utf8)) }
    let result = Engine.analyze(files, options: RunOptions())
    guard let index = result.allReports.firstIndex(where: { $0.file == "f0.swift" && $0.text == marked }) else {
        XCTFail("no finding \(marked) in: \(result.allReports.map(\.text))", file: file, line: line)
        return nil
    }
    return KeptColors.intents(result.allReports, sources: result.files, represented: RepresentedViews(sources: all.map { Array($0.utf8) }))[index]
}
