#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file that could not be processed: read, decoded or written.
public struct FileProblem: Error, Sendable, Equatable {
    public var file: String
    public var message: String

    public init(file: String, message: String) {
        self.file = file
        self.message = message
    }
}

/// Reading a source file as recolor needs it: its bytes, checked to be UTF-8, or why they
/// cannot be processed. Every language reads its files here.
package enum TextFile {
    /// A file's bytes, or why it cannot be processed (unreadable, not a regular file, not UTF-8),
    /// the problem naming the file as `shown` (the path itself when nil).
    package static func read(_ path: String, shownAs shown: String? = nil) -> Result<[UInt8], FileProblem> {
        let display = shown ?? path
        switch FileReader.contents(of: path) {
        case .success(let bytes):
            if let offset = firstInvalidUTF8(bytes) {
                return .failure(FileProblem(file: display, message: "not valid UTF-8 (first bad byte at offset \(offset)); skipped"))
            }
            return .success(bytes)
        case .failure(.notRegular):
            return .failure(FileProblem(file: display, message: "not a regular file; skipped"))
        case .failure(.open(let code)), .failure(.read(let code)):
            return .failure(FileProblem(file: display, message: "cannot read the file (\(String(cString: strerror(code)))); skipped"))
        }
    }

    /// The offset of the first byte that is not valid UTF-8, or nil.
    package static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { b -> Int? in
            guard let base = b.baseAddress else { return nil }
            var k = 0
            let n = b.count
            let raw = UnsafeRawPointer(base)
            while k < n {
                // ASCII 32 and 8 bytes at a time: the common case in source code.
                if k &+ 32 <= n {
                    let word = raw.loadUnaligned(fromByteOffset: k, as: UInt64.self) | raw.loadUnaligned(fromByteOffset: k &+ 8, as: UInt64.self)
                        | raw.loadUnaligned(fromByteOffset: k &+ 16, as: UInt64.self) | raw.loadUnaligned(fromByteOffset: k &+ 24, as: UInt64.self)
                    if word & 0x8080_8080_8080_8080 == 0 { k &+= 32; continue }
                }
                if k &+ 8 <= n && raw.loadUnaligned(fromByteOffset: k, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                    k &+= 8
                    continue
                }
                if b[k] < 0x80 { k += 1; continue }
                guard let (_, n) = decodeScalar(base, k, b.count) else { return k }
                k += n
            }
            return nil
        }
    }
}

/// A file a run processes, of any language: its path as shown, where it lies, and its bytes when
/// already in memory (a staged snapshot, a library user's file); read from `diskPath` when
/// `bytes` is nil. Nothing is tokenized until its language reads it.
public struct FileInput: Sendable {
    /// The path reports show.
    public var path: String
    /// Where the file is read and written.
    public var diskPath: String
    public var bytes: [UInt8]?

    /// The bytes given, or read and checked (named as `path` when they cannot be).
    func contents() -> Result<[UInt8], FileProblem> {
        if let bytes { return .success(bytes) }
        return TextFile.read(diskPath, shownAs: path)
    }
}

extension FileInput {
    /// A file held in memory, shown as `path` (its language is told by the name: `.swift`, `.xib`,
    /// `.storyboard`, a color set's `Contents.json`) and written to `diskPath` (`path` when nil).
    public init(path: String, bytes: [UInt8], diskPath: String? = nil) {
        self.init(path: path, diskPath: diskPath ?? path, bytes: bytes)
    }
}
