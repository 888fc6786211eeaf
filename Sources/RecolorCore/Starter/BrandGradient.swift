#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A full-screen gradient of the app's own colored stops, and what is drawn over it
/// (`FixedIntent.onBrandSurface`). BookPlayer's subscription stories (session 21 F16, repro r7):
/// `StoryBackgroundView` is `Rectangle().fill(LinearGradient(gradient: Gradient(colors: [#4285C5,
/// #3D4494]), …)).ignoresSafeArea()`, and the stories put white text, white 90% progress bars and
/// white cards on it. Read one stop at a time, the first stop became a token lifted in Dark
/// (#5194D5), the second an unrelated color set of equal value, and the white bars and cards turned
/// near-black on the same blue. The stops are one decision (kept, as Trio's many-stop logo
/// gradient is), and so is every color drawn in a later layer of a `ZStack` over that view.
extension FixedIntentReader {
    /// Modifiers that make a view fill the screen, under the bars.
    static let fullScreenModifiers: Set<String> = ["ignoresSafeArea", "edgesIgnoringSafeArea"]

    /// The stop's evidence and the type drawing the gradient, when the finding starting at code
    /// index `k`, an opaque chromatic color, is a stop of a SwiftUI gradient's `colors:` literal
    /// whose every stop (two or more) is an opaque chromatic finding, and the view the gradient
    /// is given to fills the screen (`.ignoresSafeArea()` after the call holding it).
    /// A stop held in a local of the function (`let backColor1 = Color(red: …)` … `Gradient(colors:
    /// [backColor1, backColor2])`, esp-rainmaker's widget: session 39's pairs39c V4) is one too, at its
    /// use: `stop` is the code index of the stop in the `colors:` literal.
    func fullScreenGradient(_ finding: Finding, start k: Int) -> (evidence: String, view: String?, stop: Int)? {
        guard let c = finding.color, c.alpha == 255, !Self.isAchromatic(c) else { return nil }
        let at = localGradientStop(initializedAt: k) ?? k
        guard let open = groups.opener(of: colorsElement(at: at)?.lowerBound ?? at), file.isChar(open, "["),
              let close = file.matchingClose(open), file.isChar(open - 1, ":"), file.codeIs(open - 2, "colors"),
              let call = groups.opener(of: open), file.isChar(call, "("), call > 0, file.isWord(call - 1),
              ContextAnalyzer.gradients.contains(file.text(code: call - 1)) else { return nil }
        var stops = 1
        for n in (open + 1)..<close where file.isChar(n, ",") && groups.opener(of: n) == open && !file.isChar(n + 1, "]") { stops += 1 }
        // Every stop a fixed hue: a gradient from a brand color to white or gray is a fade into
        // the page, which adapts with it.
        let inside = file.code[open].end..<file.code[close].begin
        var colored = findingColors.filter { inside.contains($0.key) && $0.value.alpha == 255 && !Self.isAchromatic($0.value) }.count
        for n in (open + 1)..<close where file.code[n].kind == .identifier && !file.isChar(n - 1, ".") {
            guard let element = colorsElement(at: n), groups.opener(of: element.lowerBound) == open, element.count > 1 || !file.isChar(n + 1, "(") else { continue }
            if let color = localColor(file.text(code: n), before: n), color.alpha == 255, !Self.isAchromatic(color) { colored += 1 }
        }
        guard stops >= 2, colored == stops else { return nil }
        // Out through the calls holding the gradient (`.fill(LinearGradient(gradient: Gradient(colors:
        // […])))`) to the modifier chain that follows one of them.
        var o = call
        for _ in 0..<4 {
            guard let shut = file.matchingClose(o) else { return nil }
            if let full = chain(after: shut + 1).modifiers.first(where: { Self.fullScreenModifiers.contains($0.name) }) {
                // The type is the surface only where the gradient is its view, not a layer of a
                // ZStack of its own (a screen: what stands over it is its own later layers).
                let stacks = StackLayers(file: file, groups: groups)
                var up = groups.opener(of: call), inStack = false
                while let u = up, !inStack { inStack = file.isChar(u, "{") && stacks.isZStackContent(u); up = groups.opener(of: u) }
                let view = inStack ? nil : syntax.tree.enclosingType(at: k)?.name.flatMap { $0.split(separator: ".").last.map(String.init) }
                return ("a stop of a full-screen gradient of \(stops) colored stops (\(file.text(code: call - 1)) with .\(full.name)\(view.map { " in \($0)" } ?? ""))", view, at)
            }
            guard let outer = groups.opener(of: o), file.isChar(outer, "(") else { return nil }
            o = outer
        }
        return nil
    }

    /// The use, as an element of a `colors:` literal, of the local whose `let NAME =` value starts at
    /// code index `k`, in the scope declaring it; nil when `k` starts no local's value or none is so used.
    func localGradientStop(initializedAt k: Int) -> Int? {
        guard k >= 3, file.codeIs(k - 1, "="), file.isWord(k - 2), file.codeIs(k - 3, "let") || file.codeIs(k - 3, "var") else { return nil }
        let name = file.text(code: k - 2)
        let scope = syntax.tree.scopes[syntax.tree.scope(at: k)]
        let end = scope.close >= 0 ? min(scope.close, file.code.count) : file.code.count
        for u in (k + 1)..<end where file.codeIs(u, name) && !file.isChar(u - 1, ".") {
            guard let element = colorsElement(at: u), let open = groups.opener(of: element.lowerBound), file.isChar(open, "["),
                  file.isChar(open - 1, ":"), file.codeIs(open - 2, "colors") else { continue }
            return u
        }
        return nil
    }

