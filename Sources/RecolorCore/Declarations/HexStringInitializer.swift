/// A color type's own initializer that parses a hex *string*, whatever its label says, and the
/// byte order its body (or the free function of its file it hands the string to) gives eight
/// digits. OpenEmu's `convenience init?(from colorString: String)` scans `#rrggbb`: its calls
/// `NSColor(from: "#526ba0")` were missed, `from` naming no hex (session 28's review, B8).
/// HSTracker's SwiftUI `init(hex: String)` hands the string to its free
/// `componentsFromHex(hex:)`, whose `let alpha = … >> 24` reads `#AA000000` as black at 67 %, not
/// as a clear RRGGBBAA (session 28's recall, left). A body that reads no hex (a named-color lookup,
/// `init(from decoder: Decoder)`) declares nothing.
enum HexStringInitializer {
    /// What one declaration says: its first label (`_` for none) and the order of eight digits
    /// (nil: the body does not say; the label's default stands).
    struct Declared: Equatable {
        var label: String
        var order: Configuration.HexOrder?
    }

    /// The initializer whose `init` keyword is at `keyword` and whose body opens at `open`, when
    /// its first parameter is a `String` and its body reads hex: scans it (`scanHexInt64(&v)`),
    /// converts it (`UInt64(s, radix: 16)`), or passes it to a free function of `readers` (this
    /// file's functions that do, with the order their bodies read).
    static func read(_ file: SwiftSource, keyword: Int, open: Int, readers: [String: Configuration.HexOrder?]) -> Declared? {
        var paren = keyword + 1
        if file.isChar(paren, "?") || file.isChar(paren, "!") { paren += 1 }
        guard file.codeIs(keyword, "init"), file.isChar(paren, "("), file.isChar(open, "{"),
              let clause = file.matchingClose(paren), clause < open,
              let first = ParameterClause.segments(paren, clause, in: file).first, let colon = first.colon,
              file.codeIs(colon + 1, "String"), let close = file.matchingClose(open) else { return nil }
        let label = first.hasSeparateLabel ? file.text(code: first.first) : file.text(code: colon - 1)
        if readsHex(file, body: open + 1..<close) { return Declared(label: label, order: HexByteOrder.read(file, open: open)) }
        for k in (open + 1)..<close where file.isWord(k) && file.isChar(k + 1, "(") && !file.isChar(k - 1, ".") {
            if let order = readers[file.text(code: k)] { return Declared(label: label, order: order) }
        }
        return nil
    }

    /// The free functions of a file whose body reads hex, with the order each reads eight digits in.
    static func readers(_ file: SwiftSource, tree: SyntaxTree) -> [String: Configuration.HexOrder?] {
        var out: [String: Configuration.HexOrder?] = [:]
        for scope in tree.scopes {
            guard case .function(.func) = scope.kind, let name = scope.name, let parent = scope.parent,
                  case .file = tree.scopes[parent].kind, file.isChar(scope.open, "{"),
                  let close = file.matchingClose(scope.open), readsHex(file, body: scope.open + 1..<close) else { continue }
            out[name] = HexByteOrder.read(file, open: scope.open)
        }
        return out
    }

    /// `scanHexInt64(&v)` (any of Scanner's hex scans) or `radix: 16` in the body.
    static func readsHex(_ file: SwiftSource, body: Range<Int>) -> Bool {
        for k in body where file.isWord(k) {
            let word = file.text(code: k)
            if word.hasPrefix("scanHex") { return true }
            if word == "radix", file.isChar(k + 1, ":"), file.codeIs(k + 2, "16") { return true }
        }
        return false
    }

    /// Whether the bytes may declare one (the test before tokenizing, beside `HexInitializerOrder`'s).
    static func mayDeclare(_ bytes: [UInt8]) -> Bool {
        finders.contains { $0.occurs(in: bytes) }
    }

    static let finders = [ByteFinder("scanHex"), ByteFinder("radix")]
}
