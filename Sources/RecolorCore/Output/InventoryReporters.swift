/// `scan --format text`: a table, the most used color first, then a summary line.
public struct InventoryTextReporter: Reporter {
    public let names = ["text"]
    public let summary: String? = "a table, the most used first"
    public let isMachineReadable = false
    public init() {}
    public func render(_ subject: InventoryReport) -> String { subject.inventory.text() }
}

/// `scan --format json`.
public struct InventoryJSONReporter: Reporter {
    public let names = ["json"]
    public let summary: String? = nil
    public let isMachineReadable = true
    public init() {}
    public func render(_ subject: InventoryReport) -> String { subject.inventory.json() }
}

/// `scan --format csv`: one row per color or member.
public struct InventoryCSVReporter: Reporter {
    public let names = ["csv"]
    public let summary: String? = nil
    public let isMachineReadable = true
    public init() {}
    public func render(_ subject: InventoryReport) -> String { subject.inventory.csv() }
}

/// `scan --format html`: the page a designer reads, with the table's tokens and the contrast of its pairs.
public struct InventoryHTMLReporter: Reporter {
    public let names = ["html"]
    public let summary: String? = """
        one self-contained page: swatches, uses with file:line links, near-duplicates, \
        the tokens' values per appearance, the contrast of pairs
        """
    public let isMachineReadable = false
    public init() {}
    public func render(_ subject: InventoryReport) -> String {
        InventoryPage(subject.inventory, configuration: subject.configuration, pairs: subject.pairs()).render()
    }
}
