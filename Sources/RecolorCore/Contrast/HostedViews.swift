#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The SwiftUI view types the run's files draw inside a container painting a background of its
/// own (`VStack { DownloadsRow(…) }.background(LinearGradient(…))`, a material, a token): what such
/// a view lays over a translucent background of its own shows that container's paint, which its
/// own file does not tell. Measured over the appearance's canvas instead, 24 of Nook's 54 pairs
/// (white text on a white-at-10 % chip of a sidebar row or a toast) were 1.00:1 FAILs never drawn
/// so (session 25 review, F19): such a pair is over an unknown surface.
/// So are the types a `ZStack` stacks over a picture (`ZStack { thumbnail; PlayButton(…) }`):
/// Wasserflug's play button, white on a 70 % blue color set, was blended over the window's white,
/// 2.14:1 FAIL; the backdrop is the video's thumbnail (session 29's review, B2).
enum HostedViews {
    static let backgroundFinder = ByteFinder("background")
    static let zstackFinder = ByteFinder("ZStack")

    /// The names of the types instantiated as views in the content of a chain with a
    /// `.background(…)` or `.background { … }` modifier, or stacked over a picture, in any of `files`.
    static func names(in files: [SwiftSource]) -> Set<String> {
        var out: Set<String> = []
        for file in files {
            if zstackFinder.occurs(in: file.bytes) { out.formUnion(stackedOverPictures(in: file)) }
            guard backgroundFinder.occurs(in: file.bytes) else { continue }
            var chains: ChainRoots?
            for k in file.code.indices where file.codeIs(k, "background") && file.isChar(k - 1, ".") && (file.isChar(k + 1, "(") || file.isChar(k + 1, "{")) {
                if chains == nil { chains = ChainRoots(file) }
                let root = chains!.root(endingAt: k - 2)
                guard root <= k - 2, let body = InferredPairs.contentClosure(of: root, in: file) else { continue }
                out.formUnion(DeclinedContainers.instantiated(in: body, file: file))
            }
        }
        return out
    }

    /// The types `file` instantiates as a layer of a `ZStack` (directly, or in its `if`/`else`
    /// blocks) after a layer that is a picture (`FixedIntentReader.startsPicture`) or a paint (`startsPaint`).
    static func stackedOverPictures(in file: SwiftSource) -> Set<String> {
        var out: Set<String> = []
        for root in file.code.indices where file.codeIs(root, "ZStack") && !file.isChar(root - 1, ".") {
            guard let body = InferredPairs.contentClosure(of: root, in: file) else { continue }
            var picture = false
            var j = body.lowerBound + 1
            while j < body.upperBound {
                // Over arguments and trailing closures, into `if`/`else` blocks.
                if file.isChar(j, "(") || file.isChar(j, "["), let c = file.matchingClose(j) { j = c + 1; continue }
                if file.isChar(j, "{"), !(file.codeIs(j - 1, "else") || Self.opensIf(j, in: file)), let c = file.matchingClose(j) { j = c + 1; continue }
                if file.isWord(j), !file.isChar(j - 1, "."), InferredPairs.startsStatement(j, in: file) {
                    if FixedIntentReader.startsPicture(at: j, in: file) || startsPaint(at: j, in: file) { picture = true }
                    else if picture, file.kind(j) == .identifier, file.firstByte(j).isUppercaseASCII, file.isChar(j + 1, "(") || file.isChar(j + 1, "{") {
                        out.insert(file.text(code: j))
                    }
                }
                j += 1
            }
        }
        return out
    }

    /// The views that paint a layer of their own color (`Color(red: 0.03, …).ignoresSafeArea()`,
    /// `LinearGradient(…)`): a view stacked over one lies on that paint, which its own file does not
    /// tell. Moonfin's rating pill, white 70 % on white 8 %, stacked over its screen's near-black, was
    /// blended over the window's white, 1.00:1 FAIL (session 30's review B3; 18 of its 29 light FAILs).
    /// (The gradient views from the vocabulary, `ColorContextNames.swiftUIGradients`: its types, not its static styles nor
    /// `Gradient`, which is no view.)
    static let paintingViews: Set<String> = Set(["Color"] + ColorContextNames.swiftUIGradients.filter { $0.first?.isUppercase == true && $0 != "Gradient" })

    static func startsPaint(at j: Int, in file: SwiftSource) -> Bool {
        paintingViews.contains(file.text(code: j)) && (file.isChar(j + 1, "(") || file.isChar(j + 1, "."))
    }

    /// Whether the `{` at `open` is the body of an `if` (its statement starts with `if`).
    static func opensIf(_ open: Int, in file: SwiftSource) -> Bool {
        var j = open - 1
        while j > 0, open - j <= 24, !file.isChar(j, "{"), !file.isChar(j, "}"), !file.isChar(j, ";") {
            if file.codeIs(j, "if") { return true }
            if file.isChar(j, ")"), let o = file.matchingOpen(j) { j = o - 1 } else { j -= 1 }
        }
        return false
    }
}
