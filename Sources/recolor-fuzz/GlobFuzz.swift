import RecolorCore

/// Globs: random patterns and paths from a small alphabet. `Glob(_:).matches(_:)` (only its
/// public face: its inside is free to change) must never crash and must agree with a reference
/// matcher written for clarity, not speed. An input is `pattern\npath`.
enum GlobFuzz {
    static let patternAtoms = ["a", "b", "ab", "/", "*", "**", "?", ".", "./", "..", "*.swift", "**/", "/**", "x"]
    static let pathAtoms = ["a", "b", "ab", "/", ".", "./", "..", ".swift", "x", "a.swift", "b/", "//"]

    static func makeInput(seed: UInt64, index: UInt64) -> [UInt8] {
        var r = SplitMix64(state: seed &* 0xD6E8_FEB8_6659_FD93 ^ index &* 0x9E37_79B9_7F4A_7C15 ^ 0x61_0B)
        let pattern = (0..<r.below(9)).map { _ in patternAtoms[r.below(patternAtoms.count)] }.joined()
        let path = (0..<r.below(9)).map { _ in pathAtoms[r.below(pathAtoms.count)] }.joined()
        return Array((pattern + "\n" + path).utf8)
    }

    static func check(_ input: [UInt8]) throws {
        let text = String(decoding: input, as: UTF8.self)
        guard let newline = text.firstIndex(of: "\n") else { return }
        let pattern = String(text[..<newline]), path = String(text[text.index(after: newline)...])
        let got = Glob(pattern).matches(path)
        let expected = ReferenceGlob.matches(pattern: pattern, path: path)
        guard got == expected else {
            throw Failure(message: "Glob(\(pattern.debugDescription)).matches(\(path.debugDescription)) is \(got), the reference says \(expected)")
        }
    }
}

/// The glob contract as plainly as it can be written: leading `./` ignored, empty components
/// dropped; `*` and `?` match within one component (any bytes, one byte); `**` matches zero or
/// more components; a pattern that matches a folder matches everything below it.
enum ReferenceGlob {
    static func matches(pattern: String, path: String) -> Bool {
        let p = components(pattern), s = components(path)
        // The folders of `path` and the path itself: a match of any one is a match.
        return (0...s.count).contains { n in whole(p, Array(s.prefix(n))) }
    }

    static func components(_ text: String) -> [[UInt8]] {
        var t = Substring(text)
        while t.hasPrefix("./") { t = t.dropFirst(2) }
        return t.split(separator: "/").map { Array($0.utf8) }
    }

    /// Whether the pattern's components match all of `s`.
    static func whole(_ p: [[UInt8]], _ s: [[UInt8]]) -> Bool {
        // table[i][j]: p[i...] matches s[j...]
        var table = [[Bool]](repeating: [Bool](repeating: false, count: s.count + 1), count: p.count + 1)
        table[p.count][s.count] = true
        for i in stride(from: p.count - 1, through: 0, by: -1) {
            for j in stride(from: s.count, through: 0, by: -1) {
                if p[i] == Array("**".utf8) {
                    table[i][j] = table[i + 1][j] || (j < s.count && table[i][j + 1])
                } else {
                    table[i][j] = j < s.count && component(p[i], s[j]) && table[i + 1][j + 1]
                }
            }
        }
        return table[0][0]
    }

    /// `*` any bytes, `?` one byte, anything else itself.
    static func component(_ p: [UInt8], _ s: [UInt8]) -> Bool {
        var table = [[Bool]](repeating: [Bool](repeating: false, count: s.count + 1), count: p.count + 1)
        table[p.count][s.count] = true
        for i in stride(from: p.count - 1, through: 0, by: -1) {
            for j in stride(from: s.count, through: 0, by: -1) {
                switch p[i] {
                case UInt8(ascii: "*"): table[i][j] = table[i + 1][j] || (j < s.count && table[i][j + 1])
                case UInt8(ascii: "?"): table[i][j] = j < s.count && table[i + 1][j + 1]
                default: table[i][j] = j < s.count && s[j] == p[i] && table[i + 1][j + 1]
                }
            }
        }
        return table[0][0]
    }
}
