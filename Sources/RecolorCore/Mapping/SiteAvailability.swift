/// What each site of one file compiles for: the file's targets (platform → lowest OS), narrowed
/// by the syntax layer: the platforms its `#if os(…)`/`canImport(…)` regions leave, the minimum
/// an enclosing `if #available`/`guard #available`/`@available` guarantees, and whether it is in
/// the `else` branch of an availability check. Without project facts, a site that `#if` confines
/// to one or two platforms (`#if os(tvOS)`) is code written for them, and is judged for those at
/// their newest SDK; a wider region (`#else` of `os(tvOS)`) says nothing of where the app ships.
struct SiteAvailability {
    let file: SwiftSource
    let compilation: Compilation
    let tree: SyntaxTree

    init(_ file: SwiftSource, compilation: Compilation) {
        self.file = file
        self.compilation = compilation
        tree = file.syntaxTree
    }

    func site(at offset: Int) -> AvailabilityGate.Site {
        let k = file.codeIndex(atOrAfter: offset)
        var site = compilation
        let all = Set(ApplePlatform.allCases.map(\.rawValue))
        if compilation.assumed {
            let kept = tree.compilation.platforms(at: k, among: all)
            if kept.count <= 2 {
                site = Compilation(platforms: Dictionary(uniqueKeysWithValues: kept.compactMap(ApplePlatform.init(rawValue:)).map { ($0, PlatformVersion.newestSDK) }))
            }
        } else {
            let kept = tree.compilation.platforms(at: k, among: Set(compilation.platforms.keys.map(\.rawValue)))
            site.platforms = compilation.platforms.filter { kept.contains($0.key.rawValue) }
        }
        let context = tree.availability.context(at: k)
        // Swift reads an iOS version in `#available`/`@available` for Mac Catalyst too, unless
        // the check names macCatalyst itself.
        func withCatalyst(_ versions: [String: OSVersion]) -> [(ApplePlatform, PlatformVersion)] {
            var out = versions.compactMap { name, v in ApplePlatform(rawValue: name).map { ($0, PlatformVersion(v)) } }
            if let iOS = versions["iOS"], versions["macCatalyst"] == nil { out.append((.macCatalyst, PlatformVersion(iOS))) }
            return out
        }
        for (p, version) in withCatalyst(context.minimum) {
            guard let lowest = site.platforms[p] else { continue }
            site.platforms[p] = max(lowest, version)
        }
        var below: [ApplePlatform: PlatformVersion] = [:]
        for (p, version) in withCatalyst(context.belowCheck) { below[p] = version }
        return AvailabilityGate.Site(compilation: site, belowCheck: below)
    }
}

extension PlatformVersion {
    /// The syntax layer's version of an availability check.
    init(_ version: OSVersion) { self.init(version.major, version.minor, version.patch) }
}
