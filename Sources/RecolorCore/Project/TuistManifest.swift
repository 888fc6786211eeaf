/// A Tuist project manifest (`Project.swift`, `import ProjectDescription`), read as tokens, not
/// run: each target's name, product, platforms (`destinations: [.mac]`, `.iOS`; the older
/// `platform: .macOS`), lowest OS (`deploymentTargets: .macOS("14.0")`, `.multiplatform(iOS: "16.0",
/// macOS: "13.0")`; the older `deploymentTarget: .iOS(targetVersion: "15.0", …)`) and the folders
/// its `sources:` globs start from. Cork (a macOS-only app, `destinations: [.mac]`; session 27's
/// review, F5) was read as having no target: the newest SDK of every platform was assumed, and init
/// drafted `Color(uiColor: .systemBackground)`, which macOS has not.
/// A target whose platforms cannot be read is left out (the newest SDK is assumed for its files);
/// one whose sources cannot be read names no file (a file no target names counts as built by
/// every target of the manifest's folder: `ProjectFacts.compilation(of:)`).
enum TuistManifest {
    static func targets(manifest path: String, shownAs shown: (String) -> String, read: (String) -> [UInt8]?,
                        warnings: inout [ProjectWarning]) -> [BuildTarget] {
        var unread: UnreadTuistProject?
        return targets(manifest: path, shownAs: shown, read: read, warnings: &warnings, unread: &unread)
    }

    /// `unread`: the project, when the manifest declares one whose targets none are read here.
    static func targets(manifest path: String, shownAs shown: (String) -> String, read: (String) -> [UInt8]?,
                        warnings: inout [ProjectWarning], unread: inout UnreadTuistProject?) -> [BuildTarget] {
        guard let bytes = read(path) else {
            warnings.append(ProjectWarning(file: shown(path), line: nil, message: "cannot read the Tuist manifest"))
            return []
        }
        // Another tool's `Project.swift` (or a Swift file so named) is no manifest.
        guard ByteFinder("import ProjectDescription").occurs(in: bytes) else { return [] }
        let file = SwiftSource(path: shown(path), bytes: bytes)
        let folder = PathText.directory(of: path)
        var out: [BuildTarget] = []
        for k in 0..<file.code.count where file.isChar(k + 1, "(") && (file.codeIs(k, "target") && file.isChar(k - 1, ".") || file.codeIs(k, "Target")) {
            // A dependency (`dependencies: [.target(name: "Cork")]`) names a target without declaring one: no `product:`.
            guard let close = file.matchingClose(k + 1), argument("product", in: file, from: k + 2, to: close) != nil,
                  let name = name(in: file, from: k + 2, to: close) else { continue }
            guard let platforms = platforms(in: file, from: k + 2, to: close), !platforms.isEmpty else {
                warnings.append(ProjectWarning(file: file.path, line: file.line(of: file.code[k].begin),
                                               message: "cannot read the platforms of Tuist target \(name); the newest SDK is assumed for its files"))
                continue
            }
            let lowest = deploymentTargets(in: file, from: k + 2, to: close)
            var byPlatform: [ApplePlatform: PlatformVersion] = [:]
            for p in platforms { byPlatform[p] = lowest[p] ?? .newestSDK }
            let members = sources(in: file, from: k + 2, to: close).map { PathText.standardized(PathText.join(folder, $0)) }
            out.append(BuildTarget(name: name, kind: kind(in: file, from: k + 2, to: close), declaredIn: shown(path),
                                   platforms: byPlatform, members: members))
        }
        // A project (`let project = Project…`) none of whose targets is read here: built by a helper.
        if out.isEmpty, file.code.indices.contains(where: { file.codeIs($0, "Project") && (file.isChar($0 + 1, "(") || file.isChar($0 + 1, ".")) }) {
            unread = UnreadTuistProject(manifest: shown(path), folder: PathText.standardized(folder),
                                        name: PathText.lastComponent(of: folder), builder: builder(in: file))
        }
        return out
    }

    /// `Project.module` of `Project.module(name: …)`, or `.module` of `let project: Project = .module(…)`.
    static func builder(in file: SwiftSource) -> String? {
        for k in file.code.indices where file.codeIs(k, "Project") && file.isChar(k + 1, ".") && file.isWord(k + 2) && file.isChar(k + 3, "(") {
            if !file.codeIs(k + 2, "init") { return "Project." + file.text(code: k + 2) }
        }
        return nil
    }

    /// `name: "Cork"`, or the code of a name computed (`name: targetName`: Cork's app target, built by a function).
    static func name(in file: SwiftSource, from: Int, to: Int) -> String? {
        if let literal = PackageManifest.labeledString("name", in: file, from: from, to: to) { return literal }
        guard let start = argument("name", in: file, from: from, to: to) else { return nil }
        let end = argumentEnd(start, in: file, to: to)
        // Said as computed, never as if it were the name (generate listed `env.name` and
        // `"\(env.name)Tests"` as targets: wakmusic, session 28's review, A1).
        return end > start ? "named by \(file.text(file.code[start].begin..<file.code[end - 1].end)) in \(file.path)" : nil
    }

