/// A detector's own documentation and test: Swift code with the expected findings marked
/// `«…»` (exact bytes), or none, and optionally a configuration to run it under. `file` and
/// `line` are where it is written, so that a failing example points at itself.
package struct DetectorExample: Sendable {
    package var source: String
    package var triggers: Bool
    package var configuration: String?
    /// Expected `color` of each marked finding in order (`#RRGGBBAA`, or "null"), if checked.
    package var colors: [String]?
    /// Expected `context` of each marked finding in order, if checked.
    package var contexts: [String?]?
    /// Expected framework (`uikit`, `swiftui`…) of each marked finding in order, if checked.
    package var frameworks: [String]?
    package var file: StaticString
    package var line: UInt

    package static func triggering(_ source: String, colors: [String]? = nil, contexts: [String?]? = nil, frameworks: [String]? = nil,
                                  configuration: String? = nil, file: StaticString = #filePath, line: UInt = #line) -> DetectorExample {
        DetectorExample(source: source, triggers: true, configuration: configuration, colors: colors, contexts: contexts,
                        frameworks: frameworks, file: file, line: line)
    }

    package static func nonTriggering(_ source: String, configuration: String? = nil,
                                     file: StaticString = #filePath, line: UInt = #line) -> DetectorExample {
        DetectorExample(source: source, triggers: false, configuration: configuration, colors: nil, contexts: nil, frameworks: nil, file: file, line: line)
    }
}

/// What `fix` makes of a detector's finding under `DetectorCorrection.table`: the file before
/// and after its edits.
package struct DetectorCorrection: Sendable {
    package var before: String
    package var after: String
    package var file: StaticString
    package var line: UInt

    package init(_ before: String, _ after: String, file: StaticString = #filePath, line: UInt = #line) {
        self.before = before
        self.after = after
        self.file = file
        self.line = line
    }

    /// The one small table every correction is written against: a token per framework for
    /// white, black and a blue, a palette and its member, an alpha rule, the three light/dark
    /// pairs of white and black, also both at half alpha (a choice the code makes by the appearance is replaced whole).
    package static let table = #"""
        { "palettes": ["Essentials"],
          "tokens": {
            "background": { "uikit": "Semantic.background", "appkit": "Semantic.background", "swiftui": "Color.background", "light": "#FFFFFF" },
            "text":       { "uikit": "Semantic.text", "appkit": "Semantic.text", "swiftui": "Color.text", "light": "#000000" },
            "accent":     { "uikit": "Semantic.accent", "appkit": "Semantic.accent", "swiftui": "Color.accent",
                            "coregraphics": "Semantic.accent.cgColor", "light": "#3C64F4" },
            "secondary":  { "uikit": "Semantic.secondary", "swiftui": "Color.secondaryText", "light": "#313440" },
            "scrim":      { "uikit": "Semantic.scrim", "light": "#00000080" },
            "fade":       { "uikit": "Semantic.fade", "swiftui": "Color.fade", "light": "#FFFFFF80", "dark": "#00000080" }
          },
          "rules": [
            { "match": "#FFFFFF", "dark": "#000000", "token": "background" },
            { "match": "#000000", "dark": "#FFFFFF", "token": "text" },
            { "match": "Essentials.grey70", "token": "secondary" },
            { "match": "#FFFFFF80", "dark": "#00000080", "token": "fade" },
            { "match": "#00000080", "token": "scrim" },
            { "match": "#FFFFFF", "token": "background" },
            { "match": "#000000", "token": "text" },
            { "match": "#3C64F4", "token": "accent" },
            { "match": "#313440", "token": "secondary" }
          ] }
        """#
}

/// What every detector declares: its finding kind, its examples and its corrections.
package protocol DocumentedDetector: SendableMetatype {
    /// The kind of its findings; nil for a detector whose finding takes the kind of what it wraps.
    static var kind: FindingKind? { get }
    static var examples: [DetectorExample] { get }
    static var corrections: [DetectorCorrection] { get }
}
