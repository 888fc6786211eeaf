#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// SwiftUI view types whose `body` paints a surface, declared in one file and drawn in another:
/// - a wrapper (`struct ToastView<Content: View>` whose body is `content.padding().background(…)`
///   or `HStack { content }.background(…)`): what a use writes in its content closure
///   (`ToastView { Text(…).foregroundStyle(.white) }`) is drawn over that paint;
/// - a surface (`struct Backdrop: View { var body: some View { Color.navy } }`, a `.fill(…)` or
///   `.background(…)` chain standing as the body): a layer where a `ZStack` holds it.
/// Read per file, the text in Nook's `ToastView { … }` and over its sidebar's backdrop had no
/// background (session 25 audit F19's remainder): the index pairs them with the declaring file's
/// color, that file:line cited as the background's.
/// A surface passed as a chain's background (`.background(GlassBackground())`) is that chain's
/// background: vonage-video's toast drew its black text on `GlassBackground`'s fill of the set
/// `tertiary` (#B3B3B3 in dark); unread, the text became `Color.primary`, white on it at 2.1:1
/// (session 34's held-out check, V6).
struct DeclaredSurfaces {
    struct Surface {
        /// The paint: each token (a translucent one at its written opacity) and where it is written.
        var backgrounds: [(token: String, file: String, line: Int)] = []
        /// Whether the body draws its content over the paint (a wrapper), else the body is the paint.
        var wraps = false
    }

    /// By type name: each file declaring it, with its reading there (one app's modules may each
    /// declare a `GlassBackground` of their own).
    /// A declaration painting nothing known (`surface` nil) counts too: it is the nearer one.
    private var declared: [String: [(file: String, surface: Surface?)]] = [:]

    /// The names a wrapper's body calls its content by.
    static let contentNames: Set<String> = ["content", "label"]
    static let bodyFinder = ByteFinder("var body")

    init() {}

    /// The surfaces of `files` (each with its token uses). A type declared twice, or painting
    /// two ways, keeps the first reading.
    init(_ files: [(file: SwiftSource, uses: [TokenUse])]) {
        for (file, uses) in files where !uses.isEmpty && Self.bodyFinder.occurs(in: file.bytes) {
            let tree = SyntaxTreeMemo(file: file)
            let braces = EnclosingBraces(file)
            let chains = ChainRoots(file)
            var found: [String: Surface] = [:]
            for use in uses {
                guard let body = tree.tree.enclosingFunction(at: use.code), body.name == "body", case .function(.property) = body.kind,
                      let type = tree.tree.enclosingType(at: use.code), case .type(.struct) = type.kind, let name = type.name else { continue }
                let site = UseSite.of(use.code, in: file, braces: braces, chains: chains, tree: tree)
                var token = use.token
                // Its opacity may be written after a wrapper (`Color(uiColor: .x).opacity(0.3)`).
                let written = ViewChainModifiers.wrapper(aroundArgumentAt: use.code, in: file) ?? use.code
                if site?.role == .background || site == nil, ViewChainModifiers.isTranslucent(written, in: file) {
                    guard let alpha = ViewChainModifiers.literalOpacity(written, in: file) else { continue }
                    token = TranslucentSubjects.subject(use.token, alpha: alpha)
                }
                let line = file.location(of: file.code[use.code].begin).line
                var surface = found[name] ?? Surface()
                if let site, site.role == .background, case .chain(let root) = site.place {
                    let content = InferredPairs.contentClosure(of: root, in: file)
                    let wraps = Self.contentNames.contains(file.text(code: root))
                        || (content.map { range in range.contains { Self.contentNames.contains(file.text(code: $0)) && file.kind($0) == .identifier } } ?? false)
                    // The paint of the whole body: its outermost chain (standing in the body's braces).
                    guard wraps || Self.standsAsBody(root, body: body.open, in: file, braces: braces) else { continue }
                    if wraps && !surface.wraps { surface = Surface(wraps: true) }
                    guard wraps == surface.wraps else { continue }
                } else if site == nil, InferredPairs.startsStatement(use.code, in: file), Self.standsAsBody(use.code, body: body.open, in: file, braces: braces) {
                    // A color standing as the body (`var body: some View { Color.navy }`).
                    guard !surface.wraps else { continue }
                } else { continue }
                surface.backgrounds.append((token, file.path, line))
                found[name] = surface
            }
            for (name, surface) in found { declared[name, default: []].append((file.path, surface)) }
        }
        // The other declarations of those names (vonage's VERAChat declares its own `GlassBackground`,
        // filled with a set no token is): a call in that module draws that one, not VERACommonUI's.
        guard !declared.isEmpty else { return }
        for (file, _) in files where Self.bodyFinder.occurs(in: file.bytes) {
            for k in file.code.indices where file.codeIs(k, "struct") && k + 1 < file.code.count && file.kind(k + 1) == .identifier {
                let name = file.text(code: k + 1)
                guard let all = declared[name], !all.contains(where: { $0.file == file.path }) else { continue }
                declared[name]!.append((file.path, nil))
            }
        }
    }

