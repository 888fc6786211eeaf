#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A side of a pair that no dark value of the draft moves: Apple's system color, a color a keep
/// rule holds, or one of those drawn at a written opacity or composited over another
/// (`#FFFFFFD9 at 85%`, `#FFFFFF80 over #F5F2EB`). SwiftTerm's login card (session 24, F13):
/// `.fill(Color.white.opacity(0.85))` kept "on a colored backdrop" is the subject
/// `#FFFFFFD9 at 85%`; `contrast` measured its two texts on it (15.27:1 and 5.50:1 in light) but
/// `init` knew only plain kept values, dropped the pairs, and lifted the texts to #C0C9D4 and
/// #94A4AF: 1.19:1 and 1.82:1 in dark.
enum FixedPairSides {
    /// The values of a fixed side, or nil when the subject names a token (or nothing known).
    static func values(_ subject: String) -> AppearanceValues? {
        if let plain = plainValues(subject) { return plain }
        let parts = TranslucentSubjects.tokens(of: subject)
        guard !parts.isEmpty, parts.allSatisfy({ plainValues($0) != nil }) else { return nil }
        return TranslucentSubjects.values(subject, base: plainValues)
    }

    static func plainValues(_ subject: String) -> AppearanceValues? {
        if SystemColorSubjects.isSystem(subject) { return SystemColorSubjects.values(subject) }
        if KeptColorSubjects.isKept(subject) { return KeptColorSubjects.values(subject) }
        return nil
    }
}
