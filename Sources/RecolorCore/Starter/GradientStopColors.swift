/// A gradient stop's `color:` (`.init(color: X, location: 0)`, `Gradient.Stop(color: X, location:)` in a
/// `stops:` list) paints the gradient's surface, as `colors:` and `stops:` do (`ColorRole`): the label
/// `color` names no role, so OldOS's black title-bar stops were drafted as Apple's `label` (text), white
/// in Dark under the bar's white titles (1.00:1), and a near-black stop got a light dark (#1A1A1A →
/// #CFCFCF) under them (session 30's sweep; review30b B1's family).
enum GradientStopColors {
    /// `result` with `flowsInto` = `stops` on each Swift finding that is a stop's `color:` argument.
    static func annotated(_ result: RunResult) -> RunResult {
        var out = result
        for (f, content) in result.files.enumerated() where content.kind == .swift {
            for (n, r) in content.reports.enumerated() where r.finding.context == "color" && r.finding.flowsInto == nil && !r.finding.kind.isHazard {
                if isStop(labelBefore: r.finding.range.lowerBound, in: content.bytes) { out.files[f].reports[n].finding.flowsInto = "stops" }
            }
        }
        return out
    }

    /// Whether the bytes before `start` are `(color:` of a call named `Stop` or `.init` whose argument
    /// list stands in a `stops:` argument (`stops: [.init(color: `…).
    static func isStop(labelBefore start: Int, in bytes: [UInt8]) -> Bool {
        var k = min(start, bytes.count) - 1
        func skipSpaces() { while k >= 0 && (bytes[k] == 0x20 || bytes[k] == 0x09 || bytes[k] == 0x0A || bytes[k] == 0x0D) { k -= 1 } }
        func word() -> String {
            let end = k + 1
            while k >= 0, isNameByte(bytes[k]) { k -= 1 }
            return String(decoding: bytes[(k + 1)..<end], as: UTF8.self)
        }
        skipSpaces()
        guard k >= 0, bytes[k] == UInt8(ascii: ":") else { return false }
        k -= 1
        guard word() == "color" else { return false }
        skipSpaces()
        guard k >= 0, bytes[k] == UInt8(ascii: "(") else { return false }
        k -= 1
        let callee = word()
        guard callee == "Stop" || callee == "init", k >= 0, bytes[k] == UInt8(ascii: ".") else { return false }
        // Back to the `[` of the list the stop stands in, then its label.
        var depth = 0
        k -= 1
        while k >= 0 {
            let b = bytes[k]
            if b == UInt8(ascii: ")") || b == UInt8(ascii: "]") || b == UInt8(ascii: "}") { depth += 1 }
            else if b == UInt8(ascii: "(") || b == UInt8(ascii: "{") { if depth == 0 { return false }; depth -= 1 }
            else if b == UInt8(ascii: "[") { if depth == 0 { break }; depth -= 1 }
            k -= 1
        }
        guard k > 0 else { return false }
        k -= 1
        skipSpaces()
        guard k >= 0, bytes[k] == UInt8(ascii: ":") else { return false }
        k -= 1
        return word() == "stops"
    }

    private static func isNameByte(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F || b >= 0x80
    }
}
