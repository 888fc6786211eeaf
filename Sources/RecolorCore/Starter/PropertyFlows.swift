/// The role of a color assigned to an app's own stored color property, read from what the
/// declaring type does with the property: dhp-ios-app's `GradientView` declares
/// `var primaryColor: UIColor = UIColor.white` and its `updateView()` does
/// `self.backgroundColor = primaryColor`, so `card.primaryColor = UIColor.black` (the credential
/// card's data default) is the card's fill; `primaryColor` names no role, and read as text the
/// black became `label`, a white card in Dark Mode (session 33's held-out check, V2).
///
/// Read at `init` only, for findings whose context names no role and is a property the tree
/// declares as a stored `var NAME: UIColor`-like property with a body that assigns it whole to
/// one role's property (`ParameterFlows.flow`). Declared twice with different uses: nothing.
enum PropertyFlows {
    static func annotated(_ result: RunResult, run: RunOptions?) -> RunResult {
        var wanted: [String: [(file: Int, report: Int)]] = [:]
        for (f, content) in result.files.enumerated() where content.kind == .swift {
            for (n, r) in content.reports.enumerated() where !r.finding.kind.isHazard && r.finding.flowsInto == nil {
                guard let name = r.finding.context, name.first?.isLowercase == true,
                      ColorRole(finding: r.finding) == .color, name.allSatisfy({ $0.isLetter || $0.isNumber }) else { continue }
                wanted[name, default: []].append((f, n))
            }
        }
        guard !wanted.isEmpty else { return result }
        var flows: [String: String?] = [:]
        let callees = Set(wanted.keys)
        for file in ParameterFlows.declaringFiles(needles: callees.map { Array("var \($0)".utf8) }, result: result, known: [:], run: run) {
            for (name, property) in uses(in: file, names: callees) {
                if let seen = flows[name], seen != property { flows[name] = .some(nil) } else { flows[name] = property }
            }
        }
        var out = result
        for (name, sites) in wanted {
            guard let found = flows[name], let property = found else { continue }
            for s in sites { out.files[s.file].reports[s.report].finding.flowsInto = property }
        }
        return out
    }

    /// `NAME` → the role property it flows into, for each stored color property of `names` the
    /// file declares in a type (`var NAME: UIColor = …`, `NSColor`, `Color`, optional or not):
    /// read over the enclosing type's body.
    static func uses(in file: SwiftSource, names: Set<String>) -> [(String, String?)] {
        var out: [(String, String?)] = []
        let colorTypes: Set<String> = ["UIColor", "NSColor", "Color", "CGColor"]
        var k = 0
        while k + 3 < file.code.count {
            defer { k += 1 }
            guard file.codeIs(k, "var"), file.isWord(k + 1), names.contains(file.text(code: k + 1)),
                  file.isChar(k + 2, ":"), colorTypes.contains(file.text(code: k + 3)) else { continue }
            // The type's body: the nearest `{` before the declaration whose group holds it.
            var open = k - 1
            while open >= 0, !(file.isChar(open, "{") && (file.matchingClose(open) ?? -1) > k) { open -= 1 }
            guard open >= 0, let close = file.matchingClose(open), isTypeBody(open, in: file) else { continue }
            out.append((file.text(code: k + 1), ParameterFlows.flow(of: file.text(code: k + 1), body: k + 1, end: close, in: file)))
        }
        return out
    }

    /// Whether the `{` at `open` opens a class, struct, enum or extension (its header's keyword within 12 tokens).
    static func isTypeBody(_ open: Int, in file: SwiftSource) -> Bool {
        var n = open - 1
        while n >= 0, open - n <= 12 {
            if ["class", "struct", "enum", "extension", "actor"].contains(where: { file.codeIs(n, $0) }) { return true }
            if file.isChar(n, "{") || file.isChar(n, "}") || ["func", "var", "let", "init", "in"].contains(where: { file.codeIs(n, $0) }) { return false }
            n -= 1
        }
        return false
    }
}
