/// A hex constructor's argument given by name instead of as a literal: a top-level string
/// constant of the tree (`Color(hex: gray800)`, `let gray800: String = "#1F1E1E"`), or a local of
/// the enclosing function that is only ever given hex literals (WeChat-SwiftUI's ContactCategory:
/// `let hex: String; switch self { case .groupChats: hex = "57BD6A" … }; return Color.hex(hex)!`).
extension HexConstructorDetector {
    /// The literal `value` (one identifier) stands for; nil when it names neither.
    static func namedConstant(_ d: FileDetector, _ value: Range<Int>) -> HexLiteral? {
        guard value.count == 1, d.file.kind(value.lowerBound) == .identifier else { return nil }
        let name = d.file.text(code: value.lowerBound)
        if let literal = localHexString(d, name: name, at: value.lowerBound) { return literal }
        guard let literal = d.settings.hexStringConstants.literal(named: name) else { return nil }
        return literal.map(hexLiteral) ?? HexLiteral(digits: "", isString: true, valid: false)
    }

    static func hexLiteral(_ text: String) -> HexLiteral {
        let digits = text.hasPrefix("#") ? String(text.dropFirst()) : text
        return HexLiteral(digits: digits, isString: true, valid: !digits.isEmpty && digits.allSatisfy(\.isHexDigit) && [3, 6, 8].contains(digits.count))
    }

    /// A `let` or `var` declared in the function around code token `use`, before it, whose every
    /// value (its initializer and each `name = …` in the function) is a hex string literal: the
    /// value when they agree, else a literal of unknown value. Nil when any value is not a hex
    /// literal, or the name is not declared in the function (a parameter, a property).
    static func localHexString(_ d: FileDetector, name: String, at use: Int) -> HexLiteral? {
        let file = d.file
        guard let function = d.analyzer.syntax.tree.enclosingFunction(at: use) else { return nil }
        let close = min(function.close, file.code.count)
        var declared = false
        var values: [String] = []
        var k = function.open + 1
        while k < close {
            defer { k += 1 }
            guard file.kind(k) == .identifier, file.text(code: k) == name, !file.isChar(k - 1, ".") else { continue }
            let isDeclaration = file.codeIs(k - 1, "let" as StaticString) || file.codeIs(k - 1, "var" as StaticString)
            if isDeclaration {
                guard k < use, !declared else { return nil }
                declared = true
            }
            var n = k + 1
            if isDeclaration, file.isChar(n, ":") {
                guard file.codeIs(n + 1, "String" as StaticString) else { return nil }
                n += 2
            }
            guard file.codeIs(n, "=") else {
                if isDeclaration || k == use { continue }
                // Read, or changed in a way other than `=` (`hex += …`): only a plain use is allowed.
                if file.code[n].kind == .operator, file.text(code: n).hasSuffix("=") { return nil }
                continue
            }
            guard n + 3 < close, file.code[n + 1].kind == .stringQuote, file.code[n + 1].length == 1,
                  file.code[n + 2].kind == .stringSegment, file.code[n + 3].kind == .stringQuote else { return nil }
            values.append(file.text(code: n + 2))
        }
        guard declared, let first = values.first else { return nil }
        let literals = values.map(hexLiteral)
        guard literals.allSatisfy(\.valid) else { return nil }
        return Set(literals.map(\.digits).map { $0.uppercased() }).count == 1 ? literals[0] : HexLiteral(digits: first, isString: true, valid: false)
    }
}
