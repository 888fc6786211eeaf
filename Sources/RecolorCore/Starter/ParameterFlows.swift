/// The role a color passed to the app's own function plays, read from what the function does
/// with the parameter: Zap's `Style.Label.custom(color: .white)` is declared
/// `static func custom(color: UIColor = .black, …)` and its body does `$0.textColor = color`,
/// so `.white` there is text, whatever the label says (`color` names no role; read as one,
/// white became the background token: black text on the app's navy in Dark Mode).
///
/// Read at `init` only, for the findings whose context names no role: the arguments' callees
/// are looked up among the run's files and, given the run, the tree's files that declare a
/// function of that name. A function declared twice with different uses says nothing.
enum ParameterFlows {
    /// `result` with `flowsInto` set on each finding passed to a parameter whose function body
    /// assigns it to one role's property (`textColor`) or passes it under one role's label.
    static func annotated(_ result: RunResult, run: RunOptions?) -> RunResult {
        // (callee, label) → the reports passed there.
        var wanted: [String: [(file: Int, report: Int)]] = [:]
        var sources: [String: SwiftSource] = [:]
        for (f, content) in result.files.enumerated() where content.kind == .swift {
            var file: SwiftSource?
            for (n, r) in content.reports.enumerated() where !r.finding.kind.isHazard {
                guard let label = r.finding.context else { continue }
                // A default under a role's label (`backgroundColor: UIColor = .white`) is read only
                // for a picture's color (`ImageFilterColors.parameterFlow`): its label says the rest.
                let roleless = ColorRole(finding: r.finding) == .color
                if file == nil { file = SwiftSource(path: content.path, bytes: content.bytes) }
                if !roleless {
                    let k = file!.codeIndex(atOrAfter: r.finding.range.lowerBound)
                    guard k >= 4, file!.codeIs(k - 1, "=") else { continue }
                }
                guard let callee = callee(of: r.finding, label: label, in: file!) else { continue }
                // A parameter's default is named by the parameter's own name (`withColor color: UIColor = .black`
                // has context `color`): keyed apart from argument labels (`uses` gives both).
                let isDefault = file!.codeIs(file!.codeIndex(atOrAfter: r.finding.range.lowerBound) - 1, "=")
                wanted["\(callee)|\(isDefault ? "=" : "")\(label)", default: []].append((f, n))
            }
            if let file { sources[content.path] = file }
        }
        guard !wanted.isEmpty else { return result }
        let callees = Set(wanted.keys.map { String($0.split(separator: "|")[0]) })
        var flows: [String: String?] = [:]
        var passes: [String: Set<String>] = [:]
        for file in declaringFiles(callees, result: result, known: sources, run: run) {
            for use in uses(in: file, callees: callees) {
                passes[use.key, default: []].formUnion(use.passedOn)
                // An overload that forwards the parameter to its namesake (dhp's three `encode(for:…
                // color:backgroundColor:)`), or a function that only passes it on, says nothing of its
                // own: the one it forwards to does.
                if forwardsToNamesake(use) || use.property == nil && !use.passedOn.isEmpty { continue }
                if let seen = flows[use.key], seen != use.property { flows[use.key] = .some(nil) } else { flows[use.key] = use.property }
            }
        }
        followOneHop(&flows, passes: passes, result: result, known: sources, run: run)
        var out = result
        for (key, sites) in wanted {
            // Where the body of the tree's function says no one role (the parameter passed on), the
            // function's own name may: `setLoadingSpinnerColor(to: .white)` is a tint, not the
            // background its value's catch-all gave (a black spinner on an always-dark menu in Dark
            // Mode: session 20 audit F3). Only the tree's functions: a framework's (`.shadow(color:)`)
            // is read where it is called (FixedIntentReader), and a role given here that its rule's
            // context cannot tell apart took Lunar's SwiftUI shadows out of their keep rule.
            let callee = String(key.split(separator: "|")[0])
            guard let found = flows[key], let property = found ?? (ColorRole(context: callee) != .color ? callee : nil) else { continue }
            for s in sites where property == ImageFilterColors.parameterFlow || ColorRole(finding: out.files[s.file].reports[s.report].finding) == .color {
                out.files[s.file].reports[s.report].finding.flowsInto = property
            }
        }
        return out
    }

