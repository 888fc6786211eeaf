/// The argument labels that give a color's alpha after its hex or its components: `alpha`,
/// `opacity` and an app's own spellings holding them (`alphaVal`, `withAlpha`, `opacityValue`),
/// and `transparency`: SwifterSwift's `init?(hex:transparency:)`, copied into many apps, passes it
/// on as the alpha (1 is opaque), and no library found reads it the other way. The one vocabulary
/// of such labels: hex constructors, the app's color functions and light/dark hex pairs read it.
enum AlphaLabels {
    static let words = ["alpha", "opacity"]
    static let whole: Set<String> = ["transparency"]

    static func contains(_ label: String) -> Bool {
        let l = label.lowercased()
        return whole.contains(l) || words.contains { l.contains($0) }
    }
}
