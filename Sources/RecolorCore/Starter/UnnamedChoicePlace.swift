#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where a light/dark choice goes when no statement `NAME = CHOICE` names it (`AssignedChoiceName`):
/// a property of another value (`label.textColor = UIColor(dynamicProvider: …)`), an argument
/// (`apply(UIColor { … })` to `func apply(_ background: UIColor)`, `paint(fill: UIColor { … })`), or
/// the value a function or computed property returns (`static func surface() -> UIColor { UIColor
/// { … } }`, used as `backgroundColor = Theme.surface()` in the file). Its arms have no context of
/// their own, so the harvested token had no role (`…Color`, "as color"), no pair, and took the role
/// of another pair of the same values (session 25's "Left": a provider used as a background with
/// no property name). The name of the place says the role, as a context name does.
extension AssignedChoiceName {
    /// The name of the place the whole choice at `range` goes, or nil.
    static func place(of range: Range<Int>, in file: SwiftSource) -> String? {
        let s = file.codeIndex(atOrAfter: range.lowerBound)
        let e = file.codeIndex(atOrAfter: range.upperBound) - 1
        guard s >= 2, e >= s, e < file.code.count else { return nil }
        // `x.y.NAME = CHOICE`.
        if file.kind(s - 1) == .operator, file.isChar(s - 1, "="), file.isWord(s - 2), s >= 3, file.isChar(s - 3, ".") {
            return file.text(code: s - 2)
        }
        // `f(label: CHOICE)`, a label naming a role.
        if file.isChar(s - 1, ":"), file.isWord(s - 2), s >= 3, file.isChar(s - 3, "(") || file.isChar(s - 3, ","),
           file.isChar(e + 1, ")") || file.isChar(e + 1, ","), ColorRole(context: file.text(code: s - 2)) != .color {
            return file.text(code: s - 2)
        }
        // `f(CHOICE)`: the parameter's name where the file declares `func f(_ NAME:`, else the function's.
        if file.isChar(s - 1, "("), file.isWord(s - 2), file.code[s - 1].begin == file.code[s - 2].end, file.isChar(e + 1, ")") {
            let callee = file.text(code: s - 2)
            return unlabeledParameter(of: callee, in: file) ?? callee
        }
        // `case .system: return CHOICE` in a member's body (a theme's `var fgColor: Color { switch self
        // { … } }`, Omnivore's Theme.swift): the member whose body returns it, where its name says a role.
        // Read as no role, its white/black text pair joined a background pair of the same values.
        if file.codeIs(s - 1, "return"), !file.isChar(s - 2, "{"), let name = returningMember(at: s, in: file) { return name }
        // `{ [return] CHOICE }`: the body of a function or computed property, named by itself or its uses.
        var open = s - 1
        if file.codeIs(open, "return") { open -= 1 }
        guard file.isChar(open, "{"), file.matchingClose(open) == e + 1 else { return nil }
        let tree = SyntaxTree(file)
        let scope = tree.scopes[tree.scope(at: s)]
        guard scope.open == open, let name = scope.name else { return nil }
        switch scope.kind {
        case .function(.func), .function(.property), .function(.accessor(.get)): break
        default: return nil
        }
        if ColorRole(context: name) != .color { return name }
        return assignedUse(of: name, in: file, outside: open...(e + 1))
    }

    /// The name of the function or computed property whose body holds the `return` before code
    /// index `s` (through `if`, `switch` and other blocks, never a closure), when it names a role.
    static func returningMember(at s: Int, in file: SwiftSource) -> String? {
        let tree = SyntaxTree(file)
        var index = tree.scope(at: s)
        for _ in 0..<8 {
            let scope = tree.scopes[index]
            switch scope.kind {
            case .function(.func), .function(.property), .function(.accessor(.get)):
                guard let name = scope.name, ColorRole(context: name) != .color else { return nil }
                return name
            case .block: break
            default: return nil
            }
            guard let parent = scope.parent else { return nil }
            index = parent
        }
        return nil
    }

    /// `NAME` of `func callee(_ NAME: …` declared in `file`.
    static func unlabeledParameter(of callee: String, in file: SwiftSource) -> String? {
        for k in 0..<max(0, file.code.count - 5) where file.codeIs(k, "func") && file.codeIs(k + 1, callee) && file.isChar(k + 2, "(")
            && file.codeIs(k + 3, "_") && file.isWord(k + 4) && file.isChar(k + 5, ":") {
            return file.text(code: k + 4)
        }
        return nil
    }

    /// The property a use of `name` in `file` is assigned to (`backgroundColor = Theme.surface()`,
    /// `layer.backgroundColor = makeFill().cgColor`) when that names a role.
    static func assignedUse(of name: String, in file: SwiftSource, outside body: ClosedRange<Int>) -> String? {
        for k in 2..<max(2, file.code.count) where !body.contains(k) && file.codeIs(k, name) && !file.codeIs(k - 1, "func") && !file.codeIs(k - 1, "var") {
            // Back over a member chain (`Theme.`, `self.`) to `PROPERTY =`.
            var j = k - 1
            while j >= 1, file.isChar(j, "."), file.isWord(j - 1) { j -= 2 }
            guard j >= 1, file.kind(j) == .operator, file.isChar(j, "="), file.isWord(j - 1) else { continue }
            let property = file.text(code: j - 1)
            if ColorRole(context: property) != .color { return property }
        }
        return nil
    }
}
