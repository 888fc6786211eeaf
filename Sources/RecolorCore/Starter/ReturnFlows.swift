/// The role a color returned by the app's own function plays, read from where the function's
/// calls go: Hakumai's `UIHelper.debugMessageBgColor()` returns `NSColor(hex: "#101010")`, a
/// cell's private `color(for:)` returns that call, and `configure` does `coloredView.fillColor =
/// color(for: message)`: the near-black is a badge's fill. Read "as color", init inverted its
/// lightness to #D6D6D6 under the badge's white label, 1.45:1 in Dark (session 29's review, B4);
/// written directly (`fillColor = UIHelper.debugMessageBgColor()`) its role was already read.
///
/// Read at `init` only, for the findings that say no role (as `ParameterFlows`): a finding
/// returned by a `func` takes the role of the property every call of that function that says
/// one is assigned to whole (`x.fillColor = f(…)`, `.cgColor` allowed); a call itself returned by
/// another function passes that function's role on (up to `hops`). A call counts only where it is
/// the same type's function: unqualified in a body of that type (any of its extensions), through
/// `self.`, or through the type's name; another value's `f(…)` may be another type's function of
/// the same name. Calls of several roles say nothing.
enum ReturnFlows {
    /// How many functions a color may be returned through.
    static let hops = 3

    /// A function by name and owning type's last name component (nil: a free function).
    struct Function: Hashable {
        var name: String
        var type: String?
    }

    /// `result` with `flowsInto` set on each finding a function returns whose calls take one role.
    static func annotated(_ result: RunResult, run: RunOptions?) -> RunResult {
        var wanted: [Function: [(file: Int, report: Int)]] = [:]
        var sources: [String: SwiftSource] = [:]
        for (f, content) in result.files.enumerated() where content.kind == .swift {
            guard content.reports.contains(where: { !$0.finding.kind.isHazard && ColorRole(finding: $0.finding) == .color }) else { continue }
            let file = SwiftSource(path: content.path, bytes: content.bytes)
            sources[content.path] = file
            let tree = SyntaxTree(file)
            for (n, r) in content.reports.enumerated() where !r.finding.kind.isHazard && ColorRole(finding: r.finding) == .color {
                let k = file.codeIndex(atOrAfter: r.finding.range.lowerBound)
                guard let function = returningFunction(at: k, in: file, tree: tree) else { continue }
                wanted[function, default: []].append((f, n))
            }
        }
        guard !wanted.isEmpty else { return result }
        var index = CallIndex(result: result, known: sources, run: run)
        var out = result
        for (function, sites) in wanted {
            var seen: Set<Function> = []
            guard let property = flow(of: function, hops: hops, index: &index, seen: &seen) else { continue }
            for s in sites { out.files[s.file].reports[s.report].finding.flowsInto = property }
        }
        return out
    }

    /// Where the calls of `function` are assigned whole, through returning functions (`contrast`:
    /// the color a function returns is set on the view its call is assigned to).
    static func assignedCalls(of function: Function, hops: Int = hops, index: inout CallIndex, seen: inout Set<Function>) -> [(path: String, start: Int)] {
        guard hops > 0, seen.insert(function).inserted else { return [] }
        var out: [(path: String, start: Int)] = []
        for call in index.calls(of: function) {
            switch call {
            case .assigned(_, let path, let start): out.append((path, start))
            case .returned(let outer): out += assignedCalls(of: outer, hops: hops - 1, index: &index, seen: &seen)
            }
        }
        return out
    }

    /// The property `function`'s calls are assigned to when they name one role, else nil.
    static func flow(of function: Function, hops: Int, index: inout CallIndex, seen: inout Set<Function>) -> String? {
        guard hops > 0, seen.insert(function).inserted else { return nil }
        var found: String?
        var roles: Set<ColorRole> = []
        for call in index.calls(of: function) {
            var property: String?
            switch call {
            case .assigned(let p, _, _): property = p
            case .returned(let outer):
                var inner = seen
                property = flow(of: outer, hops: hops - 1, index: &index, seen: &inner)
            }
            guard let property else { continue }
            let role = ColorRole(context: property)
            guard role != .color else { continue }
            roles.insert(role)
            if found == nil { found = property }
        }
        return roles.count == 1 ? found : nil
    }

