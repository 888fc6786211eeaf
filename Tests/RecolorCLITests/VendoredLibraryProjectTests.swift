import Foundation
import XCTest

/// A vendored library in its own Xcode project (a framework target of a project that builds no
/// app: GitHawk's "Local Pods/SwipeCellKit") is declined as a package target is: it cannot see
/// the app's members, and adding the app's file to it is no fix. A playground builds alone and
/// is declined too (session 20 audit F10). Negative control: a framework target in the app's own
/// project is still rewritten (stderr says to add generate's file to it).
final class VendoredLibraryProjectTests: XCTestCase {
    static func pbxproj(targets: [(name: String, type: String, file: String)]) -> String {
        var objects = "\t\tG0 = {isa = PBXGroup; children = (\(targets.indices.map { "F\($0)" }.joined(separator: ", "))); sourceTree = \"<group>\"; };\n"
        for (n, t) in targets.enumerated() {
            objects += "\t\tF\(n) = {isa = PBXFileReference; path = \(t.file); sourceTree = \"<group>\"; };\n"
            objects += "\t\tB\(n) = {isa = PBXBuildFile; fileRef = F\(n); };\n"
            objects += "\t\tS\(n) = {isa = PBXSourcesBuildPhase; files = (B\(n)); };\n"
            objects += "\t\tT\(n) = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (S\(n)); name = \(t.name); productType = \"com.apple.product-type.\(t.type)\"; };\n"
        }
        return """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjects = {
            \(objects)\t\tP1 = {isa = PBXProject; buildConfigurationList = L0; mainGroup = G0; projectDirPath = ""; targets = (\(targets.indices.map { "T\($0)" }.joined(separator: ", "))); };
            \t\tL0 = {isa = XCConfigurationList; buildConfigurations = (C0); };
            \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
            \t\tC0 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 15.0;}; name = Release; };
            \t\tC1 = {isa = XCBuildConfiguration; buildSettings = {}; name = Release; };
            \t};
            \trootObject = P1;
            }

            """
    }

    let table = ##"{ "tokens": { "line": { "uikit": "Semantic.line", "light": "#FFFFFF", "dark": "#000000" } }, "rules": [ { "match": "#FFFFFF", "token": "line" } ], "generate": { "swift": "App/Colors.swift" } }"##
    let code = "import UIKit\nfunc style(_ v: UIView) { v.backgroundColor = UIColor.white }\n"

