#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Widely used libraries' calls that take a color unlabeled, which an app calls without declaring
/// them (the library comes as a package, which recolor does not read), by position, as
/// `SDKColorParameters` lists the SDK's. MarkdownUI's text styles are types named for the role
/// (`ForegroundColor(.white.opacity(0.8))`, `BackgroundColor(.white.opacity(0.1))` in a `Theme`):
/// 3 of mocki-toki/barik's colors were missed (session 24). A capitalized callee is otherwise a
/// constructor recolor does not read (`BrandColor(.primary)` may take an enum case), so only the
/// names listed here; the tree's own declaration of the name decides first.
enum LibraryColorParameters {
    static let unlabeled: [String: [Int: BaseColorType]] = [
        "ForegroundColor": [0: .color],
        "BackgroundColor": [0: .color],
        // PureSwiftUI's gradients of an unlabeled color array (`LinearGradient([.clear, .white], from: .top, to: .bottom)`,
        // `RadialGradient([.white, .black], center: .center, …)`): 70 `.white`/`.black` of The-OldOS-Project were missed
        // (session 29). SwiftUI's own initializers label theirs (`colors:`, `gradient:`, `stops:`).
        "LinearGradient": [0: .color],
        "RadialGradient": [0: .color],
        "AngularGradient": [0: .color],
        "EllipticalGradient": [0: .color],
        // SwiftUI's own eraser of a shape style: `AnyShapeStyle(.white)` is `Color.white` (only `Color`'s members
        // are named for fixed colors among shape styles). The stand-in declares it generic (`init<S: ShapeStyle>(_:)`),
        // so the table read from them cannot hold it: Strongbox's `return AnyShapeStyle(.white)` was missed (session 30).
        "AnyShapeStyle": [0: .color],
    ]

    /// Apple modules without a stand-in whose calls take the platform's color unlabeled (UIColor on iOS,
    /// NSColor on macOS), by module, callee and position: RealityKit's `ARView.Environment.Background.color(_:)`,
    /// called bare as `arView.environment.background = .color(.white)` (Euclid's example, session 26: missed;
    /// SwiftUI's `Shading.color(_:)` takes that name in a file importing SwiftUI, which decides there).
    static let platformUnlabeledByModule: [String: [String: Int]] = [
        "RealityKit": ["color": 0],
    ]

    /// Libraries' calls taking a color under a label no name rule reads, by module, callee and label:
    /// read only in a file importing that module (another type of the name is the app's own).
    /// SmoothGradient's `SmoothLinearGradient(from: .black, to: .black.opacity(0), startPoint:endPoint:)`
    /// and `Gradient.smooth(from:to:)` take SwiftUI's `Color`: in ExcalidrawZ (session 29) its 8 colors
    /// were no finding, or AppKit's in a file importing AppKit too.
    static let labeledByModule: [String: [String: [String: BaseColorType]]] = [
        "SmoothGradient": [
            "SmoothLinearGradient": ["from": .color, "to": .color],
            "smooth": ["from": .color, "to": .color],
        ],
    ]

    /// The callees of `labeledByModule`, for the context names screening looks for.
    static let labeledCallees: Set<String> = Set(labeledByModule.values.flatMap(\.keys))

    /// The SDK's and the libraries' together: what detection, screening and the declaration scan read.
    static let allUnlabeled: [String: [Int: BaseColorType]] = SDKColorParameters.unlabeled.merging(unlabeled) { sdk, _ in sdk }
}
