#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A SwiftUI gradient drawn as a layer of its own in a `ZStack` (`ZStack { LinearGradient(colors:
/// [a, b], …); Text(…) }`), written there or held by a constant the file declares and named there
/// (`let backgroundGradient = LinearGradient(…)` … `ZStack { backgroundGradient; … }`): what is
/// stacked over it is drawn on each of its stops (the worst one decides). Pyto's widget (session
/// 24, F4): black text on a green gradient constant, no pair seen; init turned the text white for
/// dark and lifted the stops: 1.39:1 (14.5:1 in light).
/// A gradient with a stop no token or kept color is (`.clear`, a variable) or a translucent one
/// is an unknown surface: what lies on it is over an unknown color.
enum GradientLayers {
    /// The layers made of `unplaced` (uses that stand nowhere a role names): where each starts
    /// (the gradient standing as a view, or each statement naming its constant) and its stops.
    static func layers(_ unplaced: [TokenUse], in file: SwiftSource) -> [(start: Int, backgrounds: [TokenUse])] {
        var stops: [Int: [TokenUse]] = [:]
        var lists: [Int: Set<Int>] = [:]
        for use in unplaced {
            guard let (gradient, list) = gradient(ofStop: use.code, in: file) else { continue }
            stops[gradient, default: []].append(use)
            lists[gradient, default: []].insert(list)
        }
        var out: [(start: Int, backgrounds: [TokenUse])] = []
        for (gradient, uses) in stops.sorted(by: { $0.key < $1.key }) {
            let backgrounds = isKnown(gradient: gradient, lists: lists[gradient]!, uses: uses, in: file) ? uses : []
            // A ring or a badge lies under nothing (`ViewChainModifiers.isSmallLayer`).
            if InferredPairs.startsStatement(gradient, in: file), !ViewChainModifiers.isSmallLayer(root: gradient, in: file) { out.append((gradient, backgrounds)) }
            if let name = constantName(holding: gradient, in: file) {
                for start in statements(naming: name, in: file) { out.append((start, backgrounds)) }
            }
        }
        return out
    }

    /// Whether the gradient starting at `gradient` (its `colors:`/`stops:` lists opening at
    /// `lists`) is drawn as its stops `uses`: every element holds a use and none is translucent
    /// (an arm of a ternary is a use: two in one element), nor the gradient itself.
    static func isKnown(gradient: Int, lists: Set<Int>, uses: [TokenUse], in file: SwiftSource) -> Bool {
        let elements = lists.flatMap { elementStarts($0, in: file) }
        let starts = elements.map(\.start).sorted()
        let holding = Set(uses.map { u in starts.last { $0 <= u.code } ?? -1 })
        return !elements.isEmpty && holding == Set(starts) && !ViewChainModifiers.isTranslucent(gradient, in: file)
            && !elements.contains { ViewChainModifiers.isTranslucent($0.start, in: file) }
            && !uses.contains { ViewChainModifiers.isTranslucent($0.code, in: file) }
    }

    /// Whether the gradient whose `colors:` or `stops:` list opens at `open` lets what lies under
    /// it show: a stop is clear or translucent (`.clear`, `.black.opacity(0.5)`), or the gradient
    /// itself is drawn translucent. Text on it is over an unknown mix, never over each stop.
    /// SimpleLiveTVOS's player overlay (session 28's review, B5): white titles on `[.black,
    /// .black.opacity(0.5), .black.opacity(0.1), .clear]` over the video were checked on each stop
    /// blended over the window's white, three false failures (exit 1).
    static func seesThrough(list open: Int, in file: SwiftSource) -> Bool {
        guard let name = UseSite.gradientCall(list: open, in: file) else { return false }
        if ViewChainModifiers.isTranslucent(name, in: file) { return true }
        for element in elementStarts(open, in: file) {
            for k in element.start..<element.end where file.isChar(k - 1, ".") {
                if file.codeIs(k, "clear") { return true }
                if (file.codeIs(k, "opacity") || file.codeIs(k, "withAlphaComponent")) && file.isChar(k + 1, "(") { return true }
            }
        }
        return false
    }

