/// A Swift file's lexical structure, built once from its code tokens: its scopes (file, types,
/// functions and accessors, closures, statement blocks), the innermost scope of every code token,
/// its `#if` regions and its availability regions. Linear time, no recursion (a file of 10,000
/// nested braces builds), and any input builds: an unclosed `{` runs to the end of the file, a
/// stray `}` or `#endif` is passed over.
///
/// A class, not a struct: its readers (the hazard file, the color detectors' memo) hand it
/// around, and a copy of the struct retained and released each of its arrays.
package final class SyntaxTree: Sendable {
    /// `scopes[0]` is the file; a scope comes after its parent, in the order of its `{`.
    package let scopes: [Scope]
    /// For each code token, the index of the innermost scope holding it (a `{` and its `}` are
    /// held by the scope they delimit; a declaration's head, its parameters included, by the
    /// scope around it).
    private let scopeOfToken: [Int32]
    /// For each scope, the nearest function scope at or around it, not crossing a type; -1 if none.
    private let functionOfScope: [Int32]
    /// For each scope, the nearest type scope at or around it; -1 if none.
    private let typeOfScope: [Int32]
    package let compilation: CompilationRegions
    package let availability: AvailabilityRegions

    package init(_ file: SwiftSource) {
        var builder = ScopeBuilder(file)
        builder.build()
        let scopes = builder.scopes
        self.scopes = scopes
        scopeOfToken = builder.scopeOfToken
        var functions = [Int32](repeating: -1, count: scopes.count)
        var types = [Int32](repeating: -1, count: scopes.count)
        for (n, scope) in scopes.enumerated() {
            let inherited = scope.parent.map { (functions[$0], types[$0]) } ?? (-1, -1)
            switch scope.kind {
            case .type: types[n] = Int32(n); functions[n] = -1
            case .function: types[n] = inherited.1; functions[n] = Int32(n)
            default: types[n] = inherited.1; functions[n] = inherited.0
            }
        }
        functionOfScope = functions
        typeOfScope = types
        compilation = CompilationRegions(file)
        availability = AvailabilityRegions(file, scopes: scopes, scopeOfToken: builder.scopeOfToken)
    }

    /// The innermost scope holding code token `k`, as an index into `scopes` (0, the file, for
    /// an index out of range).
    package func scope(at codeIndex: Int) -> Int {
        codeIndex >= 0 && codeIndex < scopeOfToken.count ? Int(scopeOfToken[codeIndex]) : 0
    }

    /// `scope` itself, then each enclosing scope out to the file.
    package func ancestors(of scope: Int) -> ScopeAncestors { ScopeAncestors(scopes: scopes, current: scope) }

    /// The nearest function, initializer, subscript, accessor or property body holding code
    /// token `k`, across closures and blocks but not across a type (in a local type's own body
    /// the answer is nil).
    package func enclosingFunction(at codeIndex: Int) -> Scope? {
        let n = functionOfScope[scope(at: codeIndex)]
        return n >= 0 ? scopes[Int(n)] : nil
    }

    /// The nearest type (class, struct, enum, extension, protocol, actor) whose body holds `k`.
    package func enclosingType(at codeIndex: Int) -> Scope? {
        let n = typeOfScope[scope(at: codeIndex)]
        return n >= 0 ? scopes[Int(n)] : nil
    }

    /// The index of the scope whose `{` is code token `open`, or nil when no scope opens there.
    package func scope(openingAt open: Int) -> Int? {
        let n = scope(at: open)
        return n > 0 && scopes[n].open == open ? n : nil
    }
}

/// The scopes from one out to the file.
package struct ScopeAncestors: Sequence, IteratorProtocol {
    fileprivate let scopes: [Scope]
    fileprivate var current: Int?

    package mutating func next() -> Int? {
        guard let n = current, n >= 0, n < scopes.count else { return nil }
        current = scopes[n].parent
        return n
    }
}
