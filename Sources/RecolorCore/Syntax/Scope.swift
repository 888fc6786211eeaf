/// One lexical scope of a Swift file: the file itself, or the body between a `{` and its `}`,
/// classified by what opens it (a type, a function or accessor, a closure, a statement block).
package struct Scope: Equatable, Sendable {
    package enum Kind: Equatable, Sendable {
        case file
        case type(TypeKeyword)
        case function(FunctionKeyword)
        case closure
        case block(BlockKeyword)
    }

    package enum TypeKeyword: String, Equatable, Sendable {
        case `class`, `struct`, `enum`, `extension`, `protocol`, actor
    }

    package enum FunctionKeyword: Equatable, Sendable {
        case `func`, `init`, `deinit`, `subscript`
        /// A property's body: a computed property's getter, or the block holding its accessors
        /// or observers (`var x: Int { get {…} set {…} }`, `var y = 0 { didSet {…} }`).
        case property
        /// An accessor's body inside a property or subscript body.
        case accessor(AccessorKeyword)
    }

    package enum AccessorKeyword: String, Equatable, Sendable {
        case get, set, willSet, didSet, `init`, _read, _modify, unsafeAddress, unsafeMutableAddress
    }

    package enum BlockKeyword: String, Equatable, Sendable {
        case `if`, `else`, `guard`, `for`, `while`, `repeat`, `switch`, `do`, `catch`, `defer`
    }

    package let kind: Kind
    /// A type's name as written (`Style.Color` for `extension Style.Color`, generic arguments
    /// left out); a function's base name (`draw`, `init`, `deinit`, `subscript`, an operator's
    /// symbol); a property's name for its body and its accessors (a subscript's accessors:
    /// `subscript`); nil for closures, blocks and the file.
    package let name: String?
    /// The code index of the name's last component (`Color` in `Style.Color`), or -1.
    package let nameToken: Int
    /// A type's inheritance clause, each entry as written without generic arguments or
    /// attributes (`UIView`, `Sendable` for `@unchecked Sendable`); empty for other scopes.
    package let inherited: [String]
    /// The declaration's attributes (with `@`, without arguments: `@objc`, `@available`) and
    /// modifiers (`static`, `override`, `private(set)`), in source order.
    package let modifiers: [String]
    /// Index into `SyntaxTree.scopes` of the enclosing scope; nil for the file.
    package let parent: Int?
    /// Code index of the first attribute, modifier or keyword of the declaration or statement
    /// (a closure's: its `{`; the file's: 0).
    package let declarationStart: Int
    /// Code index of the keyword that says what the scope is (`func`, `class`, `if`, `get`…), or
    /// the `{` for a closure, -1 for the file.
    package let keywordToken: Int
    /// Code index of the `{` (the file: -1).
    package let open: Int
    /// Code index of the token that closes the `{` (the file, or a `{` never closed: the
    /// number of code tokens).
    package let close: Int

    package init(kind: Kind, name: String?, nameToken: Int, inherited: [String], modifiers: [String], parent: Int?,
                 declarationStart: Int, keywordToken: Int, open: Int, close: Int) {
        self.kind = kind
        self.name = name
        self.nameToken = nameToken
        self.inherited = inherited
        self.modifiers = modifiers
        self.parent = parent
        self.declarationStart = declarationStart
        self.keywordToken = keywordToken
        self.open = open
        self.close = close
    }

    /// Whether code token `k` lies in this scope's body, its braces included.
    package func contains(_ k: Int) -> Bool { k >= open && k <= close }

    package var isType: Bool { if case .type = kind { return true } else { return false } }
    package var isFunction: Bool { if case .function = kind { return true } else { return false } }
}
