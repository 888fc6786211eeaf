/// The stops of one gradient are one surface: where recolor's proposals move them in opposite
/// directions (one lifted, one darkened) the gradient would run from pale to near black in Dark.
/// rarime's brand gradient `[.additionalGradientFirstStart #9AFE8A, .additionalGradientFirstEnd
/// #8AFECC]` (light-only sets, L 0.91 and 0.92) got #C0FFB5 and #002114: its fixed-black icons lost
/// half their ground, its logo drawn in the gradient on black lost its lower half (session 30's
/// review, B7; session 31 fixed only the pair through a set). The stops move the way of the largest
/// move, each as far from its light value, keeping their lightness order; `keepReadable` then
/// moves what is drawn on them. Stops whose proposals agree (all darker,
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
            // The way of the largest move; a stop going the other way moves as far that way from its light
            // value, so the stops keep their lightness order (a stop kept as in light would leave a
            // light-only color set with no dark entry to write, which `check` then reports).
            let reference = moves.max { abs($0) < abs($1) } ?? 0
            for (k, move) in zip(ks, moves) where isMovable(k) && move * reference < 0 {
                guard let light = tokens[k].values[0].color else { continue }
                setDark(k, lightness: min(1, max(0, OKLCH(light).lightness + reference)))
                tokens[k].darkNote = "moved \(reference < 0 ? "darker" : "lighter") with the other stops of its gradient (\(names)\(at)), whose proposals went opposite ways"
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
