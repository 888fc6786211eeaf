/// The tree's own members that turn a hex string into a color: GitHawk's
/// `extension String { var color: UIColor { UIColor.fromHex(self) } }`, used as `"34d058".color`
/// and through a palette of hex strings (`Styles.Colors.Blue.medium.color`). Without such a
/// declaration a string's member is no color (`"ff0000".count`), so detection looks for these
/// uses only in a tree that declares one.
package struct StringColorConversions: Sendable, Equatable {
    /// Member name → the color type it returns as written, without `?` or `!` (`UIColor`).
    private(set) var returnTypes: [String: String] = [:]

    package init() {}

    package var isEmpty: Bool { returnTypes.isEmpty }

    var names: Dictionary<String, String>.Keys { returnTypes.keys }

    /// The color type `name` returns, when it is one of these members.
    func returnType(of name: String) -> String? { returnTypes[name] }

    mutating func add(_ other: StringColorConversions) {
        returnTypes.merge(other.returnTypes) { known, _ in known }
    }

    static let extensionWord = Array("extension String".utf8)

    /// The members a Swift file declares in an `extension String` (or `StringProtocol`) that
    /// return a type named like a color type (`var color: UIColor`, `func toColor() -> UIColor`,
    /// `var uiColor: UIColor?`); nil when none. Only a file whose bytes say `extension String`
    /// is tokenized (a handful per app). `mentionsColor`: the bytes hold `olor` (screening knows
    /// it already): without it no member returns a color type, and the search is skipped.
    static func read(_ bytes: [UInt8], path: String, mentionsColor: Bool = true) -> StringColorConversions? {
        guard mayDeclare(bytes, mentionsColor: mentionsColor) else { return nil }
        let file = SwiftSource(path: path, bytes: bytes)
        return read(file, tree: SyntaxTree(file))
    }

    /// The members a file gets from a library it imports (`import SwiftColor`: `color` → `UIColor`;
    /// `LibraryColorAliases.stringConversionsByModule`); nil when it imports none. Asked only of a file whose
    /// bytes hold `olor` (every such import does): one byte search per module there, nothing elsewhere.
    static func imported(_ bytes: [UInt8], mentionsColor: Bool) -> StringColorConversions? {
        guard mentionsColor else { return nil }
        var out = StringColorConversions()
        for (module, word) in LibraryColorAliases.stringConversionImports where importsModule(bytes, word) {
            for (name, type) in LibraryColorAliases.stringConversionsByModule[module] ?? [:] { out.returnTypes[name] = type }
        }
        return out.isEmpty ? nil : out
    }

    /// Whether `word` (`import SwiftColor`) occurs ending the module's name (not `import SwiftColorPicker`).
    static func importsModule(_ bytes: [UInt8], _ word: [UInt8]) -> Bool {
        let finder = ByteFinder(bytes: word)
        return bytes.withUnsafeBufferPointer { b in
            guard let base = b.baseAddress else { return false }
            var from = 0
            while let at = finder.first(in: base, from: from, to: b.count) {
                let end = at + word.count
                if end >= b.count || !CharacterClasses.isWordByte(b[end]) { return true }
                from = at + 1
            }
            return false
        }
    }

    /// Whether the bytes may declare one (`read` tokenizes only such a file).
    static func mayDeclare(_ bytes: [UInt8], mentionsColor: Bool) -> Bool {
        mentionsColor && bytes.containsSequence(extensionWord)
    }

    /// The same of a file already tokenized, with its tree (the screening shares both).
    static func read(_ file: SwiftSource, tree: SyntaxTree) -> StringColorConversions? {
        var out = StringColorConversions()
        for (n, scope) in tree.scopes.enumerated() where scope.isType && (scope.name == "String" || scope.name == "StringProtocol") {
            var k = scope.open + 1
            while k < min(scope.close, file.code.count) {
                defer { k += 1 }
                guard tree.scope(at: k) == n, file.isWord(k + 1) else { continue }
                var type: Int?
                if file.codeIs(k, "var" as StaticString), file.isChar(k + 2, ":") {
                    type = k + 3
                } else if file.codeIs(k, "func" as StaticString), file.isChar(k + 2, "("), file.isChar(k + 3, ")"), file.codeIs(k + 4, "->") {
                    type = k + 5
                }
                guard let t = type, file.isWord(t) else { continue }
                let name = file.text(code: t)
                // A color type or an alias of one (resolved against the run's types in detection).
                guard name.hasSuffix("Color") else { continue }
                out.returnTypes[file.text(code: k + 1)] = name
            }
        }
        return out.isEmpty ? nil : out
    }
}
