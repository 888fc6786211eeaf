@testable import RecolorCore
import XCTest

/// The index `compilation(of:)` uses answers as `BuildTarget.builds` does, path by path and target by target.
final class MemberPathsTests: XCTestCase {
    func testMemberPathsAgreeWithBuildsOnFilesFoldersExclusionsAndLookalikeSiblings() {
        let target = BuildTarget(name: "App", declaredIn: "App.xcodeproj", platforms: [:],
                                 members: ["/r/App/AppDelegate.swift", "/r/App/Assets.xcassets", "/r/Synced/", "/r/Kit"],
                                 excluded: ["/r/Kit/Tests", "/r/Synced/Old.swift"])
        let paths = ["/r/App/AppDelegate.swift", "/r/App/AppDelegate.swift2", "/r/App/Other.swift",
                     "/r/App/Assets.xcassets/ink.colorset/Contents.json", "/r/App/Assets.xcassetsX/a.json",
                     "/r/Synced/A.swift", "/r/Synced/Old.swift", "/r/Synced/Old.swift.orig", "/r/Synced",
                     "/r/Kit", "/r/Kit/View.swift", "/r/Kit/Tests/ViewTests.swift", "/r/KitExtra/View.swift", "/r", "/", ""]
        // Targets that share members and folders, one that excludes what another builds, one with none.
        let targets = [target,
                       BuildTarget(name: "Kit", declaredIn: "x", platforms: [:], members: ["/r/Kit", "/r/Kit/"]),
                       BuildTarget(name: "Empty", declaredIn: "x", platforms: [:]),
                       BuildTarget(name: "Synced", declaredIn: "x", platforms: [:], members: ["/r/Synced", "/r/App/AppDelegate.swift"],
                                   excluded: ["/r/Synced/A.swift"])]
        let index = MemberIndex(targets)
        for path in paths { XCTAssertEqual(index.building(path), targets.indices.filter { targets[$0].builds(path) }, path) }
        XCTAssertEqual(index.building("/r/Kit/View.swift"), [0, 1])
        XCTAssertEqual(index.building("/r/Kit/Tests/ViewTests.swift"), [1])
        XCTAssertEqual(index.building("/r/KitExtra/View.swift"), [])
        XCTAssertEqual(index.building("/r/Synced/A.swift"), [0])
        XCTAssertEqual(MemberIndex([]).building("/r/A.swift"), [])
    }

    func testFactsAnswerWithTargetsAddedAfterTheyWereMade() {
        var facts = ProjectFacts()
        facts.targets += [BuildTarget(name: "App", declaredIn: "x", platforms: [.iOS: PlatformVersion(15, 0)], members: ["/r/App"])]
        XCTAssertEqual(facts.compilation(of: "/r/App/A.swift").targets, ["App"])
    }
}
