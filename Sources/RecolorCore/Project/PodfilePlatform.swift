/// A CocoaPods `Podfile`'s `platform :ios, '12.0'`: the lowest OS the pods are built for, which
/// is the app's own floor. It names no files: it counts for the files no target names.
package enum PodfilePlatform {
    package static func targets(podfile path: String, shownAs shown: (String) -> String,
                                read: (String) -> [UInt8]?, warnings: inout [ProjectWarning]) -> [BuildTarget] {
        guard let bytes = read(path) else { return [] }
        var platforms: [ApplePlatform: PlatformVersion] = [:]
        for (n, raw) in String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimming(" \t\r")
            guard line.hasPrefix("platform ") || line.hasPrefix("platform(") else { continue }
            // CocoaPods' call names a symbol or a string (`platform :ios`, `platform('ios')`); any other
            // word after `platform` is Ruby using the name (`platform = target.platform_name` in post_install).
            guard let first = line.dropFirst("platform".count).first(where: { $0 != " " && $0 != "\t" && $0 != "(" }),
                  first == ":" || first == "'" || first == "\"" else { continue }
            let parts = line.dropFirst("platform".count).split(separator: ",").map { $0.trimming(" ()\"'") }
            guard let platform = parts.first.flatMap(ApplePlatform.named) else {
                warnings.append(ProjectWarning(file: shown(path), line: n + 1, message: "cannot read this platform line; skipped"))
                continue
            }
            // Without a version CocoaPods uses its own default; the newest SDK is what recolor can say.
            let version = parts.count > 1 ? PlatformVersion(parts[1]) ?? .newestSDK : .newestSDK
            platforms[platform] = min(platforms[platform] ?? version, version)
        }
        guard !platforms.isEmpty else { return [] }
        return [BuildTarget(name: "Podfile", kind: "cocoapods", declaredIn: shown(path), platforms: platforms)]
    }
}
