@testable import RecolorCore
import XCTest

/// The rule a finding takes, read from the resolver's index by key and context, against every
/// rule of the table walked in order (the lookup before the index by context).
final class RuleLookupTests: XCTestCase {
    /// The first rule naming the finding's context, else the first without a context, among the
    /// rules that match: the table's rules walked in order.
    func reference(_ resolver: Resolver, _ finding: Finding) -> Configuration.Rule? {
        var fallback: Configuration.Rule?
        for rule in resolver.configuration.rules where resolver.matches(rule.match, finding) {
            if let contexts = rule.context {
                if let c = finding.context, contexts.contains(c) { return rule }
            } else if fallback == nil {
                fallback = rule
            }
        }
        return fallback
    }

    func testAgreesWithEveryRuleWalkedInOrder() {
        var rng = SplitMix64(state: 926)
        let colors = ["#FF0000", "#00FF00", "#0000FF", "#FF000080"].map { RGBA(mappingHex: $0)! }
        let symbols = ["UIColor.white", "Color.red", "NSColor.black", "Essentials.blue", "Brand.red"]
        let contexts = ["backgroundColor", "textColor", "tintColor", "foregroundColor"]
        var mapped = 0, byContext = 0, total = 0
        for _ in 0..<300 {
            var configuration = Configuration()
            configuration.colorTypes = ["Brand": .uikit]
            for n in 0..<(1 + rng.below(30)) {
                let match: Configuration.Match
                switch rng.below(4) {
                case 0, 1: match = .color(colors[rng.below(colors.count)], hasAlpha: rng.below(2) == 0)
                case 2:
                    let s = symbols[rng.below(symbols.count)].split(separator: ".").map(String.init)
                    match = .typeMember(type: s[0], member: s[1])
                default:
                    let s = symbols[rng.below(symbols.count)].split(separator: ".").map(String.init)
                    match = .paletteMember(namespace: s[0], member: s[1])
                }
                let context: [String]? = rng.below(3) == 0 ? nil : (0..<rng.below(3)).map { _ in contexts[rng.below(contexts.count)] }
                configuration.rules.append(Configuration.Rule(match: match, matchText: "m\(n)", context: context, token: "t\(n)"))
            }
            let resolver = Resolver(configuration: configuration)
            for _ in 0..<40 {
                let color = rng.below(4) == 0 ? nil : colors[rng.below(colors.count)]
                let base = rng.below(4) == 0 ? nil : colors[rng.below(colors.count)]
                let symbol = rng.below(2) == 0 ? nil : symbols[rng.below(symbols.count)]
                let kinds: [FindingKind] = [.paletteReference, .namedColor, .hexConstructor]
                let finding = Finding(kind: kinds[rng.below(kinds.count)], framework: .uikit, range: 0..<1, baseRange: 0..<1,
                                      color: color, baseColor: base, context: rng.below(4) == 0 ? nil : contexts[rng.below(contexts.count)],
                                      symbol: symbol)
                let expected = reference(resolver, finding)
                XCTAssertEqual(resolver.bestRule(for: finding)?.token, expected?.token)
                total += 1
                if expected != nil { mapped += 1 }
                if expected?.context != nil { byContext += 1 }
            }
        }
        // Findings mapped by a context, by a rule without one, and not at all, all common.
        XCTAssertGreaterThan(byContext, total / 10)
        XCTAssertGreaterThan(mapped - byContext, total / 10)
        XCTAssertGreaterThan(total - mapped, total / 10)
    }
}
