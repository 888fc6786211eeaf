#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A collection named for a gradient that is the user's palette, not a surface: the stops of a
/// color slider the user drags (session-ios's image editor, `static var gradientUIColors:
/// [UIColor] { return [white, red, magenta, …, black] }` in `ImageEditorPaletteView.swift`, walked
/// by `for color in ImageEditorColor.gradientUIColors` to find the color under the finger, which is
/// drawn into the photo). Read as a gradient, its nine stops became tokens with proposed darks
/// (#FF0000 -> #FF4031, #0000FF -> #5388FF): a brush picked in Dark Mode drew another color.
/// A decorative gradient's stops are also converted (`.map { $0.cgColor }`), counted or indexed, so
/// only a walk over its colors (`for … in`, `ForEach(`) where the type or file says it is a palette
/// or an editor's picker makes it data.
extension FixedIntentReader {
    /// Words of the enclosing type's or file's name that say its colors are offered to the user.
    static let paletteHolderWords: Set<String> = ["palette", "palettes", "picker", "brush", "brushes", "pen", "pens", "ink",
                                                  "swatch", "swatches", "editor", "paint", "drawing", "canvas", "sketch"]

    /// `element of NAME, walked by for-in in a palette (TYPE)` when `name` is a collection named for
    /// a gradient that the tree walks element by element and whose holder is a palette or picker.
    func gradientPalette(_ k: Int, name: String) -> String? {
        guard Self.words(name).contains("gradient"), let walk = collectionUses.walk(of: name) else { return nil }
        let typeName = syntax.tree.enclosingType(at: k)?.name ?? ""
        let fileName = file.path.split(separator: "/").last.map { String($0.split(separator: ".").first ?? $0) } ?? ""
        for holder in [typeName, fileName] where !holder.isEmpty {
            if !Set(Self.words(holder)).isDisjoint(with: Self.paletteHolderWords) { return "element of \(name), \(walk) in \(holder)" }
        }
        return nil
    }
}

extension CollectionUses {
    /// The first use of `name` that walks its elements (`for c in name`, `ForEach(name`), or nil:
    /// unlike `dataUse`, a conversion (`.map`), a count or an index says nothing of a gradient.
    func walk(of name: String) -> String? {
        let needle = Array(name.utf8)
        guard !needle.isEmpty else { return nil }
        for bytes in sources {
            var from = 0
            while let at = Self.find(needle, in: bytes, from: from) {
                from = at + needle.count
                guard at == 0 || !Self.isIdentifierByte(bytes[at - 1]), from == bytes.count || !Self.isIdentifierByte(bytes[from]) else { continue }
                // Back over a qualifier (`ImageEditorColor.gradientUIColors`, `self.colors`).
                var s = at
                while s > 0, bytes[s - 1] == UInt8(ascii: ".") {
                    var b = s - 1
                    while b > 0, Self.isIdentifierByte(bytes[b - 1]) { b -= 1 }
                    guard b < s - 1 else { break }
                    s = b
                }
                let head = String(decoding: bytes[max(0, s - 16)..<s], as: UTF8.self)
                if head.hasSuffix(" in ") { return "walked by for-in" }
                if head.hasSuffix("ForEach(") { return "offered for choice" }
            }
        }
        return nil
    }

    static func find(_ needle: [UInt8], in bytes: [UInt8], from: Int) -> Int? {
        guard needle.count <= bytes.count, from <= bytes.count - needle.count else { return nil }
        var i = from
        while i <= bytes.count - needle.count {
            if bytes[i] == needle[0] && bytes[i..<(i + needle.count)].elementsEqual(needle) { return i }
            i += 1
        }
        return nil
    }
}
