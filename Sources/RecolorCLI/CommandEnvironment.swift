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

import RecolorCore

/// What a command runs against: the folder its relative paths start from, where its report and
/// its messages go, and the environment variables. `main` gives the process's own (the one place
/// recolor reads them); a test or a host gives a folder and captures the output, in process.
public struct CommandEnvironment: Sendable {
    /// Absolute: relative paths on the command line, and in its reports, are relative to it.
    public var workingDirectory: String
    public var variables: [String: String]
    /// The report (standard output).
    public var output: any OutputSink
    /// Messages and summaries (standard error).
    public var error: any OutputSink

    public init(workingDirectory: String, variables: [String: String] = [:], output: any OutputSink, error: any OutputSink) {
        self.workingDirectory = workingDirectory
        self.variables = variables
        self.output = output
        self.error = error
    }

    /// The process's: its current folder, its environment, file descriptors 1 and 2.
    public static func process() -> CommandEnvironment {
        var variables: [String: String] = [:]
        // Typed here: Glibc and Darwin declare `environ` with different optionality.
        let start: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ
        var entry = start
        while let current = entry, let pointer = current.pointee {
            let text = String(cString: pointer)
            if let eq = text.firstIndex(of: "=") { variables[String(text[..<eq])] = String(text[text.index(after: eq)...]) }
            entry = current + 1
        }
        return CommandEnvironment(workingDirectory: FileManager.default.currentDirectoryPath, variables: variables,
                                  output: DescriptorOutput(1), error: DescriptorOutput(2))
    }

    /// `path` as the file system is to open it: a relative one starts at the working directory
    /// (the process's own current folder may be another).
    func onDisk(_ path: String) -> String {
        path.hasPrefix("/") ? path : PathText.join(workingDirectory, path)
    }
}

/// Where a command's bytes go. A failed write is kept, not thrown: the report did not arrive, so
/// the command must not exit 0 (the CLI asks `failure` once it is done: exit 3).
public protocol OutputSink: AnyObject, Sendable {
    func write(_ bytes: [UInt8])
    /// Why the first failed write failed (`No space left on device`); nil while every write arrived.
    var failure: String? { get }
}

/// A file descriptor (1, 2), written whole (FileHandle is Foundation's, not Essentials'): a
/// failed write (`> /dev/full`, a closed pipe) is kept as its errno. Each run has its own, so
/// no failure outlives the run. Written by one thread at a time, as every sink here.
final class DescriptorOutput: OutputSink, @unchecked Sendable {
    let descriptor: Int32
    private var code: Int32?

    init(_ descriptor: Int32) {
        self.descriptor = descriptor
    }

    func write(_ bytes: [UInt8]) {
        if let c = writeAll(descriptor, bytes), code == nil { code = c }
    }

    var failure: String? { code.map { String(cString: strerror($0)) } }
}

/// The bytes kept in memory: a test reads them, a host shows them its own way. Written by one
/// thread at a time (the commands write from the thread that runs them).
public final class CapturedOutput: OutputSink, @unchecked Sendable {
    public private(set) var bytes: [UInt8] = []
    /// Given: every write fails with it, as `> /dev/full` does.
    private let failing: String?

    public init(failing: String? = nil) {
        self.failing = failing
    }

    public func write(_ bytes: [UInt8]) {
        if failing == nil { self.bytes += bytes }
    }

    public var failure: String? { failing }

    public var text: String { String(decoding: bytes, as: UTF8.self) }
}

/// Writes every byte, retrying on EINTR; the errno of a failure (EIO for a write of 0 bytes).
private func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Int32? {
    bytes.withUnsafeBytes { raw -> Int32? in
        var offset = 0
        while offset < raw.count {
            let n = write(fd, raw.baseAddress! + offset, raw.count - offset)
            if n < 0 && errno == EINTR { continue }
            if n < 0 { return errno }
            if n == 0 { return EIO }
            offset += n
        }
        return nil
    }
}
