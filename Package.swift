// swift-tools-version:6.0
// recolor: finds hard-coded colors in Swift code and moves them to semantic tokens.
// The product has no package dependencies: Foundation and the toolchain only.
import PackageDescription

let package = Package(
    name: "recolor",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "RecolorCore", targets: ["RecolorCore"]),
        .executable(name: "recolor", targets: ["recolor"]),
        .plugin(name: "RecolorPlugin", targets: ["RecolorPlugin"]),
        .plugin(name: "RecolorBuildToolPlugin", targets: ["RecolorBuildToolPlugin"]),
    ],
    targets: [
        // Linux scheduling calls Swift's Glibc module leaves out (C; empty elsewhere).
        .target(name: "RecolorSystem"),
        // All logic; knows nothing of the command line.
        .target(name: "RecolorCore", dependencies: ["RecolorSystem"]),
        // The command line as a library: parsing, help and every command, testable in process.
        .target(name: "RecolorCLI", dependencies: ["RecolorCore"]),
        // A thin executable over RecolorCLI.
        .executableTarget(name: "recolor", dependencies: ["RecolorCLI", "RecolorSystem"]),
        // `swift package recolor check|fix|scan` in any package that depends on this one.
        .plugin(name: "RecolorPlugin",
                capability: .command(intent: .custom(verb: "recolor", description: "Find hard-coded colors in the package's Swift targets and move them to semantic tokens")),
                dependencies: ["recolor"]),
        // Findings as build warnings in any target that adds
        // `plugins: [.plugin(name: "RecolorBuildToolPlugin", package: "recolor")]`.
        .plugin(name: "RecolorBuildToolPlugin", capability: .buildTool(), dependencies: ["recolor"]),
        // The fuzzer: `swift run -c release recolor-fuzz run --inputs N` (Scripts/fuzz.sh).
        .executableTarget(name: "recolor-fuzz", dependencies: ["RecolorCore"]),
        // Benchmarks: `swift run -c release recolor-bench --help`.
        .executableTarget(name: "recolor-bench", dependencies: ["RecolorCore"]),
        .testTarget(name: "RecolorCoreTests", dependencies: ["RecolorCore"]),
        // The command line as users run it (builds `recolor`) and its parser in process.
        .testTarget(name: "RecolorCLITests", dependencies: ["recolor", "RecolorCLI"]),
    ]
)
