/// What the scanned tree declares, merged over its files: the parameters and properties whose
/// declared type decides whether an implicit member (`.white`) there is a color. Declarations
/// decide first; only where the tree says nothing (or says two things) do the name rules apply.
public struct DeclarationIndex: Sendable {
    var parameters: [String: [String: Set<DeclaredType>]] = [:]
    var properties: [String: Set<DeclaredType>] = [:]

    public init() {}

    mutating func add(_ scan: DeclarationScan) {
        for (label, byCallee) in scan.parameters {
            for (callee, types) in byCallee { parameters[label, default: [:]][callee, default: []].formUnion(types) }
        }
        for (name, types) in scan.properties { properties[name, default: []].formUnion(types) }
    }

    mutating func add(_ file: SourceFile) { add(DeclarationScan(file)) }

    public var isEmpty: Bool { parameters.isEmpty && properties.isEmpty }

    /// The framework properties that hold a color, whatever the tree declares of the same name
    /// on its own types: `view.backgroundColor` stays UIKit's.
    static let frameworkColorProperties: [String: BaseColorType] = {
        var out: [String: BaseColorType] = [:]
        for name in ["backgroundColor", "textColor", "tintColor", "barTintColor", "separatorColor", "sectionIndexColor",
                     "sectionIndexBackgroundColor", "onTintColor", "thumbTintColor", "progressTintColor", "trackTintColor",
                     "minimumTrackTintColor", "maximumTrackTintColor", "pageIndicatorTintColor", "currentPageIndicatorTintColor",
                     "selectedSegmentTintColor", "insertionPointColor", "placeholderColor", "titleColor", "color", "shadowColor"] {
            out[name] = .uiColor
        }
        for name in ["borderColor", "strokeColor", "fillColor"] { out[name] = .cgColor }
        return out
    }()

    /// What the declarations of a parameter label say. `callee` is the function, case or type
    /// called (`UIColor` for `UIColor(lightColor:)`), nil when unknown. A negative answer needs
    /// the callee's own declaration: a label alone (`color:`) is used by the frameworks too.
    func parameter(_ label: String, callee: String?, types: ColorTypeTable) -> DeclaredVerdict {
        guard let byCallee = parameters[label] else { return .undecided }
        if let callee, let declared = byCallee[callee] {
            return DeclaredVerdict(declared, types: types)
        }
        let all = byCallee.values.reduce(into: Set<DeclaredType>()) { $0.formUnion($1) }
        // Other functions' labels say only that the label takes colors, not whose: the
        // framework comes from elsewhere (`.shadow(color: .black)` in SwiftUI code).
        if case .color = DeclaredVerdict(all, types: types) { return .colorOfUnknownType }
        return .undecided
    }

    /// What the declarations of a property say. A bare name (`strokeColor = …`) is found by
    /// lexical lookup among the tree's declarations alone; a member (`x.strokeColor = …`) may
    /// also be the frameworks' property of that name.
    func property(_ name: String, hasReceiver: Bool, types: ColorTypeTable) -> DeclaredVerdict {
        guard var declared = properties[name] else { return .undecided }
        if hasReceiver, let framework = DeclarationIndex.frameworkColorProperties[name] {
            declared.insert(DeclaredType(name: framework.rawValue))
        }
        return DeclaredVerdict(declared, types: types)
    }

    /// Whether `name` is declared with an optional color type (the left side of `??`).
    func optionalColor(_ name: String, types: ColorTypeTable) -> BaseColorType? {
        guard let declared = properties[name], declared.allSatisfy({ $0.isOptional }),
              case .color(let base) = DeclaredVerdict(declared, types: types) else { return nil }
        return base
    }

