/// Where an expression stands: the name rules match as `context`, and whether an implicit
/// member there (`.white`) is a color, with the color type when one is declared.
struct ColorContext: Equatable {
    /// The assigned property's last component, the argument label, the attribute key, the
    /// SwiftUI modifier, or the declared name.
    var name: String?
    /// Implicit members here are colors.
    var isColor = false
    /// The declared color type (`let x: UIColor = .white`), if any.
    var colorType: BaseColorType?
    /// The framework the context implies (a SwiftUI modifier: swiftui).
    var framework: Framework?
    /// A value stored into a property (`view.backgroundColor = …`): never SwiftUI.
    var isPropertyAssignment = false
    /// The tree's color wrapper the declarations type the context with (`ColorWrapper`,
    /// SwiftEntryKit's `EKColor`): an implicit member there is the wrapper's, never the platform
    /// color's (`isColor` is false), a color only when the wrapper's palette declares it.
    var wrapper: String?

    static let none = ColorContext()
}

/// Finds the context of expressions in one file by walking back over its code tokens.
struct ContextAnalyzer {
    let file: SwiftSource
    /// The one UI framework the tree's files import (`DetectionSettings.treePlatform`), when known.
    var treePlatform: Framework?
    let types: ColorTypeTable
    let declarations: DeclarationIndex
    /// Each `:`'s ternary-or-not, computed once: the walks of many findings cross the same colons.
    let ternaryColons: TernaryColonMemo
    /// The group around each token, so a walk out to it is one step (many findings in one long
    /// array literal made the walks quadratic).
    let enclosing: EnclosingGroups
    /// The boundary each token of a long operand walk leads to (`boundary(before:)`).
    let boundaries: BoundaryMemo
    /// The members each type body declares, read on first use (`ownMember`).
    let typeBodies = TypeBodyMembers()
    /// The file's scopes, built on first use (`ownMember`, `enclosingColorType`).
    let syntax: SyntaxTreeMemo
    /// The names of the tree's color wrappers (`DetectionSettings.wrappers`).
    let wrappers: Set<String>
    /// The UI frameworks the file imports, read on first use: each context that asked read every import again.
    let imports = FileImportsMemo()

    /// The UI frameworks the file imports (as `FileDetector.importedFrameworks` reads them), read once.
    var importedFrameworks: Set<Framework> { imports.frameworks(of: file) }

    init(file: SwiftSource, types: ColorTypeTable, declarations: DeclarationIndex = DeclarationIndex(), wrappers: Set<String> = []) {
        self.file = file
        self.types = types
        self.declarations = declarations
        self.wrappers = wrappers
        ternaryColons = TernaryColonMemo(count: file.code.count)
        boundaries = BoundaryMemo(count: file.code.count)
        syntax = SyntaxTreeMemo(file: file)
        enclosing = syntax.brackets
    }

    /// Labels only SwiftUI's gradients take after `colors:`: `.init(colors: [.black], startPoint: .top, …)`
    /// assigned to a `LinearGradient` names no type, and these say which it is.
    static let gradientLabels: Set<String> = ["startPoint", "endPoint", "center", "startRadius", "endRadius", "angle", "startAngle", "endAngle"]

    /// The label SwiftUI's gradient views give their `Gradient`: `.init(colors:)` passed there is one
    /// (superhighfives/pika: `LinearGradient(gradient: .init(colors: [base, .black]), …)`).
    static let gradientArgumentLabel = "gradient"

    /// Whether the implicit `.init(` opening at `open` is the value of a `gradient:` argument.
    func isGradientArgument(initOpenedAt open: Int) -> Bool {
        open >= 4 && file.codeIs(open - 1, "init" as StaticString) && file.isChar(open - 2, ".") && file.isChar(open - 3, ":")
            && file.isWord(open - 4) && file.text(code: open - 4) == Self.gradientArgumentLabel
    }

    /// Whether the implicit `.init(` opened at `open` is an element of a SwiftUI gradient's `stops:` literal
    /// (`LinearGradient(stops: [.init(color: …, location: 0)], …)`, `Gradient(stops: […])`): a `Gradient.Stop`.
    func isGradientStop(initOpenedAt open: Int) -> Bool {
        guard open >= 2, file.codeIs(open - 1, "init" as StaticString), file.isChar(open - 2, "."), !file.isWord(open - 3),
              let literal = enclosing.opener(of: open - 2), file.isChar(literal, "["), literal >= 2, file.isChar(literal - 1, ":"),
              file.codeIs(literal - 2, "stops" as StaticString), let call = enclosing.opener(of: literal), file.isChar(call, "("), call >= 1,
              file.isWord(call - 1) else { return false }
        let callee = file.text(code: call - 1)
        return Self.gradients.contains(callee) || callee == "Gradient" || callee == "init" && isGradientArgument(initOpenedAt: call)
    }

    /// Whether the call opened at `open` is one of SwiftUI's static gradient styles written as an implicit member
    /// (`.fill(.linearGradient(colors: [.white.opacity(0), .white], startPoint: .top, endPoint: .bottom))`: score-ios's
    /// shimmer mask, its three whites missed; session 41, recall41e-v1). `x.linearGradient(…)` is another type's.
    func isImplicitGradientStyle(_ callee: String, openedAt open: Int) -> Bool {
        callee.first?.isLowercase == true && ColorContextNames.swiftUIGradients.contains(callee) && open >= 2 && file.isChar(open - 2, ".")
            && !(open >= 3 && (file.isWord(open - 3) || file.isChar(open - 3, ")") || file.isChar(open - 3, "]")))
    }

    /// Whether the argument after the one labeled at `colon` (`colors: […], startPoint:`) has a gradient's label.
    func gradientLabelFollows(colonOf colon: Int) -> Bool {
        guard file.isChar(colon + 1, "["), let close = file.matchingClose(colon + 1), file.isChar(close + 1, ","),
              file.isWord(close + 2), file.isChar(close + 3, ":") else { return false }
        return Self.gradientLabels.contains(file.text(code: close + 2))
    }

    /// SwiftUI gradients whose `colors:` array holds SwiftUI colors: the vocabulary's gradient types
    /// (its lower-case names are the static styles, `.linearGradient(colors:…)`).
    static let gradients: Set<String> = ColorContextNames.swiftUIGradients.filter { $0.first?.isUppercase == true }
    /// Walks that real code ends in a few steps give up after this many: machine-made input
    /// (30,000 nested array literals) must neither exhaust the stack nor go quadratic.
    static let walkLimit = 1024
    static let nestingLimit = 32

    /// Keywords that are values: an operand, not a boundary, while walking back.
    static let valueKeywords: Set<String> = ["self", "Self", "true", "false", "nil", "super", "as", "is", "try", "Any"]
    static let controlFlowKeywords: Set<String> = ["if", "else", "guard", "for", "while", "switch", "case", "default", "do", "catch", "defer", "repeat"]

    func context(ofExpressionAt start: Int) -> ColorContext {
        context(ofExpressionAt: start, depth: 0)
    }

    /// `depth` counts the parentheses and literals passed through on the way out, so that
    /// machine-made nesting cannot make the walk quadratic.
    func context(ofExpressionAt start: Int, depth: Int) -> ColorContext {
        guard depth < Self.nestingLimit else { return .none }
        var k = start - 1
        // An implicit member compared with a member (`if backgroundColor != .white`, Pisth's
        // PisthTheme): typed as an assignment to that member is; `== UIColor.white` is typed by
        // its own name and keeps the context it had (none).
        if k > 0, file.isChar(start, "."), file.kind(k) == .operator, file.codeIs(k, "==") || file.codeIs(k, "!="), file.isWord(k - 1) {
            var compared = assignment(k)
            compared.isPropertyAssignment = false
            return compared
        }
        // The right operand of an infix operator (StackOv's light|dark `Palette.black | .white`; 4 missed in
        // session 32): where the tree declares the operator on colors only (`static func | (lightColor: Color,
        // darkColor: Color) -> Color`), a color; where it declares none (StackOv's stands in a file marked
        // generated, never read), a color when the whole expression's context is one, as through `??`; where
        // it declares one on another type too (an option set's), nothing. Such a member had no context at all.
        // The token-kind test first: nearly every candidate stands after `=`, `(`, `:` or `,`. An explicit
        // member (`Palette.black | Color.white`) keeps the context it had: its type is written.
        if k > 0, file.kind(k) == .operator, file.isChar(start, "."), !Self.notAnOperandsOperator.contains(file.text(code: k)), !isCoalescingOrTernary(k),
           let declared = operatorOperand(k) {
            let b = boundary(before: k - 1)
            let whole = b + 1 < k && b + 1 > 0 ? context(ofExpressionAt: b + 1, depth: depth + 1) : .none
            if whole.isColor || whole.wrapper != nil { return whole }
            guard case .colors(let base) = declared else { return .none }
            return ColorContext(name: whole.name, isColor: true, colorType: base, framework: base?.framework)
        }
        // Through `??` and the arms of a ternary, the whole expression's context applies.
        // Real code nests a few; a bound keeps machine-made nesting from going quadratic.
        var hops = 0
        var coalescedName: String?
        var coalescedType: BaseColorType?
        // The ternary `?` or `:` right before the expression: the other arm may say its type.
        let armMark = k >= 0 && k == start - 1 && (file.isChar(k, "?") || file.isChar(k, ":")) && isCoalescingOrTernary(k) ? k : nil
        while k >= 0 && hops < 32 {
            hops += 1
            if isCoalescingOrTernary(k) {
                if coalescedName == nil, file.codeIs(k, "??"), file.kind(k - 1) == .identifier { coalescedName = file.text(code: k - 1) }
                if coalescedType == nil, file.codeIs(k, "??") { coalescedType = writtenColorType(endingAt: k - 1) }
                k = boundary(before: k - 1)
                continue
            }
            break
        }
        guard k >= 0, !isCoalescingOrTernary(k) else { return .none }
        let found = classify(boundary: k, depth: depth, start: start)
        // `color ?? .lightGray` where `color: NSColor?`: the left side's type decides.
        if !found.isColor, let name = coalescedName,
           let base = nearestDeclaredColor(of: name, before: start) ?? declarations.optionalColor(name, types: types) {
            return ColorContext(name: found.name ?? name, isColor: true, colorType: base, framework: base.framework)
        }
        // `backgroundColor ?? .gray` where the file's `Color` is the tree's own type and `backgroundColor: Color?`
        // is declared with it (ShapeScript's `Scene+SceneKit.swift`, `import SceneKit`): that type's member,
        // whatever the binding's name (`let color = …`).
        if found.isColor, let name = coalescedName, declaredOwnColorType(name) || nearestDeclaredOwnColor(of: name, before: start) {
            return ColorContext(name: found.name, isColor: false)
        }
        // `style?.lightColor.cgColor ?? .white`, `$0.copy() as? NSColor ?? .black`: the left side says its type.
        // A CGColor on the left says it wherever the whole goes: `NSColor(cgColor: cgColor ?? .black)` in `extension
        // Color` (iina-plus) took the argument's NSColor and `fix` wrote an NSColor token there (session 41, verify41d-v1).
        if found.wrapper == nil, let base = coalescedType, !found.isColor || base == .cgColor && found.colorType != .cgColor {
            return ColorContext(name: found.name, isColor: true, colorType: base, framework: base.framework)
        }
        // `let fill = on ? Color.black : .white`: the other arm's written color type is this arm's.
        if !found.isColor, found.wrapper == nil, let mark = armMark, let base = otherArmColorType(mark) {
            return ColorContext(name: found.name, isColor: true, colorType: base, framework: base.framework)
        }
        return found
    }

