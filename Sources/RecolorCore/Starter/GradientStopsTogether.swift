/// The stops of one gradient are one surface: where recolor's proposals move them in opposite
/// directions (one lifted, one darkened) the gradient would run from pale to near black in Dark.
/// rarime's brand gradient `[.additionalGradientFirstStart #9AFE8A, .additionalGradientFirstEnd
/// #8AFECC]` (light-only sets, L 0.91 and 0.92) got #C0FFB5 and #002114: its fixed-black icons lost
/// half their ground, its logo drawn in the gradient on black lost its lower half (session 30's
/// review, B7; session 31 fixed only the pair through a set). The stops are kept as the app draws
/// them, together, which keeps what lies on them or under them as in light (rarime's fixed-black
/// icons, its logo on black); `keepReadable` then moves what is drawn on them, as for any kept
/// surface. (Session 32 moved them instead, the way of the largest move: a light-only set kept as in
/// light had no dark entry and `check` reported its reads.) Stops whose proposals agree (all darker,
/// all lighter) are left to them, and a stop token drawn anywhere but in gradients keeps its proposal.
extension StarterDraft {
    /// Keeps the stops of each gradient whose movable stops' proposals go opposite ways: the arrays
    /// of gradient colors the findings stand in (`layer.colors = […]`, `Gradient(colors: […])`) and
    /// the gradients the pair search saw (`seen`: stop tokens, written as the app's members or sets).
    mutating func keepGradientStopsTogether(_ reports: [Report], intended: [String?], files: [FileResult], seen: [[String]] = []) {
        let index = Dictionary(tokens.enumerated().map { ($0.element.name, $0.offset) }, uniquingKeysWith: { a, _ in a })
        var groups: [(stops: [Int], at: String)] = seen.map { names in (names.compactMap { index[$0] }, "") }
        var byFile: [String: [Int]] = [:]
        for (n, r) in reports.enumerated() where intended[n] != nil && r.finding.context == Self.gradientColorsContext {
            byFile[r.file, default: []].append(n)
        }
        for content in files where content.kind == .swift {
            guard let ns = byFile[content.path], ns.count > 1 else { continue }
            let file = SwiftSource(path: content.path, bytes: content.bytes)
            var byArray: [Int: [Int]] = [:]
            for n in ns {
                guard let open = Self.arrayOpen(holding: file.codeIndex(atOrAfter: reports[n].finding.range.lowerBound), in: file),
                      let k = intended[n].flatMap({ index[$0] }), !(byArray[open]?.contains(k) ?? false) else { continue }
                byArray[open, default: []].append(k)
            }
            groups += byArray.sorted { $0.key < $1.key }.map { ($0.value, " at \(content.path):\(file.location(of: file.code[$0.key].begin).line)") }
        }
        for (ks, at) in groups where ks.count > 1 {
            let moves = ks.map { shift(of: $0) }
            // A stop that is also a text or tint elsewhere keeps its own proposal (the token is one).
            guard moves.contains(where: { $0 > 0.01 }), moves.contains(where: { $0 < -0.01 }),
                  ks.allSatisfy({ !isMovable($0) || tokens[$0].role.isSurface }) else { continue }
            let names = ks.map { tokens[$0].name }.joined(separator: ", ")
            // Kept as in light, together: a light-only color set among them is kept by the table as it
            // is (`TableKeptColorSets`), so `check` stays quiet on its reads.
            for k in ks where isMovable(k) && !keepsValue(k) {
                guard let light = tokens[k].values[0].color else { continue }
                tokens[k].appearance[.dark] = light
                if tokens[k].appearance[.darkElevated] != nil { tokens[k].appearance[.darkElevated] = light }
                tokens[k].darkNote = "kept as in light with the other stops of its gradient (\(names)\(at)), whose proposals went opposite ways"
                tokens[k].description = StarterDraft.describe(tokens[k])
            }
        }
    }

    /// How far token `k`'s dark value lies from its light one in OKLCH lightness (0 for a side recolor does not move).
    func shift(of k: Int) -> Double {
        guard isMovable(k), let light = tokens[k].values[0].color, let dark = tokens[k].appearance[.dark] else { return 0 }
        return OKLCH(dark).lightness - OKLCH(light).lightness
    }
}
