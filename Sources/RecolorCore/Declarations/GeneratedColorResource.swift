/// A color set named through the code a resource generator writes: R.swift's `R.color.name()`
/// (`R.color.mixin_green()`, R.swift 7's `R.color.mixinGreen`), SwiftGen's
/// `Asset.Colors.name.color`. The generators turn a set's name into an identifier, so a set
/// is matched by its letters and digits alone (`text_secondary` is `textSecondary`).
enum GeneratedColorResource {
    /// The set named by the chain starting at code token `k`, or nil.
    static func setName(at k: Int, in file: SwiftSource) -> String? { chain(at: k, in: file)?.set }

    /// The set named by the chain starting at code token `k` and the chain's last code token
    /// (the `)` of `R.color.x()`, the `color` of `Asset.Colors.x.color`), or nil.
    static func chain(at k: Int, in file: SwiftSource) -> (set: String, end: Int)? {
        guard file.isWord(k), !file.isChar(k - 1, ".") else { return nil }
        if file.codeIs(k, "R"), file.isChar(k + 1, "."), file.codeIs(k + 2, "color"), file.isChar(k + 3, "."), file.isWord(k + 4),
           !file.isChar(k + 5, ".") {
            let called = file.isChar(k + 5, "(") && file.isChar(k + 6, ")")
            return (file.text(code: k + 4), called ? k + 6 : k + 4)
        }
        guard file.codeIs(k, "Asset") else { return nil }
        // `Asset.Colors.textSecondary.color`, `Asset.textSecondary.color`: the link before `.color`.
        var j = k
        while file.isChar(j + 1, "."), file.isWord(j + 2) {
            if file.codeIs(j + 2, "color"), j > k, !file.isChar(j + 3, ".") { return (file.text(code: j), j + 2) }
            j += 2
        }
        return nil
    }

    /// Whether two set names are one set as a generator names it.
    static func sameSet(_ a: String, _ b: String) -> Bool { key(a) == key(b) }

    static func key(_ name: String) -> String {
        String(name.lowercased().filter { $0.isLetter || $0.isNumber })
    }
}
