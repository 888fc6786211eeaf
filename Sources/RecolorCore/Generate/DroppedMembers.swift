#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Members the generated Swift file declares today that a new plan drops while the code still
/// names them. Replacing the file would leave those names undeclared: the app stops building
/// while `check` passes. (Session 21 audit F15: `init --force` on BookPlayer after a migration
/// drafted 3 tokens of 22; `generate` then rewrote the file with 0 members under 76 sites that
/// name them.) `generate` refuses such a write and names the sites.
enum DroppedMembers {
    /// The names the generated file `bytes` declares (`static var NAME`, `static let NAME`).
    static func declared(in bytes: [UInt8]) -> Set<String> {
        let file = SwiftSource(path: "", bytes: bytes)
        var names: Set<String> = []
        for k in 0..<max(0, file.code.count - 2) where file.codeIs(k, "static") && (file.codeIs(k + 1, "var") || file.codeIs(k + 1, "let")) {
            if file.isWord(k + 2) { names.insert(file.text(code: k + 2)) }
        }
        return names
    }

    /// The first site (`File.swift:12`) naming each of `names` as a member (`.NAME`) in the Swift
    /// files of `files` that generate did not write.
    static func sites(of names: Set<String>, files: [String], cwd: String) -> [(name: String, site: String)] {
        guard !names.isEmpty else { return [] }
        let sources: [(String, [UInt8])] = files.compactMap { shown in
            guard SourceKind(path: shown) == .swift else { return nil }
            let disk = shown.hasPrefix("/") ? shown : PathText.join(cwd, shown)
            guard case .success(let bytes) = TextFile.read(disk, shownAs: shown) else { return nil }
            return (shown, bytes)
        }
        return sites(of: names, in: sources)
    }

    /// The same over Swift sources already read (path, bytes).
    package static func sites(of names: Set<String>, in sources: [(String, [UInt8])]) -> [(name: String, site: String)] {
        guard !names.isEmpty else { return [] }
        let needles = names.map { Array($0.utf8) }
        var found: [String: String] = [:]
        for (shown, bytes) in sources {
            guard !bytes.starts(with: GeneratedSwiftFile.signature), needles.contains(where: { bytes.containsSequence($0) }) else { continue }
            let file = SwiftSource(path: shown, bytes: bytes)
            for k in 1..<max(1, file.code.count) where file.isChar(k - 1, ".") && file.isWord(k) {
                let name = file.text(code: k)
                if names.contains(name), found[name] == nil { found[name] = "\(shown):\(file.line(of: file.code[k].begin))" }
            }
        }
        return found.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// The member an expression names last (`Semantic.primaryText`, `Color(Semantic.x)`,
    /// `Color.x`), nil for anything else (`UIColor(named: "x")`, `UIColor.label` is one too:
    /// callers keep only names the code uses and the table no longer declares).
    package static func member(of expression: String) -> String? {
        var e = Substring(expression)
        while e.last == ")" { e.removeLast() }
        guard let dot = e.lastIndex(of: "."), case let name = e[e.index(after: dot)...], !name.isEmpty,
              name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), name.first?.isNumber == false else { return nil }
        return String(name)
    }

    /// Why writing `output` over the generated file on disk would break the code, or nil.
    static func refusal(_ output: Generator.Output, keeping plan: DeclarationPlan, files: [String], cwd: String) -> String? {
        guard output.kind == .swift, case .success(let old) = FileReader.contents(of: output.diskPath),
              old.starts(with: GeneratedSwiftFile.signature) else { return nil }
        let dropped = declared(in: old).subtracting(plan.members.map(\.name))
        let named = sites(of: dropped, files: files, cwd: cwd)
        guard !named.isEmpty else { return nil }
        let shown = named.prefix(5).map { "\($0.name) (\($0.site))" }.joined(separator: ", ")
        let more = named.count > 5 ? " and \(named.count - 5) more" : ""
        return "would drop \(named.count) member\(named.count == 1 ? "" : "s") the code still names: \(shown)\(more); "
            + "the table no longer has their tokens: add them back (or undo the rewrites that name them) before generating"
    }
}
