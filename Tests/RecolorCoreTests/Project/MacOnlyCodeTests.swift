import Foundation
@testable import RecolorCore
import XCTest

/// A macOS-only SwiftUI app must never get a UIKit API. Cork (session 27's review, F5): its Tuist
/// `Project.swift` (`destinations: [.mac]`) was not read, no project fact was known, and
/// `.background(Color.white)` became `Color(uiColor: .systemBackground)` one line above
/// `Color(nsColor: NSColor.separatorColor)`. Hand-written fixtures in that shape.
final class MacOnlyCodeTests: WorkFolderTestCase {
    static let editor = """
    import SwiftUI
    struct NotesEditor: View {
        @Binding var text: String
        var body: some View {
            TextEditor(text: $text)
                .background(Color.white)
                .border(Color(nsColor: NSColor.separatorColor))
        }
    }
    """

    static let manifest = """
    import ProjectDescription
    let project = Project(
        name: "Brewer",
        targets: [
            .target(
                name: "Brewer",
                destinations: [.mac],
                product: .app,
                bundleId: "com.example.brewer",
                deploymentTargets: .macOS("14.0.0"),
                sources: ["Sources/**"]
            ),
            .target(name: "BrewerWidget", destinations: .iOS, product: .appExtension, bundleId: "w",
                    deploymentTargets: .multiplatform(iOS: "16.0", macOS: "13.0"), sources: "Widget/**/*.swift"),
            .target(name: "Old", platform: .macOS, product: .framework, bundleId: "o",
                    deploymentTarget: .macOS(targetVersion: "12.0"), sources: [.glob("Old/Sources/**")]),
            .target(name: "Unknown", destinations: someDestinations, product: .app, bundleId: "u"),
            .target(name: appName, destinations: [.mac], product: .app, bundleId: "a", deploymentTargets: .macOS("14.0"),
                    dependencies: [.target(name: "Brewer")])
        ]
    )
    """

    func options(_ table: String = #"{ "tokens": {}, "rules": [] }"#) throws -> RunOptions {
        var options = RunOptions()
        options.cwd = work.path
        options.paths = ["."]
        options.threads = 1
        options.configuration = try ConfigurationLoader.parse(Array(table.utf8), file: "t.json")
        return options
    }

    /// The manifest's targets: platforms, lowest OS, kind and the folders the globs start from;
    /// a target whose destinations are no literal is a warning.
    func testTheTuistManifestIsRead() throws {
        try write("Project.swift", Self.manifest)
        let facts = ProjectFacts.read(paths: ["."], cwd: work.path)
        let root = PathText.standardized(work.path)
        // The computed name is said as computed (never as a name: review 28, A1); the dependency
        // `.target(name: "Brewer")` declares nothing.
        XCTAssertEqual(facts.targets.map(\.name), ["Brewer", "BrewerWidget", "Old", "named by appName in Project.swift"])
        XCTAssertEqual(facts.targets.map(\.platformsText), ["macOS 14.0", "iOS 16.0", "macOS 12.0", "macOS 14.0"])
        XCTAssertEqual(facts.targets.map { $0.kind ?? "-" }, ["application", "app-extension", "framework", "application"])
        XCTAssertEqual(facts.targets.map(\.members), [[root + "/Sources"], [root + "/Widget"], [root + "/Old/Sources"], []])
        XCTAssertEqual(facts.warnings.map(\.message), ["cannot read the platforms of Tuist target Unknown; the newest SDK is assumed for its files"])
        XCTAssertEqual(facts.compilation(of: root + "/Sources/NotesEditor.swift").platforms, [.macOS: PlatformVersion(14)])
    }

    /// Negative: a `Project.swift` that imports no ProjectDescription (an app's model) is no manifest.
    func testAnAppsOwnProjectSwiftIsNoManifest() throws {
        try write("Project.swift", "struct Project { let targets: [String] }\nlet p = Project.target(name: \"x\", destinations: [.mac])\n")
        XCTAssertTrue(ProjectFacts.read(paths: ["."], cwd: work.path).targets.isEmpty)
    }

    /// With the manifest, init drafts no UIKit API for the SwiftUI background and fix writes none.
    func testAMacOnlyTuistAppGetsNoUIKitAPI() throws {
        try write("Project.swift", Self.manifest)
        try write("Sources/NotesEditor.swift", Self.editor)
        try assertNoUIKit()
    }

    /// Without any project file, the file's AppKit (`NSColor`, `Color(nsColor:)`) says macOS.
    func testAFileOfAppKitCodeGetsNoUIKitAPIWithoutAProject() throws {
        try write("Sources/NotesEditor.swift", Self.editor)
        try assertNoUIKit()
    }

    /// A hand-written table with a UIKit-only SwiftUI expression: fix declines it in a file of
    /// AppKit code (no project facts) and writes it in a file of none (negative).
    func testFixNeverWritesUIKitIntoAFileOfAppKitCode() throws {
        let table = ##"""
        { "tokens": { "paper": { "swiftui": "Color(uiColor: .systemBackground)", "light": "#FFFFFF", "dark": "#000000" } },
          "rules": [ { "match": "#FFFFFF", "token": "paper" } ] }
        """##
        try write("Mac/NotesEditor.swift", Self.editor)
        try write("Any/Card.swift", "import SwiftUI\nstruct Card: View {\n    var body: some View { Text(\"a\").background(Color.white) }\n}\n")
        let reports = Engine.run(try options(table)).allReports
        let mac = try XCTUnwrap(reports.first { $0.file.hasPrefix("Mac/") })
        XCTAssertFalse(mac.resolution.isMapped, "\(mac.resolution)")
        let any = try XCTUnwrap(reports.first { $0.file.hasPrefix("Any/") })
        XCTAssertEqual(any.resolution.replacement, "Color(uiColor: .systemBackground)")
    }

    func testTheExamples() {
        for e in AppKitCode.examples {
            XCTAssertEqual(AppKitCode.isAppKitOnly(Array(e.code.utf8)), e.appKitOnly, e.code)
        }
    }

    func assertNoUIKit(file: StaticString = #filePath, line: UInt = #line) throws {
        let options = try options()
        let result = Engine.run(options)
        let d = StarterDraft.build(result, declared: DeclaredMembers(), configuration: Configuration(), options: StarterDraft.Options(), run: options)
        let white = try XCTUnwrap(d.tokens.first { $0.appearance[.light] == RGBA(red: 255, green: 255, blue: 255) }, "\(d.tokens.map(\.name))", file: file, line: line)
        XCTAssertFalse(white.expressions.values.contains { $0.contains("uiColor") || $0.contains("UIColor") }, "\(white.expressions)", file: file, line: line)
        var fixing = options
        fixing.configuration = d.configuration(base: Configuration())
        let reports = Engine.run(fixing).allReports.filter { $0.resolution.isMapped }
        XCTAssertFalse(reports.isEmpty, file: file, line: line)
        XCTAssertFalse(reports.contains { ($0.resolution.replacement ?? "").contains("uiColor") }, "\(reports.map(\.resolution.replacement))", file: file, line: line)
    }
}
