/// The values that are the two arms of one ternary (`isSelected ? Color.white : Color(UIColor(hex:
/// "F8F8F8"))`): the code shows them as two states, so `init` never merges them into one
/// token, however near they are (BookPlayer's pricing box: both arms became
/// `systemBackground` and the selected state vanished, in light too).
enum ChoiceArms {
    /// Pairs of value keys (`StarterDraft.valueKey`) that stand as the two arms of a ternary,
    /// each pair in both orders as `a|b`.
    static func apart(_ reports: [Report], bytesByPath: [String: [UInt8]]) -> Set<String> {
        var out: Set<String> = []
        let byFile = Dictionary(grouping: reports.filter { $0.finding.choice == nil }, by: \.file)
        for (path, list) in byFile {
            guard list.count > 1, let bytes = bytesByPath[path] else { continue }
            let sorted = list.sorted { $0.finding.range.lowerBound < $1.finding.range.lowerBound }
            for (a, b) in zip(sorted, sorted.dropFirst()) {
                guard let ka = StarterDraft.valueKey(a.finding), let kb = StarterDraft.valueKey(b.finding), ka != kb,
                      a.finding.range.upperBound <= b.finding.range.lowerBound,
                      isTernaryColon(bytes[a.finding.range.upperBound..<b.finding.range.lowerBound]),
                      followsQuestionMark(bytes, a.finding.range.lowerBound) else { continue }
                out.insert(ka + "|" + kb)
                out.insert(kb + "|" + ka)
            }
        }
        return out
    }

    static func isSpace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D }
    static func isWordOrOpen(_ c: UInt8) -> Bool {
        c == UInt8(ascii: "(") || c == UInt8(ascii: "_") || c == UInt8(ascii: ".") || (c >= 0x30 && c <= 0x39) || (c | 0x20 >= 0x61 && c | 0x20 <= 0x7A)
    }

    /// ` : ` between the arms, with a wrapper's opening (`Color(`) before the second one.
    static func isTernaryColon(_ between: ArraySlice<UInt8>) -> Bool {
        let trimmed = between.drop(while: { isSpace($0) || $0 == UInt8(ascii: ")") })
        guard trimmed.first == UInt8(ascii: ":"), let colon = trimmed.indices.first,
              colon > between.startIndex, isSpace(between[colon - 1]) else { return false }
        return trimmed.dropFirst().allSatisfy { isSpace($0) || isWordOrOpen($0) } && trimmed.count < 48
    }

    /// A ternary's ` ? ` before the first arm (back over spaces and a wrapper's opening).
    static func followsQuestionMark(_ bytes: [UInt8], _ start: Int) -> Bool {
        var k = start - 1
        // A wrapper glued to the arm (`Color(` before `UIColor(hex:)`).
        if k >= 0, bytes[k] == UInt8(ascii: "(") {
            while k >= 0, start - k < 48, isWordOrOpen(bytes[k]) { k -= 1 }
        }
        while k >= 0, isSpace(bytes[k]) { k -= 1 }
        return k >= 1 && bytes[k] == UInt8(ascii: "?") && isSpace(bytes[k - 1])
    }
}
