/// The functions a file declares that take a foreground and a background among their
/// parameters (`func actionButton(_ image: String, _ title: String, _ textColor: Color,
/// _ background: Color)`), with the contrast role each parameter's name (or argument label)
/// gives in the one role vocabulary (`ContrastRole(contextName:)`). A call of such a function
/// draws one argument on the other: the call is the place both color, as a chain is for
/// `.foregroundColor(X).background(Y)`.
///
/// Only the file's own declarations, and a name declared once: an overload set says nothing here.
/// Across files (`acrossFiles(of:unread:)`): a view type's initializer (ello's
/// `CoverView(backgroundColor:textColor:)`), and a function the whole tree declares once that a
/// call reaches with labels naming a foreground and a background (TousAntiCovid's
/// `banner.updateMessage(textColor: .black, backgroundColor: info)`, declared in the banner's file:
/// read in one file only, no pair was seen, init lightened the yellow's dark and the black text
/// became `label`, white on light yellow at 1.33:1 in Dark; session 35's verify35b V1).
struct DeclaredParameterRoles {
    struct Parameter {
        /// The argument label; nil for `_`.
        var label: String?
        var role: ContrastRole?
    }

    /// By function name; nil for a name declared more than once.
    private var functions: [String: [Parameter]?] = [:]

    init(_ file: SwiftSource) {
        // The types around each token, for a view type's own initializer (`struct CircleText:
        // View { init(_ text: String, textColor: Color, backgroundColor: Color) }`), called by the type's name.
        var types: [String?] = []
        var pending: String?
        for k in file.code.indices {
            if file.isChar(k, "{") { types.append(pending); pending = nil; continue }
            if file.isChar(k, "}") { _ = types.popLast(); continue }
            guard file.kind(k) == .keyword else { continue }
            if ["struct", "class", "enum", "actor"].contains(file.text(code: k)), file.kind(k + 1) == .identifier { pending = file.text(code: k + 1); continue }
            // A declared initializer, not `self.init(…)`.
            let isInit = file.codeIs(k, "init") && file.isChar(k + 1, "(") && !file.isChar(k - 1, ".")
            guard isInit || file.codeIs(k, "func") && file.isWord(k + 1) && file.isChar(k + 2, "(") else { continue }
            let open = isInit ? k + 1 : k + 2
            let type = types.last(where: { $0 != nil }) ?? nil
            guard let close = file.matchingClose(open), let name = isInit ? type : file.text(code: k + 1) else { continue }
            let parameters = Self.parameters(open, close, in: file)
            let roles = Set(parameters.compactMap(\.role))
            // A helper that draws one argument on another: a foreground and a background.
            guard roles.contains(.background), roles.contains(.text) || roles.contains(.graphic) else {
                if functions[name] != nil { functions[name] = .some(nil) }
                continue
            }
            functions[name] = functions[name] == nil ? .some(parameters) : .some(nil)
        }
    }

    var isEmpty: Bool { !functions.values.contains { $0 != nil } }

    /// The initializers of view types (`CoverView(backgroundColor:textColor:)`) that `files` declare,
    /// for calls in other files: a type declared with such an initializer in one file only (two
    /// files declaring one name say nothing). Functions stay each file's own.
    static func typeInitializers(of files: [SwiftSource]) -> DeclaredParameterRoles {
        var out = DeclaredParameterRoles()
        for file in files where file.bytes.containsSequence(Array("init".utf8)) {
            for (name, found) in DeclaredParameterRoles(file).functions where name.first?.isUppercase == true {
                let value: [Parameter]?? = out.functions[name] == nil ? .some(found) : .some(nil)
                out.functions[name] = value
            }
        }
        return out
    }

    private init() {}

    /// The view types' initializers `files` declare (`typeInitializers(of:)`), and the functions called
    /// in `files` with labels naming a foreground and a background that the tree (`files` and the
    /// `unread` Swift files, read here only for such names) declares exactly once.
    static func acrossFiles(of files: [SwiftSource], unread: [(shown: String, disk: String)]) -> DeclaredParameterRoles {
        var out = files.count > 1 ? typeInitializers(of: files) : DeclaredParameterRoles()
        var wanted: Set<String> = []
        for file in files { wanted.formUnion(labeledPairCalls(in: file)) }
        wanted = wanted.filter { out.functions[$0] == nil }
        guard !wanted.isEmpty else { return out }
        let needles = wanted.map { Array("func \($0)".utf8) }
        func mayDeclare(_ bytes: [UInt8]) -> Bool { needles.contains { bytes.containsSequence($0) } }
        var declaring = files.filter { mayDeclare($0.bytes) }
        for path in unread {
            guard case .success(let bytes) = TextFile.read(path.disk, shownAs: path.shown), mayDeclare(bytes) else { continue }
            declaring.append(SwiftSource(path: path.shown, bytes: bytes, diskPath: path.disk))
        }
        // Every declaration of a wanted name, whatever its parameters: two (an overload, a namesake
        // in another type) say nothing.
        var count: [String: Int] = [:]
        var found: [String: [Parameter]] = [:]
        for file in declaring {
            var own: DeclaredParameterRoles?
            for k in file.code.indices where file.codeIs(k, "func") && file.isWord(k + 1) {
                let name = file.text(code: k + 1)
                guard wanted.contains(name) else { continue }
                count[name, default: 0] += 1
                if own == nil { own = DeclaredParameterRoles(file) }
                if let roles = own?.functions[name], let roles { found[name] = roles }
            }
        }
        for (name, parameters) in found where count[name] == 1 { out.functions[name] = .some(parameters) }
        return out
    }

