/// A mask declared apart from the `.mask` that takes it: AnimeNow's `struct GradientMask: View`
/// (used as `.mask(GradientMask(phase: phase))`) and ruuvi's `CAGradientLayer` whose `colors`
/// are set, then assigned as `scrollView.layer.mask = gradient`. Only the alpha of a mask counts;
/// its black and white were made `Color.primary`/`UIColor.label` (session 16's audit, F16).
extension FixedIntentReader {
    /// `drawn as GradientMask, which .mask(…) takes (line 38)`, or `gradient.colors of a layer set
    /// as layer.mask (line 210)`, when the finding at code index `k` is in such a mask; else nil.
    func maskDeclaredApart(holding k: Int) -> String? {
        if let type = syntax.tree.enclosingType(at: k), let name = type.name, let line = maskTaking(name) {
            return "drawn as \(name), which .mask(…) takes (line \(line))"
        }
        if let receiver = colorsReceiver(holding: k) {
            if let line = layerMaskAssignment(of: receiver) { return "\(receiver).colors of a layer set as a mask (line \(line))" }
            if receiver == "$0", let line = maskConfiguredInClosure(holding: k) {
                return "$0.colors of a layer set as a mask, configured in a closure (line \(line))"
            }
        }
        // `maskLayer.backgroundColor = UIColor.black.cgColor` then `layer.mask = maskLayer`;
        // `fade.backgroundColor = .white` then `contentView.mask = fade` (a UIView's mask).
        if let (receiver, property) = fillReceiver(holding: k), let line = layerMaskAssignment(of: receiver) {
            return "\(receiver).\(property) of a layer or view set as a mask (line \(line))"
        }
        // Made by a function named for a mask, into a receiver named so (SwipeCellKit's
        // `func createDeletionMask() -> UIView { let mask = UIView(…); mask.backgroundColor = .white;
        // return mask }`, set as a cell's `mask` in another file: session 20 audit F14). A receiver
        // named so alone is not enough: many apps call their dimming view `maskView`.
        if let (receiver, property) = fillReceiver(holding: k), Self.words(receiver).contains("mask"),
           let function = syntax.tree.enclosingFunction(at: k)?.name, Self.words(function).contains("mask") {
            return "\(receiver).\(property) in \(function)(), which makes a mask"
        }
        return nil
    }

    /// The properties of a layer or view that fill it: what a mask's alpha comes from.
    static let maskFillProperties: Set<String> = ["backgroundColor", "fillColor", "strokeColor"]

    /// `(X, property)` when code index `k` starts the value of `X.property = …` (X a plain name,
    /// `self.` dropped), the property one of `maskFillProperties`.
    func fillReceiver(holding k: Int) -> (String, String)? {
        guard file.kind(k - 1) == .operator, file.isChar(k - 1, "="), file.isWord(k - 2),
              Self.maskFillProperties.contains(file.text(code: k - 2)), file.isChar(k - 3, "."), file.isWord(k - 4) else { return nil }
        let receiver = file.text(code: k - 4)
        guard receiver != "self", !file.isChar(k - 5, ".") || file.codeIs(k - 6, "self") else { return nil }
        return (receiver, file.text(code: k - 2))
    }

    /// The line of `.mask(T(…))`, `.mask(T())`, `.mask { T(…) }` in the file, or nil.
    func maskTaking(_ type: String) -> Int? {
        for m in 1..<max(1, file.code.count) where file.codeIs(m, "mask") && file.isChar(m - 1, ".") {
            let open = m + 1
            guard file.isChar(open, "(") || file.isChar(open, "{") else { continue }
            if file.codeIs(open + 1, type), file.isChar(open + 2, "(") || file.isChar(open + 2, ".") || file.isChar(open + 2, ")") || file.isChar(open + 2, "}") {
                return file.line(of: file.code[m].begin)
            }
        }
        return nil
    }

