/// `#colorLiteral(red:green:blue:alpha:)`.
package enum ColorLiteralDetector: ColorDetector {
    package static let kind: FindingKind? = .colorLiteral
    static let sites = DetectionSite.Kinds.expression

    static func detect(_ d: FileDetector, at site: DetectionSite) -> (Finding, Int)? {
        guard case let .expression(k) = site, d.file.codeIs(k, "#colorLiteral"), let args = ArgumentList.parse(d.file, open: k + 1) else { return nil }
        var color: RGBA?
        if args.labels == ["red", "green", "blue", "alpha"] {
            let v = args.arguments.compactMap { ConstantExpression.evaluate(d.file, $0.value)?.value }
            if v.count == 4 { color = RGBA(unit: v[0], v[1], v[2], alpha: v[3]) }
        }
        return d.finding(kind: .colorLiteral, type: nil, start: k, baseEnd: args.close, color: color)
    }

    package static let examples: [DetectorExample] = [
        .triggering("let c = «#colorLiteral(red: 0.192, green: 0.204, blue: 0.251, alpha: 1)»", colors: ["#313440FF"]),
        .triggering("view.tintColor = «#colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)»", contexts: ["tintColor"]),
        // A new binding without a type is typed by its literal, not by another type's member of the same
        // name (Lunar: a top-level `let gray = #colorLiteral(…)` in AppKit code, a SwiftUI `var gray: Color` elsewhere).
        .triggering("import Cocoa\nlet gray = «#colorLiteral(red: 1, green: 1, blue: 1, alpha: 1)»\nstruct Foreground { var gray: Color { base } }",
                    frameworks: ["appkit"]),
        // …but that member still says the value is a color (home-assistant: `let foreground = parsed ?? .white`).
        .triggering("import UIKit\nstruct Info { let foreground: UIColor }\nlet foreground = parsed ?? «#colorLiteral(red: 1, green: 1, blue: 1, alpha: 1)»",
                    contexts: ["foreground"], frameworks: ["uikit"]),
        // An array literal coerced `as [CGColor]` makes its literals CGColors (LyricsX's fade mask:
        // session 23's review, F8); `as [NSColor]` keeps them the platform's.
        .triggering("import AppKit\nlet stops = [«#colorLiteral(red: 0, green: 0, blue: 0, alpha: 1)», «#colorLiteral(red: 1, green: 1, blue: 1, alpha: 1)»] as [CGColor]",
                    frameworks: ["coregraphics", "coregraphics"]),
        .triggering("import AppKit\nlet stops = [«#colorLiteral(red: 0, green: 0, blue: 0, alpha: 1)»] as [NSColor]", frameworks: ["appkit"]),
        .nonTriggering("let i = #imageLiteral(resourceName: \"icon\")"),
        .nonTriggering("/* #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1) */"),
    ]

    package static let corrections: [DetectorCorrection] = [
        DetectorCorrection("import UIKit\nlet c = #colorLiteral(red: 1, green: 1, blue: 1, alpha: 1)\n", "import UIKit\nlet c = Semantic.background\n"),
        // A layer's color is a CGColor: the token's Core Graphics expression, or no rewrite.
        DetectorCorrection("import AppKit\nview.layer?.backgroundColor = #colorLiteral(red: 0.235, green: 0.392, blue: 0.957, alpha: 1)\n",
                           "import AppKit\nview.layer?.backgroundColor = Semantic.accent.cgColor\n"),
        DetectorCorrection("import AppKit\nview.layer?.backgroundColor = #colorLiteral(red: 0, green: 0, blue: 0, alpha: 1)\n",
                           "import AppKit\nview.layer?.backgroundColor = #colorLiteral(red: 0, green: 0, blue: 0, alpha: 1)\n"),
        DetectorCorrection("import AppKit\nview.layer?.backgroundColor = #colorLiteral(red: 0, green: 0, blue: 0, alpha: 1).cgColor\n",
                           "import AppKit\nview.layer?.backgroundColor = Semantic.text.cgColor\n"),
        // Coerced `as [CGColor]`: each element is written as a CGColor, or left as it is.
        DetectorCorrection("import AppKit\ng.colors = [#colorLiteral(red: 0.235, green: 0.392, blue: 0.957, alpha: 1), #colorLiteral(red: 0, green: 0, blue: 0, alpha: 1).cgColor] as [CGColor]\n",
                           "import AppKit\ng.colors = [Semantic.accent.cgColor, Semantic.text.cgColor] as [CGColor]\n"),
        DetectorCorrection("import AppKit\ng.colors = [#colorLiteral(red: 0, green: 0, blue: 0, alpha: 1)] as [CGColor]\n",
                           "import AppKit\ng.colors = [#colorLiteral(red: 0, green: 0, blue: 0, alpha: 1)] as [CGColor]\n"),
        DetectorCorrection("import UIKit\nlet c = #colorLiteral(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)\n",
                           "import UIKit\nlet c = #colorLiteral(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)\n"),
    ]
}
