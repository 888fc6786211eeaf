/// Large text: WCAG 2.x (SC 1.4.3) asks 3:1, not 4.5:1, of text at least 18 pt, or 14 pt bold
/// (Apple's HIG contrast table agrees: 18 pt and larger, 3:1). The size is read where the app
/// writes it: an Interface Builder element's `<fontDescription>`, a UIKit `font` set on the
/// receiver whose text color is set in the same scope, a SwiftUI `.font(…)` (and `.bold()`) on the
/// same view chain. A size recolor cannot read (a constant, an app's font helper) is not large.
/// hdrezka's bold 35 pt launch-screen label was checked at 4.5 and reported FAIL at 3.55:1
/// (session 28's held-out check).
enum LargeText {
    /// WCAG's thresholds, in points.
    static let largeSize = 18.0
    static let largeBoldSize = 14.0

    /// Apple's text styles at the default Dynamic Type size that are 18 pt or more (Large size:
    /// largeTitle 34, title1/`title` 28, title2 22, title3 20; headline is 17 semibold).
    static let largeStyles: Set<String> = ["largeTitle", "title", "title1", "title2", "title3",
                                           "UICTFontTextStyleTitle0", "UICTFontTextStyleTitle1", "UICTFontTextStyleTitle2",
                                           "UICTFontTextStyleTitle3"]
    /// Weights WCAG counts as bold (700 and heavier); semibold (600) is not.
    static let boldWeights: Set<String> = ["bold", "heavy", "black"]

    static func isLarge(size: Double?, bold: Bool, style: String?) -> Bool {
        if let style, largeStyles.contains(style) { return true }
        guard let size else { return false }
        return size >= largeSize || (bold && size >= largeBoldSize)
    }

    /// A font name that says bold (`AvenirNext-Bold`, `Helvetica-BoldOblique`, `SFPro-Black`).
    static func nameIsBold(_ name: String) -> Bool {
        let lower = name.lowercased()
        return ["bold", "heavy", "black"].contains { lower.contains($0) } && !lower.contains("semibold") && !lower.contains("demibold")
    }

    // MARK: Interface Builder

    /// Whether an element's `<fontDescription key="fontDescription" …>` is large: `pointSize` with
    /// `type="boldSystem"`, `weight="bold"` or a bold font `name`, or a large `style`.
    static func interfaceBuilder(_ tag: XMLTag) -> Bool {
        guard tag.name == "fontDescription" || tag.name == "font" else { return false }
        let size = tag.attribute("pointSize").flatMap(Double.init)
        let bold = tag.attribute("type") == "boldSystem" || tag.attribute("weight").map(boldWeights.contains) == true
            || tag.attribute("name").map(nameIsBold) == true
        return isLarge(size: size, bold: bold, style: tag.attribute("style"))
    }

    // MARK: Code

    /// The places (`UseSite.Place`) of a file whose font is large: `label.font = .systemFont(ofSize: 24)`
    /// (the receiver in its scope; a button's `titleLabel?.font` is the button's), `Text(…).font(.title)`,
    /// `.font(.system(size: 15, weight: .bold))` or `.font(.system(size: 15)).bold()` (the chain).
    static func places(in file: SwiftSource, braces: EnclosingBraces, chains: ChainRoots) -> Set<UseSite.Place> {
        var out: Set<UseSite.Place> = []
        var chainFonts: [Int: (size: Double?, bold: Bool, style: String?)] = [:]
        var boldChains: Set<Int> = []
        for k in file.code.indices where file.isWord(k) {
            if file.codeIs(k, "font"), file.kind(k + 1) == .operator, file.isChar(k + 1, "="),
               !(file.kind(k - 1) == .keyword && (file.codeIs(k - 1, "let") || file.codeIs(k - 1, "var"))) {
                // `receiver.font = X` or `font = X` on `self`.
                let value = k + 2 ..< postfixEnd(from: k + 2, in: file)
                let read = reading(value, in: file)
                guard isLarge(size: read.size, bold: read.bold, style: read.style) else { continue }
                var receiver = file.isChar(k - 1, ".") ? UseSite.chainText(endingAt: k - 2, in: file, chains: chains) : "self"
                receiver = buttonOfTitleLabel(receiver)
                out.insert(.receiver(receiver, scope: braces.brace(of: k + 1)))
            } else if file.isChar(k - 1, "."), file.isChar(k + 1, "("), file.codeIs(k, "font") || file.codeIs(k, "fontWeight") || file.codeIs(k, "bold"),
                      let close = file.matchingClose(k + 1) {
                let root = chains.root(endingAt: k - 2)
                if file.codeIs(k, "font") {
                    chainFonts[root] = reading(k + 2 ..< close, in: file)
                } else if file.codeIs(k, "bold") || (k + 2 ..< close).contains(where: { file.isWord($0) && boldWeights.contains(file.text(code: $0)) }) {
                    boldChains.insert(root)
                }
            }
        }
        for (root, read) in chainFonts where isLarge(size: read.size, bold: read.bold || boldChains.contains(root), style: read.style) {
            out.insert(.chain(root: root))
        }
        return out
    }

    /// The size, boldness and text style a font expression names, where written as literals.
    static func reading(_ range: Range<Int>, in file: SwiftSource) -> (size: Double?, bold: Bool, style: String?) {
        var size: Double?
        var bold = false
        var style: String?
        for j in range {
            let kind = file.kind(j)
            if kind == .integer || kind == .float, j >= 2, file.isChar(j - 1, ":"),
               file.codeIs(j - 2, "ofSize") || file.codeIs(j - 2, "size") || file.codeIs(j - 2, "pointSize") {
                size = Double(file.text(code: j))
            } else if file.isWord(j) {
                let word = file.text(code: j)
                if boldWeights.contains(word) || word == "boldSystemFont" { bold = true }
                // A text style: `.title2`, `forTextStyle: .largeTitle`, `.system(.title)`.
                if largeStyles.contains(word), file.isChar(j - 1, "."), !file.isChar(j + 1, ":") { style = word }
            } else if kind == .stringSegment, nameIsBold(file.text(code: j)) {
                bold = true
            }
        }
        return (size, bold, style)
    }

    /// The end (exclusive) of the postfix expression starting at code token `k`:
    /// `.systemFont(ofSize: 20, weight: .bold)`, `UIFont.preferredFont(forTextStyle: .title1)`.
    static func postfixEnd(from start: Int, in file: SwiftSource) -> Int {
        var k = start
        if file.isChar(k, "."), file.isWord(k + 1) { k += 1 }
        guard file.isWord(k) else { return start }
        k += 1
        while k < file.code.count {
            if file.isChar(k, "(") || file.isChar(k, "["), let close = file.matchingClose(k), !file.lineBreakBetween(k - 1, k) { k = close + 1; continue }
            if file.isChar(k, "."), file.isWord(k + 1) { k += 2; continue }
            if file.isChar(k, "?") || file.isChar(k, "!") { k += 1; continue }
            break
        }
        return k
    }

    /// A button's title label is the button's text (`button.titleLabel?.font` with `button.setTitleColor`).
    static func buttonOfTitleLabel(_ receiver: String) -> String {
        var r = receiver
        while r.hasSuffix("?") || r.hasSuffix("!") { r.removeLast() }
        if r == "titleLabel" { return "self" }
        if r.hasSuffix(".titleLabel") { return String(r.dropLast(".titleLabel".count)) }
        return receiver
    }
}
