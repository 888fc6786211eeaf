#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A color drawn into an image the code marks as a template (`image.isTemplate = true`,
/// `.withRenderingMode(.alwaysTemplate)`), or into the image a function named for a mask returns:
/// only the drawing's alpha counts, the system tints it. Calendr's menu-bar icon is drawn in red
/// "for debugging" into a template image; 7 of its 9 findings were such colors, rewritten to
/// tokens whose values mean nothing (session 23 review F10). Or into an image set as a mask
/// layer's contents, or passed as `mask:` (a hole punched by drawing black over a
/// `UIGraphicsImageRenderer`'s image: made adaptive, its black turned white in Dark).
extension FixedIntentReader {
    func templateImageDrawing(_ k: Int) -> String? {
        let tree = syntax.tree
        guard let function = tree.enclosingFunction(at: k) else { return nil }
        // In a closure that draws an image: `NSImage(size:flipped:) { … }`, `renderer.image { … }`.
        var closure: Scope?
        for s in tree.ancestors(of: tree.scope(at: k)) {
            let scope = tree.scopes[s]
            if scope.open <= function.open { break }
            if case .closure = scope.kind, drawsImage(closureOpenedAt: scope.open) { closure = scope; break }
        }
        guard let drawing = closure else { return nil }
        if let name = function.name, Self.words(name).contains("mask") {
            return "drawn into the mask image \(name)(…) returns"
        }
        // The image the closure's call is assigned to, then marked a template in the same function.
        guard let image = assignedName(ofCallBefore: drawing.open) else { return nil }
        var j = drawing.close + 1
        while j + 4 < function.close {
            if file.codeIs(j, image), file.isChar(j + 1, "."), file.codeIs(j + 2, "isTemplate"), file.isChar(j + 3, "="), file.codeIs(j + 4, "true") {
                return "drawn into a template image (\(image).isTemplate = true): only its alpha counts"
            }
            if file.codeIs(j, "alwaysTemplate"), file.isChar(j - 1, ".") {
                return "drawn into a template image (.alwaysTemplate): only its alpha counts"
            }
            if file.codeIs(j, image), !file.isChar(j - 1, "."), let mask = maskTakingImage(at: j) { return "drawn into \(image), \(mask)" }
            j += 1
        }
        return nil
    }

    /// What makes the image named at code index `j` a mask: `holder.contents = image(.cgImage)`
    /// where `layer.mask = holder` (a hole punched by drawing: only the drawing's alpha counts), or
    /// the argument `mask: image(.cgImage)` (`cgContext.clip(to:mask:)`, whose image's gray is the
    /// mask's alpha). Nil otherwise.
    private func maskTakingImage(at j: Int) -> String? {
        if file.isChar(j - 1, ":"), file.codeIs(j - 2, "mask") { return "passed as mask: (line \(file.line(of: file.code[j].begin)))" }
        guard file.kind(j - 1) == .operator, file.isChar(j - 1, "="), file.codeIs(j - 2, "contents"), file.isChar(j - 3, "."), file.isWord(j - 4) else { return nil }
        let holder = file.text(code: j - 4)
        guard holder != "self", let line = layerMaskAssignment(of: holder) else { return nil }
        return "the contents of \(holder), set as a mask (line \(line))"
    }

    /// Whether the closure `{` at `open` is the drawing handler of an image: a trailing closure
    /// of `NSImage(…)`/`UIImage(…)` or of an `.image` call (`UIGraphicsImageRenderer`'s).
    private func drawsImage(closureOpenedAt open: Int) -> Bool {
        var head = open - 1
        if file.isChar(head, ")"), let o = file.matchingOpen(head) { head = o - 1 }
        if file.codeIs(head, "NSImage") || file.codeIs(head, "UIImage") { return true }
        return file.codeIs(head, "image") && file.isChar(head - 1, ".")
    }

    /// `image` in `let image = NSImage(…) { …`, where the call's `{` is at `open`.
    private func assignedName(ofCallBefore open: Int) -> String? {
        var head = open - 1
        if file.isChar(head, ")"), let o = file.matchingOpen(head) { head = o - 1 }
        // Over a receiver path: `renderer.image`.
        while file.isChar(head - 1, "."), file.isWord(head - 2) { head -= 2 }
        guard file.isChar(head - 1, "="), file.isWord(head - 2), file.codeIs(head - 3, "let") || file.codeIs(head - 3, "var") else { return nil }
        return file.text(code: head - 2)
    }
}