    /// Operators whose right side is no operand of a color-valued expression: assignment, `??` and
    /// `->` (read elsewhere), comparisons (a `Bool`).
    static let notAnOperandsOperator: Set<String> = ["=", "??", "->", "==", "!=", "===", "!==", "~=", "<", ">", "<=", ">=", "&&", "||", "!"]

    /// What the tree declares of the right operand of an infix operator.
    enum OperatorOperand: Equatable {
        /// No declaration of the operator in the files read.
        case undeclared
        /// Colors only: the one color type they take (nil: several, `Color` and `UIColor`).
        case colors(BaseColorType?)
    }

    /// What the tree declares of the right operand of the infix operator at code token `k`; nil when
    /// a declaration takes anything but a color there (an option set's `|`, an app's `Tone + Tone`).
    func operatorOperand(_ k: Int) -> OperatorOperand? {
        guard let declared = declarations.unlabeled[file.text(code: k)]?[1], !declared.isEmpty else { return .undeclared }
        let bases = declared.map { $0.colorType(in: types) }
        guard bases.allSatisfy({ $0 != nil }) else { return nil }
        let distinct = Set(bases.compactMap { $0 })
        return .colors(distinct.count == 1 ? distinct.first : nil)
    }

    /// Whether this file's `Color` is the tree's own type (no color type here: `ShadowedColorName.ownType`)
    /// and every declaration of `name` in the tree is typed with it (Euclid's `var color: Color`).
    /// The declared type of the receiver named at code token `r` (`spinner` in `spinner.color`, or
    /// `self.spinner`): a local or parameter in lexical scope, else the enclosing type's own member.
    func receiverTypeName(_ r: Int, before b: Int) -> String? {
        guard r > 0, file.kind(r) == .identifier else { return nil }
        let viaSelf = file.isChar(r - 1, ".") && file.codeIs(r - 2, "self" as StaticString)
        guard viaSelf || !file.isChar(r - 1, ".") else { return nil }
        let name = file.text(code: r)
        if !viaSelf, let local = lexicalDeclaration(of: name, before: b) {
            if case .typed(let type) = local { return type.name }
            return nil
        }
        if case .declared(let type?)? = ownMember(name, at: b) { return type.name }
        return nil
    }

    func declaredOwnColorType(_ name: String) -> Bool {
        guard types.base(BaseColorType.color.rawValue) == nil, let declared = declarations.properties[name],
              declared.contains(where: { $0.name == BaseColorType.color.rawValue }) else { return false }
        // Other declarations of the name may be of other types of the tree (ShapeScript's `static let color:
        // MemberProperties`), none of a platform color.
        if !declared.contains(where: { types.base($0.name) != nil || $0.viaStyleProtocol }) { return true }
        // A platform color's declaration of the name is UI code's; in a file importing no UI framework
        // itself (Euclid's `vertex.color = .white` beside `import RealityKit`, with ShapeScript's
        // `ContextMenu` example declaring `let color: UIColor` elsewhere in the tree: a false finding in
        // session 26), the receiver is the tree's own model.
        return importedFrameworks.isDisjoint(with: [.uikit, .appkit, .swiftui])
    }

    /// The color type the other arm of a ternary says by what it is written as, when it is nothing but a
    /// color type's member, call or constructor (`Color.black`, `UIColor(white: 0.1, alpha: 1)`,
    /// `Color.hex(0x121212)`), for the arm after `mark` (the ternary's `?` or `:`). Strongbox's
    /// `let c = on ? Color.black : .white` lost its `.white`: the binding names no color, and Swift
    /// types the arm by the other. An arm going on past it (`UIColor.black.cgColor`, `.withAlphaComponent(…)`)
    /// may be another type: nil.
    func otherArmColorType(_ mark: Int) -> BaseColorType? {
        // The other arm: before the `:` back to the `?` (this arm is the second), or after the `:`
        // that closes this arm (this arm is the first).
        let first: Int
        var last: Int?
        if file.isChar(mark, ":") {
            var n = mark - 1
            var steps = 0
            while n > 0 && steps < 64 {
                if let open = skipGroupBackward(n) { n = open - 1; steps += 1; continue }
                if file.isChar(n, "?") && file.code[n].kind == .operator && !isLeftBound(n) { break }
                if isBoundaryToken(n) { return nil }
                n -= 1
                steps += 1
            }
            guard file.isChar(n, "?") else { return nil }
            first = n + 1
            last = mark - 1
        } else {
            var n = mark + 1
            var steps = 0
            while n < file.code.count && steps < 64 {
                if file.isChar(n, "(") || file.isChar(n, "["), let close = file.matchingClose(n) { n = close + 1; steps += 1; continue }
                if file.isChar(n, ":") { break }
                if file.isChar(n, "?") || file.isChar(n, ",") || file.isChar(n, ")") || file.isChar(n, "{") || file.isChar(n, "}") { return nil }
                n += 1
                steps += 1
            }
            guard file.isChar(n, ":"), isTernaryColon(n) else { return nil }
            first = n + 1
        }
        guard file.kind(first) == .identifier, let base = types.base(code: first, in: file) else { return nil }
        // `Type(…)`, `Type.member`, `Type.member(…)`, `Type.init(…)`: nothing after.
        var n = first + 1
        if file.isChar(n, "."), file.isWord(n + 1) { n += 2 }
        if file.isChar(n, "("), let close = file.matchingClose(n) { n = close + 1 }
        guard n > first + 1 else { return nil }
        if let last { return n == last + 1 ? base : nil }
        // The second arm ends there: no member, call or subscript goes on from it.
        return file.isChar(n, ".") || file.isChar(n, "(") || file.isChar(n, "[") || file.isChar(n, "!") || file.isChar(n, "?") ? nil : base
    }

    /// The color type the expression ending at code token `end` has by its last words: a conversion
    /// (`….cgColor`, a `CGColor?`) or a cast (`… as? NSColor`). The right side of `??` after one is
    /// that type's member whatever the left side's declaration (Equinox's gradient stops
    /// `style?.lightColor.cgColor ?? .white`, DSFSparkline's `$0.copy() as? DSFColor ?? .black`:
    /// 6 missed in session 26).
    func writtenColorType(endingAt end: Int) -> BaseColorType? {
        guard end >= 2, file.kind(end) == .identifier else { return nil }
        if file.isChar(end - 1, "."), let conversion = ColorConversion(rawValue: file.text(code: end)) {
            return conversion == .cgColor ? .cgColor : .ciColor
        }
        // A color type's own `cgColor` read bare in its extension (`cgColor ?? .black` in `extension Color`).
        if file.codeIs(end, "cgColor" as StaticString), !file.isChar(end - 1, "."), syntax.tree.enclosingType(at: end).map({ types.base($0.name ?? "") != nil }) == true {
            return .cgColor
        }
        if file.isChar(end - 1, "?"), file.codeIs(end - 2, "as" as StaticString), let base = types.base(code: end, in: file) { return base }
        return nil
    }

