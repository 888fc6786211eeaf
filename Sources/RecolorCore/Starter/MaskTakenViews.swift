#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The view types the tree hands to `.mask` (`.mask { AudioSpectrumView() }`, `.mask(Bars())`),
/// read over every file: the mask is often applied in another file than the view's own
/// (Tuneful's status item masks its album-art gradient with `AudioSpectrumView`, a representable
/// of an `NSView` whose bars are `NSColor.white.cgColor`; made `primaryFill`, the bars turned
/// near black in Dark: session 24 "Left"). Only the alpha of what such a view draws counts where
/// it masks; where the same view is also drawn as it is, its colors stay as the code wrote them.
enum MaskTakenViews {
    static let finder = ByteFinder(".mask")

    static func mayHold(_ bytes: [UInt8]) -> Bool { finder.occurs(in: bytes) }

    /// The type names written first in the content of a `.mask(…)` or `.mask { … }` call
    /// (`.mask(alignment: .top) { T(…) }` too), capitalized, followed by `(`, `.`, `)` or `}`.
    static func read(_ sources: [[UInt8]]) -> Set<String> {
        var out: Set<String> = []
        for bytes in sources where mayHold(bytes) {
            let file = SwiftSource(path: "", bytes: bytes)
            for m in 1..<max(1, file.code.count - 3) where file.codeIs(m, "mask") && file.isChar(m - 1, ".") {
                var open = m + 1
                if file.isChar(open, "("), let close = file.matchingClose(open), file.isChar(close + 1, "{"), !file.isWord(open + 1) || file.isChar(open + 2, ":") {
                    open = close + 1  // labeled arguments, then the trailing closure
                }
                guard file.isChar(open, "(") || file.isChar(open, "{"), file.isWord(open + 1) else { continue }
                let name = file.text(code: open + 1)
                guard let first = name.unicodeScalars.first, first.properties.isUppercase else { continue }
                if file.isChar(open + 2, "(") || file.isChar(open + 2, ".") || file.isChar(open + 2, ")") || file.isChar(open + 2, "}") { out.insert(name) }
            }
        }
        return out
    }
}

extension FixedIntentReader {
    /// `drawn as T, which a .mask of the tree takes` when code index `k` stands in a view type
    /// the tree hands to `.mask`, or in the platform view a representable handed to it wraps.
    func maskTakenElsewhere(_ k: Int) -> String? {
        // A type the app declares (never an extension: `.mask(Color.black)` says nothing of the
        // colors an `extension Color` declares), and no color type.
        guard !templateSnapshots.maskTaken.isEmpty, let type = syntax.tree.enclosingType(at: k), type.kind != .type(.extension),
              let name = type.name?.split(separator: ".").last.map(String.init), BaseColorType(rawValue: name) == nil else { return nil }
        if templateSnapshots.maskTaken.contains(name) { return "drawn as \(name), which a .mask(…) of the tree takes" }
        if let masked = maskedViewDrawing(name) { return "drawn as \(name) by \(masked), which a .mask(…) of the tree takes" }
        for wrapper in representedViews.representables(wrapping: name) {
            if templateSnapshots.maskTaken.contains(wrapper) { return "drawn by \(name), which \(wrapper) wraps, taken by a .mask(…) of the tree" }
            // Tuneful: `.mask { AudioSpectrumView() }`, whose body is `AudioSpectrumViewRepresentable(…)`,
            // which wraps the `AudioSpectrum` drawing the bars.
            if let masked = maskedViewDrawing(wrapper) { return "drawn by \(name), which \(wrapper) wraps, drawn by \(masked), which a .mask(…) of the tree takes" }
        }
        return nil
    }

    /// A view type of this file the tree hands to `.mask` whose body calls `name(…)`, or nil.
    func maskedViewDrawing(_ name: String) -> String? {
        let masked = templateSnapshots.maskTaken
        for scope in syntax.tree.scopes {
            guard case .type(let keyword) = scope.kind, keyword != .extension, let type = scope.name, masked.contains(type), scope.close <= file.code.count else { continue }
            for j in scope.open..<scope.close where file.codeIs(j, name) && file.isChar(j + 1, "(") && !file.isChar(j - 1, ".") { return type }
        }
        return nil
    }
}
