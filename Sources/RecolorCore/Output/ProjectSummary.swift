/// `scan`'s account of where the app ships: each target with its platforms, lowest OS per
/// platform and how many files it builds, and the project files recolor could not read; with no
/// target, that the newest SDK is assumed.
package struct ProjectSummary {
    let project: ProjectFacts

    init(_ project: ProjectFacts) { self.project = project }

    package static let assumedNote = "no targets found (Package.swift platforms, Xcode project, project.yml, Tuist Project.swift or Podfile): the newest SDK is assumed for every platform"

    /// How many files a target builds: its member files, and the files under its member folders
    /// (an asset catalog counts as one).
    static func fileCount(_ target: BuildTarget) -> Int {
        var count = 0
        for member in target.members {
            let kind = PathText.kind(of: member)
            if kind.isDirectory && !member.hasSuffix(".xcassets") {
                count += FileCount.regularFiles(under: member, excluding: target.excluded)
            } else {
                count += 1
            }
        }
        return count
    }

    func text() -> String {
        guard !project.targets.isEmpty else { return "targets: \(Self.assumedNote)\n\n" }
        func pad(_ s: String, _ n: Int) -> String { s.count >= n ? s + " " : s + String(repeating: " ", count: n - s.count) }
        let nameWidth = min(32, max(8, project.targets.map(\.name.count).max() ?? 0) + 2)
        var out = "targets (\(project.projectFiles.joined(separator: ", "))):\n"
        for t in project.targets {
            let files = Self.fileCount(t)
            out += "  " + pad(t.name, nameWidth) + pad(t.kind ?? "-", 22) + pad(t.platformsText, 28) + "\(files) file\(files == 1 ? "" : "s")"
            if let symbols = t.assetSymbols { out += symbols ? "  asset symbols on" : "  asset symbols off" }
            if let forced = t.forcedAppearance { out += "  forces \(forced.style) (\(forced.how))" }
            out += "  (\(t.declaredIn))\n"
        }
        return out + "\n"
    }

    func json() -> JSONOut {
        .object([
            ("assumedNewestSDK", .bool(project.targets.isEmpty)),
            ("files", .array(project.projectFiles.map(JSONOut.string))),
            ("targets", .array(project.targets.map { t in
                .object([
                    ("name", .string(t.name)), ("kind", .optional(t.kind)), ("declaredIn", .string(t.declaredIn)),
                    ("platforms", .object(t.platforms.sorted { $0.key < $1.key }.map { ($0.key.rawValue, JSONOut.string($0.value.description)) })),
                    ("files", .int(Self.fileCount(t))),
                    ("assetSymbols", t.assetSymbols.map { JSONOut.bool($0) } ?? .null),
                    ("forcedAppearance", t.forcedAppearance.map { JSONOut.string($0.style) } ?? .null),
                ])
            })),
            ("warnings", .array(project.warnings.map { w in
                .object([("file", .string(w.file)), ("line", w.line.map { JSONOut.int($0) } ?? .null), ("message", .string(w.message))])
            })),
        ])
    }
}
