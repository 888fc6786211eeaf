import Foundation
@testable import RecolorCore
import XCTest

/// Each `project.pbxproj` of a run is parsed once: the forced appearance's per-target sites take the
/// targets `ProjectFacts` read (`SharedProjectTargets`), and parse only a file it does not read.
final class SharedProjectTargetsTests: XCTestCase {
    func testAnAnnouncedFileIsWaitedForAndAnotherIsNot() {
        let shared = SharedProjectTargets()
        let target = BuildTarget(name: "Reader", kind: "application", declaredIn: "App.xcodeproj/project.pbxproj", platforms: [:])
        let waiter = Pending { shared.targets(of: "/r/App.xcodeproj/project.pbxproj")?.map(\.name) }
        shared.announce(["/r/App.xcodeproj/project.pbxproj"])
        XCTAssertNil(shared.targets(of: "/r/Other.xcodeproj/project.pbxproj"), "not announced: parsed by the asker")
        shared.provide("/r/App.xcodeproj/project.pbxproj", [target])
        XCTAssertEqual(waiter.value, ["Reader"])
        shared.finish()
        XCTAssertEqual(shared.targets(of: "/r/App.xcodeproj/project.pbxproj")?.map(\.name), ["Reader"])
    }

    /// Announced but never given (the reader stopped): the finish ends the wait, and the asker parses the file.
    func testTheFinishEndsEveryWait() {
        let shared = SharedProjectTargets()
        shared.announce(["/r/App.xcodeproj/project.pbxproj"])
        let waiter = Pending { shared.targets(of: "/r/App.xcodeproj/project.pbxproj") == nil }
        shared.finish()
        XCTAssertTrue(waiter.value)
    }

    /// The per-target sites read from the shared targets are those of a parse of their own, and the
    /// run's sites are the same with the targets shared or not (the file read by both readers).
    func testTheSitesFromSharedTargetsAreTheSitesOfTheirOwnParse() throws {
        let dark = "INFOPLIST_KEY_UIUserInterfaceStyle = Dark;"
        let text = TargetAppearanceTests.pbxproj(debug: dark, release: dark)
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("shared-targets-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        let path = dir.appendingPathComponent("App.xcodeproj/project.pbxproj").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let cwd = PathText.standardized(dir.path)
        let shared = SharedProjectTargets()
        let facts = ProjectFacts.read(paths: ["."], cwd: cwd, shared: shared)
        XCTAssertEqual(facts.targets.map(\.name), ["Reader", "Player"])
        let own = try XCTUnwrap(ForcedAppearance.perAppTarget(pbxproj: path, shown: "App.xcodeproj/project.pbxproj", bytes: Array(text.utf8), cwd: cwd))
        let fromShared = try XCTUnwrap(ForcedAppearance.perAppTarget(pbxproj: path, shown: "App.xcodeproj/project.pbxproj", bytes: Array(text.utf8),
                                                                     cwd: cwd, shared: shared))
        XCTAssertEqual(fromShared.map(\.description), own.map(\.description))
        XCTAssertEqual(fromShared.map(\.target), ["Reader", "Player"])
        var options = RunOptions()
        options.cwd = cwd
        XCTAssertEqual(ForcedAppearance.inSettings(files: ["App.xcodeproj/project.pbxproj"], options: options, shared: shared).map(\.description),
                       ForcedAppearance.inSettings(files: ["App.xcodeproj/project.pbxproj"], options: options).map(\.description))
        // What the shared targets say is what the sites say: the file is not parsed again.
        let given = SharedProjectTargets()
        given.provide(PathText.standardized(path), [BuildTarget(name: "Only", kind: "application", declaredIn: "App.xcodeproj/project.pbxproj", platforms: [:])])
        given.finish()
        XCTAssertEqual(ForcedAppearance.perAppTarget(pbxproj: path, shown: "App.xcodeproj/project.pbxproj", bytes: Array(text.utf8), cwd: cwd,
                                                     shared: given)?.map(\.target), ["Only"])
    }
}
