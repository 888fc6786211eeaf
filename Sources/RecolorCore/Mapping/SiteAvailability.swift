/// What one file's sites compile for: the file's targets, narrowed per site by the syntax
/// layer's `#if os(…)`/`canImport` regions and availability checks once it is merged (until
/// then, every site of the file has the file's compilation).
struct SiteAvailability {
    let compilation: Compilation

    init(_ file: SourceFile, compilation: Compilation) {
        self.compilation = compilation
    }

    func site(at offset: Int) -> AvailabilityGate.Site {
        AvailabilityGate.Site(compilation: compilation)
    }
}
