#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The elements of one tuple a function returns, where its declared result labels them with
/// roles (beam's notice banner, session 22 F21: `func colorForType(_:) -> (backgroundColor:
/// UIColor, textColor: UIColor)` returning `(UIColor(red: 208 / 255, …), UIColor.white)`): the
/// caller sets both on one banner, so the text of one returned tuple is drawn on its background.
/// Each tuple literal is its own place: the error banner's text never meets the notice's red.
/// (The elements took their labels as contexts in detection, `ReturnedTupleElement`; `contrast`
/// saw them as "a returned value" and paired nothing, so init's dark for an opaque banner red,
/// #D02E38 → #EF4F52, was never measured against the white text on it.)
extension UseSite {
    /// The site of the element starting at code index `start` of the tuple literal opened at
    /// `open` after `return`, in a function whose declared result is a tuple type labeling that
    /// element with a role; nil otherwise.
    /// Returned with `return`, or as an arm's or body's only expression (`ReturnedTupleReads.isImplicitReturn`).
    /// A label naming no role takes the role its reads give it (`colors.ink` in `.foregroundStyle`, `ReturnedTupleReads`).
    static func returnedTupleElement(_ start: Int, open: Int, in file: SwiftSource, tree: SyntaxTreeMemo?,
                                     braces: EnclosingBraces, chains: ChainRoots) -> UseSite? {
        guard file.isChar(open, "("), let close = file.matchingClose(open),
              file.codeIs(open - 1, "return") || ReturnedTupleReads.isImplicitReturn(open, close, in: file),
              let function = (tree ?? SyntaxTreeMemo(file: file)).tree.enclosingFunction(at: open) else { return nil }
        let commas = topLevelCommas(open, close, in: file)
        guard !commas.isEmpty else { return nil }
        let position = commas.filter { $0 < start }.count
        // `-> ( … ) {`: the tuple type just before the body.
        let body = function.open
        // (`var colors: ( … ) {`: a computed property's.)
        guard body > 2, file.isChar(body - 1, ")"), let typeOpen = file.matchingOpen(body - 1),
              file.codeIs(typeOpen - 1, "->") || file.isChar(typeOpen - 1, ":") else { return nil }
        let typeCommas = topLevelCommas(typeOpen, body - 1, in: file)
        guard typeCommas.count == commas.count, position <= typeCommas.count else { return nil }
        let label = position == 0 ? typeOpen + 1 : typeCommas[position - 1] + 1
        guard file.isWord(label), file.isChar(label + 1, ":") else { return nil }
        let named = file.text(code: label)
        guard let role = ContrastRole(contextName: named)
                ?? function.name.flatMap({ ReturnedTupleReads.role(ofLabel: named, member: $0, in: file, braces: braces, chains: chains) }) else { return nil }
        return UseSite(role: role, place: .receiver("[return@\(open)]", scope: open), via: label)
    }
}
