/// A token that is one of the app's own color sets (`init` harvests a set with a dark appearance
/// as a token whose expressions read that set: `UIColor(named: "Gold")!`, `Color("Gold")`, or
/// Xcode's symbols `UIColor(resource: .gold)`, `Color(.gold)`). `generate` writes no color set
/// for it: the app's catalog has it already, and a second set of the same name in one target is
/// a duplicate Xcode reports, of which `UIColor(named:)` may return either.
enum ExistingColorSet {
    static func isAppOwn(_ token: Configuration.SemanticToken) -> Bool {
        guard token.source == "code", let asset = token.asset, !token.expressions.isEmpty else { return false }
        let quoted = "\"" + asset.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
        let member = XcodeAssetSymbols.memberName(forColorSet: asset)
        return token.expressions.values.allSatisfy { e in
            e.contains("(named: \(quoted))") || e == "Color(\(quoted))"
                || e.hasSuffix("(resource: .\(member))") || e == "Color(.\(member))"
                || PackageColorSetExpressions.isModuleLookup(e, quoted: quoted)
        }
    }
}
