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
    /// The tree's own type named as a base type that derives from no color type: Euclid's
    /// `public struct Color { r, g, b, a }` (a graphics library's model, vendored by
    /// nicklockwood/ShapeScript), DevToysMac's color-picker `struct Color`. In a file that does not
    /// import SwiftUI, `Color` can only be it: its members (`vertex.color = .white`, `Color.red`)
    /// are no colors. Read as SwiftUI's, 70 of ShapeScript's 101 findings were its model colors
    /// and init proposed its extension as a palette (session 25).
    package var isOwnType = false

    package init(name: String, superclass: String, nestedTypes: Set<String> = [], path: String) {
        self.name = name
        self.superclass = superclass
        self.nestedTypes = nestedTypes
        self.path = path
    }

    /// The platform color types a subclass may name as its superclass, as the byte check finds them.
    static let platformSuperclasses: [[UInt8]] = [Array("UIColor".utf8), Array("NSColor".utf8)]

    /// The base type names an app declares a type of its own with (only SwiftUI's `Color` is short
    /// enough to be taken: `UIColor`, `NSColor`, `CGColor`, `CIColor` never are, in the apps read).
    static let ownTypeNames: Set<String> = ["Color"]

    /// Whether `bytes` may declare the tree's own `struct Color` (`enum`, `class`, `actor`): at an
    /// `olor` of `olor`, a word `Color` after one of those keywords and blanks.
    static func mayDeclareOwnType(_ bytes: [UInt8], olor: [Int]) -> Bool {
        olor.contains { p in
            guard p >= 2, bytes[p - 1] == UInt8(ascii: "C"), p + 4 >= bytes.count || !CharacterClasses.isWordByte(bytes[p + 4]),
                  !CharacterClasses.isWordByte(bytes[p - 2]) else { return false }
            let q = skipSpaces(bytes, before: p - 1)
            guard q < p - 1 else { return false }
            return ownTypeKeywords.contains { k in
                q >= k.count && bytes[(q - k.count)..<q].elementsEqual(k) && (q == k.count || !CharacterClasses.isWordByte(bytes[q - k.count - 1]))
            }
        }
    }

    private static let ownTypeKeywords: [[UInt8]] = ["struct", "enum", "class", "actor"].map { Array($0.utf8) }

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
        for scope in tree.scopes where scope.parent == 0 {
            // The tree's own type named as a base type (`struct Color`), at file scope.
            guard let name = scope.name, ownTypeNames.contains(name) else { continue }
            switch scope.kind {
            case .type(.struct), .type(.enum), .type(.actor): break
            case .type(.class): if let first = scope.inherited.first, platformSuperclasses.contains(where: { $0.elementsEqual(first.utf8) }) { continue }
            default: continue
            }
            var own = ColorSubclass(name: name, superclass: "", path: file.path)
            own.isOwnType = true
            out.append(own)
        }
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
