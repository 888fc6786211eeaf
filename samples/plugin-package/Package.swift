// swift-tools-version:6.0
// A package that uses recolor's command plugin:
//   swift package recolor check
//   swift package --allow-writing-to-package-directory recolor fix
import PackageDescription

let package = Package(
    name: "Shop",
    products: [.library(name: "Shop", targets: ["Shop"])],
    dependencies: [.package(name: "recolor", path: "../..")],
    targets: [.target(name: "Shop")]
)
