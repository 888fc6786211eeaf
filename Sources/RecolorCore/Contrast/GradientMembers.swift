/// A SwiftUI gradient held by a type's member (`enum Brand { static let premiumFill =
/// LinearGradient(colors: [a, b], …) }`) and drawn where the code names the member, in this file
/// or another (`.background(Brand.premiumFill, in: .capsule)`): each reference stands for the
/// gradient's stops, as if written there, the declaration's file:line cited as the background's.
/// hdrezka's premium badge (session 28's held-out check, Major 1): white subheadline text on
/// `Const.premiumGradient` (declared in Const.swift, drawn in SeriesUpdatesSheetView.swift) was
/// no pair, so init lifted the purple stop for dark and white on it fell from 7.8 to 2.9:1.
///
/// Only gradients `GradientLayers` knows (every stop a token or kept color, none translucent). A
/// reference is `Type.member` (any file), or `member`, `self.member`, `Self.member` inside the
/// declaring type in its own file; a type declaring the member twice with other stops (one per
/// platform, different colors) is left out: which one a reference means is not known.
struct GradientMembers {
    struct Stop: Equatable {
        var token: String
        var file: String
        var line: Int
    }

    /// Member name → declaring type name → its stops.
    private var byName: [String: [String: [Stop]]] = [:]
    /// Where each member is declared (file and the code token of its gradient), to read a bare name there only.
    private var declaredAt: [String: [String: (file: String, gradient: Int)]] = [:]
    private var finders: [String: ByteFinder] = [:]

    init() {}

    init(_ files: [(file: SwiftSource, uses: [TokenUse])]) {
        var clashed: Set<String> = []
        for (file, uses) in files where !uses.isEmpty && Self.gradientFinder.occurs(in: file.bytes) {
            var byGradient: [Int: (list: Set<Int>, uses: [TokenUse])] = [:]
            for use in uses where use.elsewhere == nil {
                guard let (gradient, list) = GradientLayers.gradient(ofStop: use.code, in: file) else { continue }
                byGradient[gradient, default: ([], [])].list.insert(list)
                byGradient[gradient]!.uses.append(use)
            }
            guard !byGradient.isEmpty else { continue }
            let tree = SyntaxTree(file)
            for (gradient, held) in byGradient.sorted(by: { $0.key < $1.key }) {
                guard GradientLayers.isKnown(gradient: gradient, lists: held.list, uses: held.uses, in: file),
                      let name = GradientLayers.constantName(holding: gradient, in: file),
                      // A member of a type (not a local of a function), named.
                      tree.enclosingFunction(at: gradient) == nil, let type = tree.enclosingType(at: gradient)?.name else { continue }
                let stops = held.uses.map { Stop(token: $0.token, file: file.path, line: file.location(of: file.code[$0.code].begin).line) }
                let key = name + "\u{0}" + type
                if let had = byName[name]?[type] {
                    if had.map(\.token) != stops.map(\.token) { clashed.insert(key) }
                    continue
                }
                byName[name, default: [:]][type] = stops
                declaredAt[name, default: [:]][type] = (file.path, gradient)
                finders[name] = ByteFinder(name)
            }
        }
        for key in clashed {
            let parts = key.split(separator: "\u{0}").map(String.init)
            byName[parts[0]]?[parts[1]] = nil
            declaredAt[parts[0]]?[parts[1]] = nil
        }
        byName = byName.filter { !$0.value.isEmpty }
        finders = finders.filter { byName[$0.key] != nil }
    }

    var isEmpty: Bool { byName.isEmpty }

    static let gradientFinder = ByteFinder("Gradient")

    /// The stops' uses at each reference to a member in `file` (at the reference's first token).
    func uses(in file: SwiftSource) -> [TokenUse] {
        let names = finders.filter { $0.value.occurs(in: file.bytes) }.map(\.key)
        guard !names.isEmpty else { return [] }
        var out: [TokenUse] = []
        var tree: SyntaxTree?
        for k in file.code.indices where file.isWord(k) {
            let text = file.text(code: k)
            guard names.contains(text), let types = byName[text] else { continue }
            // Not its declaration, an assignment, a label, nor a call.
            if file.isChar(k + 1, ":") || file.isChar(k + 1, "(") || file.kind(k + 1) == .operator && file.isChar(k + 1, "=") { continue }
            if file.codeIs(k - 1, "let") || file.codeIs(k - 1, "var") { continue }
            var start = k
            var stops: [Stop]?
            if file.isChar(k - 1, "."), k >= 2, file.isWord(k - 2), let s = types[file.text(code: k - 2)] {
                // `Brand.premiumFill`.
                stops = s
                start = k - 2
            } else {
                // `premiumFill`, `self.premiumFill`, `Self.premiumFill` inside the declaring type, in its file.
                let qualified = file.isChar(k - 1, ".") && (file.codeIs(k - 2, "self") || file.codeIs(k - 2, "Self"))
                guard !file.isChar(k - 1, ".") || qualified else { continue }
                if tree == nil { tree = SyntaxTree(file) }
                for (type, at) in declaredAt[text] ?? [:] where at.file == file.path && k != at.gradient {
                    let inType = tree!.ancestors(of: tree!.scope(at: k)).contains { n in
                        if case .type = tree!.scopes[n].kind { return tree!.scopes[n].name == type }
                        return false
                    }
                    if inType { stops = types[type] }
                }
                if qualified { start = k - 2 }
                // Standing as a statement, the file's own constant is a layer `GradientLayers` reads already.
                if InferredPairs.startsStatement(start, in: file) { continue }
            }
            guard let stops else { continue }
            for stop in stops { out.append(TokenUse(token: stop.token, code: start, elsewhere: TokenUse.Elsewhere(file: stop.file, line: stop.line))) }
        }
        return out
    }
}
