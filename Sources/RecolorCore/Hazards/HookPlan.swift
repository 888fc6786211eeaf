/// The hooks `fix --hazards` adds for `stale-color` findings: per class of the file that has no
/// trait-change or appearance hook yet, one hook re-running every assignment it can copy (a
/// property of the class, written as the code writes it). Every finding of that class carries
/// the same edit; a finding whose assignment cannot be copied carries none.
struct HookPlan {
    struct Entry {
        var type: Scope
        var statements: [String] = []
        var findings: [Int] = []
        /// The functions run once per instance (`init`, `viewDidLoad`, `awakeFromNib`) holding the
        /// first planned statement, or each calling the method that holds it (`setupView()` from
        /// both `init`s, KeePassium): where a trait registration goes.
        var registrationSites: [Scope] = []
        /// The refresh hook the class already has (in its body or an extension of it in this
        /// file): the statements go inside it, a second override would not compile.
        var hook: Scope?
    }

    /// The hooks a class may already have that a repair goes into, in the order preferred.
    static let existingHooks: [Framework: [String]] = [
        .uikit: ["traitCollectionDidChange", "layoutSubviews", "viewDidLayoutSubviews", "viewWillLayoutSubviews"],
        .appkit: ["viewDidChangeEffectiveAppearance", "updateLayer", "layout", "viewDidLayout", "viewWillLayout"],
    ]

    /// The functions of a class that run once per instance, after which `self` is whole: a trait
    /// registration made there is made once.
    static let onceRunFunctions: Set<String> = ["init", "viewDidLoad", "awakeFromNib"]

    private var entries: [Int: Entry] = [:]  // by the type's `{`

    /// Plans the statements of the finding at `index` (its value starting at code token `start`).
    mutating func plan(_ finding: Finding, index: Int, at start: Int, _ h: HazardFile) {
        let file = h.file
        // Only a statement that always runs where it stands: directly in its function's body (or
        // a property's initial value), after no `guard`. One in an `if`, a `switch` or a callback
        // depends on a state the hook does not know.
        guard let type = h.tree.enclosingType(at: start), isClass(type, file), unconditional(start, h) else { return }
        // `lhs = value`; or `let local = value`, then `lhs = local` (each one re-run with the value
        // written out: Corona-Warn-App's one border color for three views).
        let stores: [MemberChain]
        let equals: Int
        switch ValueDestination.of(valueAt: start, in: file) {
        case .assignment(let e, let lhs?):
            (stores, equals) = ([lhs], e)
        case .declaration(let name):
            guard let e = ((name + 1)..<start).first(where: { file.kind($0) == .operator && file.codeIs($0, "=") }),
                  let function = h.tree.enclosingFunction(at: name), let end = HookPlan.statementEnd(after: e, file) else { return }
            (stores, equals) = (storesOfLocal(file.text(code: name), after: end, in: function, h), e)
        default:
            return
        }
        guard !stores.isEmpty, let end = HookPlan.statementEnd(after: equals, file) else { return }
        let parameters = parameterNames(at: start, h)
        // The value may name no local or parameter of the function it comes from.
        for k in (equals + 1)...end where file.kind(k) == .identifier && !file.isChar(k - 1, ".") {
            if StaleColorDetector.isLocal(k, h) || isClosureLocal(k, h) || parameters.contains(file.text(code: k)) { return }
        }
        let value = file.text(file.code[equals + 1].begin..<file.code[end].end)
        var statements: [String] = []
        for lhs in stores {
            guard let root = lhs.links.first?.name else { return }
            // The left side: a property of the class (or what a property's initial value stands for).
            if let property = StaleColorDetector.initializedProperty(lhs, h) {
                statements.append("\(property) = \(value)")
            } else if file.codeIs(root, "self") || !StaleColorDetector.isLocal(root, h) && !parameters.contains(file.text(code: root))
                        && isMember(file.text(code: root), of: type, h) {
                statements.append("\(file.text(file.code[lhs.start].begin..<file.code[lhs.end].end)) = \(value)")
            } else {
                return
            }
        }
        var entry = entries[type.open] ?? Entry(type: type, hook: existingHook(type, h))
        for statement in statements where !entry.statements.contains(statement) { entry.statements.append(statement) }
        entry.findings.append(index)
        if entry.registrationSites.isEmpty, let function = h.tree.enclosingFunction(at: start), let name = function.name,
           h.tree.enclosingType(at: function.open)?.open == type.open {
            entry.registrationSites = HookPlan.onceRunFunctions.contains(name) ? [function] : HookPlan.onceRunCallers(of: name, in: type, h)
        }
        entries[type.open] = entry
    }

