#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A black view filling the screen as a `ZStack`'s layer under white content (iTorrent's AirPlay
/// cover: `ZStack { Color.black.ignoresSafeArea(); Label(…).foregroundStyle(.white) }`): a screen
/// drawn dark by design, already its dark appearance. Read as a light value, the black became
/// `Color.primary`, white in Dark under the white label that stays white (session 23 review F6).
/// A white screen under black content adapts as any page does.
extension FixedIntentReader {
    func darkCoverLayer(_ finding: Finding, start k: Int) -> String? {
        guard let c = finding.color ?? finding.baseColor, c.alpha == 255, Self.isBlack(c) else { return nil }
        // A view of its own directly in a ZStack's content: a statement's start.
        guard let open = groups.opener(of: k), file.isChar(open, "{"), isZStackContent(open), let close = file.matchingClose(open),
              k == open + 1 || file.lineBreakBetween(k - 1, k) || file.isChar(k - 1, ";") else { return nil }
        let end = file.codeIndex(atOrAfter: finding.range.upperBound)
        let layer = chain(after: end)
        guard layer.modifiers.contains(where: { $0.name == "ignoresSafeArea" || $0.name == "edgesIgnoringSafeArea" }) else { return nil }
        // White content in a later layer: `.foregroundStyle(.white)`, `.foregroundColor(Color.white)`.
        var j = layer.next
        while j + 3 < close {
            if file.codeIs(j, "foregroundStyle") || file.codeIs(j, "foregroundColor"), file.isChar(j - 1, "."), file.isChar(j + 1, "(") {
                let arg = file.isChar(j + 2, ".") ? j + 3 : (file.codeIs(j + 2, "Color") && file.isChar(j + 3, ".") ? j + 4 : -1)
                if arg > 0, file.codeIs(arg, "white") {
                    return "a full-screen black layer under white content (\(file.text(code: j))(.white)): dark by design"
                }
            }
            j += 1
        }
        return nil
    }
}
