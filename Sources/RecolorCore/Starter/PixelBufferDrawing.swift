#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A color drawn into a bitmap context over the function's own pixel buffer (`CGContext(data:
/// raw.baseAddress, …)`) that never becomes an image there (no `makeImage()`): the pixels are
/// read back as numbers, a coverage or a mask, never shown as drawn. SwiftTerm rasterizes each
/// glyph in white into such a buffer for its GPU atlas (the shader applies the text color); made
/// `primaryFill`, its dark value #0D0D0D would rasterize near-invisible coverage (session 24
/// review F12). A pixel reader's fallback (DevToysMac's `colorAt`: `return NSColor.black` when
/// the context fails) stands in such a function too, and is no drawn color either.
extension FixedIntentReader {
    func pixelBufferDrawing(_ k: Int) -> String? {
        guard let function = syntax.tree.enclosingFunction(at: k), function.open >= 0 else { return nil }
        var buffer: Int?
        var j = function.open + 1
        let end = min(function.close, file.code.count)
        while j + 3 < end {
            if file.codeIs(j, "makeImage") || file.codeIs(j, "UIGraphicsGetImageFromCurrentImageContext") { return nil }
            if buffer == nil, file.codeIs(j, "CGContext"), file.isChar(j + 1, "("), file.codeIs(j + 2, "data"), file.isChar(j + 3, ":"),
               !file.codeIs(j + 4, "nil") {
                buffer = j
            }
            j += 1
        }
        guard buffer != nil else { return nil }
        return "in \(function.name ?? "its function"), whose bitmap context draws over its own pixel buffer (CGContext(data:)), read as numbers, never shown as an image"
    }
}
