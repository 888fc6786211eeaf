#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A view's own member views (`var header: some View { HStack { Text(…).foregroundColor(.white) } }`,
/// `func footer() -> some View`) named in the same type: as the root of a chain
/// (`header.padding().background(X)`) the chain's background lies under the member's body, as under
/// a container's content closure; named inside a container's content (`VStack { header }.background(X)`),
/// the container's. ChatGPTSwiftUI's code block draws its white title so on a deep blue; written
/// inline the pair was found (11.6:1), through the member none was, and `contrast` exited 4
/// (session 26's review, F4).
struct MemberViewBodies {
    /// By member name: the `{` of the type declaring it, and the member's body (its braces).
    private var members: [String: [(type: Int, body: Range<Int>)]] = [:]
    /// By view type name: the `body` of each view type the file declares once (`struct TitleView: View
    /// { var body: some View { … } }`), drawn where the file names the type (`VStack { TitleView() }
    /// .background(surfaceColor)`): Splito's login title, its text on the screen's surface, was no pair
    /// (session 36, pairs36 V3).
    private var typeBodies: [String: Range<Int>] = [:]
    private let file: SwiftSource
    private let tree: SyntaxTree

    static let someViewFinder = ByteFinder("some View")
    static let anyViewFinder = ByteFinder("AnyView")

    /// The member views of `file`'s types: properties typed `some View` or `AnyView`, and functions
    /// without parameters returning one.
    init(_ file: SwiftSource, tree: SyntaxTree) {
        self.file = file
        self.tree = tree
        guard Self.someViewFinder.occurs(in: file.bytes) || Self.anyViewFinder.occurs(in: file.bytes) else { return }
        for scope in tree.scopes {
            guard let name = scope.name, let parent = scope.parent, tree.scopes[parent].isType else { continue }
            switch scope.kind {
            case .function(.property): break
            case .function(.func): guard file.isChar(scope.nameToken + 1, "("), file.isChar(scope.nameToken + 2, ")") else { continue }
            default: continue
            }
            guard Self.isViewTyped(scope, in: file) else { continue }
            members[name, default: []].append((tree.scopes[parent].open, scope.open..<scope.close))
            if name == "body", case .function(.property) = scope.kind,
               let type = tree.scopes[parent].name?.split(separator: ".").last.map(String.init) {
                typeBodies[type] = typeBodies[type] == nil ? scope.open..<scope.close : 0..<0
            }
        }
        typeBodies = typeBodies.filter { !$0.value.isEmpty }
    }

    var hasViewTypes: Bool { !typeBodies.isEmpty }

    /// Each view type of the file drawn in `range` (`TitleView()`, `TitleView { … }`), with its `body`;
    /// not a name after `.`, nor a type drawn inside its own body.
    func drawnTypes(in range: Range<Int>) -> [(at: Int, body: Range<Int>)] {
        guard !typeBodies.isEmpty else { return [] }
        return range.compactMap { k in
            guard file.kind(k) == .identifier, file.firstByte(k).isUppercaseASCII, !file.isChar(k - 1, "."),
                  file.isChar(k + 1, "(") || file.isChar(k + 1, "{"), let body = typeBodies[file.text(code: k)], !body.contains(k) else { return nil }
            return (k, body)
        }
    }

    var isEmpty: Bool { members.isEmpty }

    /// The body of the member view named at code token `k`, or nil: `k` is a bare name (not after
    /// `.`), its type declares a member view of that name, and `k` is not inside that body.
    func body(named k: Int) -> Range<Int>? {
        guard !members.isEmpty, file.kind(k) == .identifier, !file.isChar(k - 1, "."),
              let found = members[file.text(code: k)], let type = tree.enclosingType(at: k) else { return nil }
        return found.first { $0.type == type.open && !$0.body.contains(k) }?.body
    }

    /// Each bare name of a member view in `range` (a call `footer()` too), with the member's body.
    func named(in range: Range<Int>) -> [(at: Int, body: Range<Int>)] {
        guard !members.isEmpty else { return [] }
        return range.compactMap { k in body(named: k).map { (k, $0) } }
    }

    /// Whether the declaration's type, between its name and its `{`, is a view (`some View`, `AnyView`).
    static func isViewTyped(_ scope: Scope, in file: SwiftSource) -> Bool {
        guard scope.nameToken >= 0, scope.open > scope.nameToken else { return false }
        let head = (scope.nameToken + 1)..<scope.open
        return head.contains { (file.codeIs($0, "View") && file.codeIs($0 - 1, "some")) || file.codeIs($0, "AnyView") }
    }
}