    /// Gives each planned finding its class's hook.
    func write(into findings: inout [Finding], _ h: HazardFile) {
        let file = h.file
        for entry in entries.values where !entry.statements.isEmpty {
            if let hook = entry.hook {
                let edit = insideHook(hook, entry.statements, h)
                for n in entry.findings { findings[n].repairs = edit.map { [$0] } ?? [] }
                continue
            }
            let close = entry.type.close
            guard close < file.code.count, file.isChar(close, "}") else { continue }
            let memberIndent = HazardRepairText.indentation(at: file.code[close].begin, in: file) + HazardRepairText.unit(file)
            let text = HazardRepairText.hook(entry.statements, platform: h.platform, indent: memberIndent, unit: HazardRepairText.unit(file))
            // Before the line of the class's closing brace, when it stands alone on it.
            let lineStart = file.lineStarts[file.line(of: file.code[close].begin) - 1]
            let alone = file.bytes[lineStart..<file.code[close].begin].allSatisfy { $0 == 32 || $0 == 9 }
            let edit = alone ? Edit(range: lineStart..<lineStart, replacement: Array(text.utf8))
                             : Edit(range: file.code[close].begin..<file.code[close].begin, replacement: Array((text + "\n").utf8))
            let registration = h.platform == .uikit ? registrationRepair(entry, memberIndent: memberIndent, h) : []
            for n in entry.findings {
                findings[n].repairs = [edit]
                findings[n].repairsFromIOS17 = registration
            }
        }
    }

    /// iOS 17's repair: at the end of the once-run function, a registration for the style trait
    /// calling a method of the class that re-runs the statements (the handler's `self` is its
    /// parameter, so the statements, written with an implicit `self`, stay in a method). None when
    /// no once-run function holds a statement, its `}` shares a line, or the method's name is taken.
    func registrationRepair(_ entry: Entry, memberIndent: String, _ h: HazardFile) -> [Edit] {
        let file = h.file
        guard !entry.registrationSites.isEmpty, !file.bytes.containsSequence(Array(HazardRepairText.refreshMethodName.utf8)),
              let typeLine = HookPlan.lineAlone(before: entry.type.close, file) else { return [] }
        let unit = HazardRepairText.unit(file)
        var edits: [Edit] = []
        for site in entry.registrationSites {
            guard site.close < file.code.count, file.isChar(site.close, "}"), let siteLine = HookPlan.lineAlone(before: site.close, file) else { return [] }
            let bodyIndent = HazardRepairText.indentation(at: file.code[site.close].begin, in: file) + unit
            edits.append(Edit(range: siteLine..<siteLine, replacement: Array(HazardRepairText.traitRegistration(indent: bodyIndent, unit: unit).utf8)))
        }
        return edits + [Edit(range: typeLine..<typeLine, replacement: Array(HazardRepairText.refreshMethod(entry.statements, indent: memberIndent, unit: unit).utf8))]
    }

    /// The once-run functions of `type` that call its method `name` directly in their body
    /// (`setupView()`, `self.setupView()`).
    static func onceRunCallers(of name: String, in type: Scope, _ h: HazardFile) -> [Scope] {
        let file = h.file
        return h.tree.scopes.filter { scope in
            guard case .function = scope.kind, let own = scope.name, onceRunFunctions.contains(own), scope.open >= 0,
                  scope.close <= file.code.count, h.tree.enclosingType(at: scope.open)?.open == type.open else { return false }
            return ((scope.open + 1)..<scope.close).contains { k in
                file.codeIs(k, name) && file.isChar(k + 1, "(") && h.tree.enclosingFunction(at: k) == scope
                    && (!file.isChar(k - 1, ".") || file.codeIs(k - 2, "self"))
            }
        }
    }

    /// The start of the line of the `}` at code token `close`, when nothing else stands before it.
    static func lineAlone(before close: Int, _ file: SwiftSource) -> Int? {
        let lineStart = file.lineStarts[file.line(of: file.code[close].begin) - 1]
        return file.bytes[lineStart..<file.code[close].begin].allSatisfy { $0 == 32 || $0 == 9 } ? lineStart : nil
    }