    /// The color type of the nearest declaration of `name` before code token `k` in this file
    /// (`func set(color: NSColor? = nil) { … color ?? .lightGray }`): Swift's lexical lookup,
    /// as far as a walk back over one screenful of tokens can tell it.
    func nearestDeclaredColor(of name: String, before k: Int) -> BaseColorType? {
        var n = k - 1
        let limit = max(0, k - 2048)
        while n > limit {
            if isTypedDeclaration(of: name, colon: n) {
                let (type, _, _) = TypeSyntax.parse(file, n + 1) { _ in false }
                return type?.colorType(in: types)
            }
            // `var tone = UIColor.red`, `let c = UIColor(…)`: a binding typed by the color type written first.
            if file.codeIs(n, "=" as StaticString), file.codeIs(n - 1, name), file.codeIs(n - 2, "let") || file.codeIs(n - 2, "var"),
               file.kind(n + 1) == .identifier, file.isChar(n + 2, ".") || file.isChar(n + 2, "("), let base = types.base(code: n + 1, in: file) {
                return base
            }
            n -= 1
        }
        return nil
    }

    /// `name:` at the colon `n` of a parameter or a typed binding (`_ color: NSColor?` too).
    func isTypedDeclaration(of name: String, colon n: Int) -> Bool {
        file.isChar(n, ":") && file.kind(n - 1) == .identifier && file.codeIs(n - 1, name)
            && (file.isChar(n - 2, "(") || file.isChar(n - 2, ",") || file.codeIs(n - 2, "let") || file.codeIs(n - 2, "var")
                || file.kind(n - 2) == .identifier || file.codeIs(n - 2, "_" as StaticString))
    }

    /// Whether the nearest declaration of `name` before `k` (a parameter, a typed binding) is typed with
    /// `Color` where this file's `Color` is the tree's own type (ShapeScript's `backgroundColor: Color?`
    /// parameter, `let color = backgroundColor ?? .gray`).
    func nearestDeclaredOwnColor(of name: String, before k: Int) -> Bool {
        guard types.base(BaseColorType.color.rawValue) == nil else { return false }
        var n = k - 1
        let limit = max(0, k - 2048)
        while n > limit {
            if isTypedDeclaration(of: name, colon: n) { return file.codeIs(n + 1, BaseColorType.color.rawValue) }
            n -= 1
        }
        return false
    }

    /// `??`, an infix `?`, or a ternary `:`.
    func isCoalescingOrTernary(_ k: Int) -> Bool {
        if file.codeIs(k, "??") { return true }
        if file.isChar(k, "?") && file.code[k].kind == .operator && !isLeftBound(k) { return true }
        if file.isChar(k, ":") && isTernaryColon(k) { return true }
        return false
    }

    func isLeftBound(_ k: Int) -> Bool {
        let b = file.code[k].begin
        guard b > 0 else { return false }
        return ![32, 9, 10, 13].contains(file.bytes[b - 1])
    }

    /// Whether the `:` at `k` closes a ternary: an infix `?` stands before it in the same
    /// expression.
    func isTernaryColon(_ k: Int) -> Bool {
        if let known = ternaryColons[k] { return known }
        var n = k - 1
        let limit = max(0, k - 1024)
        var answer = false
        while n >= limit {
            if let open = skipGroupBackward(n) { n = open - 1; continue }
            let t = file.code[n]
            if t.kind == .operator && file.isChar(n, "?") && !isLeftBound(n) { answer = true; break }
            if isBoundaryToken(n) { break }
            n -= 1
        }
        ternaryColons[k] = answer
        return answer
    }

    /// If code token `n` closes a group, the index of its opener.
    func skipGroupBackward(_ n: Int) -> Int? {
        let c = file.firstByte(n)
        guard file.code[n].kind == .punct, file.code[n].length == 1,
              c == UInt8(ascii: ")") || c == UInt8(ascii: "]") || c == UInt8(ascii: "}") else { return nil }
        return file.matchingOpen(n) ?? 0
    }

    func isBoundaryToken(_ n: Int) -> Bool {
        let t = file.code[n]
        switch t.kind {
        case .punct:
            let c = file.bytes[t.begin]
            return c == UInt8(ascii: "(") || c == UInt8(ascii: "[") || c == UInt8(ascii: "{") || c == UInt8(ascii: ",")
                || c == UInt8(ascii: ";") || (c == UInt8(ascii: ":") && !isTernaryColonCandidate(n))
        case .operator:
            return file.codeIs(n, "=") || file.codeIs(n, "->")
        case .keyword:
            // A keyword after `.` is a member's name (`.init(…)`, `.default`): an operand.
            if file.isChar(n - 1, ".") { return false }
            return !Self.valueKeywords.contains(file.text(code: n))
        case .stringInterpolationOpen:
            return true
        default:
            return false
        }
    }

    /// A `:` directly after a `?`-expression could be a ternary's; labels are `word:`.
    func isTernaryColonCandidate(_ n: Int) -> Bool {
        !(n > 0 && file.isWord(n - 1) && file.code[n].begin == file.code[n - 1].end)
    }

    /// Walks back from `k` over one operand sequence (skipping groups) to the token that
    /// bounds it, however long (a ternary chain of thousands of arms is read to its start).
    /// Each step depends only on the token it stands on, so every token a long walk crossed
    /// shares its answer: remembered, a later walk stops there and the walks stay linear.
    func boundary(before k: Int) -> Int {
        var n = k
        var steps = 0
        var answer = -1
        while n >= 0 {
            if let known = boundaries[n] { answer = known; break }
            if let open = skipGroupBackward(n) { n = open - 1; steps += 1; continue }
            if isCoalescingOrTernary(n) { n -= 1; steps += 1; continue }
            if isBoundaryToken(n) { answer = n; break }
            n -= 1
            steps += 1
        }
        // Short walks (nearly all) are not worth remembering.
        if steps > BoundaryMemo.worthRemembering {
            var m = k
            while m > n {
                boundaries[m] = answer
                if let open = skipGroupBackward(m) { m = open - 1 } else { m -= 1 }
            }
        }
        return answer
    }

    /// `start`: where the expression whose context is asked begins (a dictionary's key is told
    /// by it standing before the `:`).
    func classify(boundary b: Int, depth: Int = 0, start: Int? = nil) -> ColorContext {
        let t = file.code[b]
        if t.kind == .operator && file.codeIs(b, "=") { return assignment(b) }
        if t.kind == .keyword {
            if file.codeIs(b, "return") || file.codeIs(b, "in") { return enclosingBlockContext(b) }
            return .none
        }
        guard t.kind == .punct, t.length == 1 else { return .none }
        switch file.bytes[t.begin] {
        case UInt8(ascii: "("): return firstArgument(b, depth: depth)
        case UInt8(ascii: ":"): return label(b, depth: depth)
        case UInt8(ascii: ","), UInt8(ascii: "["): return listElement(b, depth: depth, start: start)
        case UInt8(ascii: "{"): return blockContext(b, depth: depth)
        default: return .none
        }
    }

