@testable import RecolorCore

/// The pairs `contrast` infers from one Swift file under a table: what every pair-inference suite
/// of one file runs (one thread, the table's own expressions).
enum PairsOfOneFile {
    static func infer(_ code: String, table: String, path: String = "A.swift") throws -> [InferredPair] {
        var options = RunOptions()
        options.configuration = try ConfigurationLoader.parse(Array(table.utf8), file: "t.json")
        options.threads = 1
        let file = SwiftSource(path: path, bytes: Array(code.utf8))
        let reports = Engine.analyze([file], options: options).allReports
        return InferredPairs.infer([(file, reports)], expressions: TokenExpressions(options.configuration))
    }

    /// Each pair as `foreground/background@line-backgroundLine,…` (with `:role` after each sighting when `roles`).
    static func described(_ code: String, table: String, roles: Bool = false) throws -> [String] {
        try infer(code, table: table).map { p in
            "\(p.foreground)/\(p.background)@"
                + p.sightings.map { "\($0.line)-\($0.backgroundLine ?? 0)" + (roles ? ":\($0.role.rawValue)" : "") }.joined(separator: ",")
        }
    }
}