    /// The outermost gradient call (`LinearGradient` of `LinearGradient(gradient: Gradient(colors:
    /// [X]))`) whose `colors:`/`stops:` list holds the color starting at `start`, and the list's `[`.
    static func gradient(ofStop start: Int, in file: SwiftSource) -> (Int, Int)? {
        var k = start - 1
        var found: (Int, Int)?
        var steps = 0
        while k >= 0 && steps < 200 {
            steps += 1
            if file.isChar(k, ")") || file.isChar(k, "]") || file.isChar(k, "}") {
                guard let open = file.matchingOpen(k) else { return nil }
                k = open - 1
                continue
            }
            if file.isChar(k, "(") {
                // A stop (`.init(color: X, location: 0)`, `Gradient.Stop(color: X, …)`).
                if found == nil, file.codeIs(k - 1, "init") && file.isChar(k - 2, ".") || file.codeIs(k - 1, "Stop") { k -= 2; continue }
                guard let (_, list) = found, file.isWord(k - 1), ColorContextNames.swiftUIGradients.contains(file.text(code: k - 1)) else { break }
                found = (k - 1, list)
                k -= 2
                continue
            }
            if file.isChar(k, "[") {
                guard found == nil, let name = UseSite.gradientCall(list: k, in: file) else { break }
                found = (name, k)
                k = name - 1
                continue
            }
            if file.isChar(k, "{") || file.isChar(k, ";") || file.kind(k) == .operator && file.isChar(k, "=") { break }
            if file.kind(k) == .keyword && UseSite.statementKeywords.contains(file.text(code: k)) { break }
            k -= 1
        }
        return found
    }

    /// The first code token of each element of the list opening at `open` (`[a, b, c]`: a, b, c).
    static func elementStarts(_ open: Int, in file: SwiftSource) -> [(start: Int, end: Int)] {
        guard let close = file.matchingClose(open), close > open + 1 else { return [] }
        let commas = UseSite.topLevelCommas(open, close, in: file)
        let bounds = [open] + commas + [close]
        return zip(bounds, bounds.dropFirst()).compactMap { a, b in a + 1 < b ? (a + 1, b) : nil }
    }

    /// The name of the constant or computed property whose value is the gradient at `k`:
    /// `let NAME = G`, `static let NAME: LinearGradient = G`, `var NAME: some View { G }`.
    static func constantName(holding k: Int, in file: SwiftSource) -> String? {
        var j = k - 1
        if file.isChar(j, "{") {
            // A computed property's body holding the gradient alone.
            guard let close = file.matchingClose(j), InferredPairs.startsStatement(k, in: file),
                  endOfExpression(k, in: file) == close else { return nil }
            j -= 1
        } else {
            guard file.kind(j) == .operator, file.isChar(j, "=") else { return nil }
            j -= 1
        }
        // Back over a type annotation (`: some View`, `: LinearGradient`) to `let`/`var` NAME.
        var n = j
        while n > 0, j - n < 8, !(file.kind(n) == .keyword && (file.codeIs(n, "let") || file.codeIs(n, "var"))) {
            if file.isChar(n, "{") || file.isChar(n, "}") || file.isChar(n, ";") || file.isChar(n, "=") && file.kind(n) == .operator { return nil }
            n -= 1
        }
        guard file.codeIs(n, "let") || file.codeIs(n, "var"), n + 1 <= j, file.isWord(n + 1),
              n + 1 == j || file.isChar(n + 2, ":") else { return nil }
        return file.text(code: n + 1)
    }

    /// The code token after the expression starting at `k` (its groups and modifier chain), or
    /// the first token of the next statement.
    static func endOfExpression(_ k: Int, in file: SwiftSource) -> Int {
        var j = k
        while j < file.code.count {
            if file.isChar(j, "(") || file.isChar(j, "[") || file.isChar(j, "{"), let close = file.matchingClose(j) { j = close + 1; continue }
            if file.isChar(j, ".") || j == k || file.isChar(j - 1, ".") { j += 1; continue }
            break
        }
        return j
    }

    /// The statements that stand for the view `name` holds (`name`, `self.name`, `Self.name`, a
    /// type's `T.name`), by their first token.
    static func statements(naming name: String, in file: SwiftSource) -> [Int] {
        var out: [Int] = []
        for k in file.code.indices where file.codeIs(k, name) {
            var start = k
            if k >= 2, file.isChar(k - 1, "."), file.isWord(k - 2) || file.codeIs(k - 2, "self") || file.codeIs(k - 2, "Self") { start = k - 2 }
            guard InferredPairs.startsStatement(start, in: file), !(start == k && file.isChar(k - 1, ".")) else { continue }
            // Not an assignment to it, nor a declaration.
            if k + 1 < file.code.count, file.kind(k + 1) == .operator && file.isChar(k + 1, "=") || file.isChar(k + 1, ":") { continue }
            out.append(start)
        }
        return out
    }
}
