#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A directory's entries as `FileManager.contentsOfDirectory(atPath:)` names them (every name but
/// `.` and `..`, hidden ones too), each with whether it is a directory, symbolic links followed.
/// readdir's entry type answers that for all but links (and file systems that report no type), so
/// only those are stat'ed: the project-file search stat'ed every entry of every folder four levels
/// deep, 4,636 of the 30,968 `newfstatat` calls of a `check` of corpus26 (strace, before and after).
package enum DirectoryEntries {
    struct Entry {
        var name: String
        var isDirectory: Bool
    }

    /// The entries of `folder`, in readdir's order; nil when it cannot be listed. A name that is not
    /// UTF-8 is left out: as a String it names no file (a stat of it fails), so nothing was found there.
    static func list(_ folder: String) -> [Entry]? {
        guard let handle = opendir(folder) else { return nil }
        defer { closedir(handle) }
        var entries: [Entry] = []
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        while let entry = readdir(handle) {
            let name: String? = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                let bytes = raw.bindMemory(to: UInt8.self)
                let length = strnlen(raw.baseAddress!.assumingMemoryBound(to: CChar.self), bytes.count)
                if bytes[0] == UInt8(ascii: ".") && (length == 1 || length == 2 && bytes[1] == UInt8(ascii: ".")) { return nil }
                return String(validating: UnsafeBufferPointer(rebasing: bytes[..<length]), as: UTF8.self)
            }
            guard let name else { continue }
            entries.append(Entry(RawEntry(name: name, type: entry.pointee.d_type), prefix: prefix))
        }
        return entries
    }

    /// An entry as readdir gives it: its name (UTF-8, neither `.` nor `..`) and its type.
    struct RawEntry: Sendable {
        var name: String
        var type: UInt8
    }

    /// The entries of folders a walk listed already, by their path below its root ("" for the root).
    package struct Listings: Sendable {
        var byFolder: [String: [RawEntry]] = [:]
        package init() {}
    }

    /// The entries of `folder`, `relative` below the root of `listed`: the walk's listing where it
    /// has one (it lists no folder it skips, excludes or reaches through a link), else a listing now.
    static func list(_ folder: String, relative: String, listed: Listings?) -> [Entry]? {
        guard let raw = listed?.byFolder[relative] else { return list(folder) }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return raw.map { Entry($0, prefix: prefix) }
    }
}

extension DirectoryEntries.Entry {
    /// Whether an entry is a directory: readdir's type, a link (or an unreported type) followed by stat.
    init(_ raw: DirectoryEntries.RawEntry, prefix: String) {
        name = raw.name
        switch Int32(raw.type) {
        case Int32(DT_DIR): isDirectory = true
        case Int32(DT_LNK), Int32(DT_UNKNOWN): isDirectory = PathText.kind(of: prefix + raw.name).isDirectory
        default: isDirectory = false
        }
    }
}
