/// `stale-color`: a dynamic color made a fixed value (`.cgColor`, `getRed`/`getWhite`/`getHue`,
/// `CIColor(color:)`) and stored (a property, a layer's, a Core Graphics context call) in code
/// that does not run again when the appearance changes, unless a refresh point of the file
/// assigns the same property again. SwiftUI's `cgColor!` on a dynamic color is one anywhere:
/// it is nil for such a color.
enum StaleColorDetector: HazardDetector {
    static let kind: FindingKind? = .staleColor

    /// Core Graphics calls that paint with a color: what they draw keeps it.
    static let contextCalls: Set<String> = ["setFillColor", "setStrokeColor", "setShadow"]
    static let componentReads: Set<String> = ["getRed", "getWhite", "getHue"]

    /// `.cgColor`, `getRed(…)`…, `CIColor(color:)`, a computed `CGColor` member
    /// (`HazardFile.convertingMembers`), or `.resolve(in: EnvironmentValues())`.
    static let needs = [[["cgColor", "CGColor", "CIColor"] + componentReads.sorted()], [["resolve"], ["EnvironmentValues"]]]

    static func findings(in h: HazardFile) -> [Finding] {
        let file = h.file
        var out: [Finding] = []
        var hooks = HookPlan()
        // Read only when a conversion is stored somewhere: built for every hazard file, its walk of
        // every `=` through `isFresh` was 6 % of a `check` of fsnotes (perf, 15 runs), and most
        // hazard files store no conversion.
        let reapplied = Reapplied(h)
        // Read once, not through the lazy property for every name (a call and a copy of the
        // dictionary each; callgrind, fsnotes of corpus22: this detector 13.4 M instructions
        // before, 10.4 M after).
        let convertingMembers = h.convertingMembers
        for k in 1..<max(1, file.code.count) where file.kind(k) == .identifier {
            // The token's bytes compared (no string made for every name after a dot).
            if file.isChar(k - 1, "."), file.codeIs(k, "cgColor") || componentReads.contains(where: { file.codeIs(k, $0) }) && file.isChar(k + 1, "(") {
                guard let chain = MemberChain.ending(at: k, in: file), chain.links.count >= 2 else { continue }
                if let f = finding(h, chain: chain, conversion: k, before: chain.links.count - 1, reapplied: reapplied) {
                    hooks.plan(f, index: out.count, at: chain.start, h)
                    out.append(f)
                }
            } else if file.isChar(k - 1, "."), file.codeIs(k, "resolve"), file.isChar(k + 1, "("), file.codeIs(k + 2, "in"), file.isChar(k + 3, ":"),
                      file.codeIs(k + 4, "EnvironmentValues"), file.isChar(k + 5, "("), file.isChar(k + 6, ")"), file.isChar(k + 7, ")") {
                // SwiftUI's `resolve(in: EnvironmentValues())`: an empty environment is the light
                // appearance wherever it runs, even in a view's body.
                guard let chain = MemberChain.ending(at: k, in: file), chain.links.count >= 2,
                      let reason = h.settings.dynamicColors.reason(chain, before: chain.links.count - 1, in: file, types: h.settings.types,
                                                                   members: h.dynamicMembers) else { continue }
                let range = file.code[chain.start].begin..<file.code[k + 7].end
                let text = file.text(file.code[chain.start].begin..<file.code[chain.lastToken(ofLink: chain.links.count - 2, in: file)].end)
                out.append(make(h, range, context: nil, symbol: text,
                                "\(reason): resolve(in: EnvironmentValues()) resolves it in an empty environment, the light appearance whatever the user chose; resolve it in the view's environment (@Environment(\\.self))"))
            } else if !convertingMembers.isEmpty, !file.isChar(k + 1, "("), !file.codeIs(k - 1, "var"), !file.codeIs(k - 1, "let"),
                      !file.isChar(k - 1, ".") || file.codeIs(k - 2, "self") && !file.isChar(k - 3, "."),
                      let reason = convertingMembers[HazardFile.key(h.tree.enclosingType(at: k)?.name, file.text(code: k))],
                      h.tree.enclosingFunction(at: k)?.name != file.text(code: k),
                      let chain = MemberChain.ending(at: k, in: file) {
                // A computed CGColor member read and stored: the stored value is the read's.
                if let f = finding(h, chain: chain, conversion: k, before: chain.links.count, reapplied: reapplied, given: (reason, "value")) {
                    hooks.plan(f, index: out.count, at: chain.start, h)
                    out.append(f)
                }
            } else if file.codeIs(k, "CIColor"), file.isChar(k + 1, "("), file.codeIs(k + 2, "color"), file.isChar(k + 3, ":"),
                      let close = file.matchingClose(k + 1), close - 1 > k + 3, file.isWord(close - 1) || file.isChar(close - 1, ")") {
                let last = file.isWord(close - 1) ? close - 1 : (file.matchingOpen(close - 1).map { $0 - 1 } ?? close - 1)
                guard let inner = MemberChain.ending(at: last, in: file), inner.start == k + 4 else { continue }
                if let f = finding(h, chain: inner, conversion: k, before: inner.links.count, reapplied: reapplied, wrapper: (k, close)) { out.append(f) }
            }
        }
        hooks.write(into: &out, h)
        return out
    }

