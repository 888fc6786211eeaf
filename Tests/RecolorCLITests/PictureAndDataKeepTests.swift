import Foundation
import XCTest

/// Session 25 audit, issue 22: colors that are data or a picture's, kept as written by `init`
/// (F7 swatches built in a closure, F18 a palette chosen per data case, F16 an image's tint, F15 crop
/// guides over the photo, F14 a mask brush), and the ordinary UI colors beside them, which adapt.
/// Each fixture is hand-written in the shape of the app.
final class PictureAndDataKeepTests: XCTestCase {
    func rules(_ s: Scratch) throws -> [[String: Any]] {
        let t = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        return t["rules"] as? [[String: Any]] ?? []
    }

    func keep(_ rules: [[String: Any]], _ match: String) -> String? {
        rules.first { ($0["match"] as? String) == match && $0["keep"] != nil }?["keep"] as? String
    }

    func token(_ rules: [[String: Any]], _ match: String) -> String? {
        rules.first { ($0["match"] as? String) == match && $0["keep"] == nil }?["token"] as? String
    }

    func initialized(_ files: [String: String]) throws -> Scratch { try InitDraft(files).scratch }

    static let hex = """
        import SwiftUI
        extension Color {
            init(hex: String) {
                var v: UInt64 = 0
                Scanner(string: hex).scanHexInt64(&v)
                self.init(red: Double((v >> 16) & 0xFF) / 255, green: Double((v >> 8) & 0xFF) / 255, blue: Double(v & 0xFF) / 255)
            }
        }

        """

    // F7: Nook's gradient picker.
    func testSwatchesBuiltInAClosureOfAnIndexedCollectionAreData() throws {
        let s = try initialized(["Hex.swift": Self.hex, "Swatches.swift": """
            import SwiftUI
            struct SwatchRow: View {
                var onSelect: (Color) -> Void
                private let palettes: [[Color]] = {
                    let base: [Color] = [Color(hex: "F3EAE4"), Color(hex: "63411D"), Color(hex: "000000")]
                    let alt: [Color] = [Color(hex: "F29BBB"), Color(hex: "FFFBFA")]
                    return [base, alt]
                }()
                @State private var page = 0
                var body: some View {
                    HStack {
                        ForEach(Array(palettes[page].enumerated()), id: \\.offset) { _, color in
                            Circle().fill(color).onTapGesture { onSelect(color) }
                        }
                    }
                }
            }

            """, "Header.swift": """
            import SwiftUI
            struct Header: View {
                var body: some View {
                    Text("Spaces").foregroundStyle(Color(hex: "1E1E1E"))
                    Text("Other").background(Color(hex: "F3EAE4"))
                }
            }

            """])
        let r = try rules(s)
        XCTAssertTrue(keep(r, "#63411D")?.hasPrefix("data") == true, "\(r)")
        XCTAssertTrue(keep(r, "#FFFBFA")?.contains("built into palettes") == true, "\(r)")
        // The header's text is a UI color: it adapts.
        XCTAssertNotNil(token(r, "#1E1E1E"), "\(r)")
    }

    func testALocalOfABuilderNobodyIndexesStillAdapts() throws {
        let s = try initialized(["Hex.swift": Self.hex, "Card.swift": """
            import SwiftUI
            struct Card: View {
                private let background: some View = {
                    let fills: [Color] = [Color(hex: "FAFAFA"), Color(hex: "EEEEEE")]
                    return LinearGradient(colors: fills, startPoint: .top, endPoint: .bottom)
                }()
                var body: some View { Text("a").foregroundStyle(Color(hex: "222222")).background(background) }
            }

            """])
        let r = try rules(s)
        XCTAssertNil(keep(r, "#FAFAFA"), "\(r)")
    }

