/// `Color` in a file that does not import SwiftUI, called with a label only the platform colors
/// have (`Color(red: 0/255, green: 128/255, blue: 0/255, alpha: 1)`: SwiftUI's spelling is
/// `opacity:`), is a library's alias of the platform color: SavannaKit's `typealias Color =
/// UIColor`, which Pyto's eleven theme files use through `import SavannaKit` alone. Read as
/// SwiftUI's, its ~55 calls were neither found nor kept, and `Color.white` beside them took a
/// SwiftUI token that does not type-check there (session 24 review F8).
enum PlatformColorByLabel {
    /// Labels of the platform colors' initializers that SwiftUI's `Color` has not.
    static let platformOnlyLabels: Set<String> = ["alpha", "displayP3Red", "calibratedRed", "calibratedWhite", "deviceRed", "deviceWhite"]

    /// Whether `Color` in `file` is the platform color by its calls' labels. Only files not
    /// importing SwiftUI are read: there `Color` cannot be SwiftUI's.
    static func namesPlatformColor(_ file: SwiftSource, imports: Set<Framework>) -> Bool {
        guard !imports.contains(.swiftui) else { return false }
        for k in 0..<file.code.count where file.code[k].kind == .identifier && file.codeIs(k, "Color" as StaticString) {
            guard file.isChar(k + 1, "("), !file.isChar(k - 1, "."), !file.lineBreakBetween(k, k + 1),
                  let args = ArgumentList.parse(file, open: k + 1) else { continue }
            if args.arguments.contains(where: { $0.label.map(platformOnlyLabels.contains) ?? false }) { return true }
        }
        return false
    }
}
