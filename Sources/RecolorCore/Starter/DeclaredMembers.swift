/// The static members the tree declares per type (`extension Color { static let
/// primaryBackground = Color(hex: "#101523") }` → `Color` → `primaryBackground` → #101523), with
/// the value when it is a color recolor can read. A token expression must not name one of these
/// with another value: the rewrite would compile and silently paint the other color.
///
/// (A small scan of its own, over PaletteIndex's member declarations and FileDetector's
/// findings; the tree's declarations for `generate` live in Declarations/, to be unified.)
public struct DeclaredMembers: Sendable {
    public struct Member: Sendable, Equatable {
        /// The color its declaration gives, nil when not a literal color.
        public var value: RGBA?
        public var file: String
    }

    /// Type (the last component of its name) → member → declaration.
    public private(set) var types: [String: [String: Member]] = [:]

    public init() {}

    public func member(_ name: String, of type: String) -> Member? {
        types[type]?[name]
    }

    /// Reads the declarations of `files`. Files without `static` or `class` are passed over unread.
    public mutating func read(_ files: [SourceFile], configuration: Configuration) {
        let settings = DetectionSettings(configuration: configuration)
        for file in files where file.bytes.containsSequence(Array("static".utf8)) || file.bytes.containsSequence(Array("class ".utf8)) {
            let (declarations, _) = PaletteIndex.memberDeclarations(in: file, palettes: [])
            guard !declarations.isEmpty else { continue }
            let findings = FileDetector(file: file, settings: settings).detectAll()
            for d in declarations {
                let from = file.code[d.nameIndex].end
                let to = d.end < file.code.count ? file.code[d.end].begin : file.bytes.count
                let value = findings.first { $0.range.lowerBound >= from && $0.range.lowerBound < to }?.color
                if types[d.scope]?[d.name] == nil {
                    types[d.scope, default: [:]][d.name] = Member(value: value, file: file.path)
                }
            }
        }
    }

    /// The declarations of every Swift file under the run's paths (the run's excludes apply).
    public static func scan(_ options: RunOptions) -> DeclaredMembers {
        var walker = FileWalker(excludes: options.excludes, cwd: options.cwd)
        walker.tableExcludes = TableExcludes(configuration: options.configuration, cwd: options.cwd)
        let walked = walker.collect(options.paths, threads: options.threads)
        let files: [SourceFile?] = Parallel.map(walked.files.count, threads: Engine.threads(options)) { k in
            let path = walked.files[k]
            let disk = path.hasPrefix("/") ? path : PathText.join(options.cwd, path)
            guard case .success(let bytes) = Engine.read(disk, shownAs: path),
                  bytes.containsSequence(Array("static".utf8)) || bytes.containsSequence(Array("class ".utf8)) else { return nil }
            return SourceFile(path: path, bytes: bytes, diskPath: disk)
        }
        var members = DeclaredMembers()
        members.read(files.compactMap { $0 }, configuration: options.configuration)
        return members
    }
}
