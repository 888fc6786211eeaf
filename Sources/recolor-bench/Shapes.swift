import Foundation
import RecolorCore

/// recolor-bench shapes [--scale X] [SHAPE...]: each pathological input shape at 1×, 2× and 4× its
/// size, analyzed in process on one thread (the table shape: loaded and applied). Prints the
/// CPU times (the process's, so that other work on a shared machine does not count) and the ratios 2×/1× and 4×/2×: about 2 is linear, about 4 quadratic. Proof that no
/// shape goes quadratic, kept out of the unit tests, whose timing a shared machine would skew.
struct Shape: Sendable {
    var name: String
    /// The size at 1× (before --scale).
    var base: Int
    /// The source for size n, and the table (JSON) it runs with, if any.
    var make: @Sendable (Int) -> (source: String, table: String?)
}

let shapes: [Shape] = [
    Shape(name: "one-line-of-colors", base: 40_000) { n in
        ("import UIKit\nlet a = " + String(repeating: "UIColor.white ", count: n) + "\n", nil)
    },
    Shape(name: "assignment-lines", base: 40_000) { n in
        ("import UIKit\n" + String(repeating: "x.backgroundColor = .white\n", count: n), nil)
    },
    Shape(name: "coalescing-lines", base: 40_000) { n in
        ("import UIKit\n" + String(repeating: "view.tintColor = a ?? .white\n", count: n), nil)
    },
    Shape(name: "array-literal", base: 40_000) { n in
        ("import UIKit\nlet colors: [UIColor] = [" + String(repeating: ".white, ", count: n) + "]\n", nil)
    },
    Shape(name: "returns-in-one-function", base: 40_000) { n in
        ("import UIKit\nfunc f(a: Bool) -> UIColor {\n" + String(repeating: "if a { return .white }\n", count: n) + "return .black\n}\n", nil)
    },
    Shape(name: "disable-regions", base: 40_000) { n in
        ("import UIKit\n" + String(repeating: "// recolor:disable\nlet a = UIColor.white\n// recolor:enable\nlet b = UIColor.red\n", count: n), nil)
    },
    Shape(name: "nested-ternaries", base: 3_000) { n in
        ("import UIKit\nview.backgroundColor = " + String(repeating: "flag ? ", count: n) + ".white" + String(repeating: " : .black", count: n) + "\n", nil)
    },
    Shape(name: "nested-arrays", base: 30_000) { n in
        ("import UIKit\nlet a = " + String(repeating: "[", count: n) + "UIColor.white" + String(repeating: "]", count: n) + "\n", nil)
    },
    Shape(name: "nested-interpolations", base: 30_000) { n in
        ("import UIKit\nlet s = " + String(repeating: "\"\\(", count: n) + "UIColor.white" + String(repeating: ")\"", count: n) + "\n", nil)
    },
    Shape(name: "table-of-tokens-and-rules", base: 50_000) { n in
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
]

/// CPU seconds of the whole process, every thread.
func cpuSeconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

func benchShapes(_ args: [String]) {
    var scale = 1.0
    var names: [String] = []
    var k = 0
    while k < args.count {
        if args[k] == "--scale", k + 1 < args.count, let x = Double(args[k + 1]) { scale = x; k += 2; continue }
        names.append(args[k]); k += 1
    }
    let chosen = names.isEmpty ? shapes : shapes.filter { names.contains($0.name) }
    guard !chosen.isEmpty else {
        print("unknown shape; shapes: \(shapes.map(\.name).joined(separator: ", "))")
        exit(2)
    }
    print("shape                         size       1×        2×        4×   2×/1×  4×/2×  findings(1×)")
    var worst = 0.0
    for shape in chosen {
        let n = max(1, Int(Double(shape.base) * scale))
        var times: [Double] = []
        var findings = 0
        for factor in [1, 2, 4] {
            let (source, table) = shape.make(n * factor)
            let t0 = cpuSeconds()
            var options = RunOptions()
            options.threads = 1
            if let table {
                do { options.configuration = try ConfigurationLoader.parse(Array(table.utf8), file: ".recolor.json") } catch {
                    print("\(shape.name): the table does not load: \(error)")
                    exit(1)
                }
            }
            let result = Engine.analyze([SourceFile(path: "Shape.swift", bytes: Array(source.utf8))], options: options)
            times.append(cpuSeconds() - t0)
            if factor == 1 { findings = result.allReports.count }
        }
        let r1 = times[1] / times[0], r2 = times[2] / times[1]
        worst = max(worst, r2)
        let name = shape.name.padding(toLength: 26, withPad: " ", startingAt: 0)
        print(name + String(format: " %8d  %7.3fs  %7.3fs  %7.3fs  %5.2f  %5.2f  %d", n, times[0], times[1], times[2], r1, r2, findings))
    }
    print(String(format: "largest 4×/2× ratio: %.2f (2 is linear, 4 quadratic)", worst))
}
