/// The `#if` / `#elseif` / `#else` / `#endif` regions of a file. Each branch is a region whose
/// conditions are its own and, for `#elseif` and `#else`, the negations of the branches before
/// it; regions nest. A directive and its condition belong to the region around the `#if`. A
/// stray `#elseif`, `#else` or `#endif` is passed over; an `#if` never closed runs to the end.
package struct CompilationRegions: Sendable {
    private struct Region: Sendable {
        var parent: Int
        var conditions: [CompilationCondition]
    }

    /// Region 0 is the file, with no condition.
    private let regions: [Region]
    /// For each code token, its region; empty when the file has no directive.
    private let regionOfToken: [Int32]

    /// The platforms `platforms(at:)` reads when asked for all: those of `os(…)` and Catalyst.
    package static let applePlatforms: Set<String> = ["iOS", "macOS", "tvOS", "watchOS", "visionOS", "macCatalyst"]

    init(_ file: SwiftSource) {
        let code = file.code
        var regions = [Region(parent: 0, conditions: [])]
        var owner: [Int32] = []
        // Open `#if`s, innermost last: the region around it, the branch's region, the
        // conditions of the branches so far.
        var open: [(outer: Int, branch: Int, earlier: [CompilationCondition])] = []
        var current = 0
        var k = 0
        while k < code.count {
            guard code[k].kind == .pound, code[k].length >= 3, code[k].length <= 7 else {
                if !owner.isEmpty { owner[k] = Int32(current) }
                k += 1
                continue
            }
            let isIf = file.codeIs(k, "#if"), isElseIf = file.codeIs(k, "#elseif")
            let isElse = file.codeIs(k, "#else"), isEndIf = file.codeIs(k, "#endif")
            guard isIf || isElseIf || isElse || isEndIf else {
                if !owner.isEmpty { owner[k] = Int32(current) }
                k += 1
                continue
            }
            if owner.isEmpty { owner = [Int32](repeating: 0, count: code.count) }
            var after = k + 1
            var condition: CompilationCondition?
            if isIf || isElseIf {
                var parser = CompilationConditionParser(file, after: k)
                let (parsed, end) = parser.parse()
                condition = parsed
                after = max(end, k + 1)
            }
            if isIf {
                let outer = current
                regions.append(Region(parent: outer, conditions: [condition!]))
                open.append((outer, regions.count - 1, [condition!]))
                for n in k..<after { owner[n] = Int32(outer) }
                current = regions.count - 1
            } else if let top = open.last {
                for n in k..<after { owner[n] = Int32(top.outer) }
                if isEndIf {
                    open.removeLast()
                    current = top.outer
                } else {
                    var conditions = top.earlier.map { CompilationCondition.not($0) }
                    if let condition { conditions.append(condition) }
                    regions.append(Region(parent: top.outer, conditions: conditions))
                    open[open.count - 1].branch = regions.count - 1
                    if let condition { open[open.count - 1].earlier.append(condition) }
                    current = regions.count - 1
                }
            } else {
                for n in k..<after { owner[n] = Int32(current) }
            }
            k = after
        }
        self.regions = regions
        regionOfToken = owner
    }

    /// Every condition in force at code token `k`, outermost first.
    package func conditions(at codeIndex: Int) -> [CompilationCondition] {
        guard codeIndex >= 0 && codeIndex < regionOfToken.count else { return [] }
        var chain: [Int] = []
        var r = Int(regionOfToken[codeIndex])
        while r != 0 {
            chain.append(r)
            r = regions[r].parent
        }
        return chain.reversed().flatMap { regions[$0].conditions }
    }

    /// Whether code token `k` is in an `#if` branch at all.
    package func isConditional(_ codeIndex: Int) -> Bool {
        codeIndex >= 0 && codeIndex < regionOfToken.count && regionOfToken[codeIndex] != 0
    }

    /// The platforms among `candidates` for which code token `k` is compiled: those on which no
    /// condition in force is known to be false (an unknown condition keeps a platform).
    package func platforms(at codeIndex: Int, among candidates: Set<String> = applePlatforms) -> Set<String> {
        let conditions = conditions(at: codeIndex)
        guard !conditions.isEmpty else { return candidates }
        return candidates.filter { platform in conditions.allSatisfy { $0.holds(on: platform) != false } }
    }
}
