/// The names that make a place a color context, defined once: detection reads them to tell
/// whether an implicit member (`.white`) there is a color, screening derives its words from
/// them, and `init` and `contrast` take the role each implies from `ColorRole(context:)`.
/// A new context is an entry here (and its detector examples): screening, detection, roles
/// and the inventory follow (`ColorVocabularyTests`).
package enum ColorContextNames {
    /// A property, label or key whose name ends in one of these holds a color (`textColor`,
    /// `color:`, `.foregroundColor`) …
    static let colorNameSuffixes = ["Color", "color"]
    /// … or whose name is one of these.
    static let colorNameWords: Set<String> = ["tint"]

    /// … or whose name begins with `color` and goes on with a capital: a library's style names
    /// its colors so (KVKCalendar's `style.month.colorDate = .appGray`, `colorBackgroundSelectDate`:
    /// 8 palette colors missed in Clendar, session 21) …
    static let colorNamePrefix = "color"
    /// … but for the frameworks' names of that form that hold no color (a scheme, a space, a
    /// mode): their values are never colors, even an enum case called `.black`.
    static let prefixedNonColorNames: Set<String> = [
        "colorScheme", "colorSpace", "colorSpaceName", "colorRenderingMode", "colorPrimaries", "colorTransferFunction",
        "colorYCbCrMatrix", "colorAttachments", "colorList", "colorMode", "colorStyle", "colorTheme", "colorFormat",
    ]
    private static let prefixBytes = Array(colorNamePrefix.utf8)
    private static let prefixedNonColorBytes = prefixedNonColorNames.map { Array($0.utf8) }

    /// Whether `name`'s bytes begin with the prefix and a capital and are no listed non-color name
    /// (on bytes: the declaration walk asks too, `DeclarationSites.isColorName`).
    static func hasColorPrefix<Name: Collection>(_ name: Name) -> Bool where Name.Element == UInt8 {
        guard name.count > prefixBytes.count, name.starts(with: prefixBytes) else { return false }
        let next = name[name.index(name.startIndex, offsetBy: prefixBytes.count)]
        guard next >= UInt8(ascii: "A"), next <= UInt8(ascii: "Z") else { return false }
        return !prefixedNonColorBytes.contains { $0.count == name.count && $0.elementsEqual(name) }
    }

    /// … or whose name ends in one of the suffixes and a number: GithubClient's
    /// `let tmpColor1 = isLight ? ZLRGBValue_H(colorValue: 0x333333) : ZLRGBValue_H(colorValue: 0xCCCCCC)`,
    /// a gradient's `startColor2` (session 29: 2 colors missed). On bytes, as the declaration walk asks too.
    static func hasNumberedColorSuffix<Name: BidirectionalCollection>(_ name: Name) -> Bool where Name.Element == UInt8 {
        var end = name.endIndex
        while end > name.startIndex, let d = Optional(name[name.index(before: end)]), d >= UInt8(ascii: "0"), d <= UInt8(ascii: "9") {
            end = name.index(before: end)
        }
        guard end < name.endIndex else { return false }
        let stem = name[name.startIndex..<end]
        return suffixBytes.contains { stem.count >= $0.count && stem.suffix($0.count).elementsEqual($0) }
    }
    private static let suffixBytes = colorNameSuffixes.map { Array($0.utf8) }

    /// A property, label or key whose name says it holds a color.
    static func isColorName(_ name: String) -> Bool {
        colorNameSuffixes.contains { name.hasSuffix($0) } || colorNameWords.contains(name) || hasColorPrefix(name.utf8)
            || hasNumberedColorSuffix(name.utf8)
    }

    /// SwiftUI modifiers whose first argument is a color (or a style a color can be).
    static let swiftUIModifiers: Set<String> = [
        "foregroundColor", "foregroundStyle", "background", "fill", "stroke", "tint", "border", "overlay",
        "accentColor", "strokeBorder", "backgroundStyle", "listRowBackground", "colorMultiply",
        "listRowSeparatorTint", "listSectionSeparatorTint",
        // A Live Activity's and a widget's surface, a bar's, a sheet's, and a list item's tint (Flipper's
        // `.activityBackgroundTint(.black)` was missed: session 36's recall check, S3).
        "activityBackgroundTint", "containerBackground", "toolbarBackground", "presentationBackground", "listItemTint",
    ]

    /// SwiftUI modifiers that color a bar, not the view they modify: the bar's items are drawn on it, the content is not.
    static let barBackgroundModifiers: Set<String> = ["toolbarBackground"]

    /// The context of a SwiftUI `Color` standing as a view in a builder, by its place
    /// (`ViewBuilderPlace`): a surface, never text. A `ZStack`'s first layer and the content of
    /// `.background { … }` are what the rest is drawn on, named as `.background(_:)`'s argument is;
    /// an overlay's content or another builder's view paints a fill, named as a shape's foreground
    /// is. Their roles are `ColorRole(context:)`'s (`ColorVocabularyTests`).
    static func context(ofViewAt place: ViewBuilderPlace) -> String {
        switch place {
        case .stackBottom, .background: return "background"
        case .overlay, .content: return "fill"
        }
    }

    /// The attributed-string keys whose value is a color (Foundation's `NSAttributedString.Key`).
    static let attributedStringKeys: [AttributedStringColorKey] = [
        AttributedStringColorKey(name: "foregroundColor", rawValue: "NSColor"),
        AttributedStringColorKey(name: "backgroundColor", rawValue: "NSBackgroundColor"),
        AttributedStringColorKey(name: "strokeColor", rawValue: "NSStrokeColor"),
        AttributedStringColorKey(name: "underlineColor", rawValue: "NSUnderlineColor"),
        AttributedStringColorKey(name: "strikethroughColor", rawValue: "NSStrikethroughColor"),
    ]
    static let attributedStringKeyNames = Set(attributedStringKeys.map(\.name))

    /// The frameworks' properties that hold a color, whatever the tree declares of the same name
    /// on its own types: `view.backgroundColor` stays UIKit's; a layer's are CGColors.
    static let frameworkProperties: [String: BaseColorType] = {
        var out: [String: BaseColorType] = [:]
        for name in ["backgroundColor", "textColor", "tintColor", "barTintColor", "separatorColor", "sectionIndexColor",
                     "sectionIndexBackgroundColor", "onTintColor", "thumbTintColor", "progressTintColor", "trackTintColor",
                     "minimumTrackTintColor", "maximumTrackTintColor", "pageIndicatorTintColor", "currentPageIndicatorTintColor",
                     "selectedSegmentTintColor", "insertionPointColor", "placeholderColor", "titleColor", "color", "shadowColor"] {
            out[name] = .uiColor
        }
        for name in ["borderColor", "strokeColor", "fillColor"] { out[name] = .cgColor }
        return out
    }()

    /// Interface Builder's keys that differ from the property they archive: the role of an IB
    /// color is that of the property (a label's `highlightedColor` is its `highlightedTextColor`;
    /// an attributed string's run archives its keys by raw value, `NSColor` for the foreground).
    static let interfaceBuilderKeys: [String: String] = {
        var out = ["highlightedColor": "highlightedTextColor"]
        for key in attributedStringKeys { out[key.rawValue] = key.name }
        return out
    }()

    /// A `color` property that is what a view draws, not its surface: an activity indicator's
    /// spinner (`UIActivityIndicatorView.color`; in Interface Builder, `<activityIndicatorView>`'s
    /// `key="color"`). Named no role, a white spinner took the white background's token and
    /// turned black in Dark Mode on a blue button (session 18's audit F8, Rocket.Chat, Sileo).
    /// The IB elements, and the words of a receiver's name in code (`loadingIndicator.color`).
    static let spinnerElements: Set<String> = ["activityIndicatorView"]
    /// The IB elements whose `key="color"` is the value the user picks (a color well), with the
    /// class that element is: the initial value of a user's setting, data (session 23 review F9).
    static let pickerElements: [String: String] = ["colorWell": "NSColorWell"]
    static let spinnerReceiverWords = ["indicator", "spinner", "activity", "loading", "loader"]
    /// The spinners' types: a receiver declared as one (`var progress: UIActivityIndicatorView!`,
    /// GoMap's `progress.color = .blue`) is a spinner whatever its name (session 21 audit F21).
    static let spinnerTypes: Set<String> = ["UIActivityIndicatorView", "NSProgressIndicator"]
    /// The role such a `color` plays.
    static let spinnerRole = "tintColor"

    /// AppKit's and UIKit's drawing setters (`NSColor.white.setFill(); dirtyRect.fill()`): the
    /// color stands before the call, so nothing before it names a context, and it fell to its
    /// value's catch-all (session 20 audit F21: a panel drawn white took white text's token and
    /// stayed white in Dark). The setter's name is the context, its role read from the name
    /// (`setFill` a fill, `setStroke` a border) ...
    static let drawingSetters: Set<String> = ["setFill", "setStroke"]
    /// ... and `set()`, which sets both, is named by the drawing call after it (`rect.fill()`,
    /// `NSRectFill(rect)`, `path.stroke()`): the first of these words its name holds.
    static let drawingSetBoth = "set"
    static let drawingOperations = ["fill", "stroke"]

    /// Interface Builder colors an element archives but never draws, by element: the attribute
    /// and value that leave the keys undrawn (nil: always). An `NSBox` whose `borderType="none"`
    /// keeps IB's default `borderColor` (Xit's commit entry box: a black border nobody sees became
    /// a token and an asset: session 20 audit F14); an AppKit table header cell's
    /// `backgroundColor` (the header view draws every header in the system's style; older Xcodes
    /// archived white 0.333 into each table: 3 of Amethyst's 6 findings, all false, session 21).
    static let undrawnInterfaceBuilderColors: [String: (attribute: String?, value: String?, keys: Set<String>)] = [
        "box": ("borderType", "none", ["borderColor"]),
        "tableHeaderCell": (nil, nil, ["backgroundColor"]),
    ]

    /// Whether a color of `key` that `owner` holds is never drawn whatever its attributes.
    static func isUndrawn(owner: String?, key: String?) -> Bool {
        guard let owner, let key, let entry = undrawnInterfaceBuilderColors[owner], entry.attribute == nil else { return false }
        return entry.keys.contains(key)
    }

    /// The frameworks' calls whose color argument is the color of the shadow they cast: SwiftUI's
    /// `.shadow(color:radius:x:y:)` and `ShadowStyle`'s `.drop(color:…)` / `.inner(color:…)`, Core
    /// Graphics' `CGContext.setShadow(offset:blur:color:)`. Their label (`color:`) names no role, so
    /// the black of bittr's price chart `context.setShadow(…, color: UIColor.black.cgColor)` took the
    /// catch-all black → `label` rule: drawn in `draw(_:)` under Dark, a white glow (session 34's held-out
    /// check, V3). Their `color:` is named `shadowColor`, the shadow role, a fixed token as `layer.shadowColor`'s
    /// is; and a keep rule for `color` no longer takes in the app's own `Tag(color: .black)` text beside it.
    static let shadowCalls: Set<String> = ["shadow", "setShadow", "drop", "inner"]
    static let shadowCallLabel = "color"
    /// The shadow calls that are SwiftUI's modifiers (`.shadow(color:…)`, `ShadowStyle.drop(color:…)`): their color is a `Color`.
    static let swiftUIShadowModifiers: Set<String> = ["shadow", "drop", "inner"]

    /// The context of an argument labeled `label` of a call to `callee`: the label, or, for the
    /// color of a shadow call, the property it stands for (as `interfaceBuilderContext` reads `<shadow>`).
    static func argumentContext(label: String, callee: String?) -> String {
        guard label == shadowCallLabel, let callee, shadowCalls.contains(callee) else { return label }
        return interfaceBuilderColorOwners["shadow"]!
    }

    /// Interface Builder's elements whose `<color key="color">` is another object's color, with the
    /// property it stands for: AppKit's `<shadow key="shadow">` (a view's `NSShadow`) holds the
    /// shadow's color. Read as `color`, it took the draft's text rule and became `labelColor`: a white
    /// glow around OpenEmu's game covers and titles in Dark (review 28 B7).
    static let interfaceBuilderColorOwners: [String: String] = ["shadow": "shadowColor"]

    /// The context of an Interface Builder color of `key` inside an element named `owner`: the key,
    /// or, for a `color` of an element in `interfaceBuilderColorOwners`, the property it stands for.
    static func interfaceBuilderContext(key: String?, owner: String?) -> String? {
        guard key == "color", let owner, let property = interfaceBuilderColorOwners[owner] else { return key }
        return property
    }

    /// The property an Interface Builder key stands for (itself, but for `interfaceBuilderKeys`).
    static func property(ofInterfaceBuilderKey key: String) -> String { interfaceBuilderKeys[key] ?? key }

    /// SwiftUI's shapes: a foreground style fills them (a fill, a graphic, never text).
    /// SwiftUI's gradients, as types and as static styles (`.linearGradient(colors:…)`): each color
    /// of their `colors:` or `stops:` is drawn where the gradient is (a stop of a background is under the text).
    /// `MeshGradient` (iOS 18, macOS 15): adamayoung/popcorn's animated backdrop `MeshGradient(width: 3, height: 3,
    /// points: …, colors: [.black, baseColor, …, .black])` lost its two blacks (session 25).
    static let swiftUIGradients: Set<String> = ["LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "Gradient", "MeshGradient",
                                                "linearGradient", "radialGradient", "angularGradient", "ellipticalGradient", "conicGradient"]

    static let swiftUIShapes: Set<String> = ["Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse",
                                             "ContainerRelativeShape", "UnevenRoundedRectangle", "Path"]

    /// Every context name the frameworks define: the modifiers, the attributed-string keys,
    /// the properties, and the SDK's functions taking a color unlabeled or under a label no name
    /// rule reads (read from the stand-ins).
    static let frameworkNames: Set<String> =
        swiftUIModifiers.union(attributedStringKeyNames).union(frameworkProperties.keys).union(LibraryColorParameters.allUnlabeled.keys)
            .union(SDKColorParameters.labeled.keys).union(LibraryColorParameters.labeledCallees)

    /// Whether `name` (a property, label, key, modifier or setter) names a color context.
    static func isContextName(_ name: String) -> Bool { isColorName(name) || frameworkNames.contains(name) }

    /// The words a file must hold one of before an implicit member in it can be a color, derived
    /// from the names above: the suffix the color names share (`olor`) and the name words
    /// (`tint`), then each framework name holding none of those and no other such name
    /// (`strokeBorder` holds `stroke`). Screening reads them as bytes, so they over-approximate
    /// every context by construction.
    static let screeningWords: [String] = nameRuleWords + otherScreeningWords

    /// The words of the name rule (`olor`, `tint`): screening finds their offsets in one vector
    /// pass (`ColorWordOffsets`), which is written for these two.
    static let nameRuleWords = [commonSuffix(colorNameSuffixes)] + colorNameWords.sorted()

    /// The framework names the name rule's words miss, each reduced to the shortest of them it holds.
    /// Compared as bytes: `String.contains` (the generic substring search) made this list 4.5 of
    /// the 12.4 million instructions of a `check` of a one-file folder (callgrind), every run.
    static let otherScreeningWords: [String] = {
        func holds(_ name: [UInt8], _ word: [UInt8]) -> Bool {
            guard word.count <= name.count else { return false }
            return (0...(name.count - word.count)).contains { start in name[start..<(start + word.count)].elementsEqual(word) }
        }
        let ruleWords = nameRuleWords.map { Array($0.utf8) }
        let rest = frameworkNames.map { Array($0.utf8) }.filter { name in !ruleWords.contains { holds(name, $0) } }
        return rest.filter { name in !rest.contains { $0 != name && holds(name, $0) } }
            .map { String(decoding: $0, as: UTF8.self) }.sorted()
    }()

    /// The longest suffix every word shares (`olor` of `Color` and `color`).
    static func commonSuffix(_ words: [String]) -> String {
        guard var suffix = words.first else { return "" }
        for w in words.dropFirst() {
            while !w.hasSuffix(suffix) { suffix.removeFirst() }
        }
        return suffix
    }
}

/// An attributed-string key whose value is a color: its Swift name (`.foregroundColor`), the raw
/// value an archive (Interface Builder) writes (`NSColor`), and the old constant's name.
struct AttributedStringColorKey: Sendable, Equatable {
    var name: String
    var rawValue: String

    /// `NSForegroundColorAttributeName`: Swift 3's and Objective-C's constant.
    var constantName: String { "NS" + name.prefix(1).uppercased() + name.dropFirst() + "AttributeName" }
}
