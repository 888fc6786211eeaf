#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The tree's top-level string constants that hold a hex color (`let colorsGray800: String =
/// "#1F1E1E"`), and those that name one of them (`let figmaBlueHex: String = colorsBlue700`): a
/// hex constructor given one by name (`Color(hex: colorsGray800)`) is as hard-coded as one given
/// the literal (Spawn-App-iOS-SwiftUI keeps its design system's palette as such strings, ~110
/// calls unreported before). Only unindented `let`s are read: a declaration at the start of a
/// line is the file's, not a function's local or a parameter that could shadow the name.
package struct HexStringConstants: Sendable, Equatable {
    /// Name → the literal's text between the quotes (`#1F1E1E`); nil when the tree declares the
    /// name twice with different values (a call naming it is still a color, of unknown value).
    private(set) var literals: [String: String?] = [:]
    /// Name → the constant it is declared equal to, with `: String` written.
    private(set) var aliases: [String: String] = [:]
    /// `Type.member` → a type's static string member holding a hex color (GitHawk's
    /// `enum Blue { static let medium = "0366d6" }`, a palette of hex strings that
    /// `StringColorConversions` make colors: `Styles.Colors.Blue.medium.color`); nil when the
    /// tree declares it twice with different values.
    private(set) var typeMembers: [String: String?] = [:]

    package init() {}

    package var isEmpty: Bool { literals.isEmpty && aliases.isEmpty && typeMembers.isEmpty }

    /// The literal of a type's static hex string member (`Blue.medium`): `.some(nil)` when its
    /// value is unknown, nil when it is none.
    func literal(ofMember member: String, in type: String) -> String?? {
        typeMembers["\(type).\(member)"]
    }

    /// The value a name stands for: `.some(nil)` for a hex constant of unknown value, nil when
    /// the name is no hex constant. Aliases are followed a few steps (a cycle ends the search).
    func literal(named name: String) -> String?? {
        var name = name
        for _ in 0..<8 {
            if let literal = literals[name] { return literal }
            guard let next = aliases[name] else { return nil }
            name = next
        }
        return nil
    }

    mutating func add(_ other: HexStringConstants) {
        for (name, literal) in other.literals {
            if let known = literals[name], known != literal { literals[name] = .some(nil) } else { literals[name] = literal }
        }
        for (name, target) in other.aliases where aliases[name] == nil { aliases[name] = target }
        for (key, literal) in other.typeMembers {
            if let known = typeMembers[key], known != literal { typeMembers[key] = .some(nil) } else { typeMembers[key] = literal }
        }
    }

    /// The constants a Swift file's bytes declare at the start of a line, nil when none.
    static func read(_ bytes: [UInt8]) -> HexStringConstants? {
        var out = HexStringConstants()
        var members: [(name: String, literal: String, offset: Int)] = []
        // Every file of the tree passes here. A declaration either reader takes holds `let` and a
        // space, so only the lines holding one are read, each once, in order: every line found
        // with memchr and its indentation skipped was 57 M of the 1,292 M instructions of a
        // `check --jobs 1` of purchases-ios (callgrind), most lines having no `let`.
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let n = buffer.count
            var from = 0
            var read = 0  // where the lines not read yet start
            while let k = Self.letKeyword.first(in: base, from: from, to: n) {
                from = k + 3
                guard from < n, base[from] == UInt8(ascii: " ") || base[from] == UInt8(ascii: "\t") || base[from] == UInt8(ascii: "\r"),
                      k >= read else { continue }
                var lineStart = k
                while lineStart > 0 && base[lineStart - 1] != 10 { lineStart -= 1 }
                let end = memchr(base + from, 10, n - from).map { UnsafePointer($0.assumingMemoryBound(to: UInt8.self)) - base } ?? n
                read = end + 1
                from = read
                readLine(base, bytes, lineStart, end, into: &out, members: &members)
            }
        }
        if !members.isEmpty { out.addTypeMembers(members, bytes) }
        return out.isEmpty ? nil : out
    }

    private static let letKeyword = ByteFinder("let")

    /// One line, `[lineStart, end)`: an unindented constant, or an indented `static let`.
    private static func readLine(_ base: UnsafePointer<UInt8>, _ bytes: [UInt8], _ lineStart: Int, _ end: Int,
                                 into out: inout HexStringConstants, members: inout [(name: String, literal: String, offset: Int)]) {
        let b = end - lineStart > 6 ? base[lineStart] : 0
        if b == UInt8(ascii: "l") || b == UInt8(ascii: "p") || b == UInt8(ascii: "i") || b == UInt8(ascii: "f") {
            var line = LineReader(bytes: bytes, at: lineStart, end: end)
            line.readDeclaration(into: &out)
        } else if b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") {
            // An indented `static let NAME = "HEX"`: a type's member, its type found below.
            var p = lineStart
            while p < end, base[p] == UInt8(ascii: " ") || base[p] == UInt8(ascii: "\t") { p += 1 }
            let c = end - p > 12 ? base[p] : 0
            if c == UInt8(ascii: "s") || c == UInt8(ascii: "p") || c == UInt8(ascii: "i") || c == UInt8(ascii: "f") {
                var line = LineReader(bytes: bytes, at: p, end: end)
                if let member = line.readStaticMember() { members.append((member.name, member.literal, p)) }
            }
        }
    }

    /// Keys the members by their enclosing type's name (its last component: `Blue` for
    /// `extension Colors.Blue`); a member outside a type (a function's static local) is left out.
    private mutating func addTypeMembers(_ members: [(name: String, literal: String, offset: Int)], _ bytes: [UInt8]) {
        let file = SwiftSource(path: "", bytes: bytes)
        let tree = SyntaxTree(file)
        for member in members {
            // The code token at the declaration's start: the first whose range begins there.
            var lo = 0, hi = file.code.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if file.code[mid].begin < member.offset { lo = mid + 1 } else { hi = mid }
            }
            guard lo < file.code.count, file.code[lo].begin == member.offset, tree.enclosingFunction(at: lo) == nil,
                  let type = tree.enclosingType(at: lo)?.name?.split(separator: ".").last else { continue }
            let key = "\(type).\(member.name)"
            if let known = typeMembers[key], known != member.literal { typeMembers[key] = .some(nil) } else { typeMembers[key] = member.literal }
        }
    }

    /// One line: `[access modifier] let NAME[: String] = "#?HEX"` or `… let NAME: String = NAME2`,
    /// then nothing but spaces or a `//` comment.
    private struct LineReader {
        let bytes: [UInt8]
        var p: Int
        let end: Int

        init(bytes: [UInt8], at p: Int, end: Int) {
            self.bytes = bytes
            self.p = p
            self.end = end
        }

        mutating func readDeclaration(into out: inout HexStringConstants) {
            skipAccessModifier()
            guard word("let"), skipSpaces() > 0, let name = identifier() else { return }
            skipSpaces()
            var typed = false
            if char(":") {
                skipSpaces()
                guard word("String") else { return }
                typed = true
                skipSpaces()
            }
            guard char("=") else { return }
            skipSpaces()
            if char("\"") {
                let start = p
                if p < end, bytes[p] == UInt8(ascii: "#") { p += 1 }
                let digitsStart = p
                while p < end, isHexDigit(bytes[p]) { p += 1 }
                let literalEnd = p
                guard [3, 6, 8].contains(p - digitsStart), char("\""), restIsEmpty() else { return }
                out.add(name: name, literal: String(decoding: bytes[start..<literalEnd], as: UTF8.self))
            } else if typed, let target = identifier(), restIsEmpty() {
                out.aliases[name] = target
            }
        }

        /// `[access modifier] static let NAME[: String] = "#?HEX"`, then nothing but spaces or a comment.
        mutating func readStaticMember() -> (name: String, literal: String)? {
            skipAccessModifier()
            guard word("static"), skipSpaces() > 0, word("let"), skipSpaces() > 0, let name = identifier() else { return nil }
            skipSpaces()
            if char(":") {
                skipSpaces()
                guard word("String") else { return nil }
                skipSpaces()
            }
            guard char("="), skipSpaces() >= 0, char("\"") else { return nil }
            let start = p
            if p < end, bytes[p] == UInt8(ascii: "#") { p += 1 }
            let digitsStart = p
            while p < end, isHexDigit(bytes[p]) { p += 1 }
            let literalEnd = p
            guard [3, 6, 8].contains(p - digitsStart), char("\""), restIsEmpty() else { return nil }
            return (name, String(decoding: bytes[start..<literalEnd], as: UTF8.self))
        }

        static let accessModifiers: [StaticString] = ["public", "internal", "fileprivate", "private"]

        /// An access modifier and the spaces after it, if one stands at `p`. A line starting with
        /// `s` (`static`, `self.`) has none, and is not tried (every indented line starting with
        /// `s` made an array of the four Strings and compared them).
        mutating func skipAccessModifier() {
            guard p < end, bytes[p] != UInt8(ascii: "s") else { return }
            for modifier in Self.accessModifiers {
                if word(modifier) {
                    skipSpaces()
                    return
                }
            }
        }

        /// Compared byte by byte, with no array made: every indented line of every file that starts
        /// with `s`, `p`, `i` or `f` is tried (6 % of a `check` of issue 21's corpus, perf, when
        /// each try made two arrays).
        mutating func word(_ w: StaticString) -> Bool {
            var q = p
            let matched = w.withUTF8Buffer { utf8 -> Bool in
                for u in utf8 {
                    guard q < end, bytes[q] == u else { return false }
                    q += 1
                }
                return true
            }
            guard matched else { return false }
            if q < end, isIdentifierByte(bytes[q]) { return false }
            p = q
            return true
        }

        mutating func identifier() -> String? {
            let start = p
            guard p < end, isIdentifierByte(bytes[p]), !(bytes[p] >= UInt8(ascii: "0") && bytes[p] <= UInt8(ascii: "9")) else { return nil }
            while p < end, isIdentifierByte(bytes[p]) { p += 1 }
            return String(decoding: bytes[start..<p], as: UTF8.self)
        }

        mutating func char(_ c: Unicode.Scalar) -> Bool {
            guard p < end, bytes[p] == UInt8(ascii: c) else { return false }
            p += 1
            return true
        }

        @discardableResult
        mutating func skipSpaces() -> Int {
            let start = p
            while p < end, bytes[p] == UInt8(ascii: " ") || bytes[p] == UInt8(ascii: "\t") || bytes[p] == UInt8(ascii: "\r") { p += 1 }
            return p - start
        }

        mutating func restIsEmpty() -> Bool {
            skipSpaces()
            return p == end || (p + 1 < end && bytes[p] == UInt8(ascii: "/") && bytes[p + 1] == UInt8(ascii: "/")) || bytes[p] == UInt8(ascii: ";")
        }

        func isIdentifierByte(_ b: UInt8) -> Bool {
            (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
                || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "_")
        }

        func isHexDigit(_ b: UInt8) -> Bool {
            (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "f"))
                || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "F"))
        }
    }

    private mutating func add(name: String, literal: String) {
        if let known = literals[name], known != literal { literals[name] = .some(nil) } else { literals[name] = literal }
    }
}