    /// A parameter whose function does nothing with it but pass it on whole to another function of
    /// the tree (`fetchQRCodeImage(color: UIColor = .black)` calling `encode(for:color: color)`)
    /// flows where that function's parameter does, one hop, when that is into a picture
    /// (`ImageFilterColors.parameterFlow`): dhp-ios-app's caller default `.black` went `label`
    /// while the encoder's own defaults were kept, white modules on the kept white (session 33, V1).
    static func followOneHop(_ flows: inout [String: String?], passes: [String: Set<String>], result: RunResult,
                             known: [String: SwiftSource], run: RunOptions?) {
        let open = passes.filter { key, next in !next.isEmpty && (flows[key] ?? nil) == nil }
        guard !open.isEmpty else { return }
        let nextKeys = Set(open.values.joined())
        let nextCallees = Set(nextKeys.map { String($0.split(separator: "|")[0]) })
        var next: [String: String?] = [:]
        for file in declaringFiles(nextCallees, result: result, known: known, run: run) {
            for use in uses(in: file, callees: nextCallees) where nextKeys.contains(use.key) && !forwardsToNamesake(use) && (use.property != nil || use.passedOn.isEmpty) {
                if let seen = next[use.key], seen != use.property { next[use.key] = .some(nil) } else { next[use.key] = use.property }
            }
        }
        for (key, targets) in open where targets.allSatisfy({ (next[$0] ?? nil) == ImageFilterColors.parameterFlow }) {
            flows[key] = ImageFilterColors.parameterFlow
        }
    }

    /// Whether a declaration passes the parameter on to a function of its own name (an overload).
    static func forwardsToNamesake(_ use: (key: String, property: String?, passedOn: [String])) -> Bool {
        guard let bar = use.key.firstIndex(of: "|") else { return false }
        let prefix = use.key[...bar]
        return use.passedOn.contains { $0.hasPrefix(prefix) }
    }

    /// The function a labeled argument is passed to: `custom` of `Style.Label.custom(color: .white)`;
    /// or the function whose parameter's default it is (`func custom(color: UIColor = .black)`).
    static func callee(of finding: Finding, label: String, in file: SwiftSource) -> String? {
        let k = file.codeIndex(atOrAfter: finding.range.lowerBound)
        if k >= 4, file.codeIs(k - 1, "=") { return function(declaringDefault: k, label: label, in: file) }
        return callee(ofArgument: k, label: label, in: file)
    }

    /// The function called with the argument at code index `k` under `label` (`custom(color: k)`).
    static func callee(ofArgument k: Int, label: String, in file: SwiftSource) -> String? {
        guard k >= 3, file.isChar(k - 1, ":"), file.codeIs(k - 2, label) else { return nil }
        // Back to the `(` of the call at this argument's level.
        var j = k - 3
        var steps = 0
        while j >= 0, steps < 400 {
            steps += 1
            if file.isChar(j, ")") || file.isChar(j, "]") || file.isChar(j, "}"), let open = file.matchingOpen(j) { j = open - 1; continue }
            if file.isChar(j, "(") { break }
            if file.isChar(j, "[") || file.isChar(j, "{") { return nil }
            j -= 1
        }
        guard j > 0, file.isChar(j, "("), file.isWord(j - 1), file.code[j].begin == file.code[j - 1].end else { return nil }
        let name = file.text(code: j - 1)
        guard name.first?.isLowercase == true else { return nil }  // a type's initializer: its stored properties say
        return name
    }

