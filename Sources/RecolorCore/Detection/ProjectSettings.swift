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

extension Array where Element == UInt8 {
    /// Whether `needle` occurs in the bytes (a first-byte scan, then a compare).
    func containsSequence(_ needle: [UInt8]) -> Bool {
        guard let first = needle.first, needle.count <= count else { return needle.isEmpty }
        return withUnsafeBufferPointer { hay in
            needle.withUnsafeBufferPointer { n in
                var k = 0
                let last = hay.count - n.count
                while k <= last {
                    if hay[k] == first && memcmpBytes(hay.baseAddress! + k, n.baseAddress!, n.count) { return true }
                    k += 1
                }
                return false
            }
        }
    }
}
