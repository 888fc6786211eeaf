/// The edits `fix` makes to an Interface Builder document, in Xcode's own format: the `<color>`
/// element of a mapped finding becomes a named color, and the document gets the named-color
/// cache and the capability Xcode writes with one. Only these bytes change; nothing is parsed
/// and written again.
enum InterfaceBuilderRewrite {
    /// The element with its color attributes replaced by `name="<asset>"` (a named color) or
    /// `systemColor="<name>"` (IB's adaptive system color): `key` first, then that attribute, then
    /// every other attribute as written (Xcode's order).
    static func colorElement(_ tag: XMLTag, _ attribute: ReplacedColorAttribute, bytes: [UInt8]) -> String {
        func raw(_ a: XMLAttribute) -> String { String(decoding: bytes[a.range], as: UTF8.self) }
        var parts = ["<color"]
        if let key = tag.attributes.first(where: { $0.name == "key" }) { parts.append(raw(key)) }
        switch attribute {
        case .named(let asset): parts.append("name=\"\(XMLTagScanner.escapeAttribute(asset))\"")
        case .system(let name): parts.append("systemColor=\"\(XMLTagScanner.escapeAttribute(name))\"")
        // Xcode's order in Cocoa documents: `name="labelColor" catalog="System" colorSpace="catalog"`.
        case .catalog(let name): parts.append("name=\"\(XMLTagScanner.escapeAttribute(name))\" catalog=\"System\" colorSpace=\"catalog\"")
        }
        for a in tag.attributes where a.name != "key" && !InterfaceBuilderColor.colorAttributes.contains(a.name) {
            parts.append(raw(a))
        }
        return parts.joined(separator: " ") + "/>"
    }

    enum ReplacedColorAttribute {
        case named(String)
        case system(String)
        /// AppKit's system catalog color (`labelColor`).
        case catalog(String)
    }

