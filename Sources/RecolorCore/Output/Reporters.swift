/// Every report format of recolor, once: the CLI parses `--format`, writes its help and its
/// errors from these lists.
public enum Reporters {
    public static let findings = ReporterRegistry<FindingsReport>([
        XcodeReporter(), FindingsJSONReporter(), SARIFReporter(), GitHubReporter(),
    ])

    public static let inventory = ReporterRegistry<InventoryReport>([
        InventoryTextReporter(), InventoryJSONReporter(), InventoryCSVReporter(), InventoryHTMLReporter(),
    ])

    public static let contrast = ReporterRegistry<ContrastOutcome>([
        ContrastTextReporter(), ContrastJSONReporter(), ContrastHTMLReporter(),
    ])
}
