/// The declarations of one file that decide color contexts: parameters of `init`, `func`,
/// `subscript` and enum `case`s (with their labels and types, tuple elements included), and
/// properties with a declared or initializer-inferred type. One pass over the code tokens;
/// a type name is looked up lexically (a type nested in an enclosing type shadows the
/// frameworks' `Color`).
struct DeclarationScan {
    /// What the scan recorded, without the file: kept from the screening to the settings.
    struct Records: Sendable {
        var parameters: [String: [String: Set<DeclaredType>]]
        var unlabeled: [String: [Int: Set<DeclaredType>]]
        var properties: [String: Set<DeclaredType>]
        var initialLabels: [String: Set<String>] = [:]
        var ownedProperties: [String: [String: Set<DeclaredType>]] = [:]
    }

    var records: Records {
        Records(parameters: parameters, unlabeled: unlabeled, properties: properties, initialLabels: initialLabels, ownedProperties: ownedProperties)
    }

    /// Parameter label → callee (function or case name; the type for an `init`; "" for a tuple
    /// element) → declared types.
    var parameters: [String: [String: Set<DeclaredType>]] = [:]
    /// Callee → position in the parameter clause → declared types, of the parameters without a
    /// label (`_ color: NSColor`): an argument passed to one is matched by its position.
    var unlabeled: [String: [Int: Set<DeclaredType>]] = [:]
    /// Property, variable or parameter name → declared types.
    var properties: [String: Set<DeclaredType>] = [:]
    /// Type → the labels of its initializers' first parameters (`_` for none): `rgb` of
    /// `init(rgb: Int)` says the type is built from literals (see `ColorWrapper`).
    var initialLabels: [String: Set<String>] = [:]
    /// Property name → the type declaring it (the type, or the extension, whose body holds it) →
    /// declared types: what a member assignment on a receiver of that type assigns (OpenEmu's
    /// `HUDBarButton.backgroundColor: BackgroundColor?`, an enum, no view's color).
    var ownedProperties: [String: [String: Set<DeclaredType>]] = [:]

    private let file: SwiftSource
    /// For each `{` that opens a body, the types declared directly in it; top level under -1.
    private let nested: [Int: Set<String>]
    private var scopes: [(open: Int, type: String?, isStruct: Bool)] = []
    /// Per struct body (by its `{`): the first stored property's name, the label its memberwise
    /// initializer opens with; nil once the body declares an `init` of its own (no memberwise one).
    private var memberwiseFirst: [Int: String?] = [:]
    /// The generic parameters of the declaration whose parameter clause is read, constrained to a
    /// style protocol (`<S: ShapeStyle>`): the color type their named colors are.
    private var styleGenerics: [String: BaseColorType] = [:]

    enum DeclarationKeyword: Equatable {
        case type(isStruct: Bool), initializer, `subscript`, function, enumCase, variable, other
    }

    /// Which declaration keyword the `count` bytes at `p` are, compared in place (a String a
    /// keyword was a tenth of a run): the scan's loop asks it of every keyword token.
    @inline(__always)
    static func keyword(_ p: UnsafePointer<UInt8>, _ count: Int) -> DeclarationKeyword {
        func isWord(_ word: StaticString) -> Bool { word.utf8CodeUnitCount == count && memcmpBytes(word.utf8Start, p, count) }
        switch p[0] {
        case UInt8(ascii: "s"):
            if isWord("struct") { return .type(isStruct: true) }
            if isWord("subscript") { return .subscript }
        case UInt8(ascii: "e"):
            if isWord("enum") || isWord("extension") { return .type(isStruct: false) }
        case UInt8(ascii: "c"):
            if isWord("class") { return .type(isStruct: false) }
            if isWord("case") { return .enumCase }
        case UInt8(ascii: "a"):
            if isWord("actor") { return .type(isStruct: false) }
        case UInt8(ascii: "p"):
            if isWord("protocol") { return .type(isStruct: false) }
        case UInt8(ascii: "i"):
            if isWord("init") { return .initializer }
        case UInt8(ascii: "f"):
            if isWord("func") { return .function }
        case UInt8(ascii: "l"):
            if isWord("let") { return .variable }
        case UInt8(ascii: "v"):
            if isWord("var") { return .variable }
        default:
            break
        }
        return .other
    }