    var isEmpty: Bool { declared.isEmpty }

    /// The surface a call of type `name` in the file at `path` draws: the declaration of that file,
    /// else the one nearest in the folders (the same module), or nil when two are equally near.
    func surface(named name: String, usedIn path: String) -> Surface? {
        guard let all = declared[name] else { return nil }
        if all.count == 1 { return all[0].surface }
        if let own = all.first(where: { $0.file == path }) { return own.surface }
        let folders = path.split(separator: "/").dropLast()
        func shared(_ other: String) -> Int { zip(folders, other.split(separator: "/").dropLast()).prefix { $0 == $1 }.count }
        let nearest = all.map { shared($0.file) }
        guard let best = nearest.max(), nearest.filter({ $0 == best }).count == 1 else { return nil }
        return all[nearest.firstIndex(of: best)!].surface
    }

    /// Whether the chain or color starting at `root` stands as the whole body whose `{` is `body`:
    /// in its braces, or in an arm of a `Group { if … { } else { } }` that does (the fallback
    /// below an OS version: vonage's `if #available(iOS 26.0, *) { glass } else { X.fill(tertiary) }`).
    static func standsAsBody(_ root: Int, body: Int, in file: SwiftSource, braces: EnclosingBraces) -> Bool {
        var open = braces.brace(of: root)
        for _ in 0..<6 {
            if open == body { return true }
            guard open > body else { return false }
            if file.codeIs(open - 1, "Group") || file.codeIs(open - 1, "else") {
                open = braces.brace(of: open - 1)
                continue
            }
            // `if condition {`: the `if` opening the statement, in the same braces.
            let outer = braces.brace(of: open)
            var k = open - 1
            while k > outer, !file.codeIs(k, "if"), !InferredPairs.startsStatement(k, in: file) {
                if file.isChar(k, ")") || file.isChar(k, "]"), let o = file.matchingOpen(k) { k = o - 1 } else { k -= 1 }
            }
            guard k > outer, file.codeIs(k, "if") else { return false }
            open = outer
        }
        return false
    }

    /// Each call of a declared surface passed as the background of a chain in `file`
    /// (`.background(GlassBackground())`, `.background { Backdrop() }`): the call, the chain's
    /// root and the `background` modifier. A wrapper's call (content of its own) is not one.
    func backgroundCalls(in file: SwiftSource, chains: ChainRoots) -> [(call: Int, root: Int, via: Int, surface: Surface)] {
        var out: [(call: Int, root: Int, via: Int, surface: Surface)] = []
        for k in file.code.indices where file.codeIs(k, "background") && file.isChar(k - 1, ".") && k >= 2 {
            guard file.isChar(k + 1, "(") || file.isChar(k + 1, "{"), let close = file.matchingClose(k + 1) else { continue }
            let call = k + 2
            guard file.kind(call) == .identifier, file.firstByte(call).isUppercaseASCII, file.isChar(call + 1, "("),
                  let args = file.matchingClose(call + 1), let surface = surface(named: file.text(code: call), usedIn: file.path), !surface.wraps,
                  !ViewChainModifiers.isTranslucent(call, in: file) else { continue }
            // The call (and its own modifiers) is the whole argument.
            var end = args + 1
            while file.isChar(end, "."), file.isWord(end + 1), file.isChar(end + 2, "("), let c = file.matchingClose(end + 2) { end = c + 1 }
            guard end == close else { continue }
            let root = chains.root(endingAt: k - 2)
            guard root <= k - 2 else { continue }
            out.append((call, root, k, surface))
        }
        return out
    }

    /// The uses a call of a declared type at code index `root` of `file` stands for, at `root`.
    func uses(of surface: Surface, at root: Int) -> [TokenUse] {
        surface.backgrounds.map { TokenUse(token: $0.token, code: root, elsewhere: TokenUse.Elsewhere(file: $0.file, line: $0.line)) }
    }
}
