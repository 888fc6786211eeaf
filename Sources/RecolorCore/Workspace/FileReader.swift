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
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return .failure(.open(errno)) }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { return .failure(.read(errno)) }
        guard st.st_mode & S_IFMT == S_IFREG else { return .failure(.notRegular) }
        var capacity = max(Int(st.st_size), 0) + 1
        var bytes = [UInt8](repeating: 0, count: capacity)
        var count = 0
        while true {
            if count == capacity {
                capacity *= 2
                bytes.append(contentsOf: repeatElement(0, count: capacity - bytes.count))
            }
            let n = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + count, capacity - count) }
            if n < 0 {
                if errno == EINTR { continue }
                return .failure(.read(errno))
            }
            if n == 0 { break }
            count += n
        }
        bytes.removeLast(bytes.count - count)
        return .success(bytes)
    }
}
