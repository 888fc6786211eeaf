extension Reporters {
    /// One finding as a sentence: what it is, and what to use instead.
    package static func message(_ r: Report) -> String {
        if r.finding.kind.isHazard {
            let text = r.finding.explanation ?? KindDescriptions.title(r.finding.kind)
            return r.finding.isNote ? text + " (a note: the app forces one appearance)" : text
        }
        var m = r.finding.kind == .assetColor
            ? "color set \(r.finding.context ?? "?") has no dark appearance"
            : "hard-coded color \(shorten(r.text))"
        if let c = r.finding.color { m += r.finding.clipped ? " (\(c), clipped to sRGB)" : " (\(c))" }
        if r.finding.kind == .assetColor, r.resolution.isMapped, let token = r.resolution.token {
            m += ": add the dark variants of \(token)"
        } else if let replacement = r.resolution.replacement, let token = r.resolution.token, let why = r.resolution.declined {
            m += ": use \(token) (\(replacement)) by hand: not rewritten, \(why)"
        } else if let reason = r.resolution.unmappedReason, let token = r.resolution.token {
            m += ": maps to \(token), but \(reason)"
        } else if let replacement = r.resolution.replacement, let token = r.resolution.token {
            m += ": use \(token) (\(replacement))"
        } else if let token = r.resolution.token, let framework = r.finding.framework {
            m += ": maps to \(token), which has no \(framework.rawValue) expression"
        } else if let token = r.resolution.token {
            // The finding's framework is unknown, not the token's fault: say what recolor lacks.
            m += ": maps to \(token), but the file imports no UI framework and the tree none or several; not rewritten"
        } else if let nearest = r.resolution.nearest {
            m += ": no mapping; nearest token \(nearest.token) (deltaE \(cFormat("%.1f", nearest.deltaE)))"
        } else if let advice = unmatchableAdvice(r.finding) {
            m += ": no mapping; \(advice)"
        } else {
            m += ": no mapping"
        }
        return m
    }

    /// What to do with a finding whose value no rule can match (a color recolor cannot read, not
    /// even its base: `NSColor(deviceWhite: 0, alpha: overlayAlpha)`), or nil. "Give it a rule by
    /// hand" could not be followed: every rule form names a value or a member, and `check` failed
    /// on it forever (OpenEmu's dimming overlay, SimpleLive's outline: session 28's review, B17).
    package static func unmatchableAdvice(_ f: Finding) -> String? {
        guard f.color == nil, f.baseColor == nil, f.symbol == nil, f.choice == nil, f.kind != .assetColor,
              f.kind != .paletteReference else { return nil }
        return "no rule can match a value recolor cannot read: `// recolor:ignore` on the line above keeps it as written"
    }

    static func shorten(_ text: String) -> String {
        let oneLine = text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).map { String($0).trimmingWhitespace() }.joined(separator: " ")
        return oneLine.count > 80 ? String(oneLine.prefix(77)) + "..." : oneLine
    }

    /// A finding whose color `init` cannot read, on one line: the place and what was unreadable.
    /// A color set's text is its whole `"colors"` array; quoting it printed 20 lines a set
    /// (woocommerce-ios, 84 sets, session 26 W1): the set's name and its unreadable part instead.
    package static func unknownColorLine(_ r: Report) -> String {
        if r.finding.kind == .assetColor {
            let what = r.finding.explanation.map { ": \($0)" } ?? ""
            return "\(r.file): color unknown (color set \(r.finding.context ?? "?")\(what))"
        }
        return "\(r.file):\(r.line):\(r.column): color unknown (\(shorten(r.text)))"
    }
}
