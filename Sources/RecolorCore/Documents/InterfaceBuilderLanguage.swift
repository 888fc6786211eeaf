/// Interface Builder documents (`.xib`, `.storyboard`) as a source: kind `ib-color`.
struct InterfaceBuilderLanguage: DocumentLanguage {
    let configuration: Configuration
    let resolver: Resolver
    /// Where the app ships: whether a document may use Interface Builder's system colors.
    let project: ProjectFacts?
    let cwd: String

    init(configuration: Configuration, project: ProjectFacts? = nil, cwd: String = "/") {
        self.configuration = configuration
        resolver = Resolver(configuration: configuration)
        self.project = project
        self.cwd = cwd
    }

    /// What the document at `path` is built for (the newest SDK when nothing is known).
    func compilation(of path: String) -> Compilation {
        guard let project else { return .newestSDK }
        return project.compilation(of: PathText.standardized(path.hasPrefix("/") ? path : PathText.join(cwd, path)))
    }

    /// Interface Builder's system color for the token, when its expression of the document's
    /// framework is an Apple system color and the document may use it (else nil, and the reason
    /// when it may not): UIKit's `systemColor="…"`, AppKit's catalog color (`name="…" catalog="System"`).
    func systemColor(for token: Configuration.SemanticToken, framework: Framework, path: String) -> (name: String?, refusal: String?) {
        if framework == .appkit {
            guard let expression = token.expressions[.appkit], let catalog = InterfaceBuilderSystemColor.catalogNamed(byAppKitExpression: expression) else { return (nil, nil) }
            guard let availability = catalog.availability else {
                return (nil, "\(expression) is not in recolor's availability table of AppKit's system colors, so which macOS has it is unknown")
            }
            if let reason = InterfaceBuilderSystemColor.refusal(catalog.name, availability: availability, compilation: compilation(of: path), framework: .appkit) {
                return (nil, reason)
            }
            return (catalog.name, nil)
        }
        guard framework == .uikit, let expression = token.expressions[.uikit],
              let system = InterfaceBuilderSystemColor.named(byUIKitExpression: expression) else { return (nil, nil) }
        if let reason = InterfaceBuilderSystemColor.refusal(system.name, availability: system.availability, compilation: compilation(of: path)) {
            return (nil, reason)
        }
        return (system.name, nil)
    }

    /// (Any white space may follow the name, and XML quotes a value with `"` or `'`: the words
    /// stop before both. `<color key='backgroundColor' red='1' …/>` was passed over as holding none.)
    private static let colorTag = ByteFinder("<color")
    /// What a finding's element holds: literal components, or a system color that may be fixed.
    private static let findingWords = ["red=", "white=", "cocoaTouchSystemColor=", "catalog=", "cyan="].map(ByteFinder.init)

    /// Most documents hold no literal color: two byte searches, no parsing.
    func mayHoldFinding(_ bytes: [UInt8]) -> Bool {
        InterfaceBuilderLanguage.colorTag.occurs(in: bytes) && InterfaceBuilderLanguage.findingWords.contains { $0.occurs(in: bytes) }
    }

    func analyze(path: String, bytes: [UInt8]) -> DocumentAnalysis {
        let document = InterfaceBuilderDocument(bytes)
        var lines: TextLines?
        var analysis = DocumentAnalysis()
        let caches = InterfaceBuilderCaches()
        for element in document.colors {
            guard let read = InterfaceBuilderColor.read(element.tag, framework: document.framework, ignoredNames: configuration.ignoreNamed),
                  !ColorContextNames.isUndrawn(owner: element.owner, key: element.tag.attribute("key")) else { continue }
            let range = element.tag.range
            let context = element.runtimeKeyPath ?? ColorContextNames.interfaceBuilderContext(key: element.tag.attribute("key"), owner: element.owner)
            var finding = Finding(kind: .ibColor, framework: document.framework, range: range, baseRange: range,
                                  color: read.color, baseColor: read.color, context: context, symbol: read.symbol)
            finding.clipped = read.clipped
            // The view's own class is its place: a keep rule limited to it (`"in": ["PreviewView"]`)
            // holds the camera's black, not every black background of the document.
            finding.place = element.ownerClass ?? element.controllerClass
            // An image view of no class of its own showing the app's picture: the picture is the
            // place of its matte's keep (`"in": ["imageView:authorization"]`), not every such hue.
            if context == "backgroundColor", let picture = element.ownerPicture {
                finding.matteOf = picture
                if finding.place == nil { finding.place = "imageView:" + picture }
            }
            if finding.place == nil, context == "color", let owner = element.owner, let picker = ColorContextNames.pickerElements[owner] { finding.place = picker }
            finding.documentPlace = path.split(separator: "/").last.map(String.init)
            // A view of no class of its own that the code names by an outlet: that name (`peerReviewButton@QuizViewController`).
            if finding.place == nil { finding.place = element.ownerOutlet }
            if context == "color", let owner = element.owner, ColorContextNames.spinnerElements.contains(owner) { finding.flowsInto = ColorContextNames.spinnerRole }
            let writer = InterfaceBuilderTokenWriter(language: self, element: element, framework: document.framework, path: path, bytes: bytes, caches: caches)
            let resolution = resolver.resolve(finding, writer: writer)
            if lines == nil { lines = TextLines(bytes) }
            let region = lines!.region(range)
            analysis.reports.append(Report(file: path, finding: finding, resolution: resolution, text: lines!.text(range), region: region,
                                           replacementRegion: resolution.isMapped ? region : nil))
        }
        if !caches.named.isEmpty || !caches.system.isEmpty {
            analysis.documentEdits = InterfaceBuilderRewrite.documentEdits(document, bytes: bytes, caches: caches.named, systemCaches: caches.system)
        }
        analysis.notes = caches.refusals.map { "\(path): \($0.note)" }
        return analysis
    }
}
