/// For each code token of a file, the opener (`(`, `[`, `{`, `\(`) of the innermost group that
/// holds it, found in one pass on first use. Walking back to it token by token made each
/// lookup as long as the group, so a 40,000-element array literal took quadratic time.
final class EnclosingGroups {
    private let file: SwiftSource
    /// Written once, by `build`, before any read: the dynamic exclusivity checks of a class's
    /// stored property cost a twentieth of detection.
    @exclusivity(unchecked) private var openers: [Int32] = []
    @exclusivity(unchecked) private var built = false

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
}