    /// `x.backgroundColor = …`, `attributes[.foregroundColor] = …`, or a declaration with a
    /// type annotation: `let textColor: UIColor = …`, a parameter's `color: UIColor = …`.
    func assignment(_ b: Int) -> ColorContext {
        guard b > 0 else { return .none }
        if let declared = declaration(before: b) { return declared }
        var last = b - 1
        if file.isChar(last, "]"), let open = file.matchingOpen(last), open + 1 < last, file.isWord(last - 1) {
            last -= 1  // the key of a subscript: `attributes[.foregroundColor] = …`
        }
        guard file.code[last].kind.isWord else { return .none }
        let name = file.text(code: last)
        var receiver = last - 1
        let hasReceiver = file.isChar(receiver, ".")
        if hasReceiver && file.isChar(receiver - 1, "?") { receiver -= 1 }
        // A layer's color properties are CGColors: `layer.borderColor`, `self.layer?.backgroundColor`.
        if hasReceiver, file.kind(receiver - 1) == .identifier, ContextAnalyzer.isLayerName(file.text(code: receiver - 1)),
           ColorContextNames.isColorName(name) {
            return ColorContext(name: name, isColor: true, colorType: .cgColor, framework: .coregraphics, isPropertyAssignment: true)
        }
        // A local or parameter in lexical scope decides before any type's member of that name.
        if !hasReceiver, let local = lexicalDeclaration(of: name, before: b) {
            if case .typed(let type) = local {
                if let base = type.colorType(in: types) {
                    return ColorContext(name: name, isColor: true, colorType: base, framework: base.framework, isPropertyAssignment: true)
                }
                return ColorContext(name: name, isColor: false, isPropertyAssignment: true, wrapper: wrapperContext(name, declared: [type])?.wrapper)
            }
            return ColorContext(name: name, isColor: ColorContextNames.isColorName(name), isPropertyAssignment: true)
        }
        // In a layer's own body its color properties are CGColors too: `self.borderColor = .white`
        // in DevToysMac's `final class ColorPickerHandleLayer: CALoadLayer` (an NSColor there would
        // not compile), unless the type declares the name itself.
        if !hasReceiver || file.codeIs(receiver - 1, "self" as StaticString), ColorContextNames.isColorName(name),
           let type = syntax.tree.enclosingType(at: b), let first = type.inherited.first, ContextAnalyzer.isLayerName(first) {
            if case .declared? = ownMember(name, at: b) {} else {
                return ColorContext(name: name, isColor: true, colorType: .cgColor, framework: .coregraphics, isPropertyAssignment: true)
            }
        }
        // A receiver whose type this file tells, that type of the tree declaring `name` with no color
        // type: its own member, not a framework view's property of that name (OpenEmu's
        // `stop.backgroundColor = .red` after `let stop = HUDBarButton()`, whose `var backgroundColor:
        // BackgroundColor?` is an enum choosing a picture: an NSColor there did not build; review 28 B16).
        if hasReceiver, !file.codeIs(receiver - 1, "self" as StaticString), let owner = receiverTypeName(endingAt: receiver - 1),
           case .notColor = declarations.property(name, of: owner, types: types) {
            let wrapped = wrapperContext(name, declared: declarations.ownedProperties[name]?[owner])
            return ColorContext(name: name, isColor: false, isPropertyAssignment: true, wrapper: wrapped?.wrapper)
        }
        // Only the tree's own `Color` declares the name, in a file where `Color` is that type (Euclid's
        // `vertex.color = .white` beside `import RealityKit`): the tree's declaration decides before a
        // framework property of the same name.
        // …unless the receiver is declared of a framework class whose `color` is a platform color
        // (`spinner.color = .white`, `let spinner = UIActivityIndicatorView(…)`: `SDKColorProperties`).
        if hasReceiver, name == "color", let owner = receiverTypeName(receiver - 1, before: b),
           let base = SDKColorProperties.colorType(ofColorOn: owner) {
            return ColorContext(name: name, isColor: true, colorType: base, framework: base.framework, isPropertyAssignment: true)
        }
        if declaredOwnColorType(name) { return ColorContext(name: name, isColor: false, isPropertyAssignment: true) }
        var verdict = declarations.property(name, hasReceiver: hasReceiver, types: types)
        // A new binding without a type (`let gray = #colorLiteral(…)`) is typed by its value: another
        // type's member of the same name (`var gray: Color`) may say it holds a color, not which type.
        if !hasReceiver, file.codeIs(last - 1, "let" as StaticString) || file.codeIs(last - 1, "var" as StaticString), case .color = verdict {
            verdict = .colorOfUnknownType
        }
        // The tree declares `name` somewhere (of one type or of several): for the type's own
        // member, its own declaration decides (pocket-casts: `iconColor = .white` in a SwiftUI
        // view whose `let iconColor: Color`, another type's `iconColor` a UIColor).
        var ownWrapper: Set<DeclaredType>?
        if declarations.properties[name] != nil, !hasReceiver || file.codeIs(receiver - 1, "self" as StaticString) {
            switch ownMember(name, at: b) {
            case .declared(let type)?:
                ownWrapper = type.map { [$0] }
                if let type, let base = type.colorType(in: types) { verdict = .color(base) } else { verdict = type == nil ? .undecided : .notColor }
            case .inheritsFramework?:
                verdict = .undecided
            case nil:
                break
            }
        }
        // A bare name the tree's members do not decide: Swift's lexical lookup, as far as this file's
        // declarations before it tell (a local `var tone: UIColor` is seen only here).
        if !hasReceiver, declarations.properties[name] == nil, case .undecided = verdict, let base = nearestDeclaredColor(of: name, before: b) {
            verdict = .color(base)
        }
        switch verdict {
        case .color(let base):
            return ColorContext(name: name, isColor: true, colorType: base, framework: base.framework, isPropertyAssignment: true)
        case .colorOfUnknownType:
            return ColorContext(name: name, isColor: true, isPropertyAssignment: true)
        case .notColor:
            if let wrapped = wrapperContext(name, declared: ownWrapper ?? declarations.properties[name]) {
                return ColorContext(name: name, isColor: false, isPropertyAssignment: true, wrapper: wrapped.wrapper)
            }
            return ColorContext(name: name, isColor: false, isPropertyAssignment: true)
        case .undecided:
            return ColorContext(name: name, isColor: ColorContextNames.isColorName(name) && SDKColorProperties.nonColorProperties[name] == nil,
                                isPropertyAssignment: true)
        }
    }

    /// What the tree's initializers an implicit `.init(` opened at `open` may call declare for
    /// `label`: those of the types that declare a parameter for every label of the call the index knows
    /// (SwiftEntryKit's `.init(color: .black, opacity: 0.3, radius: 8)` is `Shadow.Value`'s,
    /// `color: EKColor`, not `FrameStyle.value(color: UIColor, …)`'s).
    func implicitInitializerParameter(_ label: String, open: Int) -> Set<DeclaredType>? {
        guard let args = ArgumentList.parse(file, open: open) else { return nil }
        // An argument of a call to a type the tree does not declare (`EKProperty.LabelContent(text:, style:
        // .init(font:, color: .white))`, SwiftEntryKit's): the `.init(` is that package's parameter type, and a
        // tree type of the same labels (pia-foss/mobile-ios's own `TextStyle(font:color:)`) is a guess that
        // wrote a UIColor where an EKColor goes (session 37, intent37b V8 on the app itself).
        if open >= 3, file.isChar(open - 3, ":"), file.isWord(open - 4), let outer = enclosing.opener(of: open - 4),
           let type = callee(ofCallOpenedAt: outer), let first = type.unicodeScalars.first, first.properties.isUppercase,
           declarations.initialLabels[type] == nil, types.base(type) == nil {
            return nil
        }
        var types: Set<String>?
        for argument in args.arguments {
            // (The index holds the labels a color context may need: `size:` is in none.)
            guard let l = argument.label, let byCallee = declarations.parameters[l] else { continue }
            let callees = Set(byCallee.keys.filter { declarations.initialLabels[$0] != nil })
            types = types.map { $0.intersection(callees) } ?? callees
        }
        // A type whose initializers open with another label is not the one called (SwiftEntryKit's
        // `.init(font: f, color: .white)` is no app type's `init(color: UIColor)`: pia-foss/mobile-ios, session 37).
        if let first = args.arguments.first?.label {
            types = types?.filter { declarations.initialLabels[$0]?.contains(first) ?? true }
        }
        guard let types, !types.isEmpty else { return nil }
        return types.reduce(into: Set<DeclaredType>()) { $0.formUnion(declarations.parameters[label]?[$1] ?? []) }
    }

    /// A context typed by the tree's color wrapper: every declaration in `declared` names one
    /// wrapper, or a collection of it (`colors: [EKColor]`: its literal's elements take the
    /// context); a closure returning one is none of this.
    func wrapperContext(_ name: String?, declared: Set<DeclaredType>?) -> ColorContext? {
        guard !wrappers.isEmpty, let declared, let first = declared.first, wrappers.contains(first.name),
              declared.allSatisfy({ $0.name == first.name && !$0.isClosureResult }) else { return nil }
        return ColorContext(name: name, isColor: false, wrapper: first.name)
    }

    static func isLayerName(_ name: String) -> Bool {
        name == "layer" || name.hasSuffix("Layer")
    }

    /// `let name: Type = …` (or a parameter's default): the declared type decides, a color
    /// type's collection included (`let map: [Int: NSColor] = [0: .lightGray]`).
    func declaration(before b: Int) -> ColorContext? {
        var n = b - 1
        var steps = 0
        while n >= 0 && steps < 256 {
            steps += 1
            if let open = skipGroupBackward(n) { n = open - 1; continue }
            let t = file.code[n]
            if t.kind == .identifier || t.kind == .keyword && (file.codeIs(n, "some") || file.codeIs(n, "any"))
                || file.isChar(n, ".") || t.kind == .operator && !file.codeIs(n, "=") {
                n -= 1
                continue
            }
            break
        }
        // A parameter's internal name may be `_` (`on _: Color = .white`): its label names it (Itori's
        // HighContrastColors: read as no declaration, the default became UIKit's, session 38's intent38d M1).
        // `_ c: Color = .white` and `_: Color = .black` too.
        let wildcard = n > 1 && file.isChar(n, ":") && file.codeIs(n - 1, "_")
        guard n > 0, file.isChar(n, ":"), file.kind(n - 1) == .identifier || wildcard else { return nil }
        let before = n - 2
        guard file.codeIs(before, "let") || file.codeIs(before, "var") || file.isChar(before, "(") || file.isChar(before, ",")
                || file.kind(before) == .identifier || file.codeIs(before, "_") && !wildcard else { return nil }
        let (type, _, end) = TypeSyntax.parse(file, n + 1) { _ in false }
        guard let type, end == b else { return nil }
        let name: String? = !wildcard ? file.text(code: n - 1) : file.kind(n - 2) == .identifier ? file.text(code: n - 2) : nil
        if let base = type.colorType(in: types) {
            return ColorContext(name: name, isColor: true, colorType: base, framework: base.framework)
        }
        return wrapperContext(name, declared: [type]) ?? ColorContext(name: name, isColor: false)
    }

