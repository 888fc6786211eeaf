/// The one forward pass that finds a file's scopes: a stack of the open groups (`(`, `[`, `{`,
/// `\(`) as the lexer paired them, and a stack of the open scopes. Each `{` is classified once,
/// from the tokens before it at its own bracket level (`ScopeHead`), so the pass is linear.
struct ScopeBuilder {
    let file: SwiftSource
    private(set) var scopes: [Scope] = []
    private(set) var scopeOfToken: [Int32] = []

    init(_ file: SwiftSource) {
        self.file = file
    }

    /// A scope while its `}` is not yet known.
    private struct Draft {
        var head: ScopeHead.Reading
        var parent: Int?
        var open: Int
        var close: Int
    }

    mutating func build() {
        let code = file.code
        let count = code.count
        var drafts = [Draft(head: ScopeHead.Reading(kind: .file, declarationStart: 0, keywordToken: -1), parent: nil, open: -1, close: count)]
        var owner = [Int32](repeating: 0, count: count)
        var groups: [Int] = []
        var open: [Int] = [0]
        let reader = ScopeHead(file: file)
        for k in 0..<count {
            let t = code[k]
            if t.kind == .stringInterpolationOpen {
                groups.append(k)
            } else if t.kind == .punct && t.length == 1 {
                switch file.bytes[t.begin] {
                case UInt8(ascii: "{"):
                    let parent = open[open.count - 1]
                    // A `{` in parentheses or brackets is a closure's (`f(x: { … })`, `[{ … }]`).
                    let inExpression = groups.last.map { !file.isChar($0, "{") } ?? false
                    let head = inExpression
                        ? ScopeHead.Reading(kind: .closure, declarationStart: k, keywordToken: k)
                        : reader.read(braceAt: k, parent: drafts[parent].head)
                    drafts.append(Draft(head: head, parent: parent, open: k, close: count))
                    open.append(drafts.count - 1)
                    groups.append(k)
                    owner[k] = Int32(drafts.count - 1)
                    continue
                case UInt8(ascii: "("), UInt8(ascii: "["):
                    groups.append(k)
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    guard let partner = file.matchingOpen(k) else { break }
                    while let g = groups.last, g > partner { groups.removeLast() }
                    if groups.last == partner { groups.removeLast() }
                    // Scopes opened inside the group and never closed end with the file.
                    while open.count > 1, drafts[open[open.count - 1]].open > partner { open.removeLast() }
                    if open.count > 1, drafts[open[open.count - 1]].open == partner {
                        let scope = open.removeLast()
                        drafts[scope].close = k
                        owner[k] = Int32(scope)
                        continue
                    }
                default:
                    break
                }
            }
            owner[k] = Int32(open[open.count - 1])
        }
        scopeOfToken = owner
        scopes = drafts.map { d in
            Scope(kind: d.head.kind, name: d.head.name, nameToken: d.head.nameToken, inherited: d.head.inherited,
                  modifiers: d.head.modifiers, parent: d.parent, declarationStart: d.head.declarationStart,
                  keywordToken: d.head.keywordToken, open: d.open, close: d.close)
        }
    }
}
