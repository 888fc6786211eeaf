/// A detector's own documentation and test: Swift code with the expected findings marked
/// `«…»` (exact bytes), or none, and optionally a configuration to run it under.
public struct DetectorExample: Sendable {
    public var source: String
    public var triggers: Bool
    public var configuration: String?
    /// Expected `color` of each marked finding in order (`#RRGGBBAA`, or "null"), if checked.
    public var colors: [String]?
    /// Expected `context` of each marked finding in order, if checked.
    public var contexts: [String?]?
    public var line: UInt

    public static func triggering(_ source: String, colors: [String]? = nil, contexts: [String?]? = nil,
                                  configuration: String? = nil, line: UInt = #line) -> DetectorExample {
        DetectorExample(source: source, triggers: true, configuration: configuration, colors: colors, contexts: contexts, line: line)
    }

    public static func nonTriggering(_ source: String, configuration: String? = nil, line: UInt = #line) -> DetectorExample {
        DetectorExample(source: source, triggers: false, configuration: configuration, colors: nil, contexts: nil, line: line)
    }
}

/// What every detector declares: its finding kind and its examples.
public protocol DocumentedDetector {
    static var kind: FindingKind { get }
    static var examples: [DetectorExample] { get }
}
