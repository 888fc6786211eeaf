#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
internal import RecolorSystem

public struct WriteError: Error, CustomStringConvertible {
    public var path: String
    public var message: String
    public var description: String { "\(path): \(message)" }
}

/// Replaces a file's content all at once: a temp file in the same directory (exclusive
/// creation, unpredictable name), the old owner, group and permissions, fsync, then rename
/// over the original. A reader sees the old content or the new one, never a mix; a crash
/// leaves at worst a stray temp file, never a half-written original, and SIGINT, SIGTERM or
/// SIGHUP remove the temp file in flight (`TempFileInFlight`).
public enum AtomicWriter {
    /// Writes `content` to `path` (a report or a baseline), created or replaced whole: never
    /// a half-written file, whatever happens during the write.
    public static func writeFile(_ path: String, _ content: [UInt8]) throws(WriteError) {
        var st = stat()
        var mode = mode_t(0o644)
        var owner: (uid_t, gid_t)?
        if lstat(path, &st) == 0 {
            guard st.st_mode & S_IFMT == S_IFREG else { throw WriteError(path: path, message: "exists and is not a regular file") }
            mode = st.st_mode & 0o7777
            owner = (st.st_uid, st.st_gid)
        } else {
            let mask = umask(0)
            umask(mask)
            mode = 0o666 & ~mask
        }
        try writeReplacing(path, content, mode: mode, owner: owner, lastCheck: {})
    }

    /// Writes `content` to `path` if the file still holds `expected` (else it changed since
    /// it was read, and is left alone).
    public static func replace(_ path: String, expected: [UInt8], with content: [UInt8]) throws(WriteError) {
        try replace(path, expected: expected, with: content, beforeLastCheck: {})
    }

    /// Why `replace` will not rewrite `path`, or nil: asked before any write, and by `fix --diff`,
    /// so that its patch holds exactly what `fix` would write.
    public static func refusal(for path: String) -> WriteError? {
        var st = stat()
        return refusal(for: path, stat: &st)
    }

    /// `refusal(for:)`, leaving the file's `lstat` in `st`.
    static func refusal(for path: String, stat st: inout stat) -> WriteError? {
        guard lstat(path, &st) == 0 else { return WriteError(path: path, message: "cannot stat: \(errnoText())") }
        guard st.st_mode & S_IFMT == S_IFREG else { return WriteError(path: path, message: "not a regular file; not rewritten") }
        // The rename would succeed in a writable folder, but a read-only file says "do not touch"
        // (a Perforce checkout, a vendored copy): leave it as it is, root's run included.
        guard !WritePermission.isReadOnly(st) else {
            return WriteError(path: path, message: "read-only; not rewritten (make it writable to fix it)")
        }
        // A rename gives this name a new file and leaves the other names of a hard-linked file
        // with the old content; writing into the shared file instead could leave it half-written.
        // Neither is acceptable, so the file is left for the user to unlink or rewrite.
        guard st.st_nlink <= 1 else {
            return WriteError(path: path, message: "has \(st.st_nlink) hard links; not rewritten (a rewrite would split it from its other names; give it its own copy to fix it)")
        }
        // The temp file is created beside it: a folder this user may not write refuses it here,
        // so that `fix --diff` leaves it out as `fix` does (it printed a patch and exited 0).
        guard !folderIsReadOnly(PathText.directory(of: path)) else {
            return WriteError(path: path, message: "its folder is not writable; not rewritten (a temporary file is created beside it)")
        }
        return nil
    }

    /// Whether no file can be created in `folder`: its mode bits, as `WritePermission` reads a
    /// file's (for root: no write bit at all), or a read-only filesystem.
    static func folderIsReadOnly(_ folder: String) -> Bool {
        let dir = folder.isEmpty ? "." : folder
        var st = stat()
        guard stat(dir, &st) == 0 else { return false }  // the creation says why
        if WritePermission.isReadOnly(st) { return true }
        var fs = statvfs()
        return statvfs(dir, &fs) == 0 && fs.f_flag & UInt(ST_RDONLY) != 0
    }

