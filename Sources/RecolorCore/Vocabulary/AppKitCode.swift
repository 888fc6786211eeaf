/// A Swift file that is AppKit code and never UIKit's: it imports AppKit or Cocoa, or names
/// AppKit's color (`NSColor`, SwiftUI's `Color(nsColor:)`), and neither imports UIKit nor names
/// `UIColor` / `Color(uiColor:)`. Such a file builds for macOS: where no project file says, a UIKit
/// API written into it does not compile. Cork (a macOS-only SwiftUI app whose Tuist manifest was
/// not read; session 27's review, F5) had `.background(Color.white)` drafted and rewritten to
/// `Color(uiColor: .systemBackground)` one line above `.border(Color(nsColor: NSColor.separatorColor))`:
/// the file imports only SwiftUI, so the import test alone did not see AppKit.
enum AppKitCode {
    private static let appKit = Framework.appkit.importModules.map { ByteFinder("import \($0)") } + ["NSColor", "nsColor:"].map { ByteFinder($0) }
    private static let uiKit = Framework.uikit.importModules.map { ByteFinder("import \($0)") } + ["UIColor", "uiColor:"].map { ByteFinder($0) }

    /// Whether the file's bytes say AppKit and never UIKit.
    static func isAppKitOnly(_ bytes: [UInt8]) -> Bool {
        appKit.contains { $0.occurs(in: bytes) } && !uiKit.contains { $0.occurs(in: bytes) }
    }

    static let examples: [(code: String, appKitOnly: Bool)] = [
        ("import SwiftUI\nlet a = Color.white\nlet b = Color(nsColor: NSColor.separatorColor)", true),
        ("import Cocoa\nlet a = NSColor.white", true),
        ("import AppKit\nlet v = NSView()", true),
        ("import SwiftUI\nlet a = Color.white", false),
        ("import SwiftUI\n#if os(macOS)\nlet b = NSColor.red\n#else\nlet b = UIColor.red\n#endif", false),
        ("import UIKit\nimport AppKit", false),
    ]
}