    /// `declaresColorNamedType`: what the screening read of the file's bytes, if it did.
    init(_ file: SwiftSource, declaresColorNamedType: Bool? = nil) {
        self.file = file
        // Lexical lookup matters only for a type of the file named like a framework color type
        // (`enum Color`); most files declare none, and the pass over their tokens is skipped.
        let lexical = declaresColorNamedType ?? DeclarationSites.declaresColorNamedType(file.bytes)
        nested = lexical ? DeclarationScan.typeNamesByScope(file) : [:]
        scan()
    }

    private mutating func scan() {
        var pendingType: String?
        var pendingIsStruct = false
        let code = file.code
        let bytes = file.bytes
        var k = 0
        while k < code.count {
            let t = code[k]
            if t.kind == .punct && t.length == 1 {
                let c = bytes[t.begin]
                if c == UInt8(ascii: "{") {
                    scopes.append((k, pendingType, pendingIsStruct))
                    pendingType = nil
                    pendingIsStruct = false
                } else if c == UInt8(ascii: "}"), !scopes.isEmpty {
                    let closed = scopes.removeLast()
                    // SwiftGen's `struct ColorName { let rgbaValue: UInt32; var color: Color {…} }`, called
                    // `ColorName(rgbaValue: 0x001428ff)` with no `init` declared: its memberwise one.
                    if closed.isStruct, let type = closed.type, let first = memberwiseFirst.removeValue(forKey: closed.open) ?? nil {
                        initialLabels[type, default: []].insert(first)
                    }
                }
                k += 1
                continue
            }
            // `actor` is a contextual keyword, tokenized as a word: its body is a type's (what is
            // declared there is a member, not a local).
            if t.kind == .identifier, t.length == 5, file.codeIs(k, "actor" as StaticString), file.kind(k + 1) == .identifier {
                pendingType = file.text(code: k + 1)
                pendingIsStruct = false
                k += 2
                continue
            }
            // Only the keywords that start a declaration are read as text (one String a token
            // was a tenth of a run).
            guard t.kind == .keyword, t.length >= 3, t.length <= 9 else { k += 1; continue }
            let word = bytes.withUnsafeBufferPointer { DeclarationScan.keyword($0.baseAddress! + t.begin, Int(t.length)) }
            // (`class func`, `class var` declare no type: their bodies are a function's.)
            if case .type(let isStruct) = word, file.isWord(k + 1), file.kind(k + 1) != .keyword {
                var n = k + 1
                while file.isChar(n + 1, "."), file.isWord(n + 2) { n += 2 }
                pendingType = file.text(code: n)
                pendingIsStruct = isStruct
            } else if word == .initializer || word == .subscript, !file.isChar(k - 1, ".") {  // not `self.init(…)`
                var open = k + 1
                if file.isChar(open, "?") || file.isChar(open, "!") { open += 1 }
                let angle = open
                open = skipAngles(open)
                if file.isChar(open, "(") {
                    let callee = word == .initializer ? (scopes.last(where: { $0.type != nil })?.type ?? "") : "subscript"
                    if word == .initializer, !callee.isEmpty, let label = firstLabel(open) { initialLabels[callee, default: []].insert(label) }
                    if word == .initializer, let body = scopes.last, body.isStruct, body.type != nil { memberwiseFirst[body.open] = .some(nil) }
                    styleGenerics = styleConstrained(angles: angle, open: open)
                    k = parameterClause(open, callee: callee)
                    styleGenerics = [:]
                    continue
                }
            } else if word == .function, file.isWord(k + 1) || file.kind(k + 1) == .operator {
                let open = skipAngles(k + 2)
                if file.isChar(open, "(") {
                    styleGenerics = styleConstrained(angles: k + 2, open: open)
                    k = parameterClause(open, callee: file.text(code: k + 1))
                    styleGenerics = [:]
                    continue
                }
            } else if word == .enumCase {
                // `case name(label: Type, …)`, also in lists: `case a, b(x: T)`.
                var n = k + 1
                while file.isWord(n) {
                    if file.isChar(n + 1, "("), file.code[n + 1].begin == file.code[n].end, scopes.last?.type != nil {
                        n = parameterClause(n + 1, callee: file.text(code: n))
                    } else {
                        n += 1
                    }
                    guard file.isChar(n, ","), file.isWord(n + 1) else { break }
                    n += 1
                }
            } else if word == .variable && file.kind(k + 1) == .identifier && !isInsideFunctionBody
                        && !file.codeIs(k - 1, "static" as StaticString) && !file.codeIs(k - 1, "class" as StaticString) {
                // A static member is no context: it is read as `Type.name`, never assigned by name.
                // A function's local is seen only in its function, never by the tree (audit 12).
                property(k + 1)
            }
            k += 1
        }
    }

