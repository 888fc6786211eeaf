/// A color drawn into an offscreen image that annotates a picture the same type analyses: rarime's
/// `ImageMasks` runs Vision's face landmarks on a camera frame (`VNSequenceRequestHandler().perform(…,
/// on: image)`), puts white dots on `CAShapeLayer`s and renders them with `UIGraphicsImageRenderer`
/// / `layer.render(in:)` into the mask shown over the camera feed. Made `systemBackground`, the dots
/// were black on the camera picture in Dark Mode, resolved once when the image was drawn (session
/// 30's review B, B8). The marks belong to the picture they annotate (a face mesh, detected
/// rectangles, text boxes), which does not follow the appearance: kept like a media surface's.
/// Both must hold: an offscreen image drawn by the color's function (or a function of the same
/// type it calls), and a picture analysed by the type (a Vision request, a frame buffer); an image
/// helper drawing a color alone (`UIImage(color:)`) or a Vision screen's own labels are not.
extension FixedIntentReader {
    /// Types whose presence in a type's body says it analyses a picture's pixels: a camera frame or
    /// a photo (not `CMSampleBuffer`, which is audio too: DSWaveformImage's `WaveformAnalyzer`
    /// reads one to draw a waveform, the app's chrome).
    static let frameTypes: Set<String> = ["CVPixelBuffer", "CVImageBuffer"]

    /// `drawn by draw(…) into an image annotating the picture VNSequenceRequestHandler reads` when
    /// the color at code index `k` is in such a function of such a type.
    func frameAnnotation(_ k: Int) -> String? {
        let tree = syntax.tree
        guard let function = tree.enclosingFunction(at: k), function.open >= 0 else { return nil }
        let type = tree.enclosingType(at: k)
        let bodyStart = type.map { $0.open + 1 } ?? 0
        let bodyEnd = min(type?.close ?? file.code.count, file.code.count)
        guard let reader = analysedPicture(typeOpen: type?.open ?? -1, from: bodyStart, to: bodyEnd) else { return nil }
        guard let render = rendersImage(from: function.open + 1, to: min(function.close, file.code.count))
                ?? renderingCallee(of: function, from: bodyStart, to: bodyEnd) else { return nil }
        return "drawn by \(function.name ?? "its function") into an image (\(render)) annotating the picture \(reader) reads"
    }

    /// The first word in `from..<to` that says the code analyses a picture: a Vision request or
    /// handler (`VNImageRequestHandler`, `VNDetectFaceLandmarksRequest`) or a frame buffer type.
    private func analysedPicture(typeOpen: Int, from: Int, to: Int) -> String? {
        if let known = typeFacts.analysesPicture[typeOpen] { return known }
        var found: String?
        for j in from..<to where file.isWord(j) {
            let word = file.text(code: j)
            if word.hasPrefix("VN"), word.hasSuffix("Request") || word.hasSuffix("RequestHandler") { found = word; break }
            if Self.frameTypes.contains(word) { found = word; break }
        }
        typeFacts.analysesPicture[typeOpen] = .some(found)
        return found
    }

    /// How `from..<to` draws an offscreen image: `UIGraphicsImageRenderer`, an image context
    /// begun, or a layer rendered into a context (`.render(in:)`).
    private func rendersImage(from: Int, to: Int) -> String? {
        var j = from
        while j < to {
            defer { j += 1 }
            guard file.isWord(j) else { continue }
            let word = file.text(code: j)
            if word == "UIGraphicsImageRenderer" || word.hasPrefix("UIGraphicsBeginImageContext") { return word }
            if word == "render", j > 0, file.isChar(j - 1, "."), j + 3 < to, file.isChar(j + 1, "("), file.codeIs(j + 2, "in"), file.isChar(j + 3, ":") {
                return ".render(in:)"
            }
        }
        return nil
    }

    /// `convertShapeLayerToImage → UIGraphicsImageRenderer` when `function` calls a function
    /// declared in `from..<to` (its type's body) that draws an offscreen image.
    private func renderingCallee(of function: Scope, from: Int, to: Int) -> String? {
        let tree = syntax.tree
        let end = min(function.close, file.code.count)
        var j = function.open + 1
        while j + 1 < end {
            defer { j += 1 }
            guard file.isWord(j), file.isChar(j + 1, "(") else { continue }
            // A plain call or one on `self`/`Self`, not another value's method.
            if j >= 2, file.isChar(j - 1, "."), !file.codeIs(j - 2, "self"), !file.codeIs(j - 2, "Self") { continue }
            let name = file.text(code: j)
            guard name != function.name else { continue }
            for callee in tree.scopes where callee.isFunction && callee.name == name && callee.open > from && callee.close <= to {
                if let render = rendersImage(from: callee.open + 1, to: min(callee.close, file.code.count)) { return "\(name) → \(render)" }
            }
        }
        return nil
    }
}
