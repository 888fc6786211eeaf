/// One component of a color written in a document (an IB attribute, a color set's string): a
/// number, or nothing at all. `nan`, `inf` and values no real color has are junk, and a color
/// with junk is unknown (null, never rewritten): read as a number they became 0 or were clipped
/// to a color the author never wrote, which a rule then matched.
enum ColorComponent {
    /// The widest a color component goes: extended-range sRGB reaches a little past 0…1 for the
    /// widest gamuts (Rec. 2020 green is about -0.6…1.2); beyond ±2 it is no color's.
    static let extendedRange: ClosedRange<Double> = -2...2

    /// `value` as a color component (alpha within 0…1), or nil when it is none.
    static func checked(_ value: Double, isAlpha: Bool = false) -> Double? {
        guard value.isFinite, (isAlpha ? 0...1 : extendedRange).contains(value) else { return nil }
        return value
    }
}
