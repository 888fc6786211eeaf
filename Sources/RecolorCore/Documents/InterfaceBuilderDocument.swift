/// What recolor reads of an Interface Builder document (`.xib`, `.storyboard`): its `<color>`
/// elements with where each stands, and the places `fix` edits besides them — the
/// `<resources>` block with its entries, the `<dependencies>` capabilities, `</document>`.
struct InterfaceBuilderDocument {
    struct ColorElement {
        var tag: XMLTag
        /// Inside an attributed string's `<fragment>` attributes: reported, never rewritten.
        var inAttributedString: Bool
        /// The `keyPath` of the enclosing `<userDefinedRuntimeAttribute type="color">`.
        var runtimeKeyPath: String?
        /// The element the color belongs to (`activityIndicatorView`, `label`), when it is the
        /// color's parent.
        var owner: String? = nil
        /// The `customClass` of that element (`PreviewView`): the class the app draws it with.
        var ownerClass: String? = nil
        /// When that element is a controller's root view with no class of its own, the controller's
        /// `customClass`: a storyboard scene's `<view key="view">`, or the view a xib's File's Owner
        /// takes as its `view` outlet (Papr's `PhotoDetailsViewController.xib`, whose black root is
        /// the photo viewer's backdrop).
        var controllerClass: String? = nil
        /// Inside a grouped table view (`<tableView style="grouped">`, `insetGrouped`), the table's
        /// own colors included: its surfaces are Apple's grouped family (`GroupedTableSurfaces`).
        var inGroupedTable = false
        /// When that element is an `<imageView>` showing an image of the app's (no `catalog="system"`
        /// symbol), the image's name: its background is the picture's matte.
        var ownerPicture: String? = nil
        /// The `id` of that element (of the control, for a title inside its `<state>`).
        var ownerID: String? = nil
        /// When an outlet names that element, `property@Class` (`peerReviewButton@QuizViewController`):
        /// the code's name for a view of no class of its own, as the place of a keep rule limited to it
        /// (not a dotted path: a rule limited to the controller's root view never reaches it).
        var ownerOutlet: String? = nil
    }

    /// A named entry (`<image>`, `<namedColor>`, `<systemColor>`, `<capability>`) and its start tag.
    struct Entry {
        var element: String
        var name: String
        var tag: Range<Int>
    }

    var framework: Framework = .uikit
    var colors: [ColorElement] = []
    /// The `<resources>` start tag, its entries, and where `</resources>` begins.
    var resourcesTag: Range<Int>?
    var resourceEntries: [Entry] = []
    var resourcesEnd: Int?
    /// The `<dependencies>` start tag, its capabilities, and where `</dependencies>` begins.
    var dependenciesTag: Range<Int>?
    var capabilities: [Entry] = []
    var dependenciesEnd: Int?
    /// Where `</document>` begins.
    var documentEnd: Int?

    private enum Role {
        case document, resources, dependencies, userComments, fragment, runtimeAttribute(String?), other
    }

    /// The tags whose attributes or role matter; every other tag is only skipped over.
    private static let wanted: [[UInt8]] = ["color", "document", "userDefinedRuntimeAttribute", "attributedString", "fragment",
                                            "resources", "namedColor", "systemColor", "image", "capability", "dependencies"].map { Array($0.utf8) }
        // The elements a color's role depends on (its owner's name; the scanner names wanted tags only).
        + ColorContextNames.spinnerElements.sorted().map { Array($0.utf8) }
        + ColorContextNames.pickerElements.keys.sorted().map { Array($0.utf8) }
        + ColorContextNames.undrawnInterfaceBuilderColors.keys.sorted().map { Array($0.utf8) }
        + ColorContextNames.interfaceBuilderColorOwners.keys.sorted().map { Array($0.utf8) }

    /// A view element (`view`, `imageView`, `customView`): its `customClass` names what draws it.
    /// Only these tags' attributes are decoded besides the wanted ones.
    /// `viewController`, `tableViewController`, …: the scene elements whose class a root view takes.
    static func isControllerElement(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        let suffix = Array("Controller".utf8)
        return name.count > suffix.count && name.suffix(suffix.count).elementsEqual(suffix)
    }
    private static let rootElements: [[UInt8]] = ["placeholder", "outlet", "connections", "state"].map { Array($0.utf8) }
        // The controls whose colors an outlet may name (`ColorElement.ownerOutlet`): their `id` is read.
        + ["button", "label", "textField", "segmentedControl", "switch", "slider", "stepper"].map { Array($0.utf8) }

    static func isViewElement(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        name.count >= 4 && name[name.count - 4] | 0x20 == UInt8(ascii: "v") && name[name.count - 3] == UInt8(ascii: "i")
            && name[name.count - 2] == UInt8(ascii: "e") && name[name.count - 1] == UInt8(ascii: "w")
    }

