/// A foreground drawn on a background `init` keeps fixed is kept too: BookPlayer's play glyph
/// `.foregroundStyle(.black)` over a white circle kept as a media surface became
/// `Color.primary`, white on the white circle in Dark Mode. The glyph and its surface are one
/// decision; where the surface stays, the glyph stays with it (the mirror of a glyph and its
/// fill that both adapt).
extension KeptColors {
    /// Keeps, limited to its place, each text or tint left to adapt that stands in a layer of a
    /// `ZStack` above a layer holding a kept color.
    mutating func keepForegroundsOnKept(sources: [FileResult]) {
        let keptByFile = Dictionary(grouping: groups.flatMap { g in g.reports.map { (g, $0) } }, by: { $0.1.file })
        guard !keptByFile.isEmpty else { return }
        var left: [Report] = []
        var added: [Int] = []
        var files: [String: (SwiftSource, EnclosingGroups)] = [:]
        func read(_ path: String) -> (SwiftSource, EnclosingGroups)? {
            if let f = files[path] { return f }
            guard let content = sources.first(where: { $0.path == path }), content.kind == .swift else { return nil }
            let file = SwiftSource(path: content.path, bytes: content.bytes)
            files[path] = (file, EnclosingGroups(file: file))
            return files[path]
        }
        // View types drawn only over a kept surface (`viewsOverKept`).
        let overKept = Self.viewsOverKept(groups.flatMap { g in g.reports.map { (g, $0) } }, sources: sources, file: read)
        var trees: [String: SyntaxTree] = [:]
        for r in rest {
            guard r.finding.choice == nil, [.text, .tint].contains(ColorRole(finding: r.finding)),
                  let key = StarterDraft.valueKey(r.finding) else { left.append(r); continue }
            let kept = keptByFile[r.file] ?? []
            if kept.isEmpty && overKept.isEmpty { left.append(r); continue }
            if files[r.file] == nil {
                guard let content = sources.first(where: { $0.path == r.file }), content.kind == .swift else { left.append(r); continue }
                let file = SwiftSource(path: content.path, bytes: content.bytes)
                files[r.file] = (file, EnclosingGroups(file: file))
            }
            let (file, groupsOf) = files[r.file]!
            let k = file.codeIndex(atOrAfter: r.finding.range.lowerBound)
            let isSurface = { (u: (Group, Report)) in ![.text, .tint].contains(ColorRole(finding: u.1.finding)) }
            var found: ((Group, Report), String)?
            if let layer = Self.zstackLayer(holding: k, in: file, groups: groupsOf),
               let under = kept.first(where: { layer.closure.contains($0.1.finding.range.lowerBound) && $0.1.finding.range.lowerBound < layer.start && isSurface($0) }) {
                found = (under, "in the same ZStack")
            } else if let backgrounds = Self.chainBackgrounds(afterModifierHolding: k, in: file, groups: groupsOf),
                      let under = kept.first(where: { u in backgrounds.contains { $0.contains(u.1.finding.range.lowerBound) } && isSurface(u) }) {
                // The same decision through the view's own `.background(…)` modifier (a glyph's
                // `.foregroundColor(.black)` on `.background(Circle().fill(Color.white))` over a video:
                // Moonfin's focus pill, session 30 B6's SwiftUI half).
                found = (under, "as its view's .background")
            }
            if found == nil, let receiver = Self.overlayReceiver(holding: k, in: file, groups: groupsOf),
               let under = kept.first(where: { receiver.contains($0.1.finding.range.lowerBound) && isSurface($0) }) {
                // Drawn in the `.overlay` of the kept surface (Kaset's artwork placeholder: a white plate
                // `.fill(.white.opacity(0.88)).overlay { Image(systemName: "music.note").foregroundStyle(.black
                // .opacity(0.32)) }`: the glyph adapted on the kept plate, 2.24:1 → 1.06:1; session 38's intent38a M2).
                found = (under, "in its .overlay")
            }
            if found == nil, !overKept.isEmpty {
                if trees[r.file] == nil { trees[r.file] = SyntaxTree(file) }
                if let type = trees[r.file]!.enclosingType(at: k)?.name?.split(separator: ".").last.map(String.init), let under = overKept[type] {
                    found = (under, "in \(type), drawn only as a layer over it in a ZStack")
                }
            }
            guard let (under, how) = found, let place = Self.place(of: r, in: file) else { left.append(r); continue }
            var placed = r
            placed.finding.place = place
            let reason = under.0.intent.reason(evidence: "drawn on the kept \(under.1.text) \(how)", file: r.file, line: r.line, more: 0)
            groups.append(Group(match: key, contexts: r.finding.context.map { [$0] }, intent: under.0.intent, reason: reason,
                                reports: [placed], within: [place]))
            added.append(groups.count - 1)
        }
        rest = joinPlaceSiblings(of: added, left, files: files.mapValues(\.0))
    }

