/// The modifiers of a SwiftUI view chain, read forward from its root (`Circle().fill(A).frame(…)`):
/// what decides where a chain's colors are drawn beyond the color modifiers themselves.
enum ViewChainModifiers {
    /// The code index of each modifier's name on the chain starting at `root`, in order (the root's
    /// call, trailing closures, `?` and `!` crossed).
    static func names(root: Int, in file: SwiftSource, upTo limit: Int = Int.max) -> [Int] {
        var out: [Int] = []
        var k = root + 1
        let count = file.code.count
        while k < count && k < limit {
            if file.isChar(k, "(") || file.isChar(k, "[") || file.isChar(k, "{") {
                guard let close = file.matchingClose(k) else { break }
                k = close + 1
                // `} label: {`: a labeled trailing closure continues the call.
                if file.isChar(close, "}"), file.isWord(k), file.isChar(k + 1, ":"), file.isChar(k + 2, "{") { k += 2 }
                continue
            }
            if file.isChar(k, "?") || file.isChar(k, "!") { k += 1; continue }
            if file.isChar(k, "."), file.isWord(k + 1) {
                out.append(k + 1)
                k += 2
                continue
            }
            break
        }
        return out.filter { $0 < limit }
    }

    /// Modifiers that draw a shape with a color of their own: a foreground after them draws nothing.
    static let shapePainters: Set<String> = ["fill", "stroke", "strokeBorder"]
    /// Modifiers whose content a later foreground colors (the content inherits it).
    static let contentHolders: Set<String> = ["overlay", "background", "mask"]

    /// Whether the foreground modifier at `modifier` on the chain starting at `root` draws nothing:
    /// the chain is a shape already filled or stroked with a style of its own, with no content
    /// between that inherits it.
    static func isDeadForeground(root: Int, modifier: Int, in file: SwiftSource) -> Bool {
        guard ColorContextNames.swiftUIShapes.contains(file.text(code: root)) else { return false }
        var painted = false
        for name in names(root: root, in: file, upTo: modifier) {
            let word = file.text(code: name)
            // `.fill()` and `.stroke(lineWidth: 2)` paint with the foreground: only a style of their own (unlabeled) replaces it.
            if shapePainters.contains(word), file.isChar(name + 1, "("), !file.isChar(name + 2, ")"), !(file.isWord(name + 2) && file.isChar(name + 3, ":")) {
                painted = true
            } else if contentHolders.contains(word) {
                painted = false
            }
        }
        return painted
    }

    /// Whether the chain starting at `root` is a button styled `.borderedProminent` (its label is
    /// drawn on the button's tint, Apple's accent without one).
    static func isProminentButton(root: Int, in file: SwiftSource) -> Bool {
        for name in names(root: root, in: file) where file.codeIs(name, "buttonStyle") && file.isChar(name + 1, "(") {
            guard let close = file.matchingClose(name + 1) else { continue }
            if (name + 2..<close).contains(where: { file.codeIs($0, "borderedProminent") || file.codeIs($0, "BorderedProminentButtonStyle") }) { return true }
        }
        return false
    }

    /// The thickest line drawn as a separator: 1 point.
    static let hairlineSide = 1.0

    /// Whether the chain starting at `root` is a shape framed to a hairline (`Rectangle()
    /// .frame(height: 0.5)`): a separator, which no contrast minimum covers (WCAG SC 1.4.11 asks
    /// 3:1 of what identifies a control or conveys information). ku-ring's row divider, black at
    /// 10 % on its card, was checked as a mark and failed at 1.26:1 (session 29, pairs29).
    static func isHairline(root: Int, in file: SwiftSource) -> Bool {
        guard ColorContextNames.swiftUIShapes.contains(file.text(code: root)) else { return false }
        for name in names(root: root, in: file) {
            guard file.codeIs(name, "frame"), file.isChar(name + 1, "("), let close = file.matchingClose(name + 1) else { continue }
            for k in name + 2..<close where (file.codeIs(k, "width") || file.codeIs(k, "height")) && file.isChar(k + 1, ":") {
                if file.kind(k + 2) == .integer || file.kind(k + 2) == .float, let v = Double(file.text(code: k + 2)), v <= hairlineSide { return true }
            }
        }
        return false
    }

    /// The largest fixed side of a layer that lies under nothing: 12 points (a dot, a badge's ring).
    static let smallLayerSide = 12.0

