#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A token returned by a computed property of a view (`var fill: Color { switch tier { case
/// .small: return Color(…) … } }`) is drawn where the view names the property (`.background(fill)`):
/// each returned token is a use there too. BookPlayer's tip buttons set white text on such a
/// property; `contrast` saw no pair and init lifted the indigo fill in Dark to 3.3:1 (session 21
/// audit F1).
enum ComputedMemberUses {
    /// `uses` and, for each use returned by a computed property (or a function without
    /// parameters) of a type, one more at every place the same type names it as a whole argument
    /// (`.background(fill)`, `.foregroundStyle(self.fill)`).
    static func expand(_ uses: [TokenUse], in file: SwiftSource, tree: SyntaxTree) -> [TokenUse] {
        var cases: [String: VariantCase] = [:]
        var returnedAt: [String: Int] = [:]
        return expand(uses, in: file, tree: tree, cases: &cases, returnedAt: &returnedAt)
    }

    /// The same, and in `cases` the switch case each added use is returned in, in `returnedAt`
    /// the code token its returned expression starts at (both by `VariantCase.key`): what that
    /// expression does to the color (`.opacity(0.1)`) is drawn where the member is named.
    static func expand(_ uses: [TokenUse], in file: SwiftSource, tree: SyntaxTree, cases: inout [String: VariantCase],
                       returnedAt: inout [String: Int]) -> [TokenUse] {
        var returned: [String: (type: Int, uses: [TokenUse])] = [:]
        for use in uses {
            guard let member = tree.enclosingFunction(at: use.code), let name = member.name,
                  isReturned(use.code, in: file) || isWholeBody(use.code, of: member, in: file),
                  case .function(let keyword) = member.kind, keyword == .property || keyword == .accessor(.get) || keyword == .func && file.isChar(member.nameToken + 1, "(") && file.isChar(member.nameToken + 2, ")"),
                  let type = member.parent.flatMap({ tree.scopes[$0].isType ? $0 : nil }) ?? memberType(member, tree),
                  !DisabledOnlyReturns.isDisabledOnly(use.code, in: file, tree: tree) else { continue }
            returned[name, default: (type, [])].uses.append(use)
        }
        guard !returned.isEmpty else { return uses }
        var out = uses
        for k in file.code.indices where file.code[k].kind == .identifier {
            let name = file.text(code: k)
            guard let (type, members) = returned[name] else { continue }
            // A whole argument: `(fill)`, `(self.fill)`, `(fill,`; a member of another value
            // (`(state.status.color)`) only when no other declaration in the file has the name.
            var start = k
            var ownType = true
            if file.isChar(k - 1, "."), file.codeIs(k - 2, "self") {
                start = k - 2
            } else if file.isChar(k - 1, ".") {
                guard let chain = OtherValueMembers.chainStart(endingAt: k, in: file), OtherValueMembers.declarations(of: name, in: file) == 1 else { continue }
                start = chain
                ownType = false
            }
            guard file.isChar(start - 1, "(") && (file.isChar(k + 1, ")") || file.isChar(k + 1, ","))
                    || file.isChar(start - 1, ":") && (file.isChar(k + 1, ")") || file.isChar(k + 1, ","))
                    || isAssignedWhole(start, k, in: file),
                  !ownType || tree.enclosingType(at: k).map({ $0.open == tree.scopes[type].open }) == true else { continue }
            for use in members {
                let added = TokenUse(token: use.token, code: start)
                out.append(added)
                returnedAt[VariantCase.key(added)] = use.code
                guard let c = VariantCase.of(use.code, type: tree.scopes[type].open, in: file)
                        ?? VariantCase.ofTernary(use.code, type: tree.scopes[type].open, in: file) else { continue }
                let key = VariantCase.key(added)
                if var had = cases[key] {
                    // One color in two cases of the switch: drawn in either.
                    had.labels.formUnion(c.labels)
                    had.isDefault = had.isDefault || c.isDefault
                    cases[key] = had
                } else {
                    cases[key] = c
                }
            }
        }
        return out
    }

    /// Whether the member named at `start`...`k` is the whole right side of an assignment to a
    /// view's color (`button.backgroundColor = backgroundColor`, eRouska's `Button.Style.setup`).
    static func isAssignedWhole(_ start: Int, _ k: Int, in file: SwiftSource) -> Bool {
        guard file.isChar(start - 1, "="), file.isWord(start - 2) || file.isChar(start - 2, ")") || file.isChar(start - 2, "]") else { return false }
        return k + 1 >= file.code.count || file.lineBreakBetween(k, k + 1) || file.isChar(k + 1, ";") || file.isChar(k + 1, "}")
    }

    /// Whether the use at code index `k` is a value the body returns: after `return`, or the
    /// whole body of a `case`/`default` label (`case .small: Color(…)`).
    static func isReturned(_ k: Int, in file: SwiftSource) -> Bool {
        if file.codeIs(k - 1, "return") { return true }
        // An arm of a ternary returned whole (`{ ok ? A : B }`, `return ok ? A : B`).
        if TernaryArm.of(k, in: file) != nil { return true }
        guard file.isChar(k - 1, ":") else { return false }
        var j = k - 2
        while j >= 0, k - j < 16 {
            if file.codeIs(j, "case") || file.codeIs(j, "default") { return true }
            if file.isChar(j, "{") || file.isChar(j, "}") || file.isChar(j, "(") || file.isChar(j, "[") || file.isChar(j, ",") && !file.codeIs(j + 1, ".") { return false }
            j -= 1
        }
        return false
    }

    /// Whether the use at code index `k` is the whole body of `member`, returned without `return`
    /// (`var titleLabelTextColor: UIColor { .black }`): stepik's banner title set from such a member
    /// was no use at `titleLabel.textColor = style.titleLabelTextColor`, so no pair, and init made the
    /// black `label` on a fixed light blue (session 30's held-out check, V3's title).
    static func isWholeBody(_ k: Int, of member: Scope, in file: SwiftSource) -> Bool {
        guard member.open == k - 1, member.close > k else { return false }
        // One chain of members and calls up to the body's `}` (`.black`, `UIColor.black.withAlphaComponent(0.6)`):
        // an operator, a ternary or a second statement makes the color a part of what is returned.
        var j = k
        while j < member.close {
            if file.isChar(j, "(") || file.isChar(j, "["), let close = file.matchingClose(j), close < member.close {
                j = close + 1
            } else if file.isChar(j, ".") || file.isWord(j) && (j == k || file.isChar(j - 1, ".")) {
                j += 1
            } else {
                return false
            }
        }
        return true
    }

    /// The type holding a getter's property (`var fill: Color { get { … } }`).
    static func memberType(_ member: Scope, _ tree: SyntaxTree) -> Int? {
        guard let parent = member.parent, case .function = tree.scopes[parent].kind, let outer = tree.scopes[parent].parent,
              tree.scopes[outer].isType else { return nil }
        return outer
    }
}
