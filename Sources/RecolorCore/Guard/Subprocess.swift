import Foundation
#if canImport(Dispatch)
import Dispatch
#endif

/// Runs a program directly (never through a shell, so no path or argument is ever
/// interpreted), feeding `input` on a separate thread so that neither side blocks on a full pipe.
struct Subprocess {
    struct Output {
        var status: Int32
        var stdout: [UInt8]
        var stderr: String
    }

    struct LaunchError: Error {
        var message: String
    }

    /// The first executable named `name` on the PATH.
    static func which(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin:/usr/local/bin"
        for dir in path.split(separator: ":") where !dir.isEmpty {
            let candidate = String(dir) + "/" + name
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }

    static func run(_ executable: String, _ arguments: [String], cwd: String, input: [UInt8]? = nil) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: cwd)
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let inPipe = input == nil ? nil : Pipe()
        process.standardInput = inPipe ?? FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw LaunchError(message: "cannot run \(executable): \(error.localizedDescription)")
        }
        let group = DispatchGroup()
        if let inPipe, let input {
            group.enter()
            DispatchQueue.global().async {
                inPipe.fileHandleForWriting.write(Data(input))
                try? inPipe.fileHandleForWriting.close()
                group.leave()
            }
        }
        let errData = Collected()
        group.enter()
        DispatchQueue.global().async {
            errData.data = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Output(status: process.terminationStatus, stdout: [UInt8](outData),
                      stderr: String(decoding: errData.data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }
}

/// What the stderr reader collects; written by one thread, read after `group.wait()`.
private final class Collected: @unchecked Sendable {
    var data = Data()
}
