/// What is known at a point of the code about the OS versions it runs on.
package struct AvailabilityContext: Equatable, Sendable {
    /// Per platform, the lowest version the code is guaranteed to run on there (from an
    /// `if #available` then-branch, the rest of a scope after `guard #available`, an enclosing
    /// declaration's `@available`, or the else branch of an `#unavailable` check).
    package var minimum: [String: OSVersion] = [:]
    /// Per platform, the version the code runs below there (an else branch of `#available`,
    /// an `#unavailable` then-branch, the rest of a scope after `guard #unavailable`).
    package var belowCheck: [String: OSVersion] = [:]

    package init(minimum: [String: OSVersion] = [:], belowCheck: [String: OSVersion] = [:]) {
        self.minimum = minimum
        self.belowCheck = belowCheck
    }

    package var isEmpty: Bool { minimum.isEmpty && belowCheck.isEmpty }

    /// Both facts hold: the higher minimum, the lower ceiling.
    mutating func add(_ other: AvailabilityContext) {
        for (platform, version) in other.minimum { minimum[platform] = max(minimum[platform] ?? version, version) }
        for (platform, version) in other.belowCheck { belowCheck[platform] = min(belowCheck[platform] ?? version, version) }
    }
}
