/// A view type drawn only as a layer of a `ZStack` over a kept surface: its foregrounds are on that
/// surface, as an inline text there is. AmpFin-style headers factor the title out (`ZStack { AsyncImage(…);
/// LinearGradient(colors: [.clear, .white.opacity(0.8)], …); HeaderTitle(name:) }`, the scrim kept as a
/// media surface): the inline black title was kept, the one in `HeaderTitle` became `Color.primary`,
/// white on the white scrim in Dark (session 39's intent39b, M4).
extension KeptColors {
    /// View type name → the kept surface under it, for each type instantiated at the start of a later
    /// layer of a `ZStack` over a kept surface, when every use of the type in `sources` is such a layer.
    static func viewsOverKept(_ kept: [(Group, Report)], sources: [FileResult], file: (String) -> (SwiftSource, EnclosingGroups)?) -> [String: (Group, Report)] {
        var found: [String: (Group, Report)] = [:]
        var layers: [String: Int] = [:]
        for u in kept where ![.text, .tint].contains(ColorRole(finding: u.1.finding)) {
            guard let (f, groups) = file(u.1.file) else { continue }
            let k = f.codeIndex(atOrAfter: u.1.finding.range.lowerBound)
            guard let layer = zstackLayer(holding: k, in: f, groups: groups) else { continue }
            let first = f.codeIndex(atOrAfter: layer.start), end = f.codeIndex(atOrAfter: layer.closure.upperBound)
            guard first > 0, let open = groups.opener(of: first), f.isChar(open, "{") else { continue }
            for j in (k + 1)..<min(end, f.code.count) where groups.opener(of: j) == open && f.isWord(j) && !f.isChar(j - 1, ".") {
                let name = f.text(code: j)
                guard name.first?.isUppercase == true, f.isChar(j + 1, "("), f.code[j + 1].begin == f.code[j].end,
                      f.lineBreakBetween(j - 1, j) || f.isChar(j - 1, ";") else { continue }
                if found[name] == nil { found[name] = u }
                layers[name, default: 0] += 1
            }
        }
        // Every use of the type a layer over a kept surface (a preview or another screen's use is another place).
        return found.filter { name, _ in
            let needle = Array((name + "(").utf8)
            var uses = 0
            for s in sources where s.kind == .swift {
                var from = s.bytes.startIndex
                while let r = s.bytes[from...].firstRange(of: needle) {
                    if r.lowerBound == 0 || !CharacterClasses.isIdentifierBody(UInt32(s.bytes[r.lowerBound - 1])) { uses += 1 }
                    from = r.upperBound
                }
            }
            return uses == layers[name]
        }
    }
}
