import Foundation
import XCTest

/// A control's knob (a light shape with a shadow, in a slider, switch or toggle, or named a knob,
/// thumb or handle) stays white in Dark, as Apple's thumbs do: phoenix's `VSlider` knob
/// `Circle()….foregroundColor(Color.white).shadow(radius: 2, y: 2)` was proposed near-black
/// (#0D0D0D), invisible on a dark sheet (session 20 audit F16).
final class ControlKnobTests: XCTestCase {
    func rules(_ source: String) throws -> [[String: Any]] {
        let s = try Scratch()
        try s.write("Sources/Views.swift", source)
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let t = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        return t["rules"] as! [[String: Any]]
    }

    func testASliderKnobWithAShadowIsKept() throws {
        let rules = try rules("""
            import SwiftUI
            struct VSlider: View {
                var body: some View {
                    ZStack {
                        Rectangle().foregroundColor(Color(.systemGray4))
                        // Handle
                        Circle()
                            .frame(width: 20, height: 20)
                            .foregroundColor(Color.white)
                            .shadow(radius: 2, y: 2)
                    }
                }
            }
            struct Dial: View {
                var body: some View {
                    // Thumb
                    Capsule().fill(Color(white: 0.98)).shadow(radius: 1)
                }
            }

            """)
        let kept = rules.compactMap { $0["keep"] as? String }
        XCTAssertTrue(kept.contains { $0.hasPrefix("control knob: Circle()") && $0.contains("VSlider") }, "\(rules)")
        XCTAssertTrue(kept.contains { $0.hasPrefix("control knob: Capsule()") && $0.contains("Thumb") }, "\(rules)")
    }

    /// Negative controls: a white shape with a shadow that is no knob (a card's dot), and a
    /// knob-named shape without a shadow, are fills like any other.
    func testAShapeThatIsNoKnobIsAFill() throws {
        let rules = try rules("""
            import SwiftUI
            struct Card: View {
                var body: some View {
                    Circle().fill(Color.white).shadow(radius: 2)
                }
            }
            struct SliderTrack: View {
                var body: some View {
                    Circle().fill(Color.white).frame(width: 4, height: 4)
                }
            }

            """)
        XCTAssertFalse(rules.contains { $0["keep"] != nil }, "\(rules)")
        XCTAssertTrue(rules.contains { ($0["match"] as? String) == "#FFFFFF" && $0["token"] != nil }, "\(rules)")
    }
    /// AppKit draws a slider's knob in `drawKnob(_:)`: its drawing color (`set()` then `fill()`) is
    /// the knob's (Clocker's `CustomSliderCell`); the bar drawn beside it is a fill like any other.
    func testAKnobDrawnByDrawKnobIsKept() throws {
        let rules = try rules("""
            import AppKit
            final class CustomSliderCell: NSSliderCell {
                override func drawKnob(_ knobRect: NSRect) {
                    let path = NSBezierPath(ovalIn: knobRect)
                    NSColor.lightGray.set()
                    path.fill()
                }
                override func drawBar(inside rect: NSRect, flipped: Bool) {
                    NSColor.darkGray.setFill()
                    NSBezierPath(rect: rect).fill()
                }
            }

            """)
        XCTAssertTrue(rules.contains { ($0["match"] as? String) == "#AAAAAA" && ($0["keep"] as? String)?.hasPrefix("control knob: drawn by drawKnob") == true }, "\(rules)")
        // Negative control: the bar is no knob.
        XCTAssertTrue(rules.contains { ($0["match"] as? String) == "#555555" && $0["token"] != nil }, "\(rules)")
    }
}
