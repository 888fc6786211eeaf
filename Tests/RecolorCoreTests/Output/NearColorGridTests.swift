@testable import RecolorCore
import XCTest

/// The cells around a color hold every color within the threshold: compared with every pair on
/// random colors (near ones made on purpose), and the complete-link near-duplicate groups as a
/// search of every earlier group finds them.
final class NearColorGridTests: XCTestCase {
    func randomColors(_ rng: inout SplitMix64, count: Int) -> [RGBA] {
        var colors: [RGBA] = []
        for _ in 0..<count {
            if let base = colors.last, rng.below(2) == 0 {
                // A neighbour of the last color, a few steps off each channel.
                func step(_ v: UInt8) -> UInt8 { UInt8(max(0, min(255, Int(v) + rng.below(9) - 4))) }
                colors.append(RGBA(red: step(base.red), green: step(base.green), blue: step(base.blue), alpha: base.alpha))
            } else {
                colors.append(RGBA(red: UInt8(rng.below(256)), green: UInt8(rng.below(256)), blue: UInt8(rng.below(256)),
                                   alpha: rng.below(3) == 0 ? UInt8(rng.below(256)) : 255))
            }
        }
        return colors
    }

    func testTheCellsAroundAColorHoldEveryColorWithinTheThreshold() {
        var rng = SplitMix64(state: 2000)
        var near = 0
        for t in [0.5, 1, 2, 5, 10] {
            let colors = randomColors(&rng, count: 600)
            let labs = colors.map(ColorDifference.lab)
            var grid = NearColorGrid(threshold: t)
            for (n, lab) in labs.enumerated() { grid.insert(n, lab: lab) }
            for i in colors.indices {
                let candidates = Set(grid.candidates(near: labs[i]))
                for j in colors.indices where ColorDifference.ciede2000(colors[i], colors[j]) <= t {
                    XCTAssertTrue(candidates.contains(j), "\(colors[i]) \(colors[j]) within \(t)")
                    if i != j { near += 1 }
                }
            }
        }
        XCTAssertGreaterThan(near, 1_000)
    }

    /// Random distinct colors (the shape `recolor-bench shapes` grows): the candidates are few
    /// beyond the near pairs. The first grid's single bound (the worst hue, 1.5× the largest
    /// chroma) passed 25 times the near pairs here; the per-pair bound passes under 3 times.
    func testTheCandidatesAreFewBeyondTheNearPairs() {
        var rng = SplitMix64(state: 26)
        var seen: Set<Int> = []
        var colors: [RGBA] = []
        while colors.count < 3_000 {
            let v = rng.below(1 << 24)
            guard seen.insert(v).inserted else { continue }
            colors.append(RGBA(red: UInt8(v >> 16), green: UInt8((v >> 8) & 255), blue: UInt8(v & 255), alpha: 255))
        }
        let labs = colors.map(ColorDifference.lab)
        var grid = NearColorGrid(threshold: 2)
        for (n, lab) in labs.enumerated() { grid.insert(n, lab: lab) }
        var candidates = 0, near = 0
        for i in colors.indices {
            for j in grid.candidates(near: labs[i]) where j != i {
                candidates += 1
                if ColorDifference.ciede2000(colors[i], colors[j]) <= 2 { near += 1 }
            }
        }
        XCTAssertGreaterThan(near, 1_000)
        XCTAssertLessThan(Double(candidates), 4 * Double(near), "\(candidates) candidates for \(near) near pairs")
    }

    /// The complete-link groups as found by comparing each color with every member of every
    /// earlier group (no grid): the first group all of whose members are near takes it.
    func referenceGroups(_ items: [Inventory.Item]) -> [[Int]] {
        var groups: [[Int]] = []
        for k in items.indices {
            guard let c = items[k].color else { groups.append([k]); continue }
            if let g = groups.indices.first(where: { g in
                groups[g].allSatisfy { m in
                    guard let o = items[m].color else { return false }
                    return abs(Int(o.alpha) - Int(c.alpha)) <= 2 && ColorDifference.ciede2000(o, c) <= InventoryPage.nearDuplicateDeltaE
                }
            }) { groups[g].append(k) } else { groups.append([k]) }
        }
        return groups.map { $0.sorted() }.sorted { $0[0] < $1[0] }
    }

    func testNearDuplicateGroupsAsEveryPairFindsThem() {
        var rng = SplitMix64(state: 2001)
        var grouped = 0
        for _ in 0..<20 {
            let items = randomColors(&rng, count: 150).enumerated().map { n, c in
                Inventory.Item(key: "k\(n)", kind: .hexConstructor, color: rng.below(10) == 0 ? nil : c)
            }
            let groups = InventoryPage.nearDuplicateGroups(items)
            XCTAssertEqual(groups, referenceGroups(items))
            for g in groups {
                for a in g where g.count > 1 { for b in g { XCTAssertLessThanOrEqual(ColorDifference.ciede2000(items[a].color!, items[b].color!), InventoryPage.nearDuplicateDeltaE) } }
            }
            grouped += groups.filter { $0.count > 1 }.count
        }
        XCTAssertGreaterThan(grouped, 100)
    }
}
