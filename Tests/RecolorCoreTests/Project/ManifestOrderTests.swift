@testable import RecolorCore
import XCTest

/// A manifest whose `Package(…)` arguments are out of SwiftPM's order is said, with its file and
/// line (session 16's audit, F17: ruuvi's `RuuviFirmware/Package.swift`).
final class ManifestOrderTests: XCTestCase {
    func facts(_ manifest: String) -> ProjectFacts {
        ProjectFacts.read(projectFiles: ["/r/Kit/Package.swift"], cwd: "/r") { $0 == "/r/Kit/Package.swift" ? Array(manifest.utf8) : nil }
    }

    func testArgumentsOutOfOrderAreAWarningNamingTheFile() {
        let found = facts("""
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(
                name: "Kit",
                dependencies: [.package(path: "../Base")],
                products: [.library(name: "Kit", targets: ["Kit"])],
                targets: [.target(name: "Kit", dependencies: ["Base"])]
            )
            """)
        XCTAssertEqual(found.warnings.map(\.description),
                       ["Kit/Package.swift:6: warning: Package(…) gives `products:` after `dependencies:`, an order SwiftPM rejects: the manifest does not build"])
    }

    /// Negative: SwiftPM's order, labels inside nested calls (`.target(name:, dependencies:)`) not counted.
    func testArgumentsInOrderSayNothing() {
        let found = facts("""
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "Kit", platforms: [.iOS(.v15)], products: [.library(name: "Kit", targets: ["Kit"])],
                                  dependencies: [], targets: [.target(name: "Kit", dependencies: [], path: "Sources")])
            """)
        XCTAssertEqual(found.warnings, [])
        XCTAssertEqual(found.targets.map(\.name), ["Kit"])
    }
}
