/// Interface Builder writes a token at a `<color>` element as the element naming the platform's
/// own adaptive color (UIKit's `systemColor`, AppKit's catalog color) when the token is one the
/// document may use, else the token's named color; the document's resource entries each needs
/// are gathered in `caches`. Elements inside an attributed string or with children cannot hold one.
struct InterfaceBuilderTokenWriter: TokenWriter {
    let language: InterfaceBuilderLanguage
    let element: InterfaceBuilderDocument.ColorElement
    let framework: Framework
    let path: String
    let bytes: [UInt8]
    let caches: InterfaceBuilderCaches

    func write(_ token: Configuration.SemanticToken, rule: Configuration.Rule, at finding: Finding) -> WrittenToken {
        let tag = element.tag
        let system = language.systemColor(for: token, framework: framework, path: path)
        if let systemName = system.name, framework == .appkit, tag.isSelfClosing, !element.inAttributedString {
            // AppKit's catalog color: adaptive, and no resource entry or capability.
            return .replacement(InterfaceBuilderRewrite.colorElement(tag, .catalog(systemName), bytes: bytes), range: tag.range)
        }
        if let systemName = system.name, framework != .appkit, tag.isSelfClosing, !element.inAttributedString,
           let resource = InterfaceBuilderSystemColor.resourceColor(systemName, light: token.light) {
            // The platform's own adaptive color, elevated and high-contrast variants included.
            caches.system[systemName] = resource
            return .replacement(InterfaceBuilderRewrite.colorElement(tag, .system(systemName), bytes: bytes), range: tag.range)
        }
        guard let light = token.light else { return .unmapped("the token has no light value for Interface Builder's named-color cache") }
        if element.inAttributedString { return .unmapped("named colors do not survive inside an attributed string (edit it in Interface Builder)") }
        if !tag.isSelfClosing { return .unmapped("the element is not self-closing") }
        // Below named colors' floor the element is written but declined (`checked`): no resource
        // entry or capability is added for it.
        let named = InterfaceBuilderRewrite.colorElement(tag, .named(token.assetName), bytes: bytes)
        if namedColorRefusal != nil { return .replacement(named, range: tag.range) }
        caches.named[token.assetName] = light
        if let refusal = system.refusal { caches.noteRefusal(token, framework: framework, reason: refusal) }
        return .replacement(named, range: tag.range)
    }

    /// Why the document's targets cannot draw a named color, or nil.
    var namedColorRefusal: String? {
        InterfaceBuilderNamedColor.refusal(compilation: language.compilation(of: path), framework: framework)
    }

    /// A named color below its floor is declined with the reason (the document's platform and
    /// version), as a Swift site is declined by availability.
    func checked(_ resolution: Resolution, at finding: Finding) -> Resolution {
        guard resolution.isMapped, let replacement = resolution.replacement, replacement.contains(" name=\""),
              !DocumentSources.isSystemColorElement(replacement), let why = namedColorRefusal else { return resolution }
        var out = resolution
        out.declined = why
        return out
    }
}

/// The resource entries a document's rewritten elements need: named colors (asset name → light
/// value) and system colors (name → its `<color>`), gathered while its findings are resolved.
final class InterfaceBuilderCaches {
    var named: [String: RGBA] = [:]
    var system: [String: String] = [:]
    /// Per token, in the order first written: why an Apple system color was written as the
    /// token's named color (the document's targets cannot use Interface Builder's system color).
    private(set) var refusals: [(token: String, note: String)] = []

    func noteRefusal(_ token: Configuration.SemanticToken, framework: Framework, reason: String) {
        guard !refusals.contains(where: { $0.token == token.name }) else { return }
        let expression = token.expressions[framework == .appkit ? .appkit : .uikit] ?? "a system color"
        refusals.append((token.name, "token \(token.name) is \(expression), written as the named color \(token.assetName), not as Interface Builder's system color: \(reason)"))
    }
}
