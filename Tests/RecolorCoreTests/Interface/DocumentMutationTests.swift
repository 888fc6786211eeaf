@testable import RecolorCore
import XCTest

/// Mutated documents and color sets (bytes changed, cut, repeated; XML and JSON punctuation
/// inserted) never trap, and every edit `fix` would make stays inside the file.
final class DocumentMutationTests: XCTestCase {
    static let punctuation = Array("<>\"'/=&;![]{}:,\n ".utf8)

    func mutate(_ bytes: [UInt8], _ rng: inout SplitMix64) -> [UInt8] {
        var b = bytes
        for _ in 0..<(1 + rng.below(4)) {
            guard !b.isEmpty else { break }
            let at = rng.below(b.count)
            switch rng.below(4) {
            case 0: b[at] = DocumentMutationTests.punctuation[rng.below(DocumentMutationTests.punctuation.count)]
            case 1: b.removeSubrange(at..<min(b.count, at + rng.below(40)))
            case 2: b.insert(contentsOf: b[at..<min(b.count, at + rng.below(60))], at: rng.below(b.count))
            default: b.insert(DocumentMutationTests.punctuation[rng.below(DocumentMutationTests.punctuation.count)], at: at)
            }
        }
        return b
    }

    func testMutatedDocumentsNeverTrap() throws {
        let configuration = try ConfigurationLoader.parse(Array(InterfaceBuilderTests.table.utf8), file: "t.json")
        let documents = InterfaceBuilderLanguage(configuration: configuration)
        let colorSets = ColorSetLanguage(configuration: configuration)
        var rng = SplitMix64(state: 13)
        let seeds: [(any DocumentLanguage, [UInt8])] = [(documents, Array(InterfaceBuilderFixtures.iosXib.utf8)),
                                                         (documents, Array(InterfaceBuilderFixtures.macXib.utf8)),
                                                         (colorSets, Array(InterfaceBuilderFixtures.lightOnlyHexSet.utf8))]
        for n in 0..<1500 {
            let (language, seed) = seeds[n % seeds.count]
            let bytes = mutate(seed, &rng)
            let analysis = language.analyze(path: "A.xcassets/S.colorset/Contents.json", bytes: bytes)
            let edits = Engine.edits(for: analysis.reports) + analysis.documentEdits
            for e in edits { XCTAssertLessThanOrEqual(e.range.upperBound, bytes.count) }
            _ = Edits.apply(edits, to: bytes)
        }
    }
}
