import SwiftUI

// Files under DesignSystem/ may define colors: recolor reads them and reports nothing here.
extension Color {
    init(hex: String) {
        let value = UInt64(hex.dropFirst(), radix: 16) ?? 0
        self.init(red: Double((value >> 16) & 0xFF) / 255, green: Double((value >> 8) & 0xFF) / 255, blue: Double(value & 0xFF) / 255)
    }

    static let brand = Color(red: 47 / 255, green: 133 / 255, blue: 90 / 255)
    static let legacyRed = Color(hex: "#E53E3E")

    enum Trail {
        static let surface = Color("Surface")
        static let onSurface = Color("OnSurface")
        static let accent = Color("Accent")
        static let muted = Color("Muted")
        static let scrim = Color.black.opacity(0.5)
        static let onAccent = Color.white
    }
}
