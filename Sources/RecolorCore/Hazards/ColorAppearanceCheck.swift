/// `hasDifferentColorAppearance(comparedTo:)` is iOS 13's and tvOS 13's: where a repair's site
/// runs lower (vlc-ios ships on iOS 12), the guard or `if` a repair writes checks availability
/// first, for the platforms of the site. Below iOS 13 there is no dark appearance to wait for:
/// the guard lets the body run as it did, the `if` skips what only a change of appearance needs.
enum ColorAppearanceCheck {
    /// Where the check was introduced (iOS, tvOS; visionOS has always had it).
    static let introduced: [(ApplePlatform, PlatformVersion)] = {
        let entry = SystemColorAvailability.entry("UITraitCollection.hasDifferentColorAppearance(comparedTo:)")!
        return [ApplePlatform.iOS, .tvOS].compactMap { p in entry.introduced[p].map { (p, $0) } }
    }()

    /// The `#available` arguments for the platforms of `site` (`iOS 13.0, *`), or nil when every
    /// one of them runs the check's OS or later.
    static func availability(_ site: AvailabilityGate.Site) -> String? {
        let ran = introduced.filter { site.compilation.platforms[$0.0] != nil }
        guard ran.contains(where: { site.compilation.platforms[$0.0]! < $0.1 }) else { return nil }
        return ran.map { "\($0.0.rawValue) \($0.1), " }.joined() + "*"
    }

    /// `text` with each check it writes made conditional on availability.
    static func gated(_ text: String, availability: String) -> String {
        let available = "#available(\(availability))"
        return checks.lend { checks in
            var out = text
            out = out.replacing(checks.guardCheck) { match in
                "if \(available), !traitCollection.hasDifferentColorAppearance(comparedTo: \(match.1)) { return }"
            }
            out = out.replacing(checks.ifCheck) { match in
                "if \(available), traitCollection.hasDifferentColorAppearance(comparedTo: \(match.1)) {"
            }
            return out
        }
    }

    /// The checks a repair writes, as `gated` finds them.
    struct Checks {
        let guardCheck = #/guard traitCollection\.hasDifferentColorAppearance\(comparedTo: (\w+)\) else \{ return \}/#
        let ifCheck = #/if traitCollection\.hasDifferentColorAppearance\(comparedTo: (\w+)\) \{/#
    }

    /// A regex literal is parsed each time it is evaluated (two million instructions: a sixth of a
    /// `check` of stepik-ios, which ships on iOS 12, went to parsing these two for each repair).
    /// The parsed ones are kept here and lent to one thread at a time (a `Regex` is not `Sendable`).
    private final class CheckPool: @unchecked Sendable {
        private let lock = PlainLock()
        private var idle: [Checks] = []

        func lend<T>(_ body: (Checks) -> T) -> T {
            let lent = lock.withLock { idle.popLast() } ?? Checks()
            defer { lock.withLock { idle.append(lent) } }
            return body(lent)
        }
    }

    private static let checks = CheckPool()

    /// Gates the repairs of `findings` whose site runs below iOS 13 / tvOS 13.
    static func gate(_ findings: inout [Finding], site: (Int) -> AvailabilityGate.Site) {
        let marker = Array("hasDifferentColorAppearance".utf8)
        for n in findings.indices {
            for e in findings[n].repairs.indices where findings[n].repairs[e].replacement.containsSequence(marker) {
                guard let availability = availability(site(findings[n].repairs[e].range.lowerBound)) else { continue }
                let text = String(decoding: findings[n].repairs[e].replacement, as: UTF8.self)
                findings[n].repairs[e].replacement = Array(gated(text, availability: availability).utf8)
            }
        }
    }
}
