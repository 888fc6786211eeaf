#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Surfaces whose colors are content, not chrome: the paper behind a drawing canvas and the ink
/// on it, and an audio visualizer drawn on its own black backdrop. Made adaptive, the white page
/// of a sketch turned near black under the user's black ink (the ink is the drawing's data, kept
/// as drawn), and a visualizer's white bars turned near black on the black it paints itself
/// (Tuneful's spectrum, session 24 "Left"). Kept as media surfaces: like a picture, the drawing
/// does not follow the appearance, and the keep follows the place (`KeptColors.placeIntents`).
extension FixedIntentReader {
    /// Words of a view the user draws on (`SketchView`, `WhiteboardView`, `SignaturePad`).
    static let drawingSurfaceWords: Set<String> = ["sketch", "sketchpad", "whiteboard", "canvas", "drawing", "doodle", "signature", "scribble", "drawpad"]
    /// Words of a view that draws sound (`SpectrumView`, `AudioVisualizerView`).
    static let visualizerWords: Set<String> = ["spectrum", "visualizer", "visualiser", "equalizer", "waveform", "oscilloscope", "spectrogram"]
    /// PencilKit's canvas: its background is the paper of the drawing.
    static let canvasViewTypes: Set<String> = ["PKCanvasView"]

    /// Why the black, white or gray starting at code index `k` is drawn on a drawing's paper or a
    /// visualizer's backdrop, or nil.
    func drawingSurface(_ finding: Finding, start k: Int, role: ColorRole, receiver: String?) -> String? {
        guard let c = finding.color ?? finding.baseColor, Self.isAchromatic(c) else { return nil }
        // `canvasView.backgroundColor = .white` with `let canvasView = PKCanvasView()` in the file.
        if role == .background, let receiver, let name = receiver.split(separator: ".").last.map(String.init),
           let type = declaredCanvasType(of: name) {
            return "\(receiver).backgroundColor: the paper of a \(type)"
        }
        guard let type = syntax.tree.enclosingType(at: k), let name = type.name?.split(separator: ".").last.map(String.init),
              Self.isView(type, named: name) else { return nil }
        let words = Set(Self.words(name))
        if !words.isDisjoint(with: Self.drawingSurfaceWords), let how = drawsStrokes(type) {
            return "drawn by \(name), a drawing surface (\(how)): its paper and ink are the drawing"
        }
        if !words.isDisjoint(with: Self.visualizerWords), let backdrop = paintsItselfBlack(type) {
            return "drawn by \(name), an audio visualizer, on its own black backdrop (\(backdrop))"
        }
        return nil
    }

    /// Whether `type` is a view: it inherits a view (`UIView`, `NSView`, `PKCanvasView`, SwiftUI's
    /// `View`) or its name says so. zotero's `struct CommentIconDrawingController` draws an icon
    /// into a PDF page's context with `static func draw(…)`: a controller of a drawing, no
    /// surface the user draws on (regression run fixr25b).
    static func isView(_ type: Scope, named name: String) -> Bool {
        name.hasSuffix("View") || type.inherited.contains { $0.split(separator: ".").last?.hasSuffix("View") == true }
    }

    /// `PKCanvasView` when the file declares `name` as one (`let canvasView = PKCanvasView()`,
    /// `@IBOutlet var canvas: PKCanvasView!`).
    func declaredCanvasType(of name: String) -> String? {
        declaredType(named: name, where: Self.canvasViewTypes.contains)
    }

    /// What shows that `type` draws strokes itself: a `PKCanvasView` subclass, an overridden
    /// `draw(_:)`, or a stroke drawn in its body (`setStroke()`, `strokePath()`, `addLine(to:)`).
    func drawsStrokes(_ type: Scope) -> String? {
        if let base = type.inherited.first(where: Self.canvasViewTypes.contains) { return "a \(base)" }
        var j = type.open + 1
        while j + 1 < type.close, j + 1 < file.code.count {
            defer { j += 1 }
            if file.codeIs(j, "func"), file.codeIs(j + 1, "draw"), file.isChar(j + 2, "(") { return "its draw(_:)" }
            guard file.isChar(j - 1, "."), file.isChar(j + 1, "(") else { continue }
            for call in ["setStroke", "strokePath", "addLine"] where file.codeIs(j, call) { return ".\(call)()" }
        }
        return nil
    }

    /// `backgroundColor = .black` (`UIColor.black`, `NSColor.black.cgColor` on its layer) or
    /// `.background(Color.black)` written in `type`'s body, or nil.
    func paintsItselfBlack(_ type: Scope) -> String? {
        var j = type.open + 1
        while j + 2 < type.close, j + 2 < file.code.count {
            defer { j += 1 }
            let assigned = file.codeIs(j, "backgroundColor") && file.codeIs(j + 1, "=")
            let modifier = file.codeIs(j, "background") && file.isChar(j - 1, ".") && file.isChar(j + 1, "(")
            guard assigned || modifier else { continue }
            var v = j + 2
            if file.isChar(v, "."), file.codeIs(v + 1, "black") { return "\(file.text(code: j)) black" }
            if ["UIColor", "NSColor", "Color"].contains(where: { file.codeIs(v, $0) }) { v += 1 } else { continue }
            if file.isChar(v, "."), file.codeIs(v + 1, "black") { return "\(file.text(code: j)) black" }
        }
        return nil
    }

    /// The ink of a PencilKit tool (`PKInkingTool(.pen, color: .black, width: 4)`): drawn into
    /// the user's drawing, data like a brush's color. PencilKit shows a drawing's ink adapted to a
    /// dark canvas itself; a dynamic ink would be stored resolved, in whatever appearance it was
    /// made in.
    func inkingToolColor(_ k: Int) -> String? {
        guard file.isChar(k - 1, ":"), file.codeIs(k - 2, "color"), let open = groups.opener(of: k), file.isChar(open, "("),
              file.codeIs(open - 1, "PKInkingTool") else { return nil }
        return "the ink of PKInkingTool(…, color:), drawn into the user's drawing"
    }
}