    /// The uses of a kept foreground's value and context in the same place stay with it: a rule
    /// limited to a place keeps every such use there (`Resolver` prefers placed rules), so the
    /// draft that counted them as a token's said of its own rules "do not map this finding to its
    /// token; check the rules' order" (elv-wallet-tvos' MediaCard: one white title over a kept
    /// veil, its twin beside it; `fix` kept both). Said in the reason, each joined site named.
    /// Which one loses cannot be told by a rule: a text kept as the app shows it in light is the
    /// one that cannot turn unreadable over the kept surface.
    mutating func joinPlaceSiblings(of added: [Int], _ left: [Report], files: [String: SwiftSource]) -> [Report] {
        guard !added.isEmpty else { return left }
        var out: [Report] = []
        var joined: [Int: [Report]] = [:]
        for r in left {
            guard r.finding.choice == nil, let key = StarterDraft.valueKey(r.finding), let file = files[r.file],
                  let g = added.first(where: { n in groups[n].match == key && groups[n].reports[0].file == r.file
                      && groups[n].contexts == r.finding.context.map { [$0] } }),
                  let place = Self.place(of: r, in: file), DeclarationPlace.matches(place, within: groups[g].within ?? []) else {
                out.append(r)
                continue
            }
            var k = r
            k.finding.place = place
            groups[g].reports.append(k)
            joined[g, default: []].append(k)
        }
        for (g, reports) in joined {
            let sites = reports.map { "\($0.file):\($0.line)" }.joined(separator: ", ")
            groups[g].reason += "; with it, in the same place, \(sites) (a rule cannot tell them apart: review)"
        }
        return out
    }

    /// The byte range of the `ZStack` content closure around code index `k`, and where the
    /// layer holding `k` starts (the closure's statement it stands in), up to eight groups out.
    static func zstackLayer(holding k: Int, in file: SwiftSource, groups: EnclosingGroups) -> (closure: Range<Int>, start: Int)? {
        var inner = k
        for _ in 0..<8 {
            guard let open = groups.opener(of: inner) else { return nil }
            if file.isChar(open, "{"), let close = file.matchingClose(open) {
                var head = open - 1
                if file.isChar(head, ")"), let o = file.matchingOpen(head) { head = o - 1 }
                if file.codeIs(head, "ZStack") {
                    // Back from `inner` to the first token of its line's statement in the closure.
                    var s = inner
                    while s - 1 > open, !file.lineBreakBetween(s - 1, s), !file.isChar(s - 1, ";") {
                        if let o = file.matchingOpen(s - 1), o > open { s = o } else { s -= 1 }
                    }
                    return (file.code[open].end..<file.code[close].begin, file.code[s].begin)
                }
            }
            inner = open
        }
        return nil
    }

    /// The byte ranges of the `.background(…)` / `.background { … }` modifiers that follow, on the
    /// same view chain, the foreground modifier (`.foregroundColor(`, `.foregroundStyle(`, `.tint(`)
    /// whose argument holds code index `k`; nil when `k` is in no such modifier. Only modifiers after
    /// the foreground one: a background before it is a view the foreground may color too.
    static func chainBackgrounds(afterModifierHolding k: Int, in file: SwiftSource, groups: EnclosingGroups) -> [Range<Int>]? {
        guard let open = groups.opener(of: k), file.isChar(open, "("), file.isWord(open - 1), file.isChar(open - 2, "."),
              let role = ContrastRole(contextName: file.text(code: open - 1)), role != .background,
              let close = file.matchingClose(open) else { return nil }
        var out: [Range<Int>] = []
        var m = close + 1
        let count = file.code.count
        while m + 2 < count, file.isChar(m, "."), file.isWord(m + 1) {
            var next = m + 2
            // The modifier's argument list and trailing closures (`.background(alignment: .top) { … }`).
            while next < count, file.isChar(next, "(") || file.isChar(next, "{") {
                guard let c = file.matchingClose(next) else { return out }
                if UseSite.backgroundModifier(owning: next, in: file) != nil { out.append(file.code[next].end..<file.code[c].begin) }
                next = c + 1
            }
            m = next
        }
        return out
    }

    /// The byte range of the view chain an `.overlay` modifier around code index `k` is applied to.
    static func overlayReceiver(holding k: Int, in file: SwiftSource, groups: EnclosingGroups) -> Range<Int>? {
        guard let chain = OverlayReceiver.of(k, in: file, groups: groups) else { return nil }
        return file.code[chain.start].begin..<file.code[chain.dot].begin
    }

    /// The declaration holding report `r` (`PlayButton.body`).
    static func place(of r: Report, in file: SwiftSource) -> String? {
        let tree = SyntaxTreeMemo(file: file).tree
        return DeclarationPlace.path(at: file.codeIndex(atOrAfter: r.finding.range.lowerBound), in: file, tree: tree)
    }
}
