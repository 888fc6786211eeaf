#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a file's `switch` statements may be, read from its code tokens in one pass before a rule
/// of `AppearanceChoices` builds the syntax tree to find the `switch` around a finding: a file
/// with no `switch` token has no switch scope (`ScopeHead` makes one only of that keyword), and a
/// switch on the system appearance (`switchStatementPair`) needs one of
/// `namesSystemAppearance`'s words in its subject or in a local `let`'s value, each a run of code
/// tokens, so in the code tokens' texts run together. A pure over-approximation: the rules give
/// what they gave, only without building the tree where they would find nothing. Measured: the
/// tree built for `switchStatementPair` alone was 5.8 % of the samples of a `check` of yattee and
/// 1.4 % of one of corpus26 (perf, session 24), for files with findings but no such switch.
struct SwitchPresence: Sendable {
    /// Some code token is `switch`.
    var any: Bool
    /// Some `switch` may test the system appearance.
    var mayTestSystemAppearance: Bool

    /// Anything may stand (a reader that did not look).
    static let unknown = SwitchPresence(any: true, mayTestSystemAppearance: true)

    init(any: Bool, mayTestSystemAppearance: Bool) {
        self.any = any
        self.mayTestSystemAppearance = mayTestSystemAppearance
    }

    init(_ file: SwiftSource) {
        any = file.code.indices.contains { file.codeIs($0, "switch" as StaticString) }
        mayTestSystemAppearance = any && Self.namesSystemAppearance(file)
    }

    /// `AppearanceChoices.namesSystemAppearance`'s words, lowercased as it lowercases a subject.
    private static let words = ["userinterfacestyle", "colorscheme", "effectiveappearance"].map(ByteFinder.init)

    /// Whether the code tokens' bytes run together, ASCII letters lowercased, hold one of the words.
    /// (Unicode lowercasing makes an ASCII letter only of `K`, KELVIN SIGN, and no word has a `k`;
    /// a subject is a run of tokens, so its text lies in this one.)
    private static func namesSystemAppearance(_ file: SwiftSource) -> Bool {
        var joined: [UInt8] = []
        joined.reserveCapacity(file.bytes.count)
        file.bytes.withUnsafeBufferPointer { b in
            for t in file.code {
                for k in t.begin..<t.end {
                    let c = b[k]
                    joined.append(c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z") ? c | 0x20 : c)
                }
            }
        }
        return words.contains { $0.occurs(in: joined) }
    }
}