    func testALibrarysOwnProjectIsDeclined() throws {
        let s = try Scratch()
        try s.write(".recolor.json", table)
        try s.write("Local Pods/SwipeKit/SwipeKit.xcodeproj/project.pbxproj", Self.pbxproj(targets: [("SwipeKit", "framework", "Source/Swipe.swift")]))
        try s.write("Local Pods/SwipeKit/Source/Swipe.swift", code)
        try s.write("App/View.swift", code)
        let r = try CommandRunner.recolor(["fix"], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(try s.read("Local Pods/SwipeKit/Source/Swipe.swift"), code, r.stderr)
        XCTAssertTrue(try s.read("App/View.swift").contains("Semantic.line"))
        XCTAssertTrue(r.stderr.contains("in library target SwipeKit"), r.stderr)
    }

    func testAPlaygroundIsDeclined() throws {
        let s = try Scratch()
        try s.write(".recolor.json", table)
        try s.write("Playgrounds/Swipe.playground/Contents.swift", code)
        try s.write("App/View.swift", code)
        let r = try CommandRunner.recolor(["fix"], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(try s.read("Playgrounds/Swipe.playground/Contents.swift"), code, r.stderr)
        XCTAssertTrue(try s.read("App/View.swift").contains("Semantic.line"))
        XCTAssertTrue(r.stderr.contains("in a playground (Swipe.playground)"), r.stderr)
    }

    // The library's own example app (its project inside the library's folder) goes with it.
    func testTheLibrarysExampleAppIsDeclinedWithIt() throws {
        let s = try Scratch()
        try s.write(".recolor.json", table)
        try s.write("Local Pods/SwipeKit/SwipeKit.xcodeproj/project.pbxproj", Self.pbxproj(targets: [("SwipeKit", "framework", "Source/Swipe.swift")]))
        try s.write("Local Pods/SwipeKit/Example/Mail.xcodeproj/project.pbxproj", Self.pbxproj(targets: [("Mail", "application", "Mail/Mail.swift")]))
        try s.write("Local Pods/SwipeKit/Source/Swipe.swift", code)
        try s.write("Local Pods/SwipeKit/Example/Mail/Mail.swift", code)
        try s.write("App/View.swift", code)
        let r = try CommandRunner.recolor(["fix"], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(try s.read("Local Pods/SwipeKit/Example/Mail/Mail.swift"), code, r.stderr)
        XCTAssertTrue(r.stderr.contains("in library target SwipeKit (Local Pods/SwipeKit/SwipeKit.xcodeproj/project.pbxproj, a library's own project that builds no app, whose folder holds target Mail)"), r.stderr)
    }

    // Negative control: a library's project in the folder recolor runs in is the library being migrated.
    func testALibraryAtTheRunsRootIsRewritten() throws {
        let s = try Scratch()
        try s.write(".recolor.json", table)
        try s.write("SwipeKit.xcodeproj/project.pbxproj", Self.pbxproj(targets: [("SwipeKit", "framework", "Source/Swipe.swift")]))
        try s.write("Source/Swipe.swift", code)
        let r = try CommandRunner.recolor(["fix"], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(try s.read("Source/Swipe.swift").contains("Semantic.line"), r.stderr)
        XCTAssertFalse(r.stderr.contains("in library target"), r.stderr)
    }

    // A library's project beside the app's project in one folder is the app's own module, not a
    // vendored library: the app's files are rewritten (dhp-ios-app: every Holder file was declined
    // as the sibling QRCoder library's), and so are the library's, each told to add generate's file.
    func testALibrarysProjectBesideTheAppsProjectClaimsOnlyItsFiles() throws {
        let s = try Scratch()
        try s.write(".recolor.json", table)
        try s.write("Pass/Wallet.xcodeproj/project.pbxproj", Self.pbxproj(targets: [("Wallet", "application", "Wallet/View.swift")]))
        try s.write("Pass/Coder.xcodeproj/project.pbxproj", Self.pbxproj(targets: [("Coder", "library.static", "Coder/Scan.swift")]))
        try s.write("Pass/Wallet/View.swift", code)
        try s.write("Pass/Coder/Scan.swift", code)
        let r = try CommandRunner.recolor(["fix"], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(try s.read("Pass/Wallet/View.swift").contains("Semantic.line"), r.stderr)
        XCTAssertTrue(try s.read("Pass/Coder/Scan.swift").contains("Semantic.line"), r.stderr)
        XCTAssertFalse(r.stderr.contains("in library target"), r.stderr)
        XCTAssertTrue(r.stderr.contains("add it to target Wallet"), r.stderr)
    }

    // Negative control: the app's own project's framework target is the app's to build.
    func testAFrameworkOfTheAppsOwnProjectIsRewritten() throws {
        let s = try Scratch()
        try s.write(".recolor.json", table)
        try s.write("App.xcodeproj/project.pbxproj", Self.pbxproj(targets: [("App", "application", "App/View.swift"), ("Kit", "framework", "Kit/Swipe.swift")]))
        try s.write("Kit/Swipe.swift", code)
        try s.write("App/View.swift", code)
        let r = try CommandRunner.recolor(["fix"], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(try s.read("Kit/Swipe.swift").contains("Semantic.line"), r.stderr)
        XCTAssertFalse(r.stderr.contains("in library target"), r.stderr)
    }
}
