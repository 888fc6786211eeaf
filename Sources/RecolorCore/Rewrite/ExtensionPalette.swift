/// The palettes `paletteFiles` declare as members of color types (`extension UIColor { static
/// let grey90 = … }`), used as `UIColor.grey90` or `.grey90`: their members, and the uses of
/// each outside the file that declares it (in other palette files too: a `fileprivate` member
/// would not compile there either). Uses outside the palette files are the run's findings.
struct ExtensionPalette {
    struct Member: Hashable {
        /// The base color type (`UIColor`) and the member's name.
        var type: String
        var name: String
        var file: String
    }

    var members: [Member] = []
    var uses: [Report] = []
    var problems: [FileProblem] = []
    let settings: DetectionSettings

    /// The extension members' declarations in `file`.
    func declarations(in file: SwiftSource) -> [PaletteIndex.MemberDeclaration] {
        let names = Set(members.filter { $0.file == file.path }.map { "\($0.type).\($0.name)" })
        return PaletteIndex.memberDeclarations(in: file, palettes: []).0.filter { d in
            guard let base = settings.types.base(d.scope) else { return false }
            return names.contains("\(base.rawValue).\(d.name)")
        }
    }

    static func read(_ options: RunOptions) -> ExtensionPalette {
        let configuration = options.configuration
        guard !configuration.paletteFiles.isEmpty else { return ExtensionPalette(settings: DetectionSettings(configuration: configuration)) }
        let base = PaletteFileMatcher(options: options).base
        let files = Engine.unreadPaletteFiles(alreadyRead: [], options: options, base: base)
        let settings = DetectionSettings.build(configuration: configuration, files: files, isPaletteFile: { _ in true })
        var palette = ExtensionPalette(settings: settings)
        var declaredIn: [String: String] = [:]
        for file in files {
            for d in PaletteIndex.memberDeclarations(in: file, palettes: []).0 {
                // A Bool, a string or a number beside the colors (Sileo's `static var
                // isDarkModeEnabled: Bool`) is no palette member: lock refused over its uses,
                // "where recolor reads no color to migrate" (session 18's audit, F23).
                guard let type = settings.types.base(d.scope), !d.holdsNonColor(in: file) else { continue }
                let member = Member(type: type.rawValue, name: d.name, file: file.path)
                palette.members.append(member)
                declaredIn["\(member.type).\(member.name)"] = file.path
            }
        }
        // Uses inside other palette files: detection there, which a run never reports.
        let resolver = Resolver(configuration: configuration)
        for file in files {
            for f in FileDetector(file: file, settings: settings).detectAll() where f.kind == .paletteReference {
                guard let symbol = f.symbol, let home = declaredIn[symbol], home != file.path else { continue }
                palette.uses.append(Report(file: file.path, finding: f, resolution: resolver.resolve(f), text: file.text(f.range),
                                           region: SourceRegion(f.range, in: file), replacementRegion: nil))
            }
        }
        return palette
    }
}
