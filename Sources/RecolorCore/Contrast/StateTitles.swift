#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A title color set for one control state in code (`setTitleColor(.lightText, for: .highlighted)`):
/// drawn only in that state. metatext's capsule button paired its highlighted and disabled
/// `.lightText` titles with the normal `.link` background, 2.34:1 FAIL in 4 appearances (review 23
/// F12); the pressed title is over the pressed look (as Interface Builder's, `ControlState`), the
/// disabled one over the background the code sets for the disabled state, if any.
enum StateTitles {
    /// The state member of a `for: .X` argument on the line after code token `k` (`highlighted`), nil without one.
    static func stateWord(after k: Int, in file: SwiftSource) -> String? {
        var j = k + 1
        while j + 3 < file.code.count, !file.lineBreakBetween(j - 1, j) {
            if file.codeIs(j, "for"), file.isChar(j + 1, ":"), file.isChar(j + 2, "."), file.isWord(j + 3) { return file.text(code: j + 3) }
            j += 1
        }
        return nil
    }

    /// The backgrounds a title color at code token `k` is drawn over, of those found for its view:
    /// none for the pressed state, none for the disabled state (WCAG 2.x exempts the text of an
    /// inactive component, SC 1.4.3 "Incidental": a pair there is no requirement to check), all for the others.
    static func backgrounds(_ found: [TokenUse], forTitleAt k: Int, in file: SwiftSource, tree: SyntaxTree) -> [TokenUse] {
        guard let word = stateWord(after: k, in: file) else { return found }
        if word == ControlState.pressedInterfaceBuilderKey { return [] }
        guard ControlState(controlStateMember: word) == .disabled else { return found }
        return []
    }
}
