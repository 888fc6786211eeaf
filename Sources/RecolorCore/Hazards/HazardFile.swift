/// One file as the hazard detectors read it: its syntax, and which of its code runs again when
/// the appearance changes (a refresh point, a `registerForTraitChanges` handler, a method only
/// those reach by name in this file). Each part but the tree is read on first use: a file whose
/// trigger words lead no detector to ask for a part never pays for it.
final class HazardFile {
    let file: SwiftSource
    let settings: DetectionSettings
    /// The file's scopes, shared with the color detectors' reading of the same file. Built on
    /// first use: a file whose trigger words lead no detector to its scopes (no stored
    /// conversion, no `traitCollectionDidChange`, no `CGColor` member) never builds it (callgrind,
    /// fsnotes of corpus22: the hazard files built 36 trees before, 16 after; the hazards
    /// 63.7 M instructions before, 28.2 M after, with the other hazard changes).
    /// Stored, not read through the memo at each use (a read once copied the tree: `isFresh`
    /// took three times as long).
    private(set) lazy var tree: SyntaxTree = syntax?.tree ?? file.syntaxTree
    private let syntax: SyntaxTreeMemo?
    /// Names of the functions re-run on an appearance change: the refresh points and, by name,
    /// what they call in this file.
    private(set) lazy var freshNames: Set<FunctionKey> = HazardFile.freshNames(file, tree: tree, handlers: handlerClosures,
                                                                                 inherited: settings.inheritedRefreshes)
    /// Closure scopes that are trait-change handlers (`registerForTraitChanges(…) { … }`).
    private(set) lazy var handlerClosures: Set<Int> = {
        var handlers: Set<Int> = []
        for (index, scope) in tree.scopes.enumerated() {
            if case .closure = scope.kind, HazardFile.isTraitChangeHandler(open: scope.open, file) { handlers.insert(index) }
        }
        return handlers
    }()
    /// Members this file declares as dynamic colors (`static let ink = UIColor { … }`).
    private(set) lazy var dynamicMembers: Set<String> = HazardFile.dynamicMembers(file, tree: tree, settings: settings)
    /// UIKit or AppKit, for the advice a finding gives.
    private(set) lazy var platform: Framework = {
        let own = FileDetector.importedFramework(file)
        return own == .appkit || (own == nil && settings.treePlatform == .appkit) || (own == .swiftui && FileDetector.usesAppKit(file)) ? .appkit : .uikit
    }()
    /// Computed `CGColor` properties converting a dynamic color each time they are read
    /// (`var color: CGColor { NSColor.systemRed.cgColor }`), by `key(type, name)`, with why.
    private(set) lazy var convertingMembers: [String: String] = HazardFile.convertingMembers(file, tree: tree, settings: settings, members: dynamicMembers)

    /// `syntax`: the file's tree as the color detectors built it (or will), if they read this file.
    init(file: SwiftSource, settings: DetectionSettings, syntax: SyntaxTreeMemo? = nil) {
        self.file = file
        self.settings = settings
        self.syntax = syntax
    }

    /// The computed `CGColor` (or `CGColor?`) properties whose body takes `.cgColor` of a dynamic
    /// color: the value is fresh where read, stale once stored (exelban/stats' status badge).
    static func convertingMembers(_ file: SwiftSource, tree: @autoclosure () -> SyntaxTree, settings: DetectionSettings,
                                  members: @autoclosure () -> Set<String>) -> [String: String] {
        var out: [String: String] = [:]
        // Each such member is typed `CGColor`: without the word the file's scopes and members
        // are not read.
        guard file.bytes.containsSequence(Self.cgColorType) else { return out }
        let tree = tree()
        let members = members()
        for scope in tree.scopes {
            guard case .function(let keyword) = scope.kind, let name = scope.name, scope.open >= 2, scope.close <= file.code.count else { continue }
            switch keyword {
            case .property: break
            case .accessor(.get): break
            default: continue
            }
            var open = scope.open
            if case .accessor = keyword, let outer = file.matchingOpen(scope.close + 1) { open = outer }
            var typeEnd = open - 1
            if file.isChar(typeEnd, "?") || file.isChar(typeEnd, "!") { typeEnd -= 1 }
            guard typeEnd >= 1, file.codeIs(typeEnd, "CGColor"), file.isChar(typeEnd - 1, ":") else { continue }
            for k in (scope.open + 1)..<scope.close where file.codeIs(k, "cgColor") && file.isChar(k - 1, ".") {
                guard let chain = MemberChain.ending(at: k, in: file), chain.links.count >= 2,
                      let reason = settings.dynamicColors.reason(chain, before: chain.links.count - 1, in: file, types: settings.types, members: members)
                else { continue }
                out[key(tree.enclosingType(at: scope.open)?.name, name)] = "the computed CGColor \(name) converts a dynamic color when read (\(reason))"
                break
            }
        }
        return out
    }