    static func finding(_ h: HazardFile, chain: MemberChain, conversion k: Int, before: Int,
                        reapplied: Reapplied, wrapper: (Int, Int)? = nil, given: (reason: String, conversion: String)? = nil) -> Finding? {
        let file = h.file
        // A bare name that a function declares locally is not the member of that name.
        let shadowed = before == 1 && chain.links[0].name.map { isLocal($0, h) } == true
        if given != nil && (shadowed || before == 1 && HookPlan().parameterNames(at: k, h).contains(file.text(code: k))) { return nil }
        let dynamic = given == nil ? h.settings.dynamicColors.reason(chain, before: before, in: file, types: h.settings.types,
                                                                     members: shadowed ? [] : h.dynamicMembers) : nil
        let inspectable = given == nil && dynamic == nil ? inspectableReason(chain, before: before, at: k, h) : nil
        guard let reason = given?.reason ?? dynamic ?? inspectable else { return nil }
        let isSwiftUI = chain.links.first?.name.map { h.settings.types.base(code: $0, in: file) == .color } ?? false
        var end = wrapper?.1 ?? (file.codeIs(k, "cgColor") ? k : (file.matchingClose(k + 1) ?? k))
        let forced = file.codeIs(k, "cgColor") && file.isChar(k + 1, "!") && file.code[k + 1].begin == file.code[k].end
        if forced { end = k + 1 }
        let start = wrapper?.0 ?? chain.start
        let range = file.code[start].begin..<file.code[end].end
        let text = file.text(file.code[chain.start].begin..<file.code[chain.lastToken(ofLink: before - 1, in: file)].end)
        let conversionText = given?.conversion ?? (wrapper != nil ? "CIColor(color:)" : file.text(code: k))
        if isSwiftUI {
            guard forced else { return nil }
            return make(h, range, context: nil, symbol: text,
                        "\(reason); Color.cgColor is nil for a dynamic color, and `!` crashes: convert through UIColor/NSColor with the view's traits in a refresh point")
        }
        // Stored where, and re-run when?
        let fresh = h.isFresh(at: k)
        guard !fresh, !h.appearanceNeverSwitches(at: k) else { return nil }
        guard let target = storedTarget(h, valueStart: start, reading: componentReads.contains(conversionText)) else { return nil }
        if case .assignment(let equals, let lhs?) = ValueDestination.of(valueAt: start, in: file),
           OverwrittenStores.isOverwritten(lhs, equals: equals, in: file) { return nil }
        if let name = target.name, reapplied.targets.contains(HazardFile.key(h.tree.enclosingType(at: k)?.name, name)) { return nil }
        let place = h.functionName(at: k).map { "in \($0)" } ?? "in a stored property's initial value"
        let resolved = chain.links.contains { $0.name.map { file.codeIs($0, "resolvedColor") } ?? false }
            || enclosingCurrentMaker(h, k) ? " (resolving it with the traits makes it right once, not fresh)" : ""
        let hooks = h.platform == .appkit
            ? "updateLayer, layout or viewDidChangeEffectiveAppearance (with performAsCurrentDrawingAppearance)"
            : "traitCollectionDidChange guarded by hasDifferentColorAppearance, layoutSubviews, or a registerForTraitChanges handler"
        let message = "\(reason): its \(conversionText) \(target.description) \(place) keeps the appearance of that moment\(resolved); set it again in \(hooks)"
        var f = make(h, range, context: target.name, symbol: text, message)
        // The key path an IB document sets: the run names those documents (InspectableDocuments).
        if inspectable != nil { f.inspectableKey = chain.links.first?.name.map { file.text(code: $0) } }
        return f
    }

