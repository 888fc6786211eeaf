/// What the scanned tree declares, by qualified type path: each type's kind (`enum`, `struct`,
/// `class`, `actor`, `protocol`, `typealias`, or only `extension` of a type declared elsewhere),
/// and the static members declared in it or in its extensions (`static let/var`, `class var`,
/// enum cases). `generate` asks it where a token's expression can be declared.
///
/// Paths are absolute (`["Style", "Color", "Semantic"]`); `extension A.B` adds to `A.B`.
/// Types declared inside function or property bodies are local, so they are left out.
package struct TypeDeclarations: Sendable {
    package enum Kind: String, Sendable {
        case enumType = "enum", structType = "struct", classType = "class", actorType = "actor"
        case protocolType = "protocol", typeAlias = "typealias"
        /// Only extended here: the type is declared elsewhere (a system or package type).
        case extensionOnly = "extension"

        /// A type that can hold nested types and static members.
        package var isNominal: Bool {
            switch self {
            case .enumType, .structType, .classType, .actorType: return true
            default: return false
            }
        }
    }

    /// A declaration and the file that holds it.
    package struct Declared: Sendable, Equatable {
        package var kind: Kind
        package var file: String
    }

    struct Entry: Sendable {
        var declared: [Declared] = []
        /// Static member name → the file that declares it (the first seen).
        var members: [String: String] = [:]
    }

    fileprivate var entries: [String: Entry] = [:]

    package init() {}

    package init(_ files: [SwiftSource]) {
        for f in files { read(f) }
    }

    /// The kind the tree gives `path`: a nominal declaration wins over a typealias (one per
    /// platform under `#if`), which wins over extensions; nil when the tree says nothing of it.
    package func kind(of path: [String]) -> Kind? {
        declaration(of: path)?.kind
    }

    package func declaration(of path: [String]) -> Declared? {
        guard let declared = entries[key(path)]?.declared, !declared.isEmpty else { return nil }
        return declared.first { $0.kind.isNominal } ?? declared.first { $0.kind == .typeAlias }
            ?? declared.first { $0.kind == .protocolType } ?? declared.first
    }

    /// The file that declares the static member `name` of `path` (in the type or an extension).
    package func fileDeclaring(member name: String, of path: [String]) -> String? {
        entries[key(path)]?.members[name]
    }

    /// The static members the tree declares in `path`, sorted.
    package func members(of path: [String]) -> [String] {
        (entries[key(path)]?.members.keys).map { $0.sorted() } ?? []
    }

    private func key(_ path: [String]) -> String { path.joined(separator: ".") }

    private mutating func record(_ path: [String], _ kind: Kind, in file: String) {
        entries[key(path), default: Entry()].declared.append(Declared(kind: kind, file: file))
    }

    private mutating func recordMember(_ name: String, of path: [String], in file: String) {
        let k = key(path)
        if entries[k, default: Entry()].members[name] == nil { entries[k, default: Entry()].members[name] = file }
    }

    /// Reads one file's declarations.
    package mutating func read(_ file: SwiftSource) {
        // Each open brace: the type path it is the body of, or nil for any other body.
        var scopes: [[String]?] = []
        var pending: [String]?
        let code = file.code
        var k = 0
        func currentTypePath() -> [String]? {
            guard let last = scopes.last else { return [] }
            return last
        }
        func word(_ n: Int) -> String? {
            guard file.kind(n) == .identifier else { return nil }
            var text = file.text(code: n)
            if text.hasPrefix("`") && text.hasSuffix("`") && text.count > 2 { text = String(text.dropFirst().dropLast()) }
            return text
        }
        while k < code.count {
            defer { k += 1 }
            if file.isChar(k, "{") {
                scopes.append(pending)
                pending = nil
                continue
            }
            if file.isChar(k, "}") {
                if !scopes.isEmpty { scopes.removeLast() }
                continue
            }
            guard file.isWord(k), !file.isChar(k - 1, "."), let scope = currentTypePath() else { continue }
            if file.codeIs(k, "extension"), let first = word(k + 1) {
                var path = [first]
                var n = k + 1
                while file.isChar(n + 1, "."), let next = word(n + 2) {
                    path.append(next)
                    n += 2
                }
                record(path, .extensionOnly, in: file.path)
                pending = path
            } else if let kind = typeKeyword(file, k), let name = word(k + 1) {
                record(scope + [name], kind, in: file.path)
                pending = scope + [name]
            } else if file.codeIs(k, "typealias"), let name = word(k + 1) {
                // A file-scope `private typealias Color = UIColor` (PDF-Archiver's PDFProcessing.swift,
                // a drawing shim) names `Color` in its own file only: generate's file sees SwiftUI's
                // (session 28's review, B4: every `Color.x` token was refused).
                if scope.isEmpty, file.codeIs(k - 1, "private") || file.codeIs(k - 1, "fileprivate") { continue }
                record(scope + [name], .typeAlias, in: file.path)
            } else if !scope.isEmpty, file.codeIs(k, "static") || file.codeIs(k, "class"),
                      file.codeIs(k + 1, "let") || file.codeIs(k + 1, "var"), let name = word(k + 2) {
                recordMember(name, of: scope, in: file.path)
            } else if !scope.isEmpty, file.codeIs(k, "case") {
                for name in caseNames(file, after: k) { recordMember(name, of: scope, in: file.path) }
            }
        }
    }

    /// The kind a type-introducing keyword at `k` gives (`class var` is a member, not a type).
    private func typeKeyword(_ file: SwiftSource, _ k: Int) -> Kind? {
        if file.codeIs(k, "enum") { return .enumType }
        if file.codeIs(k, "struct") { return .structType }
        if file.codeIs(k, "protocol") { return .protocolType }
        if file.codeIs(k, "class") { return file.kind(k + 1) == .identifier && !file.codeIs(k + 1, "override") && !file.codeIs(k + 1, "final") ? .classType : nil }
        if file.codeIs(k, "actor") { return file.kind(k + 1) == .identifier ? .actorType : nil }
        return nil
    }

    /// The names an enum `case` declares: `case a, b(Int), c = 3`.
    private func caseNames(_ file: SwiftSource, after k: Int) -> [String] {
        var names: [String] = []
        var n = k + 1
        while file.kind(n) == .identifier {
            var name = file.text(code: n)
            if name.hasPrefix("`") && name.count > 2 { name = String(name.dropFirst().dropLast()) }
            names.append(name)
            n += 1
            if file.isChar(n, "("), let close = file.matchingClose(n) { n = close + 1 }
            if file.isChar(n, "=") {
                // A raw value: a literal, on the same line, up to the next comma.
                n += 1
                while n + 1 < file.code.count, !file.isChar(n + 1, ","), !file.lineBreakBetween(n, n + 1) { n += 1 }
                n += 1
            }
            guard file.isChar(n, ",") else { break }
            n += 1
        }
        return names
    }
}

extension TypeDeclarations {
    /// Adds what `other` (read from other files) declares, after what this one holds.
    package mutating func merge(_ other: TypeDeclarations) {
        for (key, entry) in other.entries {
            entries[key, default: Entry()].declared += entry.declared
            for (name, file) in entry.members where entries[key]!.members[name] == nil {
                entries[key]!.members[name] = file
            }
        }
    }
}
