/// The tree's storyboards and xibs that hold every one of some words, read when first asked for:
/// where `InterfaceBuilderOverPictures` and `InterfaceBuilderForcedDark` look up where the app's
/// view classes are placed (one walk and reading for both: session 28 wrote it twice).
enum TreeInterfaceBuilderDocuments {
    static func loader(run: RunOptions, holding words: [String]) -> () -> [(path: String, bytes: [UInt8])] {
        {
            var walker = FileWalker(excludes: run.excludes, cwd: run.cwd)
            walker.tableExcludes = TableExcludes(configuration: run.configuration, cwd: run.cwd)
            let needles = words.map { ByteFinder($0) }
            return walker.collect(run.paths, threads: run.threads).files.compactMap { path in
                guard SourceKind.claiming(path) == .interfaceBuilder else { return nil }
                let disk = path.hasPrefix("/") ? path : PathText.join(run.cwd, path)
                guard case .success(let bytes) = TextFile.read(disk, shownAs: path), needles.allSatisfy({ $0.occurs(in: bytes) }) else { return nil }
                return (path, bytes)
            }
        }
    }
}
