/// The colors of an Interface Builder document whose view a controller forces dark in code
/// (`view.overrideUserInterfaceStyle = .dark` in `viewDidLoad`): the document's views show in Dark
/// alone, as the controller's own code colors do, so their values are that appearance's as written.
/// iSubMusicStreamer's equalizer (session 35's held-out check, V2): the white box behind the fixed
/// `darkTextColor` "Preset Name" label in the controller's xib became `systemBackgroundColor`, black
/// on that always-dark screen: black text on black in every appearance.
extension KeptColors {
    /// The app's view controllers and views that force Dark on themselves (not on a window: that is
    /// the app's), by class name, with the code that does it. `sites`: the run's forced appearances
    /// (the whole tree's, files without a color included); the files are read from `swift` or disk.
    static func classesForcingDark(_ sites: [ForcedAppearance], swift: [(path: String, bytes: [UInt8])], cwd: String) -> [String: String] {
        var out: [String: String] = [:]
        let dark = sites.filter { $0.style == "dark" && !$0.appWide && $0.file.hasSuffix(".swift") }
        for (path, inFile) in Dictionary(grouping: dark, by: \.file) {
            let bytes: [UInt8]
            if let known = swift.first(where: { $0.path == path }) {
                bytes = known.bytes
            } else if case .success(let read) = TextFile.read(path.hasPrefix("/") ? path : PathText.join(cwd, path), shownAs: path) {
                bytes = read
            } else { continue }
            let file = SwiftSource(path: path, bytes: bytes)
            let tree = SyntaxTreeMemo(file: file).tree
            for k in 0..<file.code.count where file.codeIs(k, "overrideUserInterfaceStyle") {
                guard let site = inFile.first(where: { $0.line == file.line(of: file.code[k].begin) }),
                      let type = tree.enclosingType(at: k)?.name?.split(separator: ".").last else { continue }
                if out[String(type)] == nil { out[String(type)] = "\(type) sets \(site.how) (\(site.file):\(site.line))" }
            }
        }
        return out
    }

    /// Every document color with no intent of its own whose view is a forced-dark class's: the
    /// xib's File's Owner, or the view's own class or its scene's controller (`finding.place`).
    static func inForcedDarkControllerDocuments(_ reports: [Report], sites: inout [FixedIntentSite?], swift: [(path: String, bytes: [UInt8])],
                                                documents: [(path: String, bytes: [UInt8])], forced: () -> [ForcedAppearance], cwd: String) {
        guard reports.indices.contains(where: { sites[$0] == nil && reports[$0].finding.kind == .ibColor }) else { return }
        let forcing = classesForcingDark(forced(), swift: swift, cwd: cwd)
        guard !forcing.isEmpty else { return }
        var owners: [String: String?] = [:]
        func owner(_ path: String) -> String? {
            if let known = owners[path] { return known }
            let found = documents.first { $0.path == path }.flatMap { filesOwner($0.bytes) }
            owners[path] = .some(found)
            return found
        }
        for n in reports.indices where sites[n] == nil && reports[n].finding.kind == .ibColor && reports[n].finding.choice == nil {
            let r = reports[n]
            guard let how = r.finding.place.flatMap({ forcing[$0] }) ?? (r.file.hasSuffix(".xib") ? owner(r.file).flatMap { forcing[$0] } : nil) else { continue }
            sites[n] = FixedIntentSite(intent: .forcedDark, evidence: "in a forced-dark screen: \(how)")
        }
    }

    /// The class of a xib's File's Owner (`<placeholder placeholderIdentifier="IBFilesOwner" … customClass="X">`).
    static func filesOwner(_ bytes: [UInt8]) -> String? {
        var scanner = XMLTagScanner(bytes)
        while let tag = scanner.next(wantsAttributes: { _ in true }) {
            if !tag.isEnd, tag.name == "placeholder", tag.attribute("placeholderIdentifier") == "IBFilesOwner" { return tag.attribute("customClass") }
        }
        return nil
    }
}
