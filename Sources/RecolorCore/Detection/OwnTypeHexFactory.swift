/// A hex factory called inside the color type it extends, bare or through `Self`:
/// `extension UIColor { static let ink = hex(0x121212); static let paper = Self.hex(0xFAFAFA) }`,
/// or any static function of it called with a `hex:` or `hexString:` label (nightguard's
/// `extension UIColor { static func chartDayOne() -> UIColor { hexStringToUIColor(hex: "#F5793A") } }`:
/// the five chart colors were missed while `UIColor.hexStringToUIColor(hex: …)` was found; session 27's F2).
/// Outside its type a factory is `UIColor.hex(…)` or `.hex(…)`, which the member detectors read;
/// inside, Swift needs no type before it, so the enclosing declaration says which type it is.
extension FileDetector {
    /// A `hex(…)` or `Self.hex(…)` call at code token `k`, offered to the member detectors with the
    /// enclosing color type.
    func ownTypeHexFactory(at k: Int) -> (Finding, Int)? {
        var member = k
        if file.codeIs(k, "Self" as StaticString) {
            guard file.isChar(k + 1, "."), file.isWord(k + 2) else { return nil }
            member = k + 2
        }
        guard file.codeIs(member, "hex" as StaticString) || OwnTypeHexFactory.labeledHexCall(file, member), file.isChar(member + 1, "("),
              file.code[member + 1].begin == file.code[member].end,
              !file.codeIs(k - 1, "func" as StaticString), let type = enclosingColorType(of: k) else { return nil }
        guard var hit = memberOfColorType(type, start: k, member: member) else { return nil }
        // In a member declared `Self` of a class's extension, no token fits there either (criticalmaps'
        // `static var attention: Self { hex(0xFF3355) }` became `Semantic.redColor`, a UIColor where
        // `Self` is required: session 27's pairs engineer).
        if type != .color, memberIsDeclaredSelf(around: k) { hit.0.returnsDynamicSelf = true }
        return hit
    }

    /// The color type whose body (an `extension UIColor`, a `struct Color` of the configured
    /// types) holds code token `k`, through function bodies and closures; nil in any other type.
    func enclosingColorType(of k: Int) -> BaseColorType? {
        guard let type = analyzer.syntax.tree.enclosingType(at: k), type.nameToken >= 0 else { return nil }
        return settings.types.base(file.text(code: type.nameToken))
    }
}

enum OwnTypeHexFactory {
    /// `name(hex: …` or `name(hexString: …` at code token `k`: a call whose first label names a hex code.
    @inline(__always)
    static func labeledHexCall(_ file: SwiftSource, _ k: Int) -> Bool {
        file.isChar(k + 1, "(") && file.isChar(k + 3, ":") && (file.codeIs(k + 2, "hex" as StaticString) || file.codeIs(k + 2, "hexString" as StaticString))
    }
}
