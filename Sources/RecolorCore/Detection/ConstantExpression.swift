/// Evaluates literal arithmetic in code tokens: numbers, `+ - * /`, parentheses, prefix `-`,
/// and `CGFloat(…)`, `Double(…)`, `Float(…)`, `Int(…)` of a constant. Division is real division.
struct ConstantExpression {
    let file: SwiftSource
    var k: Int
    let end: Int
    /// Whether the expression is a single integer literal (for the 0–255 overload rule).
    private(set) var isIntegerLiteral = false
    /// Nesting so far: deeper than any real color component is not a constant, and the
    /// recursion must not exhaust the stack on `((((…))))`.
    private var depth = 0
    static let maximumDepth = 64
    /// The value of a name at a code index, where the caller knows its constants (`numericConstant`):
    /// `(222.0 / 255.0) * darkening` with `static let darkening: CGFloat = 0.85` (RaceRunner's palette).
    var names: ((Int) -> Double?)? = nil

    /// The value of code tokens `range`, or nil if they are not a compile-time constant.
    static func evaluate(_ file: SwiftSource, _ range: Range<Int>, names: ((Int) -> Double?)? = nil) -> (value: Double, isInteger: Bool)? {
        guard !range.isEmpty else { return nil }
        var e = ConstantExpression(file: file, k: range.lowerBound, end: range.upperBound)
        e.names = names
        if range.count == 1, file.code[range.lowerBound].kind == .integer { e.isIntegerLiteral = true }
        guard let v = e.sum(), e.k == e.end, v.isFinite else { return nil }
        return (v, e.isIntegerLiteral)
    }

    mutating func sum() -> Double? {
        guard var v = product() else { return nil }
        while k < end, file.isChar(k, "+") || file.isChar(k, "-") {
            let plus = file.isChar(k, "+")
            k += 1
            guard let r = product() else { return nil }
            v = plus ? v + r : v - r
        }
        return v
    }

    mutating func product() -> Double? {
        guard var v = unary() else { return nil }
        while k < end, file.isChar(k, "*") || file.isChar(k, "/") {
            let times = file.isChar(k, "*")
            k += 1
            guard let r = unary() else { return nil }
            v = times ? v * r : v / r
        }
        return v
    }

    mutating func unary() -> Double? {
        guard k < end, depth < Self.maximumDepth else { return nil }
        depth += 1
        defer { depth -= 1 }
        if file.isChar(k, "-") { k += 1; return unary().map { -$0 } }
        if file.isChar(k, "+") { k += 1; return unary() }
        let t = file.code[k]
        switch t.kind {
        case .integer, .float:
            k += 1
            return Self.number(file.text(t.range))
        case .punct where file.isChar(k, "("):
            k += 1
            guard let v = sum(), k < end, file.isChar(k, ")") else { return nil }
            k += 1
            return v
        case .identifier where file.codeIs(k, "CGFloat") || file.codeIs(k, "Double") || file.codeIs(k, "Float") || file.codeIs(k, "Int"):
            guard file.isChar(k + 1, "(") else { return nil }
            k += 2
            guard let v = sum(), k < end, file.isChar(k, ")") else { return nil }
            k += 1
            return v
        case .identifier where names != nil && !file.isChar(k - 1, ".") && !file.isChar(k + 1, ".") && !file.isChar(k + 1, "("):
            guard let v = names?(k) else { return nil }
            k += 1
            return v
        default:
            return nil
        }
    }

    /// A Swift number literal's value: decimal, hex (also hex floats), octal, binary, `_` separators.
    static func number(_ text: String) -> Double? {
        // The generic `replacing` costs microseconds a call: only when there is a separator.
        let s = text.utf8.contains(UInt8(ascii: "_")) ? text.replacing("_", with: "") : text
        if s.hasPrefix("0x") {
            if s.contains("p") || s.contains("P") || s.contains(".") { return Double(s) }
            return UInt64(s.dropFirst(2), radix: 16).map { Double($0) }
        }
        if s.hasPrefix("0o") { return UInt64(s.dropFirst(2), radix: 8).map { Double($0) } }
        if s.hasPrefix("0b") { return UInt64(s.dropFirst(2), radix: 2).map { Double($0) } }
        return Double(s)
    }
}
