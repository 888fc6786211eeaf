/// A color drawn into an image that is made a Core Image image (`CIImage(cgImage: UIImage(color:
/// .white, size: …).cgImage!)`): a picture handed to processing (a filter chain, a model), never
/// shown as the app's chrome. FlowDown's MLX client feeds a 64×64 white `emptyImage` to its
/// vision-language model when a message has no picture; made `systemBackground`, the model's
/// input turned black whenever the client was made in Dark Mode (session 32, a new app). Kept
/// as the picture's. Not a color the image is drawn beside (`UIImage(named:)` tinted later) nor
/// an image shown (`imageView.image = UIImage(color:)`): no Core Image image holds those.
extension FixedIntentReader {
    /// `drawn into an image made a CIImage (emptyImage)` when the color at code index `k` stands
    /// in the arguments of an image-building call (`UIImage(…)`, `NSImage(…)`, `.init(…)`) whose
    /// enclosing call, or the declaration it initializes, is a `CIImage`.
    func coreImageInput(_ k: Int) -> String? {
        var open = groups.opener(of: k)
        var builtImage = false
        var depth = 0
        while let o = open, depth < 4 {
            depth += 1
            guard file.isChar(o, "(") else { return nil }
            let callee = o > 0 && file.isWord(o - 1) ? file.text(code: o - 1) : ""
            if callee == "CIImage" { return builtImage ? "drawn into an image made a CIImage: a picture processed, not shown" : nil }
            if callee == "init", o >= 2, file.isChar(o - 2, ".") {
                if builtImage, let name = ciImageDeclaration(before: o - 2) { return "drawn into an image made a CIImage (\(name)): a picture processed, not shown" }
                builtImage = true
            } else if callee.hasSuffix("Image") {
                builtImage = true
            }
            open = groups.opener(of: o)
        }
        return nil
    }

    /// `let NAME: CIImage = ` just before code index `at`: NAME.
    private func ciImageDeclaration(before at: Int) -> String? {
        guard at >= 4, file.codeIs(at - 1, "="), file.codeIs(at - 2, "CIImage"), file.isChar(at - 3, ":"), file.isWord(at - 4) else { return nil }
        return file.text(code: at - 4)
    }
}
