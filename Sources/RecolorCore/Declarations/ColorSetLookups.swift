/// A member declared as the lookup of a color set by name: `= UIColor(named: "white")!`,
/// `= UIColor(named: "white", in: .library, compatibleWith: nil)`, `= Color("white")`, or through
/// a helper of the app that takes the name (LN-Zap's palette: `static let white = color("white")`
/// with `private static func color(_ name: String) -> UIColor { UIColor(named: name, in:
/// Bundle.library, compatibleWith: nil) ?? UIColor.magenta }`). Its value is the set's, so a type
/// of such members is a palette whose colors come from the asset catalog.
enum ColorSetLookups {
    static let colorTypes: Set<String> = Set(BaseColorType.viewTypes.map(\.rawValue))

    /// The functions of `file` that look a color set up by the name they are passed (their first
    /// parameter, a `String`), and return a color (`…Color`).
    static func helpers(in file: SwiftSource) -> Set<String> {
        var out: Set<String> = []
        for k in file.code.indices where file.codeIs(k, "func") && file.isWord(k + 1) && file.isChar(k + 2, "(") {
            guard let close = file.matchingClose(k + 2) else { continue }
            // The first parameter: `_ name: String` or `name: String`; its inner name.
            var p = k + 3
            if file.isWord(p), file.isWord(p + 1), file.isChar(p + 2, ":") { p += 1 }
            guard file.isWord(p), file.isChar(p + 1, ":"), file.codeIs(p + 2, "String") else { continue }
            let parameter = file.text(code: p)
            guard file.codeIs(close + 1, "->"), file.isWord(close + 2), file.text(code: close + 2).hasSuffix("Color"),
                  file.isChar(close + 3, "{") || file.isChar(close + 4, "{"),
                  let open = [close + 3, close + 4].first(where: { file.isChar($0, "{") }), let end = file.matchingClose(open) else { continue }
            for b in open..<end where file.isWord(b) && colorTypes.contains(file.text(code: b)) && file.isChar(b + 1, "(") {
                var a = b + 2
                if file.codeIs(a, "named"), file.isChar(a + 1, ":") { a += 2 } else if !file.codeIs(b, "Color") { continue }
                if file.codeIs(a, parameter), file.isChar(a + 1, ")") || file.isChar(a + 1, ",") {
                    out.insert(file.text(code: k + 1))
                    break
                }
            }
        }
        return out
    }

    /// The color set named by the lookup starting at code index `k`, or nil.
    static func setName(at k: Int, in file: SwiftSource, helpers: Set<String>) -> String? {
        guard k < file.code.count, file.isWord(k) else { return nil }
        var c = k
        // `Self.color("x")`, `Zap.color("x")`.
        if file.isChar(c + 1, "."), file.isWord(c + 2), helpers.contains(file.text(code: c + 2)) { c += 2 }
        guard file.isChar(c + 1, "(") else { return nil }
        var a = c + 2
        let callee = file.text(code: c)
        if helpers.contains(callee) {
            if file.isWord(a), file.isChar(a + 1, ":") { a += 2 }  // a labelled helper: `color(named: "x")`
        } else if colorTypes.contains(callee) {
            if callee != "Color" {
                guard file.codeIs(a, "named"), file.isChar(a + 1, ":") else { return nil }
                a += 2
            }
        } else {
            return nil
        }
        guard file.kind(a) == .stringQuote, file.kind(a + 1) == .stringSegment, file.kind(a + 2) == .stringQuote,
              file.isChar(a + 3, ")") || file.isChar(a + 3, ",") else { return nil }
        return file.text(code: a + 1)
    }
}

extension ColorSetLookups {
    /// The code index after the `=` of a declaration whose name is at `name` (before `end`), or
    /// of the one expression a computed property's body returns (`static var brand: UIColor {
    /// UIColor(named: "Brand", in: .module, compatibleWith: nil)! }`, with or without `return`),
    /// or nil.
    static func initializer(after name: Int, end: Int, in file: SwiftSource) -> Int? {
        var k = name + 1
        while k < end, !file.codeIs(k, "=") {
            if file.isChar(k, "{") {
                // (Or a function's: `class func mpInkColor() -> UIColor { return UIColor(named: "MPInkColor")! }`, MaxPreps'
                // accessors, ~150 uses as text that never paired; session 41, pairs41b-v1.)
                guard file.isChar(k - 2, ":") || file.codeIs(k - 2, "->") || file.isChar(k - 1, "?") || file.isChar(k - 1, "!"),
                      let close = file.matchingClose(k), close > k + 1 else { return nil }
                // `guard let c = UIColor(named: "X") else { return fallback }; return c`: the set.
                if let lookup = GuardedSetLookup.lookup(inBodyAt: k, in: file) { return lookup }
                var first = k + 1
                if file.codeIs(first, "return") { first += 1 }
                // One statement: no line break, `;` or nested statement between its start and the `}`.
                var j = first + 1
                while j < close {
                    if file.isChar(j, "(") || file.isChar(j, "["), let c = file.matchingClose(j) { j = c + 1; continue }
                    if file.isChar(j, ";") || file.isChar(j, "{") || file.lineBreakBetween(j - 1, j) && !file.isChar(j, ".") { return nil }
                    j += 1
                }
                return first < close ? first : nil
            }
            k += 1
        }
        return k + 1 < end ? k + 1 : nil
    }

    /// The set the declaration at `name` looks up (`= color("white")`, `= UIColor(named: "white")!`).
    static func setName(ofDeclarationAt name: Int, end: Int, in file: SwiftSource, helpers: Set<String>) -> String? {
        initializer(after: name, end: end, in: file).flatMap { setName(at: $0, in: file, helpers: helpers) }
    }

    /// The member of the same type a declaration is another name for (`static let background =
    /// deepSeaBlue`, `= Self.deepSeaBlue`), or nil.
    static func aliasedMember(ofDeclarationAt name: Int, end: Int, in file: SwiftSource) -> String? {
        guard var v = initializer(after: name, end: end, in: file) else { return nil }
        if file.codeIs(v, "Self"), file.isChar(v + 1, ".") { v += 2 }
        guard file.isWord(v), v + 1 >= end || file.lineBreakBetween(v, v + 1) || file.isChar(v + 1, "}") || file.isChar(v + 1, ";") else { return nil }
        return file.text(code: v)
    }
}
