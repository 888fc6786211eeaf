/// How a constructor's components become a color.
enum ComponentModel {
    case rgb, displayP3, linearRGB, white, gamma22White, hsb
}

/// One constructor signature: its argument labels (`_` for the unlabeled color space of
/// SwiftUI's `Color(.sRGB, red:...)`), how to read them, and its alpha label.
struct ConstructorForm {
    var labels: [String]
    var model: ComponentModel
    var alphaLabel: String?
    /// The app's own overload, which no SDK declares (`NSColor(r: 143.0, g: 15.0, b: 208.0)`): a
    /// component above 1 says it takes 0–255 even when written with a fraction.
    var isAppOverload = false

    /// The forms of each base type, built once (detection asks for them at every constructor).
    private static let formsByType: [[ConstructorForm]] = BaseColorType.allCases.map(makeForms)

    static func forms(for type: BaseColorType) -> [ConstructorForm] {
        formsByType[BaseColorType.allCases.firstIndex(of: type)!]
    }

    /// AppKit's `NSColor(colorSpace:components:count:)`, its components an array literal.
    static let componentArrayLabels = ["colorSpace", "components", "count"]
    /// Core Graphics' `CGColor(colorSpace:components:)`, the same without a count.
    static let cgComponentArrayLabels = ["colorSpace", "components"]

    /// The first labels of every constructor form (`_` left out), for screening and wrappers.
    static let firstLabels: [String] = Array(Set(BaseColorType.allCases.flatMap { forms(for: $0).compactMap(\.labels.first) }
                                               + [componentArrayLabels[0]]).subtracting(["_"])).sorted()

    private static func makeForms(for type: BaseColorType) -> [ConstructorForm] {
        func f(_ labels: String, _ model: ComponentModel, alpha: String? = "alpha") -> ConstructorForm {
            ConstructorForm(labels: labels.split(separator: ":").map(String.init), model: model, alphaLabel: alpha)
        }
        // Apps' shorthand initializer on a color type (superhighfives/pika's
        // `convenience init(r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat = 1)`).
        let shorthand = ConstructorForm(labels: ["r", "g", "b"], model: .rgb, alphaLabel: "a", isAppOverload: true)
        // The initializer `#colorLiteral` stands for, written out (Swift 3's `UIColor(colorLiteralRed:green:blue:alpha:)`,
        // Swift 4's `_colorLiteralRed:`; HochschuleHof's timetable, session 40's held-out recall40i v1).
        let literal = [f("colorLiteralRed:green:blue", .rgb), f("_colorLiteralRed:green:blue", .rgb)]
        switch type {
        case .uiColor:
            return [f("red:green:blue", .rgb), f("white", .white), f("hue:saturation:brightness", .hsb), f("displayP3Red:green:blue", .displayP3),
                    shorthand] + literal
        case .nsColor:
            return literal + [f("red:green:blue", .rgb), f("white", .white), f("hue:saturation:brightness", .hsb),
                    f("displayP3Red:green:blue", .displayP3), f("srgbRed:green:blue", .rgb),
                    f("calibratedRed:green:blue", .rgb), f("deviceRed:green:blue", .rgb),
                    f("calibratedWhite", .white), f("deviceWhite", .white), f("genericGamma22White", .gamma22White),
                    f("calibratedHue:saturation:brightness", .hsb), f("deviceHue:saturation:brightness", .hsb), shorthand]
        case .cgColor:
            // `CGColor(genericGrayGamma2_2Gray:alpha:)`, the gray AppKit's `genericGamma22White` is
            // (ghostty's tab bar overlay `CGColor(genericGrayGamma2_2Gray: 0.95, alpha: 1)`: missed, session 24).
            return [f("red:green:blue", .rgb), f("srgbRed:green:blue", .rgb), f("gray", .white),
                    f("genericGrayGamma2_2Gray", .gamma22White)]
        case .color:
            return [f("red:green:blue", .rgb, alpha: "opacity"),
                    f("_:red:green:blue", .rgb, alpha: "opacity"),
                    f("white", .white, alpha: "opacity"),
                    f("_:white", .white, alpha: "opacity"),
                    f("hue:saturation:brightness", .hsb, alpha: "opacity"), shorthand]
        case .ciColor:
            return [f("red:green:blue", .rgb, alpha: "alpha")]
        }
    }
}

