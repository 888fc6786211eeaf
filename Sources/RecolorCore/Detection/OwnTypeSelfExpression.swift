#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `Self(white: 0.95, alpha: 1)`, `Self.init(red: …)`, `Self.white` in an extension of a color
/// type (or in a subclass of one): `Self` is that type there, so the call is its constructor or
/// member as `NSColor(white: 0.95, alpha: 1)` would be. MarkEdit's `extension NSColor { static var
/// x: Self { Self(white: 0.95, alpha: 1) } }` shape was no finding (seen in session 24, left open).
/// A type of the app's own (`struct Color { … Self(…) }`) is no color type: only extensions and
/// subclasses are read, never a struct or class that merely shares a color type's name.
extension FileDetector {
    /// The constructor or member written with `Self` at code token `k`, inside a color type's extension.
    func ownTypeSelf(at k: Int) -> (Finding, Int)? {
        guard file.codeIs(k, "Self" as StaticString), file.isChar(k + 1, "(") || file.isChar(k + 1, "."),
              let type = selfColorType(at: k), var hit = explicitTypeExpression(type, at: k) else { return nil }
        // A class's `Self` (UIKit's, AppKit's) in a member declared `Self` is its dynamic type: no token fits there.
        // SwiftUI's `Color` is a struct, whose `Self` is `Color` itself.
        if type != .color, memberIsDeclaredSelf(around: k) { hit.0.returnsDynamicSelf = true }
        return hit
    }

    /// Whether the property, function or subscript holding code token `k` declares its type as
    /// `Self` (`static var pane: Self { … }`, `func tone() -> Self`).
    func memberIsDeclaredSelf(around k: Int) -> Bool {
        let tree = analyzer.syntax.tree
        guard var member = tree.enclosingFunction(at: k) else { return false }
        // An accessor's (`get { … }`) type is its property's.
        if case .function(.accessor) = member.kind, let parent = member.parent, case .function = tree.scopes[parent].kind {
            member = tree.scopes[parent]
        }
        guard member.keywordToken >= 0, member.open > member.keywordToken else { return false }
        for t in member.keywordToken..<member.open where file.codeIs(t, "Self" as StaticString) {
            if file.isChar(t - 1, ":") || file.codeIs(t - 1, "->") { return true }
        }
        return false
    }

    /// The color type `Self` names at code token `k`: the extended type of an `extension UIColor`
    /// (or of a typealias of one), or the superclass of a class the tree derives from a color type.
    private func selfColorType(at k: Int) -> BaseColorType? {
        guard let scope = analyzer.syntax.tree.enclosingType(at: k), scope.nameToken >= 0 else { return nil }
        switch scope.kind {
        case .type(.extension):
            // SwiftUI's `Color` only where the file imports SwiftUI: an extension of the app's own
            // `struct Color` (a graphics app's model) is no color type.
            let base = settings.types.base(file.text(code: scope.nameToken))
            return base == .color && !FileDetector.importedFrameworks(file).contains(.swiftui) ? nil : base
        case .type(.class):
            return scope.inherited.first.flatMap { settings.types.base($0) }
        default:
            return nil
        }
    }
}