    /// `custom` when code index `k` is the default of the parameter labeled `label` in the
    /// parameter clause of `func custom(…)`.
    static func function(declaringDefault k: Int, label: String, in file: SwiftSource) -> String? {
        // Back over the type to the parameter's start: `(` or `,` at the clause's level.
        var j = k - 2
        var steps = 0
        while j >= 0, steps < 40, !file.isChar(j, "("), !file.isChar(j, ",") {
            if file.isChar(j, ")") || file.isChar(j, "]") || file.isChar(j, ">"), let open = file.matchingOpen(j) { j = open }
            if file.isChar(j, "{") || file.isChar(j, "}") || file.codeIs(j, "=") { return nil }
            j -= 1
            steps += 1
        }
        // `label: T = X`, `label name: T = X`, or the parameter's own name after its label (`withColor color:
        // UIColor = .black`, a finding's context: Concordium's shadow default read as a color, session 30's A3).
        guard j >= 0, file.codeIs(j + 1, label) && (file.isChar(j + 2, ":") || file.isWord(j + 2) && file.isChar(j + 3, ":"))
                || file.isWord(j + 1) && file.codeIs(j + 2, label) && file.isChar(j + 3, ":") else { return nil }
        // The clause's `(`: the nearest before whose group holds `k`.
        var open = j
        while open >= 0, !(file.isChar(open, "(") && (file.matchingClose(open) ?? -1) > k) {
            if k - open > 400 { return nil }
            open -= 1
        }
        guard open >= 1 else { return nil }
        var name = open - 1
        if file.isChar(name, ">"), let o = file.matchingOpen(name) { name = o - 1 }
        guard name >= 1, file.isWord(name), file.codeIs(name - 1, "func") else { return nil }
        return file.text(code: name)
    }

    /// The run's files and, given the run, the tree's Swift files whose bytes declare one of `callees`.
    static func declaringFiles(_ callees: Set<String>, result: RunResult, known: [String: SwiftSource], run: RunOptions?) -> [SwiftSource] {
        declaringFiles(needles: callees.map { Array("func \($0)".utf8) }, result: result, known: known, run: run)
    }

    /// The run's files and, given the run, the tree's Swift files whose bytes hold one of `needles`
    /// (`func NAME`; `PropertyFlows`' `var NAME`).
    static func declaringFiles(needles: [[UInt8]], result: RunResult, known: [String: SwiftSource], run: RunOptions?) -> [SwiftSource] {
        func declares(_ bytes: [UInt8]) -> Bool { needles.contains { bytes.containsSequence($0) } }
        var out: [SwiftSource] = []
        var seen: Set<String> = []
        for content in result.files where content.kind == .swift && declares(content.bytes) {
            seen.insert(content.path)
            out.append(known[content.path] ?? SwiftSource(path: content.path, bytes: content.bytes))
        }
        guard let run else { return out }
        var walker = FileWalker(excludes: run.excludes, cwd: run.cwd)
        walker.tableExcludes = TableExcludes(configuration: run.configuration, cwd: run.cwd)
        for path in walker.collect(run.paths, threads: run.threads).files where path.hasSuffix(".swift") && !seen.contains(path) {
            let disk = path.hasPrefix("/") ? path : PathText.join(run.cwd, path)
            guard case .success(let bytes) = TextFile.read(disk, shownAs: path), declares(bytes) else { continue }
            out.append(SwiftSource(path: path, bytes: bytes, diskPath: disk))
        }
        return out
    }

    /// `callee|label` → the property the parameter flows into (nil: uses of several roles, or none
    /// of a role), for each declaration of one of `callees` in `file`.
    static func uses(in file: SwiftSource, callees: Set<String>) -> [(key: String, property: String?, passedOn: [String])] {
        var out: [(key: String, property: String?, passedOn: [String])] = []
        var k = 0
        while k + 2 < file.code.count {
            defer { k += 1 }
            guard file.codeIs(k, "func"), file.isWord(k + 1), callees.contains(file.text(code: k + 1)) else { continue }
            let callee = file.text(code: k + 1)
            // The parameter clause, past generic parameters.
            var open = k + 2
            while open < file.code.count, open - k < 40, !file.isChar(open, "(") { open += 1 }
            guard file.isChar(open, "("), let close = file.matchingClose(open) else { continue }
            // The body: the first `{` after the clause, over the result type and effects.
            var body = close + 1
            while body < file.code.count, body - close < 60, !file.isChar(body, "{") {
                if file.isChar(body, "(") || file.isChar(body, "["), let c = file.matchingClose(body) { body = c }
                body += 1
            }
            guard file.isChar(body, "{"), let end = file.matchingClose(body) else { continue }
            for (label, name) in parameters(open, close, in: file) {
                out.append(("\(callee)|\(label)", flow(of: name, body: body, end: end, in: file), passedOn(name, body: body, end: end, in: file)))
            }
            // Each parameter by its own name, for its default (`=name`).
            for p in ParameterClause.parameters(open, close, in: file) {
                guard let name = p.name else { continue }
                out.append(("\(callee)|=\(name)", flow(of: name, body: body, end: end, in: file), passedOn(name, body: body, end: end, in: file)))
            }
        }
        return out
    }

