/// A file-level constant that is a token (`let accLight = Color(red: 88/255, …)` in Style.swift)
/// and that views in other files name bare (`.background(colorScheme == .dark ? accDark : accLight)`):
/// each name is a use of that token where it is written. KHabit's save button, white text on
/// that choice (TaskListView.swift:92–93), was no pair and `contrast` exited 4 "nothing checked"
/// (session 30, pairs30).
///
/// Only a name the tree declares once (`let`/`var`) and never as a label or parameter (`accLight:`):
/// a local or a parameter of that name may be what a bare name means. Not `static` (a type's
/// member is `Type.name`), not inside a type or function.
extension TokenExpressions {
    /// The file-level constants of `files` whose value is a use alone, by name, with how many
    /// file-level declarations write that same value (one per target: KHabit declares `accLight`
    /// in the app's Style.swift and again in its watch extension, where init keeps it); a name
    /// given two tokens is left out.
    func globalConstants(declaredIn files: [(file: SwiftSource, reports: [Report])], tokenOf: (Report) -> String?) -> [String: (token: String, declarations: Int)] {
        var out: [String: String] = [:]
        var value: [String: String] = [:]
        var clashed: Set<String> = []
        let declaring = files.filter { $0.file.bytes.containsSequence(Array("let ".utf8)) || $0.file.bytes.containsSequence(Array("var ".utf8)) }
        for (file, reports) in declaring {
            var tree: SyntaxTree?
            let findingEnd = Self.findingEnds(in: file, reports: reports, tokenOf: tokenOf)
            for use in uses(in: file, reports: reports, tokenOf: tokenOf) {
                guard let name = StoredColorMembers.declaredName(valueAt: use.code, in: file) else { continue }
                // The value is the use alone: the line ends after it.
                let end = findingEnd[use.code] ?? self.end(ofUseAt: use.code, in: file)
                guard end + 1 >= file.code.count || file.lineBreakBetween(end, end + 1) && !file.isChar(end + 1, ".") && file.code[end + 1].kind != .operator else { continue }
                if tree == nil { tree = SyntaxTree(file) }
                guard tree!.scope(at: use.code) == 0 else { continue }
                if let had = out[name], had != use.token { clashed.insert(name) }
                out[name] = use.token
                value[name] = InferredPairs.written(from: use.code, in: file)
            }
        }
        for name in clashed { out[name] = nil }
        guard !out.isEmpty else { return [:] }
        // The file-level declarations of each name writing the same value (kept ones too).
        var counts: [String: Int] = [:]
        for (file, _) in declaring {
            var tree: SyntaxTree?
            for k in file.code.indices where (file.codeIs(k, "let") || file.codeIs(k, "var")) && file.isWord(k + 1) {
                let name = file.text(code: k + 1)
                guard let written = value[name], out[name] != nil, file.codeIs(k + 2, "=") else { continue }
                if tree == nil { tree = SyntaxTree(file) }
                if tree!.scope(at: k) == 0, InferredPairs.written(from: k + 3, in: file) == written { counts[name, default: 0] += 1 }
            }
        }
        return out.mapValues { $0 }.reduce(into: [:]) { acc, entry in acc[entry.key] = (entry.value, counts[entry.key] ?? 1) }
    }

    /// These expressions and the file-level constants `constants` (name → token), read where they are named bare.
    func adding(globalConstants constants: [String: (token: String, declarations: Int)]) -> TokenExpressions {
        guard !constants.isEmpty else { return self }
        var copy = self
        for (name, constant) in constants where copy.globalConstants[name] == nil {
            copy.globalConstants[name] = constant.token
            copy.memberFinders.append(ByteFinder(name))
        }
        return copy
    }

    /// The constant named bare at code token `k`: not a member (`x.accLight`), a declaration, an
    /// assignment, a call, nor a label.
    func globalConstantToken(at k: Int, in file: SwiftSource) -> String? {
        guard file.isWord(k), let token = globalConstants[file.text(code: k)] else { return nil }
        // A label's colon is glued to it (`accent:`); a ternary's first arm stands before a spaced one
        // (`amount > 0 ? successColor : disableText`: Splito's green text was never paired; pairs36 V4).
        if file.isChar(k - 1, ".") || file.isChar(k + 1, "(") || GlobalColorConstants.isLabel(k, in: file) || file.codeIs(k + 1, "=") { return nil }
        if file.codeIs(k - 1, "let") || file.codeIs(k - 1, "var") || file.codeIs(k - 1, "func") || file.codeIs(k - 1, "case") { return nil }
        return token
    }
}

enum GlobalColorConstants {
    /// Whether code token `k` is written as a label or a declaration's name (`accent:`): its colon glued
    /// to it. A ternary's first arm stands before a spaced colon (`on ? accent : other`).
    static func isLabel(_ k: Int, in file: SwiftSource) -> Bool {
        file.isChar(k + 1, ":") && file.code[k + 1].begin == file.code[k].end
    }

    /// The constants the tree declares no other way (as many declarations as `constants` found
    /// writing the value) and never writes as a label or parameter (`name:`).
    static func unshadowed(_ constants: [String: (token: String, declarations: Int)], in files: [SwiftSource]) -> Set<String> {
        let names = Set(constants.keys)
        var labels: Set<String> = []
        // A label is written `name:`, its colon glued to it; a ternary's arm before its colon is no label
        // (`.stroke(on ? primaryColor : Color.gray)`: Splito's lime button color, read as a label there, was no
        // token anywhere, its pair under black text was lost and init lightened its dark to 1.14:1; session 36, pairs36 V7).
        for file in files {
            for k in file.code.indices where isLabel(k, in: file) && file.isWord(k) && names.contains(file.text(code: k)) { labels.insert(file.text(code: k)) }
        }
        let counts = StoredColorMembers.declarations(of: names, in: files)
        return names.filter { counts[$0] == constants[$0]!.declarations && !labels.contains($0) }
    }
}