    /// The assignments `lhs = name` of a local, each a statement of its own directly in the
    /// function's body after `from`.
    func storesOfLocal(_ name: String, after from: Int, in function: Scope, _ h: HazardFile) -> [MemberChain] {
        let file = h.file
        var out: [MemberChain] = []
        for k in (from + 1)..<min(function.close, file.code.count) where file.kind(k) == .identifier && file.codeIs(k, name) && !file.isChar(k - 1, ".") {
            guard unconditional(k, h), case .assignment(let equals, let lhs?) = ValueDestination.of(valueAt: k, in: file),
                  lhs.links.count >= 2, HookPlan.statementEnd(after: equals, file) == k else { continue }
            out.append(lhs)
        }
        return out
    }

    /// Code token `k` stands directly in its function's body after no `guard`, or directly in a
    /// closure that is a property's initial value.
    func unconditional(_ k: Int, _ h: HazardFile) -> Bool {
        let file = h.file
        let own = h.tree.scope(at: k)
        let scope = h.tree.scopes[own]
        switch scope.kind {
        case .function:
            for j in (scope.open + 1)..<k where file.codeIs(j, "guard") && h.tree.scope(at: j) == own { return false }
            return true
        case .closure:
            // `lazy var ring: UIView = { … }()`: the closure is the property's value.
            return h.functionName(at: k) == nil && scope.open >= 1 && file.codeIs(scope.open - 1, "=")
        default:
            return false
        }
    }

    /// The internal names of the parameters of the function holding `k`.
    func parameterNames(at k: Int, _ h: HazardFile) -> Set<String> {
        guard let function = h.tree.enclosingFunction(at: k), function.nameToken >= 0 else { return [] }
        let file = h.file
        var names: Set<String> = []
        var j = function.nameToken + 1
        guard file.isChar(j, "("), let close = file.matchingClose(j), close < function.open else { return [] }
        j += 1
        while j < close {
            if file.isChar(j, ":"), file.isWord(j - 1) { names.insert(file.text(code: j - 1)) }
            if file.isChar(j, "(") || file.isChar(j, "["), let c = file.matchingClose(j) { j = c }
            j += 1
        }
        return names
    }

    /// A class declaration (not an extension or a struct) with a superclass to override from.
    func isClass(_ type: Scope, _ file: SwiftSource) -> Bool {
        var k = type.open - 1
        while k >= max(0, type.declarationStart) {
            if file.codeIs(k, "class") { return !type.inherited.isEmpty }
            if file.codeIs(k, "struct") || file.codeIs(k, "enum") || file.codeIs(k, "extension") || file.codeIs(k, "protocol") || file.codeIs(k, "actor") { return false }
            k -= 1
        }
        return false
    }

    /// The refresh hook the class already overrides, directly in its body or in an extension of
    /// it in this file, the preferred one first (`existingHooks`).
    func existingHook(_ type: Scope, _ h: HazardFile) -> Scope? {
        let bodies = h.tree.scopes.filter { $0.isType && $0.name == type.name }
        let candidates = h.tree.scopes.filter { scope in
            // An `override`: a method of the same name the class declares itself is not the framework's hook.
            guard case .function(.`func`) = scope.kind, scope.name != nil, scope.modifiers.contains("override"),
                  scope.open >= 0, scope.close < h.file.code.count,
                  let owner = h.tree.enclosingType(at: scope.open) else { return false }
            return bodies.contains { $0.open == owner.open }
        }
        for name in HookPlan.existingHooks[h.platform] ?? [] {
            if let hook = candidates.first(where: { $0.name == name }) { return hook }
        }
        return nil
    }