    /// Whether the chain starting at `root` is a small layer (a fixed `.frame(width:height:)`
    /// of `smallLayerSide` or less), one moved off its place (`.offset`), or one masked to a
    /// stroked outline (`.mask(Circle().trim(…).stroke(…))`, a progress ring): a badge or a ring,
    /// under no later layer of its ZStack. Pocket Casts' completion ring (a gradient masked to a
    /// trimmed circle's stroke, the percentage text in the ring's hole) was the text's background:
    /// init lifted the gradient's near-black stop to #D6D6D6 "to keep" the white text (session 30).
    static func isSmallLayer(root: Int, in file: SwiftSource) -> Bool {
        for name in names(root: root, in: file) {
            if file.codeIs(name, "offset") { return true }
            if file.codeIs(name, "mask"), file.isChar(name + 1, "("), let close = file.matchingClose(name + 1),
               (name + 2..<close).contains(where: { file.isChar($0 - 1, ".") && (file.codeIs($0, "stroke") || file.codeIs($0, "strokeBorder")) }) {
                return true
            }
            guard file.codeIs(name, "frame"), file.isChar(name + 1, "("), let close = file.matchingClose(name + 1) else { continue }
            var sides: [String: Double] = [:]
            for k in name + 2..<close where (file.codeIs(k, "width") || file.codeIs(k, "height")) && file.isChar(k + 1, ":") {
                if file.kind(k + 2) == .integer || file.kind(k + 2) == .float, let v = Double(file.text(code: k + 2)) { sides[file.text(code: k)] = v }
            }
            if sides.count == 2, sides.values.allSatisfy({ $0 <= smallLayerSide }) { return true }
        }
        return false
    }

    /// Whether the view whose chain starts at `root`, or a view holding it inside `zstack` (a
    /// ZStack's content), is moved by an offset decided at run time (`.offset(x: trashOffset)`;
    /// not `.offset(x: 8)`).
    static func isMovedAtRunTime(root: Int, within zstack: Range<Int>, in file: SwiftSource, braces: EnclosingBraces) -> Bool {
        var chain = root
        for _ in 0..<8 {
            for name in names(root: chain, in: file) where file.codeIs(name, "offset") && file.isChar(name + 1, "(") {
                guard let close = file.matchingClose(name + 1) else { continue }
                // A name that is no argument label (`x:`) is a value known only at run time.
                if (name + 2..<close).contains(where: { file.isWord($0) && !file.isChar($0 + 1, ":") }) { return true }
            }
            // The view holding it: the call before the `{` of the closure it stands in.
            let open = braces.brace(of: chain)
            guard open > zstack.lowerBound, zstack.contains(open) else { return false }
            var holder = open - 1
            if file.isChar(holder, ")"), let args = file.matchingOpen(holder) { holder = args - 1 }
            guard file.isWord(holder) else { return false }
            chain = holder
        }
        return false
    }

    /// Whether the color expression starting at code token `start` is made translucent at its own
    /// level (`Color.gray.opacity(0.2)`, `x.withAlphaComponent(alpha)`): an alpha that is not a
    /// literal 1 or more. It ends at a `,`, a closing group, an operator or a new statement.
    /// The color type's name of a wrapper whose one argument is the use at `start` (`Color(uiColor: .deltaPurple)`,
    /// `Color(X)`): its opacity is written after the wrapper (`Color(uiColor: .deltaPurple).opacity(0.3)`).
    /// Delta's achievement toast, a 30 % purple glass tint, was measured opaque under its secondary text (session 32).
    static func wrapper(aroundArgumentAt start: Int, in file: SwiftSource) -> Int? {
        var open = start - 1
        if file.isChar(open, ":"), file.isWord(open - 1) { open -= 2 }
        guard file.isChar(open, "("), file.isWord(open - 1), file.firstByte(open - 1).isUppercaseASCII, !file.isChar(open - 2, "."),
              let close = file.matchingClose(open) else { return nil }
        // The use is the whole argument: no other argument, nothing after the use but its own chain.
        var k = start
        while k < close {
            if file.isChar(k, ",") { return nil }
            if let c = file.matchingClose(k), file.isChar(k, "(") || file.isChar(k, "[") { k = c + 1; continue }
            k += 1
        }
        return open - 1
    }

    static func isTranslucent(_ start: Int, in file: SwiftSource) -> Bool {
        var k = start
        var steps = 0
        let count = file.code.count
        while k < count && steps < 64 {
            steps += 1
            if file.isChar(k, "(") || file.isChar(k, "[") || file.isChar(k, "{") {
                guard let close = file.matchingClose(k) else { return false }
                k = close + 1
                continue
            }
            if file.isChar(k, "."), file.codeIs(k + 1, "opacity") || file.codeIs(k + 1, "withAlphaComponent"), file.isChar(k + 2, "("),
               let close = file.matchingClose(k + 2) {
                if close == k + 4, file.kind(k + 3) == .integer || file.kind(k + 3) == .float, let alpha = Double(file.text(code: k + 3).filter { $0 != "_" }), alpha >= 1 {
                    k = close + 1
                    continue
                }
                return true
            }
            if file.isChar(k, ".") || file.isChar(k, "?") && file.kind(k) != .operator || file.isChar(k, "!") { k += 1; continue }
            if file.isWord(k) {
                // A word after another word on a new line starts a new statement.
                if k > start, file.isWord(k - 1), file.lineBreakBetween(k - 1, k) { return false }
                k += 1
                continue
            }
            return false
        }
        return false
    }
}
