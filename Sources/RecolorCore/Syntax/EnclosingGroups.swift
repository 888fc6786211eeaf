/// For each code token of a file, the opener (`(`, `[`, `{`, `\(`) of the innermost group that
/// holds it, found in one pass on first use. Walking back to it token by token made each
/// lookup as long as the group, so a 40,000-element array literal took quadratic time.
/// `bracket(holding:)` (EnclosingBracket.swift) reads the group whole: its kind, head, the
/// argument label and how far the token is from the opener.
final class EnclosingGroups {
    let file: SwiftSource
    /// Written once, by `build`, before any read: the dynamic exclusivity checks of a class's
    /// stored property cost a twentieth of detection.
    @exclusivity(unchecked) private var openers: [Int32] = []
    @exclusivity(unchecked) private var built = false
    /// For each code token, how many top-level elements of its group come before it (a nested
    /// group is one) and where its argument starts (after the group's last `,` before it):
    /// built on the first `bracket(holding:)`, which most files never ask.
    @exclusivity(unchecked) private(set) var positions: [Int32] = []
    @exclusivity(unchecked) private(set) var argumentStarts: [Int32] = []
    @exclusivity(unchecked) private var elementsBuilt = false

    init(file: SwiftSource) {
        self.file = file
    }

    /// The code index of the opener of the innermost group holding token `k` (a closer is held
    /// by the group it closes), or nil at the top level. Brackets pair as `SwiftSource` pairs
    /// them: a closer closes the innermost open group, whatever its kind.
    func opener(of k: Int) -> Int? {
        if !built { build() }
        guard k >= 0 && k < openers.count, openers[k] >= 0 else { return nil }
        return Int(openers[k])
    }

    private func build() {
        built = true
        var openers = [Int32](repeating: -1, count: file.code.count)
        var stack: [Int32] = []
        for n in 0..<file.code.count {
            openers[n] = stack.last ?? -1
            let t = file.code[n]
            if t.kind == .stringInterpolationOpen {
                stack.append(Int32(n))
            } else if t.kind == .punct && t.length == 1 {
                switch file.bytes[t.begin] {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): stack.append(Int32(n))
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): _ = stack.popLast()
                default: break
                }
            }
        }
        self.openers = openers
    }

    /// Builds `positions` and `argumentStarts`, pairing brackets as `build` does.
    func buildElements() {
        guard !elementsBuilt else { return }
        elementsBuilt = true
        let count = file.code.count
        var positions = [Int32](repeating: 0, count: count)
        var starts = [Int32](repeating: 0, count: count)
        // Per open group, the file's top level first: its elements so far, its argument's start.
        var stack: [(elements: Int32, start: Int32)] = [(0, 0)]
        for n in 0..<count {
            let top = stack.count - 1
            positions[n] = stack[top].elements
            starts[n] = stack[top].start
            let t = file.code[n]
            var opens = t.kind == .stringInterpolationOpen
            var closes = false
            if t.kind == .punct && t.length == 1 {
                switch file.bytes[t.begin] {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): opens = true
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): closes = true
                case UInt8(ascii: ","): stack[top].start = Int32(n + 1)
                default: break
                }
            }
            if opens {
                stack[top].elements += 1
                stack.append((0, Int32(n + 1)))
            } else if closes {
                if stack.count > 1 { stack.removeLast() }
            } else {
                stack[top].elements += 1
            }
        }
        self.positions = positions
        argumentStarts = starts
    }
}
