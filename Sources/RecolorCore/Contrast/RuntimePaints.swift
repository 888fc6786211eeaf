/// The colors an Interface Builder document hands a custom view to paint itself with, through
/// user-defined runtime attributes (`firstColor`/`secondColor` of a gradient view, a card's
/// `fillColor`): that paint covers the view, so its text lies on each of them, not on the
/// view's `backgroundColor` (Unwrap's white titles over a blue gradient view were paired with
/// the view's white background, 1.00:1). A stroke, border, shadow, tint or text color is no paint.
struct RuntimePaints {
    /// Per view (node), the paint colors in document order.
    private(set) var stops: [Int: [InterfaceBuilderPairs.ColorSet]] = [:]

    /// Words of a key path that say the color fills the view.
    static let paintWords = ["gradient", "first", "second", "third", "start", "end", "top", "bottom", "left", "right",
                             "from", "fill", "background"]
    /// Words that say it does not.
    static let otherWords = ["stroke", "border", "shadow", "tint", "text", "title", "line", "ring", "track", "progress",
                             "highlight", "selected", "disabled", "placeholder"]

    /// Whether runtime attribute `keyPath` names a color the view paints itself with.
    static func isPaint(_ keyPath: String) -> Bool {
        let k = keyPath.lowercased()
        guard k.hasSuffix("color"), k != "backgroundcolor" else { return false }
        return paintWords.contains(where: k.contains) && !otherWords.contains(where: k.contains)
    }

    /// Notes `<color key="value">` under `<userDefinedRuntimeAttribute keyPath=…>` of a view.
    mutating func read(_ tag: XMLTag, parent: Int, names: [String], parents: [Int], keyPaths: [Int: String]) {
        guard parent >= 0, names[parent] == "userDefinedRuntimeAttribute", let keyPath = keyPaths[parent], Self.isPaint(keyPath) else { return }
        let list = parents[parent]
        guard list >= 0, names[list] == "userDefinedRuntimeAttributes", parents[list] >= 0 else { return }
        let view = parents[list]
        stops[view, default: []].append(InterfaceBuilderPairs.ColorSet(tag: tag, owner: view, role: .background,
                                                                       transparent: InterfaceBuilderPairs.isClear(tag), property: keyPath))
    }
}
