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
        guard let body = enclosingTypeBody(of: k) else { return nil }
        let members = typeBodies.members(of: body) { readMembers(ofBodyAt: body) }
        if let declared = members.declared[name] { return .declared(declared) }
        return members.inheritsFramework ? .inheritsFramework : nil
    }

    enum OwnMember {
        case declared(DeclaredType?)
        case inheritsFramework
    }

    /// The `{` of the innermost type body holding code token `k`, through function bodies and closures.
    func enclosingTypeBody(of k: Int) -> Int? {
        var group = enclosing.opener(of: k)
        var hops = 0
        while let open = group, hops < Self.nestingLimit {
            hops += 1
            if file.isChar(open, "{"), typeDeclarationHead(ofBodyAt: open) != nil { return open }
            group = enclosing.opener(of: open)
        }
        return nil
    }

    /// The keyword and last name component of the type an `extension`, `struct`, `class`, `enum`
    /// or `actor` declares with the body opening at `open`, or nil for another body (a function's).
    func typeDeclarationHead(ofBodyAt open: Int) -> (keyword: Int, name: Int)? {
        var n = open - 1
        while n >= 0 && open - n < 64 {
            if let o = skipGroupBackward(n) { n = o - 1; continue }
            if file.isChar(n, "{") || file.isChar(n, "}") || file.isChar(n, ";") { return nil }
            if file.code[n].kind == .keyword && !file.isChar(n - 1, ".") {
                if file.codeIs(n, "extension" as StaticString) || file.codeIs(n, "struct" as StaticString) || file.codeIs(n, "class" as StaticString)
                    || file.codeIs(n, "enum" as StaticString) || file.codeIs(n, "actor" as StaticString) {
                    var name = n + 1
                    guard file.isWord(name) else { return nil }
                    while file.isChar(name + 1, "."), file.isWord(name + 2) { name += 2 }
                    return (n, name)
                }
                if file.codeIs(n, "func" as StaticString) || file.codeIs(n, "init" as StaticString) || file.codeIs(n, "var" as StaticString)
                    || file.codeIs(n, "let" as StaticString) || file.codeIs(n, "in" as StaticString) { return nil }
            }
            n -= 1
        }
        return nil
    }

    /// The stored and computed properties declared directly in the body at `open` (not in its
    /// functions or nested types), and whether the type's first inherited type is a framework
    /// class (`UI…`, `NS…`), whose properties the tree does not declare.
    func readMembers(ofBodyAt open: Int) -> TypeBodyMembers.Members {
        var out = TypeBodyMembers.Members()
        if let head = typeDeclarationHead(ofBodyAt: open), file.isChar(head.name + 1, ":"), file.kind(head.name + 2) == .identifier {
            let first = file.text(code: head.name + 2)
            out.inheritsFramework = (first.hasPrefix("UI") || first.hasPrefix("NS")) && first.count > 2
                && first.unicodeScalars.dropFirst(2).first.map { $0.properties.isUppercase } == true
        }
        guard let close = file.matchingClose(open) else { return out }
        var k = open + 1
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
