#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Whether an Interface Builder document is whole: no merge-conflict markers, and its root
/// element closed at its end. A storyboard cut off after its first view gave its colors as
/// findings (fix would rewrite half a document), and a xib holding `<<<<<<< HEAD` … `>>>>>>>`
/// gave the second side's color only, the first dropped, both in silence (session 25's review,
/// F9). Such a document is named and skipped, as a file that is not UTF-8 is. Two cheap checks,
/// not a full XML validation: Xcode writes every document ending with its root's end tag.
enum InterfaceBuilderWellFormed {
    private static let markers = ["<<<<<<< ", ">>>>>>> ", "=======\n", "=======\r"].map { Array($0.utf8) }

    /// Why the document is not whole, or nil.
    static func problem(_ bytes: [UInt8]) -> String? {
        if let offset = conflictMarker(bytes) {
            return "not a well-formed Interface Builder document (a merge-conflict marker at line \(TextLines(bytes).location(of: offset).line)); skipped (resolve the conflict to check it)"
        }
        guard let root = rootElement(bytes) else { return nil }
        var end = bytes.count
        while end > 0, [UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t")].contains(bytes[end - 1]) { end -= 1 }
        let closing = Array("</\(root)>".utf8)
        guard end < closing.count || !bytes[(end - closing.count)..<end].elementsEqual(closing) else { return nil }
        return "not a well-formed Interface Builder document (cut off: it does not end with </\(root)>); skipped"
    }

    /// The offset of a line that is a merge-conflict marker (`<<<<<<< HEAD`, `=======`, `>>>>>>> x`).
    static func conflictMarker(_ bytes: [UInt8]) -> Int? {
        var start = 0
        while start < bytes.count {
            let first = bytes[start]
            if first == UInt8(ascii: "<") || first == UInt8(ascii: ">") || first == UInt8(ascii: "=") {
                for m in markers where start + m.count <= bytes.count && bytes[start..<(start + m.count)].elementsEqual(m) { return start }
                if first == UInt8(ascii: "="), start + 7 == bytes.count, bytes[start...].allSatisfy({ $0 == UInt8(ascii: "=") }) { return start }
            }
            guard let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else { break }
            start = newline + 1
        }
        return nil
    }

    /// The name of the document's root element (`document`, `archive`): the first start tag after
    /// the XML declaration, comments and doctype; nil when there is none.
    static func rootElement(_ bytes: [UInt8]) -> String? {
        var k = 0
        while let lt = bytes[k...].firstIndex(of: UInt8(ascii: "<")) {
            guard lt + 1 < bytes.count else { return nil }
            let next = bytes[lt + 1]
            if next == UInt8(ascii: "?") || next == UInt8(ascii: "!") {
                guard let gt = bytes[lt...].firstIndex(of: UInt8(ascii: ">")) else { return nil }
                k = gt + 1
                continue
            }
            var e = lt + 1
            while e < bytes.count, bytes[e] != UInt8(ascii: " "), bytes[e] != UInt8(ascii: ">"), bytes[e] != UInt8(ascii: "/"),
                  bytes[e] != UInt8(ascii: "\n"), bytes[e] != UInt8(ascii: "\t"), bytes[e] != UInt8(ascii: "\r") { e += 1 }
            return e > lt + 1 ? String(decoding: bytes[(lt + 1)..<e], as: UTF8.self) : nil
        }
        return nil
    }
}

extension InterfaceBuilderLanguage {
    func unreadable(_ bytes: [UInt8]) -> String? {
        InterfaceBuilderWellFormed.problem(bytes)
    }
}
