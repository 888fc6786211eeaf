/// The places forcing one appearance that a walked run saw, kept with its result so that `scan`,
/// `init` and `contrast` name them without walking the tree and reading every Swift file again:
/// `ForcedAppearance.find(options)` did so after the run, for sites the screening had found
/// already (amplify-swift: `scan` opened 10,328 Swift files for 3,607; FileReader 6.8 % and
/// ForcedAppearance 3.7 % of its CPU, perf, session 27). The answer is `find`'s, in its order.
/// Measured (session 28, one release binary with the second walk switched back on by a variable,
/// 7 alternating runs, user+sys CPU, paired): `scan` of corpus27 0.735, amplify-swift 0.746,
/// OsmAnd-iOS (new) 0.828; `scan --format json` output, stderr and exit code unchanged on 26 trees.
package struct RunForcedSites: Sendable {
    /// The run's Swift files and what their screening found.
    var swift: SwiftForcedSites
    /// The sites of the settings files (property lists, project files…), read beside the run.
    var settings: [ForcedAppearance]
    /// What was walked: the answer holds for a run over the same paths, excludes and folder only.
    private var paths: [String], excludes: [String], cwd: String, tableExcludes: [String], tableFolder: String

    init(swift: SwiftForcedSites, settings: [ForcedAppearance], options: RunOptions) {
        self.swift = swift
        self.settings = settings
        paths = options.paths
        excludes = options.excludes
        cwd = options.cwd
        tableExcludes = options.configuration.exclude
        tableFolder = options.configuration.directory
    }

    /// Whether `find(options)` walks the files this run walked.
    func holds(for options: RunOptions) -> Bool {
        paths == options.paths && excludes == options.excludes && cwd == options.cwd
            && tableExcludes == options.configuration.exclude && tableFolder == options.configuration.directory
    }

    /// `ForcedAppearance.find(options)`: the screening's sites, those of the files it did not
    /// read (generated, not UTF-8) read here, in the walk's order; a view's scheme made the app's
    /// where a window shows it (the Swift files read only then); then the settings' sites.
    var sites: [ForcedAppearance] {
        var out: [ForcedAppearance] = []
        var s = 0, u = 0
        let screened = swift.screened, unscreened = swift.unscreened
        while s < screened.count || u < unscreened.count {
            if u == unscreened.count || s < screened.count && screened[s].file < unscreened[u] {
                out += screened[s].sites
                s += 1
            } else {
                let k = unscreened[u]
                out += ForcedAppearance.inSwiftFile(shown: swift.shown[k], disk: swift.disk[k])
                u += 1
            }
        }
        let files = zip(swift.shown, swift.disk).map { (shown: $0, disk: $1, bytes: [UInt8]?.none) }
        return ForcedAppearance.promotingRootViews(out, files: files) + settings
    }
}

/// The Swift files of a run in walk order, with the sites their screening found (before a view's
/// scheme is promoted: `ForcedAppearance.promotingRootViews`).
struct SwiftForcedSites: Sendable {
    var shown: [String] = []
    var disk: [String] = []
    /// The sites of each file that has some, by index, ascending.
    var screened: [(file: Int, sites: [ForcedAppearance])] = []
    /// The files the screening did not read for them (generated, unreadable, not UTF-8), ascending.
    var unscreened: [Int] = []

    /// Read from the files' states after the screening (before detection replaces them).
    init(_ files: [SwiftFile]) {
        shown.reserveCapacity(files.count)
        disk.reserveCapacity(files.count)
        for (k, file) in files.enumerated() {
            shown.append(file.input.path)
            disk.append(file.input.diskPath)
            if let sites = file.state.learned(\.forcedAppearance) {
                if !sites.isEmpty { screened.append((k, sites)) }
            } else {
                unscreened.append(k)
            }
        }
    }

    init() {}
}
