/// The platform view each `UIViewRepresentable`/`NSViewRepresentable` of the tree wraps, read
/// from its `makeUIView(context:) -> PDFView` (`makeNSView`): paperless's `PDFKitView(document:)
/// .background(.white)` is the paper behind a PDF page, a preview surface like an image's
/// (contract: "the background of a … image, artwork or preview view"), which its name alone
/// did not say. Read once over the tree, on first use.
final class RepresentedViews: @unchecked Sendable {
    private let sources: [[UInt8]]
    private var built: [String: String]?
    /// The tree's view classes that show the camera (their body names `AVCaptureVideoPreviewLayer`:
    /// `override class var layerClass: AnyClass { AVCaptureVideoPreviewLayer.self }`).
    private var cameraViews: Set<String> = []

    init(sources: [[UInt8]]) {
        self.sources = sources
    }

    /// The tree's Swift files that declare a representable's `makeUIView`/`makeNSView`, read
    /// from disk: the representable's own file often has no finding, so no report's bytes.
    convenience init(run: RunOptions) {
        var walker = FileWalker(excludes: run.excludes, cwd: run.cwd)
        walker.tableExcludes = TableExcludes(configuration: run.configuration, cwd: run.cwd)
        let needles = [ByteFinder("makeUIView"), ByteFinder("makeNSView")]
        let sources: [[UInt8]] = walker.collect(run.paths, threads: run.threads).files.compactMap { path in
            guard SourceKind.claiming(path) == .swift else { return nil }
            let disk = path.hasPrefix("/") ? path : PathText.join(run.cwd, path)
            guard case .success(let bytes) = TextFile.read(disk, shownAs: path), needles.contains(where: { $0.occurs(in: bytes) }) else { return nil }
            return bytes
        }
        self.init(sources: sources)
    }

    /// Views that show a document, a picture or a video the user gives, which does not follow the
    /// appearance: their background is a media surface.
    static let mediaViews: Set<String> = ["PDFView", "PDFThumbnailView", "QLPreviewView", "PHLivePhotoView", "AVPlayerView",
                                          "VLCVideoView", "UIImageView", "NSImageView", "PKCanvasView"]

    /// The media view the representable `name` wraps, if it wraps one of `mediaViews`.
    func mediaView(wrappedBy name: String) -> String? {
        if built == nil { (built, cameraViews) = Self.readAll(sources) }
        guard let view = built?[name], Self.mediaViews.contains(view) || cameraViews.contains(view) else { return nil }
        return view
    }

    /// The representables of the tree whose `makeUIView`/`makeNSView` returns `view`.
    func representables(wrapping view: String) -> [String] {
        if built == nil { (built, cameraViews) = Self.readAll(sources) }
        return built!.filter { $0.value == view }.map(\.key).sorted()
    }

    /// `read`, and the classes of the same files that show the camera (pablof7z/podcast-player's
    /// `QRCodeScannerView` wraps a `CaptureView` whose layer is the preview: the viewfinder frame
    /// drawn over it became #1F1F1F99 in Dark; session 37's intent37c V4).
    static func readAll(_ sources: [[UInt8]]) -> ([String: String], Set<String>) {
        var cameras: Set<String> = []
        let needle = Array("AVCaptureVideoPreviewLayer".utf8)
        for bytes in sources where bytes.containsSequence(needle) {
            let file = SwiftSource(path: "", bytes: bytes)
            let tree = SyntaxTree(file)
            for j in file.code.indices where file.codeIs(j, "AVCaptureVideoPreviewLayer") {
                if let name = tree.enclosingType(at: j)?.name?.split(separator: ".").last { cameras.insert(String(name)) }
            }
        }
        return (read(sources), cameras)
    }

    /// Representable type name -> the type its `makeUIView`/`makeNSView` returns.
    static func read(_ sources: [[UInt8]]) -> [String: String] {
        var out: [String: String] = [:]
        let needles = [Array("makeUIView".utf8), Array("makeNSView".utf8)]
        for bytes in sources where needles.contains(where: { bytes.containsSequence($0) }) {
            let file = SwiftSource(path: "", bytes: bytes)
            var tree: SyntaxTree?
            for j in 1..<max(1, file.code.count) where file.codeIs(j - 1, "func")
                && (file.codeIs(j, "makeUIView") || file.codeIs(j, "makeNSView")) && file.isChar(j + 1, "(") {
                guard let close = file.matchingClose(j + 1), file.codeIs(close + 1, "->"), file.isWord(close + 2) else { continue }
                if tree == nil { tree = SyntaxTree(file) }
                guard let owner = tree?.enclosingType(at: j)?.name?.split(separator: ".").last else { continue }
                // `-> PDFKit.PDFView`: the type's last component.
                var t = close + 2
                while file.isChar(t + 1, "."), file.isWord(t + 2) { t += 2 }
                out[String(owner)] = file.text(code: t)
            }
        }
        return out
    }
}
