/// A postfix chain read backwards from one of its members: `UIColor(named: "Ink")?.withAlphaComponent(0.5).cgColor`
/// is the links `UIColor(…)`, `withAlphaComponent(…)`, `cgColor`. Read on code tokens only, within
/// the chain (balanced groups are jumped by their partners).
struct MemberChain {
    struct Link {
        /// The name's code index (nil for a leading implicit member's dot or a parenthesized operand).
        var name: Int?
        /// The `(` of a call on this link, if any.
        var call: Int?
        /// A trailing closure after the call or name, if any (its `{`).
        var trailingClosure: Int?
    }

    var links: [Link]
    /// The chain's first code token and its last (the member's, or its call's or closure's close).
    var start: Int
    var end: Int
    /// The chain begins with a `.` (an implicit member, `.label.cgColor`).
    var implicit: Bool

    /// The chain ending with the member at code index `member` (a word after `.`), or nil.
    static func ending(at member: Int, in file: SwiftSource) -> MemberChain? {
        guard file.isWord(member) else { return nil }
        var own = Link(name: member)
        var end = member
        // The member's own call and trailing closure: `UIColor(named: "Ink")`, `UIColor { … }`.
        if file.isChar(member + 1, "("), file.code[member + 1].begin == file.code[member].end, let close = file.matchingClose(member + 1) {
            own.call = member + 1
            end = close
        }
        // Only a type takes a trailing closure here (`if x == y.cgColor {` opens a block).
        if file.firstByte(member) >= UInt8(ascii: "A") && file.firstByte(member) <= UInt8(ascii: "Z"),
           file.isChar(end + 1, "{"), let close = file.matchingClose(end + 1), !file.lineBreakBetween(end, end + 1) {
            own.trailingClosure = end + 1
            end = close
        }
        var links: [Link] = [own]
        var k = member - 1
        var start = member
        var implicit = false
        while k >= 0 {
            guard file.isChar(k, ".") else { break }
            var p = k - 1
            // `?.` / `!.`: optional chaining and unwraps glued to the operand.
            while p >= 0, file.kind(p) == .operator, file.isChar(p, "?") || file.isChar(p, "!"), file.code[p].end == file.code[p + 1].begin { p -= 1 }
            guard p >= 0 else { implicit = true; start = k; break }
            var link = Link()
            if file.isChar(p, "}"), let open = file.matchingOpen(p) {
                link.trailingClosure = open
                p = open - 1
            }
            if file.isChar(p, ")"), let open = file.matchingOpen(p) {
                if open > 0, file.isWord(open - 1), file.code[open - 1].end == file.code[open].begin {
                    link.call = open
                    link.name = open - 1
                    p = open - 1
                } else {
                    // A parenthesized operand: `(dark ? a : b).cgColor`.
                    start = open
                    links.insert(link, at: 0)
                    return MemberChain(links: links, start: start, end: end, implicit: false)
                }
            } else if file.isWord(p) {
                link.name = p
            } else if link.trailingClosure != nil, file.isWord(p) == false {
                start = link.trailingClosure!
                links.insert(link, at: 0)
                return MemberChain(links: links, start: start, end: member, implicit: false)
            } else if file.isChar(p, "]"), let open = file.matchingOpen(p), open > 0, file.isWord(open - 1) {
                link.name = open - 1  // `colors[0].cgColor`: the subscripted name
                p = open - 1
            } else {
                // An operator or punctuation before the dot: an implicit member (`= .label.cgColor`).
                implicit = true
                start = k
                break
            }
            links.insert(link, at: 0)
            start = p
            k = p - 1
        }
        return MemberChain(links: links, start: start, end: end, implicit: implicit)
    }

    /// The link names, in order (`"?"` for a link without one).
    func names(in file: SwiftSource) -> [String] {
        links.map { $0.name.map { file.text(code: $0) } ?? "?" }
    }

    /// The last code token of link `i` (its name, or its call's or closure's close).
    func lastToken(ofLink i: Int, in file: SwiftSource) -> Int {
        let link = links[i]
        if let c = link.trailingClosure, let close = file.matchingClose(c) { return close }
        if let c = link.call, let close = file.matchingClose(c) { return close }
        return link.name ?? start
    }
}
