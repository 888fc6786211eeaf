/// What `check`, `fix` and `lock` report: the findings left to show, of one run.
public struct FindingsReport {
    public var result: RunResult
    public var reports: [Report]
    /// The folder relative paths are relative to (SARIF's `SRCROOT`).
    public var cwd: String

    public init(result: RunResult, reports: [Report], cwd: String) {
        self.result = result
        self.reports = reports
        self.cwd = cwd
    }
}

/// What `scan` reports: the inventory, and for the page the table and the contrast of its pairs.
public struct InventoryReport {
    public var inventory: Inventory
    public var configuration: Configuration
    /// Audited only by a format that shows them (the page).
    public var pairs: () -> [AuditedPair]

    public init(_ inventory: Inventory, configuration: Configuration = Configuration(), pairs: @escaping () -> [AuditedPair] = { [] }) {
        self.inventory = inventory
        self.configuration = configuration
        self.pairs = pairs
    }
}