    init(_ bytes: [UInt8]) {
        var scanner = XMLTagScanner(bytes)
        var stack: [Role] = []
        // How many open elements of each kind enclose the current one: counted as they open and
        // close, so that a color's surroundings cost nothing however deep the document.
        var inResources = 0, inUserComments = 0, inFragment = 0
        var keyPaths: [String?] = []
        // The names of the open elements (the stack's), for a color's owner, and their custom classes.
        var names: [String] = [], classes: [String?] = [], pictures: [String?] = []
        // Per open element, the controller whose root view it is (`ColorElement.controllerClass`);
        // a xib's File's Owner class and the view its `view` outlet names, once read.
        var controllers: [String?] = []
        var fileOwnerClass: String?, fileOwnerView: String?, inFileOwner = 0
        // Whether each open element is, or lies in, a grouped table view (the innermost table decides).
        var grouped: [Bool] = []
        // The color keys each open element archives but never draws (`undrawnInterfaceBuilderColors`).
        var undrawn: [Set<String>] = []
        // Per open element, its `id`; the outlets read, destination id → `property@Class`.
        var ids: [String?] = [], outlets: [String: String] = [:]
        while let tag = scanner.next(wantsAttributes: { name in
            InterfaceBuilderDocument.wanted.contains { $0.count == name.count && $0.elementsEqual(name) } || Self.isViewElement(name)
                || Self.isControllerElement(name) || Self.rootElements.contains { $0.count == name.count && $0.elementsEqual(name) }
        }) {
            if tag.isEnd {
                guard let role = stack.popLast() else { continue }
                names.removeLast()
                if names.count < inFileOwner { inFileOwner = 0 }
                classes.removeLast()
                pictures.removeLast()
                controllers.removeLast()
                grouped.removeLast()
                undrawn.removeLast()
                ids.removeLast()
                switch role {
                case .resources: resourcesEnd = tag.range.lowerBound; inResources -= 1
                case .dependencies: dependenciesEnd = tag.range.lowerBound
                case .document: documentEnd = tag.range.lowerBound
                case .userComments: inUserComments -= 1
                case .fragment: inFragment -= 1
                case .runtimeAttribute: keyPaths.removeLast()
                case .other: break
                }
                continue
            }
            let parent = stack.last
            if case .resources? = parent, let name = tag.attribute("name") {
                resourceEntries.append(Entry(element: tag.name, name: name, tag: tag.range))
            }
            if case .dependencies? = parent, tag.name == "capability", let name = tag.attribute("name") {
                capabilities.append(Entry(element: tag.name, name: name, tag: tag.range))
            }
            var role = Role.other
            switch tag.name {
            case "color":
                if inResources == 0 && inUserComments == 0 && !(undrawn.last ?? []).contains(tag.attribute("key") ?? "") {
                    colors.append(ColorElement(tag: tag, inAttributedString: inFragment > 0, runtimeKeyPath: keyPaths.last ?? nil,
                                               owner: names.last.flatMap { $0.isEmpty ? nil : $0 }, ownerClass: classes.last ?? nil,
                                               controllerClass: controllers.last ?? nil,
                                               inGroupedTable: grouped.last ?? false, ownerPicture: pictures.last ?? nil,
                                               ownerID: names.last == "state" ? ids.dropLast().last ?? nil : ids.last ?? nil))
                }
            case "document":
                if let runtime = tag.attribute("targetRuntime") { framework = runtime.hasPrefix("MacOSX") ? .appkit : .uikit }
                role = .document
            case "resources":
                if resourcesTag == nil { resourcesTag = tag.range }
                role = .resources
            case "dependencies":
                if dependenciesTag == nil { dependenciesTag = tag.range }
                role = .dependencies
            case "attributedString":
                role = tag.attribute("key") == "userComments" ? .userComments : .other
            case "fragment":
                role = .fragment
            case "userDefinedRuntimeAttribute":
                role = .runtimeAttribute(tag.attribute("keyPath"))
            case "placeholder":
                if tag.attribute("placeholderIdentifier") == "IBFilesOwner" {
                    fileOwnerClass = tag.attribute("customClass")
                    if !tag.isSelfClosing { inFileOwner = names.count + 1 }
                }
            case "outlet":
                if inFileOwner > 0, tag.attribute("property") == "view" { fileOwnerView = tag.attribute("destination") }
                // An outlet of the element holding the `<connections>` (a controller, the File's Owner, a cell).
                if names.last == "connections", classes.count >= 2, let owner = classes[classes.count - 2],
                   let property = tag.attribute("property"), let destination = tag.attribute("destination"), outlets[destination] == nil {
                    outlets[destination] = property + "@" + owner
                }
            default:
                break
            }
            if !tag.isSelfClosing {
                stack.append(role)
                // A root view without a class of its own stands for its controller's (the parent's
                // name and class are the stack's last, before this element is pushed).
                var controller: String?
                if tag.attribute("customClass") == nil {
                    if tag.attribute("key") == "view", let parent = names.last, parent.hasSuffix("Controller") { controller = classes.last ?? nil }
                    else if let id = tag.attribute("id"), id == fileOwnerView { controller = fileOwnerClass }
                }
                controllers.append(controller)
                names.append(tag.name)
                classes.append(tag.attribute("customClass"))
                ids.append(tag.attribute("id"))
                pictures.append(tag.name == "imageView" && tag.attribute("catalog") == nil ? tag.attribute("image") : nil)
                grouped.append(tag.name == "tableView" ? GroupedTableSurfaces.groupedStyles.contains(tag.attribute("style") ?? "") : grouped.last ?? false)
                let leaves = ColorContextNames.undrawnInterfaceBuilderColors[tag.name]
                undrawn.append(leaves.flatMap { entry in entry.attribute.map { tag.attribute($0) == entry.value } ?? true ? entry.keys : nil } ?? [])
                switch role {
                case .resources: inResources += 1
                case .userComments: inUserComments += 1
                case .fragment: inFragment += 1
                case .runtimeAttribute(let keyPath): keyPaths.append(keyPath)
                default: break
                }
            }
        }
        // A storyboard lists a scene's outlets after its views: named once the document is read.
        for k in colors.indices { if let id = colors[k].ownerID { colors[k].ownerOutlet = outlets[id] } }
    }
}
