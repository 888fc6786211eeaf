/// The SDK's functions with an unlabeled color parameter, by position (`image.withTintColor(.white,
/// renderingMode: .alwaysOriginal)`): an implicit member passed there is a color of that type, as
/// one passed to the app's own `_ color: UIColor` is. Read from the stand-ins of Apple's modules
/// (Scripts/typecheck/standins) by the declaration scan: `SDKColorParametersTests` fails with the
/// table to paste when a stand-in changes.
/// SwiftUI's `Color` parameters are read only in a file importing SwiftUI: `GraphicsContext.Shading.color(_:)`
/// is called bare as `.color(.white)` (KeyboardCowboy's `context.fill(path, with: .color(.white))`), a name
/// an app's or a package's own enum case may also have (the tree's own declarations decide first).
enum SDKColorParameters {
    static let unlabeled: [String: [Int: BaseColorType]] = [
        "accentColor": [0: .color],
        "color": [0: .color],
        "foregroundColor": [0: .color],
        "setFillColor": [0: .cgColor],
        "setStrokeColor": [0: .cgColor],
        "setTitleColor": [0: .uiColor],
        "setTitleShadowColor": [0: .uiColor],
        "withTintColor": [0: .uiColor],
    ]

    /// The SDK's functions with a labeled color parameter whose label no name rule reads as a
    /// color (`color.blended(withFraction: 0.7, of: .white)`, CotEditor's token colors): callee →
    /// label → type. Read from the stand-ins as `unlabeled` is.
    static let labeled: [String: [String: BaseColorType]] = [
        "blended": ["of": .nsColor],
        "mix": ["with": .color],
    ]
}
