@testable import RecolorCore
import XCTest

/// A gradient a type's member holds, drawn where another file (or its own) names the member:
/// hdrezka's white badge text on `Const.premiumGradient` (Const.swift) was no pair, so init lifted
/// the purple stop for dark, 7.8 → 2.9:1 (session 28's held-out check, Major 1).
final class GradientMemberPairsTests: XCTestCase {
    static let table = ##"""
    { "tokens": {
        "badgeText": { "swiftui": "Color.badgeText", "light": "#FFFFFF" },
        "quietText": { "swiftui": "Color.quietText", "light": "#8A8A8E" },
        "magentaFill": { "swiftui": "Color.magentaFill", "light": "#DE15E2" },
        "purpleFill": { "swiftui": "Color.purpleFill", "light": "#8A00AD" } } }
    """##

    static let constants = """
    import SwiftUI
    enum Brand {
        static let title = "Shop"
        static let premiumFill = LinearGradient(colors: [
            Color.magentaFill,
            Color.purpleFill,
        ], startPoint: .leading, endPoint: .trailing)
    }
    """

    /// The pairs of `files` under `table`, each as `fg/bg@place,…`.
    static func pairs(_ files: [String: String]) throws -> [String] {
        var options = RunOptions()
        options.configuration = try ConfigurationLoader.parse(Array(table.utf8), file: "t.json")
        options.threads = 1
        let sources = files.sorted { $0.key < $1.key }.map { SwiftSource(path: $0.key, bytes: Array($0.value.utf8)) }
        let reports = Engine.analyze(sources, options: options).allReports
        let files = sources.map { s in (file: s, reports: reports.filter { $0.file == s.path }) }
        // The file-level constants, as `ContrastSources` adds them.
        var expressions = TokenExpressions(options.configuration)
        let globals = expressions.globalConstants(declaredIn: files, tokenOf: { $0.resolution.token })
        let kept = GlobalColorConstants.unshadowed(globals, in: sources)
        expressions = expressions.adding(globalConstants: globals.filter { kept.contains($0.key) })
        let found = InferredPairs.infer(files, expressions: expressions)
        return found.map { p in "\(p.foreground)/\(p.background)@" + p.sightings.map(\.place).joined(separator: ",") }
    }

    func testAGradientMemberDrawnInAnotherFileIsTheBackgroundOfItsStops() throws {
        let badge = """
        import SwiftUI
        struct Badge: View {
            var body: some View {
                Text("Premium")
                    .foregroundStyle(Color.badgeText)
                    .background(Brand.premiumFill, in: .capsule)
            }
        }
        """
        XCTAssertEqual(try Self.pairs(["Brand.swift": Self.constants, "Badge.swift": badge]),
                       ["badgeText/magentaFill@Badge.swift:5 on Brand.swift:5", "badgeText/purpleFill@Badge.swift:5 on Brand.swift:6"])
    }

    /// Negative: another type's member of the same name (`Other.premiumFill`), and a type that
    /// declares the member twice with other stops (one per platform), are no known gradient.
    func testAnotherTypesMemberOrATwiceDeclaredOneIsNoBackground() throws {
        let other = """
        import SwiftUI
        struct Badge: View {
            var body: some View {
                Text("Premium")
                    .foregroundStyle(Color.badgeText)
                    .background(Other.premiumFill, in: .capsule)
            }
        }
        """
        XCTAssertEqual(try Self.pairs(["Brand.swift": Self.constants, "Badge.swift": other]), [])
        let twice = Self.constants.replacingOccurrences(of: "Color.magentaFill", with: "Color.purpleFill")
        let named = other.replacingOccurrences(of: "Other.", with: "Brand.")
        XCTAssertEqual(try Self.pairs(["iOS/Brand.swift": Self.constants, "macOS/Brand.swift": twice, "Badge.swift": named]), [])
    }

    /// A modifier handing its view to a closure (`.viewModifier { view in if premium { view.background(…) } }`):
    /// the capsule is the row's background, and it is painted only where `premium` holds, so the
    /// other arm of `premium ? A : B` is never on it.
    func testAModifierClosuresViewIsTheChainItIsCalledOn() throws {
        let row = """
        import SwiftUI
        struct Row: View {
            let premium: Bool
            var body: some View {
                HStack {
                    Text("Voice")
                        .foregroundStyle(premium ? Color.badgeText : Color.quietText)
                }
                .viewModifier { view in
                    if premium {
                        view
                            .background(Brand.premiumFill, in: .capsule)
                    } else {
                        view
                    }
                }
            }
        }
        """
        XCTAssertEqual(try Self.pairs(["Brand.swift": Self.constants, "Row.swift": row]),
                       ["badgeText/magentaFill@Row.swift:7 on Brand.swift:5", "badgeText/purpleFill@Row.swift:7 on Brand.swift:6"])
        // Negative: painted under another condition, both arms may be on it.
        let other = row.replacingOccurrences(of: "if premium {", with: "if highlighted {").replacingOccurrences(of: "let premium: Bool", with: "let premium: Bool\n    let highlighted: Bool")
        XCTAssertEqual(try Self.pairs(["Brand.swift": Self.constants, "Row.swift": other]).count, 4)
    }

    /// Negative: a `ForEach` closure's parameter is data, not the view `ForEach` is called on.
    func testAForEachClosureIsNoModifierClosure() throws {
        let list = """
        import SwiftUI
        struct Rows: View {
            let items: [Item]
            var body: some View {
                VStack {
                    Text("Title").foregroundStyle(Color.badgeText)
                    ForEach(items) { item in
                        item
                            .background(Brand.premiumFill)
                    }
                }
            }
        }
        """
        XCTAssertEqual(try Self.pairs(["Brand.swift": Self.constants, "Rows.swift": list]), [])
    }
}
