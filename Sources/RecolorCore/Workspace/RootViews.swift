/// The SwiftUI views an app gives its windows as their root: the view a `WindowGroup { … }`
/// shows first, or the one a hosting controller or view (`UIHostingController(rootView:)`,
/// `NSHostingView`, an app's own `…HostingController(wrappedView:)`) is made with in a file that
/// assigns a `rootViewController`, a `contentViewController` or a window's `contentView`. A
/// `.preferredColorScheme(.dark)` anywhere in such a view forces the whole window, so the app:
/// AnimeNow forces dark in `AppView`, the root of its iOS scene and its macOS `WindowGroup`, and
/// was read as "some screens", its always-shown dark values taken for proposals (session 16's audit, F9).
enum RootViews {
    private static let mayHold = [ByteFinder("WindowGroup"), ByteFinder("Hosting")]

    /// Of `candidates` (view type names), those a window shows as its root, with where: `file:line`.
    /// A file is read from disk when its bytes are not given (`bytes` nil), on every worker.
    static func find(among candidates: Set<String>, files: [(shown: String, disk: String, bytes: [UInt8]?)]) -> [String: String] {
        guard !candidates.isEmpty else { return [:] }
        let found = Parallel.map(files.count, threads: Parallel.defaultThreads) { k -> [(name: String, line: Int)] in
            let file = files[k]
            let bytes: [UInt8]
            if let given = file.bytes { bytes = given } else {
                guard case .success(let read) = FileReader.contents(of: file.disk) else { return [] }
                bytes = read
            }
            guard mayHold.contains(where: { $0.occurs(in: bytes) }) else { return [] }
            return roots(in: SwiftSource(path: file.shown, bytes: bytes), among: candidates)
        }
        var out: [String: String] = [:]
        for (file, roots) in zip(files, found) {
            for (name, line) in roots where out[name] == nil { out[name] = "\(file.shown):\(line)" }
        }
        return out
    }

    /// The root views `file` names, among `candidates`, with their lines.
    static func roots(in file: SwiftSource, among candidates: Set<String>) -> [(name: String, line: Int)] {
        var out: [(name: String, line: Int)] = []
        // A window's root set: `rootViewController =`, `contentViewController =`, or a window's
        // `contentView =` (a cell's `contentView.addSubview(host.view)` is no window: Brave's playlist header).
        let setsAWindow = (0..<file.code.count).contains { k in
            guard file.codeIs(k + 1, "=") else { return false }
            if file.codeIs(k, "rootViewController") || file.codeIs(k, "contentViewController") { return true }
            var owner = k - 2
            if file.isChar(owner, "?") { owner -= 1 }
            return file.codeIs(k, "contentView") && file.isChar(k - 1, ".") && file.isWord(owner)
                && file.text(code: owner).lowercased().contains("window")
        }
        func candidate(at k: Int) -> String? {
            guard file.isWord(k), file.isChar(k + 1, "(") else { return nil }
            let name = file.text(code: k)
            return candidates.contains(name) ? name : nil
        }
        for k in 0..<file.code.count where file.isWord(k) {
            if file.codeIs(k, "WindowGroup") {
                // `WindowGroup { AppView() }`, `WindowGroup("Title", id: "main") { AppView() }`
                var open = k + 1
                if file.isChar(open, "("), let close = file.matchingClose(open) { open = close + 1 }
                if file.isChar(open, "{"), let name = candidate(at: open + 1) { out.append((name, file.line(of: file.code[open + 1].begin))) }
            } else if setsAWindow, file.text(code: k).hasSuffix("HostingController") || file.text(code: k).hasSuffix("HostingView"),
                      file.isChar(k + 1, "("), file.isWord(k + 2), file.isChar(k + 3, ":"), let name = candidate(at: k + 4) {
                out.append((name, file.line(of: file.code[k + 4].begin)))
            }
        }
        return out
    }
}
