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
enum HostedViews {
    static let backgroundFinder = ByteFinder("background")

    /// The names of the types instantiated as views in the content of a chain with a
    /// `.background(…)` or `.background { … }` modifier, in any of `files`.
    static func names(in files: [SwiftSource]) -> Set<String> {
        var out: Set<String> = []
        for file in files where backgroundFinder.occurs(in: file.bytes) {
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
}
