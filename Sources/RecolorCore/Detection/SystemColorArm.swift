/// An arm of a choice by the appearance that is one of Apple's system colors (`UIColor.systemGray5`,
/// `Color(nsColor: .separatorColor)`, `.primary`): no finding (it adapts by itself), yet the code's
/// choice shows, in the arm's appearance, that color's value there. With Apple's published value
/// for it (`AppleSystemColors`), the choice is one token of two known values; without one
/// (`.accentColor`, AppKit's own semantic colors) it is no pair, and `reason` says why.
struct SystemColorArm: Equatable {
    /// The arm as written (`Color(nsColor: .separatorColor)`).
    var written: String
    /// Code indices of the arm.
    var first: Int
    var last: Int
    /// Apple's values of the color (light, dark, dark elevated), nil when unknown.
    var values: AppearanceValues?
    /// Why the value is unknown.
    var reason: String?

    /// The color type an implicit member names by the framework of the finding beside it.
    static func implicitType(_ framework: Framework?) -> String? {
        BaseColorType(viewFramework: framework)?.rawValue
    }

    /// The system color written at code indices `from...` of `file`, ending at the arm's last
    /// code index (`to`, when given, must be that last index); nil for anything else (`.clear`,
    /// a variable, a finding). `implicit` is the type an implicit member stands for.
    static func read(at from: Int, to: Int? = nil, in file: SwiftSource, implicit: String?) -> SystemColorArm? {
        var k = from
        var type: String?
        // `Color(…)`: the system color is its one argument, labelled `uiColor:`/`nsColor:` or not.
        if file.codeIs(k, BaseColorType.color.rawValue), file.isChar(k + 1, "("), let close = file.matchingClose(k + 1) {
            var a = k + 2
            if file.isWord(a), file.isChar(a + 1, ":"), let platform = BaseColorType(conversionLabel: file.text(code: a)) { type = platform.rawValue; a += 2 }
            guard let inner = member(at: a, in: file), inner.last + 1 == close else { return nil }
            if let t = inner.type { type = t }
            // `Color(.separatorColor)`: AppKit names end in `Color`, UIKit's do not.
            if type == nil { type = inner.name.hasSuffix("Color") ? "NSColor" : "UIColor" }
            return finish(name: inner.name, type: type!, first: from, last: close, to: to, in: file)
        }
        guard let m = member(at: k, in: file) else { return nil }
        k = m.last
        type = m.type ?? implicit
        guard let type else { return nil }
        return finish(name: m.name, type: type, first: from, last: k, to: to, in: file)
    }

    /// `.name`, `UIColor.name`, `NSColor.name`, `Color.name` at `k`: the member, its type as
    /// written (nil when implicit) and its last code index.
    static func member(at k: Int, in file: SwiftSource) -> (name: String, type: String?, last: Int)? {
        if file.isChar(k, "."), file.isWord(k + 1), !file.isChar(k + 2, "("), !file.isChar(k + 2, ".") {
            return (file.text(code: k + 1), nil, k + 1)
        }
        if file.isWord(k), ExpressionAPIs.colorTypes.contains(file.text(code: k)), file.isChar(k + 1, "."), file.isWord(k + 2),
           !file.isChar(k + 3, "("), !file.isChar(k + 3, ".") {
            return (file.text(code: k + 2), file.text(code: k), k + 2)
        }
        return nil
    }

    static func finish(name: String, type: String, first: Int, last: Int, to: Int?, in file: SwiftSource) -> SystemColorArm? {
        if let to, to != last { return nil }
        let written = String(decoding: file.bytes[file.code[first].begin..<file.code[last].end], as: UTF8.self)
        guard let known = lookup(type: type, name: name, appKitFile: importsAppKit(file)) else { return nil }
        switch known {
        case let .value(values): return SystemColorArm(written: written, first: first, last: last, values: values)
        case let .unknown(reason): return SystemColorArm(written: written, first: first, last: last, values: nil, reason: reason)
        }
    }

    static func importsAppKit(_ file: SwiftSource) -> Bool {
        for k in 0..<max(0, file.code.count - 1) where file.codeIs(k, "import") {
            if file.isWord(k + 1), Framework(importModule: file.text(code: k + 1)) == .appkit { return true }
        }
        return false
    }

    enum Known: Equatable {
        case value(AppearanceValues)
        case unknown(String)
    }

    /// Apple's colors by how they are written: `UIColor.systemGray5`, `Color.red`, `NSColor.systemRed`.
    static let byExpression: [String: AppleSystemColor] = {
        var out: [String: AppleSystemColor] = [:]
        for c in AppleSystemColors.all {
            out[c.uikit] = c
            out[c.swiftui] = c
            if let appkit = c.appkit { out[appkit] = c }
        }
        return out
    }()

    /// The accent colors: an app's (its AccentColor asset) or the user's (macOS), no one value.
    static let accentNames: Set<String> = ["accentColor", "controlAccentColor", "tintColor"]

    /// What recolor knows of `type.name`: Apple's values, or why none; nil when it is no system
    /// color (`.clear`, `.black`, an app's own member).
    static func lookup(type: String, name: String, appKitFile: Bool) -> Known? {
        if accentNames.contains(name) {
            return .unknown("\(type).\(name) is the app's accent color (its AccentColor asset, or the user's choice on macOS): it has no one light or dark value")
        }
        guard let c = byExpression["\(type).\(name)"] else {
            // An AppKit semantic color (`windowBackgroundColor`) recolor has no value for.
            if type == "NSColor" && name.hasSuffix("Color") && name != "clearColor" && !fixedAppKitNames.contains(name)
                || type == "UIColor" && name.hasPrefix("system") {
                return .unknown("recolor knows no published light and dark value of \(type).\(name)")
            }
            return nil
        }
        // Apple publishes the hue colors' values for macOS as for iOS; AppKit's grays and
        // semantic colors (labelColor, separatorColor) have values of their own on macOS that
        // Apple does not publish, and SwiftUI's `.primary`/`.secondary` are those on macOS.
        let hue = c.name.hasPrefix("system") && !c.name.hasPrefix("systemGray")
        if !hue && (type == "NSColor" || type == "Color" && appKitFile) {
            return .unknown("\(type).\(name) has macOS values of its own that Apple does not publish (recolor's table holds UIKit's)")
        }
        var values = AppearanceValues()
        values[.light] = c.values[.light]
        values[.dark] = c.values[.dark]
        values[.darkElevated] = c.values[.darkElevated]
        return .value(values)
    }

    /// AppKit's fixed colors, written with a `Color` suffix in Objective-C only.
    static let fixedAppKitNames: Set<String> = ["blackColor", "whiteColor", "grayColor", "darkGrayColor", "lightGrayColor"]
}
