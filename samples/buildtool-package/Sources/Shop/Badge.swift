#if canImport(UIKit)
import UIKit
#else
/// Where UIKit is missing (Linux), a stand-in with the members this file uses, so that the
/// package builds and the plugin runs there too.
public struct UIColor: Sendable {
    private let name: String
    public init(red: Double, green: Double, blue: Double, alpha: Double) { name = "rgba" }
    public init(white: Double, alpha: Double) { name = "gray" }
    private init(named name: String) { self.name = name }
    public static let systemBackground = UIColor(named: "systemBackground")
    public static let systemRed = UIColor(named: "systemRed")
}
#endif

/// Semantic colors of the app; the rewritten code uses these.
public enum Semantic {
    public static let background = UIColor.systemBackground
    public static let errorText = UIColor.systemRed
}

public final class Badge {
    public let backgroundColor: UIColor
    public let textColor: UIColor

    public init() {
        backgroundColor = UIColor(white: 1, alpha: 1)
        textColor = UIColor(red: 0.816, green: 0.008, blue: 0.106, alpha: 1)
    }
}
