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
}