    private static let cgColorType = Array("CGColor".utf8)

    /// A watchOS file (it imports WatchKit or ClockKit): watchOS has one appearance, there is
    /// no switch for a color to miss (Loop's complication charts).
    private(set) lazy var watchOnly: Bool = (0..<max(0, file.code.count - 1)).contains {
        file.codeIs($0, "import") && (file.codeIs($0 + 1, "WatchKit") || file.codeIs($0 + 1, "ClockKit"))
    }

    /// Whether code token `k` is built only where the appearance never switches: a watchOS file,
    /// or an `#if os(watchOS)` branch.
    func appearanceNeverSwitches(at k: Int) -> Bool {
        if watchOnly { return true }
        guard tree.compilation.isConditional(k) else { return false }
        let platforms = tree.compilation.platforms(at: k)
        return !platforms.isEmpty && platforms == ["watchOS"]
    }

    /// Whether code token `k` runs again when the appearance changes.
    func isFresh(at k: Int) -> Bool {
        for s in tree.ancestors(of: tree.scope(at: k)) {
            let scope = tree.scopes[s]
            switch scope.kind {
            case .closure:
                if handlerClosures.contains(s) { return true }
            case .function:
                guard let name = scope.name else { return false }
                let type = tree.enclosingType(at: k)
                return RefreshPoints.isRefreshMethod(name, in: type, function: scope) || freshNames.contains(FunctionKey(type?.name, name))
                    || settings.inheritedRefreshes.overridesRefreshed(scope, in: type)
            case .type, .file:
                return false
            default:
                continue
            }
        }
        return false
    }

    /// The name of the function holding code token `k`, if any.
    func functionName(at k: Int) -> String? { tree.enclosingFunction(at: k)?.name }

    /// `registerForTraitChanges([…]) { … }` or `registerForTraitChanges([…], handler: { … })`.
    static func isTraitChangeHandler(open: Int, _ file: SwiftSource) -> Bool {
        guard open > 0 else { return false }
        if file.isChar(open - 1, ")"), let o = file.matchingOpen(open - 1), o > 0,
           RefreshPoints.handlerRegistrations.contains(file.text(code: o - 1)) { return true }
        guard file.isChar(open - 1, ":"), file.codeIs(open - 2, "handler") else { return false }
        var k = open - 3
        while k >= 0 && k > open - 200 {
            if file.isChar(k, "("), let close = file.matchingClose(k), close > open {
                return k > 0 && RefreshPoints.handlerRegistrations.contains(file.text(code: k - 1))
            }
            k -= 1
        }
        return false
    }

    /// A function by its type and name: two types of a file may each have a `configure()`.
    static func key(_ type: String?, _ function: String) -> String { "\(type ?? "").\(function)" }

    /// `key(type, function)` as a pair, not a string made for each call the fresh-name walk
    /// meets (a quarter of that walk).
    struct FunctionKey: Hashable {
        let type: String
        let name: String

        init(_ type: String?, _ name: String) {
            self.type = type ?? ""
            self.name = name
        }
    }

    /// Whether code token `k` stands in a closure (a property's initial value, a callback).
    static func insideClosure(_ k: Int, _ tree: SyntaxTree) -> Bool {
        for s in tree.ancestors(of: tree.scope(at: k)) {
            switch tree.scopes[s].kind {
            case .closure: return true
            case .type, .file, .function: return false
            default: continue
            }
        }
        return false
    }

    /// The key standing for every refresh point of a type in `freshNames`.
    static let handlerKey = " handler"

    /// The refresh points, the selectors a trait-change registration names, the overrides of
    /// methods a superclass's refresh points call (`inherited`, over the tree), and by name what
    /// they call in this file (within their type), to a fixed point.
    static func freshNames(_ file: SwiftSource, tree: SyntaxTree, handlers: Set<Int>,
                           inherited: InheritedRefreshes = InheritedRefreshes()) -> Set<FunctionKey> {
        var calls: [FunctionKey: Set<FunctionKey>] = [:]
        var roots: Set<FunctionKey> = []
        for k in 0..<file.code.count where file.kind(k) == .identifier {
            // `#selector(updateColors)` in a registration: a handler named by selector.
            let selected = file.isChar(k - 1, "(") && file.codeIs(k - 2, "#selector")
                || file.isChar(k - 1, ".") && file.isChar(k - 3, "(") && file.codeIs(k - 4, "#selector")
            if selected, HazardFile.insideRegistration(k, file) { roots.insert(FunctionKey(tree.enclosingType(at: k)?.name, file.text(code: k))) }
            let called = file.isChar(k + 1, "(") && file.code[k + 1].begin == file.code[k].end || file.isChar(k + 1, "{")
            guard called else { continue }
            if file.isChar(k - 1, "."), !(file.codeIs(k - 2, "self") || file.codeIs(k - 2, "Self") || file.codeIs(k - 2, "super")) { continue }
            // The name's string made only for a call (it was made for every name: a third of this walk).
            let name = file.text(code: k)
            let type = tree.enclosingType(at: k)?.name
            var caller: FunctionKey? = nil
            for s in tree.ancestors(of: tree.scope(at: k)) {
                let scope = tree.scopes[s]
                if case .closure = scope.kind, handlers.contains(s) { caller = FunctionKey(type, handlerKey); break }
                if case .function = scope.kind {
                    let owner = tree.enclosingType(at: k)
                    caller = scope.name.map {
                        RefreshPoints.isRefreshMethod($0, in: owner, function: scope) || inherited.overridesRefreshed(scope, in: owner)
                            ? FunctionKey(type, handlerKey) : FunctionKey(type, $0)
                    }
                    break
                }
                if case .type = scope.kind { break }
            }
            if let caller { calls[caller, default: []].insert(FunctionKey(type, name)) }
        }
        // Every refresh point of a type is one root: its handler key.
        let types = Set(tree.scopes.compactMap { scope -> String? in if case .type = scope.kind { return scope.name ?? "" }; return nil }).union([""])
        var fresh = roots.union(types.map { FunctionKey($0, handlerKey) })
        var queue = Array(fresh)
        while let name = queue.popLast() {
            for callee in calls[name] ?? [] where !fresh.contains(callee) {
                fresh.insert(callee)
                queue.append(callee)
            }
        }
        return fresh
    }

