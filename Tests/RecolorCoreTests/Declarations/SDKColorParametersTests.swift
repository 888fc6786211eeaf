@testable import RecolorCore
import XCTest

/// The SDK's unlabeled color parameters come from the stand-ins of Apple's modules that the
/// type-check harness compiles against (Scripts/typecheck/standins), read by the same
/// declaration scan as the app's own code: the table in the product is what that scan records,
/// never a list kept by hand.
final class SDKColorParametersTests: XCTestCase {
    static var standIns: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Scripts/typecheck/standins")
    }

    /// Callee → position → color type, as the scan of the stand-ins records it.
    func scannedFromStandIns() throws -> [String: [Int: BaseColorType]] {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.standIns.path).filter { $0.hasSuffix(".swift") }.sorted()
        XCTAssertFalse(files.isEmpty, "no stand-ins at \(Self.standIns.path)")
        var declared: [String: [Int: Set<DeclaredType>]] = [:]
        for name in files {
            let bytes = Array(try Data(contentsOf: Self.standIns.appendingPathComponent(name)))
            let scan = DeclarationScan(SwiftSource(path: name, bytes: bytes))
            // `_PlatformColor` and its kin are the stand-ins' own helpers, not the SDK's.
            for (callee, byPosition) in scan.unlabeled where !callee.hasPrefix("_") {
                for (position, types) in byPosition { declared[callee, default: [:]][position, default: []].formUnion(types) }
            }
        }
        // The stand-ins declare the framework types themselves (`open class UIColor`), which the
        // scan's lexical lookup calls the tree's: here they are the frameworks', read by name.
        var out: [String: [Int: BaseColorType]] = [:]
        for (callee, byPosition) in declared {
            for (position, set) in byPosition {
                // SwiftUI's `some ShapeStyle` parameters are its modifiers' (`fill`, `background`,
                // `tint`…), which the vocabulary reads with their leading dot; as bare calls these
                // generic names are as often the app's own functions of other types: no color type.
                let bases = Set(set.map { $0.viaStyleProtocol ? nil : BaseColorType(rawValue: $0.name) })
                if bases.count == 1, let base = bases.first! { out[callee, default: [:]][position] = base }
            }
        }
        return out
    }

    func testTheTableIsWhatTheScanOfTheStandInsRecords() throws {
        let scanned = try scannedFromStandIns()
        let rendered = scanned.keys.sorted().flatMap { callee in
            scanned[callee]!.keys.sorted().map { "        \"\(callee)\": [\($0): .\(scanned[callee]![$0]!)]," }
        }.joined(separator: "\n")
        XCTAssertEqual(SDKColorParameters.unlabeled.mapValues { $0 }, scanned,
                       "SDKColorParameters.unlabeled is stale; the stand-ins declare:\n\(rendered)")
        XCTAssertNotNil(scanned["withTintColor"], "the stand-ins declare UIImage.withTintColor(_:renderingMode:)")
    }

    /// Callee → label → color type of the stand-ins' labeled color parameters that no name rule
    /// reads (`blended(withFraction:of:)`'s `of`), as the scan records them.
    func labeledFromStandIns() throws -> [String: [String: BaseColorType]] {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.standIns.path).filter { $0.hasSuffix(".swift") }.sorted()
        var out: [String: [String: BaseColorType]] = [:]
        for name in files {
            let bytes = Array(try Data(contentsOf: Self.standIns.appendingPathComponent(name)))
            let scan = DeclarationScan(SwiftSource(path: name, bytes: bytes))
            for (label, byCallee) in scan.parameters where !ColorContextNames.isContextName(label) {
                for (callee, types) in byCallee where !callee.hasPrefix("_") && !callee.isEmpty && callee.first!.isLowercase {
                    // A collection of colors (`linearGradient(colors:…)`) is read by the gradient rule.
                    let bases = Set(types.filter { !$0.isCollectionElement }.map { BaseColorType(rawValue: $0.name) })
                    if bases.count == 1, let base = bases.first! { out[callee, default: [:]][label] = base }
                }
            }
        }
        return out
    }

    func testTheLabeledTableIsWhatTheScanOfTheStandInsRecords() throws {
        let scanned = try labeledFromStandIns()
        XCTAssertEqual(SDKColorParameters.labeled, scanned, "SDKColorParameters.labeled is stale; the stand-ins declare: \(scanned)")
        XCTAssertEqual(scanned["blended"]?["of"], .nsColor, "the stand-ins declare NSColor.blended(withFraction:of:)")
    }

    /// Screening keeps a file only if it holds a context word: every SDK callee must hold one.
    func testEveryCalleeHoldsAScreeningWord() {
        for callee in SDKColorParameters.unlabeled.keys {
            XCTAssertTrue(ColorContextNames.screeningWords.contains { callee.contains($0) }, callee)
        }
    }
}
