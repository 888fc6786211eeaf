/// SplitMix64: a small, fast generator whose sequence is the same on every platform, so a
/// generated corpus, a fuzz input or a property test reproduces from its seed.
package struct SplitMix64: Sendable {
    package var state: UInt64

    package init(state: UInt64) {
        self.state = state
    }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in 0..<n (0 when n is 0 or less).
    package mutating func below(_ n: Int) -> Int { Int(next() % UInt64(max(n, 1))) }
}
