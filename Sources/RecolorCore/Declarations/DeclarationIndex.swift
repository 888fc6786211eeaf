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
        let verdict = DeclaredVerdict(all, types: types)
        if case .color = verdict { return verdict }
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

    /// Whether a file may declare something the index records: every recorded declaration
    /// names a type after a `:` or an `=`, and the ones that matter name a color type or a
    /// name ending in `Color` (`lightColor: StudioColor`), so they hold `olor`. Other files are
    /// not tokenized for the index.
    public static func mayDeclareColorContexts(_ bytes: [UInt8]) -> Bool {
        bytes.containsSequence(Array("olor".utf8))
    }
}
