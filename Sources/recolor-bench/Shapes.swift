import Foundation
import RecolorCore

/// recolor-bench shapes [--scale X] [SHAPE...]: each pathological input shape at 1×, 2× and 4× its
/// size, analyzed in process on one thread (the table shape: loaded and applied). Prints the
/// least of five runs' CPU times (the process's, so that other work on a shared machine does not count) and the ratios 2×/1× and 4×/2×: about 2 is linear, about 4 quadratic. Proof that no
/// shape goes quadratic, kept out of the unit tests, whose timing a shared machine would skew.
struct Shape: Sendable {
    var name: String
    /// The size at 1× (before --scale).
    var base: Int
    /// Builds the input of size n (not timed) and returns the work that is timed, which
    /// returns how many findings (or matches) it made.
    var prepare: @Sendable (Int) -> @Sendable () -> Int

    init(name: String, base: Int, prepare: @escaping @Sendable (Int) -> @Sendable () -> Int) {
        self.name = name
        self.base = base
        self.prepare = prepare
    }

    /// A shape the engine analyzes: the source for size n (at `path`), and the table (JSON) it
    /// runs with, if any, loaded and applied in the timed work; `then` runs on the result (a
    /// command's own work after the analysis, as `scan` builds its inventory).
    static func analyzed(_ name: String, base: Int, path: String = "Shape.swift",
                         then: (@Sendable (RunResult, RunOptions) -> Int)? = nil,
                         make: @escaping @Sendable (Int) -> (source: String, table: String?)) -> Shape {
        Shape(name: name, base: base) { n in
            let (source, table) = make(n)
            let bytes = Array(source.utf8)
            return {
                var options = RunOptions()
                options.threads = 1
                // An empty folder as the working directory: `contrast` also reads the files
                // under it that use a token, and the shape is the input alone, not wherever the
                // bench was started (from the repository: 0.5 s of its own files at any size).
                options.cwd = emptyFolder
                if let table {
                    do { options.configuration = try ConfigurationLoader.parse(Array(table.utf8), file: ".recolor.json") } catch {
                        print("\(name): the table does not load: \(error)")
                        exit(1)
                    }
                }
                let result = Engine.analyze([FileInput(path: path, bytes: bytes)], options: options)
                return then?(result, options) ?? result.allReports.count
            }
        }
    }
}

