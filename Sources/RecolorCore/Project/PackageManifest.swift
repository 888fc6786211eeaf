/// A Swift package's `Package.swift`, read as tokens, not run: its `platforms:` (`.iOS(.v13)`,
/// `.iOS("12.0")`, `.macOS(.v10_15)`, …) and its targets' folders. The platforms a manifest lists
/// are read as the platforms the package ships on: SwiftPM would build an unlisted one at its
/// oldest default, but an app's package that names only iOS is not built for watchOS. A manifest
/// without `platforms:` gives no facts (its code may be built anywhere: the newest SDK is assumed).
package enum PackageManifest {
    package static func targets(manifest path: String, shownAs shown: (String) -> String,
                                read: (String) -> [UInt8]?, warnings: inout [ProjectWarning]) -> [BuildTarget] {
        guard let bytes = read(path) else {
            warnings.append(ProjectWarning(file: shown(path), line: nil, message: "cannot read the package manifest"))
            return []
        }
        let file = SwiftSource(path: shown(path), bytes: bytes)
        if let disorder = ManifestArgumentOrder.warning(file) { warnings.append(disorder) }
        let platforms = readPlatforms(file, warnings: &warnings)
        guard !platforms.isEmpty else { return [] }
        let folder = PathText.directory(of: path)
        var targets: [BuildTarget] = []
        for k in 0..<file.code.count where file.isChar(k, ".") && file.isChar(k + 2, "(") {
            let word = file.isWord(k + 1) ? file.text(code: k + 1) : ""
            guard ["target", "executableTarget", "testTarget"].contains(word), let close = file.matchingClose(k + 2) else { continue }
            guard let name = labeledString("name", in: file, from: k + 3, to: close) else { continue }
            let defaultFolder = (word == "testTarget" ? "Tests/" : "Sources/") + name
            let relative = labeledString("path", in: file, from: k + 3, to: close) ?? defaultFolder
            targets.append(BuildTarget(name: name, kind: word == "testTarget" ? "package-tests" : "package", declaredIn: shown(path),
                                       platforms: platforms, members: [PathText.standardized(PathText.join(folder, relative))]))
        }
        return targets
    }

    /// The string after `label:` at the top level of the argument list between `from` and `to`.
    static func labeledString(_ label: String, in file: SwiftSource, from: Int, to: Int) -> String? {
        var k = from
        while k < to {
            if file.codeIs(k, label), file.isChar(k + 1, ":"), let s = stringLiteral(in: file, at: k + 2) { return s }
            if let close = file.matchingClose(k), close > k, close < to { k = close + 1 } else { k += 1 }
        }
        return nil
    }

    /// The text of a plain string literal starting at code token `k`.
    static func stringLiteral(in file: SwiftSource, at k: Int) -> String? {
        guard file.kind(k) == .stringQuote else { return nil }
        if file.kind(k + 1) == .stringQuote { return "" }
        guard file.kind(k + 1) == .stringSegment, file.kind(k + 2) == .stringQuote else { return nil }
        return file.text(code: k + 1)
    }

    /// `platforms: [.iOS(.v13), .macOS("10.15")]`; an entry it cannot read is a warning with its line.
    static func readPlatforms(_ file: SwiftSource, warnings: inout [ProjectWarning]) -> [ApplePlatform: PlatformVersion] {
        var out: [ApplePlatform: PlatformVersion] = [:]
        let groups = EnclosingGroups(file: file)
        for k in 0..<file.code.count where file.codeIs(k, "platforms") && file.isChar(k + 1, ":") {
            // The package's own list, not a dependency's condition (`condition: .when(platforms: [.iOS, .macOS])`:
            // WXYC printed 16 "cannot read the platform '.iOS'" warnings on every command; session 31's held-out check, V8).
            if let open = groups.opener(of: k), file.isChar(open, "("), open > 0, file.codeIs(open - 1, "when") { continue }
            guard file.isChar(k + 2, "["), let close = file.matchingClose(k + 2) else {
                warnings.append(ProjectWarning(file: file.path, line: file.line(of: file.code[k].begin),
                                               message: "platforms: is not a literal list recolor can read; the package's platforms are not known"))
                continue
            }
            var e = k + 3
            while e < close {
                let entryStart = e
                // One entry: up to the next comma at this level.
                var end = e
                while end < close && !file.isChar(end, ",") {
                    if let c = file.matchingClose(end), c > end, c < close { end = c + 1 } else { end += 1 }
                }
                if let (platform, version) = entry(file, from: entryStart, to: end) {
                    out[platform] = min(out[platform] ?? version, version)
                } else if end > entryStart {
                    warnings.append(ProjectWarning(file: file.path, line: file.line(of: file.code[entryStart].begin),
                                                   message: "cannot read the platform '\(file.text(file.code[entryStart].begin..<file.code[end - 1].end))'; skipped"))
                }
                e = end + 1
            }
        }
        return out
    }

    /// `.iOS(.v13)`, `.iOS("12.0")`, `.macOS(.v10_15)`, `.iOS(.v13), ` → (iOS, 13.0).
    static func entry(_ file: SwiftSource, from: Int, to: Int) -> (ApplePlatform, PlatformVersion)? {
        guard to - from >= 5, file.isChar(from, "."), file.isWord(from + 1), let platform = ApplePlatform.named(file.text(code: from + 1)),
              file.isChar(from + 2, "("), let close = file.matchingClose(from + 2), close == to - 1 else { return nil }
        if file.isChar(from + 3, "."), file.isWord(from + 4), from + 5 == close, let v = PlatformVersion(file.text(code: from + 4)) {
            return (platform, v)
        }
        if let s = stringLiteral(in: file, at: from + 3), let v = PlatformVersion(s) { return (platform, v) }
        return nil
    }
}