    /// The parameters of the clause `open`…`close` as (argument label, name), labeled ones only.
    static func parameters(_ open: Int, _ close: Int, in file: SwiftSource) -> [(String, String)] {
        ParameterClause.parameters(open, close, in: file).compactMap { p in p.label.flatMap { label in p.name.map { (label, $0) } } }
    }

    /// `callee|label` of each call the body passes `name` to whole (`encode(for: s, color: color)`).
    static func passedOn(_ name: String, body: Int, end: Int, in file: SwiftSource) -> [String] {
        var out: [String] = []
        for t in (body + 1)..<end where file.codeIs(t, name) && file.isChar(t - 1, ":") && file.isWord(t - 2) && (file.isChar(t + 1, ")") || file.isChar(t + 1, ",")) {
            let label = file.text(code: t - 2)
            if let callee = callee(ofArgument: t, label: label, in: file) { out.append("\(callee)|\(label)") }
        }
        return out
    }

    /// The property `name` is assigned to (`$0.textColor = color`) or passed under
    /// (`.foregroundColor: color`) in the body, when every such use names one role; nil otherwise.
    static func flow(of name: String, body: Int, end: Int, in file: SwiftSource) -> String? {
        var found: String?
        var roles: Set<ColorRole> = []
        var intoImage = false
        for t in (body + 1)..<end where file.codeIs(t, name) && !file.isChar(t - 1, ".") {
            // Made a Core Image color (`CIColor(color: color)`, `CIColor(cgColor: color.cgColor)`):
            // drawn into the picture a filter makes (dhp-ios-app's QR encoder paints its modules and
            // background through CIFalseColor; made systemBackground, a code made in Dark Mode was
            // black on black: session 33's held-out check, V1).
            if ImageFilterColors.isCoreImageConversion(file, argument: t) {
                intoImage = true
                continue
            }
            // Filled into a drawing (`color.setFill()`, `context.setFillColor(color.cgColor)`): a fill, the
            // surface of the image drawn (Lush Player's search field: `UIImage.block(with: #333333-ish)` filled
            // a bitmap set as the field's background under white text; read as "with", it got a light
            // dark #BBBBBB, ≈1.9:1: session 30's review, A7).
            if file.isChar(t + 1, "."), file.codeIs(t + 2, "setFill"), file.isChar(t + 3, "("), file.isChar(t + 4, ")") {
                roles.insert(ColorRole(context: "setFill"))
                if found == nil { found = "setFill" }
                continue
            }
            if file.isChar(t - 1, "("), file.codeIs(t - 2, "setFillColor") {
                roles.insert(ColorRole(context: "setFillColor"))
                if found == nil { found = "setFillColor" }
                continue
            }
            // The whole value: nothing chained or called on it, but for its conversion to a layer's
            // CGColor (`layer.shadowColor = color.cgColor`: Rocket.Chat's banner shadow default,
            // read as text, gave Dark Mode a white glow: session 18's audit F7).
            let converted = file.isChar(t + 1, ".") && file.codeIs(t + 2, "cgColor")
            let after = converted ? t + 3 : t + 1
            guard !file.isChar(after, "."), !file.isChar(after, "("), !file.isChar(after, "?") else { continue }
            let target: String?
            if file.codeIs(t - 1, "="), file.isWord(t - 2) {
                target = file.text(code: t - 2)
            } else if file.isChar(t - 1, ":"), file.isWord(t - 2) {
                target = file.text(code: t - 2)
            } else {
                target = nil
            }
            guard let target else { continue }
            let role = ColorRole(context: target)
            guard role != .color else { continue }
            roles.insert(role)
            if found == nil { found = target }
        }
        if intoImage { return roles.isEmpty ? ImageFilterColors.parameterFlow : nil }
        return roles.count == 1 ? found : nil
    }
}