    /// Whether a file may declare something the index uses: a name ending in `Color` declared
    /// with a type (`lightColor: StudioColor`), a type annotation naming a color type
    /// (`light: UIColor`, `[Int: NSColor]`), or a type named `Color` of its own. All hold
    /// `olor`; most files that do are ruled out by what stands around it, without tokenizing.
    public static func mayDeclareColorContexts(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { b in
            guard let base = b.baseAddress else { return false }
            let n = b.count
            var from = 0
            while let p = olor.first(in: base, from: from, to: n) {
                from = p + 4
                var end = p + 4
                while end < n && CharacterClasses.isWordByte(base[end]) { end += 1 }
                var start = p
                while start > 0 && CharacterClasses.isWordByte(base[start - 1]) { start -= 1 }
                // `name…Color: Type` (not `::`) where Type is no framework color type: the name
                // rules would call it a color (`lightColor: StudioColor`).
                var q = end
                while q < n && (base[q] == 32 || base[q] == 9) { q += 1 }
                if q + 1 < n && base[q] == UInt8(ascii: ":") && base[q + 1] != UInt8(ascii: ":") && !namesFrameworkColorType(base, q + 1, n) { return true }
                // `var strokeColor = TextColor.white`: a type inferred from the initializer.
                if q + 1 < n && base[q] == UInt8(ascii: "=") && base[q + 1] != UInt8(ascii: "=") && start >= 4 {
                    var s = start - 1
                    while s > 0 && (base[s] == 32 || base[s] == 9) { s -= 1 }
                    if s >= 2 && (base[s] == UInt8(ascii: "r") && base[s - 1] == UInt8(ascii: "a") && base[s - 2] == UInt8(ascii: "v")
                        || base[s] == UInt8(ascii: "t") && base[s - 1] == UInt8(ascii: "e") && base[s - 2] == UInt8(ascii: "l")) { return true }
                }
                // `: …Color` in a type position, through `[`, `(`, `<`, `?` and qualifiers.
                var r = start
                while r > 0 {
                    let c = base[r - 1]
                    if c == 32 || c == 9 || c == UInt8(ascii: "[") || c == UInt8(ascii: "(") || c == UInt8(ascii: "<") || c == UInt8(ascii: ".") {
                        r -= 1
                    } else if CharacterClasses.isWordByte(c) && (base[r] == UInt8(ascii: ".") || base[r] == UInt8(ascii: "<")) {
                        // A qualifier or a generic type around it: `SwiftUI.Color`, `Optional<UIColor>`.
                        while r > 0 && CharacterClasses.isWordByte(base[r - 1]) { r -= 1 }
                    } else {
                        break
                    }
                }
                // `= UIColor.white`, `= UIColor(…)`: a type inferred from an initializer.
                var e = start
                while e > 0 && (base[e - 1] == 32 || base[e - 1] == 9) { e -= 1 }
                if e > 1 && base[e - 1] == UInt8(ascii: "=") && base[e - 2] != UInt8(ascii: "=") && base[e - 2] != UInt8(ascii: "!")
                    && end < n && (base[end] == UInt8(ascii: ".") || base[end] == UInt8(ascii: "(")) { return true }
                // …unless the declared name already says color: the name rules cover it.
                if r > 0 && base[r - 1] == UInt8(ascii: ":")
                    && !(declaredNameSaysColor(base, r - 1) && namesFrameworkColorType(base, start, n)) { return true }
                // `enum Color`, `struct Color`: a type of the tree that shadows SwiftUI's.
                if end - start == 5 && start >= 5 {
                    var s = start - 1
                    while s > 0 && (base[s] == 32 || base[s] == 9) { s -= 1 }
                    if s >= 3 && base[s] == UInt8(ascii: "m") && base[s - 1] == UInt8(ascii: "u") && base[s - 2] == UInt8(ascii: "n") && base[s - 3] == UInt8(ascii: "e") { return true }
                    if s >= 5 && base[s] == UInt8(ascii: "t") && base[s - 1] == UInt8(ascii: "c") && base[s - 2] == UInt8(ascii: "u") { return true }
                }
            }
            // `tint: Type`: the one name the rules call a color without `olor` in it.
            from = 0
            while let p = tint.first(in: base, from: from, to: n) {
                from = p + 4
                if p > 0 && CharacterClasses.isWordByte(base[p - 1]) { continue }
                var q = p + 4
                if q < n && CharacterClasses.isWordByte(base[q]) { continue }
                while q < n && (base[q] == 32 || base[q] == 9) { q += 1 }
                if q + 1 < n && base[q] == UInt8(ascii: ":") && base[q + 1] != UInt8(ascii: ":") { return true }
            }
            return false
        }
    }

