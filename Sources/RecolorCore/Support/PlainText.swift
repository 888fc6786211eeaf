#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The few text and path helpers recolor needs from outside the standard library, so that it
// links FoundationEssentials alone: full Foundation (with ICU) costs 5 ms at every start,
// a fifth of a 10-file staged check.

/// printf-style formatting of one number, through libc (the same digits String(format:) gives).
func cFormat(_ format: String, _ value: CVarArg) -> String {
    withVaList([value]) { args in
        var buffer = [CChar](repeating: 0, count: 64)
        let n = Int(vsnprintf(&buffer, buffer.count, format, args))
        return String(decoding: buffer.prefix(max(0, min(n, buffer.count - 1))).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// Path text, as NSString's path methods read it for the paths recolor handles.
package enum PathText {
    /// `a/b/c.swift` → `a/b`; `c.swift` → ``; `/c.swift` → `/`.
    package static func directory(of path: String) -> String {
        var p = Substring(path)
        while p.count > 1 && p.hasSuffix("/") { p = p.dropLast() }
        guard let slash = p.lastIndex(of: "/") else { return "" }
        return slash == p.startIndex ? "/" : String(p[..<slash])
    }

    /// `a/b/c.swift` → `c.swift`.
    package static func lastComponent(of path: String) -> String {
        var p = Substring(path)
        while p.count > 1 && p.hasSuffix("/") { p = p.dropLast() }
        guard let slash = p.lastIndex(of: "/") else { return String(p) }
        return String(p[p.index(after: slash)...])
    }

    /// `a/./b/../c` → `a/c`: `.` and `..` components resolved in the text (links are not followed).
    package static func standardized(_ path: String) -> String {
        if isStandard(path) { return path }
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            if part == "..", path.hasPrefix("/") { continue }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        return path.hasPrefix("/") ? "/" + joined : (joined.isEmpty ? "." : joined)
    }

    /// Whether `standardized` gives `path` back unchanged: not empty, no empty component (`//`, a
    /// slash at the end), no component that starts with `.` (where `.` and `..` hide). Most paths are
    /// so, and one pass over the bytes costs less than splitting and joining them (4 % of a `check`
    /// of issue 21's corpus, most of it project files' members).
    static func isStandard(_ path: String) -> Bool {
        var previous: UInt8 = UInt8(ascii: "/")
        var count = 0
        for byte in path.utf8 {
            if previous == UInt8(ascii: "/") && (byte == UInt8(ascii: "/") || byte == UInt8(ascii: ".")) {
                // A leading `/` is no empty component.
                if !(count == 0 && byte == UInt8(ascii: "/")) { return false }
            }
            previous = byte
            count += 1
        }
        return count > 0 && (previous != UInt8(ascii: "/") || count == 1)
    }

    /// `folder` + `/` + `name`, without doubling a slash.
    package static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// `paths` sorted by their UTF-8 bytes, as `ls` in the C locale and git order them, each
    /// once. Cheaper than String's Unicode ordering (a sixth of the walk's instructions), and
    /// two names that differ only in their Unicode normalization stay two files.
    static func sortedUnique(_ paths: [String]) -> [String] {
        var keyed = paths.map { (bytes: Array($0.utf8), path: $0) }
        keyed.sort { a, b in
            a.bytes.withUnsafeBufferPointer { x in
                b.bytes.withUnsafeBufferPointer { y in
                    let common = min(x.count, y.count)
                    let r = common == 0 ? 0 : memcmp(x.baseAddress!, y.baseAddress!, common)
                    return r != 0 ? r < 0 : x.count < y.count
                }
            }
        }
        var unique: [String] = []
        unique.reserveCapacity(keyed.count)
        for (k, item) in keyed.enumerated() where k == 0 || item.bytes != keyed[k - 1].bytes { unique.append(item.path) }
        return unique
    }

    /// Whether `path` exists, and whether it is a directory (symbolic links followed).
    package static func kind(of path: String) -> (exists: Bool, isDirectory: Bool) {
        var st = stat()
        guard stat(path, &st) == 0 else { return (false, false) }
        return (true, st.st_mode & S_IFMT == S_IFDIR)
    }
}

extension String {
    /// `contains(needle)` for an ASCII needle: compared as UTF-8 bytes where the string is ASCII
    /// too (there bytes and Characters agree), else by Characters. Searched by Characters, the
    /// folder names of the project-file search and the color sets' folders were a twentieth of a
    /// `check` of woocommerce-ios.
    func containsASCII(_ needle: StaticString) -> Bool {
        let byBytes: Bool?? = utf8.withContiguousStorageIfAvailable { hay -> Bool? in
            guard !hay.contains(where: { $0 >= 0x80 }) else { return nil }
            return needle.withUTF8Buffer { word in
                guard word.count <= hay.count else { return false }
                guard let first = word.first, let h = hay.baseAddress, let w = word.baseAddress else { return true }
                for at in 0...(hay.count - word.count) where hay[at] == first && memcmpBytes(w, h + at, word.count) { return true }
                return false
            }
        }
        if case .some(.some(let found)) = byBytes { return found }
        return contains(needle.description)
    }
}

/// A mutual-exclusion lock over pthreads.
final class PlainLock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    init() { pthread_mutex_init(mutex, nil) }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    func withLock<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