let shapes: [Shape] = [
    .analyzed("one-line-of-colors", base: 40_000) { n in
        ("import UIKit\nlet a = " + String(repeating: "UIColor.white ", count: n) + "\n", nil)
    },
    .analyzed("assignment-lines", base: 40_000) { n in
        ("import UIKit\n" + String(repeating: "x.backgroundColor = .white\n", count: n), nil)
    },
    .analyzed("coalescing-lines", base: 40_000) { n in
        ("import UIKit\n" + String(repeating: "view.tintColor = a ?? .white\n", count: n), nil)
    },
    .analyzed("array-literal", base: 40_000) { n in
        ("import UIKit\nlet colors: [UIColor] = [" + String(repeating: ".white, ", count: n) + "]\n", nil)
    },
    .analyzed("returns-in-one-function", base: 40_000) { n in
        ("import UIKit\nfunc f(a: Bool) -> UIColor {\n" + String(repeating: "if a { return .white }\n", count: n) + "return .black\n}\n", nil)
    },
    .analyzed("disable-regions", base: 40_000) { n in
        ("import UIKit\n" + String(repeating: "// recolor:disable\nlet a = UIColor.white\n// recolor:enable\nlet b = UIColor.red\n", count: n), nil)
    },
    .analyzed("nested-ternaries", base: 3_000) { n in
        ("import UIKit\nview.backgroundColor = " + String(repeating: "flag ? ", count: n) + ".white" + String(repeating: " : .black", count: n) + "\n", nil)
    },
    .analyzed("nested-arrays", base: 30_000) { n in
        ("import UIKit\nlet a = " + String(repeating: "[", count: n) + "UIColor.white" + String(repeating: "]", count: n) + "\n", nil)
    },
    .analyzed("nested-interpolations", base: 30_000) { n in
        ("import UIKit\nlet s = " + String(repeating: "\"\\(", count: n) + "UIColor.white" + String(repeating: ")\"", count: n) + "\n", nil)
    },
    .analyzed("table-of-tokens-and-rules", base: 50_000) { n in
        var tokens: [String] = [], rules: [String] = []
        for k in 0..<n {
            let hex = String(format: "#%06X", k)
            tokens.append("\"t\(k)\": { \"uikit\": \"Semantic.t\(k)\", \"light\": \"\(hex)\" }")
            rules.append("{ \"match\": \"\(hex)\", \"token\": \"t\(k)\" }")
        }
        let table = "{ \"tokens\": { " + tokens.joined(separator: ", ") + " }, \"rules\": [ " + rules.joined(separator: ", ") + " ] }"
        // As many findings as rules / 10, each mapped by a rule of the table.
        var source = "import UIKit\n"
        for k in stride(from: 0, to: n, by: 10) { source += String(format: "let c%d = UIColor(rgbValue: 0x%06X)\n", k, k) }
        return (source, table)
    },
    // Issue 26, item 6: a glob of n stars and one letter (the recursive matcher tried every split
    // for every star: each `*` five times as long, 24 s at ten), against 1,000 file names.
    Shape(name: "glob-stars", base: 20_000) { n in
        let glob = Glob(String(repeating: "*", count: n) + "b")
        let names = (0..<1_000).map { "Sources/Feature\($0 % 7)/View\($0)Controller.swift" }
        return { names.reduce(0) { $0 + (glob.matches($1) ? 1 : 0) } }
    },
    // The same over folders: n `**` and a name, against 1,000 paths of 40 folders.
    Shape(name: "glob-double-stars", base: 20_000) { n in
        let glob = Glob(String(repeating: "**/", count: n) + "b")
        let names = (0..<1_000).map { k in (0..<40).map { "d\($0 + k)" }.joined(separator: "/") + "/File.swift" }
        return { names.reduce(0) { $0 + (glob.matches($1) ? 1 : 0) } }
    },
    // Item 7: one line whose string holds n CSS color and tint declarations (480 KB: 10 s).
    .analyzed("css-in-a-string", base: 160_000) { n in
        ("import UIKit\nlet css = \"" + String(repeating: "p { color: #fff; tint: red } ", count: n) + "\"\nlet c = UIColor.white\n", nil)
    },
    // A comment line of n `UIColor.white` (3.4 MB: 84 s).
    .analyzed("comment-of-colors", base: 800_000) { n in
        ("import UIKit\n// " + String(repeating: "UIColor.white ", count: n) + "\nlet c = UIColor.white\n", nil)
    },
    // An Interface Builder document on one line, with n colors (2.4 MB: 18 s).
    .analyzed("ib-document-on-one-line", base: 8_000, path: "Shape.storyboard") { n in
        let label = "<label id=\"L\" text=\"a\"><color key=\"textColor\" red=\"0.19\" green=\"0.2\" blue=\"0.25\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/></label>"
        return ("<?xml version=\"1.0\" encoding=\"UTF-8\"?><document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"3.0\"><scenes><scene sceneID=\"s\"><objects><view key=\"view\" id=\"v\"><subviews>"
                + String(repeating: label, count: n) + "</subviews></view></objects></scene></scenes></document>\n", nil)
    },
    // Item 8: `scan` (its inventory, as JSON) of n uses of one color (100,000: 27 s).
    .analyzed("scan-uses-of-one-color", base: 40_000, then: { result, options in
        let inventory = Inventory(result)
        _ = InventoryJSONReporter().render(InventoryReport(inventory, configuration: options.configuration))
        return inventory.items.reduce(0) { $0 + $1.count }
    }) { n in
        ("import UIKit\n" + String(repeating: "x.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)\n", count: n), nil)
    },
    // Item 9: n rules for one color, each with a context of its own, the findings' context last
    // (10,000 findings and rules: 15 s).
    .analyzed("rules-with-contexts", base: 5_000) { n in
        var rules = (0..<n).map { "{ \"match\": \"#FF0000\", \"context\": [\"c\($0)\"], \"token\": \"t\" }" }
        rules.append("{ \"match\": \"#FF0000\", \"context\": [\"backgroundColor\"], \"token\": \"t\" }")
        let table = "{ \"tokens\": { \"t\": { \"uikit\": \"Semantic.t\", \"light\": \"#FF0000\" } }, \"rules\": [ " + rules.joined(separator: ", ") + " ] }"
        return ("import UIKit\n" + String(repeating: "x.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)\n", count: n), table)
    },
    // `contrast` of n text colors and n background colors set on one receiver in one scope
    // (4,000: 21 s).
    .analyzed("contrast-one-receiver", base: 8_000, then: { result, options in
        ContrastAudit.audit(result, options: options).reduce(0) { $0 + $1.sightings.count }
    }) { n in
        let table = """
            { "tokens": { "ink": { "uikit": "Semantic.ink", "light": "#FF0000" }, "paper": { "uikit": "Semantic.paper", "light": "#0000FF" } },
              "rules": [ { "match": "#FF0000", "token": "ink" }, { "match": "#0000FF", "token": "paper" } ] }
            """
        let pair = "    label.textColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)\n    label.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)\n"
        return ("import UIKit\nfunc f() {\n" + String(repeating: pair, count: n) + "}\n", table)
    },
    // A chain of n typealiases declared from its end (`typealias T0 = T1`, …, `Tn = UIColor`).
    .analyzed("typealias-chain", base: 20_000) { n in
        var source = "import UIKit\n"
        for k in 0..<n { source += "typealias T\(k) = T\(k + 1)\n" }
        return (source + "typealias T\(n) = UIColor\nlet c = T0(red: 1, green: 0, blue: 0, alpha: 1)\n", nil)
    },
    // `init` (the draft, rendered) of n distinct colors, used once each: their merging compared
    // every pair.
    .analyzed("init-distinct-colors", base: 2_000, then: { result, options in
        let draft = StarterDraft.build(result, declared: DeclaredMembers(), configuration: options.configuration)
        return draft.render(configuration: options.configuration, exclude: []).utf8.count > 0 ? result.allReports.count : 0
    }) { n in (distinctColors(n), nil) },
    // `scan --format html` of n distinct colors: its near-duplicate groups compared every pair.
    .analyzed("html-distinct-colors", base: 2_000, then: { result, options in
        let inventory = Inventory(result)
        _ = InventoryHTMLReporter().render(InventoryReport(inventory, configuration: options.configuration))
        return inventory.items.count
    }) { n in (distinctColors(n), nil) },
    // One SwiftUI modifier chain of n `.foregroundColor(.white)` (16,000: check 6.4 s).
    .analyzed("modifier-chain", base: 4_000) { n in
        ("import SwiftUI\nstruct V: View { var body: some View { Text(\"a\")" + String(repeating: ".foregroundColor(.white)", count: n) + " } }\n", nil)
    },
    // `contrast` of one SwiftUI chain of n token foregrounds and backgrounds (15,000: over 20 s).
    .analyzed("contrast-modifier-chain", base: 4_000, then: { result, options in
        ContrastAudit.audit(result, options: options).reduce(0) { $0 + $1.sightings.count }
    }) { n in
        let table = """
            { "tokens": { "bg": { "uikit": "Semantic.bg", "swiftui": "Color.Semantic.bg", "light": "#FFFFFF", "dark": "#000000" },
                          "ink": { "uikit": "Semantic.ink", "swiftui": "Color.Semantic.ink", "light": "#313440" } },
              "rules": [ { "match": "#FFFFFF", "token": "bg" }, { "match": "#313440", "token": "ink" } ],
              "pairs": [ { "foreground": "ink", "background": "bg" } ] }
            """
        // The chain's first color a finding (the file is read for pairs).
        return ("import SwiftUI\nstruct V: View { var body: some View { Text(\"a\").background(.white)"
                + String(repeating: ".foregroundColor(Color.Semantic.ink).background(Color.Semantic.bg)", count: n) + " } }\n", table)
    },
    // `contrast` of one UIKit chain of n `.background(.white)` (40,000: 5.3 s).
    .analyzed("contrast-uikit-chain", base: 10_000, then: { result, options in
        ContrastAudit.audit(result, options: options).reduce(0) { $0 + $1.sightings.count }
    }) { n in
        let table = """
            { "tokens": { "bg": { "uikit": "Semantic.bg", "light": "#FFFFFF" }, "ink": { "uikit": "Semantic.ink", "light": "#313440" } },
              "rules": [ { "match": "#FFFFFF", "token": "bg" }, { "match": "#313440", "token": "ink" } ],
              "pairs": [ { "foreground": "ink", "background": "bg" } ] }
            """
        return ("import UIKit\nlet v = UIView()" + String(repeating: ".background(.white)", count: n) + "\n", table)
    },
    // A table of n tokens and n rules of one color, a context each, loaded and linted (10,000:
    // over 20 s at every command).
    tableShape("table-rules-of-one-color", base: 2_500) { n in
        let tokens = (0..<n).map { "\"t\($0)\": { \"uikit\": \"S.t\($0)\", \"light\": \"#FFFFFF\" }" }
        let rules = (0..<n).map { "{ \"match\": \"#FFFFFF\", \"context\": [\"c\($0)\"], \"token\": \"t\($0)\" }" }
        return "{ \"tokens\": { " + tokens.joined(separator: ", ") + " }, \"rules\": [ " + rules.joined(separator: ", ") + " ] }"
    },
    // A table of n rules of distinct colors, loaded and linted (20,000: 8.1 s).
    tableShape("table-distinct-rules", base: 5_000) { n in
        let rules = (0..<n).map { String(format: "{ \"match\": \"#%06X\", \"token\": \"t0\" }", $0 * 37 % 0xFFFFFF) }
        return "{ \"tokens\": { \"t0\": { \"uikit\": \"S.t0\", \"light\": \"#FFFFFF\" } }, \"rules\": [ " + rules.joined(separator: ", ") + " ] }"
    },
    // A table excluding n files by name, against 3n paths, as the walk asks of each file it
    // meets (3,000 files, 1,000 excludes: 6.8 s).
    Shape(name: "table-excludes-of-files", base: 2_000) { n in
        var table = Configuration()
        table.exclude = (0..<n).map { "many/F\($0).swift" }
        let configuration = table
        let paths = (0..<(3 * n)).map { "many/F\($0).swift" }
        return {
            let excludes = TableExcludes(configuration: configuration, cwd: "/")
            return paths.reduce(0) { $0 + (excludes.matches($1) ? 1 : 0) }
        }
    },
    // `contrast` with a table of n tokens and n pairs (t_i on t_i+1) (40,000: 17 s).
    .analyzed("table-pairs", base: 10_000, then: { result, options in
        ContrastAudit.audit(result, options: options).count
    }) { n in
        let tokens = (0..<n).map { String(format: "\"t%d\": { \"uikit\": \"S.t%d\", \"light\": \"#%06X\" }", $0, $0, $0 * 37 % 0xFFFFFF) }
        let pairs = (0..<n).map { "{ \"foreground\": \"t\($0)\", \"background\": \"t\(($0 + 1) % n)\" }" }
        return ("import UIKit\nlet c: UIColor = .white\n", "{ \"tokens\": { " + tokens.joined(separator: ", ") + " }, \"pairs\": [ " + pairs.joined(separator: ", ") + " ] }")
    },
    // n unmapped colors and a table of n tokens: the nearest token of each.
    .analyzed("nearest-token", base: 2_000) { n in
        var tokens: [String] = []
        var rng = SplitMix64(state: 7)
        for k in 0..<n { tokens.append(String(format: "\"t%d\": { \"uikit\": \"Semantic.t%d\", \"light\": \"#%06X\" }", k, k, rng.below(1 << 24))) }
        return (distinctColors(n), "{ \"tokens\": { " + tokens.joined(separator: ", ") + " } }")
    },
]

