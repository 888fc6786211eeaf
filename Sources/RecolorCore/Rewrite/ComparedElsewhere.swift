#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The initial value of a stored color property that another type compares through a value of
/// this one (OnlySwitch's pure-color screen test, session 22 F4: `@Published var currentColor:
/// Color = .black` in `PureColorVM`, and `vm.currentColor == .white ? .black : .white` in its
/// views). `ComparedStoredValue` reads comparisons in the declaring type only; rewritten to
/// `Color.primary`, the "black" test screen was white in Dark and the comparison never held. The
/// value is declined with the comparison, naming where it is.
enum ComparedElsewhere {
    /// The reason `fix` leaves the color at `range` as written: it is the initial value of a
    /// property declared in a type's body (`var name: Type = VALUE`) that the tree compares with a
    /// named color through a receiver naming that type (`DeclarationIndex.comparisons`).
    static func refusal(_ range: Range<Int>, in file: SwiftSource, tree: SyntaxTree, comparisons: ValueComparisons) -> String? {
        guard !comparisons.isEmpty else { return nil }
        let first = file.codeIndex(atOrAfter: range.lowerBound)
        guard let name = ComparedStoredValue.storedName(before: first, in: file), let type = tree.enclosingType(at: first),
              let owner = type.name, tree.scopes[tree.scope(at: first)].isType, declares(name, before: first, in: file) else { return nil }
        let ownerName = String(owner.split(separator: ".").last ?? Substring(owner))
        // Only a comparison through a receiver that names the type: a bare `name == .white`
        // elsewhere is another type's member of that name.
        guard let site = comparisons.byMember[name]?.first(where: { site in
            if let receiver = site.receiverType { return receiver == ownerName }
            guard let value = site.receiverValue, value != "self" else { return false }
            return ownerName.lowercased().hasSuffix(value.lowercased())
        }) else { return nil }
        return "the initial value of \(name), compared at \(site.path):\(site.line): a dynamic token is a new color on each read and never equal; "
            + "kept with the comparison (compare by another property)"
    }

    /// Whether the statement holding the value at `first` declares `name` (`var name`, `let name`).
    static func declares(_ name: String, before first: Int, in file: SwiftSource) -> Bool {
        var k = first - 1
        while k > 0, first - k < 12 {
            if file.codeIs(k, name), file.codeIs(k - 1, "var") || file.codeIs(k - 1, "let") { return true }
            if file.lineBreakBetween(k - 1, k) { break }
            k -= 1
        }
        return false
    }
}
