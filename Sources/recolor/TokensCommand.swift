import Foundation
import RecolorCore

extension CommandLine {
    static func run(_ args: [String]) -> Int32 {
        guard let command = args.first else {
            FileHandle.standardError.write(Data("usage: recolor tokens FILE...\n".utf8))
            return 2
        }
        switch command {
        case "tokens": return tokens(Array(args.dropFirst()))
        default:
            FileHandle.standardError.write(Data("recolor: unknown command '\(command)'\n".utf8))
            return 2
        }
    }

    static func tokens(_ files: [String]) -> Int32 {
        var out: [UInt8] = []
        var status: Int32 = 0
        for path in files {
            guard let data = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("recolor: cannot read \(path)\n".utf8))
                status = 3
                continue
            }
            let bytes = [UInt8](data)
            let result = Tokenizer.tokenize(bytes)
            OracleFormat.render(path: path, bytes: bytes, tokens: result.tokens, into: &out)
            if out.count > 1 << 16 {
                FileHandle.standardOutput.write(Data(out))
                out.removeAll(keepingCapacity: true)
            }
        }
        FileHandle.standardOutput.write(Data(out))
        return status
    }
}
