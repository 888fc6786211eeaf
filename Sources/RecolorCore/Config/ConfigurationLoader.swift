#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A problem with a mapping file: the file, where in it, and what is wrong. Exit 2.
public struct ConfigurationError: Error, CustomStringConvertible, Equatable {
    public var file: String
    public var location: String
    public var message: String

    public var description: String { "\(file): \(location): \(message)" }
}

/// Reads and validates `.recolor.json`.
public enum ConfigurationLoader {
    public static let fileName = ".recolor.json"

    static let topLevelKeys = ["palettes", "paletteFiles", "hexConstructors", "ignoreNamed", "tokens", "rules", "colorTypes", "exclude", "excludePreviews", "generate", "pairs", "$schema", "description"]
    /// Where a token's values come from: `code` for a light/dark pair the app already chose.
    static let tokenSources = ["code"]
    /// The arms a rule for a light/dark choice names beside its match (the light value).
    static let pairAppearances: [Appearance] = [.dark, .lightElevated, .darkElevated]
    static let tokenKeys = Framework.allCases.map(\.rawValue) + Appearance.allCases.map(\.rawValue) + ["asset", "description", "fixed", "source", "from"]
    static let colorTypeNames = Dictionary(uniqueKeysWithValues: BaseColorType.allCases.map { ($0.rawValue, $0.framework) })

    /// The nearest `.recolor.json` from `directory` upward, if any.
    public static func discover(from directory: String) -> String? {
        var dir = URL(fileURLWithPath: directory).standardizedFileURL
        while true {
            let candidate = dir.appendingPathComponent(fileName).path
            // Anything there, a link to nothing or a loop included, is the table: it then fails to
            // load (exit 2, named), never skipped for the table above (fileExists followed links).
            var st = stat()
            if lstat(candidate, &st) == 0 { return candidate }
            let parent = dir.deletingLastPathComponent()
            if parent.path == dir.path { return nil }
            dir = parent
        }
    }

    public static func load(path: String) throws -> Configuration {
        try load(path: path, cwd: nil)
    }

    /// `path` relative to `cwd` (a command's folder, not the process's); messages and the
    /// table's `path` and `directory` keep it as given.
    public static func load(path: String, cwd: String?) throws -> Configuration {
        let disk = path.hasPrefix("/") ? path : cwd.map { PathText.join($0, path) } ?? path
        // FileReader opens regular files only: a FIFO found as `.recolor.json` would block forever.
        guard case .success(let bytes) = FileReader.contents(of: disk) else {
            throw ConfigurationError(file: path, location: "file", message: "cannot be read (missing, not readable or not a regular file)")
        }
        var config = try parse(bytes, file: path)
        config.path = path
        config.directory = PathText.directory(of: path)
        if config.directory.isEmpty { config.directory = "." }
        return config
    }

