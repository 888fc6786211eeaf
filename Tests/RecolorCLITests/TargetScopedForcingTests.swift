import Foundation
import XCTest

/// A window forced dark in code only one of two app targets builds (a design-preview app beside
/// the shipped one, which shows the system's appearance) is that target's: the shipped app's colors
/// get dark values (unstoppable-ios-app: 56 of 113 tokens had none; session 29's review, A7).
/// Hand-written.
final class TargetScopedForcingTests: XCTestCase {
    static func project(_ previewBuildsDelegate: Bool, mainBuildsDelegate: Bool = false) -> String {
        let main = mainBuildsDelegate ? "B1, B2, B3" : "B1, B2"
        return """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjects = {
            \t\tG0 = {isa = PBXGroup; children = (F1, F2, F3); sourceTree = "<group>"; };
            \t\tF1 = {isa = PBXFileReference; path = App/SceneDelegate.swift; sourceTree = "<group>"; };
            \t\tF2 = {isa = PBXFileReference; path = App/CardView.swift; sourceTree = "<group>"; };
            \t\tF3 = {isa = PBXFileReference; path = Preview/SceneDelegate.swift; sourceTree = "<group>"; };
            \t\tB1 = {isa = PBXBuildFile; fileRef = F1; };
            \t\tB2 = {isa = PBXBuildFile; fileRef = F2; };
            \t\tB3 = {isa = PBXBuildFile; fileRef = F3; };
            \t\tB4 = {isa = PBXBuildFile; fileRef = F2; };
            \t\tS1 = {isa = PBXSourcesBuildPhase; files = (\(main)); };
            \t\tS2 = {isa = PBXSourcesBuildPhase; files = (\(previewBuildsDelegate ? "B3, B4" : "B4")); };
            \t\tT1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (S1); name = Wallet; productType = "com.apple.product-type.application"; };
            \t\tT2 = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (S2); name = WalletPreview; productType = "com.apple.product-type.application"; };
            \t\tP1 = {isa = PBXProject; buildConfigurationList = L0; mainGroup = G0; projectDirPath = ""; targets = (T1, T2); };
            \t\tL0 = {isa = XCConfigurationList; buildConfigurations = (C0); };
            \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
            \t\tL2 = {isa = XCConfigurationList; buildConfigurations = (C2); };
            \t\tC0 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos;}; name = Release; };
            \t\tC1 = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 16.0;}; name = Release; };
            \t\tC2 = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 16.0;}; name = Release; };
            \t};
            \trootObject = P1;
            }
            """
    }

    func initRun(previewBuildsDelegate: Bool, mainBuildsDelegate: Bool = false) throws -> (stderr: String, table: [String: Any]) {
        let s = try Scratch()
        try s.write("App.xcodeproj/project.pbxproj", Self.project(previewBuildsDelegate, mainBuildsDelegate: mainBuildsDelegate))
        try s.write("App/SceneDelegate.swift", "import UIKit\nfinal class SceneDelegate: UIResponder {\n    var window: UIWindow?\n}\n")
        try s.write("App/CardView.swift", """
            import UIKit
            final class CardView: UIView {
                let titleLabel = UILabel()
                func setup() {
                    backgroundColor = .white
                    titleLabel.textColor = .black
                    addSubview(titleLabel)
                }
            }
            """)
        try s.write("Preview/SceneDelegate.swift", """
            import UIKit
            final class PreviewSceneDelegate: UIResponder {
                var window: UIWindow?
                func show(_ window: UIWindow) {
                    window.overrideUserInterfaceStyle = .dark
                    self.window = window
                }
            }
            """)
        let run = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(run.status, 0, run.stderr)
        let table = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        return (run.stderr, table)
    }

    func darks(_ table: [String: Any]) -> [String?] {
        (table["tokens"] as? [String: [String: Any]] ?? [:]).values.map { $0["dark"] as? String }
    }

    func testAWindowForcedByOneOfTwoAppTargetsIsThatTargetsOnly() throws {
        let run = try initRun(previewBuildsDelegate: true)
        XCTAssertTrue(run.stderr.contains("one app target forces the dark appearance"), run.stderr)
        XCTAssertTrue(run.stderr.contains("target WalletPreview"), run.stderr)
        XCTAssertFalse(run.stderr.contains("the app forces the dark appearance"), run.stderr)
        let darks = darks(run.table)
        XCTAssertFalse(darks.isEmpty)
        XCTAssertTrue(darks.allSatisfy { $0 != nil }, "\(run.table)")
    }

    /// Negative: the window forced in a file both app targets build is the app's.
    func testAWindowForcedInAFileEveryAppTargetBuildsIsTheApps() throws {
        let run = try initRun(previewBuildsDelegate: true, mainBuildsDelegate: true)
        XCTAssertTrue(run.stderr.contains("the app forces the dark appearance"), run.stderr)
    }
}
