/// What an implicit member's own expression says of its color type, where its context names
/// none or only guesses one from a property's name: SwiftUI's `Color` when
/// - the member's chain has `.opacity(…)` (only `Color` has it),
/// - another arm of its `? :` or `??` is only `Color`'s (`Color.x`, `….opacity(…)`; `.primary`, `.secondary` in a
///   file whose only UI import is SwiftUI: an app may declare a `UIColor.primary` of its own),
/// - the property assigned is an `AttributedString`'s in a file importing SwiftUI and neither UIKit
///   nor AppKit (`var s = AttributedString(…); s.foregroundColor = …`), or its `.swiftUI` scope.
/// Pulse wrote `attributed.foregroundColor = failed ? .red : .primary`: SwiftUI's adaptive red, taken
/// for UIKit's fixed one and rewritten to a UIColor token that does not compile there (audit 12).
extension ContextAnalyzer {
    /// `Color`'s static members that UIKit's and AppKit's colors do not have.
    static let swiftUIOnlyMembers: Set<String> = ["primary", "secondary", "accentColor"]
    /// The types an attributed string's attribute is assigned on.
    static let attributedStringTypes: Set<String> = ["AttributedString", "AttributedSubstring", "AttributeContainer"]

    /// Whether the implicit member whose `.` is code token `k` is SwiftUI's `Color` by its expression.
    func isSwiftUIColorByItsExpression(at k: Int) -> Bool {
        if hasOpacity(afterMemberAt: k + 1) { return true }
        let b = boundary(before: k - 1)
        if otherArmIsSwiftUIColor(boundary: b, member: k) { return true }
        return b >= 0 && file.codeIs(b, "=" as StaticString) && assignsSwiftUIAttribute(equals: b)
    }

    /// `.member.opacity(` or `Color.member.opacity(` (the member's name at `name`).
    func hasOpacity(afterMemberAt name: Int) -> Bool {
        file.isChar(name + 1, ".") && file.codeIs(name + 2, "opacity" as StaticString) && file.isChar(name + 3, "(")
    }

    /// The arms of the `? :` / `??` expression after boundary `b` that do not hold `member`: one
    /// of them is SwiftUI's color. A condition (the part before a ternary `?`) is no arm:
    /// `style == .primary ? .red : .blue` says nothing of the arms.
    func otherArmIsSwiftUIColor(boundary b: Int, member: Int) -> Bool {
        var armStart = b + 1
        var n = armStart
        var steps = 0
        while n < file.code.count && steps < Self.walkLimit {
            steps += 1
            if let close = file.matchingClose(n), file.isChar(n, "(") || file.isChar(n, "[") || file.isChar(n, "{") { n = close + 1; continue }
            let separator = isCoalescingOrTernary(n)
            let ends = !separator && (isBoundaryToken(n) || file.isChar(n, ")") || file.isChar(n, "]") || file.isChar(n, "}") || startsNewStatement(n))
            if separator || ends {
                let isCondition = separator && file.isChar(n, "?") && !file.codeIs(n, "??" as StaticString)
                if !isCondition, !(armStart...n).contains(member), armStart < n, isSwiftUIColorArm(armStart, n) { return true }
                if ends { return false }
                armStart = n + 1
            }
            n += 1
        }
        return false
    }

    /// A token on a new line after a token that cannot continue an expression: the statement ended.
    func startsNewStatement(_ n: Int) -> Bool {
        guard n > 0, file.code[n].kind != .operator, !file.isChar(n, "."), file.code[n - 1].kind != .operator else { return false }
        return file.bytes[file.code[n - 1].end..<file.code[n].begin].contains(UInt8(ascii: "\n"))
    }

    /// The arm in code tokens `start..<end`: `.primary`, `Color.x`, `Color(…)`, or a member with `.opacity(`.
    func isSwiftUIColorArm(_ start: Int, _ end: Int) -> Bool {
        if file.isChar(start, "."), file.isWord(start + 1) {
            // An app may declare its own `UIColor.primary`: the name alone counts only where SwiftUI is the only UI import.
            let onlyColorHasIt = start + 2 == end && Self.swiftUIOnlyMembers.contains(file.text(code: start + 1))
                && FileDetector.importedFramework(file) == .swiftui
            return onlyColorHasIt || hasOpacity(afterMemberAt: start + 1)
        }
        return file.kind(start) == .identifier && types.base(code: start, in: file) == .color && (file.isChar(start + 1, ".") || file.isChar(start + 1, "("))
    }

    /// `s.foregroundColor = …` where `s` is an `AttributedString` declared in this file, in a file
    /// whose only UI import is SwiftUI; or `s.swiftUI.foregroundColor = …` in any file.
    func assignsSwiftUIAttribute(equals b: Int) -> Bool {
        let name = b - 1
        guard file.isWord(name), ColorContextNames.attributedStringKeyNames.contains(file.text(code: name)), file.isChar(name - 1, ".") else { return false }
        var receiver = name - 2
        if file.codeIs(receiver, "swiftUI" as StaticString) { return true }
        guard FileDetector.importedFramework(file) == .swiftui else { return false }
        // `output[range].backgroundColor`: the subscripted string.
        if file.isChar(receiver, "]"), let open = file.matchingOpen(receiver) { receiver = open - 1 }
        guard file.kind(receiver) == .identifier, !file.isChar(receiver - 1, ".") else { return false }
        return declaresAttributedString(file.text(code: receiver), before: receiver)
    }

    /// `var name = AttributedString(…)`, `name: AttributedString` in the screenful before code token `k`.
    func declaresAttributedString(_ name: String, before k: Int) -> Bool {
        var n = k - 1
        let limit = max(0, k - 2048)
        while n > limit {
            if file.codeIs(n, name), file.isChar(n + 1, ":") || file.codeIs(n + 1, "=" as StaticString) {
                var t = n + 2
                if file.codeIs(t, "try" as StaticString) { t += 1 }
                if file.kind(t) == .identifier, Self.attributedStringTypes.contains(file.text(code: t)) { return true }
            }
            n -= 1
        }
        return false
    }
}