    /// The first, unlabeled argument of `callee(`, or a parenthesized expression, which takes
    /// the context of the parentheses: `x.backgroundColor = (flag ? .white : .black)`.
    func firstArgument(_ b: Int, depth: Int = 0) -> ColorContext {
        guard b > 0, file.code[b].begin == file.code[b - 1].end, file.code[b - 1].kind.isWord
                || file.isChar(b - 1, ")") || file.isChar(b - 1, "]") || file.isChar(b - 1, "?") || file.isChar(b - 1, "!") || file.isChar(b - 1, ">") else {
            if file.isChar(b - 1, "#") { return .none }
            if let element = returnedTupleElement(open: b, position: 0) ?? destructuredTableElement(open: b, position: 0) { return element }
            // A parenthesized color set as the drawing color: `(active ? NSColor.white : .gray).setFill()`.
            if let close = file.matchingClose(b), let drawing = DrawingColorContext.name(after: close, in: file) {
                return ColorContext(name: drawing, isColor: true)
            }
            // A parenthesized color converted after it (`layer.borderColor = (marker ?? .gray).cgColor`): the group is a
            // platform color, whatever CGColor the place takes; read as a CGColor, `.gray` was no finding and `.white` one
            // whose token `fix` wrote as a CGColor inside a UIColor `??` (CVCalendar; session 41, recall41c-v1).
            if let close = file.matchingClose(b), file.isChar(close + 1, "."), file.codeIs(close + 2, "cgColor" as StaticString) {
                var outer = context(ofExpressionAt: b, depth: depth + 1)
                if outer.colorType == .cgColor { outer.colorType = nil; outer.framework = nil }
                return outer
            }
            return context(ofExpressionAt: b, depth: depth + 1)
        }
        guard file.code[b - 1].kind.isWord else { return .none }
        let callee = file.text(code: b - 1)
        // A Liquid Glass tint (`.glassEffect(.clear.tint(.white))`) colors the surface the view is on.
        if GlassTint.isGlassTint(name: b - 1, in: file) { return ColorContext(name: "background", isColor: true, framework: .swiftui) }
        // In a file that does not import SwiftUI, `.fill(.black)` is the tree's own case or method of that name
        // (mytonwallet's `enum TransformImageResizeMode { case fill(UIColor) }`: read as SwiftUI's modifier, fix
        // would have written a `Color` where a UIColor is needed; session 40's held-out check, recall40c v8).
        if ColorContextNames.swiftUIModifiers.contains(callee), file.isChar(b - 2, "."), let declared = unlabeledArgument(0, ofCallOpenedAt: b),
           !importedFrameworks.contains(.swiftui) {
            return declared
        }
        // Nor is it SwiftUI's in a file that imports no SwiftUI and sits in a tree whose platform is UIKit's or AppKit's
        // (UIKitPlus' declarative `UView().background(.white)`, its package outside the tree): the platform's color,
        // where fix wrote a SwiftUI token (session 41, recall41i-v11).
        if ColorContextNames.swiftUIModifiers.contains(callee), file.isChar(b - 2, "."), let platform = treePlatform, platform != .swiftui,
           importedFrameworks.isDisjoint(with: [.uikit, .appkit, .swiftui]) {
            return ColorContext(name: callee, isColor: true, colorType: BaseColorType(framework: platform), framework: platform)
        }
        if ColorContextNames.swiftUIModifiers.contains(callee) && file.isChar(b - 2, ".") {
            // A shape's foreground is its fill (`Rectangle().foregroundColor(.gray)`, an image's
            // placeholder): named `fill`, the role of the surface it paints, never text's.
            if (callee == "foregroundColor" || callee == "foregroundStyle") && modifiesShape(dot: b - 2) {
                return ColorContext(name: "fill", isColor: true, framework: .swiftui)
            }
            return ColorContext(name: callee, isColor: true, framework: .swiftui)
        }
        if let declared = unlabeledArgument(0, ofCallOpenedAt: b) { return declared }
        if !file.isChar(b - 2, "."), let converted = conversionArgument(callee: b - 1) { return converted }
        // A function or enum case named for a color that the tree does not declare (a package's
        // `withTextColor(.black)`, `.textColor(.darkGray)`): its unlabeled argument is one. A type
        // (`BrandColor(…)`) is a constructor, not this.
        if DeclarationScan.namesColor(function: callee) {
            return ColorContext(name: callee, isColor: true)
        }
        return ColorContext(name: callee, isColor: false)
    }

    /// Whether the modifier chain ending at the `.` at code index `dot` starts with a shape
    /// (`Rectangle()`, `RoundedRectangle(cornerRadius: 8).frame(height: 4)`).
    func modifiesShape(dot: Int) -> Bool {
        var j = dot - 1
        var steps = 0
        while j >= 0 && steps < 24 {
            steps += 1
            guard file.isChar(j, ")"), let open = file.matchingOpen(j), file.isWord(open - 1) else { return false }
            let name = open - 1
            if file.isChar(name - 1, ".") {
                j = name - 2  // an earlier modifier: read on before it
                continue
            }
            return ColorContextNames.swiftUIShapes.contains(file.text(code: name))
        }
        return false
    }

    /// The unlabeled argument of a conversion between SwiftUI's and the platform's color:
    /// `Color(dark ? .black : .white)` takes a `UIColor` (`NSColor` in AppKit code),
    /// `UIColor(.accentColor)` a SwiftUI `Color`.
    func conversionArgument(callee k: Int) -> ColorContext? {
        // The conversion's own context names the role (`.fill(Color(dark ? .black : .white))`: fill);
        // one step out, no further (a walk per argument must stay bounded).
        var name: String {
            let outer = context(ofExpressionAt: k, depth: ContextAnalyzer.nestingLimit - 1)
            return outer.isColor ? outer.name ?? file.text(code: k) : file.text(code: k)
        }
        switch types.base(code: k, in: file) {
        case .color?:
            // As `FileDetector.platformFramework` decides: the file's UI import, AppKit's types in SwiftUI code.
            let imported = [Framework.uikit, .appkit, .swiftui].first(where: importedFrameworks.contains)
            let appKit = imported == .appkit || imported != .uikit && FileDetector.usesAppKit(file)
            let platform: BaseColorType = appKit ? .nsColor : .uiColor
            return ColorContext(name: name, isColor: true, colorType: platform, framework: platform.framework)
        case .uiColor?, .nsColor?:
            // `OSColor(.black.withAlphaComponent(…))` where `Color` is the tree's own type: the tree's
            // initializer from its own color (ShapeScript's `Scene+SceneKit.swift`), no SwiftUI color.
            if types.base(BaseColorType.color.rawValue) == nil { return nil }
            return ColorContext(name: name, isColor: true, colorType: .color, framework: .swiftui)
        default:
            return nil
        }
    }

    /// The color type of an implicit `.init(` opening at `open`, from where the call stands: Lakr233/Kimis's
    /// `static var systemBlackAndWhite: UIColor { .init(light: .black, dark: .white) }`, a package's
    /// initializer the tree does not declare, whose arms were no findings (5 in session 25) while
    /// `UIColor(light: .black, dark: .white)` written out was read. Nil for `self.init(`, `x.init(`.
    func implicitInitializerType(open: Int, depth: Int) -> BaseColorType? {
        guard open >= 2, file.codeIs(open - 1, "init" as StaticString), file.isChar(open - 2, "."),
              file.code[open].begin == file.code[open - 1].end else { return nil }
        if open >= 3 {
            switch file.kind(open - 3) {
            case .identifier?, .integer?, .float?, .stringQuote?: return nil
            case .keyword?: if Self.valueKeywords.contains(file.text(code: open - 3)) { return nil }
            case .punct?: if file.isChar(open - 3, ")") || file.isChar(open - 3, "]") { return nil }
            default: break
            }
        }
        return context(ofExpressionAt: open - 2, depth: depth + 1).colorType
    }

    /// The function, case or type called by the `(` at `open` (the type for `Type.init(`), or nil.
    func callee(ofCallOpenedAt open: Int) -> String? {
        guard file.isChar(open, "("), open > 0, file.code[open].begin == file.code[open - 1].end, file.isWord(open - 1) else { return nil }
        if file.codeIs(open - 1, "init"), file.isChar(open - 2, "."), file.isWord(open - 3) { return file.text(code: open - 3) }
        return file.text(code: open - 1)
    }

    /// The context the tree's declarations give the unlabeled argument at `position` of the call
    /// opened at `open`, or nil when they say nothing of it.
    /// The tree's declarations first (an app's own `withTintColor` is what the app calls), then
    /// the SDK's (`SDKColorParameters`, read from the stand-ins).
    func unlabeledArgument(_ position: Int, ofCallOpenedAt open: Int) -> ColorContext? {
        guard let callee = callee(ofCallOpenedAt: open) else { return nil }
        if !declarations.unlabeled.isEmpty {
            switch declarations.unlabeledArgument(position, callee: callee, types: types) {
            case .color(let base): return ColorContext(name: callee, isColor: true, colorType: base, framework: base.framework)
            case .colorOfUnknownType: return ColorContext(name: callee, isColor: true)
            case .notColor:
                // The tree's own case of that name (ShapeScript's `Value.color(Color)`) beside a module's call the
                // file imports (RealityKit's `.color(.white)` in Euclid's example): the import is the likelier callee.
                return platformArgument(position, of: callee) ?? ColorContext(name: callee, isColor: false)
            case .undecided: break
            }
        }
        guard let base = LibraryColorParameters.allUnlabeled[callee]?[position],
              base != .color || importedFrameworks.contains(.swiftui) else { return platformArgument(position, of: callee) }
        return ColorContext(name: callee, isColor: true, colorType: base, framework: base.framework)
    }

