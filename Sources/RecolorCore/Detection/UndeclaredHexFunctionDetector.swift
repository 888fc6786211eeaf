/// A call of a function the tree does not declare (a pod's, a package's) whose name or label says
/// it makes a color from a hex code, with a `0x` literal of six or eight digits, where a color is
/// expected: GithubClient's `tagLabel.textColor = ZLRGBValue_H(colorValue: 0x333333)` and
/// `.foregroundColor(ZLRGBValue_H(colorValue: 0xCED1D6))` (18 calls; the function lives in the
/// ZLBaseExtension pod, not in the repository: session 27's F11). Its color is read RRGGBB; the
/// eight-digit order is not known (no declaration says it), so that color stays unknown. A call
/// outside a color context (`hash(0xCBF29CE484222325)`, `Data(hex: 0xFF00FF)` as an argument
/// to anything else) or with a decimal number is nothing.
package enum UndeclaredHexFunctionDetector: ColorDetector {
    package static let kind: FindingKind? = .hexConstructor
    static let sites: DetectionSite.Kinds = [.expression]

    static func detect(_ d: FileDetector, at site: DetectionSite) -> (Finding, Int)? {
        guard case let .expression(k) = site else { return nil }
        let file = d.file
        guard mayBeCall(file, k), d.settings.colorFunction(code: k, in: file) == nil,
              d.settings.types.base(code: k, in: file) == nil, d.settings.wrapper(code: k, in: file) == nil,
              let args = ArgumentList.parse(file, open: k + 1), args.arguments.count == 1 else { return nil }
        let argument = args.arguments[0]
        let name = file.text(code: k)
        guard namesColorCode(name) || argument.label.map(namesColorCode) == true,
              let literal = HexLiteral.read(file, argument.value, unlabeled: false), !literal.isString,
              file.text(code: argument.value.lowerBound).lowercased().hasPrefix(shape.prefix),
              shape.digitCounts.contains(literal.digits.count) else { return nil }
        let context = d.analyzer.context(ofExpressionAt: k)
        guard context.isColor, context.wrapper == nil else { return nil }
        let framework = context.colorType?.framework ?? context.framework ?? d.importedFramework(for: context) ?? .uikit
        let type = context.colorType ?? BaseColorType(framework: framework)
        let color = literal.digits.count == 6 ? literal.decode(order: .rrggbbaa) : nil
        return d.finding(kind: .hexConstructor, type: type, start: k, baseEnd: args.close, color: color, context: context)
    }

    /// `name(` then a `0x` integer, bare or after one label: the cheap test before the context walk.
    @inline(__always)
    static func mayBeCall(_ file: SwiftSource, _ k: Int) -> Bool {
        guard file.isChar(k + 1, "("), file.code.indices.contains(k + 4) else { return false }
        let at = file.code[k + 2].kind == .integer ? k + 2 : (file.isChar(k + 3, ":") ? k + 4 : -1)
        return at > 0 && file.code[at].kind == .integer && file.code[at].length >= shape.prefix.utf8.count + shape.fewestDigits
            && file.firstByte(at) == shape.prefix.utf8.first
    }

    /// The call's argument as this detector reads it, one description for detection and screening:
    /// `Prefilter` keeps a file whose bytes hold it (`mayHold`), so a shape the detector learns
    /// (another digit count, another opener) is screened in by the same change (issue 21, item 1).
    struct CodeShape: Sendable {
        /// The literal's prefix (Swift writes it `0x`).
        let prefix: String
        /// The digit counts read: `RRGGBB` and eight digits (color unknown).
        let digitCounts: Set<Int>
        /// What stands before the literal, spaces between: the call's `(` or a label's `:`.
        let openers: [UInt8]
        private let finder: ByteFinder

        init(prefix: String = "0x", digitCounts: Set<Int> = [6, 8], openers: [UInt8] = [UInt8(ascii: "("), UInt8(ascii: ":")]) {
            self.prefix = prefix
            self.digitCounts = digitCounts
            self.openers = openers
            finder = ByteFinder(prefix)
        }

        var fewestDigits: Int { digitCounts.min() ?? 0 }

        /// Whether the `n` bytes at `base` hold an opener, spaces, the prefix and at least
        /// `fewestDigits` hex digits: the bytes such a call needs.
        func mayHold(_ base: UnsafePointer<UInt8>, _ n: Int) -> Bool {
            let m = prefix.utf8.count
            var from = 0
            while let p = finder.first(in: base, from: from, to: n) {
                from = p + m
                var digits = 0
                while p + m + digits < n && CodeShape.isHexDigit(base[p + m + digits]) { digits += 1 }
                guard digits >= fewestDigits, p > 0 else { continue }
                var o = p - 1
                while o > 0 && (base[o] == UInt8(ascii: " ") || base[o] == UInt8(ascii: "\t")) { o -= 1 }
                if openers.contains(base[o]) { return true }
            }
            return false
        }

        /// The same of a file's bytes.
        func mayHold(_ bytes: [UInt8]) -> Bool {
            bytes.withUnsafeBufferPointer { b in b.baseAddress.map { mayHold($0, b.count) } ?? false }
        }

        @inline(__always)
        static func isHexDigit(_ b: UInt8) -> Bool {
            (b >= 0x30 && b <= 0x39) || (b | 0x20 >= 0x61 && b | 0x20 <= 0x66) || b == UInt8(ascii: "_")
        }
    }

    static let shape = CodeShape()

    /// A name or label saying a color code: `RGB`, `hex` or `color` in any case (`ZLRGBValue_H`,
    /// `colorValue`, `hexColor`, `rgb`); not `hexagon`.
    static func namesColorCode(_ word: String) -> Bool {
        let w = word.lowercased()
        return w.contains("rgb") || Configuration.namesHex(w) || w.contains("color") || w.contains("colour")
    }

    static let zl = "import UIKit\nimport BaseKit\n"

    package static let examples: [DetectorExample] = [
        .triggering(zl + "final class Cell: UITableViewCell {\n    let tagLabel = UILabel()\n    func show() { tagLabel.textColor = «ZLRGBValue_H(colorValue: 0x333333)» }\n}",
                    colors: ["#333333FF"], contexts: ["textColor"], frameworks: ["uikit"]),
        .triggering(zl + "func tint(_ v: UIView) { v.backgroundColor = «rgbColor(0xCED1D6)» }", colors: ["#CED1D6FF"]),
        .triggering(zl + "func tint(_ l: UILabel, _ on: Bool, _ other: UIColor) { l.textColor = on ? «hexColor(0x333333)» : other }",
                    colors: ["#333333FF"]),
        // Eight digits: a color, its order unknown.
        .triggering(zl + "func tint(_ v: UIView) { v.backgroundColor = «colorWithHex(0x80CED1D6)» }", colors: ["null"]),
        // Not a color context, a decimal, a short literal, a name saying no color, a member of something else.
        // A local named as a color with a number after it (GithubClient's `tmpColor1`, session 29); a local named otherwise is none.
        .triggering(zl + "func f(_ light: Bool) {\n    let tmpColor1 = light ? «ZLRGBValue_H(colorValue: 0x333333)» : «ZLRGBValue_H(colorValue: 0xCCCCCC)»\n    _ = tmpColor1\n}",
                    colors: ["#333333FF", "#CCCCCCFF"]),
        .nonTriggering(zl + "func f(_ light: Bool) {\n    let tmp1 = light ? ZLRGBValue_H(colorValue: 0x333333) : ZLRGBValue_H(colorValue: 0xCCCCCC)\n    _ = tmp1\n}"),
        .nonTriggering(zl + "let h = hashRGB(0xCBF29CE4)\nlet k = Data(hex: 0xFF00FF)\nfunc f(_ v: UIView) { v.tag = rgbIndex(0x333333) }"),
        .nonTriggering(zl + "func f(_ l: UILabel) { l.textColor = ZLRGBValue_H(colorValue: 3355443) }"),
        .nonTriggering(zl + "func f(_ l: UILabel) { l.textColor = ZLRGBValue_H(colorValue: 0x333) }"),
        .nonTriggering(zl + "func f(_ l: UILabel) { l.textColor = palette(0x333333) }"),
        .nonTriggering(zl + "func f(_ l: UILabel) { l.textColor = theme.rgbColor(0x333333) }"),
    ]
    /// The call is replaced whole by its token, as a declared hex function's is.
    package static let corrections: [DetectorCorrection] = [
        DetectorCorrection("import UIKit\nimport BaseKit\nfunc f(_ l: UILabel) { l.textColor = ZLRGBValue_H(colorValue: 0x3C64F4) }\n",
                           "import UIKit\nimport BaseKit\nfunc f(_ l: UILabel) { l.textColor = Semantic.accent }\n"),
    ]
}
