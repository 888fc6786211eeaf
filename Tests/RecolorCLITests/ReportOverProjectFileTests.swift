import Foundation
import XCTest

/// A report path that is a project file the run reads (or would read) is refused, exit 2 with
/// nothing written: `check --output App.xcodeproj/project.pbxproj` replaced the Xcode project by
/// a findings list, and so did `--output` onto Info.plist, the Podfile or an AppIcon's
/// Contents.json (session 17's audit, F5).
final class ReportOverProjectFileTests: XCTestCase {
    let config = ##"{ "tokens": { "bg": { "uikit": "Semantic.bg", "light": "#FFFFFF" } }, "rules": [ { "match": "#FFFFFF", "token": "bg" } ] }"##
    let pbxproj = "// !$*UTF8*$!\n{ objects = { }; rootObject = X; }\n"
    let spec = "include:\n  - targets.yml\nname: App\n"
    let included = "targets:\n  App:\n    type: application\n    platform: iOS\n"
    let plain = "platform :ios, '12.0'\n"

    func write(_ s: Scratch) throws {
        try s.write(".recolor.json", config)
        try s.write("S/A.swift", "import UIKit\nlet c = UIColor.white\n")
        try s.write("App.xcodeproj/project.pbxproj", pbxproj)
        try s.write("Podfile", plain)
        try s.write("Config/Base.xcconfig", plain)
        try s.write("App/Info.plist", plain)
        try s.write("App/A.xcassets/AppIcon.appiconset/Contents.json", plain)
        try s.write("Gen/project.yml", spec)
        try s.write("Gen/targets.yml", included)
    }

    func testAReportOverAProjectFileIsRefused() throws {
        let cases: [(args: [String], named: String, content: String)] = [
            (["check", "--output", "App.xcodeproj/project.pbxproj", "."], "App.xcodeproj/project.pbxproj", pbxproj),
            (["scan", "--output", "App/Info.plist"], "App/Info.plist", plain),
            (["scan", "-o", "Podfile", "S"], "Podfile", plain),
            (["check", "--write-baseline", "Config/Base.xcconfig", "S"], "Config/Base.xcconfig", plain),
            (["scan", "--format", "html", "--output", "App/A.xcassets/AppIcon.appiconset/Contents.json"], "App/A.xcassets/AppIcon.appiconset/Contents.json", plain),
            (["scan", "-o", "Gen/project.yml"], "Gen/project.yml", spec),
            // Any name: the spec includes it, so the run reads it.
            (["scan", "-o", "Gen/targets.yml"], "Gen/targets.yml", included),
        ]
        for c in cases {
            let s = try Scratch()
            try write(s)
            let r = try CommandRunner.recolor(c.args, in: s.url)
            let shown = c.args.joined(separator: " ")
            XCTAssertEqual(r.status, 2, "\(shown): \(r.stderr)")
            XCTAssertTrue(r.stderr.contains(c.named) && r.stderr.contains("nothing written"), "\(shown): \(r.stderr)")
            XCTAssertEqual(try s.read(c.named), c.content, shown)
        }
    }

    /// A YAML file no spec includes, or a JSON file outside a catalog, is no project input: written.
    func testAReportBesideProjectFilesIsWritten() throws {
        for name in ["Gen/report.yml", "App/report.json"] {
            let s = try Scratch()
            try write(s)
            try s.write(name, plain)
            let r = try CommandRunner.recolor(["scan", "--format", "json", "--output", name], in: s.url)
            XCTAssertNotEqual(r.status, 2, "\(name): \(r.stderr)")
            XCTAssertNotEqual(try s.read(name), plain, name)
        }
    }
}
