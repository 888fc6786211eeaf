// Known-good SwiftUI code (iOS flavour) in the shapes Apple's documentation shows.
import SwiftUI

struct Box: View {
    var body: some View {
        Color(uiColor: .link)
            .frame(width: 200, height: 100)
    }
}

struct Hello: View {
    @Environment(\.colorScheme) private var colorScheme
    @State private var isOn = false

    var body: some View {
        ZStack {
            Color.cyan
            VStack(alignment: .leading, spacing: 8) {
                Text("Hello!")
                    .foregroundColor(colorScheme == .dark ? .white : .black)
                Text("Secondary").foregroundStyle(.secondary)
                Text("Tinted").foregroundStyle(.tint)
                Rectangle()
                    .fill(LinearGradient(colors: [.black.opacity(0.5), .clear], startPoint: .top, endPoint: .bottom))
                    .frame(height: 20)
                Circle().stroke(Color.red, lineWidth: 2)
                RoundedRectangle(cornerRadius: 8).fill(.orange)
                Capsule().fill(Color.red)
            }
            .padding()
            .background(Color(.sRGB, red: 0.9, green: 0.9, blue: 0.95, opacity: 1))
            .border(Color.gray, width: 1)
            .shadow(color: Color.black.opacity(0.2), radius: 4, x: 0, y: 2)
            .overlay(RoundedRectangle(cornerRadius: 8).stroke(Color.primary, lineWidth: 1))
            .tint(.green)
            .accentColor(Color.accentColor)
        }
        .frame(width: 200, height: 50)
        .background(Color(white: 0.95, opacity: 1))
        .background(Color(hue: 0.5, saturation: 0.2, brightness: 0.9))
        .background(Color("Brand", bundle: nil))
        .background(Color(UIColor.systemBackground))
        .background(.ultraThinFallback)
    }
}

extension ShapeStyle where Self == Color {
    /// An app's own ShapeStyle member, as apps declare them.
    static var ultraThinFallback: Color { Color(uiColor: .secondarySystemBackground) }
}

let platform = UIColor(Color.red)

#Preview("Box") {
    Box()
}
