/// A detector of an appearance hazard: it reads a whole file through its syntax (functions,
/// closures, types), not one site, and documents itself with examples like the color detectors.
protocol HazardDetector: DocumentedDetector {
    static func findings(in file: HazardFile) -> [Finding]
}

extension HazardDetector {
    /// `fix` never rewrites a hazard; `fix --hazards` suggestions are tested apart.
    static var corrections: [DetectorCorrection] { [] }
}

/// Every hazard detector, once: detection runs them on the files the hazard screen keeps; the
/// tests run their examples from this list.
enum HazardDetectors {
    static let all: [any HazardDetector.Type] = [
        StaleColorDetector.self, GlobalAppearanceDetector.self, AttributedTextColorDetector.self, UnguardedTraitChangeDetector.self,
    ]

    /// The hazards of `file`, in source order, before suppression.
    static func findings(in file: SwiftSource, settings: DetectionSettings) -> [Finding] {
        guard HazardScreen.mayHoldHazard(file.bytes) else { return [] }
        let hazardFile = HazardFile(file: file, settings: settings)
        return all.flatMap { $0.findings(in: hazardFile) }.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }
}
