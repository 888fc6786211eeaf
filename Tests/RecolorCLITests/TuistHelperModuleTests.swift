import Foundation
import XCTest

/// A Tuist workspace whose feature modules are declared through a ProjectDescriptionHelpers
/// function (`Project.module(name: …, targets: [.implements(…)])`): recolor cannot read their
/// targets, but each folder with a `Project.swift` is a module of its own, which cannot see the
/// app's internal `Semantic` (wakmusic, session 28's review, A1: fix rewrote 157 sites in ~25
/// framework modules to `Semantic.x`, none of which built). Its sites are declined, as a Swift
/// package's are; init/fix/generate say which projects' targets were not read; a target named
/// by code (`name: env.name`) is said as computed.
/// Negatives: the app project's own file (targets read) is rewritten; a manifest whose targets
/// are read declares no unread project; generate's file inside the module's folder is seen there.
final class TuistHelperModuleTests: XCTestCase {
    static let table = ##"{ "tokens": { "line": { "uikit": "Semantic.line", "light": "#FFFFFF", "dark": "#000000" } }, "rules": [ { "match": "#FFFFFF", "token": "line" } ], "generate": { "swift": "GENERATED" } }"##
    static let code = "import UIKit\nfunc style(_ v: UIView) { v.backgroundColor = UIColor.white }\n"

    func workspace(generated: String) throws -> Scratch {
        let s = try Scratch()
        try s.write(".recolor.json", Self.table.replacingOccurrences(of: "GENERATED", with: generated))
        try s.write("Projects/App/Project.swift", """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let env = Environment()
            let project = Project(
                name: env.name,
                targets: [
                    .target(name: env.name, destinations: [.iPhone], product: .app, bundleId: "com.example.shelf",
                            deploymentTargets: .iOS("15.0"), sources: ["Sources/**"],
                            dependencies: [.project(target: "ShelfFeature", path: "../Features/ShelfFeature")]),
                    .target(name: "Widgets", destinations: [.iPhone], product: .appExtension, bundleId: "com.example.shelf.widgets",
                            deploymentTargets: .iOS("15.0"), sources: ["Widgets/**"])
                ]
            )

            """)
        try s.write("Projects/App/Sources/AppView.swift", Self.code)
        try s.write("Projects/Features/ShelfFeature/Project.swift", """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project.module(
                name: ModulePaths.Feature.ShelfFeature.rawValue,
                targets: [
                    .implements(module: .feature(.ShelfFeature), dependencies: [])
                ]
            )

            """)
        try s.write("Projects/Features/ShelfFeature/Sources/ShelfView.swift", Self.code)
        try s.write("Tuist/ProjectDescriptionHelpers/Project+Module.swift",
                    "import ProjectDescription\n\npublic extension Project {\n    static func module(name: String, targets: [Target]) -> Project { Project(name: name, targets: targets) }\n}\n")
        return s
    }

    func testAFeatureModuleBuiltByAHelperIsDeclined() throws {
        let s = try workspace(generated: "Projects/App/Sources/SemanticColors.swift")
        let gen = try CommandRunner.recolor(["generate"], in: s.url)
        XCTAssertEqual(gen.status, 0, gen.stderr)
        XCTAssertTrue(gen.stderr.contains("Tuist projects whose targets recolor cannot read (built by Project.module, which it does not run): ShelfFeature (Projects/Features/ShelfFeature/Project.swift)"), gen.stderr)
        let r = try CommandRunner.recolor(["fix"], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(try s.read("Projects/Features/ShelfFeature/Sources/ShelfView.swift"), Self.code, r.stderr)
        XCTAssertTrue(r.stderr.contains("not rewritten (declined): in Tuist project ShelfFeature (Projects/Features/ShelfFeature/Project.swift, its targets built by Project.module"), r.stderr)
        XCTAssertTrue(r.stderr.contains("cannot read the targets of 1 Tuist project (ShelfFeature)"), r.stderr)
        // Negative: the app's own file is rewritten.
        XCTAssertTrue(try s.read("Projects/App/Sources/AppView.swift").contains("Semantic.line"), r.stderr)
        XCTAssertTrue(r.stderr.contains("rewrote 1 finding in 1 file; 0 unmapped left; 1 declined"), r.stderr)
    }

    /// A target named by code is said as computed, never as if `env.name` were its name.
    func testAComputedTargetNameIsSaidAsComputed() throws {
        let s = try workspace(generated: "Projects/SemanticColors.swift")
        let gen = try CommandRunner.recolor(["generate"], in: s.url)
        XCTAssertTrue(gen.stderr.contains("targets that do not build Projects/SemanticColors.swift: named by env.name in Projects/App/Project.swift (application)"), gen.stderr)
    }

    /// Negative: generate's file inside the module's folder is that module's: its sites are rewritten.
    func testGeneratedInsideTheModuleIsSeenThere() throws {
        let s = try workspace(generated: "Projects/Features/ShelfFeature/Sources/SemanticColors.swift")
        _ = try CommandRunner.recolor(["generate"], in: s.url)
        let r = try CommandRunner.recolor(["fix"], in: s.url)
        XCTAssertTrue(try s.read("Projects/Features/ShelfFeature/Sources/ShelfView.swift").contains("Semantic.line"), r.stderr)
        XCTAssertFalse(r.stderr.contains("in Tuist project ShelfFeature ("), r.stderr)
    }

    /// Negative: a manifest whose targets are read (a literal `product:`) is no unread project.
    func testAManifestWithReadTargetsIsNoUnreadProject() throws {
        let s = try workspace(generated: "Projects/App/Sources/SemanticColors.swift")
        try s.write("Projects/Features/ShelfFeature/Project.swift", """
            import ProjectDescription

            let project = Project(name: "ShelfFeature", targets: [
                .target(name: "ShelfFeature", destinations: [.iPhone], product: .framework, bundleId: "com.example.shelf.feature", sources: ["Sources/**"])
            ])

            """)
        let r = try CommandRunner.recolor(["fix", "--diff"], in: s.url)
        XCTAssertFalse(r.stderr.contains("Tuist project"), r.stderr)
    }
}
