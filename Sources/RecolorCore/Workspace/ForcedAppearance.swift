#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where an app forces one appearance: `overrideUserInterfaceStyle = .light` on a window or
/// controller, SwiftUI's `.preferredColorScheme(.dark)`, AppKit's `appearance = NSAppearance(named:
/// .aqua)`, the Info.plist key `UIUserInterfaceStyle` (or the build setting that writes it,
/// `INFOPLIST_KEY_UIUserInterfaceStyle`). `.preferredColorScheme` forces the app only in an
/// `App` or `Scene` body; on another view it forces the screens that show it, and in a preview
/// (`#Preview`, a `PreviewProvider`) nothing. Such an app shows one appearance whatever the system's:
/// `scan` and `init` name it, so that a reviewer weighs the dark values with that in mind.
package struct ForcedAppearance: Sendable, Equatable {
    package var file: String
    package var line: Int
    /// `light` or `dark`.
    package var style: String
    /// What the code writes: `overrideUserInterfaceStyle = .light`, `UIUserInterfaceStyle Light`.
    package var how: String
    /// The whole app (Info.plist, a build setting, a window, SwiftUI's scheme), or one screen
    /// (a controller or view of its own).
    package var appWide = true
    /// The SwiftUI view type whose body sets the scheme, where it is one screen's (`RootViews`).
    package var view: String?
    /// The app target a project file's build setting is read for (`INFOPLIST_KEY_UIUserInterfaceStyle`
    /// in one target's configurations), where it is one target's.
    package var target: String?

    package var description: String { "\(how) at \(file):\(line)" }

    /// Every place under the run's paths (its excludes applied to Swift files) that forces one.
    package static func find(_ options: RunOptions) -> [ForcedAppearance] {
        var walker = FileWalker(excludes: options.excludes, cwd: options.cwd)
        walker.tableExcludes = TableExcludes(configuration: options.configuration, cwd: options.cwd)
        var out: [ForcedAppearance] = []
        let swiftFiles = walker.collect(options.paths, threads: options.threads).files.filter { $0.hasSuffix(".swift") }
        for path in swiftFiles {
            out += inSwiftFile(shown: path, disk: path.hasPrefix("/") ? path : PathText.join(options.cwd, path))
        }
        let files = swiftFiles.map { (shown: $0, disk: $0.hasPrefix("/") ? $0 : PathText.join(options.cwd, $0), bytes: [UInt8]?.none) }
        return promotingRootViews(out, files: files) + inSettings(options)
    }

    /// The same, from what `run` saw when it walked the same tree (`RunForcedSites`): no second
    /// walk, and only the Swift files its screening did not read are read.
    package static func find(_ options: RunOptions, run: RunResult) -> [ForcedAppearance] {
        guard let seen = run.forcedSites, seen.holds(for: options) else { return scopedToAppTargets(find(options), project: run.project, cwd: options.cwd) }
        return scopedToAppTargets(seen.sites, project: run.project, cwd: options.cwd)
    }

    /// The sites of one Swift file read from disk (none when it cannot be read).
    static func inSwiftFile(shown: String, disk: String) -> [ForcedAppearance] {
        guard case .success(let bytes) = FileReader.contents(of: disk), mayForce(bytes) else { return [] }
        return inSwift(SwiftSource(path: shown, bytes: bytes))
    }

    /// The sites with a view's scheme made the app's where a window shows that view as its root
    /// (`RootViews`); the Swift files are searched only when some view sets a scheme.
    package static func promotingRootViews(_ sites: [ForcedAppearance], files: @autoclosure () -> [(shown: String, disk: String, bytes: [UInt8]?)]) -> [ForcedAppearance] {
        let views = Set(sites.filter { !$0.appWide }.compactMap(\.view))
        guard !views.isEmpty else { return sites }
        let roots = RootViews.find(among: views, files: files())
        var out = sites
        for k in out.indices where !out[k].appWide {
            guard let view = out[k].view, let root = roots[view] else { continue }
            out[k].appWide = true
            out[k].how += " on \(view), a window's root view (\(root))"
        }
        return out
    }

    private static let needles = [ByteFinder("overrideUserInterfaceStyle"), ByteFinder("preferredColorScheme"), ByteFinder("NSAppearance(named"),
                                  ByteFinder("environment(\\.colorScheme")]

    /// Whether a Swift file's bytes may force one: the screening asks it of every file, and
    /// tokenizes the few that may (`inSwift`).
    package static func mayForce(_ bytes: [UInt8]) -> Bool { needles.contains { $0.occurs(in: bytes) } }

    /// Looked for with the screening's other words (`ScreeningWords`).
    static let wordListBesideColor = ["overrideUserInterfaceStyle", "NSAppearance(named"]
    private static let colorSchemeBefore = Array("preferredC".utf8), colorSchemeAfter = Array("Scheme".utf8)
    private static let environmentScheme = Array("environment(\\.colorScheme".utf8)
    private static let environmentOlor = 15

    /// `mayForce` where the offsets of `olor` in `bytes` are known (the screening finds them for
    /// every file): `preferredColorScheme` and `environment(\.colorScheme` are told from the bytes
    /// around each, not looked for in a pass of their own (the latter's `env` was one of the 18
    /// heads compared at every position of the screening's one pass).
    static func mayForce(_ bytes: [UInt8], olor: [Int]) -> Bool { mayForce(bytes, olor: olor, words: ScreeningWords(bytes)) }

    /// The same where the screening's words were looked for already.
    static func mayForce(_ bytes: [UInt8], olor: [Int], words: ScreeningWords) -> Bool {
        forcedByColorWord(bytes, olor: olor) || words.forcedAppearance
    }

    /// `preferredColorScheme` or `environment(\.colorScheme` at one of the offsets of `olor`.
    static func forcedByColorWord(_ bytes: [UInt8], olor: [Int]) -> Bool {
        let n = bytes.count
        return olor.contains { p in
            p >= 10 && p + 10 <= n && bytes[(p - 10)..<p].elementsEqual(colorSchemeBefore) && bytes[(p + 4)..<(p + 10)].elementsEqual(colorSchemeAfter)
                || p >= environmentOlor && p - environmentOlor + environmentScheme.count <= n
                && bytes[(p - environmentOlor)..<(p - environmentOlor + environmentScheme.count)].elementsEqual(environmentScheme)
        }
    }

    /// The property lists, project files, `.xcconfig` files and Tuist manifests under the run's paths that force one.
    /// The files are read on every worker, and the sites gathered in the walk's order.
    package static func inSettings(_ options: RunOptions) -> [ForcedAppearance] {
        inSettings(files: settingsFiles(options), options: options)
    }

    /// The same of the settings files listed already (the run's walk lists them: `FileWalker.listsSettings`).
    /// `shared`: the project files' targets as `ProjectFacts` reads them in the same run (each parsed once).
    static func inSettings(files paths: [String], options: RunOptions, shared: SharedProjectTargets? = nil) -> [ForcedAppearance] {
        let threads = options.threads > 0 ? options.threads : Parallel.defaultThreads
        let sites = Parallel.map(paths.count, threads: threads) { k -> [ForcedAppearance] in
            let path = paths[k]
            let disk = path.hasPrefix("/") ? path : PathText.join(options.cwd, path)
            // Both keys hold the style key's name: one byte search rules out nearly every file before
            // its lines are split and searched (17 % of a run over 20 apps, most of it large pbxproj files).
            guard case .success(let bytes) = FileReader.contents(of: disk) else { return [] }
            guard styleKey.occurs(in: bytes) else { return systemShowingApp(path: path, bytes: bytes).map { [$0] } ?? [] }
            if PathText.lastComponent(of: path) == "project.pbxproj",
               let perTarget = perAppTarget(pbxproj: disk, shown: path, bytes: bytes, cwd: options.cwd, shared: shared) { return perTarget }
            if XcodeGenAppearance.isSpecName(PathText.lastComponent(of: path)) {
                return perAppTarget(xcodeGenSpec: disk, shown: path, bytes: bytes, read: { included in
                    if case .success(let b) = FileReader.contents(of: included) { return b }
                    return nil
                }) ?? []
            }
            return inSettings(path: path, bytes: bytes)
        }
        return sites.flatMap { $0 }
    }

    private static let styleKey = ByteFinder("UIUserInterfaceStyle")

    /// A project file that sets the style key: one site per app target, its forced style
    /// (`BuildTarget.forcedAppearance`) or the system's. One target forced Dark (a widget, a
    /// player) beside an app target that sets none is that target's forcing, not the app's: the
    /// line-based reading took `INFOPLIST_KEY_UIUserInterfaceStyle = Dark` anywhere in the file
    /// for the whole app, and init read every color as a dark value. Nil when the file is no
    /// readable project or declares no app target.
    static func perAppTarget(pbxproj disk: String, shown: String, bytes: [UInt8], cwd: String,
                             shared: SharedProjectTargets? = nil) -> [ForcedAppearance]? {
        var warnings: [ProjectWarning] = []
        let prefix = PathText.join(cwd, "")
        let targets = shared.flatMap { $0.targets(of: PathText.standardized(disk)) }
            ?? XcodeProjectFile.targets(pbxproj: disk, shownAs: { $0.hasPrefix(prefix) ? String($0.dropFirst(prefix.count)) : $0 }, read: { path in
            if path == disk { return bytes }
            if case .success(let b) = FileReader.contents(of: path) { return b }
            return nil
        }, warnings: &warnings)
        let apps = targets.filter { $0.kind == "application" }
        guard !apps.isEmpty else { return nil }
        let line = inSettings(path: shown, bytes: bytes).first?.line ?? 1
        return apps.map { t in
            var site = ForcedAppearance(file: shown, line: line, style: t.forcedAppearance?.style ?? systemStyle,
                                        how: t.forcedAppearance.map { "\($0.how) in target \(t.name)" } ?? "target \(t.name) sets no UIUserInterfaceStyle (it shows the system's appearance)")
            site.target = t.name
            return site
        }
    }

    /// The style of `systemShowingApp`'s sites: no style forced.
    package static let systemStyle = "system"

    /// An app's own Info.plist that sets no `UIUserInterfaceStyle`: that target shows the system's
    /// appearance. Swiftfin's tvOS Info.plist forced Dark while its iOS app's set nothing, and init
    /// read every color of the shared and iOS-only files as a dark value (a black label got a light
    /// value #ACACAC: session 18's audit, F15). An app's list says how it launches
    /// (`UILaunchScreen`, `UIApplicationSceneManifest`, `LSRequiresIPhoneOS`, a main storyboard or
    /// nib); an extension's (`NSExtension`), a test bundle's or a framework's says none of that.
    static func systemShowingApp(path: String, bytes: [UInt8]) -> ForcedAppearance? {
        guard PathText.lastComponent(of: path).hasSuffix("Info.plist"), !extensionKey.occurs(in: bytes),
              appKeys.contains(where: { $0.occurs(in: bytes) }) else { return nil }
        return ForcedAppearance(file: path, line: 1, style: systemStyle, how: "no UIUserInterfaceStyle (that target shows the system's appearance)")
    }

    private static let extensionKey = ByteFinder("<key>NSExtension</key>")
    private static let appKeys = ["UILaunchScreen", "UILaunchStoryboardName", "UIApplicationSceneManifest", "LSRequiresIPhoneOS",
                                  "UIMainStoryboardFile", "NSMainStoryboardFile", "NSMainNibFile"].map { ByteFinder("<key>\($0)") }

    /// The site that makes the whole app keep one appearance, if the sites say so: app-wide, and
    /// one style only (light and dark both set is an in-app choice, and one screen is not the
    /// app). Its appearance hazards are then notes.
    /// An app target whose Info.plist sets no style (`systemShowingApp`) beside settings that force
    /// one is forcing per target, not the app's: the code's colors are shown both ways in that
    /// target. A window's or `App`'s forcing in code holds for every target that runs it.
    package static func forcing(_ sites: [ForcedAppearance]) -> ForcedAppearance? {
        let forced = sites.filter { $0.style != systemStyle }
        guard Set(forced.map(\.style)).count == 1 else { return nil }
        if forced.count < sites.count, forced.allSatisfy(\.isSettings) { return nil }
        // Code forcing one app, beside another app that shows the system's (`OtherSystemApps`).
        if anotherAppShowsTheSystem(besides: forced.filter(\.appWide), in: sites) { return nil }
        return forced.first(where: \.appWide)
    }

    /// Read from a property list, a project file or an `.xcconfig`, not from code.
    var isSettings: Bool { SettingsEntry.isSettingsName(PathText.lastComponent(of: file)) }

    /// `overrideUserInterfaceStyle = .light` / `= UIUserInterfaceStyle.dark`,
    /// `.preferredColorScheme(.dark)`, `appearance = NSAppearance(named: .aqua)`.
    /// `syntax`: the file's tree when the caller shares one.
    static func inSwift(_ file: SwiftSource, syntax: SyntaxTreeMemo? = nil) -> [ForcedAppearance] {
        var out: [ForcedAppearance] = []
        func styleWord(at k: Int) -> String? {
            // `.light`, `UIUserInterfaceStyle.light`, `ColorScheme.dark`
            var j = k
            if file.isWord(j) && file.isChar(j + 1, ".") { j += 1 }
            guard file.isChar(j, "."), file.isWord(j + 1) else { return nil }
            return file.text(code: j + 1)
        }
        var previews: [Range<Int>]?
        var tree: SyntaxTree?
        // The line is looked up only for a site: looked up for every token (a binary search each), it
        // was 6 % of the instructions of a `check` of Gifski (callgrind, a 150 KB file that mentions
        // `environment`).
        for k in 0..<file.code.count {
            var line: Int { file.line(of: file.code[k].begin) }
            if file.codeIs(k, "overrideUserInterfaceStyle"), file.codeIs(k + 1, "="), let word = styleWord(at: k + 2), ["light", "dark"].contains(word) {
                // On a window it is the app's; on a controller or view, that screen's.
                let owner = file.isChar(k - 1, ".") && file.isWord(k - 2) ? file.text(code: k - 2) : ""
                let onWindow = owner.lowercased().contains("window") || (file.isChar(k - 2, "?") && file.isWord(k - 3) && file.text(code: k - 3).lowercased().contains("window"))
                let shown = onWindow ? "\(owner.isEmpty ? "window" : owner).overrideUserInterfaceStyle" : (owner.isEmpty ? "overrideUserInterfaceStyle" : "\(owner).overrideUserInterfaceStyle")
                var site = ForcedAppearance(file: file.path, line: line, style: word, how: "\(shown) = .\(word)")
                site.appWide = onWindow
                out.append(site)
            } else if file.codeIs(k, "preferredColorScheme") || file.codeIs(k, "environment"), file.isChar(k - 1, "."), file.isChar(k + 1, "("),
                      let scheme = swiftUIScheme(at: k, in: file, styleWord: styleWord) {
                // A preview's scheme is the canvas's, not the app's.
                if previews == nil { previews = PreviewCode.ranges(in: file) }
                guard !PreviewCode.contains(previews!, file.code[k].range) else { continue }
                // It sets the window (or the subtree) that shows the view, while the view is shown:
                // the app's only on a scene or the root view an `App` or `Scene` body gives its window.
                if tree == nil { tree = syntax?.tree ?? file.syntaxTree }
                // A preview helper's scheme is the canvas's too (`PreviewHelper`).
                guard !PreviewHelper.contains(k, tree: tree!, file: file) else { continue }
                // Applied in one branch of an `if` (sing-box's `if Variant.screenshotMode { mainBody
                // .preferredColorScheme(.dark) } else { mainBody }`), it forces nothing: the other branch
                // shows the system's appearance (session 33's held-out check, V8). `if #available` still forces.
                guard !inConditionalBranch(k, in: file) else { continue }
                var site = ForcedAppearance(file: file.path, line: line, style: scheme.style, how: scheme.how)
                let type = tree!.enclosingType(at: k)
                site.appWide = type.map { !Set($0.inherited).isDisjoint(with: ["App", "Scene"]) } ?? false
                if !site.appWide, scheme.how.hasPrefix(".preferredColorScheme") { site.view = type?.name }
                out.append(site)
            } else if file.codeIs(k, "NSAppearance"), file.isChar(k + 1, "("), file.codeIs(k + 2, "named"), file.isChar(k + 3, ":"),
                      let word = styleWord(at: k + 4), ["aqua", "darkAqua"].contains(word), file.codeIs(k - 1, "="), file.codeIs(k - 2, "appearance") {
                // The application's or a window's is the app's; a view's (MiaoYan's toast: `effectView.appearance =
                // NSAppearance(named: .darkAqua)` in an `if` on the current look) is that view's, and in one branch of an
                // `if` it forces nothing (session 40's held-out check, recall40c M1: the whole macOS target was read as
                // forced dark and 29 of its colors kept as dark values).
                guard !inConditionalBranch(k, in: file) else { continue }
                var owner = ""
                if file.isChar(k - 3, "."), file.isWord(k - 4) {
                    owner = file.text(code: k - 4)
                    if owner == "shared", file.isChar(k - 5, "."), file.isWord(k - 6) { owner = file.text(code: k - 6) + ".shared" }
                }
                var appWide = ["NSApp", "NSApplication.shared", "app", "application"].contains(owner) || owner.lowercased().contains("window")
                if owner.isEmpty || owner == "self" {
                    // Unqualified: its type's own (an `NSWindow` or `NSApplication` subclass setting its appearance).
                    if tree == nil { tree = syntax?.tree ?? file.syntaxTree }
                    appWide = tree!.enclosingType(at: k).map { $0.inherited.contains { $0.hasSuffix("Window") || $0 == "NSApplication" } } ?? false
                }
                var site = ForcedAppearance(file: file.path, line: line, style: word == "aqua" ? "light" : "dark",
                                            how: (owner.isEmpty ? "" : owner + ".") + "appearance = NSAppearance(named: .\(word))")
                site.appWide = appWide
                out.append(site)
            }
        }
        return out
    }

    /// Whether code index `k` stands in the braces of an `if` or `else` branch (or a `switch` case's
    /// `if`), not of an availability test (`if #available(…)`): the innermost braces holding it.
    static func inConditionalBranch(_ k: Int, in file: SwiftSource) -> Bool {
        var j = k - 1
        var steps = 0
        while j >= 0, steps < 2_000 {
            steps += 1
            if file.isChar(j, "}") || file.isChar(j, ")") || file.isChar(j, "]"), let o = file.matchingOpen(j) { j = o - 1; continue }
            if file.isChar(j, "{") { break }
            j -= 1
        }
        guard j > 0, file.isChar(j, "{") else { return false }
        if file.codeIs(j - 1, "else") { return true }
        // Back over the condition to the `if` that opens it, on the brace's line or the lines it spans.
        var n = j - 1
        while n >= 0, j - n < 60 {
            if file.isChar(n, "}") || file.isChar(n, "{") || file.isChar(n, ";") { return false }
            if file.isChar(n, ")") || file.isChar(n, "]"), let o = file.matchingOpen(n) { n = o - 1; continue }
            if file.codeIs(n, "if") {
                return !(n + 2 < j && file.isChar(n + 1, "#") && file.codeIs(n + 2, "available"))
                    && !file.codeIs(n + 1, "#available")
            }
            if file.codeIs(n, "guard") || file.codeIs(n, "func") || file.codeIs(n, "var") || file.codeIs(n, "in") { return false }
            n -= 1
        }
        return false
    }

    /// The style a SwiftUI modifier at code index `k` forces and how it is written:
    /// `.preferredColorScheme(.dark)`, or `.environment(\.colorScheme, .dark)` (Unwatched's
    /// player and its `WindowGroup { ContentView().environment(\.colorScheme, .dark) }`).
    static func swiftUIScheme(at k: Int, in file: SwiftSource, styleWord: (Int) -> String?) -> (style: String, how: String)? {
        if file.codeIs(k, "preferredColorScheme") {
            guard let word = styleWord(k + 2), ["light", "dark"].contains(word) else { return nil }
            return (word, ".preferredColorScheme(.\(word))")
        }
        guard let close = file.matchingClose(k + 1) else { return nil }
        let words = (k + 2..<close).filter { file.isWord($0) }.map { file.text(code: $0) }
        guard words.first == "colorScheme", let word = words.last, ["light", "dark"].contains(word), words.count <= 3 else { return nil }
        return (word, ".environment(\\.colorScheme, .\(word))")
    }

    /// `<key>UIUserInterfaceStyle</key><string>Light</string>` in a property list;
    /// `INFOPLIST_KEY_UIUserInterfaceStyle = Dark;` in a project file or `.xcconfig`.
    static func inSettings(path: String, text: String) -> [ForcedAppearance] {
        inSettings(path: path, bytes: Array(text.utf8))
    }

    /// The same, read from the lines holding the style key's name only: a project file split
    /// into lines searched as Strings was a tenth of a `check` of nos (a 315 KB project.pbxproj
    /// that sets the key four times; perf, session 19).
    static func inSettings(path: String, bytes: [UInt8]) -> [ForcedAppearance] {
        if TuistManifestAppearance.isManifestName(PathText.lastComponent(of: path)) { return TuistManifestAppearance.sites(path: path, bytes: bytes) }
        if XcodeGenAppearance.isSpecName(PathText.lastComponent(of: path)) { return perAppTarget(xcodeGenSpec: path, shown: path, bytes: bytes, read: { _ in nil }) ?? [] }
        var out: [ForcedAppearance] = []
        bytes.withUnsafeBufferPointer { b in
            guard let base = b.baseAddress else { return }
            let n = b.count
            var lineNumber = 1, counted = 0, from = 0
            func lineEnd(_ k: Int) -> Int {
                var e = k
                while e < n && base[e] != UInt8(ascii: "\n") { e += 1 }
                return e
            }
            while let hit = styleKey.first(in: base, from: from, to: n) {
                var start = hit
                while start > 0 && base[start - 1] != UInt8(ascii: "\n") { start -= 1 }
                while counted < start {
                    if base[counted] == UInt8(ascii: "\n") { lineNumber += 1 }
                    counted += 1
                }
                let end = lineEnd(hit)
                // A property list's value follows its key, on the line or the two after it.
                var restEnd = end
                for _ in 0..<2 where restEnd < n { restEnd = lineEnd(restEnd + 1) }
                let line = String(decoding: UnsafeBufferPointer(rebasing: b[start..<end]), as: UTF8.self)
                let rest = String(decoding: b[start..<restEnd].filter { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
                out += sites(path: path, line: line, rest: rest, number: lineNumber)
                from = end
            }
        }
        return out
    }

    /// The sites one line sets (`rest`: the line and the two after it, joined).
    private static func sites(path: String, line: String, rest: String, number: Int) -> [ForcedAppearance] {
        var out: [ForcedAppearance] = []
        if line.contains("<key>UIUserInterfaceStyle</key>") {
            for style in ["Light", "Dark"] where rest.contains("<string>\(style)</string>") {
                out.append(ForcedAppearance(file: path, line: number, style: style.lowercased(), how: "UIUserInterfaceStyle \(style)"))
            }
        } else if line.contains("INFOPLIST_KEY_UIUserInterfaceStyle") {
            for style in ["Light", "Dark"] where line.contains("= \(style)") {
                out.append(ForcedAppearance(file: path, line: number, style: style.lowercased(), how: "INFOPLIST_KEY_UIUserInterfaceStyle = \(style)"))
            }
        }
        return out
    }

    /// The property lists, project files and `.xcconfig` files under the run's paths (symbolic
    /// links not followed, the folders every walk skips skipped, 16 levels at most), in the order
    /// of a walk that lists each folder's entries sorted and goes into each folder where it stands.
    /// The folders are listed a level at a time on every worker, with the type readdir gives (a
    /// walk of one folder at a time with an lstat an entry was 7 % of a `check` of issue 21's corpus).
    static func settingsFiles(_ options: RunOptions) -> [String] {
        var out: [String] = []
        let threads = options.threads > 0 ? options.threads : Parallel.defaultThreads
        for given in options.paths {
            let root = given.hasPrefix("/") ? given : (given == "." ? options.cwd : PathText.join(options.cwd, given))
            guard PathText.kind(of: root).isDirectory else { continue }
            var listings: [String: [SettingsEntry]] = [:]
            var level = [root]
            for _ in 0..<16 where !level.isEmpty {
                let listed = Parallel.map(level.count, threads: threads) { [level] in SettingsEntry.list(level[$0]) }
                var next: [String] = []
                for (folder, entries) in zip(level, listed) {
                    guard let entries else { continue }
                    listings[folder] = entries
                    next += entries.filter(\.isFolder).map { PathText.join(folder, $0.name) }
                }
                level = next
            }
            func visit(_ disk: String, _ shown: String) {
                for entry in listings[disk] ?? [] {
                    let s = shown.isEmpty ? entry.name : PathText.join(shown, entry.name)
                    if entry.isSettings { out.append(s) } else if entry.isFolder { visit(PathText.join(disk, entry.name), s) }
                }
            }
            visit(root, given == "." ? "" : given)
        }
        return out
    }

    /// The summary line's words: "forces the light appearance (overrideUserInterfaceStyle = .light at A.swift:3)".
    /// Light and dark both set: the app chooses its appearance itself (an in-app setting), not
    /// one for good; only screens: some screens, not the app.
    package static func summary(_ sites: [ForcedAppearance]) -> String? {
        if let oneApp = oneAppsForcing(sites) ?? targetsForcing(sites) { return oneApp }
        let system = sites.filter { $0.style == systemStyle }
        let sites = sites.filter { $0.style != systemStyle }
        guard !sites.isEmpty else { return nil }
        let styles = Set(sites.map(\.style))
        let shown = sites.prefix(3).map(\.description).joined(separator: "; ") + (sites.count > 3 ? "; and \(sites.count - 3) more" : "")
        if styles.count == 1, !system.isEmpty, sites.allSatisfy(\.isSettings) {
            let other = system[0].target.map { "target \($0)" } ?? system[0].file
            let which = sites.count == 1 ? "one target forces" : "\(sites.count) targets force"
            return "\(which) the \(styles.first!) appearance (\(shown)) but \(other) sets none: colors are read as shown in light, those only \(sites.count == 1 ? "that target" : "those targets") build\(sites.count == 1 ? "s" : "") as shown in \(styles.first!)"
        }
        if styles.count > 1 { return "the app sets the appearance itself (light and dark, an in-app choice): \(shown)" }
        let style = styles.first!
        if sites.contains(where: \.appWide) { return "the app forces the \(style) appearance: \(shown)" }
        return "some screens force the \(style) appearance: \(shown)"
    }
}

/// An entry of a folder the settings walk lists: a settings file's name, or a folder to go into.
struct SettingsEntry: Sendable {
    var name: String
    var isSettings: Bool
    var isFolder: Bool

    /// The entries of a folder that matter, sorted by name; nil when it cannot be listed.
    /// Symbolic links are left out; an entry of unknown type gets one lstat.
    static func list(_ folder: String) -> [SettingsEntry]? {
        guard let handle = opendir(folder) else { return nil }
        defer { closedir(handle) }
        var entries: [SettingsEntry] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                let length = strnlen(raw.baseAddress!.assumingMemoryBound(to: CChar.self), raw.count)
                return String(decoding: UnsafeRawBufferPointer(rebasing: raw[..<length]), as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            var type = Int32(entry.pointee.d_type)
            if type == Int32(DT_UNKNOWN) {
                var st = stat()
                guard lstat(PathText.join(folder, name), &st) == 0 else { continue }
                type = st.st_mode & S_IFMT == S_IFDIR ? Int32(DT_DIR) : st.st_mode & S_IFMT == S_IFLNK ? Int32(DT_LNK) : Int32(DT_REG)
            }
            guard type != Int32(DT_LNK) else { continue }
            let isSettings = isSettingsName(name)
            let isFolder = !isSettings && type == Int32(DT_DIR) && !FileWalker.skipsFolder(name) && !isSkippedFolder(name)
            if isSettings || isFolder { entries.append(SettingsEntry(name: name, isSettings: isSettings, isFolder: isFolder)) }
        }
        entries.sort { $0.name < $1.name }
        return entries
    }

    /// A settings file's name (a folder so named is not gone into either).
    static func isSettingsName(_ name: String) -> Bool {
        name.hasSuffix(".plist") || name == "project.pbxproj" || name.hasSuffix(".xcconfig") || TuistManifestAppearance.isManifestName(name)
            || XcodeGenAppearance.isSpecName(name)
    }

    /// A folder the settings walk skips besides those every walk skips.
    static func isSkippedFolder(_ name: String) -> Bool { name == "node_modules" }

    /// How deep the settings walk goes: the root's entries and those of 15 levels of folders below it.
    static let levels = 16

    /// `paths` in the order the settings walk lists them: each folder's entries sorted by name,
    /// a folder's files where the folder stands. All lie below one root, written from it alike.
    static func walkOrder(_ paths: [String]) -> [String] {
        paths.map { (components: $0.split(separator: "/", omittingEmptySubsequences: false).map(String.init), path: $0) }
            .sorted { $0.components.lexicographicallyPrecedes($1.components) }
            .map(\.path)
    }
}
