#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The case of a `switch` a computed member's returned color stands in (`var background: Color {
/// switch variant { case .primary: … case .danger: … } }`). A style's background and foreground
/// computed by two such members over the same subject are drawn case with case: `.danger`'s text
/// on `.danger`'s fill, never on `.primary`'s. Nook's dialog buttons (session 25 review, F10) were
/// paired as a cross product, 9 pairs for 3 variants (white on #DDDDDD 1.36:1, never drawn), and
/// init's dark, pulled by the phantom black-on-blue pair, broke the drawn #F2F2FF-on-blue one
/// (4.83:1 -> 2.96:1 in Dark). The README's "a text and a background chosen by the same condition
/// pair arm with arm", across two members.
struct VariantCase: Equatable, Sendable {
    /// The switch's subject in its type (`variant`, `self`), with the type's brace.
    var subject: String
    /// The case's patterns (`.primary`), empty for `default`.
    var labels: Set<String>
    var isDefault: Bool
    /// Every pattern the switch lists (what its `default` does not cover).
    var listed: Set<String>

    /// Whether a color of case `a` and one of case `b` can be drawn together: always unless both
    /// are cases of switches over the same subject of the same type, then when a value falls in both.
    static func together(_ a: VariantCase?, _ b: VariantCase?) -> Bool {
        guard let a, let b, a.subject == b.subject else { return true }
        if a.isDefault, b.isDefault { return true }
        if a.isDefault { return !b.labels.isSubset(of: a.listed) }
        if b.isDefault { return !a.labels.isSubset(of: b.listed) }
        return !a.labels.isDisjoint(with: b.labels)
    }

    /// The case holding the returned color at code index `k` of a member of the type `type`
    /// (its scope's brace); nil when no `case`/`default` label of a switch holds it.
    static func of(_ k: Int, type: Int, in file: SwiftSource) -> VariantCase? {
        guard let label = SwitchOfCase.label(holding: k, in: file, limit: 64),
              let (brace, subject) = SwitchOfCase.of(caseAt: label, in: file), let close = file.matchingClose(brace) else { return nil }
        var listed: Set<String> = []
        var j = brace + 1
        while j < close {
            if file.isChar(j, "(") || file.isChar(j, "[") || file.isChar(j, "{"), let c = file.matchingClose(j) { j = c + 1; continue }
            if file.codeIs(j, "case"), file.kind(j) == .keyword { listed.formUnion(patterns(after: j, in: file)) }
            j += 1
        }
        let isDefault = file.codeIs(label, "default")
        return VariantCase(subject: "\(type)\u{0}" + subject, labels: isDefault ? [] : patterns(after: label, in: file), isDefault: isDefault, listed: listed)
    }

    /// The patterns of the `case` label at `c` up to its `:`, split at top-level commas; each
    /// read to its first group (`.loading(let p)` is `.loading`).
    static func patterns(after c: Int, in file: SwiftSource) -> Set<String> {
        var out: Set<String> = []
        var current = ""
        var inGroup = false
        var j = c + 1
        while j < file.code.count, j - c < 64, !file.isChar(j, ":"), !file.codeIs(j, "where") {
            if file.isChar(j, "(") || file.isChar(j, "["), let close = file.matchingClose(j) { inGroup = true; j = close + 1; continue }
            if file.isChar(j, ",") {
                if !current.isEmpty { out.insert(current) }
                current = ""
                inGroup = false
            } else if !inGroup {
                current += file.text(code: j)
            }
            j += 1
        }
        if !current.isEmpty { out.insert(current) }
        return out
    }

    /// The arm of a ternary that is the whole returned expression of a member (`var pillBackground:
    /// Color { ok ? Shades.Mint50 : Shades.Rose50 }`, or after `return`) holding the color at code
    /// index `k`: a case `true` or `false` of the condition as written. Two members choosing by
    /// the same condition are drawn arm with arm (B11: a status pill's text and fill through two
    /// computed properties of one `ok` were not paired at all, exit 4; session 28's review).
    static func ofTernary(_ k: Int, type: Int, in file: SwiftSource) -> VariantCase? {
        guard let (condition, isTrue) = TernaryArm.of(k, in: file) else { return nil }
        return VariantCase(subject: "\(type)\u{0}?" + condition, labels: [isTrue ? "true" : "false"], isDefault: false, listed: ["true", "false"])
    }

    /// The key of an expanded use in `ComputedMemberUses`' cases.
    static func key(_ use: TokenUse) -> String { "\(use.code)\u{0}" + use.token }
}
