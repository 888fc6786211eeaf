#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file as the system knows it: device and inode, symbolic links followed. Two spellings of
/// one file (`a.swift`, `Sub/../a.swift`, a link to it) have one identity, so a path recolor is
/// about to write is compared with its inputs by this, never by its text.
package struct FileIdentity: Hashable, Sendable {
    package var device: UInt64
    package var inode: UInt64

    /// The identity of the file at `path`, or nil when nothing is there.
    package init?(path: String) {
        var st = stat()
        guard stat(path, &st) == 0 else { return nil }
        device = UInt64(st.st_dev)
        inode = UInt64(st.st_ino)
    }

    /// Whether `a` and `b` name one file: both there with one identity, or (a file not there
    /// yet) the same name in the same folder.
    package static func sameFile(_ a: String, _ b: String) -> Bool {
        if let x = FileIdentity(path: a), let y = FileIdentity(path: b) { return x == y }
        guard FileIdentity(path: a) == nil, FileIdentity(path: b) == nil,
              PathText.lastComponent(of: a) == PathText.lastComponent(of: b) else { return false }
        let folder = { (p: String) -> String in
            let d = PathText.directory(of: p)
            return d.isEmpty ? "." : d
        }
        guard let x = FileIdentity(path: folder(a)), let y = FileIdentity(path: folder(b)) else { return false }
        return x == y
    }
}
