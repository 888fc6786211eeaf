#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A static member whose whole value is another member, named as Swift finds it: `static let
/// invalidInputTextColor = UIColor.dangerColor`, `static let errorBorder: UIColor = .dangerColor`,
/// `= Self.successColor`, `= dangerColor` (looked up through the enclosing types), `= Colors.primary`
/// (another palette, in any file). Its color is the named member's. mullvad's `UIColor+Palette.swift`
/// declares 20 members this way (`enum Switch { static let offThumbColor = dangerColor }`): read as no
/// color, each use was kept "computed" and never migrated, and the one before a nested `enum` took
/// the value of that enum's first member (session 25's lead sweep, L3). A constant alpha modifier after
/// the member (`= dangerColor.withAlphaComponent(0.4)`, `{ primary.opacity(0.5) }`) is the member at that alpha.
struct MemberAlias: Equatable {
    /// The named member as written, without `Self.`: `["UIColor", "dangerColor"]`, `["dangerColor"]`.
    var target: [String]
    /// `.dangerColor` after a declared type (`: UIColor = .dangerColor`): that type's member.
    var declaredType: String?
    /// Constant alpha modifiers after the member (`dangerColor.withAlphaComponent(0.4)`, `primary.opacity(0.5)`):
    /// the alpha they set (nil: the member's own) and the factor `opacity` multiplies it by. Such members
    /// were kept "computed" (session 26's leftovers; recall27 checked they still were).
    var setAlpha: Double?
    var alphaMultiplier: Double = 1
    var hasAlpha = false

    /// The named member's color as this alias draws it.
    func color(of value: RGBA) -> RGBA {
        guard hasAlpha else { return value }
        return value.withAlpha(unit: (setAlpha ?? Double(value.alpha) / 255) * alphaMultiplier)
    }

    /// Names of the alpha modifiers, which end the member's name.
    static let alphaModifiers: Set<String> = ["withAlphaComponent", "colorWithAlphaComponent", "opacity"]

    /// The alias the declaration whose name is code index `name` (ending at `end`) is, or nil when its
    /// value is anything but one member (a call, an alpha modifier, a conversion, an operator).
    static func read(ofDeclarationAt name: Int, end: Int, in file: SwiftSource) -> MemberAlias? {
        guard var v = ColorSetLookups.initializer(after: name, end: end, in: file) else { return nil }
        var declaredType: String?
        if file.isChar(v, ".") {
            // An implicit member takes the declared type (`static let x: UIColor = .y`).
            guard file.isChar(name + 1, ":"), file.isWord(name + 2), file.codeIs(name + 3, "=") || file.isChar(name + 3, "{") else { return nil }
            declaredType = file.text(code: name + 2)
            v += 1
        } else if file.codeIs(v, "Self"), file.isChar(v + 1, ".") {
            v += 2
        }
        var target: [String] = []
        while file.isWord(v), !file.codeIs(v, "self"), !file.codeIs(v, "Self") {
            target.append(file.text(code: v))
            guard file.isChar(v + 1, "."), file.isWord(v + 2), !file.lineBreakBetween(v, v + 1),
                  !(file.isChar(v + 3, "(") && alphaModifiers.contains(file.text(code: v + 2))) else { break }
            v += 2
        }
        var alias = MemberAlias(target: target, declaredType: declaredType)
        if !target.isEmpty, file.isChar(v + 1, "."), file.isChar(v + 3, "(") {
            let m = Modifiers.scan(file, after: v)
            guard m.touched, !m.alphaUnknown, m.conversion == nil else { return nil }
            (alias.setAlpha, alias.alphaMultiplier, alias.hasAlpha) = (m.setAlpha, m.multiplier, true)
            v = m.end
        }
        guard !target.isEmpty, target.count <= 6,
              v + 1 >= min(end, file.code.count) || file.lineBreakBetween(v, v + 1) || file.isChar(v + 1, "}") || file.isChar(v + 1, ";") else { return nil }
        // `= nil`, `= true`: no member.
        if target.count == 1, ["nil", "true", "false"].contains(target[0]) { return nil }
        return alias
    }

    /// Where the named member may be declared, most likely first, as (type, member key) of indexes
    /// keyed by a type's last name component: a bare name in the enclosing types of `path` (innermost
    /// first, as Swift's lookup goes), an implicit member in its declared type, a qualified one in the
    /// type before it (and as a nested member, `Cell` → `Background.normal`, under each outer one).
    func candidates(path: [String]) -> [(type: String, member: String)] {
        guard let member = target.last else { return [] }
        if target.count == 1 {
            return (declaredType.map { [($0, member)] } ?? []) + path.reversed().map { ($0, member) }
        }
        var out: [(type: String, member: String)] = [(target[target.count - 2], member)]
        for i in 0..<(target.count - 2) { out.append((target[i], target[(i + 1)...].joined(separator: "."))) }
        return out
    }
}
