#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether a file's mode says "do not write me" to whoever runs recolor. A read-only file is a
/// statement (a Perforce checkout, a vendored copy), and the rename that replaces it would
/// succeed in any writable folder, so the mode bits decide, not `access(W_OK)`: that is always
/// true for root, which rewrote read-only files. The rule: the write bit of the class that
/// applies (owner, group, others, as the kernel picks it); for root, which belongs to every
/// class, no write bit at all.
enum WritePermission {
    static func isReadOnly(_ st: stat) -> Bool {
        isReadOnly(mode: st.st_mode, owner: st.st_uid, group: st.st_gid, user: geteuid(), inGroup: belongs(to:))
    }

    /// The rule alone, for any user (a seam for tests).
    static func isReadOnly(mode: mode_t, owner: uid_t, group: gid_t, user: uid_t, inGroup: (gid_t) -> Bool) -> Bool {
        if user == 0 { return mode & 0o222 == 0 }
        if owner == user { return mode & S_IWUSR == 0 }
        if inGroup(group) { return mode & S_IWGRP == 0 }
        return mode & S_IWOTH == 0
    }

    /// Whether the process is in `group`: its effective group or a supplementary one.
    static func belongs(to group: gid_t) -> Bool {
        if getegid() == group { return true }
        let count = getgroups(0, nil)
        guard count > 0 else { return false }
        var groups = [gid_t](repeating: 0, count: Int(count))
        let n = getgroups(count, &groups)
        return n > 0 && groups.prefix(Int(n)).contains(group)
    }
}
