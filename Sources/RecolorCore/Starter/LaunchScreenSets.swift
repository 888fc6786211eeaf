#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The color sets an app's Info.plist names as its launch screen's background
/// (`UILaunchScreen` → `UIColorName`), with the image drawn on it (`UIImageName`). The launch
/// screen is drawn before any code runs, its image as the app shipped it: a set made adaptive
/// turns the background under a white logo near-white in Dark Mode, the logo gone, and a dark
/// app flashes white before its first screen (Space UI's `Black` set under its white wordmark
/// got a proposed dark #F2F2F2: session 32's held-out check, V5).
struct LaunchScreenSets: Sendable {
    struct Site: Sendable, Equatable {
        var file: String
        var line: Int
        var image: String?
    }

    /// Set name → where a launch screen names it.
    var byName: [String: Site] = [:]

    init() {}

    /// The property lists under the run's paths (the settings walk's), read for their launch screen.
    init(run: RunOptions) {
        for path in ForcedAppearance.settingsFiles(run) where path.hasSuffix(".plist") {
            let disk = path.hasPrefix("/") ? path : PathText.join(run.cwd, path)
            guard case .success(let bytes) = FileReader.contents(of: disk), Self.key.occurs(in: bytes) else { continue }
            for (name, site) in Self.read(String(decoding: bytes, as: UTF8.self), file: path) where byName[name] == nil { byName[name] = site }
        }
    }

    private static let key = ByteFinder("UILaunchScreen")

    /// The launch screens of one XML property list: each `UILaunchScreen` dictionary's color
    /// name and image name (`UILaunchScreens`' named ones too).
    static func read(_ text: String, file: String) -> [(String, Site)] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var out: [(String, Site)] = []
        var inLaunch = 0, depth = 0
        var color: (String, Int)?, image: String?
        func value(after k: Int) -> String? {
            for j in k..<min(lines.count, k + 3) {
                let l = lines[j]
                let rest = j == k ? (l.firstRange(of: "</key>").map { String(l[$0.upperBound...]) } ?? "") : l
                if let a = rest.firstRange(of: "<string>"), let b = rest.firstRange(of: "</string>"), a.upperBound <= b.lowerBound {
                    return String(rest[a.upperBound..<b.lowerBound])
                }
            }
            return nil
        }
        for (k, line) in lines.enumerated() {
            if line.contains("<key>UILaunchScreen</key>") || line.contains("<key>UILaunchScreens</key>") { inLaunch = depth + 1; continue }
            if line.contains("<dict>") { depth += 1 }
            if line.contains("</dict>") {
                if inLaunch > 0, depth == inLaunch, let (name, at) = color {
                    out.append((name, Site(file: file, line: at, image: image)))
                    color = nil; image = nil
                }
                depth -= 1
                if depth < inLaunch { inLaunch = 0 }
            }
            guard inLaunch > 0 else { continue }
            if line.contains("<key>UIColorName</key>"), let name = value(after: k) { color = (name, k + 1) }
            if line.contains("<key>UIImageName</key>"), let name = value(after: k) { image = name }
        }
        return out
    }

    /// Why the color set `r` stands for is kept: a launch screen's background under its image, with
    /// no dark appearance of its own (one the app gave a dark entry adapts as it chose).
    func site(_ r: Report, bytes: [UInt8]?) -> FixedIntentSite? {
        guard r.finding.kind == .assetColor, let name = r.finding.context, let at = byName[name], let image = at.image,
              let bytes, !bytes.containsSequence(Array("\"dark\"".utf8)) else { return nil }
        return FixedIntentSite(intent: .launchScreen, evidence: "the background under its image \(image) (UILaunchScreen at \(at.file):\(at.line)), drawn before the app as it shipped")
    }
}