    /// The `func` whose body returns the expression starting at code index `k` (after `return`, or
    /// a `case` body), through `if`, `switch` and other blocks but never a closure.
    static func returningFunction(at k: Int, in file: SwiftSource, tree: SyntaxTree) -> Function? {
        guard ComputedMemberUses.isReturned(k, in: file) else { return nil }
        var index = tree.scope(at: k)
        for _ in 0..<12 {
            let scope = tree.scopes[index]
            switch scope.kind {
            case .function(.func):
                guard let name = scope.name else { return nil }
                return Function(name: name, type: tree.enclosingType(at: scope.open).flatMap(\.name).map(lastComponent))
            case .block: break
            default: return nil
            }
            guard let parent = scope.parent else { return nil }
            index = parent
        }
        return nil
    }

    static func lastComponent(_ name: String) -> String { name.split(separator: ".").last.map(String.init) ?? name }

    /// Where one call of a function goes.
    enum Call {
        /// Assigned whole to a property (`coloredView.fillColor = color(for: m)`): its name, and the
        /// file and code index where the call's expression starts.
        case assigned(String, path: String, start: Int)
        /// Returned whole by another function.
        case returned(Function)
    }

    /// The calls of the run's functions, read from the run's files and, given the run, the tree's
    /// Swift files that name the function followed by `(`.
    struct CallIndex {
        var files: [SwiftSource] = []
        var trees: [Int: SyntaxTree] = [:]
        var memo: [Function: [Call]] = [:]

        init(files: [SwiftSource]) { self.files = files }

        init(result: RunResult, known: [String: SwiftSource], run: RunOptions?) {
            var seen: Set<String> = []
            for content in result.files where content.kind == .swift {
                seen.insert(content.path)
                files.append(known[content.path] ?? SwiftSource(path: content.path, bytes: content.bytes))
            }
            guard let run else { return }
            var walker = FileWalker(excludes: run.excludes, cwd: run.cwd)
            walker.tableExcludes = TableExcludes(configuration: run.configuration, cwd: run.cwd)
            for path in walker.collect(run.paths, threads: run.threads).files where path.hasSuffix(".swift") && !seen.contains(path) {
                let disk = path.hasPrefix("/") ? path : PathText.join(run.cwd, path)
                guard case .success(let bytes) = TextFile.read(disk, shownAs: path) else { continue }
                files.append(SwiftSource(path: path, bytes: bytes, diskPath: disk))
            }
        }

        mutating func calls(of function: Function) -> [Call] {
            if let known = memo[function] { return known }
            let needle = Array("\(function.name)(".utf8)
            var out: [Call] = []
            for (n, file) in files.enumerated() where file.bytes.containsSequence(needle) {
                if trees[n] == nil { trees[n] = SyntaxTree(file) }
                out += ReturnFlows.calls(of: function, in: file, tree: trees[n]!)
            }
            memo[function] = out
            return out
        }
    }

    /// The calls of `function` in `file` that are the whole value assigned or returned.
    static func calls(of function: Function, in file: SwiftSource, tree: SyntaxTree) -> [Call] {
        var out: [Call] = []
        for j in 1..<max(1, file.code.count) where file.codeIs(j, function.name) && file.isChar(j + 1, "(") && !file.codeIs(j - 1, "func") {
            // The same type's function: unqualified or `self.` in its body, or through its name.
            var start = j
            if file.isChar(j - 1, "."), file.isWord(j - 2) {
                let qualifier = file.text(code: j - 2)
                if qualifier == "self" {
                    guard tree.enclosingType(at: j).flatMap(\.name).map(lastComponent) == function.type else { continue }
                } else {
                    guard qualifier == function.type, !file.isChar(j - 3, ".") || file.isWord(j - 4) && !file.codeIs(j - 4, "self") else { continue }
                }
                start = j - 2
                // `Outer.Type.f(`: back over the type's path.
                while file.isChar(start - 1, "."), file.isWord(start - 2), file.text(code: start - 2).first?.isUppercase == true { start -= 2 }
            } else if file.isChar(j - 1, ".") {
                continue
            } else {
                guard tree.enclosingType(at: j).flatMap(\.name).map(lastComponent) == function.type else { continue }
            }
            guard let close = file.matchingClose(j + 1) else { continue }
            // The whole value: nothing chained on it but its conversion to a layer's CGColor.
            var end = close
            if file.isChar(end + 1, "."), file.codeIs(end + 2, "cgColor") { end += 2 }
            guard end + 1 >= file.code.count || file.lineBreakBetween(end, end + 1) || file.isChar(end + 1, ";") || file.isChar(end + 1, "}") else { continue }
            if file.kind(start - 1) == .operator, file.isChar(start - 1, "="), file.isWord(start - 2) {
                out.append(.assigned(file.text(code: start - 2), path: file.path, start: start))
            } else if let outer = returningFunction(at: start, in: file, tree: tree) {
                out.append(.returned(outer))
            }
        }
        return out
    }
}
