extension DetectionSettings {
    /// Settings for a run over `files`: the color types with every typealias declared among
    /// them, and the palettes read from their declaring files and the `paletteFiles`.
    /// `screenDeclarations: false` reads the declarations of every file, not only of those the
    /// byte check keeps: the fuzzer's reference, which the check must never fall short of.
    /// `declarations`: already read (the engine reads them in parallel); nil: read from `files`.
    /// `typealiases`: each file's typealiases (`ColorDetection.typealiases`) already read, in the
    /// order they are merged (the engine reads them on its workers and drops the tokens of the
    /// files it tokenized for them alone); nil: read from `files`.
    package static func build(configuration: Configuration, files: [SwiftSource], declarations known: DeclarationIndex? = nil,
                             typealiases knownTypealiases: [[String: [String]]]? = nil,
                             colorSubclasses knownSubclasses: [ColorSubclass]? = nil,
                             isPaletteFile: (SwiftSource) -> Bool = { _ in false },
                             screenDeclarations: Bool = true, colorFunctions knownFunctions: ColorFunctions? = nil) -> DetectionSettings {
        var aliases: [String: [String]] = [:]
        for declared in knownTypealiases ?? files.map(Self.typealiases) {
            aliases.merge(declared) { $0 + $1 }
        }
        // A subclass of a platform color names it as a typealias would (`class Paint: UIColor`);
        // one named as a base type (`class Color: UIColor`) shadows it file by file instead.
        let subclasses = knownSubclasses ?? files.flatMap(Self.colorSubclasses)
        for subclass in subclasses where BaseColorType(rawValue: subclass.name) == nil {
            aliases[subclass.name, default: []].append(subclass.superclass)
        }
        var settings = DetectionSettings(configuration: configuration,
                                          types: ColorTypeTable(configured: configuration.colorTypes, aliases: aliases))
        // A subclass of a platform color before the tree's own type of the same name.
        for subclass in subclasses.filter({ !$0.isOwnType }) + subclasses.filter(\.isOwnType) where settings.colorSubclasses[subclass.name] == nil {
            settings.colorSubclasses[subclass.name] = subclass
        }
        // `typealias Color = NSColor` / `= UIColor` (fsnotes) shadows SwiftUI's `Color` as such a class does.
        for alias in ShadowingColorAlias.subclasses(aliases, types: settings.types)
        where settings.colorSubclasses[alias.name] == nil || settings.colorSubclasses[alias.name]?.isOwnType == true {
            settings.colorSubclasses[alias.name] = alias
        }
        if let known {
            settings.declarations = known
            // The engine's screening read them: a palette's values need them (Nightlight's members
            // built by the app's `init(red: Int, …, alpha: Int)` taking the alpha in percent).
            if let knownFunctions { settings.colorFunctions = knownFunctions }
        } else {
            var declarations = DeclarationIndex()
            for file in files where !screenDeclarations || DeclarationIndex.mayDeclareColorContexts(file.bytes) { declarations.add(file) }
            for file in files { if let found = ValueComparisons.read(file.bytes, path: file.path) { declarations.comparisons.add(found) } }
            for file in files { if let found = GenericPassThroughs.read(file.bytes) { declarations.passThroughs.add(found) } }
            settings.declarations = declarations
            // The engine reads these in its screening; here, from the files given.
            var conversions = StringColorConversions()
            var functions = ColorFunctions()
            var helpers = AppearanceHelpers()
            var refreshes = InheritedRefreshes()
            for file in files {
                if InheritedRefreshes.mayDeclare(file.bytes), let found = InheritedRefreshes.read(file, tree: SyntaxTree(file)) { refreshes.add(found) }
                if let constants = HexStringConstants.read(file.bytes) { settings.hexStringConstants.add(constants) }
                if let found = StringColorConversions.read(file.bytes, path: file.path) { conversions.add(found) }
                if let found = StringColorConversions.imported(file.bytes, mentionsColor: true) { conversions.add(found) }
                if let found = ColorFunctions.read(file.bytes, path: file.path) { functions.add(found) }
                if let found = AppearanceHelpers.read(file.bytes, path: file.path) { helpers.add(found) }
            }
            settings.stringColorConversions = conversions
            settings.colorFunctions = functions
            settings.appearanceHelpers = helpers
            settings.inheritedRefreshes = refreshes
        }
        // After the declarations: they name the tree's color wrappers, whose extensions in a
        // palette file are palettes too (`PaletteIndex.read`).
        let needles = configuration.palettes.map { Array($0.utf8) }
        func readPalettes() -> PaletteIndex {
            var palette = PaletteIndex()
            for file in files {
                let paletteFile = isPaletteFile(file)
                guard paletteFile || needles.contains(where: { file.bytes.containsSequence($0) }) else { continue }
                palette.read(file, settings: settings, isPaletteFile: paletteFile)
            }
            palette.resolveAliases()
            return palette
        }
        settings.palette = readPalettes()
        // A wrapper's member wraps the platform's (`static var pinky: EKColor { EKColor(.pinky) }`):
        // its value is that member's, known once the platform's are: read a second time.
        if settings.palette.typeMembers.keys.contains(where: { settings.wrappers[$0] != nil }) {
            settings.palette = readPalettes()
        }
        return settings
    }

    /// The subclasses of platform colors `file` declares (none read when its bytes cannot).
    static func colorSubclasses(_ file: SwiftSource) -> [ColorSubclass] {
        let olor = ColorWordOffsets(file.bytes).olor
        return ColorSubclass.mayDeclare(file.bytes, olor: olor) || ColorSubclass.mayDeclareOwnType(file.bytes, olor: olor) ? ColorSubclass.read(file) : []
    }

    /// The typealiases `file` declares (none read when it never says `typealias`).
    static func typealiases(_ file: SwiftSource) -> [String: [String]] {
        file.bytes.containsSequence(Array("typealias".utf8)) ? ColorDetection.typealiases(in: file) : [:]
    }
}

extension Array where Element == UInt8 {
    /// Whether `needle` occurs in the bytes.
    func containsSequence(_ needle: [UInt8]) -> Bool {
        containsSequence(needle, in: 0..<count)
    }

    /// Whether `needle` occurs within `range` of the bytes (SIMD, see ByteFinder).
    func containsSequence(_ needle: [UInt8], in range: Range<Int>) -> Bool {
        guard needle.count > 1 else { return needle.isEmpty || self[range].contains(needle[0]) }
        let finder = ByteFinder(bytes: needle)
        return withUnsafeBufferPointer { b in
            guard let base = b.baseAddress else { return false }
            return finder.first(in: base, from: range.lowerBound, to: range.upperBound) != nil
        }
    }
}
