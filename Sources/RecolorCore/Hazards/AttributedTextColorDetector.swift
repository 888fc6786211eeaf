/// `attributed-text-color`: an attributed string given attributes without `.foregroundColor`
/// (or built from HTML) that, in the same function, is shown in a text view or drawn: without
/// a foreground color attribute it draws black. String drawing with attributes
/// (`draw(at:withAttributes:)`) is the same case.
enum AttributedTextColorDetector: HazardDetector {
    static let kind: FindingKind? = .attributedTextColor

    static let types: Set<String> = ["NSAttributedString", "NSMutableAttributedString"]
    /// The types' first bytes (`N`): a name starting otherwise is none of them, told before the
    /// String compares made for every name of the file (callgrind, fsnotes of corpus22: this
    /// detector 17.6 M instructions before, 8.6 M after).
    static let typeFirstBytes: [UInt8] = Array(Set(types.compactMap(\.utf8.first)))
    /// The keys that set the text's color: the attributed-string keys of the text role (and their
    /// old constants' names), and SwiftUI's modifiers of that role (`foregroundStyle`), which an
    /// `AttributedString` run takes too.
    static let foregroundKeys: Set<String> = {
        let keys = ColorContextNames.attributedStringKeys.filter { ColorRole(context: $0.name) == .text }
        let modifiers = ColorContextNames.swiftUIModifiers.filter { ColorRole(context: $0) == .text }
        return Set(keys.map(\.name) + keys.map(\.constantName) + modifiers)
    }()
    static let drawCalls: Set<String> = ["draw"]
    /// An attributed string's initializer given `attributes:` or HTML (`missingForeground`), or a
    /// `draw(…)` given `withAttributes:`/`attributes:`.
    static let needs = [[types.sorted(), ["attributes", "html"]], [drawCalls.sorted(), ["attributes", "withAttributes"]]]

    static func findings(in h: HazardFile) -> [Finding] {
        let file = h.file
        var out: [Finding] = []
        let heads = typeFirstBytes
        for k in 0..<file.code.count where file.kind(k) == .identifier {
            // The token's bytes compared: a string made for every name was a fifth of the hazard detectors.
            if heads.contains(file.firstByte(k)), types.contains(where: { file.codeIs(k, $0) }), file.isChar(k + 1, "("), !file.isChar(k - 1, "."), let close = file.matchingClose(k + 1) {
                guard let (why, literal) = missingForeground(call: k + 1, close: close, h) else { continue }
                guard let shown = reaches(valueStart: k, valueEnd: close, h) else { continue }
                var f = make(h, k, close, "\(why), \(shown): without a foreground color it draws black; add .foregroundColor: \(HazardRepairText.labelColor(h.platform)) (or the text token)")
                f.repairs = literal.flatMap { foregroundRepair(literal: $0, h) }.map { [$0] } ?? []
                out.append(f)
            } else if file.codeIs(k, "draw"), file.isChar(k - 1, "."), file.isChar(k + 1, "("), let close = file.matchingClose(k + 1) {
                // `"Title".draw(at: p, withAttributes: attributes)`.
                var j = k + 2
                while j < close {
                    if file.codeIs(j, "withAttributes") || file.codeIs(j, "attributes"), file.isChar(j + 1, ":"), file.isChar(j - 1, ",") {
                        if let (open, why) = attributesLiteral(valueAt: j + 2, h) {
                            var f = make(h, k, close, "\(why), drawn by draw(…): without a foreground color it draws black; add .foregroundColor: \(HazardRepairText.labelColor(h.platform))")
                            f.repairs = foregroundRepair(literal: open, h).map { [$0] } ?? []
                            out.append(f)
                        }
                        break
                    }
                    if file.isChar(j, "(") || file.isChar(j, "["), let c = file.matchingClose(j) { j = c }
                    j += 1
                }
            }
        }
        return out
    }

    static func make(_ h: HazardFile, _ start: Int, _ end: Int, _ explanation: String) -> Finding {
        let range = h.file.code[start].begin..<h.file.code[end].end
        var f = Finding(kind: .attributedTextColor, framework: h.platform, range: range, baseRange: range, color: nil, baseColor: nil,
                        context: h.functionName(at: start), symbol: nil)
        f.explanation = explanation
        return f
    }

    /// Why the call's attributes lack a foreground color: `attributes:` with none, or an HTML
    /// import; nil when they have one or cannot be read.
    static func missingForeground(call open: Int, close: Int, _ h: HazardFile) -> (String, Int?)? {
        let file = h.file
        let html = "an attributed string imported from HTML"
        var j = open + 1
        while j < close {
            if file.codeIs(j, "attributes"), file.isChar(j + 1, ":"), file.isChar(j - 1, ",") || j == open + 1 {
                return attributesLiteral(valueAt: j + 2, h).map { ($0.why, $0.open) }
            }
            if file.codeIs(j, "html"), file.isChar(j - 1, ".") || file.isChar(j + 1, ":") { return (html, nil) }
            if file.isChar(j, "(") || file.isChar(j, "["), let c = file.matchingClose(j) {
                if file.isChar(j, "[") { for n in j..<c where file.codeIs(n, "html") && file.isChar(n - 1, ".") { return (html, nil) } }
                j = c
            }
            j += 1
        }
        return nil
    }

