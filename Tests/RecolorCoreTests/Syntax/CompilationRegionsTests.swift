import RecolorCore
import XCTest

/// `#if` regions: parsed conditions, nesting, `#elseif` / `#else` negations, platforms.
final class CompilationRegionsTests: XCTestCase {
    func testConditionsAreParsed() {
        let s = Snippet("""
        #if os(iOS) && !targetEnvironment(macCatalyst) || (canImport(AppKit) && DEBUG)
        a()
        #elseif swift(>=5.9) || compiler(>=6.0)
        b()
        #elseif true
        c()
        #else
        d()
        #endif
        e()
        """)
        let first: CompilationCondition = .or(.and(.os("iOS"), .not(.targetEnvironment("macCatalyst"))),
                                              .and(.canImport("AppKit"), .flag("DEBUG")))
        let second: CompilationCondition = .or(.version("swift(>=5.9)"), .version("compiler(>=6.0)"))
        let regions = s.tree.compilation
        XCTAssertEqual(regions.conditions(at: s.token("a")), [first])
        XCTAssertEqual(regions.conditions(at: s.token("b")), [.not(first), second])
        XCTAssertEqual(regions.conditions(at: s.token("c")), [.not(first), .not(second), .literal(true)])
        XCTAssertEqual(regions.conditions(at: s.token("d")), [.not(first), .not(second), .not(.literal(true))])
        XCTAssertEqual(regions.conditions(at: s.token("e")), [])
        XCTAssertEqual(regions.conditions(at: s.token("#if")), [], "a directive is in the region around it")
        XCTAssertEqual(regions.conditions(at: s.token("iOS")), [])
    }

    func testNestingAndPlatforms() {
        let s = Snippet("""
        #if canImport(UIKit)
        u()
          #if os(watchOS)
          w()
          #elseif targetEnvironment(macCatalyst)
          m()
          #else
          i()
          #endif
        #elseif os(macOS) || os(OSX)
        k()
        #else
        x()
        #endif
        #if !os(Linux)
        n()
        #endif
        #if DEBUG
        f()
        #endif
        """)
        let r = s.tree.compilation
        let all = CompilationRegions.applePlatforms
        XCTAssertEqual(r.conditions(at: s.token("w")), [.canImport("UIKit"), .os("watchOS")])
        XCTAssertEqual(r.platforms(at: s.token("u"), among: all), ["iOS", "tvOS", "watchOS", "visionOS", "macCatalyst"])
        XCTAssertEqual(r.platforms(at: s.token("w"), among: all), ["watchOS"])
        XCTAssertEqual(r.platforms(at: s.token("m"), among: all), ["macCatalyst"])
        XCTAssertEqual(r.platforms(at: s.token("i"), among: all), ["iOS", "tvOS", "visionOS"])
        XCTAssertEqual(r.platforms(at: s.token("k"), among: all), ["macOS"])
        XCTAssertEqual(r.platforms(at: s.token("x"), among: all), [])
        XCTAssertEqual(r.platforms(at: s.token("n"), among: ["iOS", "Linux"]), ["iOS"])
        XCTAssertEqual(r.platforms(at: s.token("f"), among: all), all, "an unknown flag keeps every platform")
    }

    func testConditionsInMemberListsFunctionsAndChains() {
        let s = Snippet("""
        struct V: View {
            var body: some View {
                Text("x")
                    #if os(iOS)
                    .padding()
                    #elseif os(macOS)
                    .frame(width: 2)
                    #endif
            }
        }
        """)
        let r = s.tree.compilation
        XCTAssertEqual(r.platforms(at: s.token("padding"), among: ["iOS", "macOS"]), ["iOS"])
        XCTAssertEqual(r.platforms(at: s.token("frame"), among: ["iOS", "macOS"]), ["macOS"])
        XCTAssertEqual(r.platforms(at: s.token("Text"), among: ["iOS", "macOS"]), ["iOS", "macOS"])
        XCTAssertEqual(s.scope(at: "padding").name, "body")
    }

    func testThreeValuedEvaluation() {
        XCTAssertEqual(CompilationCondition.and(.flag("A"), .os("macOS")).holds(on: "iOS"), false)
        XCTAssertNil(CompilationCondition.and(.flag("A"), .os("iOS")).holds(on: "iOS"))
        XCTAssertEqual(CompilationCondition.or(.flag("A"), .os("iOS")).holds(on: "iOS"), true)
        XCTAssertNil(CompilationCondition.not(.canImport("Lottie")).holds(on: "iOS"))
        XCTAssertEqual(CompilationCondition.os("iOS").holds(on: "macCatalyst"), true)
    }

    func testStrayDirectivesAndUnclosedIf() {
        let s = Snippet("#endif\n#else\na()\n#if os(iOS)\nb()\n#if\nc(")
        let r = s.tree.compilation
        XCTAssertEqual(r.conditions(at: s.token("a")), [])
        XCTAssertEqual(r.conditions(at: s.token("b")), [.os("iOS")])
        XCTAssertEqual(r.conditions(at: s.token("c")), [.os("iOS"), .other("")], "an empty condition is unknown")
    }
}
