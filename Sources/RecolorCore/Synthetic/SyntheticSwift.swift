/// Realistic Swift source for benchmarks and tests, from a seed: view controllers, views and
/// models with properties, methods, control flow, closures, string interpolation, comments,
/// and colors at about the density of real apps (most files hold none, some several).
package struct SyntheticSwift {
    private var random: SplitMix64

    package init(seed: UInt64) {
        random = SplitMix64(state: seed &+ 0x9E37_79B9_7F4A_7C15)
    }

    package mutating func below(_ n: Int) -> Int { random.below(n) }
    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
    mutating func component() -> String { String(format3(Double(below(256)) / 255)) }

    func format3(_ v: Double) -> String {
        let thousandths = Int((v * 1000).rounded())
        let tail = String(thousandths % 1000)
        return "\(thousandths / 1000).\(String(repeating: "0", count: 3 - tail.count))\(tail)"
    }

    static let nouns = ["Episode", "Podcast", "Feed", "Account", "Profile", "Article", "Session", "Player", "Folder", "Setting"]
    static let verbs = ["load", "refresh", "update", "configure", "present", "dismiss", "sync", "render", "select", "archive"]

    /// One file of about `lines` lines.
    package mutating func file(lines: Int) -> String {
        let colorful = below(100) < 28
        let ui = pick(["UIKit", "SwiftUI", "Foundation", "UIKit"])
        var out = "//\n//  \(pick(Self.nouns))\(pick(["ViewController", "View", "Model", "Cell"])).swift\n//\n\nimport \(ui)\n\n"
        let type = pick(Self.nouns) + pick(["Controller", "View", "Store", "Cell"])
        out += "/// Shows the \(pick(Self.nouns).lowercased()) list and keeps it in sync.\nfinal class \(type) {\n"
        var written = 8
        var n = 0
        while written < lines {
            n += 1
            switch colorful && below(100) < 8 ? 7 : below(7) {
            case 0:
                out += "    private var \(pick(Self.verbs))Count\(n) = \(below(100))\n"
                written += 1
            case 1:
                out += "    let title\(n) = \"\\(\(pick(Self.nouns).lowercased())Name) — \(below(50)) items\"\n"
                written += 1
            case 2:
                out += """
                    func \(pick(Self.verbs))\(pick(Self.nouns))(_ items: [Int], completion: @escaping (Result<Int, Error>) -> Void) {
                        guard !items.isEmpty else { return completion(.success(0)) }
                        let total = items.filter { $0 > \(below(10)) }.reduce(0, +)
                        // Keep the order stable: \(pick(Self.nouns)) ids are not sorted.
                        for (index, value) in items.enumerated() where value % 2 == 0 {
                            print("item \\(index): \\(value)")
                        }
                        completion(.success(total))
                    }

                """
                written += 10
            case 3:
                out += "    /* \(pick(Self.nouns)) cache: invalidated on \(pick(Self.verbs)). */\n    var cache\(n): [String: Any] = [:]\n"
                written += 2
            case 4:
                out += "    enum Mode\(n) { case white, black, \(pick(Self.verbs)) }\n    var mode\(n): Mode\(n) = .white\n"
                written += 2
            case 5:
                out += "    lazy var formatter\(n): DateFormatter = {\n        let f = DateFormatter()\n        f.dateFormat = \"yyyy-MM-dd\"\n        return f\n    }()\n"
                written += 5
            case 6:
                out += "    var is\(pick(Self.nouns))Visible\(n): Bool { \(pick(["true", "false", "cache\(n).isEmpty"])) }\n"
                written += 1
            default:
                out += color(n)
                written += 2
            }
        }
        return out + "}\n"
    }

    mutating func color(_ n: Int) -> String {
        switch below(7) {
        case 0:
            return "    func style\(n)(_ view: UIView) {\n        view.backgroundColor = UIColor(red: \(component()), green: \(component()), blue: \(component()), alpha: 1)\n    }\n"
        case 1:
            return "    func tint\(n)(_ label: UILabel) {\n        label.textColor = .\(pick(["white", "black", "darkGray", "red"]))\n    }\n"
        case 2:
            return "    let accent\(n) = UIColor(hex: 0x\(String(below(0xFFFFFF), radix: 16)))\n    let border\(n): CGFloat = 1\n"
        case 3:
            return "    let palette\(n) = Essentials.\(pick(["grey70", "blue40", "red40", "green50"]))\n    let spacing\(n) = 8\n"
        case 4:
            return "    let literal\(n) = #colorLiteral(red: \(component()), green: \(component()), blue: \(component()), alpha: 1)\n    let flag\(n) = false\n"
        case 5:
            return "    var swatch\(n): some View {\n        Rectangle().fill(Color(red: \(component()), green: \(component()), blue: \(component())))\n    }\n"
        default:
            return "    func highlight\(n)(_ layer: CALayer) {\n        layer.borderColor = UIColor.white.withAlphaComponent(0.\(below(9) + 1)).cgColor\n    }\n"
        }
    }
}
