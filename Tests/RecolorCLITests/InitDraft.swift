import Foundation
import XCTest

/// `init` over hand-written files in a scratch folder, and the draft it wrote: the setup the
/// draft's tests repeated file by file (duplicates D3 of session 21).
struct InitDraft {
    let scratch: Scratch
    let tokens: [String: [String: Any]]
    let rules: [[String: Any]]

    init(_ files: [String: String], file: StaticString = #filePath, line: UInt = #line) throws {
        scratch = try Scratch()
        for (path, text) in files { try scratch.write(path, text) }
        let run = try CommandRunner.recolor(["init"], in: scratch.url)
        XCTAssertEqual(run.status, 0, run.stderr, file: file, line: line)
        let table = try JSONSerialization.jsonObject(with: Data(contentsOf: scratch.url.appendingPathComponent(".recolor.json"))) as! [String: Any]
        tokens = table["tokens"] as? [String: [String: Any]] ?? [:]
        rules = table["rules"] as? [[String: Any]] ?? []
    }

    /// Each mapping rule's match (and contexts, `#FFFFFF color,tint`) → its token's dark value;
    /// keep rules have no token and are left out.
    var darkByRule: [String: String] {
        var out: [String: String] = [:]
        for rule in rules {
            guard let token = rule["token"] as? String else { continue }
            let key = (rule["match"] as! String) + ((rule["context"] as? [String]).map { " " + $0.joined(separator: ",") } ?? "")
            out[key] = tokens[token]?["dark"] as? String
        }
        return out
    }
}
