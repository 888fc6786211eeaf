/// The color sets of a run that have a dark appearance: a `.cgColor` of one of them keeps the
/// value of the moment it was taken.
enum DynamicColorSets {
    /// The names of the sets among `inputs` (their `Contents.json`) with a dark entry.
    static func names(_ inputs: [FileInput]) -> Set<String> {
        var names: Set<String> = []
        for input in inputs where SourceKind(path: input.diskPath) == .colorSet {
            guard case .success(let bytes) = input.contents(), let root = PositionedJSON.parse(bytes),
                  let entries = root["colors"]?.elements,
                  entries.contains(where: { ColorSetLanguage.appearances($0).contains(.dark) }) else { continue }
            names.insert(ColorSetLanguage.setName(input.path))
        }
        return names
    }
}