    /// The argument `label:`'s first code index at the top level of `from..<to`, if given.
    static func argument(_ label: String, in file: SwiftSource, from: Int, to: Int) -> Int? {
        var k = from
        while k < to {
            if file.codeIs(k, label), file.isChar(k + 1, ":"), file.isChar(k - 1, "(") || file.isChar(k - 1, ",") { return k + 2 }
            if let close = file.matchingClose(k), close > k, close < to { k = close + 1 } else { k += 1 }
        }
        return nil
    }

    /// The end (exclusive) of the argument starting at `start`: the next top-level `,` or `to`.
    static func argumentEnd(_ start: Int, in file: SwiftSource, to: Int) -> Int {
        var end = start
        while end < to && !file.isChar(end, ",") {
            if let c = file.matchingClose(end), c > end, c < to { end = c + 1 } else { end += 1 }
        }
        return end
    }

    /// Tuist's destinations and platforms by name: a single destination, or a preset set.
    static let destinations: [String: ApplePlatform] = [
        "iPhone": .iOS, "iPad": .iOS, "macWithiPadDesign": .iOS, "iOS": .iOS, "ios": .iOS,
        "mac": .macOS, "macOS": .macOS, "macos": .macOS,
        "macCatalyst": .macCatalyst,
        "appleWatch": .watchOS, "watchOS": .watchOS, "watchos": .watchOS,
        "appleTv": .tvOS, "tvOS": .tvOS, "tvos": .tvOS,
        "appleVision": .visionOS, "appleVisionWithiPadDesign": .iOS, "visionOS": .visionOS, "visionos": .visionOS,
    ]

    /// `destinations: [.mac]`, `destinations: .iOS`, `platform: .macOS`: every implicit member named.
    static func platforms(in file: SwiftSource, from: Int, to: Int) -> Set<ApplePlatform>? {
        guard let start = argument("destinations", in: file, from: from, to: to) ?? argument("platform", in: file, from: from, to: to) else { return nil }
        let end = argumentEnd(start, in: file, to: to)
        var out: Set<ApplePlatform> = []
        for k in start..<end where file.isChar(k, ".") && file.isWord(k + 1) {
            guard let p = destinations[file.text(code: k + 1)] else { return nil }
            out.insert(p)
        }
        return out
    }

    /// `deploymentTargets: .macOS("14.0.0")`, `.multiplatform(iOS: "16.0", macOS: "13.0")`,
    /// `deploymentTarget: .iOS(targetVersion: "15.0", devices: .iphone)`.
    static func deploymentTargets(in file: SwiftSource, from: Int, to: Int) -> [ApplePlatform: PlatformVersion] {
        guard let start = argument("deploymentTargets", in: file, from: from, to: to) ?? argument("deploymentTarget", in: file, from: from, to: to) else { return [:] }
        let end = argumentEnd(start, in: file, to: to)
        var out: [ApplePlatform: PlatformVersion] = [:]
        for k in start..<end where file.kind(k) == .stringSegment {
            guard let v = PlatformVersion(file.text(code: k)) else { continue }
            // The platform named before the string: `.macOS(` or `macOS:` or `.iOS(targetVersion:`.
            var j = k - 1
            while j > start && !(file.isWord(j) && ApplePlatform.named(file.text(code: j)) != nil) && !file.isChar(j, ",") { j -= 1 }
            if file.isWord(j), let p = ApplePlatform.named(file.text(code: j)) { out[p] = v }
        }
        return out
    }

    /// The folders (or files) the `sources:` globs start from: `["Sources/**"]` → `Sources`,
    /// `"Cork/**/*.swift"` → `Cork`, `.glob("App/Sources/**")` → `App/Sources`.
    static func sources(in file: SwiftSource, from: Int, to: Int) -> [String] {
        guard let start = argument("sources", in: file, from: from, to: to) else { return [] }
        let end = argumentEnd(start, in: file, to: to)
        var out: [String] = []
        for k in start..<end where file.kind(k) == .stringSegment {
            let parts = file.text(code: k).split(separator: "/", omittingEmptySubsequences: false)
            let fixed = parts.prefix { !$0.contains(where: { "*?{[".contains($0) }) }
            guard !fixed.isEmpty else { return [] }
            out.append(fixed.joined(separator: "/"))
        }
        return out
    }

    /// `product: .app` → `application`, `.appExtension` → `app-extension`, `.framework` → `framework`.
    static func kind(in file: SwiftSource, from: Int, to: Int) -> String? {
        guard let start = argument("product", in: file, from: from, to: to), file.isChar(start, "."), file.isWord(start + 1) else { return nil }
        let product = file.text(code: start + 1)
        if product == "app" { return "application" }
        if product.hasSuffix("Extension") { return String(product.dropLast("Extension".count)).lowercased() + "-extension" }
        return product
    }
}
