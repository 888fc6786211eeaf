/// The default of a color parameter that a file importing a code-image package hands to that
/// package (sing-box's `QRSImageGenerator.init(foregroundColor: CGColor, backgroundColor: CGColor =
/// CGColor(gray: 1.0, alpha: 1.0))`, stored and given to `document.design.backgroundColor(
/// backgroundColor)` of dagronf's QRCode): the color a QR code is drawn with into an image, black on
/// white in every appearance for its reader. Made `Semantic.primaryBackground.cgColor`, a code made in
/// Dark Mode was black modules on #0D0D0D (session 33's held-out check, V1's second sighting).
/// Kept as the picture's. Not a parameter the file never hands on whole (`view.backgroundColor =
/// backgroundColor` is a view's), nor any color of a file that imports no such package.
extension FixedIntentReader {
    /// Modules that render a code (QR, barcode) into an image from the colors they are given:
    /// dagronf/QRCode, EFPrefix/EFQRCode.
    static let codeImageModules: [String] = ["QRCode", "EFQRCode"]

    /// `the default of backgroundColor, a color QRCode draws a code image with` when the color at code
    /// index `k` is a parameter's default and the file imports a code-image module and passes that
    /// parameter's name whole to a call (`f(name)`, `f(label: name)`).
    func codeImageDefault(_ k: Int) -> String? {
        guard k >= 4, file.codeIs(k - 1, "=") else { return nil }
        guard let module = Self.codeImageModules.first(where: { file.bytes.containsSequence(Array("import \($0)\n".utf8)) }) else { return nil }
        // `name: T = X` (`T?`, `T!` too), in a parameter clause: `(` or `,` before the parameter.
        var colon = k - 2
        if file.isChar(colon, "?") || file.isChar(colon, "!") { colon -= 1 }
        colon -= 1
        guard file.isWord(colon + 1), file.isChar(colon, ":"), file.isWord(colon - 1) else { return nil }
        let name = file.text(code: colon - 1)
        let before = file.isWord(colon - 2) ? colon - 3 : colon - 2
        guard file.isChar(before, "(") || file.isChar(before, ",") else { return nil }
        for t in 1..<max(1, file.code.count - 1) where t != colon - 1 && file.codeIs(t, name) && !file.isChar(t - 1, ".") {
            let sole = file.isChar(t - 1, "(") && file.isChar(t + 1, ")") && file.isWord(t - 2)
            let labeled = file.isChar(t - 1, ":") && file.isWord(t - 2) && (file.isChar(t + 1, ")") || file.isChar(t + 1, ","))
            guard sole || labeled else { continue }
            // Made a color again (`UIColor(cgColor: backgroundColor)`) is no hand-off to the package.
            if let open = groups.opener(of: t), file.isChar(open, "("), ColorTypeFlags.types.contains(file.text(code: open - 1)) { continue }
            return "the default of \(name), a color \(module) draws a code image with: the code keeps its colors in every appearance, for its reader"
        }
        return nil
    }
}
