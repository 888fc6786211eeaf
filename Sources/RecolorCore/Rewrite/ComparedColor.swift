/// A color compared with `==` or `!=` (`lineColor == UIColor.white`): a fixed color equals
/// another of the same components, but a dynamic token is a new provider-backed object on each
/// read, so after a rewrite the comparison would never hold (GoMap's `isDefault()` would always
/// be false). `fix` declines such a site and says why; the reviewer compares something else.
enum ComparedColor {
    static let comparisons: Set<String> = ["==", "!=", "===", "!=="]

    /// The reason `fix` leaves the color at `range` as written, if it is an operand of a comparison.
    static func refusal(_ range: Range<Int>, in file: SwiftSource) -> String? {
        let first = file.codeIndex(atOrAfter: range.lowerBound)
        let next = file.codeIndex(atOrAfter: range.upperBound)
        let compared = comparisons.contains { file.codeIs(first - 1, $0) || file.codeIs(next, $0) }
        return compared ? "compared with == or !=: a dynamic token is a new color on each read and never equal; compare by another property" : nil
    }
}
