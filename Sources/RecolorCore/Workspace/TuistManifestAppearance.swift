#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The Info.plist keys a Tuist manifest (`Project.swift`) declares: `infoPlist:
/// .extendingDefault(with: ["UIUserInterfaceStyle": "Dark", …])`, or a dictionary variable the
/// target's `infoPlist` extends, or `"INFOPLIST_KEY_UIUserInterfaceStyle": "Dark"` in its
/// settings. Tuist writes the Info.plist at `tuist generate`, so the repository holds no property
/// list: Whisperboard (a dark-only app, Project.swift:48) was read as following the system, and
/// init proposed light "dark" values for its navy backgrounds (session 24's review, F5).
/// A key inside a target whose `product:` is not `.app` (an extension, a framework) is that
/// target's, not the app's, and is left out, as the project file's reading keeps app targets only.
enum TuistManifestAppearance {
    /// Whether the file is a Tuist project manifest by its name.
    static func isManifestName(_ name: String) -> Bool { name == "Project.swift" }

    private static let keys: Set<String> = ["UIUserInterfaceStyle", "INFOPLIST_KEY_UIUserInterfaceStyle"]

    /// The sites the manifest's bytes set.
    static func sites(path: String, bytes: [UInt8]) -> [ForcedAppearance] {
        let file = SwiftSource(path: path, bytes: bytes)
        var out: [ForcedAppearance] = []
        for k in file.code.indices where file.kind(k) == .stringSegment && keys.contains(file.text(code: k)) {
            // `"Key"` `:` value: the key closes its quote and a colon follows.
            guard file.kind(k + 1) == .stringQuote, file.isChar(k + 2, ":"), let style = style(after: k + 3, in: file) else { continue }
            guard product(around: k, in: file).map({ $0 == "app" }) ?? true else { continue }
            let key = file.text(code: k)
            out.append(ForcedAppearance(file: path, line: file.line(of: file.code[k].begin), style: style.lowercased(),
                                        how: "\(key) \(style) in a Tuist manifest"))
        }
        return out
    }

    /// `"Dark"`, `.string("Dark")`, `Plist.Value.string("Light")`: the first string of the value,
    /// read to the entry's end (a `,` or the dictionary's `]`).
    static func style(after start: Int, in file: SwiftSource) -> String? {
        var j = start
        while j < file.code.count && j - start < 12 {
            if file.isChar(j, ",") || file.isChar(j, "]") { return nil }
            if file.kind(j) == .stringSegment {
                let text = file.text(code: j)
                return ["Light", "Dark"].contains(text) ? text : nil
            }
            j += 1
        }
        return nil
    }

    /// The `product:` of the target call whose parentheses hold code token `k` (`.app`,
    /// `.appExtension`), or nil when no enclosing call names one (a dictionary declared apart).
    static func product(around k: Int, in file: SwiftSource) -> String? {
        var j = k - 1
        var depth = 0
        while j >= 0 {
            if file.isChar(j, ")") || file.isChar(j, "]") || file.isChar(j, "}") { depth += 1 }
            else if file.isChar(j, "(") || file.isChar(j, "[") || file.isChar(j, "{") {
                if depth > 0 { depth -= 1 }
                else if file.isChar(j, "("), let close = file.matchingClose(j), let found = productArgument(in: j + 1..<close, of: file) {
                    return found
                }
            }
            j -= 1
        }
        return nil
    }

    /// `product: .app` among the call's own arguments (not a nested call's).
    private static func productArgument(in range: Range<Int>, of file: SwiftSource) -> String? {
        var j = range.lowerBound
        while j < range.upperBound {
            if file.isChar(j, "(") || file.isChar(j, "[") || file.isChar(j, "{"), let close = file.matchingClose(j) { j = close + 1; continue }
            if file.codeIs(j, "product"), file.isChar(j + 1, ":"), file.isChar(j + 2, "."), file.isWord(j + 3) { return file.text(code: j + 3) }
            j += 1
        }
        return nil
    }
}
