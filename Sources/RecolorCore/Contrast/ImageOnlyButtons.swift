#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A title color set in code on a button the same file gives an image (`setImage(_:for:)`, or a
/// glyph type, `UIButton(type: .infoLight)`) and never a title (`ButtonFaceNames.titleGivers`):
/// drawn nowhere, so no side of a pair. focus-ios's find bar (`previousButton.setImage(…)`,
/// `previousButton.setTitleColor(.white, for: [])`) paired white with the bar's background, 1.41:1,
/// the one failing pair of the app but the table's (session 21 audit F8). Interface Builder's
/// buttons are read by `ButtonFaces`.
enum ImageOnlyButtons {
    static let screen = ByteFinder(ButtonFaceNames.titleColorSetter)

    /// `uses` less the title colors of buttons that show no title.
    static func dropping(_ uses: [TokenUse], in file: SwiftSource) -> [TokenUse] {
        guard !uses.isEmpty, screen.occurs(in: file.bytes) else { return uses }
        var verdict: [String: Bool] = [:]
        return uses.filter { use in
            guard let name = receiver(ofTitleColor: use.code, in: file) else { return true }
            if verdict[name] == nil { verdict[name] = showsNoTitle(name, in: file) }
            return !verdict[name]!
        }
    }

    /// Whether `config.baseForegroundColor = X` (at `via`) styles a button configuration that the
    /// scope opening at `scope` gives an image and no title: the foreground tints a glyph, a
    /// non-text mark (minimum 3, WCAG 1.4.11). Anilibria's download button (`config.image = …`,
    /// `imagePlacement = .all`) was checked as text at 4.5: three false FAIL rows (session 28's
    /// review, A6).
    static func configurationShowsNoTitle(_ name: String, foreground via: Int, scope: Int, in file: SwiftSource) -> Bool {
        guard file.codeIs(via, "baseForegroundColor"), scope >= 0, let close = file.matchingClose(scope) else { return false }
        var imaged = false
        for k in scope..<close where file.codeIs(k, name) && file.isChar(k + 1, ".") && !file.isChar(k - 1, ".") {
            let member = file.text(code: k + 2)
            if configurationTitles.contains(member) { return false }
            if member == "image" && file.kind(k + 3) == .operator && file.isChar(k + 3, "=") { imaged = true }
        }
        return imaged
    }

    /// A button configuration's members that draw text.
    static let configurationTitles: Set<String> = ["title", "attributedTitle", "subtitle", "attributedSubtitle", "titleTextAttributesTransformer"]

    /// NAME of `NAME.setTitleColor(X, …)` (or `self.NAME.`) when code index `k` starts X.
    static func receiver(ofTitleColor k: Int, in file: SwiftSource) -> String? {
        guard k >= 4, file.isChar(k - 1, "("), file.codeIs(k - 2, ButtonFaceNames.titleColorSetter), file.isChar(k - 3, "."),
              file.code[k - 4].kind == .identifier else { return nil }
        let name = file.text(code: k - 4)
        // `self.NAME` or `NAME`, not the tail of another chain (`cell.button`).
        if file.isChar(k - 5, ".") && !file.codeIs(k - 6, "self") { return nil }
        return name == "self" ? nil : name
    }

    /// Whether the file gives button `name` an image and nothing that may be a title.
    static func showsNoTitle(_ name: String, in file: SwiftSource) -> Bool {
        var imaged = false
        for k in file.code.indices where file.code[k].kind == .identifier && file.codeIs(k, name) && !(k > 0 && file.isChar(k - 1, ".") && !file.codeIs(k - 2, "self")) {
            // `NAME.x`, `NAME?.x`, `NAME!.x`, `NAME.configuration?.title`: the members named after it.
            var j = k + 1
            while j < file.code.count, j - k < 8 {
                if file.isChar(j, "?") || file.isChar(j, "!") { j += 1; continue }
                guard file.isChar(j, "."), file.isWord(j + 1) else { break }
                let member = file.text(code: j + 1)
                if ButtonFaceNames.titleGivers.contains(member) { return false }
                if member == ButtonFaceNames.imageSetter { imaged = true }
                j += 2
            }
            // `NAME = UIButton(type: .infoLight)` (or `let NAME = …`): a glyph button.
            if file.isChar(k + 1, "=") || (file.isChar(k + 1, ":") && file.isChar(k + 3, "=")) {
                let start = file.isChar(k + 1, "=") ? k + 2 : k + 4
                if file.codeIs(start, "UIButton"), file.isChar(start + 1, "("), file.codeIs(start + 2, "type"), file.isChar(start + 3, ":"),
                   file.isChar(start + 4, "."), ButtonFaceNames.glyphTypes.contains(file.text(code: start + 5)) { imaged = true }
            }
        }
        return imaged
    }
}
