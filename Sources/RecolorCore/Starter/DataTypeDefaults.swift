/// The default of a stored color property of a type whose values the code keeps as data:
/// AppleEventCollection's `struct Event { var mainColor: Color = .white; var backgroundColor: [Color]
/// = [.black] }`, whose instances are listed in `mainEvents` and `awardEvents` and shown by index.
/// Each event's own colors were kept as data, but the defaults got tokens: an event relying on the
/// default showed near-black text on its black background in Dark Mode (session 41, verify41d-v4).
extension FixedIntentReader {
    /// `the default of Event.mainColor, whose values in mainEvents (indexed …) are data` when the color at
    /// code index `k` is the value (or an element of the array value) of an instance property
    /// `var NAME[: T] = …` of a type some collection literal of the tree lists instances of as data.
    func defaultOfDataType(_ k: Int) -> String? {
        var value = k
        if let open = groups.opener(of: k), file.isChar(open, "["), file.codeIs(open - 1, "=") { value = open }
        guard value >= 3, file.codeIs(value - 1, "=") else { return nil }
        var nameIndex = value - 2
        if file.isChar(nameIndex, "]"), let o = file.matchingOpen(nameIndex), file.isChar(o - 1, ":") { nameIndex = o - 2 }
        else if file.isWord(nameIndex), file.isChar(nameIndex - 1, ":") { nameIndex -= 2 }
        guard file.isWord(nameIndex), file.codeIs(nameIndex - 1, "var") || file.codeIs(nameIndex - 1, "let"),
              !file.codeIs(nameIndex - 2, "static"), !file.codeIs(nameIndex - 2, "class"),
              let type = syntax.tree.enclosingType(at: k), syntax.tree.scope(at: k) == syntax.tree.scope(openingAt: type.open),
              let name = type.name?.split(separator: ".").last.map(String.init) else { return nil }
        guard let listed = collectionUses.dataCollection(listing: name) else { return nil }
        return "the default of \(name).\(file.text(code: nameIndex)), whose values in \(listed) are data"
    }
}

extension CollectionUses {
    /// `mainEvents (indexed in …)` when a collection literal of the tree (`let NAME = [`) holds a
    /// construction of `type` (`Event(`) as a direct element and the code uses it as data; nil otherwise.
    func dataCollection(listing type: String) -> String? {
        if let known = listings[type] { return known }
        let needle = Array((type + "(").utf8)
        var found: String?
        for bytes in sources + restOfTree() where found == nil && CollectionUses.find(needle, in: bytes, from: 0) != nil {
            let file = SwiftSource(path: "", bytes: bytes)
            let groups = EnclosingGroups(file: file)
            for j in 1..<max(1, file.code.count - 1) where file.codeIs(j, type) && file.isChar(j + 1, "(") && !file.isChar(j - 1, ".") {
                guard let open = groups.opener(of: j), file.isChar(open, "["), file.isChar(j - 1, "[") || file.isChar(j - 1, ","),
                      file.codeIs(open - 1, "=") else { continue }
                var e = open - 2
                if file.isChar(e, "]"), let o = file.matchingOpen(e), file.isChar(o - 1, ":") { e = o - 2 }
                else if file.isWord(e), file.isChar(e - 1, ":") { e -= 2 }
                guard file.isWord(e), file.codeIs(e - 1, "let") || file.codeIs(e - 1, "var") else { continue }
                let name = file.text(code: e)
                if let use = dataUse(of: name) { found = "\(name) (\(use))"; break }
            }
        }
        listings[type] = .some(found)
        return found
    }
}
