#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a whole file with open/fstat/read into one buffer: no Data, no FileHandle, one
/// allocation. A file that grows while read is read to its end.
enum FileReader {
    enum Failure: Error {
        case open(Int32), read(Int32), notRegular
    }

    static func contents(of path: String) -> Result<[UInt8], Failure> {
        // Opening a FIFO named `*.swift` waited for a writer, forever: O_NONBLOCK opens it at
        // once, and the fstat below refuses it. (The walker lists regular files only, and
        // refuses a named path that is not one before it is opened, so no device is opened.)
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard fd >= 0 else { return .failure(.open(errno)) }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { return .failure(.read(errno)) }
        guard st.st_mode & S_IFMT == S_IFREG else { return .failure(.notRegular) }
        // One byte more than the size, so that reaching the end needs no second buffer; the
        // buffer is not zeroed first (31 MB of memset for the corpus).
        let size = max(Int(st.st_size), 0)
        var failure: Failure?
        var bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, initialized in
            var count = 0
            while count < buffer.count {
                let n = read(fd, buffer.baseAddress! + count, buffer.count - count)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = .read(errno)
                    break
                }
                if n == 0 { break }
                count += n
                // All fstat announced, and not the byte more a grown file would give: done,
                // without a last read to see the end (one system call in five).
                if count == size { break }
            }
            initialized = count
        }
        if let failure { return .failure(failure) }
        // Grown while being read: read the rest.
        if bytes.count == size + 1 {
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
                if n < 0 {
                    if errno == EINTR { continue }
                    return .failure(.read(errno))
                }
                if n == 0 { break }
                bytes += chunk[0..<n]
            }
        }
        return .success(bytes)
    }
}
