#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Whether the name rules and the file's imports already read a declaration right
/// (`tintColor: UIColor`), so that the declaration scan need not record it. One rule, read on
/// names by the token scan (`DeclarationScan`) and on bytes by the walk that tells which files
/// hold a recorded declaration (`DeclarationSites`): the walk must never pass over a file the
/// scan would record something in, so both ask this.
enum NameRuleCoverage {
    /// What the rule reads of a declared type.
    struct TypeFacts {
        /// The type's last name component ends in `olor` (`UIColor`, `AppColor`, `Color`).
        var endsInOlor: Bool
        /// The framework color type that name spells, if it spells one (`UIColor`, `Color`).
        var base: BaseColorType?
        /// Lexical lookup found the tree's own type of that name (a nested `enum Color`).
        var isTreeType: Bool
        /// The value is an element of a declared array or dictionary.
        var isCollectionElement: Bool

        /// A function type (`() -> UIColor`): no color type, whatever it returns.
        static let function = TypeFacts(endsInOlor: false, base: nil, isTreeType: false, isCollectionElement: false)
    }

    /// `nameIsColor`: the declared name is one the name rules call a color (`ColorContextNames`).
    /// `parameter`: a callee's parameter, whose platform color type is recorded though its name
    /// is a color's: the name rules take the framework from the calling file's imports, and a file
    /// importing SwiftUI alone calls the app's `init(title: String, color: NSColor)` too (MeetingBar's
    /// `MBCalendar(…, color: .blue)` was SwiftUI's adaptive blue, no finding). SwiftUI's `Color`
    /// is recorded: a file importing UIKit too cannot tell it.
    static func covers(nameIsColor: Bool, _ type: TypeFacts, parameter: Bool) -> Bool {
        // Neither a color type nor a name the rules call a color: it can change no verdict.
        guard type.endsInOlor || nameIsColor || type.isTreeType else { return true }
        guard let base = type.base else { return false }
        return !parameter && base != .color && nameIsColor && !type.isTreeType && !type.isCollectionElement
    }
}