    /// A dictionary literal, or a local declared with one in the same function, with no foreground
    /// color key (and none added to it by subscript).
    static func attributesLackForeground(valueAt v: Int, end: Int, _ h: HazardFile) -> String? {
        attributesLiteral(valueAt: v, h)?.why
    }

    /// The dictionary literal without a foreground color (its `[`) and why it is one.
    static func attributesLiteral(valueAt v: Int, _ h: HazardFile) -> (open: Int, why: String)? {
        let file = h.file
        if file.isChar(v, "["), let close = file.matchingClose(v) {
            return hasForeground(v, close, file) || !isDictionary(v, close, file) ? nil : (v, "attributes without a foreground color")
        }
        guard file.kind(v) == .identifier, file.isChar(v + 1, ",") || file.isChar(v + 1, ")"),
              let function = h.tree.enclosingFunction(at: v) else { return nil }
        let name = file.text(code: v)
        var literal: (Int, Int)?
        var j = max(function.open, 0)
        while j < min(function.close, file.code.count) {
            if file.kind(j) == .keyword, file.codeIs(j, "let") || file.codeIs(j, "var"), file.codeIs(j + 1, name) {
                var e = j + 2
                while e < j + 14 && !file.isChar(e, "=") { e += 1 }
                if file.isChar(e, "="), file.isChar(e + 1, "["), let close = file.matchingClose(e + 1) { literal = (e + 1, close) } else { return nil }
            }
            // `attributes[.foregroundColor] = …`
            if file.codeIs(j, name), file.isChar(j + 1, "["), let close = file.matchingClose(j + 1), hasForeground(j + 1, close, file) { return nil }
            j += 1
        }
        guard let (open, close) = literal, isDictionary(open, close, file), !hasForeground(open, close, file) else { return nil }
        return (open, "attributes \(name) without a foreground color")
    }

    /// `.foregroundColor: UIColor.label, ` first in the literal (`[:]` becomes `[.foregroundColor: UIColor.label]`).
    static func foregroundRepair(literal open: Int, _ h: HazardFile) -> Edit? {
        let file = h.file
        guard let close = file.matchingClose(open) else { return nil }
        let entry = ".foregroundColor: \(HazardRepairText.labelColor(h.platform))"
        if close == open + 2, file.isChar(open + 1, ":") {
            return Edit(range: file.code[open].begin..<file.code[close].end, replacement: Array("[\(entry)]".utf8))
        }
        let first = open + 1
        guard first < close else { return nil }
        if file.lineBreakBetween(open, first) {
            let indent = HazardRepairText.indentation(at: file.code[first].begin, in: file)
            let at = file.code[open].end
            return Edit(range: at..<at, replacement: Array("\n\(indent)\(entry),".utf8))
        }
        let at = file.code[first].begin
        return Edit(range: at..<at, replacement: Array("\(entry), ".utf8))
    }

    static func hasForeground(_ open: Int, _ close: Int, _ file: SwiftSource) -> Bool {
        (open..<close).contains { file.isWord($0) && foregroundKeys.contains(file.text(code: $0)) }
    }

    /// `[:]` or a literal with a `:` at its top level.
    static func isDictionary(_ open: Int, _ close: Int, _ file: SwiftSource) -> Bool {
        var j = open + 1
        while j < close {
            if file.isChar(j, ":") { return true }
            if file.isChar(j, "(") || file.isChar(j, "["), let c = file.matchingClose(j) { j = c }
            j += 1
        }
        return false
    }

    /// Where the string goes in its function: a text view's `attributedText`/text storage, or
    /// `draw(at:)`/`draw(in:)`/`draw(with:)`. Nil when it goes elsewhere (a label applies its
    /// own textColor) or gets a foreground color on the way.
    static func reaches(valueStart: Int, valueEnd: Int, _ h: HazardFile) -> String? {
        let file = h.file
        if file.isChar(valueEnd + 1, "."), file.codeIs(valueEnd + 2, "draw") { return "drawn by draw(…)" }
        switch ValueDestination.of(valueAt: valueStart, in: file) {
        case .assignment(_, let lhs?):
            return textViewTarget(lhs, h)
        case .argument(let callee?):
            return storageCall(callee, h) ? "set in a text view's text storage" : nil
        case .declaration(let name):
            guard let function = h.tree.enclosingFunction(at: name) else { return nil }
            let text = file.text(code: name)
            var found: String?
            var k = valueEnd + 1
            while k < min(function.close, file.code.count) {
                defer { k += 1 }
                guard file.codeIs(k, text), !file.isChar(k - 1, ".") else { continue }
                if file.isChar(k + 1, "."), file.codeIs(k + 2, "addAttribute") || file.codeIs(k + 2, "addAttributes") || file.codeIs(k + 2, "setAttributes"),
                   let close = file.matchingClose(k + 3), hasForeground(k + 3, close, file) { return nil }
                if file.isChar(k + 1, "."), file.codeIs(k + 2, "draw"), file.isChar(k + 3, "(") { found = found ?? "drawn by draw(…)"; continue }
                switch ValueDestination.of(valueAt: k, in: file) {
                case .assignment(_, let lhs?): if let t = textViewTarget(lhs, h) { found = found ?? t }
                case .argument(let callee?): if storageCall(callee, h) { found = found ?? "set in a text view's text storage" }
                default: break
                }
            }
            return found
        default:
            return nil
        }
    }

