@testable import RecolorCore
import XCTest

/// Runs every hazard detector's examples through the engine, as the color detectors' are run:
/// each triggering example gives exactly its marked findings of the detector's kind, each
/// non-triggering one none of that kind.
final class HazardExampleTests: XCTestCase {
    func testEveryHazardDetectorHasBothKindsOfExample() {
        for detector in HazardDetectors.all {
            XCTAssertTrue(detector.examples.contains { $0.triggers }, "\(detector) has no triggering example")
            XCTAssertTrue(detector.examples.contains { !$0.triggers }, "\(detector) has no non-triggering example")
        }
        XCTAssertEqual(Set(HazardDetectors.all.compactMap { $0.kind }), Set(FindingKind.hazards))
    }

    func testExamples() throws {
        for detector in HazardDetectors.all {
            for example in detector.examples {
                try DetectorExampleTests.check(example, marked: example.source, kind: detector.kind, variant: nil)
            }
        }
    }

    /// Every triggering example holds a trigger word: the check that spares a file its hazard
    /// syntax never spares one a detector finds something in.
    func testEveryTriggeringExampleHoldsATriggerWord() {
        for detector in HazardDetectors.all {
            for example in detector.examples where example.triggers {
                let file = SwiftSource(path: "Example.swift", bytes: MarkedSource(example.source).bytes)
                XCTAssertTrue(HazardDetectors.mayTrigger(file), "\(detector): \(example.source)")
            }
        }
        XCTAssertFalse(HazardDetectors.mayTrigger(SwiftSource(path: "A.swift", bytes: Array("let style = traitCollection.userInterfaceStyle // cgColor".utf8))))
        XCTAssertTrue(HazardDetectors.mayTrigger(SwiftSource(path: "A.swift", bytes: Array("layer.borderColor = c.cgColor".utf8))))
    }
}
