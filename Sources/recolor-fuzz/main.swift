import Foundation
import RecolorCore

/// A deterministic random and mutation fuzzer over the tokenizer and the whole
/// detect → map → rewrite path. Input i of a seed is always the same, so a run is reproducible.
///
///   recolor-fuzz run --inputs N [--seed S] [--threads T] [--corpus DIR]
///   recolor-fuzz one FILE...      (replays files: regression inputs, minimizing)
///
/// Properties checked on every input:
///   - tokens are non-empty, contiguous, and concatenate to the input (any bytes);
///   - for valid UTF-8: detection and mapping finish, and the rewrite re-tokenizes with no more
///     error diagnostics than the input had;
///   - besides each Swift input, in turn: a mutated table (loads or is refused, never crashes; each
///     expression it accepts, written by a rewrite, reads as its own tokens and one expression), a
///     glob and a path (`Glob` agrees with a reference matcher), or a mutated IB document (detection
///     and rewrite finish; a well-formed document stays well-formed); replayed by their file names;
///   - a second rewrite changes nothing: counted and reported, not a failure, because on token
///     soup that is not Swift a rewrite can create a context (`Color(…)(.white` becomes
///     `Color.background(.white`, which reads as a modifier); on real code it holds (Scripts/rewrite-real-code.sh).
/// A crash (a trap or a fault) writes the input being processed to crash-<seed>-<index>.swift.

// MARK: - Crash capture: the current input is kept where a signal handler can write it.

nonisolated(unsafe) var currentInput: UnsafeMutablePointer<UInt8>? = nil
nonisolated(unsafe) var currentLength = 0
nonisolated(unsafe) var crashPath: [CChar] = Array("crash.swift".utf8CString)
/// Inputs where the rewrite declined an edit that would have added a lexer error.
nonisolated(unsafe) var declinedInputs = 0

