/// Members of the app's color-type extensions whose value is dynamic: `extension UIColor {
/// static var textColor: UIColor { return Semantic.primaryText } }` once `fix` wrote a token
/// there. Used in another file as `UIColor.textColor` and made a CGColor once
/// (`layer.borderColor = UIColor.textColor.withAlphaComponent(0.2).cgColor`), the stored color
/// is stale as surely as the token's own would be (the audit's BookPlayer, r15).
enum DynamicExtensionMembers {
    private static let heads = ["extension UIC", "extension NSC", "extension C", "extension SwiftUI.C"].map { Array($0.utf8) }

    /// Whether the bytes may declare one: most files declare no extension of a color type. Told
    /// from the offsets of `olor` the screening finds in every file, not by a pass of its own.
    static func mayDeclare(_ bytes: [UInt8], olor: [Int]) -> Bool {
        olor.contains { p in
            heads.contains { head in p >= head.count && bytes[(p - head.count)..<p].elementsEqual(head) }
        }
    }

    /// `UIColor.textColor` → the file that declares it, for each static member of an extension of
    /// a color type whose initializer or body is a dynamic color.
    static func find(in file: SwiftSource, settings: DetectionSettings) -> [String: String] {
        let tree = file.syntaxTree
        var out: [String: String] = [:]
        for k in 0..<file.code.count where file.kind(k) == .keyword && (file.codeIs(k, "let") || file.codeIs(k, "var")) {
            guard file.kind(k + 1) == .identifier, file.codeIs(k - 1, "static") || file.codeIs(k - 1, "class"),
                  let type = tree.enclosingType(at: k), type.kind == .type(.extension), tree.enclosingFunction(at: k) == nil,
                  let name = type.name, let base = settings.types.base(name),
                  HazardFile.isDynamicDeclaration(at: k, file, tree: tree, settings: settings) else { continue }
            out["\(base.rawValue).\(file.text(code: k + 1))"] = file.path
        }
        return out
    }
}
