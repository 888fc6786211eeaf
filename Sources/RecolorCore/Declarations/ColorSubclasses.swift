/// A class of the tree that subclasses a platform color type (`open class Color: UIColor` in
/// CosmicMind/Material): its name stands for that type as a typealias's would, and the types
/// nested in it are no colors (`Color.red.base` names Material's palette class `red`, not
/// UIKit's red).
///
/// Named `Color`, it shadows SwiftUI's `Color` in its module: Swift looks a name up in the
/// module before the modules it imports, so there `Color.white` is UIKit's white, and a
/// SwiftUI token written in its place would not compile.
package struct ColorSubclass: Sendable, Equatable {
    package var name: String
    /// The superclass as written (`UIColor`, `NSColor`, or a typealias of one).
    package var superclass: String
    /// The types declared directly in its body (`red`, `darkText`).
    package var nestedTypes: Set<String>
    /// The file that declares it (empty for a typealias, whose file detection does not keep).
    package var path: String
    /// Declared by `typealias` (`ShadowingColorAlias`), not a class: where it is declared once
    /// per platform under `#if`, its AppKit target (`NSColor`), read in a file of AppKit code.
    package var aliasOnMac: String?
    package var isTypealias = false

    package init(name: String, superclass: String, nestedTypes: Set<String> = [], path: String) {
        self.name = name
        self.superclass = superclass
        self.nestedTypes = nestedTypes
        self.path = path
    }

    /// The platform color types a subclass may name as its superclass, as the byte check finds them.
    static let platformSuperclasses: [[UInt8]] = [Array("UIColor".utf8), Array("NSColor".utf8)]

    /// Whether `bytes` may declare `class Name: UIColor` (or `NSColor`): at an `olor` of `offsets`,
    /// the platform type preceded by `:`, a name and `class`, with only spaces between. Finds
    /// every declaration `read` finds but one with a comment inside its head.
    static func mayDeclare(_ bytes: [UInt8], olor: [Int]) -> Bool {
        olor.contains { p in
            // `olor` is the last four bytes of `UIColor`.
            guard p >= 3, platformSuperclasses.contains(where: { bytes[(p - 3)..<min(bytes.count, p + 4)].elementsEqual($0) }) else { return false }
            if p + 4 < bytes.count && CharacterClasses.isWordByte(bytes[p + 4]) { return false }
            var q = skipSpaces(bytes, before: p - 3)
            guard q > 0, bytes[q - 1] == UInt8(ascii: ":") else { return false }
            q = skipSpaces(bytes, before: q - 1)
            let nameEnd = q
            while q > 0 && CharacterClasses.isWordByte(bytes[q - 1]) { q -= 1 }
            guard q < nameEnd else { return false }
            q = skipSpaces(bytes, before: q)
            let keyword = Array("class".utf8)
            return q >= 5 && bytes[(q - 5)..<q].elementsEqual(keyword) && (q == 5 || !CharacterClasses.isWordByte(bytes[q - 6]))
        }
    }

    private static func skipSpaces(_ bytes: [UInt8], before q: Int) -> Int {
        var q = q
        while q > 0 && CharacterClasses.isWhitespaceByte(bytes[q - 1]) { q -= 1 }
        return q
    }

    /// The subclasses of `UIColor` and `NSColor` that `file` declares, read from its syntax: a
    /// class whose first inherited type is one of them.
    static func read(_ file: SwiftSource) -> [ColorSubclass] {
        let tree = SyntaxTree(file)
        var out: [ColorSubclass] = []
        for (n, scope) in tree.scopes.enumerated() {
            guard scope.kind == .type(.class), let name = scope.name, !name.contains("."),
                  let first = scope.inherited.first, platformSuperclasses.contains(where: { $0.elementsEqual(first.utf8) }) else { continue }
            var nested: Set<String> = []
            for inner in tree.scopes where inner.parent == n && inner.isType && inner.kind != .type(.extension) {
                if let innerName = inner.name { nested.insert(innerName) }
            }
            out.append(ColorSubclass(name: name, superclass: first, nestedTypes: nested, path: file.path))
        }
        return out
    }
}