    /// `@IBInspectable var borderColor: UIColor? { didSet { layer.borderColor = borderColor?.cgColor } }`:
    /// the color every IB document setting the key gives, dynamic or not, is converted once.
    static func inspectableReason(_ chain: MemberChain, before: Int, at k: Int, _ h: HazardFile) -> String? {
        let file = h.file
        guard before == 1, let root = chain.links.first?.name, let setter = h.tree.enclosingFunction(at: k),
              case .function(.accessor(let accessor)) = setter.kind, accessor == .didSet || accessor == .set,
              let name = setter.name, file.codeIs(root, name) else { return nil }
        // The property's `var name`, and `@IBInspectable` among the few tokens before it.
        var j = setter.open - 1
        while j > 0 && j > setter.open - 40 && !(file.codeIs(j, "var") && file.codeIs(j + 1, name)) { j -= 1 }
        guard file.codeIs(j, "var"), (max(0, j - 6)..<j).contains(where: { file.codeIs($0, "IBInspectable") }) else { return nil }
        return "the inspectable \(name) (every IB document that sets it as a user-defined runtime attribute)"
    }

    static func make(_ h: HazardFile, _ range: Range<Int>, context: String?, symbol: String, _ explanation: String) -> Finding {
        var f = Finding(kind: .staleColor, framework: h.platform, range: range, baseRange: range, color: nil, baseColor: nil,
                        context: context, symbol: symbol)
        f.explanation = explanation
        return f
    }

    /// Where the converted value is kept: a property (by its name without `self.`), a Core
    /// Graphics call, a stored property's value; nil for a local value used no further or an
    /// expression that is not stored.
    struct Target {
        var name: String?
        var description: String
    }

    static func storedTarget(_ h: HazardFile, valueStart: Int, reading: Bool) -> Target? {
        let file = h.file
        if reading { return Target(name: nil, description: "components, read") }
        switch ValueDestination.of(valueAt: valueStart, in: file) {
        case .assignment(_, let lhs):
            guard let lhs else { return nil }
            let name = initializedProperty(lhs, h) ?? propertyName(lhs, file)
            if lhs.links.count == 1 && isLocal(lhs.links[0].name!, h) { return followLocal(h, name: file.text(code: lhs.links[0].name!), from: valueStart) }
            return Target(name: name, description: "stored in \(name)")
        case .declaration(let name):
            if h.functionName(at: name) == nil {
                return Target(name: file.text(code: name), description: "stored in the property \(file.text(code: name))")
            }
            return followLocal(h, name: file.text(code: name), from: name + 1)
        case .argument(let callee):
            guard let callee, contextCalls.contains(file.text(code: callee)) else { return nil }
            return Target(name: nil, description: "drawn by \(file.text(code: callee))")
        case .other:
            return nil
        }
    }

    /// A local constant holding the value: the first later use in its function that stores it.
    static func followLocal(_ h: HazardFile, name: String, from: Int) -> Target? {
        let file = h.file
        guard let function = h.tree.enclosingFunction(at: from) else { return nil }
        var k = from
        while k < min(function.close, file.code.count) {
            defer { k += 1 }
            guard file.kind(k) == .identifier, file.codeIs(k, name), !file.isChar(k - 1, "."), !file.isChar(k + 1, ":") else { continue }
            switch ValueDestination.of(valueAt: k, in: file) {
            case .assignment(_, let lhs?) where lhs.links.count >= 2:
                let property = propertyName(lhs, file)
                return Target(name: property, description: "stored in \(property) (through \(name))")
            case .argument(let callee?) where contextCalls.contains(file.text(code: callee)):
                return Target(name: nil, description: "drawn by \(file.text(code: callee)) (through \(name))")
            default:
                continue
            }
        }
        return nil
    }

