#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Text or a mark in a SwiftUI view that the app draws only on a color it picks at run time from
/// its own fixed per-case colors is kept (`ChosenColorViews`): OnlySwitch's sticky-note editor,
/// `.foregroundStyle(.black)` on the note's pastel, became `Color.primary`, white on #FDF5A6 in
/// Dark, 1.1:1 (session 22 F9). The surface keeps its color in Dark, so what is drawn on it must.
extension KeptColors {
    /// Keeps, limited to its place, each text, tint, border or labeled color left to adapt in a
    /// view drawn only on a per-case color, unless the view paints an opaque background of its
    /// own with a finding, or a use of the same value and context in that place is no such mark.
    mutating func keepForegroundsOnChosenColors(sources: [FileResult], stacked: StackedViews) {
        let marks: Set<ColorRole> = [.text, .tint, .border, .separator]
        let candidates = rest.filter { r in
            guard r.finding.choice == nil, r.finding.framework == .swiftui, StarterDraft.valueKey(r.finding) != nil else { return false }
            let role = ColorRole(finding: r.finding)
            // A labeled argument that names no role (`TableBorderStyle(color: .black)`) is a mark
            // too; a color with no context may be a view of its own (`ZStack { Color.black }`).
            return marks.contains(role) || role == .color && r.finding.context != nil
        }
        guard !candidates.isEmpty else { return }
        var files: [String: SwiftSource] = [:]
        var viewOf: [String: String] = [:]  // file|offset → the view type holding it
        for r in candidates {
            if files[r.file] == nil, let content = sources.first(where: { $0.path == r.file }), content.kind == .swift {
                files[r.file] = SwiftSource(path: content.path, bytes: content.bytes)
            }
            guard let file = files[r.file] else { continue }
            let tree = SyntaxTreeMemo(file: file).tree
            guard let type = tree.enclosingType(at: file.codeIndex(atOrAfter: r.finding.range.lowerBound)), type.inherited.contains("View"),
                  let name = type.name?.split(separator: ".").last else { continue }
            // A view painting an opaque surface of its own with a finding: its text is on that.
            let body = file.code[type.open].begin..<file.code[min(type.close, file.code.count - 1)].end
            let ownSurface = (rest + groups.flatMap(\.reports)).contains { o in
                o.file == r.file && ColorRole(finding: o.finding).isSurface && (o.finding.color?.alpha ?? 255) == 255 && body.contains(o.finding.range.lowerBound)
            }
            if !ownSurface { viewOf[r.file + "|" + String(r.finding.range.lowerBound)] = String(name) }
        }
        guard !viewOf.isEmpty else { return }
        let restByFile = Dictionary(grouping: rest, by: \.file)
        let drawn = stacked.drawnOnChosenColors(Set(viewOf.values)) { path, range in
            restByFile[path]?.contains { range.contains($0.finding.range.lowerBound) } == true
        }
        guard !drawn.isEmpty else { return }
        // One rule per value, context and place; the first site is the evidence.
        var evidence: [String: String] = [:]
        for (key, view) in viewOf { if let surface = drawn[view] { evidence[key] = "\(view) is drawn only on \(surface)" } }
        keepPlaced(candidates, evidence: evidence, intent: .onChosenColor, files: files)
    }
}
