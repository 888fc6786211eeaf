#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The background of a layer or view that a renderer draws frames into (a `CAMetalLayer`, an
/// `MTKView`, a sample-buffer display layer): it shows between and before the frames of a video,
/// a game or an emulator, and is part of the picture, not chrome. Moonfin's MPV player set
/// `metalLayer.backgroundColor = UIColor.black.cgColor` on its `SafeMetalLayer: CAMetalLayer`
/// and init merged that black into the app's near-black palette member (session 30's review,
/// B14), while the same black on an `AVPlayerLayer` was already kept as a media surface.
extension FixedIntentReader {
    /// Types that show rendered frames; a subclass declared in the file counts as its base.
    static let renderSurfaceTypes: Set<String> = [
        "CAMetalLayer", "MTKView", "AVSampleBufferDisplayLayer", "CAEAGLLayer", "GLKView",
    ]

    /// `metalLayer.backgroundColor: the backdrop of a SafeMetalLayer (a CAMetalLayer) frames are
    /// rendered into` when the background at code index `k` is set on a receiver the file declares
    /// as one of `renderSurfaceTypes` (or as a class of the file inheriting one), or on `self` /
    /// no receiver inside such a class.
    func renderSurface(_ finding: Finding, start k: Int, role: ColorRole, receiver: String?) -> String? {
        guard role == .background else { return nil }
        let name = receiver?.split(separator: ".").last.map(String.init)
        if let name, name != "self", let type = declaredType(named: name), let base = renderSurfaceBase(of: type) {
            return "\(receiver ?? name).\(finding.context ?? "backgroundColor"): the backdrop of \(type == base ? "a \(base)" : "a \(type) (a \(base))") that frames are rendered into"
        }
        if name == nil || name == "self", let type = syntax.tree.enclosingType(at: k), let own = type.name?.split(separator: ".").last.map(String.init),
           let base = renderSurfaceBase(of: own) {
            return "the backdrop of \(own) (a \(base)) that frames are rendered into"
        }
        return nil
    }

    /// The render type `type` is or inherits from among the classes the file declares (one level of
    /// the file's own subclasses, then their bases), or nil.
    func renderSurfaceBase(of type: String) -> String? {
        var current = type
        for _ in 0..<4 {
            if Self.renderSurfaceTypes.contains(current) { return current }
            guard let scope = syntax.tree.scopes.first(where: { $0.isType && $0.name?.split(separator: ".").last.map(String.init) == current }),
                  let base = scope.inherited.first?.split(separator: ".").last.map(String.init) else { return nil }
            current = base
        }
        return nil
    }

    /// The type the file declares a property or local `name` as (`let metalLayer = SafeMetalLayer()`,
    /// `var surface: MTKView!`), the first such declaration whose type `accepts`; or nil.
    func declaredType(named name: String, where accepts: (String) -> Bool = { _ in true }) -> String? {
        for n in 1..<max(1, file.code.count - 2) where file.codeIs(n, name) && (file.codeIs(n - 1, "let") || file.codeIs(n - 1, "var")) {
            if let t = declaredType(ofPropertyAt: n), accepts(t) { return t }
        }
        return nil
    }
}
