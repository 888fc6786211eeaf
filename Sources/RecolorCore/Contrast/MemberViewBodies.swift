#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A view's own member view (`var header: some View { HStack { Text(…).foregroundColor(.white) } }`)
/// named as the root of a chain in the same type (`header.padding().background(X)`): the chain's
/// background lies under the member's body, as under a container's content closure. ChatGPTSwiftUI's
/// code block draws its white title so on a deep blue; written inline the pair was found (11.6:1),
/// through the member none was, and `contrast` exited 4 (session 26's review, F4).
enum MemberViewBodies {
    /// The body (braces) of the member view named at code token `root`, or nil: `root` is a bare
    /// name (not after `.`), the same type declares a property (or a function without parameters)
    /// of that name typed `some View` (or `AnyView`), and `root` is not inside that body.
    static func body(named root: Int, in file: SwiftSource, tree: SyntaxTree) -> Range<Int>? {
        guard file.kind(root) == .identifier, !file.isChar(root - 1, "."), let type = tree.enclosingType(at: root) else { return nil }
        let name = file.text(code: root)
        for scope in tree.scopes where scope.name == name {
            guard let parent = scope.parent, tree.scopes[parent].open == type.open, !scope.contains(root) else { continue }
            switch scope.kind {
            case .function(.property): break
            case .function(.func): guard file.isChar(scope.nameToken + 1, "("), file.isChar(scope.nameToken + 2, ")") else { continue }
            default: continue
            }
            guard isViewTyped(scope, in: file) else { continue }
            return scope.open..<scope.close
        }
        return nil
    }

    /// Whether the declaration's type, between its name and its `{`, is a view (`some View`, `AnyView`).
    static func isViewTyped(_ scope: Scope, in file: SwiftSource) -> Bool {
        guard scope.nameToken >= 0, scope.open > scope.nameToken else { return false }
        let head = (scope.nameToken + 1)..<scope.open
        return head.contains { (file.codeIs($0, "View") && file.codeIs($0 - 1, "some")) || file.codeIs($0, "AnyView") }
    }
}
