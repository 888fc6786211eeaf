/// The Interface Builder documents of a run that set an inspectable by its key path
/// (`<userDefinedRuntimeAttribute type="color" keyPath="borderColor">`): each is a place the
/// stale color of the inspectable's setter shows. Read only when a stale color needs them.
enum InspectableDocuments {
    /// Appends to every inspectable stale color's explanation the documents (`path:line`) that set
    /// its key, or that no document of the run does.
    /// The documents are read on every worker (`threads`), and their tags scanned only where the
    /// bytes hold the attribute's tag name (read one after the other and scanned whole, they were a
    /// serial 1.5 % of a `check` of issue 21's corpus).
    static func name(in result: inout RunResult, inputs: [FileInput], kinds: [SourceKind], threads: Int = Parallel.defaultThreads) {
        let keys = Set(result.allReports.compactMap { $0.finding.kind == .staleColor ? $0.finding.inspectableKey : nil })
        guard !keys.isEmpty else { return }
        let documents = zip(inputs, kinds).filter { $0.1 == .interfaceBuilder }.map(\.0)
        let found = Parallel.map(documents.count, threads: threads) { k -> [(String, Int)] in
            guard case .success(let bytes) = documents[k].contents(), attributeTag.occurs(in: bytes) else { return [] }
            return settings(of: keys, in: bytes)
        }
        var places: [String: [String]] = [:]
        for (input, settings) in zip(documents, found) {
            for (key, line) in settings { places[key, default: []].append("\(input.path):\(line)") }
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

    private static let attributeTag = ByteFinder("userDefinedRuntimeAttribute")

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
