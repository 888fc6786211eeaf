/// `Package(…)`'s arguments in the order SwiftPM's initializer declares them: a manifest that
/// gives them in another order does not compile, and SwiftPM rejects it. recolor reads the
/// manifest as tokens and read ruuvi's `RuuviFirmware/Package.swift` (`dependencies:` before
/// `products:`) without a word (session 16's audit, F17): it says so now, naming the file and line.
enum ManifestArgumentOrder {
    /// The labels of `Package.init` in declaration order.
    static let order = ["name", "defaultLocalization", "platforms", "pkgConfig", "providers", "products", "dependencies",
                        "targets", "swiftLanguageModes", "swiftLanguageVersions", "cLanguageStandard", "cxxLanguageStandard"]

    /// A warning for the first argument of the manifest's `Package(` call that comes after one
    /// SwiftPM declares later, or nil.
    static func warning(_ file: SwiftSource) -> ProjectWarning? {
        for k in 0..<file.code.count where file.codeIs(k, "Package") && file.isChar(k + 1, "(") && !file.isChar(k - 1, ".") {
            guard let close = file.matchingClose(k + 1) else { return nil }
            var labels: [(name: String, at: Int)] = []
            var j = k + 2
            var first = true
            while j < close {
                if first, file.isWord(j), file.isChar(j + 1, ":") { labels.append((file.text(code: j), j)) }
                first = false
                if file.isChar(j, "(") || file.isChar(j, "[") || file.isChar(j, "{"), let c = file.matchingClose(j) { j = c + 1; continue }
                if file.isChar(j, ",") { first = true }
                j += 1
            }
            var latest: (name: String, rank: Int)?
            for label in labels {
                guard let rank = order.firstIndex(of: label.name) else { continue }
                if let before = latest, rank < before.rank {
                    return ProjectWarning(file: file.path, line: file.line(of: file.code[label.at].begin),
                                          message: "Package(…) gives `\(label.name):` after `\(before.name):`, an order SwiftPM rejects: the manifest does not build")
                }
                if latest == nil || rank > latest!.rank { latest = (label.name, rank) }
            }
            return nil
        }
        return nil
    }
}
