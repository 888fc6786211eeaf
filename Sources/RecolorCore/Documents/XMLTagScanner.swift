#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One attribute of an XML start tag, as written.
struct XMLAttribute: Sendable {
    var name: String
    /// The value with XML's five predefined entities and character references decoded.
    var value: String
    /// `name="value"`, quotes included.
    var range: Range<Int>
}

/// A start tag (`<name …>` or `<name …/>`), an end tag (`</name>`), or text the scanner skips.
struct XMLTag: Sendable {
    /// The tag's name when its attributes were asked for, else empty.
    var name: String
    var range: Range<Int>
    var isEnd: Bool
    var isSelfClosing: Bool
    var attributes: [XMLAttribute]

    func attribute(_ name: String) -> String? { attributes.first { $0.name == name }?.value }
}

/// A hand-written, forward-only scanner of XML tags over UTF-8 bytes: what Interface Builder
/// documents need, exact to the byte (Foundation's XMLParser reports no offsets, and a
/// parse-and-reserialize rewrites the whole file). Comments, CDATA, processing instructions
/// and the doctype are skipped. Malformed input ends the scan or is read as far as it goes;
/// it never traps. Attributes are decoded only for the tags `wantsAttributes` names.
struct XMLTagScanner {
    let bytes: [UInt8]
    private(set) var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The next start or end tag, or nil at the end.
    mutating func next(wantsAttributes: (UnsafeBufferPointer<UInt8>) -> Bool) -> XMLTag? {
        var k = position
        let tag = bytes.withUnsafeBufferPointer { b in scan(b, from: &k, wantsAttributes: wantsAttributes) }
        position = k
        return tag
    }

    private func scan(_ b: UnsafeBufferPointer<UInt8>, from position: inout Int, wantsAttributes: (UnsafeBufferPointer<UInt8>) -> Bool) -> XMLTag? {
        let n = b.count
        guard let base = b.baseAddress else { return nil }
        func findByte(_ byte: UInt8, from start: Int) -> Int? {
            guard start < n, let hit = memchr(base + start, Int32(byte), n - start) else { return nil }
            return UnsafeRawPointer(hit) - UnsafeRawPointer(base)
        }
        while position < n {
            guard let lt = findByte(UInt8(ascii: "<"), from: position), lt + 1 < n else { position = n; return nil }
            let c = b[lt + 1]
            if c == UInt8(ascii: "!") {
                if starts(lt, "<!--") { position = find("-->", from: lt + 4).map { $0 + 3 } ?? n; continue }
                if starts(lt, "<![CDATA[") { position = find("]]>", from: lt + 9).map { $0 + 3 } ?? n; continue }
                position = findByte(UInt8(ascii: ">"), from: lt + 2).map { $0 + 1 } ?? n
                continue
            }
            if c == UInt8(ascii: "?") { position = find("?>", from: lt + 2).map { $0 + 2 } ?? n; continue }
            let isEnd = c == UInt8(ascii: "/")
            var k = isEnd ? lt &+ 2 : lt &+ 1
            let nameStart = k
            while k < n && !isSpaceOrTagEnd(b[k]) { k &+= 1 }
            guard k > nameStart else { position = lt + 1; continue }
            let name = UnsafeBufferPointer(rebasing: b[nameStart..<k])
            let decode = !isEnd && wantsAttributes(name)
            var attributes: [XMLAttribute] = []
            // To the tag's `>`, outside quoted values; attributes recorded only when asked for.
            var quote: UInt8 = 0
            var attributeStart = -1, nameEnd = -1, valueStart = -1
            while k < n {
                let byte = b[k]
                if quote != 0 {
                    if byte == quote {
                        quote = 0
                        if decode && attributeStart >= 0 && nameEnd >= 0 {
                            attributes.append(XMLAttribute(name: String(decoding: b[attributeStart..<nameEnd], as: UTF8.self),
                                                           value: XMLTagScanner.decodeEntities(bytes[valueStart..<k]),
                                                           range: attributeStart..<(k + 1)))
                        }
                        attributeStart = -1; nameEnd = -1
                    }
                } else if byte == 0x22 || byte == 0x27 {
                    quote = byte
                    valueStart = k &+ 1
                } else if byte == 0x3E {
                    break
                } else if decode {
                    if byte == UInt8(ascii: "=") || CharacterClasses.isWhitespaceByte(byte) {
                        if attributeStart >= 0 && nameEnd < 0 { nameEnd = k }
                    } else if attributeStart < 0 && byte != UInt8(ascii: "/") {
                        attributeStart = k
                    }
                }
                k &+= 1
            }
            guard k < n else { position = n; return nil }
            position = k + 1
            return XMLTag(name: decode ? String(decoding: name, as: UTF8.self) : "", range: lt..<(k + 1), isEnd: isEnd,
                          isSelfClosing: b[k - 1] == UInt8(ascii: "/"), attributes: attributes)
        }
        return nil
    }

    private func isSpaceOrTagEnd(_ b: UInt8) -> Bool {
        CharacterClasses.isWhitespaceByte(b) || b == UInt8(ascii: ">") || b == UInt8(ascii: "/")
    }

    private func starts(_ at: Int, _ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard at + count <= bytes.count else { return false }
        return bytes.withUnsafeBufferPointer { memcmp($0.baseAddress! + at, text.utf8Start, count) == 0 }
    }

    private func find(_ text: StaticString, from start: Int) -> Int? {
        guard start < bytes.count else { return nil }
        let finder = ByteFinder(bytes: Array(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)))
        return bytes.withUnsafeBufferPointer { finder.first(in: $0.baseAddress!, from: start, to: $0.count) }
    }

    /// `&amp;` `&lt;` `&gt;` `&quot;` `&apos;` and `&#…;` references decoded; anything else kept.
    static func decodeEntities(_ raw: ArraySlice<UInt8>) -> String {
        guard raw.contains(UInt8(ascii: "&")) else { return String(decoding: raw, as: UTF8.self) }
        let text = String(decoding: raw, as: UTF8.self)
        var out = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            guard let semi = rest[amp...].firstIndex(of: ";"), rest.distance(from: amp, to: semi) <= 10 else {
                out += rest[amp...]
                return out
            }
            let entity = rest[rest.index(after: amp)..<semi]
            switch entity {
            case "amp": out += "&"
            case "lt": out += "<"
            case "gt": out += ">"
            case "quot": out += "\""
            case "apos": out += "'"
            default:
                if entity.hasPrefix("#x"), let v = UInt32(entity.dropFirst(2), radix: 16), let s = Unicode.Scalar(v) {
                    out.unicodeScalars.append(s)
                } else if entity.hasPrefix("#"), let v = UInt32(entity.dropFirst()), let s = Unicode.Scalar(v) {
                    out.unicodeScalars.append(s)
                } else {
                    out += rest[amp...semi]
                }
            }
            rest = rest[rest.index(after: semi)...]
        }
        return out + rest
    }

    /// Text escaped for a double-quoted attribute value.
    static func escapeAttribute(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(c)
            }
        }
        return out
    }
}
