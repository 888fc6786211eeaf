/// `contrast --format text`: each pair, then each appearance with its colors, ratio and verdict.
public struct ContrastTextReporter: Reporter {
    public let names = ["text"]
    public let summary: String? = nil
    public let isMachineReadable = false
    public init() {}
    public func render(_ subject: ContrastOutcome) -> String { ContrastReport(subject).text() }
}

/// `contrast --format json`.
public struct ContrastJSONReporter: Reporter {
    public let names = ["json"]
    public let summary: String? = nil
    public let isMachineReadable = true
    public init() {}
    public func render(_ subject: ContrastOutcome) -> String { ContrastReport(subject).json() }
}

/// `contrast --format html`: the pairs × the appearances on one page.
public struct ContrastHTMLReporter: Reporter {
    public let names = ["html"]
    public let summary: String? = "one self-contained page"
    public let isMachineReadable = false
    public init() {}
    public func render(_ subject: ContrastOutcome) -> String { ContrastPage(subject.pairs).render() }
}
