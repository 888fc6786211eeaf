/// A light stroke or text drawn over a kept black scrim or media layer of a `ZStack` (`FixedIntent.onDarkSurface`):
/// sing-box-for-apple's QR-import progress ring, `Circle().trim(…).stroke(Color.white, …)` in a view standing
/// in `ZStack { Color.black.opacity(0.5); CircularProgressView(…) }` over the camera. The scrim is kept (it
/// dims the picture in both appearances), so what is drawn on it is on a dark surface in both: made a border
/// token, the arc turned #1F1F1F in Dark, darker than its own 30 % white track (verify33 V5). Only strokes and
/// text (not a fill or a background: a white card over a dimming scrim is the page's surface, which adapts),
/// over a black layer standing in the ZStack itself (not a black in an earlier layer's `.background(…)`).
extension KeptColors {
    /// The roles of a light mark drawn on the layer below it.
    static let marksOverDarkLayers: Set<ColorRole> = [.border, .text, .tint, .separator]

    /// Keeps each light stroke or text with no intent of its own drawn in a later layer of a `ZStack` than a kept
    /// black scrim or media layer, or inside a view drawn only there (`StackedViews`).
    static func overDarkLayers(_ reports: [Report], sites: inout [FixedIntentSite?], readers: [String: FixedIntentReader], stacked: StackedViews) {
        var stops: [String: [Int: String]] = [:]
        for (n, r) in reports.enumerated() {
            guard let intent = sites[n]?.intent, intent == .scrim || intent == .mediaSurface, r.finding.framework == .swiftui,
                  let base = r.finding.baseColor ?? r.finding.color, FixedIntentReader.isBlack(base), let reader = readers[r.file] else { continue }
            let file = reader.file
            let k = file.codeIndex(atOrAfter: r.finding.range.lowerBound)
            guard StackLayers(file: file, groups: reader.groups).standsAsLayer(k) else { continue }
            stops[r.file, default: [:]][k] = "the kept \(file.text(r.finding.range)) (\(file.path):\(file.line(of: r.finding.range.lowerBound)))"
        }
        guard !stops.isEmpty else { return }
        func over(_ layers: StackLayers, _ path: String, _ k: Int) -> String? {
            guard let mine = stops[path], let stop = layers.stopLayer(under: k, stops: mine.keys.sorted()) else { return nil }
            return mine[stop]
        }
        let drawnOver = stacked.drawnOver { layers, path, j in over(layers, path, j) }
        for (n, r) in reports.enumerated() where sites[n] == nil && r.finding.choice == nil {
            guard let c = r.finding.color ?? r.finding.baseColor, c.alpha > 0, FixedIntentReader.isAchromatic(c), WCAG.relativeLuminance(c) > 0.6,
                  marksOverDarkLayers.contains(ColorRole(finding: r.finding)), let reader = readers[r.file] else { continue }
            let k = reader.file.codeIndex(atOrAfter: r.finding.range.lowerBound)
            if let stop = over(StackLayers(file: reader.file, groups: reader.groups), r.file, k) {
                sites[n] = FixedIntentSite(intent: .onDarkSurface, evidence: "over \(stop) in a ZStack")
            } else if let type = reader.syntax.tree.enclosingType(at: k)?.name?.split(separator: ".").last, let how = drawnOver[String(type)] {
                sites[n] = FixedIntentSite(intent: .onDarkSurface, evidence: "in \(type), \(how)")
            }
        }
    }
}

extension StackLayers {
    /// Whether the color at code index `k` is a layer of the `ZStack` around it by itself (`Color.black.opacity(0.5)`),
    /// or a shape's fill standing as one (`Rectangle().fill(Color.black.opacity(0.5))`), not a modifier's argument of a
    /// layer (`.background(Color.black)`).
    func standsAsLayer(_ k: Int) -> Bool {
        var o = groups.opener(of: k)
        var steps = 0
        while let open = o, steps < 64 {
            steps += 1
            if file.isChar(open, "{") {
                guard isZStackContent(open) else { return false }
                let child = child(of: open, holding: k)
                if child == k { return true }
                return file.isChar(child, "(") && ["fill", "foregroundColor", "foregroundStyle"].contains(file.text(code: child - 1))
                    && groups.opener(of: k) == child
            }
            o = groups.opener(of: open)
        }
        return false
    }
}
