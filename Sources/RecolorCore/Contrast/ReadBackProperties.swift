/// A view's color property read back as another view's color (`cell.iconView.backgroundColor =
/// self.view.tintColor`) is the token the same file gives that property (`self.view.tintColor = .white`):
/// a use of that token where it is read. Delta's selected pause-menu icon, black on a circle filled with
/// the menu's white tint, became near-white in Dark Mode and `contrast` checked nothing: the circle's
/// color was no token use (verify31 V10, /work/s31/repro/v10).
///
/// Only a receiver written as names (`self.view`, `headerView`, not `views[0]` or `make()`), only a
/// property the file assigns one token alone (two tokens, or a token and anything else: unknown), and
/// only a read that is the whole value of another color property's assignment.
enum ReadBackProperties {
    /// `uses` and the reads of properties that the file's uses are assigned to, in code order.
    static func adding(to uses: [TokenUse], in file: SwiftSource) -> [TokenUse] {
        guard file.bytes.containsSequence(Array("Color = ".utf8)) else { return uses }
        var byCode: [Int: String] = [:]
        for use in uses { byCode[use.code] = use.token }
        // Per receiver and property, the tokens assigned, and whether something else is assigned too.
        var assigned: [String: Set<String>] = [:]
        var reads: [(code: Int, key: String)] = []
        for eq in file.code.indices where file.kind(eq) == .operator && file.codeIs(eq, "=") {
            guard let property = assignedColorProperty(eq, in: file), let receiver = receiver(endingAt: property - 1, in: file) else { continue }
            let key = receiver + "." + file.text(code: property)
            if let token = byCode[eq + 1] {
                assigned[key, default: []].insert(token)
            } else if let read = readProperty(startingAt: eq + 1, in: file) {
                reads.append((eq + 1, read))
                // A property set from another's read holds what that one holds: unknown here.
                assigned[key, default: []].insert("\u{0}")
            } else {
                assigned[key, default: []].insert("\u{0}")
            }
        }
        var added: [TokenUse] = []
        for read in reads where byCode[read.code] == nil {
            guard let tokens = assigned[read.key], tokens.count == 1, let token = tokens.first, token != "\u{0}" else { continue }
            added.append(TokenUse(token: token, code: read.code))
        }
        guard !added.isEmpty else { return uses }
        return (uses + added).sorted { $0.code < $1.code }
    }

    /// The property of `receiver.property = …` at the `=` at `eq` when it names a color's role
    /// (`tintColor`, `backgroundColor`), not a declaration.
    static func assignedColorProperty(_ eq: Int, in file: SwiftSource) -> Int? {
        let property = eq - 1
        guard file.kind(property) == .identifier, ContrastRole(contextName: file.text(code: property)) != nil else { return nil }
        if file.codeIs(property - 1, "let") || file.codeIs(property - 1, "var") || file.isChar(property - 1, ":") { return nil }
        return property
    }

    /// The receiver of a property whose `.` (or the property itself, for `self`'s own) ends at `end`:
    /// names joined by `.`, `self.` dropped (`self.view` and `view` are one), or nil for anything else.
    static func receiver(endingAt end: Int, in file: SwiftSource) -> String? {
        guard file.isChar(end, ".") else {
            // `tintColor = …` on `self` itself, at the start of a statement.
            return file.isWord(end) || file.isChar(end, ".") ? nil : "self"
        }
        var words: [String] = []
        var k = end - 1
        var first = end
        while k >= 0, file.kind(k) == .identifier || file.codeIs(k, "self") {
            words.insert(file.text(code: k), at: 0)
            first = k
            guard file.isChar(k - 1, ".") else { break }
            k -= 2
        }
        // A member of anything but a name (`views[0].tintColor`, `make().tintColor`, `nav?.view`): not names alone.
        if words.isEmpty || file.isChar(first - 1, ".") { return nil }
        let postfix = file.isChar(first - 1, ")") || file.isChar(first - 1, "]") || file.isChar(first - 1, "?") || file.isChar(first - 1, "!")
        guard !postfix || file.lineBreakBetween(first - 1, first) else { return nil }
        if words.first == "self" { words.removeFirst() }
        return words.isEmpty ? "self" : words.joined(separator: ".")
    }

    /// `receiver.property` starting at `start` and ending the statement, with `property` a color
    /// property: its key (`view.tintColor`).
    static func readProperty(startingAt start: Int, in file: SwiftSource) -> String? {
        var k = start
        while file.kind(k) == .identifier || file.codeIs(k, "self"), file.isChar(k + 1, "."), file.kind(k + 2) == .identifier { k += 2 }
        guard k > start, ContrastRole(contextName: file.text(code: k)) != nil else { return nil }
        // Nothing goes on after it (`.cgColor`, `.withAlphaComponent(…)`, `?? …`).
        let next = k + 1
        guard next >= file.code.count || file.isChar(next, "}") || file.isChar(next, ";") || file.lineBreakBetween(k, next)
                && !file.isChar(next, ".") && file.kind(next) != .operator else { return nil }
        guard let receiver = receiver(endingAt: k - 1, in: file) else { return nil }
        return receiver + "." + file.text(code: k)
    }
}
