import Foundation
import XCTest

/// Text in a SwiftUI view drawn only on a color the app picks at run time from its own fixed
/// per-case colors (OnlySwitch's sticky note, session 22 F9) is kept "on a chosen color", though
/// the files showing where the view stands hold no finding; the same text where a use of the view
/// stands on no such color, or where the color is no per-case member, adapts.
final class KeptOnChosenColorsTests: XCTestCase {
    /// The note's colors per case.
    static let noteColor = """
        import AppKit
        public enum StickerColor: CaseIterable {
            case yellow, blue, pink
            public var content: NSColor {
                switch self {
                case .yellow: return NSColor(red: 0.99, green: 0.96, blue: 0.65, alpha: 1)
                case .blue: return NSColor(red: 0.74, green: 0.95, blue: 0.99, alpha: 1)
                case .pink: return NSColor(red: 0.97, green: 0.79, blue: 0.78, alpha: 1)
                }
            }
        }

        """
    static let editor = """
        import SwiftUI
        struct StickerContentView: View {
            @Binding var text: String
            var preview: Bool
            var body: some View {
                if preview {
                    StickerPreviewView(text: text)
                } else {
                    TextEditor(text: $text)
                        .foregroundStyle(.black)
                        .background(.clear)
                }
            }
        }

        """
    static let preview = """
        import SwiftUI
        struct StickerPreviewView: View {
            var text: String
            var body: some View {
                Text(text).foregroundColor(.black)
            }
        }

        """
    /// The note: the editor in a container whose chain sets the chosen color (no color of its own).
    static func note(_ background: String, extra: String = "") -> String {
        """
        import SwiftUI
        struct StickerView: View {
            @State var stickerColor: StickerColor = .yellow
            @State var text = ""
            var body: some View {
                VStack {
                    StickerContentView(text: $text, preview: false)
                        .padding(.top, 5)
                }
                .background(\(background))
        \(extra)    }
        }

        """
    }
    static let settings = "import SwiftUI\nstruct SettingsView: View {\n    var body: some View { Text(\"Settings\").foregroundColor(.black).background(Color.white) }\n}\n"

    func keeps(_ note: String) throws -> [String] {
        let draft = try InitDraft(["StickerColor.swift": Self.noteColor, "StickerContentView.swift": Self.editor, "StickerPreviewView.swift": Self.preview,
                                   "StickerView.swift": note, "SettingsView.swift": Self.settings])
        return draft.rules.compactMap { rule in (rule["keep"] as? String).map { "\($0) in \((rule["in"] as? [String]) ?? [])" } }
    }

    func testTextOnAChosenPerCaseColorIsKeptInItsViewAndTheViewsInIt() throws {
        let keeps = try keeps(Self.note("Color(stickerColor.content)"))
        XCTAssertTrue(keeps.contains { $0.hasPrefix("on a chosen color: StickerContentView is drawn only on Color(stickerColor.content)") && $0.hasSuffix("[\"StickerContentView.body\"]") }, "\(keeps)")
        XCTAssertTrue(keeps.contains { $0.hasPrefix("on a chosen color: StickerPreviewView is drawn only on Color(stickerColor.content)") }, "\(keeps)")
        // The settings' black text on white is no such text.
        XCTAssertFalse(keeps.contains { $0.contains("SettingsView") }, "\(keeps)")
    }

    func testNotKeptOnAnotherSurface() throws {
        // The color is no per-case member of a value.
        XCTAssertFalse(try keeps(Self.note("Color(nsColor: .windowBackgroundColor)")).contains { $0.hasPrefix("on a chosen color") })
        // Another use of the view stands on no chosen color.
        let twice = Self.note("Color(stickerColor.content)", extra: "    }\n    var other: some View {\n        StickerContentView(text: .constant(\"\"), preview: true)\n")
        XCTAssertFalse(try keeps(twice).contains { $0.hasPrefix("on a chosen color") })
    }
}