    /// Code token `k` stands in the arguments of a `registerForTraitChanges(…)` call.
    static func insideRegistration(_ k: Int, _ file: SwiftSource) -> Bool {
        var j = k - 1
        while j >= 0 && j > k - 80 {
            if file.isChar(j, "("), let close = file.matchingClose(j), close > k {
                if j > 0, RefreshPoints.handlerRegistrations.contains(file.text(code: j - 1)) { return true }
            }
            j -= 1
        }
        return false
    }

    /// `let ink = UIColor { … }`, `static var border: UIColor { .separator }` with `UIColor.separator`
    /// written out, `var line = UIColor(named: "Line")` of a set with a dark appearance: the names.
    /// Only members (declared in a type or at file level): a local of one function names
    /// nothing elsewhere.
    static func dynamicMembers(_ file: SwiftSource, tree: SyntaxTree, settings: DetectionSettings) -> Set<String> {
        var names: Set<String> = []
        for k in 0..<file.code.count where file.kind(k) == .keyword && (file.codeIs(k, "let") || file.codeIs(k, "var")) {
            guard file.kind(k + 1) == .identifier, tree.enclosingFunction(at: k) == nil else { continue }
            if isDynamicDeclaration(at: k, file, tree: tree, settings: settings) { names.insert(file.text(code: k + 1)) }
        }
        return names
    }

    /// Whether the `let`/`var` at `k` (a member, not in a closure) is given a dynamic color: its
    /// initializer or computed body (past a `return`) is one.
    static func isDynamicDeclaration(at k: Int, _ file: SwiftSource, tree: SyntaxTree, settings: DetectionSettings) -> Bool {
        guard !insideClosure(k, tree) else { return false }
        var v = k + 2
        // Past a type annotation to `=` or the computed body's `{` (and a `return`).
        while v < file.code.count && v < k + 12 && !file.isChar(v, "=") && !file.isChar(v, "{") { v += 1 }
        guard v < file.code.count, v < k + 12 else { return false }
        v += 1
        if file.codeIs(v, "return") { v += 1 }
        guard let last = HazardFile.chainEnd(from: v, file), let chain = MemberChain.ending(at: last, in: file) else { return false }
        let direct = file.isWord(v) && settings.types.base(code: v, in: file) != nil && file.isChar(v + 1, "{")
        return direct || settings.dynamicColors.reason(chain, before: chain.links.count, in: file, types: settings.types, members: []) != nil
    }

    /// The last name of the postfix chain starting at `k` (`UIColor.separator`, `UIColor(named: "x")`).
    static func chainEnd(from k: Int, _ file: SwiftSource) -> Int? {
        var j = k
        var lastName: Int? = nil
        while j < file.code.count {
            if file.isWord(j) {
                // A word after a name or a call without a `.` starts the next statement
                // (`private let ink = UIColor.label` then `func f()`): the chain ended. Walked
                // on, a stored member's chain ended at the next declaration's last name, and
                // its `.cgColor` stored in a layer was no stale-color (session 16's audit, F18).
                if lastName != nil, !file.isChar(j - 1, ".") { break }
                lastName = j
                j += 1
            } else if file.isChar(j, "("), lastName != nil, let close = file.matchingClose(j) {
                j = close + 1
            } else if file.isChar(j, "{"), lastName != nil, let close = file.matchingClose(j) {
                j = close + 1
            } else if file.isChar(j, ".") || file.isChar(j, "?") || file.isChar(j, "!") {
                j += 1
            } else {
                break
            }
        }
        return lastName
    }
}