/// A table loaded and linted as every command does, and a one-color file analyzed with it.
func tableShape(_ name: String, base: Int, table: @escaping @Sendable (Int) -> String) -> Shape {
    Shape(name: name, base: base) { n in
        let text = Array(table(n).utf8)
        let source = SwiftSource(path: "Shape.swift", bytes: Array("import UIKit\nlet c: UIColor = .white\n".utf8))
        return {
            var options = RunOptions()
            options.threads = 1
            do { options.configuration = try ConfigurationLoader.parse(text, file: ".recolor.json") } catch {
                print("\(name): the table does not load: \(error)")
                exit(1)
            }
            let warnings = TableLint.warnings(options.configuration, tree: nil, cwd: "/")
            return Engine.analyze([source], options: options).allReports.count + warnings.count
        }
    }
}

/// n distinct colors spread over the RGB cube, one per line.
func distinctColors(_ n: Int) -> String {
    var source = "import UIKit\n"
    var seen: Set<Int> = []
    var rng = SplitMix64(state: 26)
    while seen.count < n {
        let rgb = rng.below(1 << 24)
        guard seen.insert(rgb).inserted else { continue }
        source += String(format: "let c%d = UIColor(rgbValue: 0x%06X)\n", seen.count, rgb)
    }
    return source
}

