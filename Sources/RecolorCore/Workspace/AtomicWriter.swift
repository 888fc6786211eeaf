public struct WriteError: Error, CustomStringConvertible {
    public var path: String
    public var message: String
    public var description: String { "\(path): \(message)" }
}

/// Replaces a file's content all at once: a temp file in the same directory (exclusive
/// creation, unpredictable name), the old permissions, fsync, then rename over the original.
/// A reader sees the old content or the new one, never a mix; a crash leaves at worst a
/// stray temp file, never a half-written original.
public enum AtomicWriter {
    /// Writes `content` to `path` (a report or a baseline), created or replaced whole: never
    /// a half-written file, whatever happens during the write.
    public static func writeFile(_ path: String, _ content: [UInt8]) throws {
        var st = stat()
        var mode = mode_t(0o644)
        if lstat(path, &st) == 0 {
            guard st.st_mode & S_IFMT == S_IFREG else { throw WriteError(path: path, message: "exists and is not a regular file") }
            mode = st.st_mode & 0o7777
        } else {
            let mask = umask(0)
            umask(mask)
            mode = 0o666 & ~mask
        }
        try writeReplacing(path, content, mode: mode)
    }

    /// Writes `content` to `path` if the file still holds `expected` (else it changed since
    /// it was read, and is left alone).
    public static func replace(_ path: String, expected: [UInt8], with content: [UInt8]) throws {
        var st = stat()
        guard lstat(path, &st) == 0 else { throw WriteError(path: path, message: "cannot stat: \(errnoText())") }
        guard st.st_mode & S_IFMT == S_IFREG else { throw WriteError(path: path, message: "not a regular file; not rewritten") }
        // The rename would succeed in a writable folder, but a read-only file says "do not touch"
        // (a Perforce checkout, a vendored copy): leave it as it is.
        guard access(path, W_OK) == 0 else {
            throw WriteError(path: path, message: "read-only; not rewritten (make it writable to fix it)")
        }
        guard let current = FileManager.default.contents(atPath: path), [UInt8](current) == expected else {
            throw WriteError(path: path, message: "changed since it was read; skipped")
        }
        try writeReplacing(path, content, mode: st.st_mode & 0o7777)
    }

    static func writeReplacing(_ path: String, _ content: [UInt8], mode: mode_t) throws {
        let dir = PathText.directory(of: path)
        let base = PathText.lastComponent(of: path)
        var template = Array(((dir.isEmpty ? "." : dir) + "/." + base + ".recolor-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else {
            throw WriteError(path: path, message: "cannot create a temporary file beside it: \(errnoText())")
        }
        let tempPath = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var ok = false
        defer {
            if !ok { unlink(tempPath) }
        }
        let written = content.withUnsafeBytes { raw -> Bool in
            var offset = 0
            while offset < raw.count {
                let n = write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n <= 0 { return false }
                offset += n
            }
            return true
        }
        let synced = written && fchmod(fd, mode) == 0 && fsync(fd) == 0
        let closed = close(fd) == 0
        guard synced && closed else {
            throw WriteError(path: path, message: "cannot write the new content: \(errnoText())")
        }
        guard rename(tempPath, path) == 0 else {
            throw WriteError(path: path, message: "cannot replace the file: \(errnoText())")
        }
        ok = true
    }
}

func errnoText() -> String {
    guard let text = strerror(errno) else { return "error \(errno)" }
    return String(decoding: UnsafeBufferPointer(start: UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self), count: strlen(text)), as: UTF8.self)
}
