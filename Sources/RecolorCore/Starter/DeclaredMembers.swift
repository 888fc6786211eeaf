#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
        /// Every color its declaration holds (a dynamic provider's light and dark ones).
        public var colors: [RGBA] = []
        /// A stored `static var`: the code may assign it, so it is no fixed color.
        public var mutable = false
        /// The color set the declaration is (`= Color("Panel Background")`, `= UIColor(named: "X")!`).
        public var colorSet: String? = nil
        /// Apple's values of the adaptive color the member returns behind `#available` (stepik's
        /// `stepikSecondaryBackground`: `.secondarySystemBackground`, else `UIColor(hex6: 0xF2F2F7)`):
        /// what it is wherever Dark Mode exists; `value` is the older OS's literal (verify30, V1).
        public var apple: AppearanceValues? = nil
    }

    /// Type (the last component of its name) → member → declaration.
    public private(set) var types: [String: [String: Member]] = [:]
    /// Type → the types whose members its aliases name (`Brand` → `Colors` for `static let link =
    /// Colors.primary`): a palette used only through another's aliases is used.
    package private(set) var aliasTargets: [String: Set<String>] = [:]

    public init() {}

    public func member(_ name: String, of type: String) -> Member? {
        types[type]?[name]
    }

    /// The color set a declaration's value is, called by name alone: `= Color("X")`,
    /// `= UIColor(named: "X")!`, `= NSColor(named: "X")`, through a helper of the file that takes
    /// the name (`= color("X")`, `ColorSetLookups`), or through the code R.swift and SwiftGen
    /// generate (`= R.color.mixin_green()!`, `= Asset.Colors.textSecondary.color`: Mixin's
    /// `UIColor.background` is its set `background`); nil for anything else.
    static func colorSet(in file: SwiftSource, after name: Int, end: Int, helpers: Set<String> = []) -> String? {
        guard let k = ColorSetLookups.initializer(after: name, end: end, in: file) else { return nil }
        if let set = GeneratedColorResource.setName(at: k, in: file) { return set }
        return ColorSetLookups.setName(at: k, in: file, helpers: helpers)
    }

    /// Apple's values of the adaptive color a member returns behind `#available`, unmodified; nil
    /// for any other member (a shim with no check, `.label.withAlphaComponent(0.5)`).
    static func appleValues(of d: PaletteIndex.MemberDeclaration, in file: SwiftSource) -> AppearanceValues? {
        guard let apple = d.appleAdaptiveColor(in: file), apple.checked, !apple.modified else { return nil }
        let appKit = SystemColorArm.importsAppKit(file)
        for type in [apple.owner, d.declaredTypeName(in: file), d.scope, appKit ? "NSColor" : "UIColor"].compactMap({ $0 }) {
            if case let .value(values)? = SystemColorArm.lookup(type: type, name: apple.name, appKitFile: appKit) { return values }
        }
        return nil
    }

    /// Reads the declarations of `files`. Files without `static` or `class` are passed over unread.
    public mutating func read(_ files: [SwiftSource], configuration: Configuration) {
        read(files, configuration: configuration, ownTypes: [])
    }

    /// `ownTypes`: the tree's own types named as a base type (`struct Color`) declared in files not
    /// among `files` (`ownColorTypes`).
    package mutating func read(_ files: [SwiftSource], configuration: Configuration, ownTypes: [ColorSubclass]) {
        var settings = DetectionSettings(configuration: configuration)
        // The tree's own `struct Color` (Euclid's in ShapeScript, with SwiftUI's labels: `static let red =
        // Color(red: 1, green: 0, blue: 0)`) declares no colors: read as SwiftUI's, its 19 members made a palette.
        for own in ownTypes + files.flatMap(DetectionSettings.colorSubclasses) where own.isOwnType && settings.colorSubclasses[own.name] == nil {
            settings.colorSubclasses[own.name] = own
        }
        var aliases: [(type: String, name: String, path: [String], alias: MemberAlias)] = []
        let read = files.filter { $0.bytes.containsSequence(Array("static".utf8)) || $0.bytes.containsSequence(Array("class ".utf8)) }
        // The color wrappers these files declare (SwiftGen's `struct ColorName` beside its
        // `static let darkBlue = ColorName(rgbaValue: 0x001428ff)`): a member holding one holds a color.
        if read.contains(where: { $0.bytes.containsSequence(Array("init".utf8)) || $0.bytes.containsSequence(Array("struct".utf8)) }) {
            var index = DeclarationIndex()
            for file in read { index.add(file) }
            settings.declarations = index
            // Only for the wrappers: the rest of the index would move other members' contexts.
            if settings.wrappers.isEmpty { settings.declarations = DeclarationIndex() }
        }
        for file in read {
            let (declarations, _) = PaletteIndex.memberDeclarations(in: file, palettes: [])
            guard !declarations.isEmpty else { continue }
            let findings = FileDetector(file: file, settings: settings).detectAll()
            let helpers = ColorSetLookups.helpers(in: file)
            for d in declarations {
                let from = file.code[d.nameIndex].end
                let to = d.end < file.code.count ? file.code[d.end].begin : file.bytes.count
                // A theme's instance holds colors as fields: no color of its own (`holdsItsOwnType`).
                let ownInstance = d.holdsItsOwnType(in: file) && settings.types.types[d.scope] == nil && settings.wrappers[d.scope] == nil
                    // A declared type naming no color (`[NSAttributedString.Key: Any]`, `CGFloat`) holds none
                    // of its own: a text style's black is one of its values (review 29, A1).
                    || d.namesNoColorType(in: file, settings: settings)
                    // Another type's value built with a color among its fields (a shadow style): no color of its own.
                    || d.buildsNoColorType(in: file, settings: settings)
                var colors = ownInstance ? [] : findings.filter { $0.range.lowerBound >= from && $0.range.lowerBound < to }.compactMap(\.color)
                if types[d.scope]?[d.name] == nil {
                    let set = DeclaredMembers.colorSet(in: file, after: d.nameIndex, end: d.end, helpers: helpers)
                    // A set's lookup with a fallback (`?? .gray`, `guard let … else { return .gray }`)
                    // is the set: the fallback is not its value (`GuardedSetLookup`).
                    if set != nil { colors = [] }
                    types[d.scope, default: [:]][d.name] = Member(value: colors.first, file: file.path, colors: colors,
                                                                  mutable: d.isStoredVariable(in: file), colorSet: set,
                                                                  apple: set == nil ? DeclaredMembers.appleValues(of: d, in: file) : nil)
                    if colors.isEmpty, set == nil, let alias = MemberAlias.read(ofDeclarationAt: d.nameIndex, end: d.end, in: file) {
                        aliases.append((d.scope, d.name, d.path, alias))
                    }
                }
            }
        }
        resolve(aliases)
    }

    /// `static let background = deepSeaBlue`, `= UIColor.dangerColor`, `= Colors.primary` (`MemberAlias`):
    /// the same color, or set, as the member it names, in any file read; an alias of an alias follows
    /// it, a cycle stays without one. Valueless, mullvad's 20 aliases counted against their types'
    /// share of fixed colors, and a namespace of aliases alone was no palette.
    private mutating func resolve(_ aliases: [(type: String, name: String, path: [String], alias: MemberAlias)]) {
        var open = aliases
        while !open.isEmpty {
            var left: [(type: String, name: String, path: [String], alias: MemberAlias)] = []
            for a in open {
                let known = types
                let hit = a.alias.candidates(path: a.path).first { c in known[c.type]?[c.member].map { $0.value != nil || $0.colorSet != nil } ?? false }
                guard let hit, let found = types[hit.type]?[hit.member], types[a.type]?[a.name] != nil else { left.append(a); continue }
                aliasTargets[a.type, default: []].insert(hit.type)
                // At another alpha (`primary.withAlphaComponent(0.5)`): the value at that alpha, no set's.
                guard !a.alias.hasAlpha else {
                    types[a.type]![a.name]!.value = found.value.map(a.alias.color)
                    types[a.type]![a.name]!.colors = found.colors.map(a.alias.color)
                    continue
                }
                types[a.type]![a.name]!.value = found.value
                types[a.type]![a.name]!.colors = found.colors
                types[a.type]![a.name]!.colorSet = found.colorSet
            }
            if left.count == open.count { break }
            open = left
        }
    }

    /// The declarations of every Swift file under the run's paths (the run's excludes apply);
    /// with `naming`, only of the files whose text holds one of those names.
    /// `mentioning`: only of the files whose bytes hold one of those words.
    /// `ownTypes`: also read every other file for the tree's own `struct Color` (`ownColorTypes`),
    /// whose extensions' members are then no colors; off where only the members' names matter.
    public static func scan(_ options: RunOptions, naming names: Set<String>? = nil, mentioning words: [String]? = nil,
                            ownTypes: Bool = true) -> DeclaredMembers {
        let needles = words?.map { Array($0.utf8) }

        var walker = FileWalker(excludes: options.excludes, cwd: options.cwd)
        walker.tableExcludes = TableExcludes(configuration: options.configuration, cwd: options.cwd)
        let walked = walker.collect(options.paths, threads: options.threads)
        let read: [(SwiftSource?, [ColorSubclass])] = Parallel.map(walked.files.count, threads: Engine.threads(options)) { k in
            let path = walked.files[k]
            let disk = path.hasPrefix("/") ? path : PathText.join(options.cwd, path)
            // A generated file (generate's own) declares the tokens themselves: not the tree's.
            guard case .success(let bytes) = TextFile.read(disk, shownAs: path), !GeneratedFile.isGenerated(bytes) || GeneratedFile.isSwiftGenColorPalette(bytes) else { return (nil, []) }
            guard names.map({ mayDeclare(bytes, oneOf: $0) })
                    ?? (bytes.containsSequence(Array("static".utf8)) || bytes.containsSequence(Array("class ".utf8))),
                  needles.map({ $0.contains { bytes.containsSequence($0) } }) ?? true else {
                return (nil, ownTypes ? ownColorTypes(SwiftSource(path: path, bytes: bytes, diskPath: disk)) : [])
            }
            return (SwiftSource(path: path, bytes: bytes, diskPath: disk), [])
        }
        var members = DeclaredMembers()
        members.read(read.compactMap(\.0), configuration: options.configuration, ownTypes: read.flatMap(\.1))
        return members
    }

    /// The tree's own types named as a base type that `file` declares at its top level (`public
    /// struct Color: Hashable { var r, g, b, a: Double }`), read in a file `read` passes over: the
    /// file that declares Euclid's `Color` may hold only instance members, and its presets live in
    /// another file (`extension Color { static let gray = Color(white: 0.5) }`), which alone, read as
    /// SwiftUI's, was proposed as a palette file, and SwiftUI's own `Color.gray` in a viewer target was
    /// then kept "computed" as that palette's member (session 25's ShapeScript leftover).
    static func ownColorTypes(_ file: SwiftSource) -> [ColorSubclass] {
        guard file.bytes.containsSequence(Array("Color".utf8)) else { return [] }
        return DetectionSettings.colorSubclasses(file).filter(\.isOwnType)
    }

    /// Whether `bytes` hold `static let NAME`, `static var NAME` or `class var NAME` for one of
    /// `names` (spaces between the words; found with memchr, so that a tree of thousands of
    /// files is screened at the speed of reading it).
    static func mayDeclare(_ bytes: [UInt8], oneOf names: Set<String>) -> Bool {
        bytes.withUnsafeBufferPointer { b -> Bool in
            guard let base = b.baseAddress else { return false }
            for keyword in ["static ", "class "] {
                let needle = Array(keyword.utf8)
                var from = 0
                while from < b.count, let hit = memchr(base + from, Int32(needle[0]), b.count - from) {
                    let at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                    from = at + 1
                    guard at + needle.count <= b.count, memcmp(base + at, needle, needle.count) == 0 else { continue }
                    var k = at + needle.count
                    func skipSpaces() { while k < b.count, b[k] == 32 || b[k] == 9 { k += 1 } }
                    skipSpaces()
                    guard k + 3 < b.count, (b[k] == UInt8(ascii: "l") && b[k + 1] == UInt8(ascii: "e") && b[k + 2] == UInt8(ascii: "t"))
                        || (b[k] == UInt8(ascii: "v") && b[k + 1] == UInt8(ascii: "a") && b[k + 2] == UInt8(ascii: "r")) else { continue }
                    k += 3
                    skipSpaces()
                    let start = k
                    while k < b.count, CharacterClasses.isWordByte(b[k]) { k += 1 }
                    if k > start, names.contains(String(decoding: b[start..<k], as: UTF8.self)) { return true }
                }
            }
            return false
        }
    }
}