/// A folder with nothing in it, made once, for the shapes' working directory.
let emptyFolder: String = {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("recolor-bench-empty-\(getpid())").path
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}()

/// CPU seconds of the whole process, every thread.
func cpuSeconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

/// One run of a shape's work, by a name valgrind can count alone: `--factor F` runs each chosen
/// shape once at F× its size, and `valgrind --tool=callgrind --toggle-collect='*measuredRun*'`
/// counts its instructions, which no other process on the machine moves (CPU seconds on the
/// shared 2-core machine moved by a third between runs).
@inline(never)
func measuredRun(_ work: () -> Int) -> Int { work() }

func benchShapes(_ args: [String]) {
    var scale = 1.0
    var names: [String] = []
    var onlyFactor: Int?
    var k = 0
    while k < args.count {
        if args[k] == "--scale", k + 1 < args.count, let x = Double(args[k + 1]) { scale = x; k += 2; continue }
        if args[k] == "--factor", k + 1 < args.count, let f = Int(args[k + 1]), f > 0 { onlyFactor = f; k += 2; continue }
        names.append(args[k]); k += 1
    }
    let chosen = names.isEmpty ? shapes : shapes.filter { names.contains($0.name) }
    guard !chosen.isEmpty else {
        print("unknown shape; shapes: \(shapes.map(\.name).joined(separator: ", "))")
        exit(2)
    }
    if let factor = onlyFactor {
        for shape in chosen {
            let n = max(1, Int(Double(shape.base) * scale)) * factor
            let work = shape.prepare(n)
            // A first run outside the count: one-time work (lazily built static tables) is no
            // part of the shape, and the timed runs below also report the least of five.
            _ = work()
            let t0 = cpuSeconds()
            let count = measuredRun(work)
            print(String(format: "%@ %d: %.3fs, %d findings", shape.name, n, cpuSeconds() - t0, count))
        }
        return
    }
    print("shape                         size       1×        2×        4×   2×/1×  4×/2×  findings(1×)")
    var worst = 0.0
    for shape in chosen {
        let n = max(1, Int(Double(shape.base) * scale))
        var times: [Double] = []
        var findings = 0
        for factor in [1, 2, 4] {
            let work = shape.prepare(n * factor)
            // The least of five runs: one run of tens of milliseconds moved by a third from run
            // to run on the shared machine (three runs still left 2×/1× of one shape between 1.61
            // and 2.40 on two runs of the same binary, quiet machine, 2026-11-25).
            var best = Double.infinity
            for _ in 0..<5 {
                let t0 = cpuSeconds()
                let count = measuredRun(work)
                best = min(best, cpuSeconds() - t0)
                if factor == 1 { findings = count }
            }
            times.append(best)
        }
        let r1 = times[1] / times[0], r2 = times[2] / times[1]
        worst = max(worst, r2)
        let name = shape.name.padding(toLength: 26, withPad: " ", startingAt: 0)
        print(name + String(format: " %8d  %7.3fs  %7.3fs  %7.3fs  %5.2f  %5.2f  %d", n, times[0], times[1], times[2], r1, r2, findings))
    }
    print(String(format: "largest 4×/2× ratio: %.2f (2 is linear, 4 quadratic)", worst))
}
