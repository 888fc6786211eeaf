@testable import RecolorCore
import XCTest

/// The set lookup `compilation(of:)` uses answers as `BuildTarget.builds` does, path by path.
final class MemberPathsTests: XCTestCase {
    func testMemberPathsAgreeWithBuildsOnFilesFoldersExclusionsAndLookalikeSiblings() {
        let target = BuildTarget(name: "App", declaredIn: "App.xcodeproj", platforms: [:],
                                 members: ["/r/App/AppDelegate.swift", "/r/App/Assets.xcassets", "/r/Synced/", "/r/Kit"],
                                 excluded: ["/r/Kit/Tests", "/r/Synced/Old.swift"])
        let paths = ["/r/App/AppDelegate.swift", "/r/App/AppDelegate.swift2", "/r/App/Other.swift",
                     "/r/App/Assets.xcassets/ink.colorset/Contents.json", "/r/App/Assets.xcassetsX/a.json",
                     "/r/Synced/A.swift", "/r/Synced/Old.swift", "/r/Synced/Old.swift.orig", "/r/Synced",
                     "/r/Kit", "/r/Kit/View.swift", "/r/Kit/Tests/ViewTests.swift", "/r/KitExtra/View.swift", "/r", "/", ""]
        let index = MemberPaths(target)
        for path in paths { XCTAssertEqual(index.builds(path), target.builds(path), path) }
        XCTAssertTrue(index.builds("/r/Kit/View.swift"))
        XCTAssertFalse(index.builds("/r/Kit/Tests/ViewTests.swift"))
        XCTAssertFalse(index.builds("/r/KitExtra/View.swift"))
        XCTAssertFalse(MemberPaths(BuildTarget(name: "Empty", declaredIn: "x", platforms: [:])).builds("/r/A.swift"))
    }

    func testFactsAnswerWithTargetsAddedAfterTheyWereMade() {
        var facts = ProjectFacts()
        facts.targets += [BuildTarget(name: "App", declaredIn: "x", platforms: [.iOS: PlatformVersion(15, 0)], members: ["/r/App"])]
        XCTAssertEqual(facts.compilation(of: "/r/App/A.swift").targets, ["App"])
    }
}
