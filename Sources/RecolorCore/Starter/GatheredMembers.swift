#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A static color member whose name the same file gathers into a collection used as data:
/// AnyImageKit's brushes, `public static var red: UIColor { return UIColor.color(hex: 0xFA5151) }`
/// … `public static var brushColors: [UIColor] { return [Palette.white, Palette.black, …] }`,
/// mapped into the options the user paints with. `dataCollection` reads the findings *in* a
/// collection literal; here the literal holds member names, no findings, and the colors stand in
/// the members' declarations outside it, so no brush was kept: each got a proposed dark (the
/// black brush #2B2B2B painted #C4C4C4 in Dark; session 24's review, F15). The collection is
/// judged as `dataCollection` judges a literal of colors (its name's words, or its uses).
extension FixedIntentReader {
    /// `gathered in brushColors, used with .map` when the finding starting at code index `k` is
    /// the whole value of a static member (`static let red = …`, `static var red: UIColor {
    /// [return] … }`) whose name an element of such a collection literal names.
    func gatheredMember(_ finding: Finding, start k: Int) -> String? {
        guard file.bytes.contains(UInt8(ascii: "[")), let nameIndex = WholeBodyDeclaration.nameIndex(of: finding.range, in: file, functions: false),
              WholeBodyDeclaration.isStatic(nameIndex, in: file) else { return nil }
        let member = file.text(code: nameIndex)
        let type = syntax.tree.enclosingType(at: k)?.name.map { String($0.split(separator: ".").last ?? "") }
        for e in 1..<max(1, file.code.count - 1) where file.codeIs(e, member) {
            // The element is the name alone: `name`, `.name`, `Self.name`, `Type.name`. Unqualified, it
            // is the member only in a literal of the member's own type: stats' `SColor.allCases` lists
            // `.red`, SColor's own, beside `MonochromeColor.red`, which is no element of it.
            var first = e
            var qualified = false
            if file.isChar(e - 1, ".") {
                first = e - 1
                if file.isWord(e - 2), let type, file.codeIs(e - 2, type) { first = e - 2; qualified = true }
                else if file.codeIs(e - 2, "Self") { first = e - 2 }
            }
            guard qualified || syntax.tree.enclosingType(at: e)?.name.map({ String($0.split(separator: ".").last ?? "") }) == type else { continue }
            guard file.isChar(first - 1, "[") || file.isChar(first - 1, ","), file.isChar(e + 1, ",") || file.isChar(e + 1, "]"),
                  let open = groups.opener(of: e), file.isChar(open, "["), let name = collectionName(literalAt: open),
                  let use = dataCollection(e, name: name) else { continue }
            return "\(member) gathered in \(name): \(use)"
        }
        return nil
    }

    /// The name a collection literal opening at `open` is declared under: `let NAME = [`, or the
    /// property whose body returns it (`var NAME: [UIColor] { return [` … `] }`).
    func collectionName(literalAt open: Int) -> String? {
        if let declared = declaredName(beforeLiteral: open) { return declared }
        var j = open - 1
        if file.codeIs(j, "return") { j -= 1 }
        guard file.isChar(j, "{"), let scope = syntax.tree.enclosingFunction(at: open), scope.open == j,
              case .function(.property) = scope.kind else { return nil }
        return scope.name
    }
}
