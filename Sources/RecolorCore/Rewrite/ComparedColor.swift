/// A color compared with `==` or `!=` (`lineColor == UIColor.white`): a fixed color equals
/// another of the same components, but a dynamic token is a new provider-backed object on each
/// read, so after a rewrite the comparison would never hold (GoMap's `isDefault()` would always
/// be false). `fix` declines such a site and says why; the reviewer compares something else.
enum ComparedColor {
    static let comparisons: Set<String> = ["==", "!=", "===", "!=="]

    /// The reason `fix` leaves the color at `range` as written, if it is an operand of a comparison
    /// or an argument of an assertion of equality (`XCTAssertEqual(view.tintColor, .red)`).
    /// `brackets`: the file's, when the caller holds them.
    static func refusal(_ range: Range<Int>, in file: SwiftSource, brackets: EnclosingGroups? = nil) -> String? {
        let first = file.codeIndex(atOrAfter: range.lowerBound)
        let next = file.codeIndex(atOrAfter: range.upperBound)
        let compared = comparisons.contains { file.codeIs(first - 1, $0) || file.codeIs(next, $0) }
        if compared { return "compared with == or !=: a dynamic token is a new color on each read and never equal; compare by another property" }
        guard file.isChar(first - 1, ",") || file.isChar(first - 1, "("),
              let bracket = (brackets ?? EnclosingGroups(file: file)).bracket(holding: first), let callee = bracket.callee,
              !file.isChar(callee - 1, "."), ColorContextNames.equalityAssertions.contains(file.text(code: callee)) else { return nil }
        return "asserted equal with \(file.text(code: callee)): a dynamic token is a new color on each read and never equal; assert another property"
    }
}
