extension StarterDraft {
    /// The table's text: the settings of the table it replaces (palettes, palette files,
    /// detection settings), `exclude`, then the tokens and the rules. Loads with ConfigurationLoader.
    package func render(configuration: Configuration, exclude: [String]) -> String {
        var root: [(String, JSONOut)] = [
            ("palettes", .array(configuration.palettes.map(JSONOut.string))),
            ("paletteFiles", .array(configuration.paletteFiles.map(JSONOut.string))),
            ("ignoreNamed", .array(configuration.ignoreNamed.map(JSONOut.string))),
        ]
        if !configuration.unlabeledHex {
            root.append(("hexConstructors", .array(configuration.hexLabels.map { label in
                label.order == .rrggbbaa ? .string(label.label)
                    : .object([("label", .string(label.label)), ("order", .string(label.order.rawValue))])
            })))
        }
        if !configuration.colorTypes.isEmpty {
            root.append(("colorTypes", .object(configuration.colorTypes.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value.rawValue)) })))
        }
        if !exclude.isEmpty { root.append(("exclude", .array(exclude.map(JSONOut.string)))) }
        if configuration.excludePreviews { root.append(("excludePreviews", .bool(true))) }
        if let g = configuration.generate ?? generate, g.swift != nil || g.assetCatalog != nil {
            var fields: [(String, JSONOut)] = []
            if let swift = g.swift { fields.append(("swift", .string(swift))) }
            if let catalog = g.assetCatalog { fields.append(("assetCatalog", .string(catalog))) }
            root.append(("generate", .object(fields)))
        }
        let tokenObjects: [(String, JSONOut)] = tokens.map { t in
            var fields: [(String, JSONOut)] = [("description", .string(t.description))]
            for f in Framework.allCases { if let e = t.expressions[f] { fields.append((f.rawValue, .string(e))) } }
            if t.fixed { fields.append(("fixed", .bool(true))) }
            for a in Appearance.allCases {
                if let v = t.appearance[a] { fields.append((a.rawValue, .string(v.hex(withAlpha: v.alpha != 255)))) }
            }
            if let asset = StarterDraft.explicitAsset(of: t) { fields.append(("asset", .string(asset))) }
            if let h = t.harvest { fields += [("source", .string("code")), ("from", .string(h.from))] }
            return (t.name, .object(fields))
        }
        root.append(("tokens", .object(tokenObjects)))
        root.append(("rules", .array(rules.map { r in
            var fields: [(String, JSONOut)] = [("match", .string(r.match))]
            for a in Appearance.allCases { if let v = r.pair[a] { fields.append((a.rawValue, .string(v))) } }
            if let c = r.context { fields.append(("context", .array(c.map(JSONOut.string)))) }
            if let w = r.within { fields.append(("in", .array(w.map(JSONOut.string)))) }
            if let reason = r.keep { fields.append(("keep", .string(reason))) } else { fields.append(("token", .string(r.token))) }
            return .object(fields)
        })))
        // Pairs no dark value keeps readable: listed, so that `contrast` checks and shows them.
        if !unreadable.isEmpty {
            root.append(("pairs", .array(unreadable.map { p in
                .object([("foreground", .string(p.foreground)), ("background", .string(p.background)), ("min", .double(p.minimum))])
            })))
        }
        return JSONOut.object(root).render() + "\n"
    }
}