    /// Whether the scan stands in a body that is not a type's (a function's, an accessor's, a
    /// closure's): what is declared there is local, and a name the tree looks up elsewhere never
    /// finds it (Pulse: a PDF helper's `let backgroundColor = UIColor(…)` typed an `AttributedString`'s
    /// `backgroundColor` in another file, so a run over one folder and one over the tree disagreed).
    private var isInsideFunctionBody: Bool {
        guard let innermost = scopes.last else { return false }
        return innermost.type == nil
    }

    /// A declaration the name rules already read right: not recorded, so that only files whose
    /// declarations change a verdict need reading (`NameRuleCoverage`, the rule the byte walk asks too).
    static func coveredByNameRules(_ name: String, _ type: DeclaredType, parameter: Bool = false) -> Bool {
        let facts = NameRuleCoverage.TypeFacts(
            endsInOlor: type.name.hasSuffix("olor"), base: BaseColorType(rawValue: type.name),
            isTreeType: type.isTreeType, isCollectionElement: type.isCollectionElement)
        return NameRuleCoverage.covers(nameIsColor: ColorContextNames.isColorName(name), facts, parameter: parameter)
    }

    /// Whether code tokens `range` hold a word with `olor` or the word `tint`: a declaration
    /// whose head (name, label, type) holds none names no color type and no name the rules
    /// read, so it is passed over before any text is made of it (Strings per declaration were
    /// most of the scan's time). The head alone, so that the bytes can tell which files hold
    /// a recorded declaration (`DeclarationSites`).
    func mentionsColor(_ range: Range<Int>) -> Bool {
        for k in range where k < file.code.count && file.code[k].kind.isWord {
            let t = file.code[k]
            if t.length == 4 && file.codeIs(k, "tint" as StaticString) { return true }
            guard t.length >= 4 else { continue }
            var i = t.begin
            while i + 4 <= t.end {
                if file.bytes[i] == UInt8(ascii: "o") && file.bytes[i + 1] == UInt8(ascii: "l") && file.bytes[i + 2] == UInt8(ascii: "o")
                    && file.bytes[i + 3] == UInt8(ascii: "r") { return true }
                i += 1
            }
        }
        return false
    }

