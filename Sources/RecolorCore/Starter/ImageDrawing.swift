/// A color drawn into a bitmap the code caches: the closure of `UIGraphicsImageRenderer(…).image
/// { … }` (also `pngData`, `jpegData`), or the code between `UIGraphicsBeginImageContext…` and
/// `UIGraphicsGetImageFromCurrentImageContext` of one function, where that function or its type
/// keeps the image in a cache. A dynamic color there resolves once, when the image is drawn, and
/// the cache keeps it (`FixedIntent.drawnIntoImage`). An image drawn afresh each time it is shown
/// takes the appearance of that moment, and adapts; so does `NSImage`'s drawing handler, which
/// AppKit runs again for each appearance.
extension FixedIntentReader {
    /// The methods of an image renderer whose closure draws the image.
    static let imageDrawingMethods: Set<String> = ["image", "pngData", "jpegData"]

    /// `drawn into an image by renderer.image { … }` when code index `k` is so drawn.
    func imageDrawing(holding k: Int) -> String? {
        var n = k
        for _ in 0..<8 {
            guard let open = groups.opener(of: n) else { break }
            n = open
            guard file.isChar(open, "{") else { continue }
            var callee = open - 1
            if file.isChar(callee, ")"), let o = file.matchingOpen(callee) { callee = o - 1 }
            guard file.isWord(callee) else { continue }
            let name = file.text(code: callee)
            guard Self.imageDrawingMethods.contains(name), file.isChar(callee - 1, "."),
                  let start = OverlayReceiver.chainStart(before: callee - 1, in: file) else { continue }
            // The receiver is a renderer: `UIGraphicsImageRenderer(…)`, or a value named for one.
            let receiver = (start..<(callee - 1)).filter { file.isWord($0) }.map { file.text(code: $0) }
            if receiver.contains(where: { $0.lowercased().hasSuffix("renderer") }), let cache = cacheKeeping(k) {
                return "drawn into an image by \(receiver.first ?? "a renderer").\(name) { … }, kept in \(cache)"
            }
        }
        // An image context opened before `k` and read after it in the same function (the file's bytes
        // asked once: this runs for every finding that reaches it).
        if typeFacts.opensImageContext == nil { typeFacts.opensImageContext = file.bytes.containsSequence(Array("UIGraphicsBeginImageContext".utf8)) }
        guard typeFacts.opensImageContext == true, let function = syntax.tree.enclosingFunction(at: k) else { return nil }
        let body = max(0, function.open + 1)..<min(function.close, file.code.count)
        guard body.contains(where: { $0 < k && file.isWord($0) && file.text(code: $0).hasPrefix("UIGraphicsBeginImageContext") }),
              body.contains(where: { $0 > k && file.codeIs($0, "UIGraphicsGetImageFromCurrentImageContext") }), let cache = cacheKeeping(k) else { return nil }
        return "drawn into an image context (UIGraphicsBeginImageContext … UIGraphicsGetImageFromCurrentImageContext), kept in \(cache)"
    }

    /// The cache the function or type holding code index `k` keeps its images in: a word naming a
    /// cache (`cache`, `imageCache`, `NSCache`) in its body.
    func cacheKeeping(_ k: Int) -> String? {
        let tree = syntax.tree
        guard let holder = tree.enclosingType(at: k) ?? tree.enclosingFunction(at: k) else { return nil }
        for j in max(0, holder.open + 1)..<min(holder.close, file.code.count) where file.isWord(j) {
            let word = file.text(code: j)
            if word.lowercased().hasSuffix("cache") { return word }
        }
        return nil
    }
}