    /// `textView.attributedText = …` (a name that says text view, or one the file declares as one).
    static func textViewTarget(_ lhs: MemberChain, _ h: HazardFile) -> String? {
        let names = lhs.names(in: h.file)
        guard names.last == "attributedText", names.count >= 2 else { return nil }
        let receiver = names[names.count - 2]
        return isTextView(receiver, h) ? "shown in the text view \(receiver)" : nil
    }

    static func isTextView(_ name: String, _ h: HazardFile) -> Bool {
        if name.lowercased().hasSuffix("textview") { return true }
        // `let notes: UITextView`, `var body = NSTextView(…)`.
        let file = h.file
        for k in 0..<file.code.count where file.codeIs(k, name) {
            if file.isChar(k + 1, ":"), file.codeIs(k + 2, "UITextView") || file.codeIs(k + 2, "NSTextView") { return true }
            if file.isChar(k + 1, "="), file.codeIs(k + 2, "UITextView") || file.codeIs(k + 2, "NSTextView") { return true }
        }
        return false
    }

    /// `textView.textStorage.setAttributedString(…)` / `.append(…)` on a text storage.
    static func storageCall(_ callee: Int, _ h: HazardFile) -> Bool {
        let file = h.file
        guard file.codeIs(callee, "setAttributedString") || file.codeIs(callee, "append"), file.isChar(callee - 1, ".") else { return false }
        var k = callee - 2
        if file.isChar(k, "?") || file.isChar(k, "!") { k -= 1 }
        return file.codeIs(k, "textStorage")
    }

    static let examples: [DetectorExample] = [
        .triggering("import UIKit\nfinal class Notes: UIViewController {\n  let textView = UITextView()\n  func show(_ s: String) {\n    textView.attributedText = «NSAttributedString(string: s, attributes: [.font: UIFont.systemFont(ofSize: 17)])»\n  }\n}"),
        .triggering("import UIKit\nfinal class Badge: UIView {\n  override func draw(_ rect: CGRect) {\n    let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 36)]\n    let title = «NSAttributedString(string: \"New\", attributes: attributes)»\n    title.draw(at: .zero)\n  }\n}"),
        .triggering("import UIKit\nfinal class Badge: UIView {\n  override func draw(_ rect: CGRect) {\n    \"New\".«draw(at: .zero, withAttributes: [.font: UIFont.systemFont(ofSize: 12)])»\n  }\n}"),
        .triggering("import AppKit\nfinal class Reader: NSViewController {\n  @IBOutlet var body: NSTextView!\n  func load(_ data: Data) {\n    let text = «NSAttributedString(html: data, documentAttributes: nil)»\n    body.textStorage?.setAttributedString(text!)\n  }\n}"),
        // The session's attributes, with a foreground color; a label applies its own text color.
        .nonTriggering("import UIKit\nfinal class Badge: UIView {\n  override func draw(_ rect: CGRect) {\n    let attributes: [NSAttributedString.Key: Any] = [\n      .font: UIFont.systemFont(ofSize: 36.0),\n      .foregroundColor: UIColor.label\n    ]\n    NSAttributedString(string: \"New\", attributes: attributes).draw(at: .zero)\n  }\n}"),
        .nonTriggering("import UIKit\nfinal class Notes: UIViewController {\n  let textView = UITextView()\n  let label = UILabel()\n  func show(_ s: String) {\n    label.attributedText = NSAttributedString(string: s, attributes: [.font: UIFont.systemFont(ofSize: 17)])\n    let m = NSMutableAttributedString(string: s, attributes: [.kern: 1])\n    m.addAttribute(.foregroundColor, value: UIColor.label, range: NSRange(location: 0, length: m.length))\n    textView.attributedText = m\n  }\n}"),
        .nonTriggering("import UIKit\nfunc title(_ s: String, attributes: [NSAttributedString.Key: Any]) -> NSAttributedString {\n  NSAttributedString(string: s, attributes: attributes)\n}"),
    ]
}