    public static func parse(_ bytes: [UInt8], file: String) throws -> Configuration {
        // JSON is UTF-8 (RFC 8259): a Latin-1 table would be read with U+FFFD for its bytes.
        if let offset = TextFile.firstInvalidUTF8(bytes) {
            let line = bytes[..<offset].reduce(1) { $1 == 10 ? $0 + 1 : $0 }
            throw ConfigurationError(file: file, location: "line \(line) (byte offset \(offset))",
                                     message: "not valid UTF-8; save the table as UTF-8")
        }
        let root: JSONValue
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            throw ConfigurationError(file: file, location: "line \(error.line), column \(error.column)",
                                     message: "JSON syntax error: \(error.message)")
        }
        var config = try Validator(file: file).configuration(root)
        config.duplicateKeys = root.duplicateKeyPaths()
        return config
    }

    struct Validator {
        let file: String

        func fail(_ path: String, _ message: String) -> ConfigurationError {
            ConfigurationError(file: file, location: path, message: message)
        }

        func strings(_ value: JSONValue, _ path: String) throws -> [String] {
            guard case .array(let items) = value else { throw fail(path, "expected an array of strings, found \(value.typeName)") }
            return try items.enumerated().map { n, item in
                guard case .string(let s) = item else { throw fail("\(path)[\(n)]", "expected a string, found \(item.typeName)") }
                return s
            }
        }

        func configuration(_ root: JSONValue) throws -> Configuration {
            guard case .object(let all) = root else { throw fail("top level", "expected an object, found \(root.typeName)") }
            let members = JSONValue.lastWins(all)
            var config = Configuration()
            var tokensValue: JSONValue?
            var rulesValue: JSONValue?
            var pairsValue: JSONValue?
            for (key, value) in members {
                switch key {
                // `UIColor.Zap`, the spelling every use reads, is the nested type `Zap`: types are known by
                // the last component of their name.
                case "palettes": config.palettes = try strings(value, key).map { $0.split(separator: ".").last.map(String.init) ?? $0 }
                case "paletteFiles": config.paletteFiles = try strings(value, key)
                case "ignoreNamed": config.ignoreNamed = try strings(value, key)
                case "hexConstructors":
                    config.hexLabels = try hexLabels(value)
                    config.unlabeledHex = false
                case "colorTypes": config.colorTypes = try colorTypes(value)
                case "exclude": config.exclude = try strings(value, key)
                case "excludePreviews":
                    guard case .bool(let b) = value else { throw fail(key, "expected true or false, found \(value.typeName)") }
                    config.excludePreviews = b
                case "generate": config.generate = try generateTargets(value)
                case "pairs": pairsValue = value
                case "tokens": tokensValue = value
                case "rules": rulesValue = value
                case "$schema", "description": break
                default:
                    throw fail(key, "unknown key; expected one of \(Self.known(ConfigurationLoader.topLevelKeys))")
                }
            }
            if let tokensValue { config.tokens = try tokens(tokensValue) }
            if let rulesValue { config.rules = try rules(rulesValue, config: config) }
            if let pairsValue {
                config.pairs = try pairs(pairsValue, config: config)
                config.pairsGiven = true
            }
            return config
        }

        /// Why `name` cannot be a color set's name and a `<color name="…">` in a rewritten `.xib`, or nil:
        /// empty, a `/`, or a character XML 1.0 does not allow or normalizes away (controls, U+FFFE/U+FFFF).
        static func assetNameProblem(_ name: String) -> String? {
            if name.trimmingWhitespace().isEmpty { return "empty" }
            if name.contains("/") { return "holds a '/'" }
            if let c = name.unicodeScalars.first(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0.value == 0xFFFE || $0.value == 0xFFFF }) {
                return "holds the control character U+\(String(c.value, radix: 16, uppercase: true))"
            }
            return nil
        }

        static func known(_ keys: [String]) -> String {
            keys.filter { !$0.hasPrefix("$") && $0 != "description" }.joined(separator: ", ")
        }

        func hexLabels(_ value: JSONValue) throws -> [Configuration.HexLabel] {
            guard case .array(let items) = value else { throw fail("hexConstructors", "expected an array, found \(value.typeName)") }
            return try items.enumerated().map { n, item in
                let path = "hexConstructors[\(n)]"
                switch item {
                case .string(let label): return .init(label: label, order: .rrggbbaa)
                case .object(let members):
                    var label: String?
                    var order = Configuration.HexOrder.rrggbbaa
                    for (key, v) in JSONValue.lastWins(members) {
                        switch (key, v) {
                        case ("label", .string(let s)): label = s
                        case ("order", .string(let s)):
                            guard let o = Configuration.HexOrder(rawValue: s) else {
                                throw fail("\(path).order", "'\(s)' is not an order; use \"RRGGBBAA\" or \"AARRGGBB\"")
                            }
                            order = o
                        case ("label", _), ("order", _): throw fail("\(path).\(key)", "expected a string, found \(v.typeName)")
                        default: throw fail("\(path).\(key)", "unknown key; expected label, order")
                        }
                    }
                    guard let label else { throw fail(path, "missing \"label\"") }
                    return .init(label: label, order: order)
                default:
                    throw fail(path, "expected a label string or { \"label\": ..., \"order\": ... }, found \(item.typeName)")
                }
            }
        }

        func colorTypes(_ value: JSONValue) throws -> [String: Framework] {
            guard case .object(let members) = value else { throw fail("colorTypes", "expected an object, found \(value.typeName)") }
            var out: [String: Framework] = [:]
            for (name, v) in JSONValue.lastWins(members) {
                guard case .string(let s) = v, let framework = Framework(rawValue: s) else {
                    throw fail("colorTypes.\(name)", "expected one of \(Framework.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                out[name] = framework
            }
            return out
        }

        func tokens(_ value: JSONValue) throws -> [Configuration.SemanticToken] {
            guard case .object(let members) = value else { throw fail("tokens", "expected an object, found \(value.typeName)") }
            return try JSONValue.lastWins(members).map { name, body in
                let path = "tokens.\(name)"
                guard case .object(let fields) = body else { throw fail(path, "expected an object, found \(body.typeName)") }
                var token = Configuration.SemanticToken(name: name, expressions: [:])
                for (key, v) in JSONValue.lastWins(fields) {
                    if key == "fixed" {
                        guard case .bool(let b) = v else { throw fail("\(path).fixed", "expected true or false, found \(v.typeName)") }
                        token.fixed = b
                        continue
                    }
                    guard case .string(let s) = v else { throw fail("\(path).\(key)", "expected a string, found \(v.typeName)") }
                    if let framework = Framework(rawValue: key) {
                        guard !s.trimmingWhitespace().isEmpty else {
                            throw fail("\(path).\(key)", "the replacement expression is empty")
                        }
                        if let problem = TokenExpression.problem(in: s) {
                            throw fail("\(path).\(key)", "'\(s)' is not a replacement expression: \(problem)")
                        }
                        token.expressions[framework] = s
                    } else if let appearance = Appearance(rawValue: key) {
                        guard let color = RGBA(mappingHex: s) else {
                            throw fail("\(path).\(key)", "'\(s)' is not a color; write #RRGGBB or #RRGGBBAA")
                        }
                        token.values[appearance] = color
                    } else if key == "asset" {
                        if let problem = Self.assetNameProblem(s) { throw fail("\(path).asset", "'\(s)' is not an asset name (\(problem))") }
                        token.asset = s
                    } else if key == "description" {
                        token.description = s
                    } else if key == "source" {
                        guard ConfigurationLoader.tokenSources.contains(s) else {
                            throw fail("\(path).source", "'\(s)' is not a source; expected one of \(ConfigurationLoader.tokenSources.joined(separator: ", "))")
                        }
                        token.source = s
                    } else if key == "from" {
                        token.from = s
                    } else {
                        throw fail("\(path).\(key)", "unknown key; expected one of \(Self.known(ConfigurationLoader.tokenKeys))")
                    }
                }
                // Without an asset, the token's name is the name IB documents are rewritten to.
                if token.asset == nil, let problem = Self.assetNameProblem(name) {
                    throw fail(path, "'\(name)' cannot name a color asset (\(problem)); give the token an \"asset\"")
                }
                if token.fixed {
                    if let problem = Self.fixedValueProblem(token) { throw fail(path, problem) }
                    var one = AppearanceValues()
                    one[.light] = token.values[.light]
                    token.values = one
                }
                if token.expressions.isEmpty {
                    throw fail(path, "the token has no replacement expression; give at least one of \(Framework.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                return token
            }
        }

        /// Why a `"fixed": true` token's values contradict it (a dark value other than its light
        /// one), or nil. Values equal to `light` are allowed and dropped: one value is written.
        static func fixedValueProblem(_ token: Configuration.SemanticToken) -> String? {
            guard let light = token.values[.light] else {
                return "a fixed token needs its one value as \"light\""
            }
            for a in Appearance.allCases where a != .light {
                if let v = token.values[a], v != light {
                    return "the token is \"fixed\" (one value in every appearance) but its \(a.rawValue) \(v.hex(withAlpha: v.alpha != 255)) differs from its light \(light.hex(withAlpha: light.alpha != 255)); remove \"\(a.rawValue)\" or \"fixed\""
                }
            }
            return nil
        }

        func generateTargets(_ value: JSONValue) throws -> Configuration.GenerateTargets {
            guard case .object(let members) = value else { throw fail("generate", "expected an object, found \(value.typeName)") }
            var targets = Configuration.GenerateTargets()
            for (key, v) in JSONValue.lastWins(members) {
                guard case .string(let s) = v else { throw fail("generate.\(key)", "expected a path string, found \(v.typeName)") }
                guard !s.isEmpty else { throw fail("generate.\(key)", "an empty path; give the file to write, relative to the table's folder") }
                switch key {
                case "swift": targets.swift = s
                case "assetCatalog": targets.assetCatalog = s
                default: throw fail("generate.\(key)", "unknown key; expected swift, assetCatalog")
                }
            }
            return targets
        }

        func pairs(_ value: JSONValue, config: Configuration) throws -> [Configuration.ContrastPair] {
            guard case .array(let items) = value else { throw fail("pairs", "expected an array, found \(value.typeName)") }
            let tokenNames = Set(config.tokens.map(\.name))
            return try items.enumerated().map { n, item in
                let path = "pairs[\(n)]"
                guard case .object(let fields) = item else { throw fail(path, "expected an object, found \(item.typeName)") }
                var foreground: String?, background: String?, minimum: Double?
                for (key, v) in JSONValue.lastWins(fields) {
                    switch (key, v) {
                    case ("foreground", .string(let s)): foreground = s
                    case ("background", .string(let s)): background = s
                    case ("min", .number(let x)):
                        guard x >= 1, x <= 21 else { throw fail("\(path).min", "\(x) is not a contrast ratio (1 to 21)") }
                        minimum = x
                    case ("foreground", _), ("background", _): throw fail("\(path).\(key)", "expected a token name, found \(v.typeName)")
                    case ("min", _): throw fail("\(path).min", "expected a number, found \(v.typeName)")
                    case ("description", _): break
                    default: throw fail("\(path).\(key)", "unknown key; expected foreground, background, min")
                    }
                }
                for (key, name) in [("foreground", foreground), ("background", background)] {
                    guard let name else { throw fail(path, "missing \"\(key)\"") }
                    // Or one of Apple's system colors by its UIKit expression (`UIColor.label`), measured with Apple's
                    // values, or a color kept fixed by its value (`#FFFC00`), measured with it in every appearance.
                    // Or either at part opacity (`card at 40%`), or drawn over another (`field over bar`).
                    guard TranslucentSubjects.tokens(of: name).allSatisfy({ subject in
                        tokenNames.contains(subject) || SystemColorSubjects.isSystem(subject) || KeptColorSubjects.isKept(subject)
                    }) else {
                        throw fail("\(path).\(key)", "unknown token '\(name)'; declare it under \"tokens\" (or name an Apple system color: UIColor.systemBackground, or a fixed color: #FFFC00)")
                    }
                }
                return .init(foreground: foreground!, background: background!, min: minimum)
            }
        }

        func rules(_ value: JSONValue, config: Configuration) throws -> [Configuration.Rule] {
            guard case .array(let items) = value else { throw fail("rules", "expected an array, found \(value.typeName)") }
            let tokenNames = Set(config.tokens.map(\.name))  // one lookup per rule, not a scan of the tokens
            return try items.enumerated().map { n, item in
                let path = "rules[\(n)]"
                guard case .object(let fields) = item else { throw fail(path, "expected an object, found \(item.typeName)") }
                var matchText: String?
                var context: [String]?
                var token: String?
                var keep: String?
                var pair: [Appearance: String] = [:]
                var within: [String]?
                for (key, v) in JSONValue.lastWins(fields) {
                    if let appearance = Appearance(rawValue: key), ConfigurationLoader.pairAppearances.contains(appearance) {
                        guard case .string(let s) = v else { throw fail("\(path).\(key)", "expected a string, found \(v.typeName)") }
                        // A color set by name is an arm the code writes (`MemberColorArm`), no match.
                        if !MemberColorArm.isColorSetCall(s) { _ = try parseMatch(s, path: "\(path).\(key)", config: config) }
                        pair[appearance] = Configuration.Rule.canonicalValue(s)
                        continue
                    }
                    switch key {
                    case "keep":
                        guard case .string(let s) = v, !s.trimmingWhitespace().isEmpty else {
                            throw fail("\(path).keep", "expected the reason the color stays fixed (a non-empty string), found \(v.typeName)")
                        }
                        keep = s
                    case "match":
                        guard case .string(let s) = v else { throw fail("\(path).match", "expected a string, found \(v.typeName)") }
                        matchText = s
                    case "token":
                        guard case .string(let s) = v else { throw fail("\(path).token", "expected a string, found \(v.typeName)") }
                        token = s
                    case "context":
                        if case .string(let s) = v { context = [s] } else { context = try strings(v, "\(path).context") }
                    case "in":
                        if case .string(let s) = v { within = [s] } else { within = try strings(v, "\(path).in") }
                        if within!.contains(where: { $0.isEmpty }) { throw fail("\(path).in", "expected declaration names (blackPalette, Type.member), found an empty one") }
                    case "description": break
                    default: throw fail("\(path).\(key)", "unknown key; expected match, context, in, token, keep, dark, lightElevated, darkElevated")
                    }
                }
                guard let matchText else { throw fail(path, "missing \"match\"") }
                if let keep {
                    guard token == nil else { throw fail(path, "a rule either maps to a \"token\" or keeps its matches (\"keep\"), not both") }
                    let match = try parseMatch(matchText, path: "\(path).match", config: config)
                    var rule = Configuration.Rule(match: match, matchText: matchText, context: context, keep: keep)
                    rule.within = within
                    return rule
                }
                guard let token else { throw fail(path, "missing \"token\" (or \"keep\": \"reason\" for a color that stays fixed)") }
                guard tokenNames.contains(token) else {
                    let known = config.tokens.map(\.name).joined(separator: ", ")
                    throw fail("\(path).token", "unknown token '\(token)'; declare it under \"tokens\"" + (known.isEmpty ? "" : " (known: \(known))"))
                }
                // The light arm of a pair may be a color set the code names (`MemberColorArm`).
                let match = !pair.isEmpty && MemberColorArm.isColorSetCall(matchText) ? .colorSet(matchText)
                    : try parseMatch(matchText, path: "\(path).match", config: config)
                var rule = Configuration.Rule(match: match, matchText: matchText, context: context, token: token, pair: pair)
                rule.within = within
                return rule
            }
        }

        func parseMatch(_ text: String, path: String, config: Configuration) throws -> Configuration.Match {
            if text.hasPrefix("#") {
                guard let color = RGBA(mappingHex: text) else {
                    throw fail(path, "'\(text)' is not a color; write #RRGGBB or #RRGGBBAA")
                }
                return .color(color, hasAlpha: text.count == 9)
            }
            let parts = text.split(separator: ".").map(String.init)
            guard parts.count >= 2, parts.allSatisfy({ !$0.isEmpty }) else {
                throw fail(path, "'\(text)' is neither a color (#RRGGBB) nor a member (Essentials.grey70, UIColor.white)")
            }
            // A member of a type nested in a palette is matched by its path from the palette, as
            // detection names it (`Cell.Background.normal`: `PaletteReferenceDetector.nestedMember`).
            if let nested = Configuration.Match.nestedPaletteMember(parts, palettes: config.palettes) { return nested }
            let owner = parts[parts.count - 2], member = parts[parts.count - 1]
            switch ConfigurationLoader.memberOwner(owner, in: config) {
            case .palette: return .paletteMember(namespace: owner, member: member)
            case .colorType: return .typeMember(type: owner, member: member)
            case nil: throw fail(path, "'\(owner)' in '\(text)' is neither a palette listed in \"palettes\" nor a color type")
            }
        }
    }

    /// What owns the member a rule matches (`Essentials` in `Essentials.grey70`): a listed palette,
    /// a color type, or nothing the table can load (`init` matches such a member by its color).
    enum MemberOwner { case palette, colorType }

    static func memberOwner(_ owner: String, in config: Configuration) -> MemberOwner? {
        if config.palettes.contains(owner) { return .palette }
        if colorTypeNames[owner] != nil || config.colorTypes[owner] != nil { return .colorType }
        return nil
    }
}

extension Configuration.HexLabel: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) { self.init(label: value, order: .rrggbbaa) }
}
