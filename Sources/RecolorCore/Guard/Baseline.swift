#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Findings recorded as accepted, so that a guard reports only new ones. A finding is known
/// by its file, kind, text (whitespace runs folded, so re-indenting it changes nothing) and
/// its occurrence among equal ones in that file: never by line, so edits elsewhere in the
/// file do not revive it. Files are recorded relative to the baseline's own folder, so the
/// baseline works from any cwd.
public struct Baseline: Equatable, Sendable {
    public struct Fingerprint: Hashable, Comparable, Sendable {
        public var file: String
        public var kind: String
        public var text: String
        public var occurrence: Int

        public static func < (a: Fingerprint, b: Fingerprint) -> Bool {
            (a.file, a.kind, a.text, a.occurrence) < (b.file, b.kind, b.text, b.occurrence)
        }
    }

    public var fingerprints: Set<Fingerprint>

    public init(fingerprints: Set<Fingerprint> = []) {
        self.fingerprints = fingerprints
    }

    /// The fingerprints of `reports`, one per report and in the same order.
    public static func fingerprints(of reports: [Report], baselineDirectory: String, cwd: String) -> [Fingerprint] {
        var seen: [Fingerprint: Int] = [:]
        var relativeCache: [String: String] = [:]
        return reports.map { r in
            let file: String
            if let cached = relativeCache[r.file] { file = cached } else {
                file = relativePath(r.file, from: baselineDirectory, cwd: cwd)
                relativeCache[r.file] = file
            }
            var key = Fingerprint(file: file, kind: r.finding.kind.rawValue, text: normalizedText(r.text), occurrence: 0)
            let n = seen[key, default: 0]
            seen[key] = n + 1
            key.occurrence = n
            return key
        }
    }

    /// The reports not recorded in the baseline.
    public func filter(_ reports: [Report], baselineDirectory: String, cwd: String) -> [Report] {
        let prints = Baseline.fingerprints(of: reports, baselineDirectory: baselineDirectory, cwd: cwd)
        return zip(reports, prints).filter { !fingerprints.contains($0.1) }.map(\.0)
    }

    static func normalizedText(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }).joined(separator: " ")
    }

    /// `path` (relative to `cwd`, or absolute) relative to `directory`, with `..` where needed.
    static func relativePath(_ path: String, from directory: String, cwd: String) -> String {
        let absolute = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: cwd, isDirectory: true)).standardizedFileURL.path
        let base = URL(fileURLWithPath: directory, relativeTo: URL(fileURLWithPath: cwd, isDirectory: true)).standardizedFileURL.path
        let a = absolute.split(separator: "/"), b = base.split(separator: "/")
        var common = 0
        while common < a.count && common < b.count && a[common] == b[common] { common += 1 }
        let ups = Array(repeating: "..", count: b.count - common)
        return (ups + a[common...].map(String.init)).joined(separator: "/")
    }

    // MARK: - The file

    /// Stable JSON: sorted, one finding per object, so that a baseline diffs well in review.
    public func render() -> String {
        JSONOut.object([
            ("version", .int(1)),
            ("findings", .array(fingerprints.sorted().map { f in
                .object([("file", .string(f.file)), ("kind", .string(f.kind)), ("text", .string(f.text)), ("occurrence", .int(f.occurrence))])
            })),
        ]).render() + "\n"
    }

    public static func load(path: String) throws -> Baseline {
        try load(path: path, cwd: nil)
    }

    /// `path` relative to `cwd` (a command's folder, not the process's); messages keep it as given.
    public static func load(path: String, cwd: String?) throws -> Baseline {
        let disk = path.hasPrefix("/") ? path : cwd.map { PathText.join($0, path) } ?? path
        guard let data = FileManager.default.contents(atPath: disk) else {
            throw ConfigurationError(file: path, location: "file", message: "cannot read the baseline (missing or not readable); create it with --write-baseline")
        }
        return try parse(Array(data), path: path)
    }

    public static func parse(_ bytes: [UInt8], path: String) throws -> Baseline {
        func fail(_ location: String, _ message: String) -> ConfigurationError {
            ConfigurationError(file: path, location: location, message: message)
        }
        let value: JSONValue
        do {
            value = try JSONParser.parse(bytes)
        } catch {
            throw fail("line \(error.line), column \(error.column)", "JSON syntax error: \(error.message)")
        }
        guard case .object(let top) = value else {
            throw fail("file", "a baseline is an object with \"version\" and \"findings\"; write one with --write-baseline")
        }
        func member(_ o: [(String, JSONValue)], _ key: String) -> JSONValue? { o.first { $0.0 == key }?.1 }
        for (key, _) in top where key != "version" && key != "findings" {
            throw fail(key, "unknown key (a baseline has \"version\" and \"findings\")")
        }
        guard case .number(let version)? = member(top, "version"), version == 1 else {
            throw fail("version", "expected 1; write the baseline again with --write-baseline")
        }
        guard case .array(let items)? = member(top, "findings") else {
            throw fail("findings", "expected an array")
        }
        var prints = Set<Fingerprint>()
        for (n, item) in items.enumerated() {
            guard case .object(let o) = item,
                  case .string(let file)? = member(o, "file"), case .string(let kind)? = member(o, "kind"),
                  case .string(let text)? = member(o, "text"), case .number(let occurrence)? = member(o, "occurrence"),
                  occurrence >= 0, occurrence == occurrence.rounded() else {
                throw fail("findings[\(n)]", "expected {\"file\", \"kind\", \"text\", \"occurrence\"} with a whole occurrence of 0 or more")
            }
            prints.insert(Fingerprint(file: file, kind: kind, text: text, occurrence: Int(occurrence)))
        }
        return Baseline(fingerprints: prints)
    }
}
