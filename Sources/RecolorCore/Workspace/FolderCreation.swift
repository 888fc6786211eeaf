#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `mkdir -p` with a message a person can read: Foundation's createDirectory throws a CocoaError
/// whose description is a dump of its userInfo (`CocoaError(code: …512…, userInfo: …ENOTDIR…)`).
enum FolderCreation {
    /// Creates `folder` and its missing parents; nil on success, else which component failed and why.
    static func create(_ folder: String) -> String? {
        var prefix = folder.hasPrefix("/") ? "/" : ""
        for part in folder.split(separator: "/") {
            prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + part
            if mkdir(prefix, 0o777) == 0 { continue }
            let code = errno
            var st = stat()
            if code == EEXIST && stat(prefix, &st) == 0 {
                if st.st_mode & S_IFMT == S_IFDIR { continue }
                return "\(prefix) exists and is not a folder"
            }
            return "cannot create \(prefix): \(String(cString: strerror(code)))"
        }
        return nil
    }
}