func installCrashHandler() {
    for sig in [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE] {
        signal(sig) { _ in
            let fd = open(crashPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            if fd >= 0, let input = currentInput { _ = write(fd, input, currentLength); close(fd) }
            let message = "recolor-fuzz: crashed; input saved\n"
            _ = message.withCString { write(2, $0, strlen($0)) }
            _exit(70)
        }
    }
}

// MARK: - Inputs

let dictionary: [String] = [
    "\"", "\"\"\"", "#", "##", "/*", "*/", "//", "\\(", "\\#(", ")", "(", "[", "]", "{", "}", "/", "`", "'",
    "\n", "\r\n", "\r", "\t", " ", "0x", "0b", "1.5e3", "_", "$0", "@", "?", "!", "<", ">", ">>", ".", "...",
    "#if os(iOS)\n", "#endif\n", "#available(iOS 13.0, *)", "#/a+/#", "/a b/", "\u{FEFF}", "é", "😀", "\u{0}",
    "UIColor(red: 1, green: 1, blue: 1, alpha: 1)", "UIColor(red: 49/255, green: 52/255, blue: 64/255, alpha: 1)",
    "UIColor(hex: 0x313440)", "Color(hex: \"#3C64F4\")", "#colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)",
    ".white", ".black", "UIColor.white", "Color.white.opacity(0.5)", ".withAlphaComponent(0.5)", ".cgColor",
    "view.backgroundColor = ", "label.textColor = ", ".foregroundColor(", ".fill(", "let c: UIColor = ",
    "Essentials.grey70", "Style.Color.Essentials.blue40", "typealias NSUIColor = UIColor\n", "// recolor:ignore\n",
    "// recolor:disable\n", "// recolor:enable\n", "? .white : .black", " ?? ", "return ", "in ", "case ", "enum E { case white }",
    "NSColor(calibratedWhite: 0.5, alpha: 1)", "CGColor(gray: 0, alpha: 1)", "Color(.sRGB, red: 1, green: 1, blue: 1)",
    "UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1)", "UIColor(hue: 0.5, saturation: 1, brightness: 1, alpha: 1)",
    // Declarations that decide contexts (contract v3): the run's byte check must keep their files.
    "init(light: UIColor, dark: UIColor)", "func f(base: (light: UIColor, dark: UIColor))", "light: ", "dark: ",
    "lightColor: StudioColor", "var strokeColor = TextColor.white\n", "strokeColor = ", "enum Color { case red }\n",
    "let map: [Int: NSColor] = [0: ", "var tint: SwiftUI.Color?", "color ?? ", "case violation(color: Color)",
    "Color(uiColor: ", "Color(nsColor: ", "LinearGradient(colors: [", "layer?.backgroundColor = .init(gray: 0, alpha: 1)",
]

/// Input `index`: a seed mutated (most), a splice of dictionary words, or raw bytes.
func makeInput(seed: UInt64, index: UInt64, seeds: [[UInt8]]) -> [UInt8] {
    var r = SplitMix64(state: seed &* 0x2545_F491_4F6C_DD1D ^ index &* 0x9E37_79B9_7F4A_7C15)
    switch r.below(10) {
    case 0:
        return (0..<r.below(64)).map { _ in UInt8(truncatingIfNeeded: r.next()) }
    case 1, 2:
        var out: [UInt8] = []
        for _ in 0..<(1 + r.below(40)) { out += Array(dictionary[r.below(dictionary.count)].utf8) }
        return out
    default:
        var out = seeds[r.below(seeds.count)]
        if out.count > 600 {
            let start = r.below(out.count - 400)
            out = Array(out[start..<(start + 200 + r.below(200))])
        }
        return mutate(out, words: dictionary, r: &r)
    }
}

/// One to six edits of `input`: a word inserted, bytes removed, replaced or doubled. Every
/// input kind (Swift, tables, documents) is mutated alike, each with its own words.
func mutate(_ input: [UInt8], words: [String], r: inout SplitMix64) -> [UInt8] {
    var out = input
    for _ in 0..<(1 + r.below(6)) {
        let at = r.below(out.count + 1)
        switch r.below(5) {
        case 0: out.insert(contentsOf: Array(words[r.below(words.count)].utf8), at: at)
        case 1: if at < out.count { out.remove(at: at) }
        case 2: if at < out.count { out[at] = UInt8(truncatingIfNeeded: r.next()) }
        case 3: if at < out.count { out.removeSubrange(at..<min(out.count, at + r.below(16))) }
        default: if at < out.count { out.insert(out[at], at: at) }
        }
    }
    return out
}

// MARK: - Properties

struct Failure: Error { var message: String }
struct NotIdempotent: Error { var spans: Int }

let configuration: Configuration = {
    let json = ##"""
    { "palettes": ["Essentials"],
      "tokens": {
        "background": { "uikit": "Semantic.background", "swiftui": "Color.background", "appkit": "NSColor.background", "coregraphics": "Semantic.background.cgColor", "light": "#FFFFFF" },
        "text": { "uikit": "Semantic.text", "swiftui": "Color.text", "appkit": "NSColor.text", "light": "#000000" },
        "accent": { "uikit": "Semantic.accent", "swiftui": "Color.accent", "light": "#FF0000" },
        "grey": { "uikit": "Semantic.grey", "swiftui": "Color.grey", "light": "#313440" } },
      "rules": [
        { "match": "#FFFFFF", "token": "background" }, { "match": "#000000", "token": "text" },
        { "match": "#FF0000", "token": "accent" }, { "match": "#FF000080", "token": "accent" },
        { "match": "Essentials.grey70", "token": "grey" }, { "match": "#313440", "token": "grey" } ] }
    """##
    return try! ConfigurationLoader.parse(Array(json.utf8), file: "fuzz.json")
}()

func check(_ input: [UInt8]) throws {
    let lexed = Tokenizer.tokenize(input)
    var offset = 0
    for t in lexed.tokens {
        guard t.length > 0, t.begin == offset else { throw Failure(message: "token at \(t.begin) (length \(t.length)) does not continue at \(offset)") }
        offset = t.end
    }
    guard offset == input.count else { throw Failure(message: "tokens end at \(offset) of \(input.count) bytes") }
    guard TextFile.firstInvalidUTF8(input) == nil else { return }

    let file = SwiftSource(path: "fuzz.swift", bytes: input)
    let result = Engine.analyze([file], options: fuzzOptions)
    // The prefilter must keep every file with a finding: it rules files out before tokenizing
    // (and Engine.analyze, above, applies it, so detection is asked directly here).
    let settings = DetectionSettings.build(configuration: configuration, files: [file], screenDeclarations: false)
    let direct = ColorDetection.findings(in: file, settings: settings)
    guard direct.isEmpty || Prefilter(settings: settings).mayHoldFinding(input) else {
        throw Failure(message: "the prefilter would skip a file with \(direct.count) finding(s)")
    }
    // The whole run (screening before settings are known, typealiases read from bytes, the
    // second screening) must find what detection finds with every setting known up front.
    if !GeneratedFile.isGenerated(input) && result.allReports.count != direct.count {
        throw Failure(message: "the run found \(result.allReports.count) finding(s), detection alone \(direct.count)")
    }
    guard let reports = result.files.first?.reports else { return }
    let edits = Edits.normalized(Engine.edits(for: reports))
    guard !edits.isEmpty else { return }
    // What `fix` writes: the edits that keep the file reading as well as before.
    let rewrite = SafeRewrite.apply(edits, to: input)
    if !rewrite.declined.isEmpty { declinedInputs += 1 }
    let output = rewrite.bytes
    let after = Tokenizer.tokenize(output)
    guard after.diagnostics.count <= lexed.diagnostics.count else {
        throw Failure(message: "the rewrite added lexer errors (\(lexed.diagnostics.count) → \(after.diagnostics.count))")
    }
    let again = Engine.analyze([FileInput(path: "fuzz.swift", bytes: output)], options: fuzzOptions)
    let secondEdits = again.files.first.map { SafeRewrite.apply(Engine.edits(for: $0.reports), to: output).kept } ?? []
    guard secondEdits.isEmpty else { throw NotIdempotent(spans: secondEdits.count) }
}

let fuzzOptions: RunOptions = {
    var o = RunOptions()
    o.configuration = configuration
    o.threads = 1
    return o
}()

// MARK: - Driver

func seedFiles(_ dirs: [String]) -> [[UInt8]] {
    var seeds: [[UInt8]] = dictionary.map { Array($0.utf8) }
    for dir in dirs {
        guard let walker = FileManager.default.enumerator(atPath: dir) else { continue }
        while let rel = walker.nextObject() as? String {
            if seeds.count >= 5_000 { break }
            if rel.hasSuffix(".swift"), let data = FileManager.default.contents(atPath: dir + "/" + rel) { seeds.append([UInt8](data)) }
        }
    }
    return seeds
}

/// Keeps a failing input in the current folder; says where, or that it could not.
func save(_ input: [UInt8], as name: String) -> String {
    FileManager.default.createFile(atPath: name, contents: Data(input)) ? "saved to \(name)" : "could not save it to \(name)"
}

/// The seeds of the other input kinds: tables (`.recolor.json`, `mappings/*.json`) and IB documents.
func otherSeeds(_ dirs: [String]) -> (tables: [[UInt8]], documents: [[UInt8]]) {
    var tables: [[UInt8]] = [], documents: [[UInt8]] = []
    for dir in dirs + dirs.map({ $0 + "/../mappings" }) {
        guard let walker = FileManager.default.enumerator(atPath: dir) else { continue }
        while let rel = walker.nextObject() as? String {
            let isTable = rel.hasSuffix(".recolor.json") || dir.hasSuffix("mappings") && rel.hasSuffix(".json") && !rel.contains("/")
            let isDocument = rel.hasSuffix(".xib") || rel.hasSuffix(".storyboard")
            guard isTable || isDocument, let data = FileManager.default.contents(atPath: dir + "/" + rel) else { continue }
            if isTable { tables.append([UInt8](data)) } else if documents.count < 200 { documents.append([UInt8](data)) }
        }
    }
    return (tables, documents)
}

/// The other kind of input `index` makes besides its Swift input: a table, a glob or an IB
/// document, in turn; its file name (kept on a failure or crash) and its check.
func otherInput(seed: UInt64, index: Int, tables: [[UInt8]], documents: [[UInt8]]) -> (bytes: [UInt8], name: String, check: ([UInt8]) throws -> Void) {
    let i = UInt64(index)
    switch index % 3 {
    case 0: return (TableFuzz.makeInput(seed: seed, index: i, seeds: tables), "table-\(seed)-\(index).json", TableFuzz.check)
    case 1: return (GlobFuzz.makeInput(seed: seed, index: i), "glob-\(seed)-\(index).glob", GlobFuzz.check)
    default:
        let storyboard = (index / 3) % 2 == 1
        return (DocumentFuzz.makeInput(seed: seed, index: i, seeds: documents), "document-\(seed)-\(index).\(storyboard ? "storyboard" : "xib")",
                { try DocumentFuzz.check($0, storyboard: storyboard) })
    }
}

/// How one input went.
enum Attempt { case passed, failed, notIdempotent }

/// Checks one input with the crash handler armed; a failure or a slow input is said and kept.
func attempt(_ input: [UInt8], index: Int, name: String, slowest: inout Double, _ check: ([UInt8]) throws -> Void) -> Attempt {
    var input = input
    crashPath = Array(("crash-" + name).utf8CString)
    let t0 = Date()
    input.withUnsafeMutableBufferPointer { b in
        currentInput = b.baseAddress
        currentLength = b.count
    }
    defer { currentInput = nil }
    var outcome = Attempt.passed
    do {
        try check(input)
    } catch let f as Failure {
        FileHandle.standardError.write(Data("recolor-fuzz: input \(index): \(f.message); \(save(input, as: "failure-" + name))\n".utf8))
        outcome = .failed
    } catch is NotIdempotent {
        outcome = .notIdempotent
    } catch {}
    let elapsed = Date().timeIntervalSince(t0)
    // Inputs are at most a few KB: a second means something is not linear.
    if elapsed > 1 {
        FileHandle.standardError.write(Data("recolor-fuzz: input \(index) took \(String(format: "%.2f", elapsed)) s; \(save(input, as: "slow-" + name))\n".utf8))
        outcome = .failed
    }
    slowest = max(slowest, elapsed)
    return outcome
}

func runFuzz(_ args: [String]) -> Int32 {
    var inputs = 100_000, seed: UInt64 = 1
    var dirs: [String] = []
    var k = 0
    while k < args.count {
        switch args[k] {
        case "--inputs": inputs = Int(args[k + 1].replacingOccurrences(of: "_", with: "")) ?? inputs; k += 2
        case "--seed": seed = UInt64(args[k + 1]) ?? seed; k += 2
        case "--corpus": dirs.append(args[k + 1]); k += 2
        default: dirs.append(args[k]); k += 1
        }
    }
    installCrashHandler()
    let seeds = seedFiles(dirs)
    let (tables, documents) = otherSeeds(dirs)
    let start = Date()
    var slowest = 0.0
    var failures = 0
    var notIdempotent = 0
    var bytes = 0
    var otherCounts = [0, 0, 0]
    for index in 0..<inputs {
        let input = makeInput(seed: seed, index: UInt64(index), seeds: seeds)
        bytes += input.count
        switch attempt(input, index: index, name: "\(seed)-\(index).swift", slowest: &slowest, check) {
        case .failed: failures += 1
        case .notIdempotent: notIdempotent += 1
        case .passed: break
        }
        // Besides each Swift input, a table, a glob or an IB document.
        let other = otherInput(seed: seed, index: index, tables: tables, documents: documents)
        otherCounts[index % 3] += 1
        if attempt(other.bytes, index: index, name: other.name, slowest: &slowest, other.check) == .failed { failures += 1 }
        if failures >= 20 { break }
        if (index + 1) % 1_000_000 == 0 {
            print("recolor-fuzz: \(index + 1) inputs, \(String(format: "%.0f", Date().timeIntervalSince(start))) s")
        }
    }
    let total = Date().timeIntervalSince(start)
    print("recolor-fuzz: seed \(seed): \(inputs) inputs (\(bytes) bytes, \(seeds.count) seeds) in \(String(format: "%.1f", total)) s; slowest \(String(format: "%.1f", slowest * 1000)) ms; \(failures) failure\(failures == 1 ? "" : "s"); \(notIdempotent) not idempotent (token soup, reported only); \(declinedInputs) with an edit declined because it would add a lexer error")
    print("recolor-fuzz: besides them \(otherCounts[0]) tables (\(tables.count) seeds; \(TableFuzz.loaded) loaded, \(TableFuzz.expressionsWritten) expressions written by a rewrite), \(otherCounts[1]) globs against a reference matcher, \(otherCounts[2]) IB documents (\(documents.count) seeds; \(DocumentFuzz.rewrittenWellFormed) well-formed ones rewritten)")
    return failures == 0 ? 0 : 1
}

/// The check a replayed file gets, by its name: a table, a glob, an IB document, else Swift.
func replayCheck(_ path: String) -> ([UInt8]) throws -> Void {
    if path.hasSuffix(".json") { return TableFuzz.check }
    if path.hasSuffix(".glob") { return GlobFuzz.check }
    if path.hasSuffix(".xib") { return { try DocumentFuzz.check($0, storyboard: false) } }
    if path.hasSuffix(".storyboard") { return { try DocumentFuzz.check($0, storyboard: true) } }
    return check
}

func replay(_ files: [String]) -> Int32 {
    installCrashHandler()
    var status: Int32 = 0
    for path in files {
        guard let data = FileManager.default.contents(atPath: path) else { print("\(path): cannot read"); status = 2; continue }
        var input = [UInt8](data)
        crashPath = Array((path + ".crash").utf8CString)
        input.withUnsafeMutableBufferPointer { b in
            currentInput = b.baseAddress
            currentLength = b.count
        }
        do {
            try replayCheck(path)(input)
            print("\(path): ok")
        } catch let f as Failure {
            print("\(path): \(f.message)")
            status = 1
        } catch let n as NotIdempotent {
            print("\(path): a second rewrite changes \(n.spans) more span\(n.spans == 1 ? "" : "s") (reported only)")
        } catch {}
    }
    return status
}

let argv = Array(CommandLine.arguments.dropFirst())
switch argv.first {
case "run": exit(runFuzz(Array(argv.dropFirst())))
case "one": exit(replay(Array(argv.dropFirst())))
default:
    print("usage: recolor-fuzz run --inputs N [--seed S] [--corpus DIR]... | recolor-fuzz one FILE...")
    exit(2)
}
