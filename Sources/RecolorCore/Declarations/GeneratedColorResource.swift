/// A color set named through the code a resource generator writes: R.swift's `R.color.name()`
/// (`R.color.mixin_green()`, R.swift 7's `R.color.mixinGreen`), SwiftGen's
/// `Asset.Colors.name.color`, and the same template under Tuist's enum name `<Target>Asset`
/// (`DesignSystemAsset.BlueGrayColor.blueGray900.color`, `.swiftUIColor`: wakmusic drew its
/// 19-set palette only so, 154 files, and every set was kept as a "palette ramp drawn by no
/// literal name"; session 28's review, A2). The generators turn a set's name into an identifier, so a set
/// is matched by its letters and digits alone (`text_secondary` is `textSecondary`).
enum GeneratedColorResource {
    /// The set named by the chain starting at code token `k`, or nil.
    static func setName(at k: Int, in file: SwiftSource, aliases: Set<String> = []) -> String? { chain(at: k, in: file, aliases: aliases)?.set }

    /// The set named by the chain starting at code token `k` and the chain's last code token
    /// (the `)` of `R.color.x()`, the `color` of `Asset.Colors.x.color`), or nil.
    /// `aliases`: the tree's names of an asset enum (`Aliases`), read as the enum.
    static func chain(at k: Int, in file: SwiftSource, aliases: Set<String> = []) -> (set: String, end: Int)? {
        guard file.isWord(k), !file.isChar(k - 1, ".") else { return nil }
        if file.codeIs(k, "R"), file.isChar(k + 1, "."), file.codeIs(k + 2, "color"), file.isChar(k + 3, "."), file.isWord(k + 4),
           !file.isChar(k + 5, ".") {
            let called = file.isChar(k + 5, "(") && file.isChar(k + 6, ")")
            return (file.text(code: k + 4), called ? k + 6 : k + 4)
        }
        guard isAssetEnum(file.text(code: k)) || aliases.contains(file.text(code: k)) else { return nil }
        // `Asset.Colors.textSecondary.color`, `Asset.textSecondary.color`: the link before `.color`
        // (or `.swiftUIColor`), the chain ending there or going on to a conversion (`.cgColor`).
        var j = k
        while file.isChar(j + 1, "."), file.isWord(j + 2) {
            if accessors.contains(file.text(code: j + 2)), j > k,
               !file.isChar(j + 3, ".") || conversions.contains(file.text(code: j + 4)) { return (file.text(code: j), j + 2) }
            j += 2
        }
        return nil
    }

    /// The template's accessors of a color set's value.
    static let accessors: Set<String> = ["color", "swiftUIColor"]
    /// What may follow the value and leave it the set's color (its alpha changed is read apart: `TokenExpressions.alphaChanged`).
    static let conversions: Set<String> = ["cgColor", "withAlphaComponent", "opacity"]

    /// Whether `word` names a generator's asset enum: SwiftGen's default `Asset`, Tuist's
    /// `<Target>Asset` (`DesignSystemAsset`, `KitAsset`). A type of Apple's ending so (`PHAsset`,
    /// `AVAsset`, `AVURLAsset`, `NSDataAsset`) has no member chain ending in `.color`; an app's own (`CryptoAsset.btc.color`)
    /// names no color set, and every reader matches the link before `.color` against the catalogs' sets.
    /// SwiftGen's own template under an enum name of the app's that says so (`enumName: Assets`,
    /// `KitAsset`) is the same code.
    static func isAssetEnum(_ word: String) -> Bool {
        guard word.first?.isUppercase == true else { return false }
        return word == "Asset" || word == "Assets" || word.count > 5 && (word.hasSuffix("Asset") || word.hasSuffix("Assets"))
    }

    /// Whether two set names are one set as a generator names it.
    static func sameSet(_ a: String, _ b: String) -> Bool { key(a) == key(b) }

    static func key(_ name: String) -> String {
        String(name.lowercased().filter { $0.isLetter || $0.isNumber })
    }

    /// The names the files give an asset enum or a path in one (`typealias Colors =
    /// DesignSystemAsset.Colors`): 3dollars draws its sets as `Colors.systemWhite.color` in every
    /// feature module, so its white set had no role from 265 uses as text and was drafted from its
    /// one background use, inverted to #0D0D0D under white toast text (session 28's review, A9).
    /// An alias of any other type (`typealias Colors = Theme.Colors`, `= [UIColor]`) names no set.
    static func aliases(in files: [SwiftSource]) -> Set<String> {
        let word = ByteFinder("typealias")
        var out: Set<String> = []
        for file in files where word.occurs(in: file.bytes) {
            for k in file.code.indices where file.codeIs(k, "typealias") {
                guard file.isWord(k + 1), file.isChar(k + 2, "="), file.isWord(k + 3), isAssetEnum(file.text(code: k + 3)) else { continue }
                out.insert(file.text(code: k + 1))
            }
        }
        return out
    }
}