    /// The element of a literal that the name at code index `u` is, whole or wrapped in a color
    /// type's conversion (`Color(uiColor: backColor1)`, the widget's own spelling): its code range.
    func colorsElement(at u: Int) -> Range<Int>? {
        var first = u, last = u
        if file.isChar(u + 1, ")"), let open = groups.opener(of: u), file.isChar(open, "("), open == u - 1 || open == u - 3 && file.isChar(u - 1, ":"),
           open > 0, file.isWord(open - 1), BaseColorType(rawValue: file.text(code: open - 1)) != nil {
            first = open - 1
            last = u + 1
        }
        guard file.isChar(first - 1, "[") || file.isChar(first - 1, ","), file.isChar(last + 1, ",") || file.isChar(last + 1, "]") else { return nil }
        return first..<(last + 1)
    }

    /// The color of the finding that is the value of the nearest `let NAME =` (or `var`) before code index `k`.
    func localColor(_ name: String, before k: Int) -> RGBA? {
        var j = k - 1
        while j >= 2, k - j < 4096 {
            if file.codeIs(j, name), file.codeIs(j + 1, "="), file.codeIs(j - 1, "let") || file.codeIs(j - 1, "var"), j + 2 < file.code.count {
                return findingColors[file.code[j + 2].begin]
            }
            j -= 1
        }
        return nil
    }

    /// `over PromoBackground in a ZStack` when code index `k` lies in a layer of a `ZStack` (at any
    /// depth inside it) after a layer that is a view of `surfaces`, or after a layer holding one
    /// of `stops` (the code indices of the file's brand gradient stops: `ZStack { LinearGradient(…)
    /// .ignoresSafeArea(); Text("…").foregroundColor(.white) }`).
    func overSurfaceLayer(_ k: Int, surfaces: Set<String>, stops: [Int] = []) -> String? {
        let layers = StackLayers(file: file, groups: groups)
        if let view = layers.surface(under: k, among: surfaces) { return "over \(view) in a ZStack" }
        return layers.stopLayer(under: k, stops: stops) == nil ? nil : "over a full-screen gradient of brand colors in a ZStack"
    }
}

/// The layers of the `ZStack`s around a code index: which views are drawn under it.
struct StackLayers {
    let file: SwiftSource
    let groups: EnclosingGroups

    /// The first view of `surfaces` standing as an earlier layer (`Name(…)` at a layer's start,
    /// or inside an earlier layer's `if`/`else` block) of a `ZStack` holding code index `k`.
    func surface(under k: Int, among surfaces: Set<String>) -> String? {
        guard !surfaces.isEmpty else { return nil }
        var o = groups.opener(of: k)
        var steps = 0
        while let open = o, steps < 64 {
            steps += 1
            if file.isChar(open, "{"), isZStackContent(open), let name = firstCall(in: open + 1..<k, of: surfaces) { return name }
            o = groups.opener(of: open)
        }
        return nil
    }

    /// The first of `stops` in an earlier layer of a `ZStack` holding code index `k`: a stop
    /// whose outermost group inside the ZStack's content is not the one holding `k`.
    func stopLayer(under k: Int, stops: [Int]) -> Int? {
        guard !stops.isEmpty else { return nil }
        var o = groups.opener(of: k)
        var steps = 0
        while let open = o, steps < 64 {
            steps += 1
            if file.isChar(open, "{"), isZStackContent(open) {
                let mine = child(of: open, holding: k)
                if let s = stops.first(where: { $0 > open && $0 < k && child(of: open, holding: $0) != mine }) { return s }
            }
            o = groups.opener(of: open)
        }
        return nil
    }

    /// The outermost group opener (or the index itself) holding `x` directly inside `open`.
    func child(of open: Int, holding x: Int) -> Int {
        var c = x
        var steps = 0
        while let up = groups.opener(of: c), up != open, steps < 256 { c = up; steps += 1 }
        return c
    }

    /// Whether the `{` at `open` opens a `ZStack`'s content (`ZStack {`, `ZStack(alignment: …) {`).
    func isZStackContent(_ open: Int) -> Bool {
        var head = open - 1
        if file.isChar(head, ")"), let o = file.matchingOpen(head) { head = o - 1 }
        return file.codeIs(head, "ZStack")
    }

    /// A call `Name(` of `names` in `range`, over arguments (not into them), into blocks.
    func firstCall(in range: Range<Int>, of names: Set<String>) -> String? {
        var j = range.lowerBound
        while j < range.upperBound {
            if file.isChar(j, "(") || file.isChar(j, "["), let c = file.matchingClose(j) { j = c + 1; continue }
            if file.isWord(j), !file.isChar(j - 1, "."), file.isChar(j + 1, "("), names.contains(file.text(code: j)) { return file.text(code: j) }
            j += 1
        }
        return nil
    }
}
