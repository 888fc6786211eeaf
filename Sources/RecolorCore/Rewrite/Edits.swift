/// A replacement of a byte range of a file.
public struct Edit: Sendable, Equatable {
    /// The bytes replaced (offsets into the file's UTF-8 bytes).
    public var range: Range<Int>
    /// The UTF-8 bytes that take their place.
    public var replacement: [UInt8]

    /// An edit replacing the bytes in `range` with `replacement`; apply edits with `Edits.apply(_:to:)`.
    public init(range: Range<Int>, replacement: [UInt8]) {
        self.range = range
        self.replacement = replacement
    }
}

public enum Edits {
    /// `bytes` with `edits` applied. Edits are sorted; one overlapping an earlier one is
    /// dropped, so every byte outside a kept replacement stays as it was.
    public static func apply(_ edits: [Edit], to bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var position = 0
        for edit in normalized(edits) {
            out.append(contentsOf: bytes[position..<edit.range.lowerBound])
            // A replacement never fuses with a neighbouring word (`…)return` must not become
            // `Semantic.bgreturn`): a space goes between two identifier characters.
            if let first = edit.replacement.first, let before = out.last, CharacterClasses.isWordByte(first) && CharacterClasses.isWordByte(before) {
                out.append(32)
            }
            out.append(contentsOf: edit.replacement)
            if let last = edit.replacement.last, edit.range.upperBound < bytes.count,
               CharacterClasses.isWordByte(last) && CharacterClasses.isWordByte(bytes[edit.range.upperBound]) {
                out.append(32)
            }
            position = edit.range.upperBound
        }
        out.append(contentsOf: bytes[position...])
        return out
    }

    public static func normalized(_ edits: [Edit]) -> [Edit] {
        var kept: [Edit] = []
        for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
            if let last = kept.last, edit.range.lowerBound < last.range.upperBound { continue }
            kept.append(edit)
        }
        return kept
    }
}
