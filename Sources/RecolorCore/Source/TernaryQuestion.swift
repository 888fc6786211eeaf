extension SwiftSource {
    /// Whether code token `i` is a ternary's `?`: an operator of its own after white space (Swift
    /// reads `a?` as an optional), no `??`.
    func isTernaryQuestion(_ i: Int) -> Bool {
        guard isChar(i, "?"), code[i].kind == .operator, code[i].length == 1 else { return false }
        let b = code[i].begin
        return b > 0 && (bytes[b - 1] == UInt8(ascii: " ") || bytes[b - 1] == UInt8(ascii: "\n") || bytes[b - 1] == UInt8(ascii: "\t"))
    }
}
