import RecolorCore

/// Interface Builder documents: mutated `.xib` and `.storyboard` files. Detection and the
/// rewrite must never crash, and a rewrite of a well-formed document must leave it well-formed.
enum DocumentFuzz {
    static let words: [String] = [
        "<color key=\"backgroundColor\" red=\"1\" green=\"1\" blue=\"1\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>",
        "<color key=\"textColor\" red=\"0.19215686274509805\" green=\"0.20392156862745098\" blue=\"0.25098039215686274\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>",
        "<color key=\"tintColor\" white=\"1\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"genericGamma22GrayColorSpace\"/>",
        "<color key=\"x\" systemColor=\"systemBackgroundColor\"/>", "<color key=\"y\" name=\"Background\"/>", "<color ", "/>", "</color>",
        "<resources>", "</resources>", "<namedColor name=\"Background\">", "</namedColor>", "<dependencies>", "</dependencies>",
        "<capability name=\"Named colors\" minToolsVersion=\"9.0\"/>", "<!--", "-->", "<![CDATA[", "]]>", "<?xml version=\"1.0\"?>",
        "red=\"nan\"", "alpha=\"inf\"", "key=\"backgroundColor\"", "&amp;", "&lt;", "&#10;", "&", "<", ">", "\"", "'", "=", " ", "\n",
        "\u{0}", "é", "<attributedString>", "</attributedString>", "<userDefinedRuntimeAttribute type=\"color\" keyPath=\"layer.borderUIColor\">",
    ]

    static let table = ##"""
    { "tokens": {
        "background": { "uikit": "UIColor.systemBackground", "appkit": "NSColor.windowBackgroundColor", "light": "#FFFFFF", "dark": "#000000", "asset": "Background" },
        "primaryText": { "uikit": "Semantic.primaryText", "appkit": "Semantic.primaryText", "light": "#313440", "dark": "#F5F7FA", "asset": "Primary & <Text>" },
        "actionText": { "uikit": "Semantic.actionText", "light": "#3C64F4", "asset": "ActionText" } },
      "rules": [ { "match": "#FFFFFF", "token": "background" }, { "match": "#313440", "token": "primaryText" },
                 { "match": "#3C64F4", "token": "actionText" } ] }
    """##

    /// Well-formed documents a rewrite changed (the summary says how much was checked).
    nonisolated(unsafe) static var rewrittenWellFormed = 0

    static let options: RunOptions = {
        var o = RunOptions()
        o.configuration = try! ConfigurationLoader.parse(Array(table.utf8), file: "fuzz.json")
        o.threads = 1
        return o
    }()

    static func makeInput(seed: UInt64, index: UInt64, seeds: [[UInt8]]) -> [UInt8] {
        var r = SplitMix64(state: seed &* 0x94D0_49BB_1331_11EB ^ index &* 0x9E37_79B9_7F4A_7C15 ^ 0x1B)
        guard !seeds.isEmpty else { return Array(words[r.below(words.count)].utf8) }
        return mutate(seeds[r.below(seeds.count)], words: words, r: &r)
    }

    static func check(_ input: [UInt8], storyboard: Bool) throws {
        guard TextFile.firstInvalidUTF8(input) == nil else { return }
        let path = storyboard ? "fuzz.storyboard" : "fuzz.xib"
        let result = Engine.analyze([FileInput(path: path, bytes: input)], options: options)
        guard let written = Fixer.rewrites(result).first?.bytes, XMLWellFormed.check(input) else { return }
        rewrittenWellFormed += 1
        guard XMLWellFormed.check(written) else {
            throw Failure(message: "the rewrite of a well-formed document is not well-formed")
        }
    }
}