    /// Whether code token `k` starts with an upper-case letter. ASCII is read from the byte: a
    /// String per `let x = y` was a tenth of the scan.
    private func startsUppercase(_ k: Int) -> Bool {
        let b = file.firstByte(k)
        if b < 0x80 { return b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z") }
        return file.text(code: k).unicodeScalars.first?.properties.isUppercase == true
    }

    /// Records `name: Type` and `name = Type.member` / `name = Type(…)`.
    private mutating func property(_ n: Int) {
        if file.isChar(n + 1, ":"), let scope = scopes.last, scope.isStruct, scope.type != nil, memberwiseFirst[scope.open] == nil,
           !file.isChar(n - 2, "."), !file.codeIs(n - 2, "lazy" as StaticString) {
            // The first stored property (typed, no accessor body after its type).
            let (_, _, after) = parseType(n + 2)
            if !file.isChar(after, "{") { memberwiseFirst[scope.open] = .some(file.text(code: n)) }
        }
        if file.isChar(n + 1, ":") {
            let (type, _, after) = parseType(n + 2)
            guard mentionsColor(n..<n + 1) || mentionsColor(n + 2..<after) else { return }
            let name = file.text(code: n)
            guard let type else { return }
            if !DeclarationScan.coveredByNameRules(name, type) {
                properties[name, default: []].insert(type)
                if let owner = scopes.last?.type { ownedProperties[name, default: [:]][owner, default: []].insert(type) }
            }
            // A struct's stored property is a label of its memberwise initializer, recorded as any
            // parameter is: a file importing SwiftUI alone calls `PrivacyIcon(tint: .yellow)` whose
            // `let tint: NSColor` the name rules read as SwiftUI's adaptive yellow (KeyboardCowboy).
            if let scope = scopes.last, scope.isStruct, let owner = scope.type, !DeclarationScan.coveredByNameRules(name, type, parameter: true) {
                parameters[name, default: [:]][owner, default: []].insert(type)
            }
        } else if file.codeIs(n + 1, "="), file.kind(n + 2) == .identifier, startsUppercase(n + 2) {
            // `var strokeColor = TextColor.white`, `let c = UIColor(…)`: the type written first.
            let member = file.isChar(n + 3, ".") && file.isWord(n + 4) && !(file.isChar(n + 5, ".") && file.isWord(n + 6))
            let call = file.isChar(n + 3, "(") && file.code[n + 3].begin == file.code[n + 2].end
            if member && mentionsColor(n..<n + 5) || call && mentionsColor(n..<n + 3) {
                let name = file.text(code: n)
                let typeName = file.text(code: n + 2)
                let type = DeclaredType(name: typeName, isTreeType: isTreeType(typeName))
                properties[name, default: []].insert(type)
                if let owner = scopes.last?.type { ownedProperties[name, default: [:]][owner, default: []].insert(type) }
            }
        }
    }

    /// The label of the first parameter of the clause opening at `open`, or nil for an empty
    /// clause. Without a label: `soleUnlabeled` when it is the clause's one parameter
    /// (`init(_ unified: UIColor)`), else `_`.
    private func firstLabel(_ open: Int) -> String? {
        var k = open + 1
        while file.isChar(k, "@") { k += file.isChar(k + 2, "(") ? (file.matchingClose(k + 2) ?? k + 2) - k + 1 : 2 }
        guard file.isWord(k), file.isChar(k + 1, ":") || file.isWord(k + 1) && file.isChar(k + 2, ":") else { return nil }
        let label = file.text(code: k)
        guard label == "_", let close = file.matchingClose(open) else { return label }
        var n = k
        while n < close {
            if file.isChar(n, ",") { return label }
            if file.isChar(n, "(") || file.isChar(n, "[") || file.isChar(n, "<"), let c = file.matchingClose(n) { n = c }
            n += 1
        }
        return DeclarationScan.soleUnlabeled
    }

    /// What `firstLabel` says of an initializer whose one parameter has no label.
    static let soleUnlabeled = "_:"

    /// The generic parameters declared between `angles` and the parameter clause opening at
    /// `open` (none when `angles == open`) that the declaration constrains to a style protocol,
    /// there (`<S: ShapeStyle>`) or in its `where` clause (`where S: ShapeStyle`).
    private func styleConstrained(angles: Int, open: Int) -> [String: BaseColorType] {
        guard angles < open else { return [:] }
        var out: [String: BaseColorType] = [:]
        func constraint(at n: Int) {
            if file.isWord(n), file.isChar(n + 1, ":"), file.isWord(n + 2),
               let base = BaseColorType.styleProtocols[file.text(code: n + 2)] {
                out[file.text(code: n)] = base
            }
        }
        for n in angles..<open { constraint(at: n) }
        // The `where` clause stands between the parameter clause (and its effects and result) and
        // the body; a declaration without a body (a protocol's) ends at a line's next keyword.
        guard let close = file.matchingClose(open) else { return out }
        var n = close + 1
        var inWhere = false
        while n < file.code.count && n < close + 96 && !file.isChar(n, "{") && !file.isChar(n, "}") && !file.isChar(n, ";") {
            if file.codeIs(n, "where" as StaticString) { inWhere = true } else if inWhere { constraint(at: n) }
            n += 1
        }
        return out
    }

    /// `type` read as the color type whose named colors it takes, when it is a style protocol
    /// (`some ShapeStyle`) or a generic parameter constrained to one; nil otherwise.
    private func styleColorType(_ type: DeclaredType?) -> DeclaredType? {
        guard let type, !type.isTreeType,
              let base = BaseColorType.styleProtocols[type.name] ?? styleGenerics[type.name] else { return nil }
        var styled = DeclaredType(name: base.rawValue, isOptional: type.isOptional, isCollectionElement: type.isCollectionElement)
        styled.viaStyleProtocol = true
        return styled
    }

    /// Reads the parameter clause opening at `open`; returns the index after its `)`.
    private mutating func parameterClause(_ open: Int, callee: String) -> Int {
        guard let close = file.matchingClose(open) else { return open + 1 }
        for (position, segment) in ParameterClause.segments(open, close, in: file).enumerated() {
            parameter(segment, callee: callee, position: position)
        }
        return close + 1
    }

    /// Whether the byte check keeps the file (`DeclarationSites.mayDeclareColorContexts`), read once.
    private var keptByTheByteCheck: Bool?
    private mutating func keptByBytes() -> Bool {
        if let known = keptByTheByteCheck { return known }
        let kept = DeclarationSites.mayDeclareColorContexts(file.bytes)
        keptByTheByteCheck = kept
        return kept
    }

    /// An operator function's name (`|`, `+`, `<~>`): no letter, digit or `_` starts it.
    static func isOperator(_ callee: String) -> Bool {
        guard let c = callee.utf8.first else { return false }
        return !(c == UInt8(ascii: "_") || c == UInt8(ascii: "`") || (c >= 0x30 && c <= 0x39) || (c | 0x20 >= 0x61 && c | 0x20 <= 0x7A) || c >= 0x80)
    }

    /// A function or enum case named for a color (`toneColor`, `textColor`), not a type's
    /// initializer (`UIColor`): the callee whose undeclared calls `ColorContext` takes for colors.
    static func namesColor(function callee: String) -> Bool {
        callee.hasSuffix("Color") && callee.first?.isLowercase == true
    }

    /// A function or enum case whose unlabeled parameters are recorded whatever their type: one
    /// named for a color, or one named as an SDK function taking a color unlabeled (an app's own
    /// `case color(Int)` decides what `.color(.white)` is before SwiftUI's `Shading.color(_:)`).
    static func recordsEveryUnlabeled(of callee: String) -> Bool {
        namesColor(function: callee) || LibraryColorParameters.allUnlabeled[callee] != nil
    }

    /// `[attributes] label [name]: Type [= default]`, the clause's `position`th parameter.
    private mutating func parameter(_ segment: ParameterClause.Segment, callee: String, position: Int) {
        let start = segment.range.lowerBound, end = segment.range.upperBound
        let labelToken = segment.first
        if file.isChar(labelToken, "("), segment.colon == nil {
            closurePayload(labelToken, end: end, callee: callee, position: position)
            return
        }
        guard file.isWord(labelToken) else { return }
        guard let colon = segment.colon else {
            let k = labelToken
            // `case color(UIColor)`: an enum payload without a label is its type alone, matched by
            // position. A tuple payload (`case c((light: UIColor, dark: UIColor))`) is not read: no
            // app seen writes one, and its elements have no argument labels to match. A raw
            // identifier (`` `a b` ``) names no framework color type either.
            guard file.firstByte(k) != UInt8(ascii: "`") else { return }
            let (type, _, after) = parseType(k)
            if let type, after == end, mentionsColor(start..<after) || DeclarationScan.recordsEveryUnlabeled(of: callee) {
                unlabeled[callee, default: [:]][position, default: []].insert(type)
            }
            return
        }
        let k = colon - 1
        var (type, tuple, after) = parseType(colon + 1)
        let styled = styleColorType(type)
        if let styled { type = styled }
        // A function named for a color (`func toneColor(_ tone: Tone)`) records its unlabeled
        // parameters whatever their type: an undeclared one's argument is taken for a color.
        let unlabeledOfColorNamed = labelToken < k && file.codeIs(labelToken, "_" as StaticString) && DeclarationScan.recordsEveryUnlabeled(of: callee)
        // An operator's operands take no label at a call whatever the declaration writes (StackOv's
        // `static func | (lightColor: Color, darkColor: Color) -> Color`): each is recorded by
        // position, whatever its type, so that another overload of the operator (an option set's
        // `|`) leaves an operand undecided (`ColorContext.declaredOperatorOperand`).
        let operand = DeclarationScan.isOperator(callee)
        guard styled != nil || mentionsColor(start..<min(after, end)) else {
            // (An operand that names no color is recorded only in a file the byte check keeps: the
            // scan never reads the others, and the two agree (`DeclarationSitesTests`).)
            if unlabeledOfColorNamed || operand && keptByBytes(), let type { unlabeled[callee, default: [:]][position, default: []].insert(type) }
            return
        }
        // The texts only now: most parameters name no color.
        var label: String? = file.text(code: labelToken)
        let name = file.text(code: k)
        if label == "_" { label = nil }
        // No name rule reads an unlabeled argument: its declared type alone says what it is.
        if label == nil || operand, let type { unlabeled[callee, default: [:]][position, default: []].insert(type) }
        if let type, !DeclarationScan.coveredByNameRules(label ?? name, type, parameter: true) || !DeclarationScan.coveredByNameRules(name, type, parameter: true) {
            if let label { parameters[label, default: [:]][callee, default: []].insert(type) }
            // The parameter's own name is local to its function: not a property of the tree.
        }
        for (element, elementType) in tuple { parameters[element, default: [:]]["", default: []].insert(elementType) }
    }

    /// `case uiColor(() -> UIColor)` (fluentui-apple's TableViewCellTokenSet): a closure payload
    /// returning a color, recorded by position as what its closure's body is (`.uiColor { .red }`).
    private mutating func closurePayload(_ open: Int, end: Int, callee: String, position: Int) {
        guard let close = file.matchingClose(open), file.codeIs(close + 1, "->"), mentionsColor(close + 2..<end) else { return }
        let (result, tuple, after) = parseType(close + 2)
        guard var result, tuple.isEmpty, after == end else { return }
        result.isClosureResult = true
        unlabeled[callee, default: [:]][position, default: []].insert(result)
    }

    private func parseType(_ k: Int) -> (DeclaredType?, [(String, DeclaredType)], Int) {
        // The lookup captures the scopes, not the scan: a closure over `self` copies the whole
        // scan and its file (a retain of every array) at each type read.
        let scopes = scopes, nested = nested
        return TypeSyntax.parse(file, k) { DeclarationScan.isTreeType($0, scopes: scopes, nested: nested) }
    }

    private func skipAngles(_ k: Int) -> Int { TypeSyntax.skipAngles(file, k) }

    /// Whether `name` names a type the tree declares where the scan stands: nested in an
    /// enclosing body of this file, or (for a framework color type's name) at its top level.
    private func isTreeType(_ name: String) -> Bool {
        DeclarationScan.isTreeType(name, scopes: scopes, nested: nested)
    }

    private static func isTreeType(_ name: String, scopes: [(open: Int, type: String?, isStruct: Bool)], nested: [Int: Set<String>]) -> Bool {
        for scope in scopes.reversed() where nested[scope.open]?.contains(name) == true { return true }
        return nested[-1]?.contains(name) == true && BaseColorType(rawValue: name) != nil
    }

    static func typeNamesByScope(_ file: SwiftSource) -> [Int: Set<String>] {
        var out: [Int: Set<String>] = [:]
        var stack: [Int] = []
        for k in 0..<file.code.count {
            if file.isChar(k, "{") {
                stack.append(k)
            } else if file.isChar(k, "}") {
                if !stack.isEmpty { stack.removeLast() }
            } else if file.code[k].kind == .keyword, file.kind(k + 1) == .identifier,
                      file.codeIs(k, "struct" as StaticString) || file.codeIs(k, "enum" as StaticString)
                        || file.codeIs(k, "class" as StaticString) || file.codeIs(k, "actor" as StaticString) {
                out[stack.last ?? -1, default: []].insert(file.text(code: k + 1))
            }
        }
        return out
    }
}