    private static let olor = ByteFinder("olor")
    private static let tint = ByteFinder("tint")

    /// Whether the type written from `start` (spaces skipped; `UIKit.` allowed) is a platform
    /// color type: `UIColor`, `NSColor`, `CGColor`, `CIColor`.
    static func namesFrameworkColorType(_ base: UnsafePointer<UInt8>, _ start: Int, _ n: Int) -> Bool {
        var q = start
        while q < n && (base[q] == 32 || base[q] == 9) { q += 1 }
        var wordStart = q
        var end = q
        while end < n && CharacterClasses.isWordByte(base[end]) { end += 1 }
        if end < n && base[end] == UInt8(ascii: "."), end - q <= 12 {  // `SwiftUI.Color`, `UIKit.UIColor`
            wordStart = end + 1
            end = wordStart
            while end < n && CharacterClasses.isWordByte(base[end]) { end += 1 }
        }
        let word = UnsafeBufferPointer(start: base + wordStart, count: end - wordStart)
        // `UIColor.Nested` (the type may go on after a line break) is another type.
        var after = end
        while after < n && CharacterClasses.isWhitespaceByte(base[after]) { after += 1 }
        if after < n && base[after] == UInt8(ascii: ".") { return false }
        return frameworkColorTypes.contains { $0.elementsEqual(word) }
    }

    /// SwiftUI's `Color` is left out: whether a label takes SwiftUI's or UIKit's color is what a
    /// file importing both cannot tell by its imports.
    static let frameworkColorTypes: [[UInt8]] = BaseColorType.allCases.filter { $0 != .color }.map { Array($0.rawValue.utf8) }

    /// Whether the name declared before the `:` at `colon` ends in `Color`/`color` or is `tint`.
    static func declaredNameSaysColor(_ base: UnsafePointer<UInt8>, _ colon: Int) -> Bool {
        var e = colon
        while e > 0 && (base[e - 1] == 32 || base[e - 1] == 9) { e -= 1 }
        var s = e
        while s > 0 && CharacterClasses.isWordByte(base[s - 1]) { s -= 1 }
        let word = UnsafeBufferPointer(start: base + s, count: e - s)
        if word.count >= 4 && word[word.count - 4..<word.count].elementsEqual("olor".utf8) { return true }
        return word.elementsEqual("tint".utf8)
    }

    /// The labels and names declared with a color type that no context word of the screening
    /// covers (`light` in `init(light: UIColor, …)`): a file using them may hold a finding.
    func colorWords(types: ColorTypeTable) -> [String] {
        var out: Set<String> = []
        // Byte comparison: String's `contains` over every declared name cost a quarter of a run.
        let words = Prefilter.contextWords.map { Array($0.utf8) }
        func uncovered(_ name: String) -> Bool {
            let bytes = Array(name.utf8)
            guard bytes.count >= 2 else { return false }
            for word in words where word.count <= bytes.count {
                for start in 0...(bytes.count - word.count) where bytes[start] == word[0] {
                    if bytes[start..<start + word.count].elementsEqual(word) { return false }
                }
            }
            return true
        }
        for (label, byCallee) in parameters where uncovered(label) {
            if byCallee.values.contains(where: { if case .color = DeclaredVerdict($0, types: types) { return true } else { return false } }) {
                out.insert(label)
            }
        }
        for (name, declared) in properties where uncovered(name) {
            if case .color = DeclaredVerdict(declared, types: types) { out.insert(name) }
        }
        return out.sorted()
    }
}
