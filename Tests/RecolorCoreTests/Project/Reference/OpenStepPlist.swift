@testable import RecolorCore

/// The reader of `project.pbxproj` recolor had before `PBXReader`, kept as the reference the
/// tests compare it with: it reads the whole old-style property list into a tree of
/// `PlistValue`s (`{ key = value; }`, `( a, b, )`, quoted and bare strings, `<hex data>` kept as
/// its text, `/* */` and `//` comments). Iterative over an explicit stack, so a deeply nested or
/// truncated file ends in an error, never a crash.
enum OpenStepPlist {
    static func parse(_ bytes: [UInt8]) throws(PlistError) -> PlistValue {
        var reader = Reader(bytes: bytes)
        return try reader.document()
    }

    struct Reader {
        let bytes: [UInt8]
        var k = 0
        var line = 1

        /// An open container: a dictionary (with the key waiting for its value) or an array. A
        /// struct whose container is changed in place on the stack: an enum's payload taken out,
        /// changed and put back was copied at every value (the copy-on-write buffer had two owners),
        /// which made a project's `objects` dictionary quadratic to read (17 % of a run over 20 apps).
        struct Frame {
            var isDictionary: Bool
            var dictionary: [String: PlistValue] = [:]
            var key: String?
            var array: [PlistValue] = []
        }

        func fail(_ message: String) -> PlistError { PlistError(line: line, message: message) }

        mutating func document() throws(PlistError) -> PlistValue {
            skipTrivia()
            // The UTF-8 marker line `// !$*UTF8*$!` is a comment: skipped above.
            let value = try value()
            skipTrivia()
            if k < bytes.count { throw fail("unexpected '\(Character(Unicode.Scalar(bytes[k])))' after the end of the property list") }
            return value
        }

        mutating func value() throws(PlistError) -> PlistValue {
            var stack: [Frame] = []
            var finished: PlistValue?
            while true {
                skipTrivia()
                // A value just completed goes into the frame below it.
                if let done = finished {
                    finished = nil
                    guard let top = stack.indices.last else { return done }
                    if stack[top].isDictionary {
                        let key = stack[top].key!
                        stack[top].key = nil
                        stack[top].dictionary[key] = done
                        try expect(";", "';' after a value in a dictionary")
                    } else {
                        stack[top].array.append(done)
                        skipTrivia()
                        if peek(",") { k += 1 } else if !peek(")") { throw fail("expected ',' or ')' in an array") }
                    }
                    continue
                }
                guard k < bytes.count else { throw fail("the file ends inside \(stack.isEmpty ? "nothing" : "an open { or (") (truncated?)") }
                if let top = stack.indices.last, stack[top].isDictionary, stack[top].key == nil {
                    if peek("}") {
                        k += 1
                        finished = .dictionary(stack.removeLast().dictionary)
                        continue
                    }
                    let key = try scalar()
                    try expect("=", "'=' after the key '\(key)'")
                    stack[top].key = key
                    continue
                }
                if let top = stack.indices.last, !stack[top].isDictionary, peek(")") {
                    k += 1
                    finished = .array(stack.removeLast().array)
                    continue
                }
                if peek("{") {
                    k += 1
                    stack.append(Frame(isDictionary: true))
                } else if peek("(") {
                    k += 1
                    stack.append(Frame(isDictionary: false))
                } else {
                    finished = .string(try scalar())
                }
            }
        }

        func peek(_ c: Unicode.Scalar) -> Bool { k < bytes.count && bytes[k] == UInt8(ascii: c) }

        /// `what` is made only for the error: made for every key read, it was a seventh of the reader.
        mutating func expect(_ c: Unicode.Scalar, _ what: @autoclosure () -> String) throws(PlistError) {
            skipTrivia()
            guard peek(c) else { throw fail(k < bytes.count ? "expected \(what())" : "the file ends where \(what()) belongs (truncated?)") }
            k += 1
        }

        /// A quoted string, `<data>`, or a bare word.
        mutating func scalar() throws(PlistError) -> String {
            skipTrivia()
            guard k < bytes.count else { throw fail("the file ends where a value belongs (truncated?)") }
            let c = bytes[k]
            if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") { return try quoted(c) }
            if c == UInt8(ascii: "<") {
                let start = k
                while k < bytes.count && bytes[k] != UInt8(ascii: ">") { k += 1 }
                guard k < bytes.count else { throw fail("a <data> value is never closed") }
                k += 1
                return String(decoding: bytes[start..<k], as: UTF8.self)
            }
            let start = k
            while k < bytes.count && Self.isBare(bytes[k]) { k += 1 }
            guard k > start else { throw fail("unexpected '\(Character(Unicode.Scalar(c)))'") }
            return String(decoding: bytes[start..<k], as: UTF8.self)
        }

        static func isBare(_ b: UInt8) -> Bool { bareBytes[Int(b)] }

        /// Letters, digits, bytes of non-ASCII characters and `_$+/:.-`, as a table: the bytes of the
        /// punctuation searched for every byte of every bare word was a sixth of the pbxproj reader.
        private static let bareBytes: [Bool] = (0...255).map { (b: Int) -> Bool in
            (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b >= 0x80
                || "_$+/:.-".utf8.contains(UInt8(b))
        }

        mutating func quoted(_ quote: UInt8) throws(PlistError) -> String {
            let startLine = line
            k += 1
            // Most strings hold no escape: decoded from the file's bytes at once, not copied a
            // byte at a time into a buffer of their own.
            var end = k
            while end < bytes.count && bytes[end] != quote && bytes[end] != UInt8(ascii: "\\") { end += 1 }
            if end < bytes.count && bytes[end] == quote {
                for b in bytes[k..<end] where b == 10 { line += 1 }
                let text = String(decoding: bytes[k..<end], as: UTF8.self)
                k = end + 1
                return text
            }
            var out: [UInt8] = []
            while k < bytes.count && bytes[k] != quote {
                if bytes[k] == 10 { line += 1 }
                if bytes[k] == UInt8(ascii: "\\") && k + 1 < bytes.count {
                    k += 1
                    switch bytes[k] {
                    case UInt8(ascii: "n"): out.append(10)
                    case UInt8(ascii: "t"): out.append(9)
                    case UInt8(ascii: "r"): out.append(13)
                    default: out.append(bytes[k])
                    }
                } else {
                    out.append(bytes[k])
                }
                k += 1
            }
            guard k < bytes.count else { throw PlistError(line: startLine, message: "a quoted string is never closed") }
            k += 1
            return String(decoding: out, as: UTF8.self)
        }

        mutating func skipTrivia() {
            while k < bytes.count {
                let b = bytes[k]
                if b == 10 { line += 1; k += 1 } else if b == 32 || b == 9 || b == 13 { k += 1 } else if b == UInt8(ascii: "/") && k + 1 < bytes.count && bytes[k + 1] == UInt8(ascii: "/") {
                    while k < bytes.count && bytes[k] != 10 { k += 1 }
                } else if b == UInt8(ascii: "/") && k + 1 < bytes.count && bytes[k + 1] == UInt8(ascii: "*") {
                    k += 2
                    while k + 1 < bytes.count && !(bytes[k] == UInt8(ascii: "*") && bytes[k + 1] == UInt8(ascii: "/")) {
                        if bytes[k] == 10 { line += 1 }
                        k += 1
                    }
                    k = min(k + 2, bytes.count)
                } else {
                    return
                }
            }
        }
    }
}
