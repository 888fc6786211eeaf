/// A value of a property list or a YAML file (XcodeGen's `project.yml`): strings, arrays and
/// dictionaries, nothing typed.
package indirect enum PlistValue: Sendable, Equatable {
    case string(String)
    case array([PlistValue])
    case dictionary([String: PlistValue])

    package var string: String? { if case .string(let s) = self { s } else { nil } }
    package var array: [PlistValue]? { if case .array(let a) = self { a } else { nil } }
    package var dictionary: [String: PlistValue]? { if case .dictionary(let d) = self { d } else { nil } }
    package subscript(key: String) -> PlistValue? { dictionary?[key] }
    /// The strings of an array; a single string is an array of one (build settings take both).
    package var strings: [String] {
        switch self {
        case .string(let s): [s]
        case .array(let a): a.compactMap(\.string)
        case .dictionary: []
        }
    }
}

/// Why a property list could not be read, and on which line (1-based).
package struct PlistError: Error, Sendable, Equatable {
    package var line: Int
    package var message: String
}
