/// What one `<color>` element of an Interface Builder document says: a literal color in one of
/// the color spaces IB writes, a fixed system color, or something adaptive (no finding).
struct InterfaceBuilderColor: Equatable {
    /// 8-bit sRGB; nil for literal components in a space recolor cannot convert (CMYK, a custom
    /// ICC profile): still a hard-coded color.
    var color: RGBA?
    /// `UIColor.white` for `cocoaTouchSystemColor="whiteColor"`, `NSColor.white` for the AppKit catalog's.
    var symbol: String?
    /// The color space as IB names it (`sRGB`, `displayP3`, `genericGamma22GrayColorSpace`,
    /// `calibratedRGB`, `calibratedWhite`, `deviceRGB`, `deviceWhite`, `catalog`, `system`).
    var space: String
    var clipped = false

    /// The attributes that say what the color is: everything `fix` replaces with `name="…"`.
    static let colorAttributes: Set<String> = ["red", "green", "blue", "alpha", "white", "colorSpace", "customColorSpace",
                                               "cocoaTouchSystemColor", "xcode11CocoaTouchSystemColor", "catalog", "name", "systemColor",
                                               "cyan", "magenta", "yellow", "black", "hue", "saturation", "brightness"]

    /// The color of `tag`, or nil when it is no finding: an adaptive system color
    /// (`systemColor="…"`, an AppKit catalog color such as `labelColor`), an asset color
    /// (`name="…"` without a catalog), clear (alpha 0) while `ignoredNames` holds `clear`,
    /// or a system color recolor does not know.
    static func read(_ tag: XMLTag, framework: Framework, ignoredNames: [String]) -> InterfaceBuilderColor? {
        // Adaptive system colors: `systemColor`, and Xcode 11 betas' `xcode11CocoaTouchSystemColor`
        // (written beside an old fixed `cocoaTouchSystemColor` that older Xcodes read instead).
        if tag.attribute("systemColor") != nil || tag.attribute("xcode11CocoaTouchSystemColor") != nil { return nil }
        let type = framework == .appkit ? BaseColorType.nsColor : .uiColor
        if let system = tag.attribute("cocoaTouchSystemColor") {
            // UIKit's fixed colors include `darkTextColor` and `lightTextColor` (`NamedColors.uikitText`).
            return named(system, type: .uiColor, ignoredNames: ignoredNames, space: "system")
        }
        if let name = tag.attribute("name") {
            guard tag.attribute("catalog") == "System" else { return nil }
            return named(name, type: type, ignoredNames: ignoredNames, space: "catalog")
        }
        func number(_ key: String) -> Double? { tag.attribute(key).flatMap { Double($0) }.flatMap { ColorComponent.checked($0, isAlpha: key == "alpha") } }
        let colorSpace = tag.attribute("colorSpace") ?? "custom"
        let space = colorSpace == "custom" ? (tag.attribute("customColorSpace") ?? "sRGB") : colorSpace
        // A component written but no number (`nan`, `inf`, junk): the color is unknown, not 0.
        if ["red", "green", "blue", "white", "alpha"].contains(where: { tag.attribute($0) != nil && number($0) == nil }) {
            return InterfaceBuilderColor(color: nil, space: space)
        }
        let alpha = number("alpha") ?? 1
        if alpha == 0 && ignoredNames.contains("clear") { return nil }
        if let r = number("red"), let g = number("green"), let b = number("blue") {
            let converted: ColorSpaces.Converted?
            switch space {
            case "sRGB", "deviceRGB": converted = ColorSpaces.extendedSRGB(r, g, b)
            case "displayP3": converted = ColorSpaces.displayP3(r, g, b)
            case "calibratedRGB": converted = ColorSpaces.genericRGB(r, g, b)
            default: converted = nil
            }
            return InterfaceBuilderColor(color: converted?.rgba(alpha: alpha), space: space, clipped: converted?.clipped ?? false)
        }
        if let w = number("white") {
            let gray: Double?
            switch space {
            case "genericGamma22GrayColorSpace", "calibratedWhite": gray = ColorSpaces.sRGB(fromGamma22White: w)
            case "deviceWhite", "sRGB": gray = min(1, max(0, w))
            default: gray = nil
            }
            return InterfaceBuilderColor(color: gray.map { RGBA(unit: $0, $0, $0, alpha: alpha) }, space: space)
        }
        if tag.attribute("cyan") != nil || tag.attribute("hue") != nil {
            return InterfaceBuilderColor(color: nil, space: space)
        }
        return nil
    }

    /// A system color by its IB name (`whiteColor`): a finding when fixed.
    private static func named(_ name: String, type: BaseColorType, ignoredNames: [String], space: String) -> InterfaceBuilderColor? {
        guard name.hasSuffix("Color") else { return nil }
        let member = String(name.dropLast("Color".count))
        if member == "clear" {
            return ignoredNames.contains("clear") ? nil : InterfaceBuilderColor(color: RGBA(red: 0, green: 0, blue: 0, alpha: 0), symbol: "\(type.rawValue).clear", space: space)
        }
        guard !ignoredNames.contains(member), let value = type.fixedNamedColors[member] else { return nil }
        return InterfaceBuilderColor(color: value, symbol: "\(type.rawValue).\(member)", space: space)
    }
}