    /// In a property's initial value (`lazy var ring = { let view = UIView(); view.layer.borderColor = …; return view }()`),
    /// what the closure's local stands for: `ring.layer.borderColor`.
    static func initializedProperty(_ lhs: MemberChain, _ h: HazardFile) -> String? {
        let file = h.file
        guard lhs.links.count >= 2, let root = lhs.links[0].name, h.functionName(at: root) == nil else { return nil }
        var closure: Scope?
        for s in h.tree.ancestors(of: h.tree.scope(at: root)) {
            if case .closure = h.tree.scopes[s].kind { closure = h.tree.scopes[s]; break }
        }
        guard let closure, closure.open >= 2 else { return nil }
        // `var ring: UIView = {` / `lazy var ring = {`: the property's name before `=`.
        guard file.kind(closure.open - 1) == .operator, file.codeIs(closure.open - 1, "="),
              let property = ValueDestination.declaredName(before: closure.open - 1, file) else { return nil }
        // The root is the closure's local that it returns: `let view = …` … `return view`.
        let rootName = file.text(code: root)
        var declaredInside = false, returned = false
        for j in closure.open..<min(closure.close, file.code.count) {
            if file.codeIs(j, "let") || file.codeIs(j, "var"), file.kind(j + 1) == .identifier, file.text(code: j + 1) == rootName { declaredInside = true }
            if file.codeIs(j, "return"), file.codeIs(j + 1, rootName), !file.isChar(j + 2, ".") { returned = true }
        }
        guard declaredInside && returned else { return nil }
        var names = lhs.names(in: file)
        names[0] = file.text(code: property)
        return names.joined(separator: ".")
    }

    /// `self.layer.borderColor` → `layer.borderColor`; optional chaining dropped.
    static func propertyName(_ chain: MemberChain, _ file: SwiftSource) -> String {
        var names = chain.names(in: file)
        if names.first == "self" { names.removeFirst() }
        return names.joined(separator: ".")
    }

    /// A name declared by `let`/`var` in the function holding `k`, before it.
    static func isLocal(_ k: Int, _ h: HazardFile) -> Bool { LocalDeclaration.isLocal(k, in: h.file, tree: h.tree) }

    /// Inside `traitCollection.performAsCurrent { … }` (or AppKit's drawing appearance).
    static func enclosingCurrentMaker(_ h: HazardFile, _ k: Int) -> Bool {
        for s in h.tree.ancestors(of: h.tree.scope(at: k)) {
            let scope = h.tree.scopes[s]
            guard case .closure = scope.kind else { if case .function = scope.kind { return false }; continue }
            let open = scope.open
            if open > 0, RefreshPoints.currentMakers.contains(h.file.text(code: open - 1)) { return true }
            if h.file.isChar(open - 1, ")"), let o = h.file.matchingOpen(open - 1), o > 0,
               RefreshPoints.currentMakers.contains(h.file.text(code: o - 1)) { return true }
        }
        return false
    }

    /// `reappliedTargets(_:)`, worked out on first use.
    final class Reapplied {
        private let file: HazardFile
        private(set) lazy var targets: Set<String> = StaleColorDetector.reappliedTargets(file)
        init(_ file: HazardFile) { self.file = file }
    }

    /// The properties the file's refresh points assign, by type and name without `self.`: a site
    /// of that type storing one of them elsewhere is re-applied when the appearance changes.
    static func reappliedTargets(_ h: HazardFile) -> Set<String> {
        let file = h.file
        var out: Set<String> = []
        for k in 1..<max(1, file.code.count) where file.kind(k) == .operator && file.codeIs(k, "=") && file.isWord(k - 1) {
            guard h.isFresh(at: k), let lhs = MemberChain.ending(at: k - 1, in: file) else { continue }
            out.insert(HazardFile.key(h.tree.enclosingType(at: k)?.name, propertyName(lhs, file)))
        }
        return out
    }

    static let examples: [DetectorExample] = StaleColorExamples.all
}
