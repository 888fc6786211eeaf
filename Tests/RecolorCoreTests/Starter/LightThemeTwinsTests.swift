@testable import RecolorCore
import XCTest

/// fsnotes' highlight themes come in light/dark type pairs the app picks by the appearance
/// (`SolarizedLightTheme`/`SolarizedDarkTheme`): the dark twin's colors were kept, the light
/// twin's became the app's generic UI tokens with proposed darks (session 22's review, F14).
final class LightThemeTwinsTests: XCTestCase {
    var work: URL!

    override func setUpWithError() throws {
        work = FileManager.default.temporaryDirectory.appendingPathComponent("recolor-twins-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: work) }

    func theme(_ type: String, foreground: String, background: String) -> String {
        """
        import UIKit
        struct HighlightStyle { var foregroundColor: UIColor = .black; var backgroundColor: UIColor = .white }
        struct \(type) {
            static func make() -> HighlightStyle {
                var style = HighlightStyle()
                style.foregroundColor = UIColor(red: \(foreground), alpha: 1)
                style.backgroundColor = UIColor(red: \(background), alpha: 1)
                return style
            }
        }

        """
    }

    func draft(_ files: [String: String]) throws -> StarterDraft {
        for (name, text) in files { try Data(text.utf8).write(to: work.appendingPathComponent(name)) }
        var options = RunOptions()
        options.cwd = work.path
        let result = Engine.run(options)
        return StarterDraft.build(result, declared: DeclaredMembers.scan(options), configuration: options.configuration, run: options)
    }

    func keptFiles(_ d: StarterDraft) -> [String: Set<FixedIntent>] {
        var out: [String: Set<FixedIntent>] = [:]
        for g in d.kept.groups { for r in g.reports { out[(r.file as NSString).lastPathComponent, default: []].insert(g.intent) } }
        return out
    }

    func testTheLightTwinOfADarkThemeTypeIsKept() throws {
        let d = try draft([
            "SolarizedLight.swift": theme("SolarizedLightTheme", foreground: "0.40, green: 0.48, blue: 0.51", background: "0.99, green: 0.96, blue: 0.89"),
            "SolarizedDark.swift": theme("SolarizedDarkTheme", foreground: "0.51, green: 0.58, blue: 0.59", background: "0.0, green: 0.17, blue: 0.21"),
        ])
        let kept = keptFiles(d)
        XCTAssertEqual(kept["SolarizedDark.swift"], [.darkTheme], "\(kept)")
        XCTAssertEqual(kept["SolarizedLight.swift"], [.chosenByAppearance], "\(kept)")
        XCTAssertTrue(d.kept.groups.contains { $0.reason.contains("the light theme of the app's pair with SolarizedDarkTheme") }, d.kept.groups.map(\.reason).joined(separator: "\n"))
    }

    /// Negative: a light theme with no dark twin declared is the app's colors, proposed darks.
    func testALightThemeWithNoDarkTwinIsTokens() throws {
        let d = try draft([
            "SolarizedLight.swift": theme("SolarizedLightTheme", foreground: "0.40, green: 0.48, blue: 0.51", background: "0.99, green: 0.96, blue: 0.89"),
            "Other.swift": theme("OtherDarkTheme", foreground: "0.51, green: 0.58, blue: 0.59", background: "0.0, green: 0.17, blue: 0.21"),
        ])
        XCTAssertNil(keptFiles(d)["SolarizedLight.swift"], "\(keptFiles(d))")
        XCTAssertEqual(LightThemeTwins.twin(of: "GitHubLightTheme", among: ["GitHubDarkTheme"]), "GitHubDarkTheme")
        XCTAssertNil(LightThemeTwins.twin(of: "LightGray", among: ["DarkGray"]))
    }

    /// wireguard-apple's `ConfTextAquaColorTheme` / `ConfTextDarkAquaColorTheme`: the dark twin is
    /// the light one's name with a dark word added; the light one holds no light word (session 24, L1).
    func testTheLightTwinNamedByNoLightWordIsKept() throws {
        let d = try draft([
            "Aqua.swift": theme("EditorAquaColorTheme", foreground: "0.0, green: 0.0, blue: 0.0", background: "0.99, green: 0.99, blue: 0.99"),
            "DarkAqua.swift": theme("EditorDarkAquaColorTheme", foreground: "1.0, green: 1.0, blue: 1.0", background: "0.1, green: 0.1, blue: 0.12"),
        ])
        let kept = keptFiles(d)
        XCTAssertEqual(kept["DarkAqua.swift"], [.darkTheme], "\(kept)")
        XCTAssertEqual(kept["Aqua.swift"], [.chosenByAppearance], "\(kept)")
    }

    func testADarkWordAddedMakesATwinOnlyOfAThemeName() {
        XCTAssertEqual(LightThemeTwins.twin(of: "ConfTextAquaColorTheme", among: ["ConfTextDarkAquaColorTheme"]), "ConfTextDarkAquaColorTheme")
        XCTAssertEqual(LightThemeTwins.twin(of: "EditorTheme", among: ["EditorNightTheme"]), "EditorNightTheme")
        // Not a theme name: `Button` / `DarkButton` are two views, not one theme's appearances.
        XCTAssertNil(LightThemeTwins.twin(of: "Button", among: ["DarkButton"]))
        // Two words added, or a word changed, is another type.
        XCTAssertNil(LightThemeTwins.twin(of: "EditorTheme", among: ["EditorDarkBlueTheme"]))
        XCTAssertNil(LightThemeTwins.twin(of: "EditorAquaTheme", among: ["EditorDarkTheme"]))
    }
}
