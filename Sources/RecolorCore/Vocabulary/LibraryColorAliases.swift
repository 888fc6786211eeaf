#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Platform color aliases of widely used libraries, which an app calls without declaring them:
/// the library comes as a package or a pod, which recolor does not read. Charts (DGCharts)
/// declares `NSUIColor` as `UIColor` or `NSColor` by platform; Caldis/Mos builds its monitor's
/// chart colors as `NSUIColor(red: 96.0/255.0, …)`, 6 colors missed (session 21). An alias the
/// tree declares itself, or a configured color type, comes first; the alias is UIKit's, and
/// AppKit's in a file that imports AppKit and not UIKit (`FileDetector`).
enum LibraryColorAliases {
    static let aliases: [String: BaseColorType] = ["NSUIColor": .uiColor]

    /// Library modules that export a base type's name as the platform color, which an app file
    /// importing the module (and not SwiftUI) writes bare: SavannaKit's Types.swift declares
    /// `public typealias Color = NSColor` on macOS and `= UIColor` elsewhere (louisdh/savannakit).
    /// Pyto's eleven editor themes import only SavannaKit and SourceEditor: their ~55
    /// `Color(red: 0/255, green: 128/255, blue: 0/255, alpha: 1)` were neither found nor kept, and
    /// `Color.white` beside them was read as SwiftUI's (session 24 review F8). The alias is UIKit's,
    /// and AppKit's in a file of AppKit code (`FileDetector`). A tree that declares the alias itself is
    /// read from its declaration (`ShadowingColorAlias`).
    /// delba/TextAttributes declares the same in its Utilities.swift: HSTracker's `CardHud.swift` imports only
    /// Foundation and TextAttributes and writes `.foregroundColor(Color(red: 0.117, green: 0.56, blue: 1, alpha: 1))`,
    /// missed (session 28's recall, left; session 29).
    static let exportedByModule: [String: [String: BaseColorType]] = ["SavannaKit": ["Color": .uiColor], "TextAttributes": ["Color": .uiColor]]

    /// Library modules that declare a member on String returning the platform color, which an app calls
    /// on hex literals (`"5F5F5F".color`): icodesign/SwiftColor's `extension String { var color: UIColor }`.
    /// haxpor/Potatso imports it in two files and writes 50 `"…".color` across its files (an extension's
    /// member is seen module-wide), all missed: the tree declares no such member (session 34, recall34).
    /// A file importing the module adds the member as the tree's own declaration would (`StringColorConversions`).
    /// The library's `Color` is `NSColor` on macOS: in a file of AppKit code the member is AppKit's
    /// (`DetectionSettings.readStringConversionsAsAppKit`).
    static let stringConversionsByModule: [String: [String: String]] = ["SwiftColor": ["color": "UIColor"]]

    /// `import Module` of each module above, as bytes.
    static let stringConversionImports: [(module: String, bytes: [UInt8])] =
        stringConversionsByModule.keys.sorted().map { ($0, Array("import \($0)".utf8)) }

    /// The module names as bytes, for a file's quick check.
    static let exportedModuleNames: [[UInt8]] = exportedByModule.keys.sorted().map { Array($0.utf8) }

    /// The names `modules` export as a platform color, with their UIKit type.
    static func exported(by modules: [String]) -> [(name: String, base: BaseColorType)] {
        modules.flatMap { exportedByModule[$0].map { $0.sorted { $0.key < $1.key }.map { (name: $0.key, base: $0.value) } } ?? [] }
    }
}
