import Foundation
import RecolorCore

/// recolor-bench tokenize [--code] [--repeat N] DIR...: the tokenizer alone (--code: the code
/// tokens detection reads, as runs tokenize), in process, on one core,
/// over every .swift file under DIR (read into memory first). Prints the median throughput.
func monotonicSeconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

func swiftFiles(under roots: [String]) -> [String] {
    var out: [String] = []
    for root in roots {
        guard let walker = FileManager.default.enumerator(atPath: root) else { continue }
        while let rel = walker.nextObject() as? String {
            if rel.hasSuffix(".swift") { out.append(root + "/" + rel) }
        }
    }
    return out.sorted()
}

/// `[--repeat N] DIR...`, the arguments of `tokenize` and `phases`.
func repeatsAndRoots(_ args: [String]) -> (repeats: Int, roots: [String]) {
    var repeats = 5
    var roots: [String] = []
    var k = 0
    while k < args.count {
        if args[k] == "--repeat", k + 1 < args.count, let n = Int(args[k + 1]) { repeats = n; k += 2; continue }
        roots.append(args[k]); k += 1
    }
    return (repeats, roots)
}

func benchTokenize(_ args: [String]) {
    let codeOnly = args.contains("--code")
    let (repeats, roots) = repeatsAndRoots(args.filter { $0 != "--code" })
    let sources = swiftFiles(under: roots).compactMap { FileManager.default.contents(atPath: $0).map { [UInt8]($0) } }
    let bytes = sources.reduce(0) { $0 + $1.count }
    var times: [Double] = []
    var tokenCount = 0
    for _ in 0..<(repeats + 1) {
        let t0 = monotonicSeconds()
        var n = 0
        for s in sources { n &+= codeOnly ? Tokenizer.codeTokens(s).code.count : Tokenizer.tokenize(s).tokens.count }
        times.append(monotonicSeconds() - t0)
        tokenCount = n
    }
    times.removeFirst()  // warm-up
    times.sort()
    let median = times[times.count / 2]
    print("files \(sources.count), bytes \(bytes), tokens \(tokenCount)")
    print(String(format: "tokenize median %.4f s over %d runs (min %.4f): %.1f MB/s",
                 median, repeats, times[0], Double(bytes) / 1e6 / median))
}

/// recolor-bench generate --mb N [--seed S] [--single] OUT: a synthetic corpus of about N MB of
/// realistic Swift (files of 40–1,500 lines in nested folders), or one file of N MB (--single).
func generate(_ args: [String]) {
    var megabytes = 10.0
    var seed: UInt64 = 1
    var single = false
    var out: String?
    var k = 0
    while k < args.count {
        switch args[k] {
        case "--mb": megabytes = Double(args[k + 1]) ?? megabytes; k += 2
        case "--seed": seed = UInt64(args[k + 1]) ?? seed; k += 2
        case "--single": single = true; k += 1
        default: out = args[k]; k += 1
        }
    }
    guard let out else { print("usage: recolor-bench generate --mb N [--seed S] [--single] OUT"); exit(2) }
    var generator = SyntheticSwift(seed: seed)
    let target = Int(megabytes * 1_000_000)
    var written = 0
    var files = 0
    try? FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
    while written < target {
        let lines = single ? 1_000_000_000 : 20 + generator.below(400)
        var text = ""
        if single {
            while text.utf8.count < target { text += generator.file(lines: 2_000) }
        } else {
            text = generator.file(lines: lines)
        }
        let dir = single ? out : "\(out)/Module\(files % 13)/Feature\(files % 41)"
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        guard FileManager.default.createFile(atPath: "\(dir)/File\(files).swift", contents: Data(text.utf8)) else {
            print("cannot write \(dir)/File\(files).swift")
            exit(1)
        }
        written += text.utf8.count
        files += 1
    }
    print("generated \(files) files, \(written) bytes in \(out)")
}

/// recolor-bench prefilter DIR...: how many files the prefilter lets through to the tokenizer,
/// against how many hold a finding (each DIR is run on its own, as `recolor check DIR` would,
/// with the default configuration and the typealiases and palettes the files declare).
func benchPrefilter(_ roots: [String]) {
    var total = RunStatistics()
    var withFindings = 0, findings = 0
    for root in roots {
        let (result, statistics) = Engine.measuredRun(runOptions(root))
        total.add(statistics)
        withFindings += result.files.count
        findings += result.allReports.count
    }
    print("files \(total.filesScanned), tokenized \(total.filesTokenized) (\(String(format: "%.2f", Double(total.bytesTokenized) / 1e6)) MB), with findings \(withFindings) (\(findings) findings)")
    print("candidates: first screening \(total.candidatesFirstScreening), second screening \(total.candidatesSecondScreening); "
          + "settings files tokenized \(total.settingsFilesTokenized), declaration files read \(total.declarationFilesRead); "
          + "failed \(total.filesFailed), skipped \(total.filesSkipped)")
}

/// recolor-bench phases [--repeat N] DIR...: the wall time of each phase of `recolor check DIR`
/// (all DIRs in one run), the median over N runs after a warm-up.
func benchPhases(_ args: [String]) {
    let (repeats, roots) = repeatsAndRoots(args)
    guard !roots.isEmpty else { print("usage: recolor-bench phases [--repeat N] DIR..."); exit(2) }
    var options = RunOptions()
    options.paths = roots
    _ = Engine.measuredRun(options)  // warm-up
    var runs: [RunStatistics] = []
    var totals: [Double] = []
    for _ in 0..<max(1, repeats) {
        let t0 = monotonicSeconds()
        runs.append(Engine.measuredRun(options).statistics)
        totals.append(monotonicSeconds() - t0)
    }
    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    let last = runs[runs.count - 1]
    print("files \(last.filesScanned), tokenized \(last.filesTokenized) (\(String(format: "%.2f", Double(last.bytesTokenized) / 1e6)) MB), median of \(runs.count) runs:")
    for (n, phase) in last.phases.enumerated() {
        let times = runs.compactMap { $0.phases.count == last.phases.count ? $0.phases[n].seconds : nil }
        print("  " + phase.name.padding(toLength: 28, withPad: " ", startingAt: 0) + String(format: " %8.2f ms", median(times) * 1000))
    }
    print("  " + "total".padding(toLength: 28, withPad: " ", startingAt: 0) + String(format: " %8.2f ms", median(totals) * 1000))
}

func runOptions(_ root: String) -> RunOptions {
    var options = RunOptions()
    options.paths = [root]
    return options
}

let argv = Array(CommandLine.arguments.dropFirst())
switch argv.first {
case "tokenize": benchTokenize(Array(argv.dropFirst()))
case "generate": generate(Array(argv.dropFirst()))
case "prefilter": benchPrefilter(Array(argv.dropFirst()))
case "phases": benchPhases(Array(argv.dropFirst()))
case "shapes": benchShapes(Array(argv.dropFirst()))
default:
    print("usage: recolor-bench tokenize [--code] [--repeat N] DIR...\n       recolor-bench generate --mb N [--seed S] [--single] OUT\n       recolor-bench prefilter DIR...\n       recolor-bench phases [--repeat N] DIR...\n       recolor-bench shapes [--scale X] [SHAPE...]")
    exit(2)
}
