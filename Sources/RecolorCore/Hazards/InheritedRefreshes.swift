#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The methods each class of the tree runs again on an appearance change because its refresh
/// points call them (`layoutSubviews() { updateAppearance() }`), with each class's superclass:
/// an `override func updateAppearance()` of a subclass in another file is re-run as well.
/// Per file, `HazardFile.freshNames` follows calls within one file only: mastodon-ios'
/// `CircleAvatarButton.updateAppearance` set `layer.borderColor = borderColor.cgColor` and was a
/// stale-color, though `AvatarButton` (another file) calls it from `layoutSubviews` and
/// `traitCollectionDidChange`.
///
/// By type name, as written (the last component of `Module.Base`): two classes of one name in
/// two modules share an entry. A superclass is known only for the classes of files read here
/// (those with a refresh point); a chain through a class of another file stops there.
package struct InheritedRefreshes: Sendable, Equatable {
    /// Class → its superclass (the first name of its inheritance clause).
    package private(set) var superclass: [String: String] = [:]
    /// Class → the methods its refresh points (and trait-change handlers) call, to a fixed point.
    package private(set) var refreshed: [String: Set<String>] = [:]
    /// Functions whose body checks `hasDifferentColorAppearance` themselves, by name, tree-wide:
    /// a `traitCollectionDidChange` that calls one is guarded there. Hound's buttons call
    /// `updateDynamicBorderColor(using:)`, a protocol extension's function in another file whose
    /// `guard` makes the check: three false `unguarded-trait-change` hazards (session 28's verify).
    package private(set) var appearanceChecking: Set<String> = []

    package init() {}

    package var isEmpty: Bool { refreshed.isEmpty }

    package mutating func add(_ other: InheritedRefreshes) {
        superclass.merge(other.superclass) { first, _ in first }
        for (type, names) in other.refreshed { refreshed[type, default: []].formUnion(names) }
        appearanceChecking.formUnion(other.appearanceChecking)
    }

    /// Whether method `name`, overridden in a class whose superclass is `base`, is called by
    /// the refresh points of `base` or of a class above it.
    package func isRefreshed(_ name: String, below base: String) -> Bool {
        var type = Self.lastComponent(base)
        var seen: Set<String> = []
        while seen.insert(type).inserted {
            if refreshed[type]?.contains(name) == true { return true }
            guard let next = superclass[type] else { return false }
            type = next
        }
        return false
    }

    /// Whether the function `scope` (in `type`) overrides a method the superclass chain re-runs
    /// on an appearance change. Only an `override`: a method of the same name in an unrelated
    /// class, or one the subclass adds, is never called by the superclass.
    package func overridesRefreshed(_ scope: Scope, in type: Scope?) -> Bool {
        guard !refreshed.isEmpty, case .function(.func) = scope.kind, let name = scope.name,
              scope.modifiers.contains("override"), let type, case .type(.class) = type.kind,
              let base = type.inherited.first else { return false }
        return isRefreshed(name, below: base)
    }

    /// Whether a file's bytes may declare a class with a refresh point: an `override` beside a
    /// refresh method's name, or a trait-change registration. Most files have neither, and are
    /// not tokenized for this.
    package static func mayDeclare(_ bytes: [UInt8]) -> Bool {
        if bytes.containsSequence(registration) || bytes.containsSequence(appearanceCheck) { return true }
        guard bytes.containsSequence(overrideWord) else { return false }
        return refreshNames.anyOccurs(in: bytes)
    }

    /// The same where the screening's one pass looked for `override` and `registerForTraitChanges`
    /// already (`ScreeningWords`): the refresh methods' names are then one pass, of the files
    /// with `override` only (they were two passes over every file, eleven more over those).
    static func mayDeclare(_ bytes: [UInt8], words: ScreeningWords) -> Bool {
        if words.traitChangeRegistration || bytes.containsSequence(appearanceCheck) { return true }
        return words.overrideOrRegistration && refreshNames.anyOccurs(in: bytes)
    }

    private static let appearanceCheck = Array("hasDifferentColorAppearance".utf8)

    private static let registration = Array("registerForTraitChanges".utf8)
    private static let overrideWord = Array("override".utf8)
    /// `layoutSublayers` is found by `layout`, `viewWillLayoutSubviews` by `LayoutSubviews`…:
    /// only the names no other contains are searched, in one pass.
    private static let refreshNames: ByteWordSet = {
        let all = RefreshPoints.methods
        let kept = all.filter { name in !all.contains { $0 != name && name.contains($0) } }
        return ByteWordSet(kept.sorted())
    }()

    /// The classes of `file` and what their refresh points call in it; nil when it has none.
    package static func read(_ file: SwiftSource, tree: SyntaxTree) -> InheritedRefreshes? {
        var handlers: Set<Int> = []
        for (index, scope) in tree.scopes.enumerated() {
            if case .closure = scope.kind, HazardFile.isTraitChangeHandler(open: scope.open, file) { handlers.insert(index) }
        }
        var out = InheritedRefreshes()
        out.appearanceChecking = checkingFunctions(file, tree: tree)
        var classes: Set<String> = []
        for scope in tree.scopes {
            guard case .type(.class) = scope.kind, let name = scope.name.map(lastComponent) else { continue }
            classes.insert(name)
            if let base = scope.inherited.first { out.superclass[name] = lastComponent(base) }
        }
        guard !classes.isEmpty else { return out.appearanceChecking.isEmpty ? nil : out }
        for key in HazardFile.freshNames(file, tree: tree, handlers: handlers) {
            let type = lastComponent(key.type)
            guard classes.contains(type), key.name != HazardFile.handlerKey, !RefreshPoints.methods.contains(key.name) else { continue }
            out.refreshed[type, default: []].insert(key.name)
        }
        return out.refreshed.isEmpty && out.superclass.isEmpty && out.appearanceChecking.isEmpty ? nil : out
    }

    /// The names of `file`'s functions (not `traitCollectionDidChange` itself) whose body names
    /// `hasDifferentColorAppearance`.
    static func checkingFunctions(_ file: SwiftSource, tree: SyntaxTree) -> Set<String> {
        guard file.bytes.containsSequence(appearanceCheck) else { return [] }
        var out: Set<String> = []
        for scope in tree.scopes {
            guard case .function = scope.kind, let name = scope.name, name != RefreshPoints.traitChange, scope.open >= 0,
                  scope.close <= file.code.count, scope.open < scope.close,
                  ((scope.open + 1)..<scope.close).contains(where: { file.codeIs($0, "hasDifferentColorAppearance") }) else { continue }
            out.insert(name)
        }
        return out
    }

    static func lastComponent(_ name: String) -> String {
        name.split(separator: ".").last.map(String.init) ?? name
    }
}
