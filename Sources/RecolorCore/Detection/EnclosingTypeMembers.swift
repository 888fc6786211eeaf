/// Lexical lookup of a property assigned without a receiver (`color = .white`, `self.color = …`):
/// the enclosing type's own declaration decides, never an unrelated type's of the same name
/// (contract v4: "Declarations are looked up in lexical scope, never in an unrelated type").
/// The tree's declarations are indexed by name alone, so a `struct Model { var color: String }`
/// elsewhere made `color = .white` in a `UIView` whose own `color` is a `UIColor` no color.
extension ContextAnalyzer {
    /// What the type whose body holds code token `k` says of its member `name`: its declared type
    /// when it declares one (`.declared(nil)` for a type recolor cannot read), `.inheritsFramework`
    /// when it declares none and inherits from a framework class (`UIButton`, `NSView`), else nil.
    func ownMember(_ name: String, at k: Int) -> OwnMember? {
        guard let type = syntax.tree.enclosingType(at: k) else { return nil }
        let members = typeBodies.members(of: type.open) { readMembers(ofAll: bodies(of: type)) }
        if let declared = members.declared[name] { return .declared(declared) }
        return members.inheritsFramework ? .inheritsFramework : nil
    }

    /// The bodies that make up `type` in this file: its own first, then the declaration and the
    /// extensions of the same name (adamant-iOS: `private extension FullscreenAlertView { …
    /// backgroundColor = … }` after `final class FullscreenAlertView: UIView`).
    func bodies(of type: Scope) -> [Scope] {
        guard let name = type.name else { return [type] }
        return [type] + syntax.tree.scopes.filter { $0.open != type.open && $0.isType && $0.name == name }
    }

    /// The members of several bodies of one type, the first body's declaration winning.
    func readMembers(ofAll bodies: [Scope]) -> TypeBodyMembers.Members {
        var out = TypeBodyMembers.Members()
        for body in bodies {
            let members = readMembers(of: body)
            out.declared.merge(members.declared) { first, _ in first }
            out.inheritsFramework = out.inheritsFramework || members.inheritsFramework
        }
        return out
    }

    enum OwnMember {
        case declared(DeclaredType?)
        case inheritsFramework
    }

    /// The stored and computed properties declared directly in the body of `type` (not in its
    /// functions or nested types), and whether the type's first inherited type is a framework
    /// class (`UI…`, `NS…`), whose properties the tree does not declare.
    func readMembers(of type: Scope) -> TypeBodyMembers.Members {
        var out = TypeBodyMembers.Members()
        if let first = type.inherited.first {
            out.inheritsFramework = (first.hasPrefix("UI") || first.hasPrefix("NS")) && first.count > 2
                && first.unicodeScalars.dropFirst(2).first.map { $0.properties.isUppercase } == true
        }
        let close = min(type.close, file.code.count)
        var k = type.open + 1
        while k < close {
            if file.isChar(k, "{") || file.isChar(k, "(") || file.isChar(k, "["), let c = file.matchingClose(k) { k = c + 1; continue }
            if file.code[k].kind == .keyword, file.codeIs(k, "var" as StaticString) || file.codeIs(k, "let" as StaticString), file.kind(k + 1) == .identifier {
                let name = file.text(code: k + 1)
                if file.isChar(k + 2, ":") {
                    out.declared[name] = TypeSyntax.parse(file, k + 3) { _ in false }.0
                } else if file.codeIs(k + 2, "="), file.kind(k + 3) == .identifier, file.isChar(k + 4, ".") || file.isChar(k + 4, "(") {
                    // `var tone = UIColor.red`, `let c = UIColor(…)`: the type written first (or not a type).
                    out.declared[name] = DeclaredType(name: file.text(code: k + 3))
                } else {
                    out.declared[name] = .some(nil)
                }
            }
            k += 1
        }
        return out
    }
}

/// Each type body's members, read once per file: many assignments in one long type must not
/// read its body each time.
final class TypeBodyMembers {
    struct Members {
        var declared: [String: DeclaredType?] = [:]
        var inheritsFramework = false
    }

    @exclusivity(unchecked) private var byBody: [Int: Members] = [:]

    func members(of body: Int, read: () -> Members) -> Members {
        if let known = byBody[body] { return known }
        let members = read()
        byBody[body] = members
        return members
    }
}
