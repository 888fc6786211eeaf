#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A SwiftUI container whose background is declined where it ships (`VStack { EditorHeader(); … }
/// .background(.white)` in a macOS package) draws the views it instantiates on that background,
/// which stays as written: their text is declined with it, as a pair's other side is
/// (`DeclinedPairs`), across files. Nook's Boosts code editor (session 25 review, F12): the panel's
/// white stayed (declined, `Color(uiColor:)` on macOS) while its header, another view in another
/// file, had its `.black.opacity(0.85)` "Back" rewritten to a token whose dark is #F2F2F2D9:
/// near-white on white in Dark (~1.1:1).
/// A child view that paints a background of its own (a mapped one) is drawn on that, not on
/// the container's: its text is left to its own pair.
enum DeclinedContainers {
    /// Declines, in the Swift outcomes, the mapped text and tint findings of the view types that
    /// a container with a background declined where it ships instantiates in its content
    /// (two levels down). Reads files only when such a decline exists.
    static func declineContents(_ outcomes: inout [FileOutcome]) {
        var containers: [(file: Int, names: Set<String>, reason: String)] = []
        for (n, outcome) in outcomes.enumerated() {
            guard case .found(let result) = outcome,
                  result.reports.contains(where: { r in r.resolution.declined.map(DeclinedPairs.isWhereItShips) ?? false && isBackground(r) }) else { continue }
            let file = SwiftSource(path: result.path, bytes: result.bytes, diskPath: result.diskPath)
            let braces = EnclosingBraces(file), chains = ChainRoots(file)
            for r in result.reports where r.resolution.declined.map(DeclinedPairs.isWhereItShips) ?? false && isBackground(r) {
                let k = file.codeIndex(atOrAfter: r.finding.range.lowerBound)
                guard let site = UseSite.of(k, in: file, braces: braces, chains: chains), site.role == .background,
                      case .chain(let root) = site.place, let body = InferredPairs.contentClosure(of: root, in: file) else { continue }
                let names = instantiated(in: body, file: file)
                guard !names.isEmpty else { continue }
                containers.append((n, names, "drawn inside a view whose background, \(r.text) (\(result.path):\(r.line)), stays as written: \(r.resolution.declined!)"))
            }
        }
        guard !containers.isEmpty else { return }
        var pending = containers.map { (names: $0.names, reason: $0.reason, depth: 0) }
        var done: Set<String> = []
        while let next = pending.popLast() {
            for (n, outcome) in outcomes.enumerated() {
                guard case .found(var result) = outcome else { continue }
                let wanted = next.names.filter { !done.contains($0) && declares($0, in: result.bytes) }
                guard !wanted.isEmpty else { continue }
                let file = SwiftSource(path: result.path, bytes: result.bytes, diskPath: result.diskPath)
                let tree = SyntaxTreeMemo(file: file).tree
                var changed = false
                for scope in tree.scopes where scope.isType {
                    guard let name = scope.name, wanted.contains(name), let close = file.matchingClose(scope.open) else { continue }
                    done.insert(name)
                    let inside = { (r: Report) in
                        let k = file.codeIndex(atOrAfter: r.finding.range.lowerBound)
                        return scope.open < k && k < close
                    }
                    // A view painting its own background: its text is on that.
                    if result.reports.contains(where: { inside($0) && $0.resolution.isMapped && isBackground($0) }) { continue }
                    for i in result.reports.indices where result.reports[i].resolution.isMapped && inside(result.reports[i]) && isForeground(result.reports[i]) {
                        result.reports[i].resolution.declined = next.reason
                        changed = true
                    }
                    if next.depth < 1 {
                        let inner = instantiated(in: scope.open + 1..<close, file: file)
                        if !inner.isEmpty { pending.append((inner, next.reason, next.depth + 1)) }
                    }
                }
                if changed { outcomes[n] = .found(result) }
            }
        }
    }

    static func isBackground(_ r: Report) -> Bool {
        switch ColorRole(finding: r.finding) {
        case .background, .fill: return true
        default: return false
        }
    }

    static func isForeground(_ r: Report) -> Bool {
        switch ColorRole(finding: r.finding) {
        case .text, .tint: return true
        default: return false
        }
    }

    /// The type names the code in `range` instantiates as views standing as statements
    /// (`EditorHeader()`, `Row(item: x)`, `Card { … }`): capitalized words first in their line.
    static func instantiated(in range: Range<Int>, file: SwiftSource) -> Set<String> {
        var out: Set<String> = []
        for k in range where file.kind(k) == .identifier && file.firstByte(k).isUppercaseASCII
            && (file.isChar(k + 1, "(") || file.isChar(k + 1, "{")) && InferredPairs.startsStatement(k, in: file) {
            out.insert(file.text(code: k))
        }
        return out
    }

    /// Whether the bytes may declare a type `name` (`struct Name`), before tokenizing them.
    static func declares(_ name: String, in bytes: [UInt8]) -> Bool {
        ByteFinder("struct " + name).occurs(in: bytes)
    }
}
