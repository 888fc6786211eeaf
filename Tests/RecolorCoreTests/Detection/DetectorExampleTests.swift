@testable import RecolorCore
import XCTest

/// Runs every detector's own examples (SwiftLint style), from the one list dispatch uses: each
/// triggering example must give exactly the marked findings, of the detector's kind, at the
/// marked lines and columns; each non-triggering one none. Every triggering example is also
/// run as its generated variants (ExampleVariant). A failure points at the example's line.
final class DetectorExampleTests: XCTestCase {
    func testEveryDetectorHasBothKindsOfExampleAndACorrection() {
        for detector in ColorDetectors.all {
            XCTAssertTrue(detector.examples.contains { $0.triggers }, "\(detector) has no triggering example")
            XCTAssertTrue(detector.examples.contains { !$0.triggers }, "\(detector) has no non-triggering example")
            XCTAssertFalse(detector.corrections.isEmpty, "\(detector) has no correction")
        }
    }

    func testEveryFindingKindOfSwiftCodeHasADetector() {
        let kinds = Set(ColorDetectors.all.compactMap { $0.kind })
        let documents: Set<FindingKind> = [.ibColor, .assetColor]  // found in documents, not in Swift code
        let hazards = Set(FindingKind.hazards)  // found by the hazard detectors (HazardExampleTests)
        XCTAssertEqual(kinds, Set(FindingKind.allCases).subtracting(documents).subtracting(hazards))
    }

    func testExamples() throws {
        for detector in ColorDetectors.all {
            for example in detector.examples {
                try Self.check(example, marked: example.source, kind: detector.kind, variant: nil)
            }
        }
    }

    func testGeneratedVariantsOfTriggeringExamples() throws {
        for detector in ColorDetectors.all {
            for example in detector.examples where example.triggers {
                for variant in ExampleVariant.allCases {
                    try Self.check(example, marked: variant.apply(to: example.source), kind: detector.kind, variant: variant)
                }
            }
        }
    }

    /// Runs `marked` (the example or a variant of it) through the engine, as `check` would.
    static func check(_ example: DetectorExample, marked: String, kind: FindingKind?, variant: ExampleVariant?) throws {
        let source = MarkedSource(marked)
        var options = RunOptions()
        if let json = example.configuration {
            options.configuration = try ConfigurationLoader.parse(Array(json.utf8), file: "example.json")
        }
        let file = SwiftSource(path: "Example.swift", bytes: source.bytes)
        let settings = DetectionSettings.build(configuration: options.configuration, files: [file])
        let findings = ColorDetection.findings(in: file, settings: settings)
        let ofKind = kind.map { k in findings.filter { $0.kind == k } } ?? findings
        let at = "\(kind?.rawValue ?? "wrapped") example\(variant.map { " " + $0.rawValue } ?? ""):\n\(source.text)"
        let (path, line) = (example.file, example.line)

        if let variant, !variant.keepsFindings {
            XCTAssertEqual(findings.map(\.range), [], at, file: path, line: line)
            return
        }
        XCTAssertEqual(ofKind.map(\.range), source.ranges, at, file: path, line: line)
        if !findings.isEmpty {
            XCTAssertTrue(Prefilter(settings: settings).mayHoldFinding(source.bytes), "the prefilter would skip \(at)", file: path, line: line)
        }
        if example.triggers {
            XCTAssertFalse(source.ranges.isEmpty, "triggering example without a «marker»: \(at)", file: path, line: line)
            XCTAssertEqual(findings.count, ofKind.count, "findings of other kinds: \(findings) in \(at)", file: path, line: line)
            // Where the reports say the findings are: lines and both column counts.
            let reports = Engine.analyze([file], options: options).allReports.filter { r in kind.map { r.finding.kind == $0 } ?? true }
            XCTAssertEqual(reports.map { "\($0.line):\($0.column)/\($0.utf16Column)" },
                           source.ranges.map { let p = source.position(of: $0.lowerBound); return "\(p.line):\(p.column)/\(p.utf16Column)" },
                           "report positions: \(at)", file: path, line: line)
        }
        if let colors = example.colors {
            XCTAssertEqual(ofKind.map { $0.color?.description ?? "null" }, colors, at, file: path, line: line)
        }
        if let frameworks = example.frameworks {
            XCTAssertEqual(ofKind.map { $0.framework?.rawValue ?? "null" }, frameworks, at, file: path, line: line)
        }
        if let contexts = example.contexts {
            XCTAssertEqual(ofKind.map(\.context), contexts, at, file: path, line: line)
        }
    }
}
