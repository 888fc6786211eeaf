#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A typealias of the tree named as a base type: fsnotes' `typealias Color = NSColor` (under
/// `#if os(OSX)`) and `typealias Color = UIColor` (else), FSNotesCore/TextFormatter.swift. Swift
/// looks a name up in the module before the modules it imports, so in that module `Color.black`
/// is AppKit's or UIKit's black, never SwiftUI's: read as SwiftUI's, init drafted `Color.primary`
/// (which NSColor and UIColor lack), generate refused the draft and fix wrote 225 findings anyway
/// (session 22's review, F6). It shadows the base type file by file as the tree's subclass
/// `class Color: UIColor` does (`ShadowedColorName`).
enum ShadowingColorAlias {
    /// The shadowing aliases among `aliases` (name → every target it is declared with; read at file
    /// scope only, `ColorDetection.typealiases`: SwiftGen's `ColorAsset.Color` names that class's
    /// member): each as a subclass entry whose superclass is its UIKit target (else its first
    /// platform one), with its AppKit target apart when it has one of each.
    /// The file-scope `private typealias Color = UIColor` of `file` (PDF-Archiver's drawing shim):
    /// each shadows its base type in that file only, as an entry of that file's path.
    static func filePrivate(in file: SwiftSource, types: ColorTypeTable) -> [ColorSubclass] {
        guard file.bytes.containsSequence(privateKeyword) else { return [] }
        return subclasses(ColorDetection.typealiases(in: file, filePrivate: true), types: types).map { alias in
            var entry = alias
            entry.path = file.path
            return entry
        }
    }

    static let privateKeyword = Array("private typealias".utf8)

    static func subclasses(_ aliases: [String: [String]], types: ColorTypeTable) -> [ColorSubclass] {
        var out: [ColorSubclass] = []
        for (name, targets) in aliases.sorted(by: { $0.key < $1.key }) {
            guard let shadowed = BaseColorType(rawValue: name) else { continue }
            let platform = targets.filter { t in
                guard let base = types.base(t) else { return false }
                return base != shadowed && (base == .uiColor || base == .nsColor)
            }
            guard let first = platform.first else { continue }
            var uikit = platform.first { types.base($0) == .uiColor }
            var appkit = platform.first { types.base($0) == .nsColor }
            // `typealias UIColor = NSColor` compiles only where UIKit's `UIColor` is not (a chart library's
            // `#if os(macOS)` shim, GraphKit's and SwiftSVG's in mytonwallet): elsewhere the name is UIKit's own.
            // Read as AppKit's everywhere, 131 of that iOS app's findings were left "to rewrite by hand" and a
            // SwiftUI file's `UIColor.white` was labelled AppKit (session 40's held-out check, recall40c v9).
            // Likewise `typealias NSColor = UIColor` exists only where AppKit's does not.
            if shadowed == .uiColor, uikit == nil { uikit = name }
            if shadowed == .nsColor, appkit == nil { appkit = name }
            var entry = ColorSubclass(name: name, superclass: uikit ?? first, path: "")
            entry.isTypealias = true
            if uikit != nil { entry.aliasOnMac = appkit }
            out.append(entry)
        }
        return out
    }
}