    /// The names of the calls in `file` (`updateMessage(text:textColor:backgroundColor:)`) whose
    /// argument labels name a background and a foreground, that the file does not declare.
    static func labeledPairCalls(in file: SwiftSource) -> Set<String> {
        var out: Set<String> = []
        var declared: Set<String> = []
        for k in file.code.indices where k >= 1 && file.isChar(k, "(") && file.isWord(k - 1) {
            let name = file.text(code: k - 1)
            if file.codeIs(k - 2, "func") { declared.insert(name); continue }
            guard name.first?.isLowercase == true, !out.contains(name), let close = file.matchingClose(k) else { continue }
            var roles: Set<ContrastRole> = []
            var j = k + 1
            var atStart = true
            while j < close {
                if atStart, file.isWord(j), file.isChar(j + 1, ":"), let role = ContrastRole(contextName: file.text(code: j)) { roles.insert(role) }
                atStart = false
                if file.isChar(j, "(") || file.isChar(j, "[") || file.isChar(j, "{"), let c = file.matchingClose(j) { j = c + 1; continue }
                if file.isChar(j, ",") { atStart = true }
                j += 1
            }
            if roles.contains(.background), roles.contains(.text) || roles.contains(.graphic) { out.insert(name) }
        }
        return out.subtracting(declared)
    }

    /// These declarations and the type initializers `other` holds that these do not name.
    func adding(typeInitializers other: DeclaredParameterRoles) -> DeclaredParameterRoles {
        var copy = self
        for (name, found) in other.functions where copy.functions[name] == nil { copy.functions[name] = .some(found) }
        return copy
    }

    /// The parameters of the clause `open`…`close`, each with the role its name (or else its
    /// argument label) gives; a parameter not read keeps its position with no label and no role.
    static func parameters(_ open: Int, _ close: Int, in file: SwiftSource) -> [Parameter] {
        ParameterClause.parameters(open, close, in: file).map { p in
            guard let name = p.name else { return Parameter(label: nil, role: nil) }
            return Parameter(label: p.label, role: ContrastRole(contextName: name) ?? p.label.flatMap { ContrastRole(contextName: $0) })
        }
    }

    /// The code index of the label of the argument holding code token `start` in the call whose
    /// `(` is `open` (`disabledTitleColor` of `Style(disabledTitleColor: .greyC)`), nil when it has none.
    static func label(ofArgumentAt start: Int, call open: Int, in file: SwiftSource) -> Int? {
        var first = open + 1
        var k = open + 1
        while k < start {
            if file.isChar(k, "(") || file.isChar(k, "[") || file.isChar(k, "{"), let c = file.matchingClose(k) {
                if c >= start { break }
                k = c + 1
                continue
            }
            if file.isChar(k, ",") { first = k + 1 }
            k += 1
        }
        return first < start && file.isWord(first) && file.isChar(first + 1, ":") ? first : nil
    }

    /// The role of the argument holding code token `start` in the call whose `(` is `open`
    /// (`actionButton(` …), when the file declares that function once with a foreground and a
    /// background parameter; nil otherwise, and for the declaration's own clause.
    func role(ofArgumentAt start: Int, call open: Int, in file: SwiftSource) -> ContrastRole? {
        guard !functions.isEmpty, file.isWord(open - 1), !file.codeIs(open - 2, "func"),
              let found = functions[file.text(code: open - 1)], let parameters = found,
              let close = file.matchingClose(open) else { return nil }
        // The arguments: their first code tokens and labels.
        var arguments: [(first: Int, label: String?)] = []
        var k = open + 1
        var first = k
        func push() {
            guard first < close else { return }
            let label = file.isWord(first) && file.isChar(first + 1, ":") ? file.text(code: first) : nil
            arguments.append((first, label))
        }
        while k < close {
            if file.isChar(k, "(") || file.isChar(k, "[") || file.isChar(k, "{"), let c = file.matchingClose(k) { k = c + 1; continue }
            if file.isChar(k, ",") { push(); first = k + 1 }
            k += 1
        }
        push()
        guard let n = arguments.lastIndex(where: { $0.first <= start }) else { return nil }
        // Arguments meet parameters in order; a parameter left out has a default.
        var p = 0
        for (i, argument) in arguments.enumerated() {
            while p < parameters.count, parameters[p].label != argument.label { p += 1 }
            guard p < parameters.count else { return nil }
            if i == n { return parameters[p].role }
            p += 1
        }
        return nil
    }
}
