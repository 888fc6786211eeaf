/// A black, white or gray glyph or text drawn in a later layer of a `ZStack` than a shape filled with a color the
/// caller passes (`Circle().fill(color)`, `color: Color` a parameter of the enclosing function): Petrichor's mini-player
/// close button, `ZStack { Circle().fill(color); Image(systemName: glyph).foregroundColor(.black.opacity(0.6)) }` with
/// `color: Color(red: 1.0, green: 0.37, blue: 0.34)`. The glyph is drawn on the fill the caller chose, not on the page:
/// made a text token it turned #F2F2F299 on the same red in Dark (session 32, intent32). Kept `on a colored fill`.
/// Only a fill standing as a layer of the ZStack itself (not a modifier's argument), only a parameter declared a color.
extension KeptColors {
    static func overParameterFills(_ reports: [Report], sites: inout [FixedIntentSite?], readers: [String: FixedIntentReader]) {
        for (n, r) in reports.enumerated() where sites[n] == nil && r.finding.choice == nil && r.finding.framework == .swiftui {
            guard let c = r.finding.color ?? r.finding.baseColor, c.alpha > 0, FixedIntentReader.isAchromatic(c),
                  marksOverDarkLayers.contains(ColorRole(finding: r.finding)), let reader = readers[r.file] else { continue }
            let file = reader.file
            let k = file.codeIndex(atOrAfter: r.finding.range.lowerBound)
            guard let function = reader.syntax.tree.enclosingFunction(at: k), function.nameToken >= 0 else { continue }
            let names = colorParameters(of: function, in: file)
            guard !names.isEmpty else { continue }
            let layers = StackLayers(file: file, groups: reader.groups)
            // `fill(name)` / `foregroundColor(name)` standing as a layer, before the mark, in the function's body.
            var stops: [Int] = []
            for t in (function.open + 1)..<k where file.isWord(t) && names.contains(file.text(code: t)) && file.isChar(t - 1, "(") && file.isChar(t + 1, ")")
                && layers.standsAsLayer(t) { stops.append(t) }
            guard let s = layers.stopLayer(under: k, stops: stops) else { continue }
            sites[n] = FixedIntentSite(intent: .onColoredFill,
                                       evidence: "over .\(file.text(code: s - 2))(\(file.text(code: s))), a color the caller passes, in a ZStack (\(file.path):\(file.line(of: file.code[s].range.lowerBound)))")
        }
    }

    /// The names of the function's parameters declared a color (`color: Color`, `tint: UIColor`, `fill: Color?`).
    static func colorParameters(of function: Scope, in file: SwiftSource) -> Set<String> {
        var open = function.nameToken + 1
        while open < function.open, !file.isChar(open, "(") { open += 1 }
        guard open < function.open, let close = file.matchingClose(open) else { return [] }
        var out: Set<String> = []
        for segment in ParameterClause.segments(open, close, in: file) {
            guard let colon = segment.colon, colon + 1 < segment.range.upperBound else { continue }
            let type = file.text(code: colon + 1)
            if ["Color", "UIColor", "NSColor"].contains(type) { out.insert(file.text(code: colon - 1)) }
        }
        return out
    }
}
