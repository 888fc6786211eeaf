#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The walked color sets whose `Contents.json` is no JSON (a merge conflict, a truncated file).
/// `generate` reads the app's sets (a clash with a set it would write, Xcode's symbols) and
/// passed over such a set in silence, while `scan`, `check`, `fix` and `init` name it and exit 3
/// (session 17's audit): Xcode cannot read it either, so generate says the same.
enum UnreadableColorSets {
    static func problems(files: [String], cwd: String) -> [FileProblem] {
        var out: [FileProblem] = []
        for path in files where path.hasSuffix(".colorset/Contents.json") {
            let disk = path.hasPrefix("/") ? path : PathText.join(cwd, path)
            guard case .success(let bytes) = FileReader.contents(of: disk), let why = ColorSetLanguage.unreadable(bytes) else { continue }
            out.append(FileProblem(file: path, message: why))
        }
        return out
    }
}