    // F18: vAmiga's memory map.
    static let memoryMap = """
        import AppKit
        enum MemSource { case none, chip, slow, fast }
        struct MemColors {
            static let unmapped = NSColor.gray
            static let chip = NSColor(srgbRed: 0.5, green: 1, blue: 0, alpha: 1)
            static let slow = NSColor(srgbRed: 0.4, green: 0.8, blue: 0, alpha: 1)
            static let fast = NSColor(srgbRed: 0.3, green: 0.6, blue: 0, alpha: 1)
        }
        final class MemoryMapView: NSView {
            var banks: [MemSource] = []
            let title = NSTextField(labelWithString: "Memory")
            override func draw(_ dirtyRect: NSRect) {
                for (i, source) in banks.enumerated() {
                    let color: NSColor
                    switch source {
                    case .none: color = MemColors.unmapped
                    case .chip: color = MemColors.chip
                    case .slow: color = MemColors.slow
                    case .fast: color = MemColors.fast
                    }
                    color.setFill()
                    NSRect(x: CGFloat(i) * 4, y: 0, width: 4, height: 10).fill()
                }
            }
            func setup() { title.textColor = NSColor(srgbRed: 0.2, green: 0.2, blue: 0.2, alpha: 1) }
            func legend(_ swatch: NSView) { swatch.layer?.backgroundColor = MemColors.chip.cgColor }
        }

        """

    func testAPalettesMembersAssignedPerDataCaseAreData() throws {
        let s = try initialized(["MemoryMap.swift": Self.memoryMap])
        let r = try rules(s)
        XCTAssertTrue(keep(r, "MemColors.chip")?.hasPrefix("data: one of 4 colors chosen per case of a data value") == true, "\(r)")
        XCTAssertNotNil(token(r, "#333333"), "the title adapts: \(r)")
        // The legend's swatch of a table's member keeps the table's color.
        XCTAssertNil(token(r, "MemColors.chip"), "\(r)")
        XCTAssertTrue(r.contains { ($0["keep"] as? String)?.contains("MemColors.chip, a color of the table at MemoryMap.swift:") == true }, "\(r)")
    }

    /// A neutral member of the table (white beside its hues) is data only in the table: the app's cards use it as a
    /// surface elsewhere, and the text on them adapts with it (Ithaca Transit's `Colors.white`, session 30's sweep).
    func testAWhiteMemberOfTheTableIsNoDataElsewhere() throws {
        let cards = Self.memoryMap.replacingOccurrences(of: "static let unmapped = NSColor.gray", with: "static let unmapped = NSColor(srgbRed: 1, green: 1, blue: 1, alpha: 1)")
            .replacingOccurrences(of: "func legend(_ swatch: NSView) {", with: "func card(_ box: NSView) { box.layer?.backgroundColor = MemColors.unmapped.cgColor }\n    func legend(_ swatch: NSView) {")
        let s = try initialized(["MemoryMap.swift": cards])
        let r = try rules(s)
        XCTAssertFalse(r.contains { ($0["keep"] as? String)?.contains("MemColors.unmapped, a color of the table") == true }, "\(r)")
        XCTAssertTrue(r.contains { ($0["keep"] as? String)?.contains("MemColors.chip, a color of the table at MemoryMap.swift:") == true }, "\(r)")
    }

    func testAStatesMembersAssignedPerCaseStillAdapt() throws {
        let status = Self.memoryMap.replacingOccurrences(of: "switch source", with: "switch status")
            .replacingOccurrences(of: "for (i, source) in banks.enumerated()", with: "for (i, status) in banks.enumerated()")
        let s = try initialized(["MemoryMap.swift": status])
        let r = try rules(s)
        XCTAssertNil(keep(r, "MemColors.chip"), "\(r)")
    }

    // F16: vAmiga's key caps.
    func testAColorAnImagesOwnMethodPaintsIntoItIsThePictures() throws {
        let s = try initialized(["Tint.swift": """
            import AppKit
            extension NSImage {
                func tint(_ color: NSColor) {
                    lockFocus()
                    color.set()
                    NSRect(origin: .zero, size: size).fill(using: .sourceAtop)
                    unlockFocus()
                }
                func darken() { tint(NSColor(red: 0.0, green: 0.0, blue: 0.0, alpha: 0.33)) }
            }
            final class Key: NSView {
                let label = NSTextField(labelWithString: "A")
                func setup() { label.textColor = NSColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 0.33) }
            }

            """])
        let r = try rules(s)
        XCTAssertTrue(keep(r, "#00000054")?.contains("painted into the image by NSImage.tint") == true, "\(r)")
        XCTAssertNotNil(token(r, "#1A1A1A54"), "the label adapts: \(r)")
    }

