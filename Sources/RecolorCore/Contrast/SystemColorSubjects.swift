/// Apple's adaptive system colors as one side of a pair: a token's text on `.systemBackground`,
/// or `.secondaryLabel` on a token's background. Such a side is named by its UIKit expression
/// (`UIColor.systemBackground`: never a token's name, which has no dot) and measured with Apple's
/// published values (`AppleSystemColors`, embedded; no file is read). A pair of two system colors
/// is Apple's, not the app's, and is not made.
enum SystemColorSubjects {
    /// By subject name (`UIColor.systemBackground`).
    static let byName: [String: AppleSystemColor] = Dictionary(AppleSystemColors.all.map { ($0.uikit, $0) }, uniquingKeysWith: { a, _ in a })

    /// Whether a pair's side is one of Apple's system colors rather than a token.
    static func isSystem(_ subject: String) -> Bool { byName[subject] != nil }

    /// Apple's values of the system color a subject names.
    static func values(_ subject: String) -> AppearanceValues? { byName[subject]?.values }

    /// The subject of Interface Builder's `systemColor="systemBackgroundColor"`.
    /// A deprecated name is read as the color it now is (Tofu's table: `groupTableViewBackgroundColor`).
    static func subject(ofInterfaceBuilderName name: String) -> String? {
        guard name.hasSuffix("Color") else { return nil }
        let member = String(name.dropLast("Color".count))
        let subject = "UIColor." + (renamedMembers[member] ?? member)
        return byName[subject] != nil ? subject : nil
    }

    /// UIKit's deprecated system colors and the ones they return since iOS 13 (Apple's documentation
    /// of `groupTableViewBackground`: "Use systemGroupedBackground instead").
    static let renamedMembers = ["groupTableViewBackground": "systemGroupedBackground"]

    /// The expressions that name each system color in code, as words: UIKit's and AppKit's
    /// members (`UIColor.systemBackground`, `NSColor.labelColor`) and SwiftUI's own
    /// (`Color.primary`, `Color.red`). `implicit`: also written as an implicit member
    /// (`.systemBackground`); SwiftUI's hues are not (`.red` in UIKit code is `UIColor.red`, a
    /// fixed color, not `systemRed`).
    static func entries(skipping claimed: Set<String>) -> [(words: [String], subject: String, implicit: Bool)] {
        var out: [(words: [String], subject: String, implicit: Bool)] = []
        for color in AppleSystemColors.all {
            let expressions = [color.uikit, color.appkit, color.swiftui].compactMap { $0 }
            guard !expressions.contains(where: claimed.contains) else { continue }
            for expression in expressions {
                let words = expression.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
                guard words.count == 2, words.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber } }) else { continue }
                let hue = words[0] == "Color" && !["primary", "secondary"].contains(words[1])
                out.append(([words[0], ".", words[1]], color.uikit, !hue))
            }
        }
        return out
    }
}
