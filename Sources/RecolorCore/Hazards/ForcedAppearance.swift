#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An app that forces one appearance (a window's `overrideUserInterfaceStyle`, Info.plist's
/// `UIUserInterfaceStyle`) never switches: its appearance hazards are notes, not failures.
package enum ForcedAppearance {
    private static let override = Array("overrideUserInterfaceStyle".utf8)

    /// The line of `window.overrideUserInterfaceStyle = .light` (or `.dark`) in a Swift file's
    /// bytes, if any: the assignment on a window, to a fixed style, on one line.
    package static func line(inSwift bytes: [UInt8]) -> Int? {
        guard bytes.containsSequence(override) else { return nil }
        var line = 1
        var start = 0
        for end in bytes.indices where bytes[end] == 10 || end == bytes.count - 1 {
            let text = String(decoding: bytes[start...end], as: UTF8.self)
            if let at = text.firstRange(of: "overrideUserInterfaceStyle") {
                let before = text[..<at.lowerBound], after = text[at.upperBound...].filter { !$0.isWhitespace }
                if before.lowercased().contains("window"), !before.contains("//"),
                   after.hasPrefix("=.light") || after.hasPrefix("=.dark") || after.hasPrefix("=UIUserInterfaceStyle.light") || after.hasPrefix("=UIUserInterfaceStyle.dark") {
                    return line
                }
            }
            line += 1
            start = end + 1
        }
        return nil
    }

    /// Whether an Info.plist sets `UIUserInterfaceStyle` to Light or Dark.
    package static func setInInfoPlist(_ bytes: [UInt8]) -> Bool {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let key = text.firstRange(of: "<key>UIUserInterfaceStyle</key>") else { return false }
        let rest = text[key.upperBound...].drop { $0.isWhitespace }
        return rest.hasPrefix("<string>Light</string>") || rest.hasPrefix("<string>Dark</string>")
    }

    /// The first `Info.plist` under `paths` that forces an appearance, as the walk shows paths.
    /// The folders are those the source walk enters (not hidden, not dependency checkouts).
    package static func infoPlist(under paths: [String], cwd: String) -> String? {
        let walker = FileWalker(excludes: [], cwd: cwd)
        var level = paths.map { $0.hasPrefix("/") ? $0 : PathText.join(cwd, $0) }
        while !level.isEmpty {
            var next: [String] = []
            for folder in level {
                let plist = PathText.join(folder, "Info.plist")
                if FileWalker.isRegularFile(plist), case .success(let bytes) = TextFile.read(plist), setInInfoPlist(bytes) {
                    return walker.display(plist)
                }
                next += walker.list(folder).folders
            }
            level = next
        }
        return nil
    }
}