    /// `beforeLastCheck` runs once the new content is written and synced, before the file is
    /// checked a last time and replaced: a seam for tests (a writer that comes in between); what
    /// it throws comes out as a `WriteError`.
    static func replace(_ path: String, expected: [UInt8], with content: [UInt8], beforeLastCheck: () throws -> Void) throws(WriteError) {
        var st = stat()
        if let refused = refusal(for: path, stat: &st) { throw refused }
        let changed = WriteError(path: path, message: "changed since it was read; skipped")
        guard holds(path, expected, sameFileAs: st) else { throw changed }
        try writeReplacing(path, content, mode: st.st_mode & 0o7777, owner: (st.st_uid, st.st_gid)) { () throws(WriteError) in
            do { try beforeLastCheck() } catch { throw WriteError(path: path, message: "\(error)") }
            // Again at the last moment: lines a concurrent writer appended while the new content
            // was written and synced would be lost to the rename. (What a writer does between
            // this check and the rename, microseconds, no lock-free rename can see.)
            guard holds(path, expected, sameFileAs: st) else { throw changed }
        }
    }

    /// Whether `path` is still the file `st` describes and holds exactly `expected`.
    static func holds(_ path: String, _ expected: [UInt8], sameFileAs st: stat) -> Bool {
        var now = stat()
        guard lstat(path, &now) == 0, now.st_dev == st.st_dev, now.st_ino == st.st_ino else { return false }
        guard case .success(let current) = FileReader.contents(of: path) else { return false }
        return current == expected
    }

    /// One write at a time: the signal handlers know one temp file in flight.
    private static let writing = PlainLock()

    static func writeReplacing(_ path: String, _ content: [UInt8], mode: mode_t, owner: (uid_t, gid_t)?,
                               lastCheck: () throws(WriteError) -> Void) throws(WriteError) {
        try writing.withLock { () throws(WriteError) in try writeReplacingAlone(path, content, mode: mode, owner: owner, lastCheck: lastCheck) }
    }

    private static func writeReplacingAlone(_ path: String, _ content: [UInt8], mode: mode_t, owner: (uid_t, gid_t)?,
                                            lastCheck: () throws(WriteError) -> Void) throws(WriteError) {
        TempFileInFlight.installHandlers()
        let dir = PathText.directory(of: path)
        let base = PathText.lastComponent(of: path)
        var template = Array(((dir.isEmpty ? "." : dir) + "/." + base + ".recolor-XXXXXX").utf8CString)
        let fd = TempFileInFlight.create(&template) { TestPause.point(.created, path: path, tempPath: $0) }
        guard fd >= 0 else {
            throw WriteError(path: path, message: "cannot create a temporary file beside it: \(errnoText())")
        }
        let tempPath = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var renamed = false
        defer {
            if !renamed { unlink(tempPath) }
            TempFileInFlight.disarm()
        }
        let written = content.withUnsafeBytes { raw -> Bool in
            var offset = 0
            while offset < raw.count {
                let n = write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { return false }
                offset += n
            }
            return true
        }
        // The original's owner and group (root's rewrite must not hand a user's file to root); a
        // user who may not give the file away keeps at least the group where allowed. Then the
        // mode, since a change of owner clears the set-id bits.
        if let (uid, gid) = owner, fchown(fd, uid, gid) != 0 { _ = fchown(fd, uid_t.max, gid) }
        // The original's extended attributes (Finder tags, quarantine, `user.*`): a rename gives
        // the name a new file, and they stayed with the old one (the adversarial pass). Those the
        // user may not set (`security.*` for another user) stay behind: the content comes first.
        if owner != nil {
            let original = open(path, O_RDONLY | O_NOFOLLOW)
            if original >= 0 {
                _ = recolor_copy_extended_attributes(original, fd)
                close(original)
            }
        }
        let synced = written && fchmod(fd, mode) == 0 && fsync(fd) == 0
        let closed = close(fd) == 0
        guard synced && closed else {
            throw WriteError(path: path, message: "cannot write the new content: \(errnoText())")
        }
        TestPause.point(.written, path: path, tempPath: tempPath)
        try lastCheck()
        guard rename(tempPath, path) == 0 else {
            throw WriteError(path: path, message: "cannot replace the file: \(errnoText())")
        }
        renamed = true
    }
}

func errnoText() -> String {
    guard let text = strerror(errno) else { return "error \(errno)" }
    return String(decoding: UnsafeBufferPointer(start: UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self), count: strlen(text)), as: UTF8.self)
}
