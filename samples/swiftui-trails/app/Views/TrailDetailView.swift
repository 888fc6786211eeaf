import SwiftUI

struct TrailDetailView: View {
    let title: String

    var body: some View {
        ZStack {
            Color.black.opacity(0.5)
                .ignoresSafeArea()
            VStack(spacing: 12) {
                Text(title)
                    .font(.title)
                    .foregroundColor(.white)
                Button("Start") {}
                    .padding()
                    .background(Color.brand)
                    .foregroundStyle(.white)
                    .clipShape(Capsule())
                Text("Closed after dark")
                    .foregroundColor(Color.legacyRed)
                Text("Regex /trail/ and Color(red: 1, green: 0, blue: 0) in text are no findings")
                    .foregroundColor(.secondary)
            }
        }
    }

    var divider: Color { Color(.sRGB, red: 0.44, green: 0.5, blue: 0.59, opacity: 1) }
}
