import RecolorCore
import XCTest

/// Runs every detector's own examples (SwiftLint style): each triggering example must give
/// exactly the marked findings, of the detector's kind; each non-triggering one none of them.
final class DetectorExampleTests: XCTestCase {
    nonisolated(unsafe) static let detectors: [any DocumentedDetector.Type] = [
        RGBConstructorDetector.self, HexConstructorDetector.self, ColorLiteralDetector.self,
        NamedColorDetector.self, PaletteReferenceDetector.self,
    ]

    func testEveryDetectorHasBothKindsOfExample() {
        for detector in Self.detectors {
            XCTAssertTrue(detector.examples.contains { $0.triggers }, "\(detector) has no triggering example")
            XCTAssertTrue(detector.examples.contains { !$0.triggers }, "\(detector) has no non-triggering example")
        }
    }

    func testExamples() throws {
        for detector in Self.detectors {
            for example in detector.examples {
                try check(example, kind: detector.kind)
            }
        }
    }

    func check(_ example: DetectorExample, kind: FindingKind) throws {
        let (source, expected) = Self.stripMarkers(example.source)
        var configuration = Configuration()
        if let json = example.configuration {
            configuration = try ConfigurationLoader.parse(Array(json.utf8), file: "example.json")
        }
        let file = SourceFile(path: "Example.swift", bytes: Array(source.utf8))
        let settings = DetectionSettings.build(configuration: configuration, files: [file])
        let findings = ColorDetection.findings(in: file, settings: settings)
        let ofKind = findings.filter { $0.kind == kind }
        let where_ = "\(kind.rawValue) example at DetectorExamples line \(example.line): \(example.source)"
        XCTAssertEqual(ofKind.map(\.range), expected, where_)
        if !findings.isEmpty {
            XCTAssertTrue(Prefilter(settings: settings).mayHoldFinding(Array(source.utf8)), "the prefilter would skip \(where_)")
        }
        if example.triggers {
            XCTAssertFalse(expected.isEmpty, "triggering example without a «marker»: \(where_)")
            XCTAssertEqual(findings.count, ofKind.count, "findings of other kinds: \(findings) in \(where_)")
        }
        if let colors = example.colors {
            XCTAssertEqual(ofKind.map { $0.color?.description ?? "null" }, colors, where_)
        }
        if let contexts = example.contexts {
            XCTAssertEqual(ofKind.map(\.context), contexts, where_)
        }
    }

    /// Removes `«` `»` markers, returning the source and the byte ranges they enclosed.
    static func stripMarkers(_ marked: String) -> (String, [Range<Int>]) {
        var out: [UInt8] = []
        var ranges: [Range<Int>] = []
        var open: Int?
        let bytes = Array(marked.utf8)
        let left = Array("«".utf8), right = Array("»".utf8)
        var k = 0
        while k < bytes.count {
            if bytes[k...].starts(with: left) { open = out.count; k += left.count; continue }
            if bytes[k...].starts(with: right), let o = open { ranges.append(o..<out.count); open = nil; k += right.count; continue }
            out.append(bytes[k])
            k += 1
        }
        return (String(decoding: out, as: UTF8.self), ranges)
    }
}
