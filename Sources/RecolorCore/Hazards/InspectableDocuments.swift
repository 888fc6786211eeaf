/// The Interface Builder documents of a run that set an inspectable by its key path
/// (`<userDefinedRuntimeAttribute type="color" keyPath="borderColor">`): each is a place the
/// stale color of the inspectable's setter shows. Read only when a stale color needs them.
enum InspectableDocuments {
    /// Appends to every inspectable stale color's explanation the documents (`path:line`) that set
    /// its key, or that no document of the run does.
    static func name(in result: inout RunResult, inputs: [FileInput], kinds: [SourceKind]) {
        let keys = Set(result.allReports.compactMap { $0.finding.kind == .staleColor ? $0.finding.inspectableKey : nil })
        guard !keys.isEmpty else { return }
        var places: [String: [String]] = [:]
        for (input, kind) in zip(inputs, kinds) where kind == .interfaceBuilder {
            guard case .success(let bytes) = input.contents() else { continue }
            for (key, line) in settings(of: keys, in: bytes) { places[key, default: []].append("\(input.path):\(line)") }
        }
        for f in result.files.indices {
            for r in result.files[f].reports.indices {
                guard result.files[f].reports[r].finding.kind == .staleColor, let key = result.files[f].reports[r].finding.inspectableKey else { continue }
                let found = places[key] ?? []
                let documents = found.isEmpty
                    ? "; no Interface Builder document of this run sets \(key)"
                    : "; set by \(found.count == 1 ? "" : "\(found.count) places: ")\(found.joined(separator: ", "))"
                result.files[f].reports[r].finding.explanation = (result.files[f].reports[r].finding.explanation ?? "") + documents
            }
        }
    }

    /// The 1-based lines of the `userDefinedRuntimeAttribute` tags setting one of `keys`.
    static func settings(of keys: Set<String>, in bytes: [UInt8]) -> [(String, Int)] {
        var out: [(String, Int)] = []
        var scanner = XMLTagScanner(bytes)
        var line = 1
        var counted = 0
        while let tag = scanner.next(wantsAttributes: { $0.elementsEqual("userDefinedRuntimeAttribute".utf8) }) {
            guard !tag.isEnd, tag.name == "userDefinedRuntimeAttribute", let key = tag.attribute("keyPath"), keys.contains(key) else { continue }
            for b in bytes[counted..<tag.range.lowerBound] where b == 10 { line += 1 }
            counted = tag.range.lowerBound
            out.append((key, line))
        }
        return out
    }
}
