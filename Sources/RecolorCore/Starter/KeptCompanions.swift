/// A media color kept fixed as a foreground (a tint, a text) on a background of the same view, or
/// of the view it is drawn on or under, that adapts: Mammoth's play button, a white disc (`playButton.backgroundColor =
/// .white`, adapting like the app's other white backgrounds) with a black glyph on it (a
/// subview's `withTintColor(.black, …)`, kept): black on black in Dark Mode. The two are read
/// together, so one is never kept while the other adapts: the keep rule is given up (both
/// adapt, as a pair of text on a background does) and the glyph is named on stderr for a
/// reviewer to keep both lines by hand.
extension KeptColors {
    mutating func releaseMediaBesideAdapting(sources: [FileResult]) {
        let mediaGroups = groups.indices.filter { groups[$0].intent == .mediaSurface }
        guard !mediaGroups.isEmpty else { return }
        let byPath = Dictionary(sources.filter { $0.kind == .swift }.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
        var views: [String: ViewRelations] = [:]
        func relations(_ path: String) -> ViewRelations? {
            if let known = views[path] { return known }
            guard let content = byPath[path] else { return nil }
            let made = ViewRelations(file: SwiftSource(path: content.path, bytes: content.bytes))
            views[path] = made
            return made
        }
        // The adapting colors per file and view.
        var adapting: [String: [String: Report]] = [:]
        // (A shadow's token is fixed too: no partner.)
        // Only a background: the kept color is drawn on it (a glyph's tint, a title's text).
        for r in rest where r.finding.choice == nil && !r.finding.isChosenByAppearanceAlone && ColorRole(finding: r.finding) == .background {
            guard let views = relations(r.file), let view = views.receiver(of: r.finding) else { continue }
            if adapting[r.file]?[view] == nil { adapting[r.file, default: [:]][view] = r }
        }
        var released: Set<Int> = []
        for g in mediaGroups {
            for r in groups[g].reports where [.tint, .text].contains(ColorRole(finding: r.finding)) {
                guard let views = relations(r.file), let view = views.receiver(of: r.finding) else { continue }
                let partners = [view] + views.superviews(of: view) + views.subviews(of: view)
                guard let partner = partners.lazy.compactMap({ adapting[r.file]?[$0] }).first else { continue }
                released.insert(g)
                let site = FixedIntentSite(intent: .mediaSurface, evidence: "drawn with \(partner.text) at \(partner.file):\(partner.line)")
                unkept.append(Unkept(report: r, site: site, why: "the color of the view it is drawn with adapts (\(partner.file):\(partner.line)), and one kept beside one that adapts is unreadable in one appearance"))
            }
        }
        for g in released.sorted(by: >) {
            rest += groups[g].reports
            groups.remove(at: g)
        }
    }
}

/// The views a file sets colors on and adds to one another: `disc.addSubview(mark)`.
struct ViewRelations {
    let file: SwiftSource
    /// Subview name → the views it is added to.
    let supers: [String: [String]]
    /// View name → the views added to it.
    let subs: [String: [String]]

    static let adders: Set<String> = ["addSubview", "insertSubview", "addArrangedSubview", "addSublayer", "insertSublayer"]

    init(file: SwiftSource) {
        self.file = file
        var supers: [String: [String]] = [:], subs: [String: [String]] = [:]
        let code = file.code
        for k in 2..<max(2, code.count - 2) where code[k].kind == .identifier && Self.adders.contains(file.text(code: k)) {
            guard file.isChar(k - 1, "."), file.isWord(k - 2), file.isChar(k + 1, "(") else { continue }
            var s = k + 2
            if file.codeIs(s, "self"), file.isChar(s + 1, ".") { s += 2 }
            guard file.isWord(s), !file.codeIs(k - 2, "self") else { continue }
            let parent = file.text(code: k - 2), child = file.text(code: s)
            supers[child, default: []].append(parent)
            subs[parent, default: []].append(child)
        }
        self.supers = supers
        self.subs = subs
    }

    func superviews(of view: String) -> [String] { supers[view] ?? [] }
    func subviews(of view: String) -> [String] { subs[view] ?? [] }

    /// The view a color is set on: the first name of the statement holding it
    /// (`disc.backgroundColor = …`, `self.mark.setImage(…)`, `disc.layer.borderColor = …`).
    func receiver(of finding: Finding) -> String? {
        var s = file.codeIndex(atOrAfter: finding.range.lowerBound)
        guard s < file.code.count else { return nil }
        while s > 0, !file.lineBreakBetween(s - 1, s), !file.isChar(s - 1, ";"), !file.isChar(s - 1, "{"), !file.isChar(s - 1, "}") { s -= 1 }
        if file.codeIs(s, "self"), file.isChar(s + 1, ".") { s += 2 }
        guard file.isWord(s), file.code[s].kind == .identifier, file.isChar(s + 1, ".") else { return nil }
        return file.text(code: s)
    }
}
