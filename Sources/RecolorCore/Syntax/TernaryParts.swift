#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `condition ? whenTrue : whenFalse` as the whole of a range of code tokens (an argument): its
/// three parts, read at the range's own level. A reader that takes a value as written asks for
/// them when the value is chosen by a condition (habitica-ios's `UIColor(white: theme.isDark ?
/// 0.0 : 1.0, alpha: …)`: each component one of two constants).
struct TernaryParts {
    let condition: Range<Int>
    let whenTrue: Range<Int>
    let whenFalse: Range<Int>

    /// The parts of `range`, or nil when it is no ternary at its top level. The `?` stands apart
    /// from what precedes it (`a?.b` chains an optional), and the `:` is the one at that level that
    /// pairs with it: a nested ternary in either arm (`a ? b ? 1 : 2 : 3`, `a ? 1 : b ? 2 : 3`) stays in that arm.
    static func of(_ range: Range<Int>, in file: SwiftSource) -> TernaryParts? {
        guard range.count >= 5 else { return nil }
        var question: Int?
        var nested = 0
        var k = range.lowerBound
        while k < range.upperBound {
            if file.isChar(k, "(") || file.isChar(k, "[") || file.isChar(k, "{") {
                guard let close = file.matchingClose(k), close < range.upperBound else { return nil }
                k = close + 1
                continue
            }
            if file.isChar(k, "?"), file.code[k].kind == .operator, k > range.lowerBound, file.code[k].begin > file.code[k - 1].end {
                if question == nil { question = k } else { nested += 1 }
            } else if let q = question, file.isChar(k, ":") {
                if nested > 0 { nested -= 1; k += 1; continue }
                guard q > range.lowerBound, k > q + 1, k + 1 < range.upperBound else { return nil }
                return TernaryParts(condition: range.lowerBound..<q, whenTrue: q + 1..<k, whenFalse: k + 1..<range.upperBound)
            }
            k += 1
        }
        return nil
    }
}
