/// A palette member declared as a function of its alpha: `static func whiteWithOpacity(opacity:
/// CGFloat) -> UIColor { UIColor(red: 255 / 255, green: 255 / 255, blue: 255 / 255, alpha: opacity) }`
/// (Windscribe's five, `class func cilloBlueWithAlpha(alpha:)` elsewhere). Its value is the
/// constant components opaque (`PaletteIndex.alphaFunctions`); a call is a finding at the
/// argument's alpha, and `fix` writes the token at that alpha, as for a constructor whose alpha
/// is a parameter (`Finding.alphaArgument`). Unread, Windscribe's `isDarkMode ?
/// .whiteWithOpacity(opacity: 0.5) : .midnight` kept both arms, while the plain pairs beside them
/// were harvested (session 38's held-out check, verify38h, item 9).
enum AlphaFunction {
    /// The one parameter of the function whose `(` is at `open`, when it is a number (`CGFloat`,
    /// `Double`, `Float`, a default allowed) and the function returns a color type (`…Color`):
    /// its name and argument label (`_` for none).
    static func parameter(_ file: SwiftSource, open: Int) -> (name: String, label: String)? {
        guard let close = file.matchingClose(open), close - open >= 4, close - open <= 8,
              file.codeIs(close + 1, "->"), file.isWord(close + 2), file.text(code: close + 2).hasSuffix("Color") else { return nil }
        var k = open + 1
        var label: String?
        guard file.isWord(k) || file.codeIs(k, "_") else { return nil }
        if (file.isWord(k + 1)), file.isChar(k + 2, ":") {
            label = file.text(code: k)
            k += 1
        }
        guard file.isWord(k), file.isChar(k + 1, ":"), file.isWord(k + 2),
              ["CGFloat", "Double", "Float"].contains(file.text(code: k + 2)) else { return nil }
        // Nothing after the type but a default value.
        guard k + 3 == close || file.codeIs(k + 3, "=") else { return nil }
        let name = file.text(code: k)
        return (name, label ?? name)
    }

    /// The call of an alpha function at the member named at code token `member` (`whiteWithOpacity(opacity: 0.5)`):
    /// its `)`, the argument's text and its value where constant (from 0 to 1). Nil when the
    /// member is called otherwise (another label, more arguments) or named without a call.
    static func call(_ file: SwiftSource, member: Int, label: String) -> (close: Int, text: String, alpha: Double?)? {
        let open = member + 1
        guard file.isChar(open, "("), file.code[open].begin == file.code[member].end,
              let args = ArgumentList.parse(file, open: open), args.arguments.count == 1,
              (args.arguments[0].label ?? "_") == label, !args.arguments[0].value.isEmpty else { return nil }
        let value = args.arguments[0].value
        let text = file.text(file.code[value.lowerBound].begin..<file.code[value.upperBound - 1].end)
        let alpha = ConstantExpression.evaluate(file, value).map(\.value).flatMap { (0...1).contains($0) ? $0 : nil }
        return (args.close, text, alpha)
    }
}
