@testable import RecolorCore
import XCTest

/// Near-duplicate groups and `init`'s merges are complete-link: every two members within the
/// distance; a chain A~B~C with A and C apart never makes one group.
final class CompleteLinkGroupsTests: XCTestCase {
    func hex(_ s: String) -> RGBA { RGBA(mappingHex: s)! }

    /// Grays in a row: each within ΔE00 2 of its neighbour, A and C more than 2 apart.
    func testAChainDoesNotMerge() {
        let a = hex("#FFFFFF"), b = hex("#F9F9F9"), c = hex("#F3F3F3")
        XCTAssertLessThanOrEqual(ColorDifference.ciede2000(a, b), 2)
        XCTAssertLessThanOrEqual(ColorDifference.ciede2000(b, c), 2)
        XCTAssertGreaterThan(ColorDifference.ciede2000(a, c), 2)
        XCTAssertEqual(CompleteLinkGroups.groups([a, b, c], threshold: 2), [[0, 1], [2]])
        // The order given decides around which color a group forms.
        XCTAssertEqual(CompleteLinkGroups.groups([b, a, c], threshold: 2), [[0, 1], [2]])
        XCTAssertEqual(CompleteLinkGroups.groups([c, b, a], threshold: 2), [[0, 1], [2]])
    }

    /// The inventory's groups: within each, every two members are within ΔE00 2 (a long chain
    /// from white to #E1E5E8 in small steps was one group).
    func testInventoryGroupsHaveNoMemberFarFromAnother() {
        let steps = (0..<12).map { k -> RGBA in
            let v = UInt8(255 - k * 3)
            return RGBA(red: v, green: v, blue: min(255, v &+ 2))
        }
        let groups = CompleteLinkGroups.groups(steps, threshold: 2)
        XCTAssertGreaterThan(groups.count, 1)
        for g in groups {
            for x in g { for y in g { XCTAssertLessThanOrEqual(ColorDifference.ciede2000(steps[x], steps[y]), 2) } }
        }
        XCTAssertEqual(groups.flatMap { $0 }.sorted(), Array(steps.indices))
    }

    func testAlphaAndUnknownColorsStandApart() {
        let groups = CompleteLinkGroups.groups([hex("#FFFFFF"), hex("#FFFFFF80"), nil, hex("#FEFEFE")], threshold: 2)
        XCTAssertEqual(groups, [[0, 3], [1], [2]])
        XCTAssertEqual(CompleteLinkGroups.groups([hex("#FFFFFF"), hex("#FFFFFFFE")], threshold: 2, alphaTolerance: 2), [[0, 1]])
    }
}