    /// `X` when code index `k` is in the value of `X.colors = […]` (X a plain name, `self.` dropped).
    func colorsReceiver(holding k: Int) -> String? {
        var j = k - 1
        var steps = 0
        while j > 2, steps < 200 {
            steps += 1
            if file.isChar(j, ")") || file.isChar(j, "]") || file.isChar(j, "}") { guard let o = file.matchingOpen(j) else { return nil }; j = o - 1; continue }
            if file.isChar(j, "{") || file.isChar(j, ";") { return nil }
            // `colors.append(X)`, `colors.append(contentsOf: […])` on a local set as a layer's colors.
            if file.isChar(j, "("), file.codeIs(j - 1, "append"), file.isChar(j - 2, "."), file.isWord(j - 3), !file.isChar(j - 4, ".") {
                return layerTaking(file.text(code: j - 3))
            }
            if file.kind(j) == .operator, file.isChar(j, "=") {
                if file.codeIs(j - 1, "colors"), file.isChar(j - 2, "."), file.isWord(j - 3) { return file.text(code: j - 3) }
                // A local the colors are put in first (`colors = […]`, then `gradientLayer.colors = colors`:
                // ruuvi's edge fader builds them per edge in a switch).
                guard file.isWord(j - 1), !file.isChar(j - 2, ".") else { return nil }
                return layerTaking(file.text(code: j - 1))
            }
            j -= 1
        }
        return nil
    }

    /// `X` of `X.colors = name` in the file, or nil.
    func layerTaking(_ name: String) -> String? {
        for c in 2..<max(2, file.code.count - 2) where file.codeIs(c, "colors") && file.isChar(c - 1, ".") && file.isWord(c - 2) {
            if file.kind(c + 1) == .operator, file.isChar(c + 1, "="), file.codeIs(c + 2, name), !file.isChar(c + 3, ".") { return file.text(code: c - 2) }
        }
        return nil
    }

    /// The line of `….mask = Layer().then { … }` when code index `k` is in that closure: the layer
    /// configured by a `Then`-style closure is the mask (LyricsX's fade, `layer?.mask =
    /// CAGradientLayer().then { $0.colors = [#colorLiteral(…), …] as [CGColor] }`: session 23's
    /// review, F8). Nil otherwise.
    func maskConfiguredInClosure(holding k: Int) -> Int? {
        var j = k - 1
        var steps = 0
        // The closure's `{`: brackets closed on the way are skipped, open ones passed.
        while j > 0, steps < 400, !file.isChar(j, "{") {
            steps += 1
            if file.isChar(j, ")") || file.isChar(j, "]") || file.isChar(j, "}") { guard let o = file.matchingOpen(j) else { return nil }; j = o }
            j -= 1
        }
        guard j > 0, file.isChar(j, "{") else { return nil }
        // The postfix chain the closure trails (`CAGradientLayer().then`), then `mask =` before it.
        var n = j - 1
        while n > 0, steps < 400 {
            steps += 1
            if file.isChar(n, ")") || file.isChar(n, "]") { guard let o = file.matchingOpen(n) else { return nil }; n = o - 1; continue }
            if file.isWord(n) || file.isChar(n, ".") { n -= 1; continue }
            break
        }
        guard n > 0, file.kind(n) == .operator, file.isChar(n, "="), file.codeIs(n - 1, "mask") else { return nil }
        return file.line(of: file.code[n - 1].begin)
    }

    /// The line of `….mask = X` (or `mask = X`) in the file, or nil.
    func layerMaskAssignment(of receiver: String) -> Int? {
        for m in 0..<file.code.count where file.codeIs(m, "mask") && file.kind(m + 1) == .operator && file.isChar(m + 1, "=") {
            var v = m + 2
            if file.codeIs(v, "self"), file.isChar(v + 1, ".") { v += 2 }
            if file.codeIs(v, receiver), !file.isChar(v + 1, ".") { return file.line(of: file.code[m].begin) }
        }
        return nil
    }
}