    // F16: Brightroom's fade, a filter's input color: a finding (the contract's `CIColor(red:…)`),
    // kept by init as the picture's; a CIColor that is no filter's input adapts.
    func testACoreImageFiltersInputColorIsThePictures() throws {
        let s = try initialized(["Fade.swift": """
            import CoreImage
            import UIKit
            func fade(_ image: CIImage, intensity: Double) -> CIImage {
                let color = CIFilter(name: "CIConstantColorGenerator", parameters: [kCIInputColorKey: CIColor(red: 1, green: 1, blue: 1, alpha: 0.3)])!
                let base = CIImage(color: CIColor(red: 0.1, green: 0.2, blue: 0.6))
                return color.outputImage!.composited(over: base.composited(over: image))
            }
            final class Badge: UIView {
                func setup() { backgroundColor = UIColor(ciColor: CIColor(red: 0.9, green: 0.9, blue: 0.9)) }
            }

            """])
        XCTAssertEqual(try CommandRunner.recolor(["scan", "."], in: s.url).status, 0)
        let r = try rules(s)
        XCTAssertTrue(keep(r, "#FFFFFF4D")?.contains("Core Image filter") == true, "\(r)")
        XCTAssertTrue(keep(r, "#1A3399")?.contains("Core Image filter") == true, "\(r)")
        XCTAssertNil(keep(r, "#E6E6E6"), "the badge's CIColor is no filter input: \(r)")
    }

    // F15: Brightroom's crop guides.
    func testCropGuidesOverThePhotoKeepTheirWhite() throws {
        let s = try initialized(["Crop.swift": """
            import UIKit
            final class CropView: UIView {
                let imageView = UIImageView()
                let grid = RuleOfThirdsView(lineColor: .white)
            }
            final class CropGuideOverlay: UIView {
                let edge = UIView()
                func setup() { edge.layer.borderColor = UIColor.white.cgColor }
            }
            final class RuleOfThirdsView: UIView {
                let lineColor: UIColor
                init(lineColor: UIColor) { self.lineColor = lineColor; super.init(frame: .zero) }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class CropToolbar: UIView {
                let title = UILabel()
                func setup() { backgroundColor = .white; title.textColor = UIColor(white: 0.1, alpha: 1) }
            }

            """])
        let r = try rules(s)
        XCTAssertTrue(r.contains { ($0["keep"] as? String)?.contains("drawn over the photo being cropped (RuleOfThirdsView)") == true }, "\(r)")
        XCTAssertTrue(r.contains { ($0["keep"] as? String)?.contains("drawn over the photo being cropped (CropGuideOverlay)") == true }, "\(r)")
        // The crop screen's toolbar is no guide: its white background adapts.
        XCTAssertTrue(r.contains { ($0["match"] as? String) == "#FFFFFF" && $0["keep"] == nil }, "\(r)")
    }

    // F14: Brightroom's blur-mask brush.
    func testABrushsColorArgumentIsTheDrawingsData() throws {
        let s = try initialized(["Mask.swift": """
            import UIKit
            public struct OvalBrush {
                public var color: UIColor
                public var pixelSize: CGFloat
            }
            final class MaskingView: UIView {
                private var currentBrush: OvalBrush?
                let hint = UILabel()
                func begin(pixelSize: CGFloat) { currentBrush = .init(color: .black, pixelSize: pixelSize) }
                func setup() { hint.textColor = .black; hint.backgroundColor = .init(white: 0.96, alpha: 1) }
            }

            """])
        let r = try rules(s)
        XCTAssertTrue(r.contains { ($0["keep"] as? String)?.contains("the color: of currentBrush's initializer") == true }, "\(r)")
        XCTAssertNotNil(token(r, "#000000"), "the hint's black text adapts: \(r)")
    }
}
