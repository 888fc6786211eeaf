/// Build settings from an `.xcconfig` file and the files it `#include`s (included first, the
/// file's own lines after, a later line winning). A setting with a condition (`KEY[sdk=…]`) is
/// kept only where no plain line sets the key. A missing include (`#include?` excepted) and an
/// include cycle are warnings naming the file and line; the settings read so far are kept.
package enum XCConfigFile {
    package static func settings(at path: String, shownAs shown: (String) -> String,
                                 read: (String) -> [UInt8]?, warnings: inout [ProjectWarning]) -> [String: String] {
        var chain: [String] = []
        return settings(at: PathText.standardized(path), shownAs: shown, read: read, chain: &chain, warnings: &warnings)
    }

    static func settings(at path: String, shownAs shown: (String) -> String, read: (String) -> [UInt8]?,
                         chain: inout [String], warnings: inout [ProjectWarning]) -> [String: String] {
        guard let bytes = read(path) else {
            // CocoaPods writes its .xcconfig files at `pod install`; they are not committed and
            // hold linking flags, not deployment targets: their absence is no warning.
            if path.contains("/Pods/Target Support Files/") { return [:] }
            // Most often not there at all: git-ignored, written by a script (a template beside it).
            let message = PathText.kind(of: path).exists ? "cannot read this .xcconfig file; its settings are not known"
                : "this .xcconfig file is missing (a project file names it); its settings are not known"
            warnings.append(ProjectWarning(file: shown(path), line: nil, message: message))
            return [:]
        }
        chain.append(path)
        defer { chain.removeLast() }
        var out: [String: String] = [:]
        var conditional: [String: String] = [:]
        let folder = PathText.directory(of: path)
        for (n, raw) in String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = Substring(raw)
            // The bytes searched, not a substring made and compared by Character at each position
            // (most of the reader's time on macos-browser's 30 files, perf).
            if let comment = Self.commentStart(line) { line = line[..<comment] }
            line = line.drop { $0 == " " || $0 == "\t" }
            while let last = line.last, last == " " || last == "\t" || last == "\r" { line.removeLast() }
            if line.isEmpty { continue }
            if line.hasPrefix("#include") {
                let optional = line.hasPrefix("#include?")
                guard let open = line.firstIndex(of: "\""), let close = line[line.index(after: open)...].firstIndex(of: "\"") else {
                    warnings.append(ProjectWarning(file: shown(path), line: n + 1, message: "an #include without a quoted path"))
                    continue
                }
                let named = String(line[line.index(after: open)..<close])
                let target = PathText.standardized(named.hasPrefix("/") ? named : PathText.join(folder, named))
                if chain.contains(target) {
                    let cycle = (chain.drop { $0 != target } + [target]).map(shown).joined(separator: " -> ")
                    warnings.append(ProjectWarning(file: shown(path), line: n + 1, message: "#include cycle (\(cycle)); the include is skipped"))
                    continue
                }
                if read(target) == nil {
                    if !optional {
                        warnings.append(ProjectWarning(file: shown(path), line: n + 1, message: "#include \"\(named)\": no such file; its settings are not known"))
                    }
                    continue
                }
                out.merge(settings(at: target, shownAs: shown, read: read, chain: &chain, warnings: &warnings)) { $1 }
                continue
            }
            guard let equals = line.firstIndex(of: "=") else {
                warnings.append(ProjectWarning(file: shown(path), line: n + 1, message: "not a setting (KEY = value) nor an #include; skipped"))
                continue
            }
            var key = line[..<equals].trimming(" \t")
            let value = line[line.index(after: equals)...].trimming(" \t;")
            if let bracket = key.firstIndex(of: "[") {
                key = String(key[..<bracket]).trimming(" \t")
                conditional[key] = conditional[key] ?? value
            } else {
                out[key] = value
            }
        }
        for (key, value) in conditional where out[key] == nil { out[key] = value }
        return out
    }

    /// Where the first `//` of `line` starts.
    static func commentStart(_ line: Substring) -> Substring.Index? {
        let utf8 = line.utf8
        var i = utf8.startIndex
        while i != utf8.endIndex {
            let next = utf8.index(after: i)
            if utf8[i] == UInt8(ascii: "/"), next != utf8.endIndex, utf8[next] == UInt8(ascii: "/") { return i }
            i = next
        }
        return nil
    }
}

extension StringProtocol {
    /// Without the leading and trailing characters of `set`.
    func trimming(_ set: String) -> String {
        var s = Substring(self)
        while let f = s.first, set.contains(f) { s.removeFirst() }
        while let l = s.last, set.contains(l) { s.removeLast() }
        return String(s)
    }
}
