/// The view chain an `.overlay` modifier is applied to: `RoundedRectangle(…).fill(…)` of
/// `RoundedRectangle(…).fill(…).overlay { … }`, `Image(uiImage: image).resizable()` of
/// `….overlay(alignment: .topTrailing) { … }`. What an overlay's content is drawn on.
struct OverlayReceiver {
    /// The chain's first code index (its root's name) and the `.` of `.overlay`.
    var start: Int
    var dot: Int

    /// The receiver of the `.overlay` whose argument or content holds code index `k`, up to
    /// eight groups out; nil when `k` is in no overlay.
    static func of(_ k: Int, in file: SwiftSource, groups: EnclosingGroups) -> OverlayReceiver? {
        var n = k
        for _ in 0..<8 {
            guard let open = groups.opener(of: n) else { return nil }
            // `.overlay(…)`, `.overlay { … }`, `.overlay(alignment: …) { … }`.
            var callee = open - 1
            if file.isChar(open, "{"), file.isChar(callee, ")"), let o = file.matchingOpen(callee) { callee = o - 1 }
            if file.isChar(open, "{") || file.isChar(open, "("), file.codeIs(callee, "overlay"), file.isChar(callee - 1, ".") {
                let dot = callee - 1
                guard let start = chainStart(before: dot, in: file) else { return nil }
                return OverlayReceiver(start: start, dot: dot)
            }
            n = open
        }
        return nil
    }

    /// The first code index of the view chain ending right before the modifier `.` at `dot`:
    /// back over calls, trailing closures, members and the root's name; nil when none.
    static func chainStart(before dot: Int, in file: SwiftSource) -> Int? {
        var m = dot - 1
        var start = dot
        while m >= 0 {
            if file.isChar(m, ")") || file.isChar(m, "}"), let o = file.matchingOpen(m) { start = o; m = o - 1; continue }
            if file.isWord(m) {
                start = m
                guard m > 0, file.isChar(m - 1, ".") else { break }
                m -= 1
                continue
            }
            if file.isChar(m, ".") { start = m; m -= 1; continue }
            break
        }
        return start < dot ? start : nil
    }
}
