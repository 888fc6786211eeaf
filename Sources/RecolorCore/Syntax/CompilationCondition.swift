/// An `#if` / `#elseif` condition, parsed: `os(iOS)`, `canImport(UIKit)`,
/// `targetEnvironment(macCatalyst)`, a flag (`DEBUG`), `swift(>=5.9)` / `compiler(>=6)`,
/// `true` / `false`, `!`, `&&`, `||` and parentheses. Anything else (`arch(arm64)`,
/// `hasFeature(X)`, a condition too deep or too long to read) is `.other`, whose value is unknown.
package indirect enum CompilationCondition: Equatable, Sendable {
    case os(String)
    case canImport(String)
    case targetEnvironment(String)
    case flag(String)
    /// `swift(>=5.9)` or `compiler(<6)`, as written without spaces.
    case version(String)
    case literal(Bool)
    case other(String)
    case not(CompilationCondition)
    case and(CompilationCondition, CompilationCondition)
    case or(CompilationCondition, CompilationCondition)

    /// Whether the condition holds when compiling for `platform` (a name as in `os(…)`, or
    /// `macCatalyst`); nil when that cannot be known (a flag, a module nobody here knows, the
    /// compiler's version). `!`, `&&` and `||` follow Kleene's three-valued logic, so an unknown
    /// part decides nothing that the known parts decide.
    package func holds(on platform: String) -> Bool? {
        switch self {
        case .os(let name):
            let os = CompilationCondition.canonicalOS(name)
            return os == platform || (platform == "macCatalyst" && os == "iOS")
        case .targetEnvironment(let name):
            if name == "macCatalyst" { return platform == "macCatalyst" }
            return nil
        case .canImport(let module):
            guard let platforms = CompilationCondition.moduleAvailability[module] else { return nil }
            return platforms.contains(platform)
        case .flag, .version, .other:
            return nil
        case .literal(let value):
            return value
        case .not(let inner):
            return inner.holds(on: platform).map { !$0 }
        case .and(let a, let b):
            let x = a.holds(on: platform), y = b.holds(on: platform)
            if x == false || y == false { return false }
            return x == true && y == true ? true : nil
        case .or(let a, let b):
            let x = a.holds(on: platform), y = b.holds(on: platform)
            if x == true || y == true { return true }
            return x == false && y == false ? false : nil
        }
    }

    static func canonicalOS(_ name: String) -> String {
        switch name {
        case "OSX": return "macOS"
        case "xrOS": return "visionOS"
        default: return name
        }
    }

    /// The Apple platforms on which a module is importable, for the modules a color's code
    /// imports; another module's `canImport` is unknown.
    static let moduleAvailability: [String: Set<String>] = {
        let apple: Set<String> = ["iOS", "macOS", "tvOS", "watchOS", "visionOS", "macCatalyst"]
        let uiKit: Set<String> = ["iOS", "tvOS", "watchOS", "visionOS", "macCatalyst"]
        return [
            "UIKit": uiKit, "AppKit": ["macOS"], "Cocoa": ["macOS"], "WatchKit": ["watchOS"],
            "SwiftUI": apple, "Foundation": apple, "CoreGraphics": apple, "Combine": apple, "Darwin": apple,
            "QuartzCore": apple, "CoreImage": apple,
        ]
    }()
}
