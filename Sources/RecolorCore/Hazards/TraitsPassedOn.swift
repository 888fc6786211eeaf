#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `let traits = UITraitCollection.current` kept in a local and handed on to what resolves a
/// color with it: `resolvedColor(with: traits)`, a method called on a color (`UIColor.label
/// .htmlString(traits)`), or a function of the file whose `UITraitCollection` parameter goes
/// there. The same global read as `color.resolvedColor(with: UITraitCollection.current)`, one
/// step removed: phoenix-ios built its HTML's CSS so (AnyHTML.swift, off any trait callback) and
/// recolor reported nothing, while the inline read gave two hazards (session 20 audit F19).
enum TraitsPassedOn {
    /// The local's name when the read at `k`…`end` is the whole value of `let name = …` or
    /// `let name: UITraitCollection = …`.
    static func local(readStart k: Int, readEnd end: Int, _ file: SwiftSource) -> (name: String, index: Int)? {
        guard file.isChar(k - 1, "="), end + 1 >= file.code.count || file.lineBreakBetween(end, end + 1) || file.isChar(end + 1, ";") else { return nil }
        var n = k - 2
        if file.isWord(n), file.isChar(n - 1, ":") { n -= 2 }
        guard file.isWord(n), file.codeIs(n - 1, "let") || file.codeIs(n - 1, "var") else { return nil }
        return (file.text(code: n), n)
    }

    /// Whether the local holding the read is handed to what resolves a color with it, in the
    /// rest of its function.
    static func resolvesColor(readStart k: Int, readEnd end: Int, _ h: HazardFile) -> Bool {
        let file = h.file
        guard let local = local(readStart: k, readEnd: end, file), let function = h.tree.enclosingFunction(at: k) else { return false }
        // Three functions deep: phoenix-ios hands it to processHTML, which hands it to
        // cssReplacements, which calls htmlString on each color.
        return resolves(local.name, in: (end + 1)..<min(function.close, file.code.count), h, depth: 3)
    }

    /// Whether `name` is an argument, in `range`, of a call that resolves a color with it;
    /// `depth`: how many functions of the file it may be followed into.
    static func resolves(_ name: String, in range: Range<Int>, _ h: HazardFile, depth: Int) -> Bool {
        let file = h.file
        for j in range where file.isWord(j) && file.codeIs(j, name) && !file.isChar(j - 1, ".") {
            guard file.isChar(j + 1, ")") || file.isChar(j + 1, ","),
                  file.isChar(j - 1, "(") || file.isChar(j - 1, ",") || file.isChar(j - 1, ":"),
                  let open = openParen(before: j, file), open >= 1, file.isWord(open - 1) else { continue }
            let callee = file.text(code: open - 1)
            if callee == "resolvedColor" || isCalledOnColor(callee: open - 1, h) { return true }
            if depth > 0, passesToResolving(callee, h, depth: depth - 1) { return true }
        }
        return false
    }

    /// The `(` of the argument list holding the code index `j`.
    static func openParen(before j: Int, _ file: SwiftSource) -> Int? {
        var k = j - 1, depth = 0
        while k >= 0 && j - k < 200 {
            if file.isChar(k, ")") || file.isChar(k, "]") { depth += 1 }
            if file.isChar(k, "(") || file.isChar(k, "[") {
                if depth == 0 { return file.isChar(k, "(") ? k : nil }
                depth -= 1
            }
            k -= 1
        }
        return nil
    }

    /// `UIColor.label.htmlString(…)`: a method whose receiver's chain starts at a color type.
    static func isCalledOnColor(callee c: Int, _ h: HazardFile) -> Bool {
        let file = h.file
        var k = c
        while k >= 2, file.isChar(k - 1, "."), file.isWord(k - 2) { k -= 2 }
        return k < c && (h.settings.types.base(code: k, in: file) != nil || h.dynamicMembers.contains(file.text(code: k)))
    }

    /// Whether a function `name` declared in the file hands its `UITraitCollection` parameter on
    /// to what resolves a color.
    static func passesToResolving(_ name: String, _ h: HazardFile, depth: Int) -> Bool {
        let file = h.file
        for k in 1..<max(file.code.count - 1, 1) where file.codeIs(k, name) && file.codeIs(k - 1, "func") && file.isChar(k + 1, "(") {
            guard let close = file.matchingClose(k + 1) else { continue }
            var body = close + 1
            while body < file.code.count && body < close + 40 && !file.isChar(body, "{") { body += 1 }
            guard file.isChar(body, "{"), let end = file.matchingClose(body) else { continue }
            for segment in ParameterClause.segments(k + 1, close, in: file) {
                guard let colon = segment.colon, segment.range.contains(where: { file.codeIs($0, "UITraitCollection") }) else { continue }
                if resolves(file.text(code: colon - 1), in: (body + 1)..<end, h, depth: depth) { return true }
            }
        }
        return false
    }
}