    /// A module's call taking the platform's color unlabeled (`LibraryColorParameters.platformUnlabeledByModule`),
    /// in a file importing that module: a color of the file's platform.
    func platformArgument(_ position: Int, of callee: String) -> ColorContext? {
        let byModule = LibraryColorParameters.platformUnlabeledByModule
        guard byModule.values.contains(where: { $0[callee] == position }) else { return nil }
        let modules = FileDetector.importedModules(file)
        guard !modules.contains("SwiftUI"), modules.contains(where: { byModule[$0]?[callee] == position }) else { return nil }
        return ColorContext(name: callee, isColor: true)
    }

    /// The position of the argument after the `,` at `comma` in the call opened at `open`, or nil
    /// past `walkLimit` tokens (machine-made argument lists must not make the walks quadratic).
    func argumentPosition(after comma: Int, in open: Int) -> Int? {
        var position = 1
        var n = comma - 1
        while n > open {
            guard comma - n < Self.walkLimit else { return nil }
            if let o = skipGroupBackward(n) { n = o - 1; continue }
            if file.isChar(n, ",") { position += 1 }
            n -= 1
        }
        return position
    }

    /// `label: …` in a call, `.foregroundColor: …` in an attribute dictionary, or a value of
    /// a dictionary literal (`[0: .lightGray]`), which takes the literal's context.
    func label(_ b: Int, depth: Int = 0) -> ColorContext {
        var found = labelContext(b, depth: depth)
        // A shadow call's `color:` is its shadow's (`ColorContextNames.argumentContext`).
        if let name = found.name, b > 1, file.isWord(b - 1), !file.isChar(b - 2, "."), let open = enclosing.opener(of: b) {
            let callee = callee(ofCallOpenedAt: open)
            found.name = ColorContextNames.argumentContext(label: name, callee: callee)
            // SwiftUI's `.shadow(color:radius:)` modifier takes a `Color`: the shadow's name alone made the
            // implicit `.black` UIKit's `shadowColor` in a file importing UIKit too, and `fix` wrote a
            // UIColor into it (session 38's intent38c M3: does not build).
            if found.name != name, found.colorType == nil, found.framework == nil, let callee, ColorContextNames.swiftUIShadowModifiers.contains(callee),
               file.isChar(open - 2, "."), importedFrameworks.contains(.swiftui) {
                found.framework = .swiftui
                found.isColor = true
            }
        }
        return found
    }

    /// The context of the color type's conversion call whose argument's `:` is at `b` (`Color(uiColor: …)`,
    /// `Color(cgColor: …)`): inside the argument, the role is where the converted color goes, so
    /// `.fill(Color(uiColor: tint ?? .black))` is a fill. Read as the label's, the fallback black of
    /// AmpFin-style artwork placeholders had no role and became `label`, white in Dark (session 39's
    /// intent39b M1). Nil where the call is no color type's or its own context names no role.
    func convertedContext(_ b: Int, depth: Int) -> String? {
        guard depth < 4, let open = enclosing.opener(of: b), file.isChar(open, "("), open >= 1 else { return nil }
        let start = file.codeIs(open - 1, "init") && file.isChar(open - 2, ".") && open >= 3 ? open - 3 : open - 1
        guard file.isWord(start), BaseColorType(rawValue: file.text(code: start)) != nil,
              let name = context(ofExpressionAt: start, depth: depth + 1).name, ColorRole(context: name) != .color else { return nil }
        return name
    }

    func labelContext(_ b: Int, depth: Int) -> ColorContext {
        guard b > 0 else { return .none }
        if let value = switchCaseContext(b, depth: depth) { return value }
        // A key the Swift 4.2 migrator wrapped (`convertFromNSAttributedStringKey(NSAttributedString.Key
        // .backgroundColor): UIColor.black`): the key inside names it (iGap's tab bar: read as text, the
        // black background became `label`, session 38's intent38e M3).
        if file.isChar(b - 1, ")"), let open = file.matchingOpen(b - 1), open >= 1, file.isWord(open - 1),
           file.text(code: open - 1).hasPrefix("convert"), file.isWord(b - 2), file.isChar(b - 3, "."),
           ColorContextNames.attributedStringKeyNames.contains(file.text(code: b - 2)) {
            return ColorContext(name: file.text(code: b - 2), isColor: true)
        }
        guard file.code[b - 1].kind.isWord else {
            if let open = enclosing.opener(of: b), file.isChar(open, "[") { return literalContext(open, depth: depth) }
            return .none
        }
        let name = file.text(code: b - 1)
        if let platform = BaseColorType(conversionLabel: name) {  // `Color(uiColor: .white)`
            return ColorContext(name: convertedContext(b, depth: depth) ?? name, isColor: true, colorType: platform, framework: platform.framework)
        }
        if name == "cgColor", let outer = convertedContext(b, depth: depth) {  // `Color(cgColor: UIColor.black.cgColor)`
            return ColorContext(name: outer, isColor: true)
        }
        let isKey = file.isChar(b - 2, ".")
        // A value after an implicit member key that names no color (`[.black: .white]` keyed by an
        // enum) is the literal's value, as after any other key, when the literal holds colors;
        // else the key names it (iina's `.subTextColorString: NSColor.white…` in a `[Key: Any]`).
        if isKey, !ColorContextNames.isColorName(name), let open = enclosing.opener(of: b), file.isChar(open, "[") {
            let literal = literalContext(open, depth: depth)
            if literal.isColor { return literal }
        }
        if !isKey && name == "value", let key = attributeKey(ofCallHolding: b) { return ColorContext(name: key, isColor: true) }
        // A stop of a SwiftUI gradient written `.init(color: .black, location: 0)` in its `stops:` (CommonsFinder's
        // photo scrim, swmpc's widgets: 8 stops missed, session 39's verify39j V5): `Gradient.Stop(color:location:)`.
        if !isKey && name == "color", let open = enclosing.opener(of: b), isGradientStop(initOpenedAt: open) {
            return ColorContext(name: name, isColor: true, colorType: .color, framework: .swiftui)
        }
        if !isKey && (name == "colors" || declarations.parameters[name] != nil) {
            let open = enclosing.opener(of: b)
            let callee = open.flatMap(callee(ofCallOpenedAt:))
            // Declared as the tree's color wrapper (`LabelStyle(color: EKColor)`, `case color(color:
            // EKColor)`); through an implicit `.init(color: .white)` every declaration of the label
            // must say it (SwiftEntryKit: 18 such `.white` were read as UIColor's). Before the name rule
            // of SwiftUI's gradients: its `.init(colors: [.amber, .pinky], startPoint: .zero, …)` is its own.
            if !wrappers.isEmpty, let wrapped = wrapperContext(name, declared: callee.flatMap { declarations.parameters[name]?[$0] }
                                            ?? (callee == "init" ? open.flatMap { implicitInitializerParameter(name, open: $0) } : nil)) {
                return wrapped
            }
            if name == "colors", let callee, ContextAnalyzer.gradients.contains(callee)
                || callee == "init" && (gradientLabelFollows(colonOf: b) || open.map(isGradientArgument(initOpenedAt:)) == true)
                || open.map({ isImplicitGradientStyle(callee, openedAt: $0) }) == true {
                return ColorContext(name: name, isColor: true, colorType: .color, framework: .swiftui)
            }
            // An implicit `.init(` no initializer of the tree answers (`implicitInitializerParameter`) is a type
            // the tree does not declare: other callees' labels say nothing of it (the name rules below decide).
            let unknownInitializer = callee == "init" && open.map { isImplicitInitializer($0) && implicitInitializerParameter(name, open: $0) == nil } == true
            switch unknownInitializer ? .undecided : declarations.parameter(name, callee: callee, types: types) {
            case .color(let base): return ColorContext(name: name, isColor: true, colorType: base, framework: base.framework)
            case .colorOfUnknownType: return ColorContext(name: name, isColor: true)
            case .notColor: return ColorContext(name: name, isColor: false)
            case .undecided:
                // The callee's overloads take one color type beside other types (AppPear/ChartView's
                // `ChartStyle(backgroundColor: Color, …)` and `(backgroundColor: ColorGradient, …)`): a
                // color there, as the name rules say, is of that type, not of the file's imports.
                if ColorContextNames.isColorName(name), let base = declarations.soleColorType(ofParameter: name, callee: callee, types: types) {
                    return ColorContext(name: name, isColor: true, colorType: base, framework: base.framework)
                }
            }
        }
        // An argument a generic function returns as its value (`getItem<T>(for:, defaultValue: T) -> T`):
        // typed by the call's own context (`volumeIconColor = Defaults.getItem(for: k, defaultValue: .white)`).
        if !isKey, !declarations.passThroughs.isEmpty, !ColorContextNames.isColorName(name), let open = enclosing.opener(of: b),
           let callee = callee(ofCallOpenedAt: open), declarations.passThroughs.passesThrough(name, callee: callee) {
            var start = open - 1
            while file.isChar(start - 1, "."), file.isWord(start - 2) { start -= 2 }
            let call = context(ofExpressionAt: start, depth: depth + 1)
            if call.isColor { return ColorContext(name: call.name ?? name, isColor: true, colorType: call.colorType, framework: call.framework,
                                                  isPropertyAssignment: call.isPropertyAssignment) }
        }
        // The SDK's labeled color parameter no name rule reads (`blended(withFraction:of:)`): named
        // by its callee, as an unlabeled one is.
        if !isKey, let open = enclosing.opener(of: b), let callee = callee(ofCallOpenedAt: open),
           let base = SDKColorParameters.labeled[callee]?[name] {
            return ColorContext(name: callee, isColor: true, colorType: base, framework: base.framework)
        }
        // A library's labeled color parameter, in a file importing the library (`LibraryColorParameters.labeledByModule`).
        if !isKey, let open = enclosing.opener(of: b), let callee = callee(ofCallOpenedAt: open),
           LibraryColorParameters.labeledCallees.contains(callee),
           let base = FileDetector.importedModules(file).lazy.compactMap({ LibraryColorParameters.labeledByModule[$0]?[callee]?[name] }).first {
            return ColorContext(name: callee, isColor: true, colorType: base, framework: base.framework)
        }
        // `Color(light: .white, dark: Color(rgba: 0x18191dff))`: a color type's initializer by the
        // appearance (a package's, which the tree does not declare: AugustDev/enchanted's MarkdownUI)
        // takes colors of that type; without this the `.white` arm was no finding, the dark arm was
        // read alone and `init` proposed a light dark for the app's own dark value.
        if !isKey, AppearanceLabels.side(name) != nil, let open = enclosing.opener(of: b),
           let base = callee(ofCallOpenedAt: open).flatMap({ types.base($0) }) ?? implicitInitializerType(open: open, depth: depth) {
            return ColorContext(name: name, isColor: true, colorType: base, framework: base.framework)
        }
        // An implicit member (`color: .white`) of an implicit `.init(` whose type the tree does not declare
        // (a package's: SwiftEntryKit's `style: .init(font: f, color: .white)`, `color: EKColor`): the label
        // alone cannot say the parameter is UIColor's, and fix wrote a UIColor where an EKColor goes, which
        // does not build (pia-foss/mobile-ios; session 37, intent37b V8). The tree's own initializers decide above.
        if !isKey, file.isChar(b + 1, "."), file.isWord(b + 2), let open = enclosing.opener(of: b), isImplicitInitializer(open),
           implicitInitializerParameter(name, open: open) == nil, implicitInitializerType(open: open, depth: depth) == nil {
            return ColorContext(name: name, isColor: false)
        }
        return ColorContext(name: name, isColor: ColorContextNames.isColorName(name))
    }

