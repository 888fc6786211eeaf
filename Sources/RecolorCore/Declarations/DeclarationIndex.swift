/// What the scanned tree declares, merged over its files: the parameters and properties whose
/// declared type decides whether an implicit member (`.white`) there is a color. Declarations
/// decide first; only where the tree says nothing (or says two things) do the name rules apply.
package struct DeclarationIndex: Sendable {
    var parameters: [String: [String: Set<DeclaredType>]] = [:]
    /// Callee → position → declared types of the parameters without a label.
    var unlabeled: [String: [Int: Set<DeclaredType>]] = [:]
    var properties: [String: Set<DeclaredType>] = [:]
    /// Type → the labels of its initializers' first parameters (`_` for none).
    var initialLabels: [String: Set<String>] = [:]
    /// Property name → declaring type → declared types (`DeclarationScan.ownedProperties`).
    var ownedProperties: [String: [String: Set<DeclaredType>]] = [:]
    /// The members the code compares with a named color (`x.textColor == .white`): values it reads back.
    package var comparisons = ValueComparisons()
    /// The functions returning their argument's generic type (`getItem<T>(…, defaultValue: T) -> T`).
    package var passThroughs = GenericPassThroughs()

    package init() {}

    mutating func add(_ scan: DeclarationScan) { add(scan.records) }

    mutating func add(_ records: DeclarationScan.Records) {
        for (label, byCallee) in records.parameters {
            for (callee, types) in byCallee { parameters[label, default: [:]][callee, default: []].formUnion(types) }
        }
        for (callee, byPosition) in records.unlabeled {
            for (position, types) in byPosition { unlabeled[callee, default: [:]][position, default: []].formUnion(types) }
        }
        for (name, types) in records.properties { properties[name, default: []].formUnion(types) }
        for (type, labels) in records.initialLabels { initialLabels[type, default: []].formUnion(labels) }
        for (name, byOwner) in records.ownedProperties {
            for (owner, types) in byOwner { ownedProperties[name, default: [:]][owner, default: []].formUnion(types) }
        }
    }

    mutating func add(_ file: SwiftSource) { add(DeclarationScan(file)) }

    package var isEmpty: Bool { parameters.isEmpty && unlabeled.isEmpty && properties.isEmpty }

    /// What the declarations of a parameter label say. `callee` is the function, case or type
    /// called (`UIColor` for `UIColor(lightColor:)`), nil when unknown. A negative answer needs
    /// the callee's own declaration: a label alone (`color:`) is used by the frameworks too.
    func parameter(_ label: String, callee: String?, types: ColorTypeTable) -> DeclaredVerdict {
        guard let byCallee = parameters[label] else { return .undecided }
        if let callee, let declared = byCallee[callee] {
            return DeclaredVerdict(declared, types: types)
        }
        // Another type's initializer says nothing of this type's (`Palette(background: .hex("#0B1B3A"))`, a
        // `ColourToken` there, beside `struct StepCard { let background: Color }`: fix wrote a Color where the
        // app's own value goes, which does not build; saxobroko/SaxWeather, session 37, intent37a V2). A type's
        // initializer the index does not hold is left to the name rules.
        if let callee, let first = callee.unicodeScalars.first, first.properties.isUppercase { return .undecided }
        let all = byCallee.values.reduce(into: Set<DeclaredType>()) { $0.formUnion($1) }
        // Other functions' labels say only that the label takes colors, not whose: the
        // framework comes from elsewhere (`.shadow(color: .black)` in SwiftUI code).
        if case .color = DeclaredVerdict(all, types: types) { return .colorOfUnknownType }
        return .undecided
    }

    /// The one color type among the types `callee` declares for parameter `label`, when its
    /// overloads also take other types (which leave `parameter` undecided); nil otherwise.
    func soleColorType(ofParameter label: String, callee: String?, types: ColorTypeTable) -> BaseColorType? {
        guard let callee, let declared = parameters[label]?[callee] else { return nil }
        let bases = Set(declared.compactMap { $0.colorType(in: types) })
        return bases.count == 1 ? bases.first : nil
    }

    /// What the declarations say of the unlabeled argument at `position` of a call to `callee`
    /// (the type for an `init`). Matched by position: an argument left out before it (a default)
    /// shifts the positions, and a shifted one finds no unlabeled parameter, or a differently
    /// typed one, and stays undecided.
    func unlabeledArgument(_ position: Int, callee: String, types: ColorTypeTable) -> DeclaredVerdict {
        DeclaredVerdict(unlabeled[callee]?[position], types: types)
    }

    /// The color type a closure passed as the unlabeled argument at `position` of `callee` returns,
    /// when every declaration there is a closure returning that one type (`case uiColor(() -> UIColor)`).
    func closureResult(_ position: Int, callee: String, types: ColorTypeTable) -> BaseColorType? {
        guard let declared = unlabeled[callee]?[position], declared.allSatisfy(\.isClosureResult),
              case .color(let base) = DeclaredVerdict(declared, types: types) else { return nil }
        return base
    }

    /// What the declarations of a property say. A bare name (`strokeColor = …`) is found by
    /// lexical lookup among the tree's declarations alone; a member (`x.strokeColor = …`) may
    /// also be the frameworks' property of that name.
    func property(_ name: String, hasReceiver: Bool, types: ColorTypeTable) -> DeclaredVerdict {
        guard var declared = properties[name] else { return .undecided }
        if hasReceiver, let framework = ColorContextNames.frameworkProperties[name] {
            declared.insert(DeclaredType(name: framework.rawValue))
        }
        return DeclaredVerdict(declared, types: types)
    }

    /// What `owner`'s own declarations of property `name` say (its body and extensions, in any file);
    /// undecided when the tree's type `owner` declares no such property (a framework's, or inherited).
    func property(_ name: String, of owner: String, types: ColorTypeTable) -> DeclaredVerdict {
        DeclaredVerdict(ownedProperties[name]?[owner], types: types)
    }

    /// Whether `name` is declared with an optional color type (the left side of `??`).
    func optionalColor(_ name: String, types: ColorTypeTable) -> BaseColorType? {
        guard let declared = properties[name], declared.allSatisfy({ $0.isOptional }),
              case .color(let base) = DeclaredVerdict(declared, types: types) else { return nil }
        return base
    }

    /// Whether a file may declare something the index uses (see `DeclarationSites`): files
    /// that may not are not tokenized for their declarations.
    package static func mayDeclareColorContexts(_ bytes: [UInt8]) -> Bool {
        DeclarationSites.mayDeclareColorContexts(bytes)
    }

    /// SwiftUI's `Color` is left out: whether a label takes SwiftUI's or UIKit's color is what a
    /// file importing both cannot tell by its imports.
    static let frameworkColorTypes: [[UInt8]] = BaseColorType.allCases.filter { $0 != .color }.map { Array($0.rawValue.utf8) }

    /// The labels and names declared with a color type, and the callees with an unlabeled color
    /// parameter, that no context word of the screening covers (`light` in `init(light: UIColor, …)`):
    /// a file using them may hold a finding.
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
        func isColor(_ declared: Set<DeclaredType>) -> Bool {
            if case .color = DeclaredVerdict(declared, types: types) { return true }
            return false
        }
        for (label, byCallee) in parameters where uncovered(label) && byCallee.values.contains(where: isColor) { out.insert(label) }
        // The callee is what a file passing a color to an unlabeled parameter must name.
        for (callee, byPosition) in unlabeled where uncovered(callee) && byPosition.values.contains(where: isColor) { out.insert(callee) }
        for (name, declared) in properties where uncovered(name) && isColor(declared) { out.insert(name) }
        return out.sorted()
    }
}
