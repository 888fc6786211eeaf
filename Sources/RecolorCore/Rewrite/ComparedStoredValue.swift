#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A color stored into a property its type compares with `==` or `!=`: the property's default
/// argument (`init(lineColor: UIColor? = .white)`), initial value (`var lineColor: UIColor? = .white`)
/// or an assignment (`s.lineColor = .white`), where the same type holds `lineColor == UIColor.white`.
/// `ComparedColor` declines the comparison's own operand; rewriting the stored value alone made
/// the comparison false forever (GoMap's `RenderInfo.isDefault()`: after fix no style was
/// "default" and address points were drawn as ordinary POIs, with no compiler error; session 21
/// audit F20). The stored value is declined with the comparison, naming it. Any comparison of
/// the name in the type counts, except with `nil`: a dynamic token equals nothing.
enum ComparedStoredValue {
    /// The reason `fix` leaves the color at `range` as written, if it is stored into a name its
    /// enclosing type compares.
    ///
    /// The value reaches the compared name through an appearance-free ternary's arm too
    /// (`textColor = textColor == .brown ? .labelColor : .brown`, a toggle: rewriting the arms left
    /// the label never `.brown` again, stuck; session 26's review, F14), and through locals that
    /// convert it (`let black = NSColor.black.usingColorSpaceName(…)`, `let hex = black.hexCode`,
    /// `firstHex == hex`: a sentinel compared as a hex string, F15).
    static func refusal(_ range: Range<Int>, in file: SwiftSource, tree: SyntaxTree) -> String? {
        let first = file.codeIndex(atOrAfter: range.lowerBound)
        guard let stored = storedName(before: first, in: file), let type = tree.enclosingType(at: first) else { return nil }
        let end = min(type.close, file.code.count)
        let names = derivedNames(from: stored, in: file, from: type.open + 1, to: end)
        for name in names {
            if let why = compared(name, stored: stored, in: file, from: type.open + 1, to: end) { return why }
        }
        return nil
    }

    /// `stored`, and the locals the type declares from it (`let y = stored…`), two steps deep.
    static func derivedNames(from stored: String, in file: SwiftSource, from start: Int, to end: Int) -> [String] {
        var names = [stored]
        var frontier = [stored]
        for _ in 0..<2 where !frontier.isEmpty {
            var next: [String] = []
            var k = start
            while k < end {
                defer { k += 1 }
                guard file.isWord(k), frontier.contains(where: { file.codeIs(k, $0) }), file.codeIs(k - 1, "="), file.isWord(k - 2),
                      file.codeIs(k - 3, "let") || file.codeIs(k - 3, "var") else { continue }
                let derived = file.text(code: k - 2)
                if !names.contains(derived) { names.append(derived); next.append(derived) }
            }
            frontier = next
        }
        return names
    }

    /// Why a value stored into `stored` is kept: `name` (it or a local made from it) is compared in the type.
    static func compared(_ name: String, stored: String, in file: SwiftSource, from start: Int, to end: Int) -> String? {
        var k = start
        while k < end {
            defer { k += 1 }
            guard file.codeIs(k, name), file.isWord(k) else { continue }
            // `name == x` or `x == name` (`self.name`, `lhs.name` alike), the other side no `nil`.
            let after = ComparedColor.comparisons.contains { file.codeIs(k + 1, $0) } && !file.codeIs(k + 2, "nil")
            var receiverStart = k
            while receiverStart >= 2, file.isChar(receiverStart - 1, "."), file.isWord(receiverStart - 2) { receiverStart -= 2 }
            let before = ComparedColor.comparisons.contains { file.codeIs(receiverStart - 1, $0) } && !file.codeIs(receiverStart - 2, "nil")
            guard after || before else { continue }
            let line = file.line(of: file.code[k].begin)
            let op = after ? file.text(code: k + 1) : file.text(code: receiverStart - 1)
            let shown = after ? "\(name) \(op) …" : "… \(op) \(name)"
            let via = name == stored ? "" : " and converted into \(name)"
            return "stored into \(stored)\(via), compared at line \(line) (\(shown)): a dynamic token is a new color on each read and never equal; "
                + "kept with the comparison (compare by another property)"
        }
        return nil
    }

    /// The property a value at code token `first` is stored into: `name = VALUE`,
    /// `x.name = VALUE`, `name: Type = VALUE` (a default argument or an initial value, `?`/`!`
    /// after the type); nil otherwise.
    static func storedName(before first: Int, in file: SwiftSource) -> String? {
        guard let eq = assignment(before: first, in: file) else { return nil }
        // `name: UIColor? = VALUE`, `name: Color = VALUE`, `name: NSColor! = VALUE`, `name: SwiftUI.Color = VALUE`.
        var k = eq - 1
        while k > 0, eq - k <= 5, !file.isChar(k, ":") {
            guard file.isWord(k) || file.isChar(k, "?") || file.isChar(k, "!") || file.isChar(k, ".") else { break }
            k -= 1
        }
        // A type after the colon (capitalized): `case .a: x = VALUE` is an assignment of `x`.
        if file.isChar(k, ":"), file.isWord(k - 1), k + 1 < eq, file.text(code: k + 1).first?.isUppercase == true { return file.text(code: k - 1) }
        // `name = VALUE`, `x.name = VALUE` (a local `let c = VALUE` too: a name the type may compare).
        guard file.isWord(eq - 1) else { return nil }
        return file.text(code: eq - 1)
    }

    /// The `=` the value at code token `first` is assigned by: right before it, or before the
    /// ternary whose arm it is (`x = c ? VALUE : y`, `x = c ? y : VALUE`), on the same line, with
    /// no bracket left open between (an argument's label `f(a: VALUE)` is no arm).
    static func assignment(before first: Int, in file: SwiftSource) -> Int? {
        if first >= 2, file.codeIs(first - 1, "=") { return first - 1 }
        guard first >= 2, file.isChar(first - 1, "?") || file.isChar(first - 1, ":") else { return nil }
        let line = file.line(of: file.code[first].begin)
        var sawQuestion = file.isChar(first - 1, "?")
        var k = first - 2
        while k >= 1, first - k <= 80, file.line(of: file.code[k].begin) == line {
            if let open = file.matchingOpen(k) { k = open - 1; continue }
            if file.isChar(k, "(") || file.isChar(k, "[") || file.isChar(k, "{") || file.isChar(k, "}") || file.isChar(k, ",") || file.isChar(k, ";") { return nil }
            if file.isChar(k, "?") { sawQuestion = true }
            if file.codeIs(k, "=") { return sawQuestion ? k : nil }
            if file.codeIs(k, "return") || file.codeIs(k, "case") { return nil }
            k -= 1
        }
        return nil
    }
}
