/// A color whose constant alpha is 0 draws nothing: no finding, as IB's clear is none (contract
/// v4, "Detection, the last shapes"), except as a gradient stop, where its components decide
/// the colors the gradient fades through (`[.white.opacity(0), .white]`).
extension FileDetector {
    /// Whether `finding` (starting at code token `start`) is invisible and so no finding.
    func isInvisible(_ finding: Finding, start: Int) -> Bool {
        guard let color = finding.color, color.alpha == 0 else { return false }
        return !isGradientStop(start)
    }

    /// A value in a gradient's colors: the `colors` of a `CAGradientLayer` or a SwiftUI gradient,
    /// or inside a gradient's call or a `Gradient.Stop(…)`, a few groups out at most.
    func isGradientStop(_ start: Int) -> Bool {
        if analyzer.context(ofExpressionAt: start).name == "colors" { return true }
        var k = start
        for _ in 0..<4 {
            guard let open = analyzer.enclosing.opener(of: k) else { return false }
            if let callee = analyzer.callee(ofCallOpenedAt: open), callee.hasSuffix("Gradient") || callee == "Stop" { return true }
            k = open
        }
        return false
    }
}