    /// The `<namedColor>` cache entries for `caches` (asset name → light value) and the
    /// `<systemColor>` entries for `systemCaches` (name → its `<color>`) that the document
    /// lacks, in sorted position in `<resources>` (image → namedColor → systemColor, each sorted
    /// by name; a new block before `</document>` when there is none), and the "Named colors"
    /// and "System colors in document resources" capabilities in `<dependencies>` when missing.
    static func documentEdits(_ document: InterfaceBuilderDocument, bytes: [UInt8], caches: [String: RGBA],
                              systemCaches: [String: String] = [:]) -> [Edit] {
        let lines = TextLines(bytes)
        let unit = indentUnit(document, bytes: bytes, lines: lines)
        var inserts: [Int: String] = [:]
        // Each missing entry as (rank, name, lines at an indent): named colors, then system colors.
        func missing(_ element: String, rank: Int, _ names: [String: String]) -> [(rank: Int, name: String, entry: (String) -> String)] {
            let cached = Set(document.resourceEntries.filter { $0.element == element }.map(\.name))
            return names.keys.filter { !cached.contains($0) }.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }.map { name in
                (rank, name, { indent in
                    indent + "<\(element) name=\"\(XMLTagScanner.escapeAttribute(name))\">\n" + indent + unit + names[name]! + "\n" + indent + "</\(element)>\n"
                })
            }
        }
        let entries = missing("namedColor", rank: 1, caches.mapValues(cacheColor)) + missing("systemColor", rank: 2, systemCaches)
        if !entries.isEmpty {
            if let resources = document.resourcesTag, let end = document.resourcesEnd {
                let indent = indentation(at: resources.lowerBound, bytes: bytes, lines: lines) + unit
                for e in entries {
                    let next = document.resourceEntries.first { precedes((e.rank, e.name), ($0.rank, $0.name)) }
                    let at = insertionPoint(before: next?.tag.lowerBound ?? end, bytes: bytes, lines: lines)
                    inserts[at, default: ""] += e.entry(indent)
                }
            } else if document.resourcesTag == nil, let end = document.documentEnd {
                // (A `<resources/>` without entries, which Xcode does not write, is left alone: Xcode
                // writes the cache again when it opens the document.)
                let indent = indentation(at: end, bytes: bytes, lines: lines) + unit
                let block = entries.map { $0.entry(indent + unit) }.joined()
                inserts[insertionPoint(before: end, bytes: bytes, lines: lines), default: ""] += indent + "<resources>\n" + block + indent + "</resources>\n"
            }
        }
        var capabilities: [(name: String, tools: String)] = []
        if !caches.isEmpty { capabilities.append(("Named colors", "9.0")) }
        if !systemCaches.isEmpty { capabilities.append((InterfaceBuilderSystemColor.capability, "11.0")) }
        for (capability, tools) in capabilities where !document.capabilities.contains(where: { $0.name == capability }) {
            guard let dependencies = document.dependenciesTag, let end = document.dependenciesEnd else { break }
            let next = document.capabilities.first { Array(capability.utf8).lexicographicallyPrecedes(Array($0.name.utf8)) }
            let indent = indentation(at: dependencies.lowerBound, bytes: bytes, lines: lines) + unit
            inserts[insertionPoint(before: next?.tag.lowerBound ?? end, bytes: bytes, lines: lines), default: ""]
                += indent + "<capability name=\"\(capability)\" minToolsVersion=\"\(tools)\"/>\n"
        }
        // The lines end as the document's do (`\r\n` in a document saved on Windows).
        let crlf = bytes.containsSequence([13, 10])
        return inserts.sorted { $0.key < $1.key }.map {
            Edit(range: $0.key..<$0.key, replacement: Array((crlf ? $0.value.replacing("\n", with: "\r\n") : $0.value).utf8))
        }
    }

    /// The sRGB `<color>` of a `<namedColor>` cache entry.
    static func cacheColor(_ color: RGBA) -> String {
        func component(_ byte: UInt8) -> String { number(Double(byte) / 255) }
        return "<color red=\"\(component(color.red))\" green=\"\(component(color.green))\" blue=\"\(component(color.blue))\" alpha=\"\(component(color.alpha))\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>"
    }

    /// A component as Xcode writes it: `0.0`, `1`, else 17 significant digits (`0.20000000000000001`).
    static func number(_ value: Double) -> String {
        if value == 0 { return "0.0" }
        if value == 1 { return "1" }
        return cFormat("%.17g", value)
    }

    private static func precedes(_ a: (Int, String), _ b: (Int, String)) -> Bool {
        a.0 != b.0 ? a.0 < b.0 : Array(a.1.utf8).lexicographicallyPrecedes(Array(b.1.utf8))
    }

    /// The start of the line of `offset` when only indentation comes before it there (the
    /// new lines go before that line, whole); else `offset` itself.
    private static func insertionPoint(before offset: Int, bytes: [UInt8], lines: TextLines) -> Int {
        let start = lines.lineStarts[lines.location(of: offset).line - 1]
        return bytes[start..<offset].allSatisfy { $0 == 32 || $0 == 9 } ? start : offset
    }

    private static func indentation(at offset: Int, bytes: [UInt8], lines: TextLines) -> String {
        let start = lines.lineStarts[lines.location(of: offset).line - 1]
        return String(decoding: bytes[start..<offset].prefix { $0 == 32 || $0 == 9 }, as: UTF8.self)
    }

    /// One level of the document's indentation: that of `<dependencies>` or `<resources>`, children
    /// of `<document>` (four spaces in every Xcode document; tabs in some older ones).
    private static func indentUnit(_ document: InterfaceBuilderDocument, bytes: [UInt8], lines: TextLines) -> String {
        for tag in [document.dependenciesTag, document.resourcesTag].compactMap({ $0 }) {
            let indent = indentation(at: tag.lowerBound, bytes: bytes, lines: lines)
            if !indent.isEmpty { return indent }
        }
        return "    "
    }
}

extension InterfaceBuilderDocument.Entry {
    /// Xcode's order of `<resources>`: images, then named colors, then system colors.
    var rank: Int {
        switch element {
        case "image": return 0
        case "namedColor": return 1
        case "systemColor": return 2
        default: return 3
        }
    }
}