    /// The statements inside an existing hook: in a trait-change callback under its color guard
    /// (after a `guard … hasDifferentColorAppearance … else { … }`, first in an `if` on it) or, when
    /// it has none, in an `if` of their own on it; elsewhere after the `super` call (or first in
    /// the body), AppKit's appearance callback resolving with the view's appearance. Nil when the
    /// place shares its line with code that follows.
    func insideHook(_ hook: Scope, _ statements: [String], _ h: HazardFile) -> Edit? {
        let file = h.file
        let unit = HazardRepairText.unit(file)
        var anchor = hook.open
        var lines = statements
        var guarded = false
        if hook.name == RefreshPoints.traitChange {
            for s in h.tree.scopes.indices where h.tree.scopes[s].parent.map({ h.tree.scopes[$0] == hook }) == true {
                let block = h.tree.scopes[s]
                guard case .block(let keyword) = block.kind, keyword == .guard || keyword == .if, block.keywordToken > hook.open,
                      (block.keywordToken..<block.open).contains(where: { file.codeIs($0, "hasDifferentColorAppearance") }) else { continue }
                anchor = keyword == .guard ? block.close : block.open
                guarded = true
                break
            }
            if !guarded {
                guard let previous = HookPlan.previousTraitsName(hook, file) else { return nil }
                anchor = HookPlan.superCall(in: hook, file) ?? hook.open
                lines = ["if traitCollection.hasDifferentColorAppearance(comparedTo: \(previous)) {"] + statements.map { unit + $0 } + ["}"]
            }
        } else {
            anchor = HookPlan.superCall(in: hook, file) ?? hook.open
            if hook.name == "viewDidChangeEffectiveAppearance" {
                lines = ["effectiveAppearance.performAsCurrentDrawingAppearance {"] + statements.map { unit + $0 } + ["}"]
            }
        }
        // Nothing may follow the anchor on its line: the text goes on lines of its own after it.
        guard anchor + 1 < file.code.count, file.lineBreakBetween(anchor, anchor + 1) else { return nil }
        let anchorLine = file.line(of: file.code[anchor].begin)
        guard anchorLine < file.lineStarts.count else { return nil }
        var indent = HazardRepairText.indentation(at: file.code[anchor].begin, in: file)
        if file.isChar(anchor, "{") { indent += unit }
        let text = lines.map { indent + $0 + "\n" }.joined()
        let at = file.lineStarts[anchorLine]
        return Edit(range: at..<at, replacement: Array(text.utf8))
    }

    /// The last token of `super.<hook name>(…)` standing directly in the hook's body.
    static func superCall(in hook: Scope, _ file: SwiftSource) -> Int? {
        guard let name = hook.name else { return nil }
        for k in (hook.open + 1)..<hook.close where file.codeIs(k, "super") && file.isChar(k + 1, ".") && file.codeIs(k + 2, name) {
            return file.isChar(k + 3, "(") ? file.matchingClose(k + 3) : nil
        }
        return nil
    }

    /// The name of `traitCollectionDidChange(_ previous: UITraitCollection?)`'s parameter.
    static func previousTraitsName(_ hook: Scope, _ file: SwiftSource) -> String? {
        let name = hook.nameToken
        guard name >= 0, file.isChar(name + 1, "("), let close = file.matchingClose(name + 1) else { return nil }
        var colon = close - 1
        while colon > name + 1 && !file.isChar(colon, ":") { colon -= 1 }
        guard colon > name + 2, file.isWord(colon - 1), !file.codeIs(colon - 1, "_") else { return nil }
        return file.text(code: colon - 1)
    }

    /// `layer`, `view`, `contentView` (inherited), or a property the class declares in this file.
    func isMember(_ name: String, of type: Scope, _ h: HazardFile) -> Bool {
        if ["layer", "view", "contentView", "backgroundView"].contains(name) { return true }
        let file = h.file
        for k in (type.open + 1)..<min(type.close, file.code.count) where file.codeIs(k, name) {
            if file.kind(k - 1) == .keyword, file.codeIs(k - 1, "let") || file.codeIs(k - 1, "var"),
               h.functionName(at: k) == nil, !HazardFile.insideClosure(k, h.tree), h.tree.enclosingType(at: k)?.open == type.open { return true }
        }
        return false
    }

    /// A name declared inside the closure holding `k` (a property's initial value).
    func isClosureLocal(_ k: Int, _ h: HazardFile) -> Bool {
        guard HazardFile.insideClosure(k, h.tree) else { return false }
        let file = h.file
        var j = k - 1
        while j >= 0 && j > k - 400 {
            if file.kind(j) == .keyword, file.codeIs(j, "let") || file.codeIs(j, "var"), file.codeIs(j + 1, file.text(code: k)) { return true }
            j -= 1
        }
        return false
    }

    /// The last code token of the statement whose `=` is at `equals`: the value runs to the end
    /// of its line, groups included.
    static func statementEnd(after equals: Int, _ file: SwiftSource) -> Int? {
        var k = equals + 1
        while k < file.code.count {
            if file.isChar(k, "(") || file.isChar(k, "[") || file.isChar(k, "{"), let close = file.matchingClose(k) { k = close }
            if file.isChar(k, ";") { return k - 1 }
            if k + 1 >= file.code.count || file.isChar(k + 1, "}") || file.lineBreakBetween(k, k + 1)
                && !ValueDestination.continuesExpression(k, file) && !ValueDestination.continuesExpression(k + 1, file, after: true) {
                return k
            }
            k += 1
        }
        return nil
    }
}
