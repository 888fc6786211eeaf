/// The appearances a semantic token can define a value for: light and dark, each at the base
/// and elevated levels and in high contrast. The raw values are the mapping table's keys.
public enum Appearance: String, Sendable, CaseIterable, Codable, Comparable {
    case light, dark, lightElevated, darkElevated, lightHighContrast, darkHighContrast

    /// Where a value the token lacks is taken from, nearest first (the contract's fallbacks:
    /// `darkElevated` → `dark` → `light`; high contrast → normal).
    public var fallbacks: [Appearance] {
        switch self {
        case .light: return []
        case .dark: return [.light]
        case .lightElevated, .lightHighContrast: return [.light]
        case .darkElevated, .darkHighContrast: return [.dark, .light]
        }
    }

    public var isDark: Bool { self == .dark || self == .darkElevated || self == .darkHighContrast }

    public static func < (a: Appearance, b: Appearance) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// A token's values per appearance, as the table gives them.
public struct AppearanceValues: Sendable, Equatable {
    public private(set) var given: [Appearance: RGBA] = [:]

    public init(_ given: [Appearance: RGBA] = [:]) { self.given = given }

    public subscript(appearance: Appearance) -> RGBA? {
        get { given[appearance] }
        set { given[appearance] = newValue }
    }

    /// The value that applies in `appearance`, through the fallbacks.
    public func resolved(_ appearance: Appearance) -> RGBA? {
        if let v = given[appearance] { return v }
        for a in appearance.fallbacks { if let v = given[a] { return v } }
        return nil
    }

    public var isEmpty: Bool { given.isEmpty }
}
