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
struct DeclaredSurfaces {
    struct Surface {
        /// The paint: each token (a translucent one at its written opacity) and where it is written.
        var backgrounds: [(token: String, file: String, line: Int)] = []
        /// Whether the body draws its content over the paint (a wrapper), else the body is the paint.
        var wraps = false
    }

    var byType: [String: Surface] = [:]

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
                      let type = tree.tree.enclosingType(at: use.code), case .type(.struct) = type.kind, let name = type.name,
                      byType[name] == nil else { continue }
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
                    guard wraps || braces.brace(of: root) == body.open else { continue }
                    if wraps && !surface.wraps { surface = Surface(wraps: true) }
                    guard wraps == surface.wraps else { continue }
                } else if site == nil, InferredPairs.startsStatement(use.code, in: file), braces.brace(of: use.code) == body.open {
                    // A color standing as the body (`var body: some View { Color.navy }`).
                    guard !surface.wraps else { continue }
                } else { continue }
                surface.backgrounds.append((token, file.path, line))
                found[name] = surface
            }
            for (name, surface) in found where byType[name] == nil { byType[name] = surface }
        }
    }

    var isEmpty: Bool { byType.isEmpty }

    /// The uses a call of a declared type at code index `root` of `file` stands for, at `root`.
    func uses(of surface: Surface, at root: Int) -> [TokenUse] {
        surface.backgrounds.map { TokenUse(token: $0.token, code: root, elsewhere: TokenUse.Elsewhere(file: $0.file, line: $0.line)) }
    }
}
