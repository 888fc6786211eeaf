/// A light subview fill drawn on its container's near-black background is a mark on a surface
/// that stays dark: Recast's filter bar sets `backgroundColor = .black` and adds an `underline`
/// whose `backgroundColor = .white`; the bar's black stays black in Dark (kept, or a token dark in
/// both), while the white was merged into the page surface token and turned near-black in Dark,
/// an underline that vanished (session 29's review, A5). A black page with a white one on it is
/// the same decision as the bar: a dark surface and a light mark on it. A white container with a
/// black mark adapts both (the page turns dark, the mark light): no keep.
extension KeptColors {
    /// Keeps, limited to its place, each opaque light background left to adapt that a class sets
    /// on a view it adds to itself (`addSubview(underline)`) while it sets its own background to an
    /// opaque near-black finding. A use of the same value and context in that place that is no
    /// such mark keeps the place from a rule.
    mutating func keepMarksOnDarkSurfaces(sources: [FileResult]) {
        let candidates = rest.filter { r in
            r.finding.choice == nil && r.finding.framework != .swiftui && r.finding.context == "backgroundColor"
                && (r.finding.color.map { $0.alpha == 255 && WCAG.relativeLuminance($0) > 0.6 } ?? false) && StarterDraft.valueKey(r.finding) != nil
        }
        guard !candidates.isEmpty else { return }
        let all = rest + groups.flatMap(\.reports)
        var files: [String: SwiftSource] = [:]
        var kept: [String: String] = [:]  // file|offset → the surface it is drawn on
        for (path, reports) in Dictionary(grouping: candidates, by: \.file) {
            guard let content = sources.first(where: { $0.path == path }), content.kind == .swift,
                  content.bytes.containsSequence(Array("addSubview".utf8)) else { continue }
            let file = SwiftSource(path: content.path, bytes: content.bytes)
            files[path] = file
            let tree = SyntaxTreeMemo(file: file).tree
            // The classes' own opaque near-black backgrounds (by body), and the views each adds to itself.
            var dark: [Int: String] = [:]
            for o in all where o.file == path && o.finding.context == "backgroundColor" {
                guard let c = o.finding.color, c.alpha == 255, WCAG.relativeLuminance(c) < 0.03 else { continue }
                let k = file.codeIndex(atOrAfter: o.finding.range.lowerBound)
                guard file.isChar(k - 1, "="), file.codeIs(k - 2, "backgroundColor"), ChosenCellSurfaces.ownReceiver(endingBefore: k - 2, in: file),
                      let type = tree.enclosingType(at: k), dark[type.open] == nil else { continue }
                dark[type.open] = "\(type.name ?? "its view")'s \(file.text(o.finding.range)) (\(file.path):\(file.line(of: o.finding.range.lowerBound)))"
            }
            guard !dark.isEmpty else { continue }
            for r in reports {
                let k = file.codeIndex(atOrAfter: r.finding.range.lowerBound)
                guard let type = tree.enclosingType(at: k), let surface = dark[type.open],
                      let view = ChosenCellSurfaces.receiver(ofValueAt: k, in: file), view != "self", !view.hasPrefix("contentView"),
                      Self.addsToItself(view, in: type, file: file) else { continue }
                kept[path + "|" + String(r.finding.range.lowerBound)] = "\(view), added to it, on \(surface)"
            }
        }
        guard !kept.isEmpty else { return }
        keepPlaced(candidates, evidence: kept, intent: .onDarkSurface, files: files)
    }

    /// Whether the class adds `view` to itself: `addSubview(view)` bare or on `self`.
    static func addsToItself(_ view: String, in type: Scope, file: SwiftSource) -> Bool {
        for k in type.open..<min(type.close, file.code.count) where file.codeIs(k, "addSubview") && file.isChar(k + 1, "(") {
            guard !file.isChar(k - 1, ".") || file.codeIs(k - 2, "self") && !file.isChar(k - 3, ".") else { continue }
            guard let close = file.matchingClose(k + 1) else { continue }
            var text = (k + 2..<close).map { file.text(code: $0) }.joined()
            if text.hasPrefix("self.") { text.removeFirst(5) }
            if text == view { return true }
        }
        return false
    }
}
