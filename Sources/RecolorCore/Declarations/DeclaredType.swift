/// A type as a declaration writes it, reduced to what decides a color context: the name of the
/// value's type (the element's, for an array or a dictionary's values), and whether the tree
/// itself declares a type of that name where the declaration stands (a nested `enum Color`).
package struct DeclaredType: Hashable, Sendable {
    /// The last name component: `UIColor` for `UIKit.UIColor?`, `NSColor` for `[Int: NSColor]`.
    package var name: String
    /// Lexical lookup found a type of the tree before the frameworks' (`enum Color` nested in
    /// an enclosing type, or qualified through one).
    package var isTreeType = false
    package var isOptional = false
    /// The value is an element of the declared array or dictionary.
    package var isCollectionElement = false
    /// Read from a style protocol (`some ShapeStyle`, `<S: ShapeStyle>`) as the color type whose
    /// named colors it takes.
    package var viaStyleProtocol = false
    /// What a closure payload returns (`case uiColor(() -> UIColor)`): the argument is a closure,
    /// and the color is its body's value (`.uiColor { .red }`), never the argument itself.
    package var isClosureResult = false

    package init(name: String, isTreeType: Bool = false, isOptional: Bool = false, isCollectionElement: Bool = false) {
        self.name = name
        self.isTreeType = isTreeType
        self.isOptional = isOptional
        self.isCollectionElement = isCollectionElement
    }

    /// The color type this names, if it names one (a framework type, an alias, a configured type).
    func colorType(in types: ColorTypeTable) -> BaseColorType? {
        isTreeType ? nil : types.base(name)
    }
}

/// What the declarations of one name say: a color type (all agree), not a color (all agree),
/// or nothing usable (none, or they disagree), in which case the name rules decide. An array
/// or dictionary of colors counts as a color: its literal's elements are colors.
enum DeclaredVerdict: Equatable {
    case color(BaseColorType)
    /// A color, of a type these declarations cannot tell.
    case colorOfUnknownType
    case notColor
    case undecided

    init(_ declared: Set<DeclaredType>?, types: ColorTypeTable) {
        guard let declared, !declared.isEmpty else { self = .undecided; return }
        var bases: Set<BaseColorType> = []
        var others = 0
        for d in declared {
            if let base = d.colorType(in: types) { bases.insert(base) } else { others += 1 }
        }
        if others == 0 && bases.count == 1 {
            self = .color(bases.first!)
        } else if bases.isEmpty {
            self = .notColor
        } else {
            self = .undecided
        }
    }
}
