@testable import RecolorCore
import XCTest

/// Typealias chains resolved a link at a time, against the fixed point of passes over every
/// declaration that they replaced.
final class TypealiasChainTests: XCTestCase {
    /// The passes over every declaration, until one adds nothing.
    func referenceNames(known: Set<String>, declarations: [TypealiasScan.Declaration]) -> Set<String> {
        var names = known
        var changed = true
        while changed {
            changed = false
            for d in declarations where !names.contains(d.name) && names.contains(d.target) {
                names.insert(d.name)
                changed = true
            }
        }
        return names
    }

    func referenceTypes(aliases: [String: [String]]) -> [String: BaseColorType] {
        var types: [String: BaseColorType] = [:]
        for t in BaseColorType.allCases { types[t.rawValue] = t }
        var changed = true
        while changed {
            changed = false
            for (alias, targets) in aliases where types[alias] == nil {
                let bases = targets.compactMap { types[$0] }
                if let base = BaseColorType.allCases.first(where: bases.contains) { types[alias] = base; changed = true }
            }
        }
        // Libraries' aliases the tree does not declare (Charts' `NSUIColor`) where the tree says nothing.
        for (alias, base) in LibraryColorAliases.aliases where types[alias] == nil { types[alias] = base }
        return types
    }

    func testRandomDeclarationsResolveAsTheFixedPoint() {
        var rng = SplitMix64(state: 99)
        let names = (0..<12).map { "T\($0)" } + ["UIColor", "NSColor", "Color", "View"]
        var colorNamed = 0, total = 0
        for _ in 0..<1_000 {
            var declarations: [TypealiasScan.Declaration] = []
            var aliases: [String: [String]] = [:]
            for _ in 0..<rng.below(14) {
                let name = names[rng.below(12)], target = names[rng.below(names.count)]
                declarations.append(TypealiasScan.Declaration(name: name, target: target))
                // One target per alias: with several, the fixed point's answer depended on the
                // dictionary's order.
                if aliases[name] == nil { aliases[name] = [target] }
            }
            let known: Set<String> = ["UIColor", "NSColor", "Color"]
            let expected = referenceNames(known: known, declarations: declarations)
            XCTAssertEqual(TypealiasScan.colorTypeNames(known: known, declarations: declarations), expected)
            XCTAssertEqual(ColorTypeTable(aliases: aliases).types, referenceTypes(aliases: aliases))
            total += 1
            colorNamed += expected.count - known.count
        }
        XCTAssertGreaterThan(colorNamed, total)
    }

    func testAChainDeclaredFromItsEnd() {
        let n = 300
        var aliases: [String: [String]] = [:]
        for k in 0..<n { aliases["T\(k)"] = ["T\(k + 1)"] }
        aliases["T\(n)"] = ["NSColor"]
        XCTAssertEqual(ColorTypeTable(aliases: aliases).base("T0"), .nsColor)
        let declarations = (0..<n).map { TypealiasScan.Declaration(name: "T\($0)", target: "T\($0 + 1)") }
            + [TypealiasScan.Declaration(name: "T\(n)", target: "UIColor")]
        XCTAssertTrue(TypealiasScan.colorTypeNames(known: ["UIColor"], declarations: declarations).contains("T0"))
    }
}