    /// Whether the `(` at `open` opens an implicit `.init(` (its type inferred, none written before the dot).
    func isImplicitInitializer(_ open: Int) -> Bool {
        guard open >= 2, file.isChar(open, "("), file.codeIs(open - 1, "init"), file.isChar(open - 2, ".") else { return false }
        return !(file.isWord(open - 3) || file.isChar(open - 3, ")") || file.isChar(open - 3, "]") || file.isChar(open - 3, "?") || file.isChar(open - 3, "!")
                 || file.isChar(open - 3, ">"))
    }

    /// `addAttribute(.foregroundColor, value: …)`, `addAttributes`' relatives: the color key the
    /// call's first argument names (`.foregroundColor`, `NSAttributedString.Key.strokeColor`),
    /// which makes the value that key's color (text for a foreground) rather than a `value`.
    func attributeKey(ofCallHolding b: Int) -> String? {
        guard let open = enclosing.opener(of: b), file.isChar(open, "(") else { return nil }
        var n = open + 1
        var key: String?
        while n < b, file.isChar(n, ".") || file.isWord(n) {
            if file.isChar(n, "."), file.isWord(n + 1) { key = file.text(code: n + 1) }
            n += 1
        }
        guard file.isChar(n, ","), let key, ColorContextNames.attributedStringKeyNames.contains(key) else { return nil }
        return key
    }

    /// An element of an array literal (`[.white, .black]`) takes the array's context; an
    /// unlabeled later argument has the one its declared parameter gives, or none.
    func listElement(_ b: Int, depth: Int = 0, start: Int? = nil) -> ColorContext {
        var open = b
        if file.isChar(b, ",") {
            guard let o = enclosing.opener(of: b) else { return .none }
            open = o
            if file.isChar(o, "("), file.codeIs(o - 1, "return"), let position = argumentPosition(after: b, in: o) {
                return returnedTupleElement(open: o, position: position) ?? .none
            }
            if file.isChar(o, "("), let position = argumentPosition(after: b, in: o), let element = destructuredTableElement(open: o, position: position) {
                return element
            }
            // `.foregroundStyle(primary, secondary)`: every argument of a SwiftUI color modifier.
            if file.isChar(o, "("), o > 1, file.isWord(o - 1), file.isChar(o - 2, "."), file.code[o].begin == file.code[o - 1].end {
                let callee = file.text(code: o - 1)
                if ColorContextNames.swiftUIModifiers.contains(callee) { return ColorContext(name: callee, isColor: true, framework: .swiftui) }
            }
            // An unlabeled later argument (`addItem("Heart", .red)` where `_ color: NSColor`).
            // (Positions are counted only where a declaration may read them: a walk per argument.)
            if file.isChar(o, "("), !declarations.unlabeled.isEmpty || callee(ofCallOpenedAt: o).flatMap({ LibraryColorParameters.allUnlabeled[$0] }) != nil,
               let position = argumentPosition(after: b, in: o),
               let declared = unlabeledArgument(position, ofCallOpenedAt: o) {
                return declared
            }
        }
        guard file.isChar(open, "[") else { return .none }
        // A dictionary literal's key takes none of its values' context (hbang/NewTerm's
        // `[AnsiColorCode: UIColor] = [.black: .label, …]`: `.black` is an enum case).
        if let start, isDictionaryKey(after: b, holding: start) { return .none }
        return literalContext(open, depth: depth)
    }

    /// Whether the literal element after `b` (its `[` or `,`) ends in `:` after `start`, as a
    /// dictionary's key does: a value's ternary arm after that `:` walks back to `b` too. Bounded:
    /// a longer element, or one holding a `?` (a ternary's arms), counts as none.
    func isDictionaryKey(after b: Int, holding start: Int) -> Bool {
        var n = b + 1
        var steps = 0
        while n < file.code.count && steps < 64 {
            steps += 1
            if file.isChar(n, "(") || file.isChar(n, "[") || file.isChar(n, "{"), let c = file.matchingClose(n) { n = c + 1; continue }
            if file.isChar(n, ":") { return n > start }
            if file.isChar(n, ",") || file.isChar(n, "]") || file.isChar(n, ")") || file.isChar(n, "}") || file.isChar(n, "?") { return false }
            n += 1
        }
        return false
    }

    /// The context of an element (or value) of the array or dictionary literal opened at `open`:
    /// the literal's own, else the type its first element spells out, as Swift infers it
    /// (`[UIColor.red, .blue]`, `["a": UIColor.red, "b": .blue]`).
    func literalContext(_ open: Int, depth: Int) -> ColorContext {
        let outer = context(ofExpressionAt: open, depth: depth + 1)
        if let base = coercedElementType(ofLiteralOpenedAt: open) {
            return ColorContext(name: outer.name, isColor: true, colorType: base, framework: base.framework)
        }
        // A context typed by its name alone (no declared type) yields to the type the first element
        // spells out: FabulaItemsProvider's `private let backColor = [Color.red, .blue, .black.opacity(0.7)]`
        // in a SwiftUI-only file read `.blue` as UIKit's #0000FF, a false finding (session 28).
        guard !outer.isColor || outer.colorType == nil && outer.wrapper == nil,
              let base = firstElementColorType(ofLiteralOpenedAt: open) else { return outer }
        return ColorContext(name: outer.name, isColor: true, colorType: base, framework: base.framework)
    }

    /// The color type of the elements the literal opened at `open` is coerced to: `[…] as [CGColor]`
    /// makes each `#colorLiteral` a CGColor (LyricsX's fade mask `$0.colors = [#colorLiteral(…), …]
    /// as [CGColor]` was rewritten to NSColor tokens, which do not compile there: session 23's
    /// review, F8). A conditional or forced cast (`as?`, `as!`) converts a value typed elsewhere: none.
    func coercedElementType(ofLiteralOpenedAt open: Int) -> BaseColorType? {
        guard let close = file.matchingClose(open), file.codeIs(close + 1, "as"),
              !file.isChar(close + 2, "?"), !file.isChar(close + 2, "!") else { return nil }
        let (type, _, _) = TypeSyntax.parse(file, close + 2) { _ in false }
        guard let type, type.isCollectionElement else { return nil }
        return type.colorType(in: types)
    }

    /// The color type the elements (a dictionary's values) of the literal opened at `open` spell
    /// out: the first that starts with one (`UIColor.red`, `UIColor(…)`, `NSColor.init(…)`) after
    /// implicit members only, as Swift infers the literal's type from it wherever it stands
    /// (IBAnimatable's `[.black, .red, UIColor.purple.withAlphaComponent(0.5), .darkGray]`); nil
    /// when one is converted (`UIColor.red.cgColor`: an array of another type) or an element
    /// before it has another type. Bounded: a literal is read for at most
    /// `literalReadLimit` tokens, so a long one costs a constant per element.
    func firstElementColorType(ofLiteralOpenedAt open: Int) -> BaseColorType? {
        guard let close = file.matchingClose(open) else { return nil }
        var elementStart = open + 1
        var steps = 0
        while elementStart < close && steps < Self.literalReadLimit {
            // The element's end (a top-level `,` or the close) and its value (after a top-level `:`).
            var value = elementStart
            var n = elementStart
            while n < close && steps < Self.literalReadLimit && !file.isChar(n, ",") {
                steps += 1
                if let c = file.matchingClose(n) { n = c + 1; continue }
                if file.isChar(n, ":") { value = n + 1 }
                n += 1
            }
            if file.kind(value) == .identifier, let base = types.base(code: value, in: file),
               file.isChar(value + 1, ".") || file.isChar(value + 1, "(") {
                var k = value
                while k < n {
                    if let c = file.matchingClose(k) { k = c + 1; continue }
                    if file.codeIs(k, "cgColor" as StaticString) || file.codeIs(k, "ciColor" as StaticString) { return nil }
                    k += 1
                }
                return base
            }
            // An element with a type of its own but no color type's (`""`, `0`, `Theme.red`): the
            // literal is of another or a mixed type (iina's `[Preference.Key: Any]` defaults).
            if !file.isChar(value, ".") { return nil }
            elementStart = n + 1
        }
        return nil
    }

