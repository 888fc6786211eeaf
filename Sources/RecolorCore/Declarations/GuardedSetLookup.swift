#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A member that looks a color set up and returns a fallback only when the set is missing:
/// `static var yubiBlue: UIColor { get { guard let color = UIColor(named: "YubiBlue") else {
/// return UIColor.gray }; return color } }`. Its color is the set's (adaptive when the set has a
/// dark appearance); the fallback is shown only if the asset is gone. Read by its fallback,
/// yubioath-ios's brand blue (#325F74, dark #A4CE6A) became a gray token and fix painted the
/// toast gray in both appearances (session 24's review, F1).
enum GuardedSetLookup {
    /// The code index of the lookup a property body opened at `open` binds and returns:
    /// `{ [get {] guard let v = LOOKUP else { … } [;] return v [}] }`; nil for any other body.
    static func lookup(inBodyAt open: Int, in file: SwiftSource) -> Int? {
        guard file.isChar(open, "{"), var close = file.matchingClose(open) else { return nil }
        var o = open
        if file.codeIs(o + 1, "get"), file.isChar(o + 2, "{"), let c = file.matchingClose(o + 2), c + 1 == close {
            o += 2
            close = c
        }
        guard file.codeIs(o + 1, "guard"), file.codeIs(o + 2, "let"), file.isWord(o + 3), file.isChar(o + 4, "=") else { return nil }
        let bound = file.text(code: o + 3)
        let start = o + 5
        var j = start
        while j < close, !file.codeIs(j, "else") {
            if file.isChar(j, "(") || file.isChar(j, "[") || file.isChar(j, "{"), let c = file.matchingClose(j) { j = c + 1; continue }
            if file.isChar(j, ",") { return nil }  // a second condition: not the lookup alone
            j += 1
        }
        guard j < close, file.isChar(j + 1, "{"), let elseClose = file.matchingClose(j + 1) else { return nil }
        var r = elseClose + 1
        if file.isChar(r, ";") { r += 1 }
        guard file.codeIs(r, "return"), file.codeIs(r + 1, bound), r + 2 == close else { return nil }
        return start
    }

    /// The name's code index of the property whose body binds the lookup starting at `k` this way.
    static func propertyName(bindingLookupAt k: Int, in file: SwiftSource) -> Int? {
        guard k >= 6, file.isChar(k - 1, "="), file.isWord(k - 2), file.codeIs(k - 3, "let"), file.codeIs(k - 4, "guard") else { return nil }
        var open = k - 5
        if file.isChar(open, "{"), file.codeIs(open - 1, "get"), file.isChar(open - 2, "{") { open -= 2 }
        guard file.isChar(open, "{"), lookup(inBodyAt: open, in: file) == k,
              file.isWord(open - 1), file.isChar(open - 2, ":"), file.isWord(open - 3), file.codeIs(open - 4, "var") else { return nil }
        return open - 3
    }

    /// `guard let … = UIColor(named: "X") else { return … }` when code index `k` is the value the
    /// `else` returns in such a body (the fallback: drawn only when the set is missing), else nil.
    static func fallback(at k: Int, in file: SwiftSource) -> String? {
        guard k >= 4, file.codeIs(k - 1, "return"), file.isChar(k - 2, "{"), file.codeIs(k - 3, "else") else { return nil }
        // Back from `else` over the condition (groups jumped) to `guard`.
        var g = k - 4
        while g > 0, k - g < 48, !file.codeIs(g, "guard") {
            if file.isChar(g, ")") || file.isChar(g, "]") || file.isChar(g, "}"), let o = file.matchingOpen(g) { g = o - 1; continue }
            if file.isChar(g, "{") || file.isChar(g, ";") { return nil }
            g -= 1
        }
        guard file.codeIs(g, "guard"), file.isChar(g - 1, "{") else { return nil }
        var open = g - 1
        if file.codeIs(open - 1, "get"), file.isChar(open - 2, "{") { open -= 2 }
        guard let start = lookup(inBodyAt: open, in: file), start == g + 4,
              let set = ColorSetLookups.setName(at: start, in: file, helpers: ColorSetLookups.helpers(in: file)) else { return nil }
        let callee = file.text(code: start)
        let label = ColorSetLookups.colorTypes.contains(callee) && callee != "Color" ? "named: " : ""
        return "guard let \(file.text(code: g + 2)) = \(callee)(\(label)\"\(set)\") else { return … }"
    }
}
