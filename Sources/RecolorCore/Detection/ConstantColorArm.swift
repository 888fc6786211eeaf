#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A light/dark call whose one side is a constant color and whose other side names a `let` the
/// same file declares with one color, where Swift's lookup finds it from the call: a local of an
/// enclosing function before the call, or a member of an enclosing type. Mantis's preset
/// `dynamicColor(dark: .black, light: lightBackground)` (`private static let lightBackground =
/// UIColor(white: 0.95, alpha: 1.0)`) and `dynamicColor(dark: .white, light: lightForeground)`
/// (a local `let lightForeground = UIColor(white: 0.1, alpha: 1.0)`): the constant side was kept
/// alone as "chosen by appearance", no pair harvested, and `fix` left the call (session 25's
/// leftover). The pair is the code's own decision: one token with both values, the call replaced
/// whole; the declaration stays a finding of its own (init keeps it as a pair's argument).
extension AppearanceChoices {
    /// The side, value and name of the named constant when finding `n` is one labeled argument of
    /// the call `open...close` and the other, of the other side, is a name: two arguments, no more.
    func constantSide(of n: Int, open: Int, close: Int, spans: [Span], byFirst: [Int: Int], findings: [Finding]) -> (side: Appearance, value: String, name: String)? {
        guard let syntax, let args = ArgumentList.parse(file, open: open), args.arguments.count == 2 else { return nil }
        var named: (side: Appearance, at: Int)?
        var findingSide: Appearance?
        for arg in args.arguments {
            guard let label = arg.label, arg.value.count >= 1, let side = AppearanceLabels.side(at: arg.value.lowerBound - 2, in: file),
                  side == .light || side == .dark, file.text(code: arg.value.lowerBound - 2) == label else { return nil }
            if arg.value.lowerBound == spans[n].first, arg.value.upperBound - 1 == spans[n].last {
                findingSide = side
            } else if arg.value.count == 1, file.kind(arg.value.lowerBound) == .identifier {
                named = (side, arg.value.lowerBound)
            }
        }
        guard let findingSide, let named, named.side != findingSide,
              let value = declaredConstant(file.text(code: named.at), from: named.at, tree: syntax.tree, spans: spans, byFirst: byFirst, findings: findings)
        else { return nil }
        return (named.side, value, file.text(code: named.at))
    }

    /// The color (`#RRGGBB`) of the `let NAME = COLOR` (or `let NAME: T = COLOR`) that lexical lookup
    /// from code index `k` finds: the innermost enclosing scope declaring `NAME`, before `k` in a
    /// function, closure or block, anywhere in a type's body. Nil when that declaration is a `var`,
    /// holds anything but one finding of a known color, or is none.
    func declaredConstant(_ name: String, from k: Int, tree: SyntaxTree, spans: [Span], byFirst: [Int: Int], findings: [Finding]) -> String? {
        for n in tree.ancestors(of: tree.scope(at: k)) {
            let scope = tree.scopes[n]
            let isType: Bool
            switch scope.kind {
            case .file: return nil
            case .type: isType = true
            default: isType = false
            }
            let end = isType ? scope.close : min(k, scope.close)
            var j = scope.open + 1
            while j < end {
                defer { j += 1 }
                guard file.codeIs(j, name), file.codeIs(j - 1, "let") || file.codeIs(j - 1, "var"), tree.scope(at: j) == n else { continue }
                guard file.codeIs(j - 1, "let"), !file.codeIs(j - 2, "if"), !file.codeIs(j - 2, "guard"), !file.codeIs(j - 2, "case") else { return nil }
                // Past a written type to the `=`, on the declaration's line.
                var eq = j + 1
                while eq < j + 8, eq < end, !file.codeIs(eq, "="), !file.lineBreakBetween(eq - 1, eq) { eq += 1 }
                guard file.codeIs(eq, "="), let d = byFirst[eq + 1], findings[d].choice == nil, !findings[d].hasComputedAlpha,
                      let key = findings[d].matchKey, key.hasPrefix("#") else { return nil }
                let after = spans[d].last + 1
                guard after >= file.code.count || file.lineBreakBetween(after - 1, after) || file.isChar(after, ";") || file.isChar(after, "}") else { return nil }
                return key
            }
        }
        return nil
    }
}
