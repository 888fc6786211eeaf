/// A token expression `generate` cannot declare: exit 2, naming the token.
public struct GenerateError: Error, CustomStringConvertible, Equatable {
    public var token: String
    public var message: String
    /// The other tokens refused for the same kind of reason, each said on a line of its own: a
    /// table is mended in one pass, not one token per run.
    public var more: [GenerateError] = []
    public var description: String {
        ([self] + more).map { "tokens.\($0.token): \($0.message)" }.joined(separator: "\n")
    }

    public init(token: String, message: String, more: [GenerateError] = []) {
        self.token = token
        self.message = message
        self.more = more
    }
}

/// What `generate` declares, decided from the table and the tree's declarations: for each
/// token expression that is a plain member path, either a member to declare (inside an
/// `extension` of the deepest type the tree or a system framework declares, in namespaces
/// created for the rest of the path), or the reason it is not declared.
public struct DeclarationPlan: Sendable {
    /// One member to declare: `static let <name>: <type of framework>`.
    public struct Member: Sendable, Equatable {
        public var token: String
        public var framework: Framework
        public var name: String
        public var values: AppearanceValues
        /// The token's asset-catalog color name, when a catalog is generated and holds every
        /// appearance the token gives (SwiftUI then reads it: `Color("name")`).
        public var assetName: String?
        /// The token is `"fixed"`: one value, written as a plain color (not a dynamic one).
        public var fixed = false
        /// The color set of the generated catalog an AppKit member reads on macOS 10.13–10.14, where
        /// `NSColor(name:dynamicProvider:)` (10.15) is missing but Dark Mode is not (`ColorCode.nsColorBody`).
        public var appKitColorSet: String?
    }

    /// Namespaces to create (`enum`), nested, and the members in each, in the table's order.
    public struct Namespace: Sendable, Equatable {
        public var members: [Member] = []
        public var childNames: [String] = []
        public var children: [String: Namespace] = [:]

        mutating func insert(_ member: Member, under path: ArraySlice<String>) {
            guard let first = path.first else { members.append(member); return }
            if children[first] == nil { childNames.append(first) }
            children[first, default: Namespace()].insert(member, under: path.dropFirst())
        }

        func contains(_ framework: (Framework) -> Bool) -> Bool {
            members.contains { framework($0.framework) } || children.values.contains { $0.contains(framework) }
        }
    }

    /// The members declared in one type the tree (or a framework) declares, or at the top level
    /// (`extended` empty).
    public struct Block: Sendable, Equatable {
        public var extended: [String]
        public var body = Namespace()
    }

    public struct Kept: Sendable, Equatable {
        public var token: String
        public var expression: String
        public var file: String
    }

    public var blocks: [Block] = []
    /// Members the tree already declares: not declared again.
    public var kept: [Kept] = []
    /// Expressions that name a system color (`UIColor.systemBackground`): the system's, not the table's values.
    public var system: [(token: String, expression: String)] = []
    /// How many expressions name a system color, a conversion, or are not member paths.
    public var leftAlone = 0

    /// Every framework the table's tokens name an expression for, declared here or not: a
    /// table for both UIKit and AppKit gets `#if canImport` sections even when one side needs nothing.
    public var tableFrameworks: Set<Framework> = []

    public var isEmpty: Bool { blocks.isEmpty }

    public var members: [Member] {
        func all(_ n: Namespace) -> [Member] { n.members + n.childNames.flatMap { all(n.children[$0]!) } }
        return blocks.flatMap { all($0.body) }
    }

    /// The frameworks `generate` declares members for, in this order.
    static let declaredFrameworks: [Framework] = [.uikit, .appkit, .swiftui, .coregraphics]

