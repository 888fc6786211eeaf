#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A color an image type's own method paints into the image's pixels: vAmiga's key caps,
/// `extension NSImage { func darken() { tint(NSColor(red: 0, green: 0, blue: 0, alpha: 0.33)) } }`,
/// where `tint(_:)` fills over the image with `.sourceAtop`. Made a token (`primaryTintSubtle`,
/// dark #F2F2F254), `darken()` lightened the keys in Dark (session 25 audit, F16). The image is
/// drawn once, in whatever appearance is current then, and shown as it is: its colors are the
/// picture's, kept like a media surface's.
extension FixedIntentReader {
    /// The image types whose extensions paint pictures.
    static let imageTypes: Set<String> = ["UIImage", "NSImage", "CIImage", "CGImage"]

    /// `painted into the image by NSImage.tint(_:)` when the color at code index `k` is an
    /// argument of a call of the image's own method (bare or on `self`) that the same file
    /// declares, inside a type or extension of an image type.
    func imagePaint(_ k: Int) -> String? {
        guard let type = syntax.tree.enclosingType(at: k), let typeName = type.name, Self.imageTypes.contains(typeName),
              let open = groups.opener(of: k), file.isChar(open, "("), open > 0, file.isWord(open - 1),
              file.code[open].begin == file.code[open - 1].end else { return nil }
        // The whole argument: `tint(NSColor(…))` or `tint(color: …)`.
        guard k == open + 1 || file.isChar(k - 1, ":") && file.isChar(k - 3, "(") || file.isChar(k - 1, ":") && file.isChar(k - 3, ",") else { return nil }
        let callee = file.text(code: open - 1)
        if file.isChar(open - 2, "."), !file.codeIs(open - 3, "self") { return nil }
        guard declaresFunction(callee, in: type) else { return nil }
        return "painted into the image by \(typeName).\(callee)(…)"
    }

    /// Whether `type`'s body declares `func name`.
    func declaresFunction(_ name: String, in type: Scope) -> Bool {
        var j = max(0, type.open)
        while j + 1 < type.close, j + 1 < file.code.count {
            if file.codeIs(j, "func"), file.codeIs(j + 1, name) { return true }
            j += 1
        }
        return false
    }
}
