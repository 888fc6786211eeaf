/// An app's own color type that wraps a platform color and is built from literals as the
/// platform's is: SwiftEntryKit's `EKColor` holds a light and a dark `UIColor` and is written
/// `EKColor(rgb: 0xffc107)`, `EKColor(red: 230, green: 230, blue: 230)`. Such a call is a
/// hard-coded color, but its value is the wrapper, not the wrapped type: a token's `UIColor`
/// cannot stand there. `fix` writes the token inside the wrapper's own unlabeled initializer
/// (`EKColor(Semantic.amber)`) when the type declares one, and declines otherwise.
///
/// Learned from the tree's declarations, never configured: a type the tree declares (not a color
/// type, a typealias of one or a configured `colorTypes` entry) whose initializers take colors of
/// one platform type (`init(light: UIColor, dark: UIColor)`, `init(_ unified: UIColor)`) and whose
/// first label is one a color constructor is written with (`rgb:`, `hex:`, `red:`, `white:`…).
package struct ColorWrapper: Sendable, Equatable {
    /// The wrapper's name (`EKColor`).
    package var name: String
    /// The platform color type it wraps (`UIColor`).
    package var base: BaseColorType
    /// The type declares `init(_: Base)` with that one parameter: a token's expression can be wrapped.
    package var takesUnlabeled: Bool

    /// The wrapper's call around a token's expression (`EKColor(Semantic.amber)`); an implicit
    /// member is written with the wrapped type (`EKColor(UIColor.amber)`).
    func wrapping(_ expression: String, isImplicitMember: Bool) -> String {
        name + "(" + (isImplicitMember ? base.rawValue : "") + expression + ")"
    }

    /// Why `fix` leaves a call of a wrapper without `init(_: Base)`.
    var reasonLeftAsWritten: String {
        "\(name) wraps a \(base.rawValue) and declares no init(_: \(base.rawValue)): the token's \(base.rawValue) is no \(name), so the call stays"
    }
}

extension DeclarationIndex {
    /// The tree's color wrappers by name (see `ColorWrapper`). `literalLabels`: the first labels
    /// of the color constructors (the hex labels of the run, `red`, `white`, `hue`…).
    /// `isLiteralLabel` also takes a label the run reads as a hex one by its spelling (`argb:`,
    /// `hexCode:`: `Configuration.hexLabel`): Moonfin's `ThemeHexColor(argb: 0xFF101010)`, whose
    /// `var color: Color` makes it a wrapper of `Color` (session 30's review, B13).
    func colorWrappers(types: ColorTypeTable, literalLabels: Set<String>, isLiteralLabel: (String) -> Bool = { _ in false }) -> [String: ColorWrapper] {
        var out: [String: ColorWrapper] = [:]
        for (type, labels) in initialLabels where types.base(type) == nil
            && (!labels.isDisjoint(with: literalLabels) || labels.contains(where: isLiteralLabel)) {
            // Every color the type's initializers take, labeled or not, is of one platform type.
            var bases: Set<BaseColorType> = []
            for byPosition in unlabeled[type]?.values.map({ $0 }) ?? [] {
                if case .color(let base) = DeclaredVerdict(byPosition, types: types) { bases.insert(base) }
            }
            for byCallee in parameters.values {
                guard let declared = byCallee[type] else { continue }
                if case .color(let base) = DeclaredVerdict(declared, types: types) { bases.insert(base) }
            }
            guard bases.count == 1, let base = bases.first, base != .cgColor, base != .ciColor else { continue }
            var takesUnlabeled = false
            if labels.contains(DeclarationScan.soleUnlabeled), case .color(base) = DeclaredVerdict(unlabeled[type]?[0], types: types) {
                takesUnlabeled = true
            }
            out[type] = ColorWrapper(name: type, base: base, takesUnlabeled: takesUnlabeled)
        }
        return out
    }
}

extension FileDetector {
    /// `EKColor(rgb: 0xffc107)`, `EKColor.init(red: 230, green: 230, blue: 230)`: a wrapper's call
    /// at code token `k` that a hex or component constructor of the wrapped type would find.
    func wrapperConstructor(at k: Int) -> (Finding, Int)? {
        guard let wrapper = settings.wrapper(code: k, in: file) else { return nil }
        var open = k + 1
        if file.isChar(open, "."), file.codeIs(open + 1, "init" as StaticString) { open += 2 }
        guard file.isChar(open, "("), file.code[open].begin == file.code[open - 1].end,
              let args = ArgumentList.parse(file, open: open), args.arguments.first?.label != nil else { return nil }
        let site = DetectionSite.constructor(type: wrapper.base, start: k, args: args, context: nil)
        guard case (var finding, let last)? = HexConstructorDetector.detect(self, at: site) ?? RGBConstructorDetector.detect(self, at: site) else { return nil }
        finding.wrapper = wrapper
        return (finding, last)
    }
}

extension FileDetector {
    /// `.pinky` where a wrapper is expected (`.color(color: .pinky)`, `tint = .amber`), `EKColor.pinky`:
    /// a member of an extension of the wrapper in a `paletteFiles` file, a palette reference (the
    /// wrapper's `static var pinky: EKColor { EKColor(.pinky) }` holds none: SwiftEntryKit's 33 uses
    /// of such members were reported nowhere). Any other member there is the wrapper's own
    /// (`EKColor.white`), whose declaration holds the finding: none here, never a `UIColor`'s.
    func wrapperPaletteMember(_ wrapper: ColorWrapper, start: Int, member: Int, context: ColorContext?) -> (Finding, Int)? {
        guard file.isWord(member), let value = settings.palette.typeMembers[wrapper.name]?[file.text(code: member)],
              let end = PaletteReferenceDetector.memberEnd(self, member: member, symbol: "\(wrapper.name).\(file.text(code: member))") else { return nil }
        var (found, last) = finding(kind: .paletteReference, type: wrapper.base, start: start, baseEnd: end, color: value,
                                    symbol: "\(wrapper.name).\(file.text(code: member))", context: context)
        found.wrapper = wrapper
        return (found, last)
    }

    /// `EKColor.pinky`: the wrapper named, then a palette member of it.
    func qualifiedWrapperPaletteMember(at k: Int) -> (Finding, Int)? {
        guard let wrapper = settings.wrapper(code: k, in: file), file.isChar(k + 1, "."), file.isWord(k + 2) else { return nil }
        return wrapperPaletteMember(wrapper, start: k, member: k + 2, context: nil)
    }
}

/// Declarations the detectors' examples of wrappers are written against (hand-written, after the
/// shape of SwiftEntryKit's `EKColor`).
enum ColorWrapperExamples {
    /// A light/dark pair of `UIColor`s with a unified initializer and literal ones.
    static let tone = """
        import UIKit
        struct Tone {
            var light: UIColor
            var dark: UIColor
            init(light: UIColor, dark: UIColor) { self.light = light; self.dark = dark }
            init(_ unified: UIColor) { self.init(light: unified, dark: unified) }
            init(rgb: Int) { self.init(Tone.decode(rgb)) }
            init(red: Int, green: Int, blue: Int) { self.init(rgb: red << 16 | green << 8 | blue) }
        }

        """
    /// The same without the unified initializer: a token cannot be wrapped.
    static let pairOnly = """
        import UIKit
        struct Pair {
            var light: UIColor
            var dark: UIColor
            init(light: UIColor, dark: UIColor) { self.light = light; self.dark = dark }
            init(rgb: Int) { self.init(light: Pair.decode(rgb), dark: Pair.decode(rgb)) }
        }

        """
}