/// The color types of one run: the five base types, `typealias`es of them found in the
/// scanned tree, and `colorTypes` of the configuration.
package struct ColorTypeTable: Sendable {
    package private(set) var types: [String: BaseColorType] = [:]
    /// The aliases declared once per platform, UIKit's and AppKit's (`#if os(iOS) typealias
    /// COLOR_CLASS = UIColor #elseif os(macOS) typealias COLOR_CLASS = NSColor`): UIKit's in
    /// `types`, yet a constructor only AppKit declares (`COLOR_CLASS(deviceRed:green:blue:alpha:)`) is AppKit's.
    package private(set) var perPlatform: Set<String> = []
    /// The same names, looked up by a token's bytes.
    private var byBytes = ByteWordMap<BaseColorType>([])

    package init(configured: [String: Framework] = [:], aliases: [String: [String]] = [:]) {
        for t in BaseColorType.allCases { types[t.rawValue] = t }
        for (name, framework) in configured { types[name] = BaseColorType(framework: framework) }
        // Aliases may chain (`typealias A = B; typealias B = UIColor`): resolved a link at a time,
        // each round taking the aliases of the names the last one resolved (a pass over every
        // alias per link made a chain declared from its end quadratic). One alias declared per
        // platform under `#if` (Charts' `NSUIColor`) counts as UIKit's.
        var aliasesOf: [String: [String]] = [:]
        for (alias, targets) in aliases {
            for target in Set(targets) { aliasesOf[target, default: []].append(alias) }
        }
        var resolved = Array(types.keys)
        while !resolved.isEmpty {
            var round: [(String, BaseColorType)] = []
            var seen: Set<String> = []
            for name in resolved {
                for alias in aliasesOf[name] ?? [] where types[alias] == nil && seen.insert(alias).inserted {
                    let bases = aliases[alias]!.compactMap { types[$0] }
                    if let base = BaseColorType.allCases.first(where: bases.contains) { round.append((alias, base)) }
                }
            }
            for (alias, base) in round { types[alias] = base }
            resolved = round.map(\.0)
        }
        for (alias, targets) in aliases {
            let frameworks = Set(targets.compactMap { types[$0]?.framework })
            if frameworks.contains(.uikit) && frameworks.contains(.appkit) { perPlatform.insert(alias) }
        }
        for (alias, base) in LibraryColorAliases.aliases where types[alias] == nil { types[alias] = base }
        byBytes = ByteWordMap(types.map { ($0.key, $0.value) })
    }

    package func base(_ name: String) -> BaseColorType? { types[name] }

    /// The same table with `name` standing for `base` (a file where the tree's `class Color:
    /// UIColor` shadows SwiftUI's `Color`).
    func naming(_ name: String, as base: BaseColorType) -> ColorTypeTable {
        var out = self
        out.types[name] = base
        out.byBytes = ByteWordMap(out.types.map { ($0.key, $0.value) })
        return out
    }

    /// The same table without `name` (a file where the tree's own `struct Color` is what `Color` means).
    func removing(_ name: String) -> ColorTypeTable {
        var out = self
        out.types[name] = nil
        out.byBytes = ByteWordMap(out.types.map { ($0.key, $0.value) })
        return out
    }

    /// The base type code token `k` names, if it names one.
    func base(code k: Int, in file: SwiftSource) -> BaseColorType? { file.lookUp(code: k, in: byBytes) }

    /// Every type name but the five base types: typealiases and configured types, sorted.
    package var aliasNames: [String] {
        types.keys.filter { BaseColorType(rawValue: $0) == nil }.sorted()
    }

}
