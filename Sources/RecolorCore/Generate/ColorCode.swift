/// The Swift code of a token's color in each framework: sRGB literals with exact 8-bit
/// components (`0x31 / 255.0`), made dynamic through the trait collection (UIKit) or the
/// appearance (AppKit).
enum ColorCode {
    /// `red: 0x31 / 255.0, green: 0x34 / 255.0, blue: 0x40 / 255.0, alpha: 1`.
    static func components(_ c: RGBA, redLabel: String = "red") -> String {
        func unit(_ b: UInt8) -> String { b == 0 ? "0" : b == 255 ? "1" : "0x\(RGBA.hexByte(b)) / 255.0" }
        return "\(redLabel): \(unit(c.red)), green: \(unit(c.green)), blue: \(unit(c.blue)), alpha: \(unit(c.alpha))"
    }

    static func uiColor(_ c: RGBA) -> String { "UIColor(\(components(c)))" }
    static func nsColor(_ c: RGBA) -> String { "NSColor(\(components(c, redLabel: "srgbRed")))" }
    static func cgColor(_ c: RGBA) -> String { "CGColor(\(components(c, redLabel: "srgbRed")))" }

    /// `UIColor { traits in switch (…) { case (false, false, false): return … } }`, one case
    /// per choice; `indent` is the indentation of the line the expression starts on.
    /// `levelOnTV`: the file is also built for tvOS, which has no `userInterfaceLevel`: the
    /// level is read under `#if !os(tvOS)`.
    static func dynamicUIColor(_ values: AppearanceValues, indent: String, levelOnTV: Bool = false) -> [String] {
        var lines = ["UIColor { traits in"]
        if levelOnTV {
            lines += [indent + "    #if os(tvOS)",
                      indent + "    let elevated = false // tvOS has no elevated level",
                      indent + "    #else",
                      indent + "    let elevated = traits.userInterfaceLevel == .elevated",
                      indent + "    #endif",
                      indent + "    switch (traits.userInterfaceStyle == .dark, elevated, traits.accessibilityContrast == .high) {"]
        } else {
            lines.append(indent + "    switch (traits.userInterfaceStyle == .dark, traits.userInterfaceLevel == .elevated, traits.accessibilityContrast == .high) {")
        }
        for c in TraitChoice.choices(values) {
            let level = c.elevated.map { $0 ? "true" : "false" } ?? "_"
            lines.append(indent + "    case (\(c.dark), \(level), \(c.highContrast)): return \(uiColor(c.color)) // \(c.comment)")
        }
        lines += [indent + "    }", indent + "}"]
        return lines
    }

    /// The statements of a member (or closure) that gives the token's UIColor on every platform
    /// and OS `serves` names: the dynamic color where the OS has it, the light value before
    /// (iOS 13 / tvOS 13), the dark value on watchOS. With nothing older served: the one expression.
    static func uiColorBody(_ values: AppearanceValues, _ serves: GeneratedPlatforms, indent: String) -> [String] {
        let dynamic = dynamicUIColor(values, indent: indent + (serves.dynamicUIColorCheck == nil ? "" : "    "), levelOnTV: serves.servesTV)
        guard serves.dynamicUIColorCheck != nil || serves.servesTV || serves.servesWatch else {
            return [indent + dynamic.joined(separator: "\n")]
        }
        let light = "return \(uiColor(values[.light]!)) // light"
        var lines: [String] = []
        if serves.servesWatch {
            // watchOS has no dynamic UIColor and only the dark appearance (SwiftUI's `colorScheme` is
            // always `.dark` there): the code's own light/dark choices showed their dark arm on the
            // watch, so the fixed value is the dark one (session 26's review, F2: ChatGPTSwiftUI's
            // watch app drew its light background, white, under its white text).
            let dark = values.resolved(.dark) ?? values[.light]!
            lines += [indent + "#if os(watchOS)", indent + "return \(uiColor(dark)) // dark: watchOS has only the dark appearance", indent + "#else"]
        }
        if let check = serves.dynamicUIColorCheck {
            lines.append(indent + "if \(check) {")
            lines.append(indent + "    return " + dynamic.joined(separator: "\n"))
            lines.append(indent + "}")
            lines.append(indent + light + ": before the dynamic colors of iOS 13 / tvOS 13")
        } else {
            lines.append(indent + "return " + dynamic.joined(separator: "\n"))
        }
        if serves.servesWatch { lines.append(indent + "#endif") }
        return lines
    }

    /// The same for AppKit: `NSColor(name:dynamicProvider:)` from macOS 10.15; before it, the
    /// generated catalog's color set where the table writes one (`NSColor(named:)`, macOS 10.13,
    /// resolved per appearance from 10.14, the first macOS with Dark Mode: session 26's review,
    /// F17, where 10.14 showed every token's light value in Dark), else the light value.
    static func nsColorBody(_ values: AppearanceValues, _ serves: GeneratedPlatforms, indent: String, colorSet: String? = nil) -> [String] {
        guard let check = serves.dynamicNSColorCheck else {
            let dynamic = dynamicNSColor(values, indent: indent)
            return serves == .newestSDK ? [indent + dynamic.joined(separator: "\n")] : [indent + "return " + dynamic.joined(separator: "\n")]
        }
        var lines = [indent + "if \(check) {", indent + "    return " + dynamicNSColor(values, indent: indent + "    ").joined(separator: "\n"), indent + "}"]
        guard let colorSet else { return lines + [indent + "return \(nsColor(values[.light]!)) // light: before macOS 10.15"] }
        let named = "NSColor(named: \(JSONOut.quote(colorSet))\(serves.colorSetBundle.map { ", bundle: \($0)" } ?? ""))"
        let guardOS = serves.below(.macOS, 10, 13) ? "#available(macOS 10.13, *), " : ""
        lines += [indent + "if \(guardOS)let set = \(named) {", indent + "    return set // the catalog's color set: Dark Mode of macOS 10.14", indent + "}",
                  indent + "return \(nsColor(values[.light]!)) // light: before macOS 10.14"]
        return lines
    }

    /// The appearances AppKit resolves a dynamic color for (no elevated level on the Mac).
    static let appKitAppearances: [(name: String, appearance: Appearance)] = [
        (".darkAqua", .dark), (".accessibilityHighContrastAqua", .lightHighContrast),
        (".accessibilityHighContrastDarkAqua", .darkHighContrast),
    ]

    /// `NSColor(name: nil, dynamicProvider: { appearance in switch appearance.bestMatch(…) … })`.
    static func dynamicNSColor(_ values: AppearanceValues, indent: String) -> [String] {
        var lines = ["NSColor(name: nil, dynamicProvider: { appearance in",
                     indent + "    switch appearance.bestMatch(from: [.aqua, .darkAqua, .accessibilityHighContrastAqua, .accessibilityHighContrastDarkAqua]) {"]
        for (name, appearance) in appKitAppearances {
            lines.append(indent + "    case \(name)?: return \(nsColor(values.resolved(appearance)!)) // \(comment(appearance, values))")
        }
        lines.append(indent + "    default: return \(nsColor(values[.light]!)) // light")
        lines += [indent + "    }", indent + "})"]
        return lines
    }

    static func comment(_ appearance: Appearance, _ values: AppearanceValues) -> String {
        let source = ([appearance] + appearance.fallbacks).first { values[$0] != nil } ?? .light
        return source == appearance ? appearance.rawValue : "\(appearance.rawValue) (= \(source.rawValue))"
    }
}