    /// Plans the declarations of `tokens` in a tree that declares `declarations`.
    /// `usesAssetCatalog`: SwiftUI colors may come from the generated asset catalog.
    /// `shipping`: every platform and lowest OS the project builds for (nil: no project facts);
    /// where a token's system color is missing there, its `SystemColorFallback` member is declared.
    package static func make(tokens: [Configuration.SemanticToken], declarations: TypeDeclarations,
                            usesAssetCatalog: Bool = false, shipping: Compilation? = nil) throws(GenerateError) -> DeclarationPlan {
        var plan = DeclarationPlan()
        var blockIndex: [[String]: Int] = [:]
        // Expression → token, per platform section (UIKit and AppKit members never meet).
        var claimed: [String: String] = [:]
        plan.tableFrameworks = Set(tokens.flatMap { $0.expressions.keys })
        // Framework by framework, each in the table's order: UIKit members come first.
        for framework in declaredFrameworks {
            for token in tokens {
                guard let expression = token.expressions[framework] else { continue }
                guard let path = MemberPath.components(of: expression), !MemberPath.conversions.contains(path.last!) else {
                    plan.leftAlone += 1
                    continue
                }
                let namespace = Array(path.dropLast()), name = path.last!
                // A member the code already declares needs no declaration, whatever else its type's
                // name is somewhere in the tree (session 28's review, B4: `Color.brandInkAsset`,
                // declared in Shared/Resources/Color.swift, refused for another file's typealias).
                if let file = declarations.fileDeclaring(member: name, of: namespace), declarations.kind(of: namespace) != .protocolType {
                    plan.kept.append(Kept(token: token.name, expression: expression, file: file))
                    continue
                }
                let existing = try existingPrefix(of: namespace, token: token.name, expression: expression, declarations: declarations)
                if existing == namespace.count {
                    if let file = declarations.fileDeclaring(member: name, of: namespace) {
                        plan.kept.append(Kept(token: token.name, expression: expression, file: file))
                        continue
                    }
                    if namespace.count == 1, declarations.kind(of: namespace) == nil || declarations.kind(of: namespace) == .extensionOnly,
                       let base = BaseColorType(rawValue: namespace[0]), SystemColorNames.contains(name, on: base) {
                        plan.system.append((token.name, expression))
                        if let shipping, SystemColorFallback.isMissing(expression, framework: framework, for: shipping),
                           let fallback = SystemColorFallback.member(of: token, framework: framework, tokens: tokens) {
                            let own = MemberPath.components(of: fallback)!, ownNamespace = Array(own.dropLast())
                            let ownExisting = try existingPrefix(of: ownNamespace, token: token.name, expression: fallback, declarations: declarations)
                            if ownExisting == ownNamespace.count, let file = declarations.fileDeclaring(member: own.last!, of: ownNamespace) {
                                plan.kept.append(Kept(token: token.name, expression: fallback, file: file))
                            } else {
                                plan.insert(Member(token: token.name, framework: framework, name: own.last!, values: token.values),
                                            extending: Array(ownNamespace[..<ownExisting]), under: ownNamespace[ownExisting...], blockIndex: &blockIndex)
                            }
                        } else {
                            plan.leftAlone += 1
                        }
                        continue
                    }
                    if let d = declarations.declaration(of: path) {
                        throw GenerateError(token: token.name, message: "'\(expression)' names a type (\(d.kind.rawValue), in \(d.file)), not a color; give the token a member path that is free")
                    }
                }
                // UIKit and AppKit members go to exclusive `#if` sections; SwiftUI and
                // CoreGraphics members to both.
                let sections = framework == .uikit ? ["uikit"] : framework == .appkit ? ["appkit"] : ["uikit", "appkit"]
                for section in sections {
                    if let other = claimed[section + " " + expression] {
                        throw GenerateError(token: token.name, message: "'\(expression)' is also the expression of token '\(other)'; one member cannot hold two colors")
                    }
                    claimed[section + " " + expression] = token.name
                }
                guard token.values[.light] != nil else {
                    throw GenerateError(token: token.name, message: "'\(expression)' is declared by generate, which needs the token's \"light\" value (and \"dark\" for Dark Mode); add them, or point the token at a color the code already declares")
                }
                let asset = framework == .swiftui && AssetCatalog.readsColorSet(token, usesAssetCatalog: usesAssetCatalog) ? token.assetName : nil
                var member = Member(token: token.name, framework: framework, name: name, values: token.values, assetName: asset)
                member.fixed = token.fixed
                if framework == .appkit || framework == .uikit, usesAssetCatalog, AssetCatalog.colorSet(token.values) != nil, !SystemColorToken.isSystem(token), !ExistingColorSet.isAppOwn(token) {
                    member.appKitColorSet = token.assetName
                }
                plan.insert(member, extending: Array(namespace[..<existing]), under: namespace[existing...], blockIndex: &blockIndex)
            }
        }
        return plan
    }

    /// Adds `member` to the block of the type `extended`, in the namespaces `path` under it.
    mutating func insert(_ member: Member, extending extended: [String], under path: ArraySlice<String>, blockIndex: inout [[String]: Int]) {
        if blockIndex[extended] == nil {
            blockIndex[extended] = blocks.count
            blocks.append(Block(extended: extended))
        }
        blocks[blockIndex[extended]!].body.insert(member, under: path)
    }

    /// How many leading components of `namespace` already exist as types (in the tree, or a
    /// system color type); throws when one of them cannot hold members, or when the first
    /// missing one is a member, not a type.
    static func existingPrefix(of namespace: [String], token: String, expression: String, declarations: TypeDeclarations) throws(GenerateError) -> Int {
        var existing = 0
        for n in 0..<namespace.count where declarations.kind(of: Array(namespace[...n])) != nil {
            existing = n + 1
        }
        if existing == 0, let first = namespace.first, BaseColorType(rawValue: first) != nil { existing = 1 }
        for n in 0..<existing {
            let prefix = Array(namespace[...n])
            guard let d = declarations.declaration(of: prefix) else { continue }
            // `typealias UIColor = NSColor` (KSPlayer's AppKitExtend.swift): the name is the other
            // platform's type where the alias is compiled; say what to write instead.
            if d.kind == .typeAlias, prefix.count == 1, let base = BaseColorType(rawValue: prefix[0]), base == .uiColor || base == .nsColor {
                let other = base == .uiColor ? "NSColor" : "UIColor"
                throw GenerateError(token: token, message: "'\(expression)' cannot be declared: \(prefix[0]) is a typealias in \(d.file) (a cross-platform shim: there \(prefix[0]) is \(other), which may lack this member); give the token a member of its own for both platforms, \"uikit\" and \"appkit\" both \"Semantic.\(token)\" (recolor init drafts that in such a tree)")
            }
            if d.kind == .typeAlias || d.kind == .protocolType {
                throw GenerateError(token: token, message: "'\(expression)' cannot be declared: \(prefix.joined(separator: ".")) is a \(d.kind.rawValue) in \(d.file), not a type recolor can add members to; name the type itself")
            }
        }
        if existing < namespace.count {
            let parent = Array(namespace[..<existing]), next = namespace[existing]
            if !parent.isEmpty, let file = declarations.fileDeclaring(member: next, of: parent) {
                throw GenerateError(token: token, message: "'\(expression)' cannot be declared: \((parent + [next]).joined(separator: ".")) is a member declared in \(file), not a type")
            }
            if parent.count == 1, let base = BaseColorType(rawValue: parent[0]), SystemColorNames.contains(next, on: base) {
                throw GenerateError(token: token, message: "'\(expression)' cannot be declared: \((parent + [next]).joined(separator: ".")) is a system color, not a type")
            }
        }
        return existing
    }
}
