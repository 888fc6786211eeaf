#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The tree's computed `Bool`s whose whole body is a test of the appearance, under any name:
/// `var usesInk: Bool { scheme == .light }`, `func nightShift(_ t: UITraitCollection) -> Bool {
/// t.userInterfaceStyle == .dark }`. A condition naming one in another file (`palette.usesInk ? A
/// : B`) is a test of the appearance, as one naming a conventional flag (`isDark`) was: session 25
/// read only conventional names across files, so the same choice under an app's own name gave two
/// tokens with proposed darks (session 25's "Left", F5). Read from the syntax tree's scopes: a
/// property or function body, its declared type `Bool`, nothing in it but the test.
enum DeclaredAppearanceFlags {
    /// Name → whether `true` means dark, for `file`'s declarations (`tree` is its syntax tree).
    static func read(_ file: SwiftSource, tree: SyntaxTree, condition: AppearanceCondition) -> [String: Bool] {
        var out: [String: Bool] = [:]
        for scope in tree.scopes {
            guard let name = scope.name, scope.nameToken >= 0, scope.open > scope.nameToken,
                  let close = file.matchingClose(scope.open), isBool(file, name: scope.nameToken, open: scope.open, kind: scope.kind) else { continue }
            var s = scope.open + 1
            if file.codeIs(s, "return") { s += 1 }
            let e = close - 1
            guard s <= e, !(s...e).contains(where: { file.isChar($0, ";") || file.isChar($0, "{") }),
                  let dark = condition.trueBranchIsDark(s, e) else { continue }
            out[name] = dark
        }
        return out
    }

    /// `name: Bool {` (a computed property) or `name(…) -> Bool {` (a function).
    static func isBool(_ file: SwiftSource, name: Int, open: Int, kind: Scope.Kind) -> Bool {
        switch kind {
        case .function(.property):
            return file.isChar(name + 1, ":") && file.codeIs(name + 2, "Bool") && (name + 3 == open || file.isChar(name + 3, "?") && name + 4 == open)
        case .function(.func):
            guard file.isChar(name + 1, "("), let close = file.matchingClose(name + 1) else { return false }
            return file.codeIs(close + 1, "->") && file.codeIs(close + 2, "Bool") && close + 3 == open
        default:
            return false
        }
    }
}
