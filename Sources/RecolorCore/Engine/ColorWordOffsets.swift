/// The offsets of `olor`, `tint`, `typealias` and the style protocols (`ShapeStyle`) in a file,
/// found in one pass over its bytes: the screening asks them of every file (the prefilter for
/// color types and context words, the declaration check for declarations, the typealias scan),
/// and a pass of its own each cost a twentieth of a run.
struct ColorWordOffsets {
    var olor: [Int] = []
    var tint: [Int] = []
    var typealiasKeyword: [Int] = []
    /// Where a name of `BaseColorType.styleProtocols` ends (`ShapeStyle`): a parameter of that
    /// type takes colors though its declaration names none.
    var styleProtocolEnds: [Int] = []
    /// Where `func NAME<` starts (`GenericPassThroughs.isGenericHead`): a pass of its own for `func `
    /// over every file was 2.2 % of a `check` of issue 21's corpus (perf, session 23).
    var genericFunctions: [Int] = []

    init(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { b in
            guard let base = b.baseAddress else { return }
            let n = b.count
            let raw = UnsafeRawPointer(base)
            var i = 0
            // Lanes where bytes 0, 1 and 3 agree with one of the needles (`type` for
            // `typealias`); then the full compare.
            let o = SIMD16<UInt8>(repeating: UInt8(ascii: "o")), l = SIMD16<UInt8>(repeating: UInt8(ascii: "l"))
            let r = SIMD16<UInt8>(repeating: UInt8(ascii: "r")), t = SIMD16<UInt8>(repeating: UInt8(ascii: "t"))
            let iLane = SIMD16<UInt8>(repeating: UInt8(ascii: "i")), y = SIMD16<UInt8>(repeating: UInt8(ascii: "y"))
            let e = SIMD16<UInt8>(repeating: UInt8(ascii: "e"))
            let f = SIMD16<UInt8>(repeating: UInt8(ascii: "f")), u = SIMD16<UInt8>(repeating: UInt8(ascii: "u"))
            let cLane = SIMD16<UInt8>(repeating: UInt8(ascii: "c"))
            while i &+ 19 <= n {
                let a = raw.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
                let c = raw.loadUnaligned(fromByteOffset: i &+ 1, as: SIMD16<UInt8>.self)
                let z = raw.loadUnaligned(fromByteOffset: i &+ 3, as: SIMD16<UInt8>.self)
                let atT = a .== t
                let hits = ((a .== o) .& (c .== l) .& (z .== r)) .| (atT .& (((c .== iLane) .& (z .== t)) .| ((c .== y) .& (z .== e))))
                    .| ((a .== f) .& (c .== u) .& (z .== cLane))
                // The mask read as two words: `any(_:)` was left as a call to a generic `min()`.
                let words = unsafeBitCast(hits, to: (UInt64, UInt64).self)
                if words.0 | words.1 != 0 {
                    // Only the lanes that agreed are compared in full (all 16 were once: in a
                    // file full of colors, more than the vector pass itself).
                    recordLanes(words.0, base, i, n)
                    recordLanes(words.1, base, i &+ 8, n)
                }
                i &+= 16
            }
            while i + 4 <= n {
                record(base, i, n)
                i += 1
            }
        }
    }

    /// `mask` holds a byte of ones per agreeing lane, the lowest byte for `base[at]`.
    @inline(__always)
    private mutating func recordLanes(_ mask: UInt64, _ base: UnsafePointer<UInt8>, _ at: Int, _ n: Int) {
        var lanes = mask & 0x0101_0101_0101_0101
        while lanes != 0 {
            record(base, at &+ lanes.trailingZeroBitCount >> 3, n)
            lanes &= lanes &- 1
        }
    }

    @inline(__always)
    private mutating func record(_ base: UnsafePointer<UInt8>, _ k: Int, _ n: Int) {
        if base[k] == UInt8(ascii: "o") && base[k + 1] == UInt8(ascii: "l") && base[k + 2] == UInt8(ascii: "o") && base[k + 3] == UInt8(ascii: "r") {
            olor.append(k)
        } else if base[k] == UInt8(ascii: "t") && base[k + 1] == UInt8(ascii: "i") && base[k + 2] == UInt8(ascii: "n") && base[k + 3] == UInt8(ascii: "t") {
            tint.append(k)
        } else if base[k] == UInt8(ascii: "t") && k + 9 <= n && memcmpBytes(base + k, ColorWordOffsets.typealiasBytes, 9) {
            typealiasKeyword.append(k)
        } else if base[k] == UInt8(ascii: "t") && base[k + 1] == UInt8(ascii: "y") && base[k + 2] == UInt8(ascii: "l")
                    && base[k + 3] == UInt8(ascii: "e") && ColorWordOffsets.endsStyleProtocol(base, k &+ 4) {
            // `tyle` agrees with the vector pass's lanes for `type` (bytes 0, 1 and 3).
            styleProtocolEnds.append(k &+ 4)
        } else if base[k] == UInt8(ascii: "f") && GenericPassThroughs.isGenericHead(base, k, n) {
            genericFunctions.append(k)
        }
    }

    /// The style protocols' names, each ending in `tyle` (a test holds the vocabulary to it).
    static let styleProtocolNames: [[UInt8]] = BaseColorType.styleProtocols.keys.sorted().map { Array($0.utf8) }

    @inline(__always)
    private static func endsStyleProtocol(_ base: UnsafePointer<UInt8>, _ end: Int) -> Bool {
        for name in styleProtocolNames where end >= name.count {
            if name.withUnsafeBufferPointer({ memcmpBytes($0.baseAddress!, base + (end - name.count), name.count) }) { return true }
        }
        return false
    }

    nonisolated(unsafe) private static let typealiasBytes: UnsafePointer<UInt8> = {
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: 9)
        buffer.initialize(from: Array("typealias".utf8), count: 9)
        return UnsafePointer(buffer)
    }()
}
