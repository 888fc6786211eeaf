// swift-tools-version:6.0
// A package that uses recolor's build-tool plugin: `swift build` (or an Xcode build) lists
// recolor's findings in the Shop target as warnings, and never fails on them.
import PackageDescription

let package = Package(
    name: "Shop",
    products: [.library(name: "Shop", targets: ["Shop"])],
    dependencies: [.package(name: "recolor", path: "../..")],
    targets: [
        .target(name: "Shop", plugins: [.plugin(name: "RecolorBuildToolPlugin", package: "recolor")]),
    ]
)
