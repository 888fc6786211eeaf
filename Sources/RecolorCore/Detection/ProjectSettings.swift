extension DetectionSettings {
    /// Settings for a run over `files`: the color types with every typealias declared among
    /// them, and the palettes read from their declaring files and the `paletteFiles`.
    public static func build(configuration: Configuration, files: [SourceFile],
                             isPaletteFile: (SourceFile) -> Bool = { _ in false }) -> DetectionSettings {
        var aliases: [String: [String]] = [:]
        for file in files where file.bytes.containsSequence(Array("typealias".utf8)) {
            aliases.merge(ColorDetection.typealiases(in: file)) { $0 + $1 }
        }
        var settings = DetectionSettings(configuration: configuration,
                                          types: ColorTypeTable(configured: configuration.colorTypes, aliases: aliases))
        var palette = PaletteIndex()
        let needles = configuration.palettes.map { Array($0.utf8) }
        for file in files {
            let paletteFile = isPaletteFile(file)
            guard paletteFile || needles.contains(where: { file.bytes.containsSequence($0) }) else { continue }
            palette.read(file, settings: settings, isPaletteFile: paletteFile)
        }
        settings.palette = palette
        return settings
    }
}

/// libc's memmem (glibc hides it behind _GNU_SOURCE, so the Glibc module does not export it).
@_silgen_name("memmem")
func libcMemmem(_ haystack: UnsafeRawPointer, _ haystackLength: Int, _ needle: UnsafeRawPointer, _ needleLength: Int) -> UnsafeMutableRawPointer?

extension Array where Element == UInt8 {
    /// Whether `needle` occurs in the bytes (libc's memmem: several GB/s on long files).
    func containsSequence(_ needle: [UInt8]) -> Bool {
        containsSequence(needle, in: 0..<count)
    }

    /// Whether `needle` occurs within `range` of the bytes.
    func containsSequence(_ needle: [UInt8], in range: Range<Int>) -> Bool {
        guard !needle.isEmpty else { return true }
        return withUnsafeBytes { hay in
            needle.withUnsafeBytes { n in
                guard let h = hay.baseAddress, range.count >= n.count else { return false }
                return libcMemmem(h + range.lowerBound, range.count, n.baseAddress!, n.count) != nil
            }
        }
    }
}
