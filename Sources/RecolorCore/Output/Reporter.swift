/// One `--format`: its names, what it prints (for help), whether a program reads it, and how it
/// renders its subject (the findings, the inventory, the contrast of pairs).
public protocol Reporter<Subject>: Sendable {
    associatedtype Subject
    /// The `--format` name first, then the others that print the same (`text`, `xcode`).
    var names: [String] { get }
    /// What it prints, for `--help`; nil when the name says it (`json`).
    var summary: String? { get }
    /// Printed even under `--quiet`, and never mixed with a human summary on stdout.
    var isMachineReadable: Bool { get }
    func render(_ subject: Subject) -> String
}

extension Reporter {
    public var name: String { names[0] }
}

/// The formats of one report, in the order help lists them; the first is the default.
public struct ReporterRegistry<Subject>: Sendable {
    public let reporters: [any Reporter<Subject>]

    public init(_ reporters: [any Reporter<Subject>]) {
        self.reporters = reporters
    }

    /// Every name `--format` takes, aliases after their reporter's name.
    public var formatNames: [String] { reporters.flatMap(\.names) }

    public func named(_ name: String) -> (any Reporter<Subject>)? {
        reporters.first { $0.names.contains(name) }
    }
}