    /// How many tokens of an array or dictionary literal are read for its elements' type.
    static let literalReadLimit = 512

    /// The context of a single-expression body, `return` or closure result: the type the
    /// enclosing declaration or color closure produces.
    func enclosingBlockContext(_ k: Int) -> ColorContext {
        var group = enclosing.opener(of: k)
        var hops = 0
        while let n = group, hops < Self.nestingLimit {
            if file.isChar(n, "{") {
                let c = blockContext(n)
                if c.isColor || !isControlFlowBlock(n) { return c }
            }
            group = enclosing.opener(of: n)
            hops += 1
        }
        return .none
    }

    /// `-> UIColor {`, `var tint: Color {`, `UIColor { traits in`, `dynamicProvider: {`, `get {`.
    func blockContext(_ b: Int, depth: Int = 0) -> ColorContext {
        var j = b - 1
        while j >= 0 && (file.isChar(j, "?") || file.isChar(j, "!")) { j -= 1 }
        guard j >= 0 else { return .none }
        if file.codeIs(j, "get") {
            // The property's own `{` (nested `get {` is machine-made: no recursion into it).
            var n = j - 1
            while n >= 0 && !file.isChar(n, "{") { n -= 1 }
            guard n >= 0, !file.codeIs(n - 1, "get") else { return .none }
            return blockContext(n)
        }
        if file.code[j].kind == .identifier, let base = types.base(code: j, in: file) {
            // `-> UIColor {`, `: UIColor {`, or a trailing closure `UIColor { traits in … }`;
            // a computed property's name is the context (`var iconColor: UIColor { … }`).
            let name = file.isChar(j - 1, ":") && file.isWord(j - 2) ? file.text(code: j - 2) : nil
            return ColorContext(name: name, isColor: true, colorType: base, framework: base.framework)
        }
        // `var colors: [Color] { [.white] }`, `-> [UIColor] { return [.black, .white] }`: a body whose value is
        // an array (or a dictionary's values) of a color type, as a stored `let colors: [Color] = […]` is
        // (planetary-ios's RelationshipButton gradient, `return [.white]`; session 39's intent39e-v4).
        if file.isChar(j, "]"), let open = file.matchingOpen(j), file.isChar(open - 1, ":") || file.codeIs(open - 1, "->") {
            let (type, _, _) = TypeSyntax.parse(file, open) { _ in false }
            if let type, type.isCollectionElement, let base = type.colorType(in: types) {
                let name = file.isChar(open - 1, ":") && file.isWord(open - 2) ? file.text(code: open - 2) : nil
                return ColorContext(name: name, isColor: true, colorType: base, framework: base.framework)
            }
        }
        // `var tint: EKColor { .amber }`, `-> EKColor {`: the tree's color wrapper.
        if file.code[j].kind == .identifier, file.isChar(j - 1, ":") || file.codeIs(j - 1, "->"),
           let wrapped = wrapperContext(file.isChar(j - 1, ":") && file.isWord(j - 2) ? file.text(code: j - 2) : nil, declared: [DeclaredType(name: file.text(code: j))]) {
            return wrapped
        }
        if let closure = closurePayloadContext(closureAt: b, before: j) { return closure }
        // An optional's `map`/`flatMap` closure returns the value the whole call stands for
        // (ShapeScript's `navigationBar?.tintColor = errorMessage.map { _ in .white } ?? interfaceColor`,
        // missed in session 25): the call's own context, read from its start.
        if depth < Self.nestingLimit, file.kind(j) == .identifier, file.isChar(j - 1, "."),
           file.codeIs(j, "map" as StaticString) || file.codeIs(j, "flatMap" as StaticString) {
            let boundary = boundary(before: j)
            if boundary >= 0 {
                let outer = classify(boundary: boundary, depth: depth + 1)
                if outer.isColor { return outer }
            }
        }
        if file.isChar(j, ":"), j > 0, file.codeIs(j - 1, "dynamicProvider") {
            return ColorContext(name: nil, isColor: true)
        }
        // `let backgroundColor: UIColor = { return .white }()` (trust-wallet's TokenViewModel): a
        // closure called at once returns the declared type.
        if file.codeIs(j, "="), j >= 3, file.isChar(j - 2, ":"), file.isWord(j - 3), let base = types.base(code: j - 1, in: file),
           let close = file.matchingClose(b), file.isChar(close + 1, "("), file.isChar(close + 2, ")") {
            return ColorContext(name: file.text(code: j - 3), isColor: true, colorType: base, framework: base.framework)
        }
        return ifBranchContext(b, depth: depth) ?? .none
    }

    /// A closure passed to a case whose payload is a closure returning a color, as a trailing
    /// closure (`.uiColor { .red }`) or the first argument (`.uiColor({ UIColor.red })`): its body's
    /// value is that color (fluentui-apple's `case uiColor(() -> UIColor)`). `j`: the token before `{`.
    func closurePayloadContext(closureAt b: Int, before j: Int) -> ColorContext? {
        guard !declarations.unlabeled.isEmpty else { return nil }
        let name: String
        if file.code[j].kind == .identifier, file.isChar(j - 1, ".") {
            name = file.text(code: j)
        } else if let named = callee(ofCallOpenedAt: j), let close = file.matchingClose(b), file.isChar(close + 1, ")") {
            name = named
        } else {
            return nil
        }
        guard let base = declarations.closureResult(0, callee: name, types: types) else { return nil }
        return ColorContext(name: name, isColor: true, colorType: base, framework: base.framework)
    }

    /// Whether the block opened at `b` belongs to `if`, `for`, `switch`...: a `return` in it
    /// returns from the enclosing declaration.
    func isControlFlowBlock(_ b: Int) -> Bool {
        var n = b - 1
        while n >= 0 && b - n < Self.walkLimit {
            if let o = skipGroupBackward(n) { n = o - 1; continue }
            if file.isChar(n, "{") || file.isChar(n, "}") || file.isChar(n, ";") { return false }
            if file.code[n].kind == .keyword {
                let word = file.text(code: n)
                if Self.controlFlowKeywords.contains(word) { return true }
                if (word == "let" || word == "var") && isConditionBinding(n) { n -= 1; continue }
                if ["func", "var", "let", "init", "subscript"].contains(word) { return false }
            }
            if file.code[n].kind == .identifier && file.codeIs(n, "get") { return false }
            n -= 1
        }
        return false
    }

    /// `if let x`, `while var x`, `guard let`, `if case let`, `for var`, `catch let`, `, let y`:
    /// a binding in a condition or pattern, not a declaration whose body the block would be.
    func isConditionBinding(_ n: Int) -> Bool {
        guard n > 0 else { return false }
        if file.isChar(n - 1, ",") { return true }
        guard file.code[n - 1].kind == .keyword else { return false }
        return Self.bindingIntroducers.contains(file.text(code: n - 1))
    }

    static let bindingIntroducers: Set<String> = ["if", "while", "guard", "for", "case", "catch"]
}

/// A per-file memo of which `:` tokens close a ternary.
/// One file's imported UI frameworks, read on first ask (`ContextAnalyzer.importedFrameworks`).
final class FileImportsMemo: @unchecked Sendable {
    private var known: Set<Framework>?

    func frameworks(of file: SwiftSource) -> Set<Framework> {
        if let known { return known }
        let found = FileDetector.importedFrameworks(file)
        known = found
        return found
    }
}

final class TernaryColonMemo {
    /// One file's walk at a time: no dynamic exclusivity check per lookup.
    @exclusivity(unchecked) private var states: [Int8]

    init(count: Int) {
        states = [Int8](repeating: -1, count: count)
    }

    subscript(k: Int) -> Bool? {
        get { states[k] < 0 ? nil : states[k] == 1 }
        set { states[k] = newValue.map { $0 ? 1 : 0 } ?? -1 }
    }
}

/// The answers of long `boundary(before:)` walks, per token; allocated at the first long walk
/// (most files have none).
final class BoundaryMemo {
    static let worthRemembering = 64
    private let count: Int
    /// One file's walk at a time: no dynamic exclusivity check per lookup.
    @exclusivity(unchecked) private var answers: [Int32] = []

    init(count: Int) {
        self.count = count
    }

    /// The boundary a walk from token `k` reaches (-1: the file's start), if remembered.
    subscript(k: Int) -> Int? {
        get {
            guard !answers.isEmpty, answers[k] != Int32.min else { return nil }
            return Int(answers[k])
        }
        set {
            if answers.isEmpty { answers = [Int32](repeating: Int32.min, count: count) }
            answers[k] = Int32(newValue ?? Int(Int32.min))
        }
    }
}
