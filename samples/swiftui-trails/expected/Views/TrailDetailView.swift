import SwiftUI

struct TrailDetailView: View {
    let title: String

    var body: some View {
        ZStack {
            Color.Trail.scrim
                .ignoresSafeArea()
            VStack(spacing: 12) {
                Text(title)
                    .font(.title)
                    .foregroundColor(Color.Trail.onAccent)
                Button("Start") {}
                    .padding()
                    .background(Color.Trail.accent)
                    .foregroundStyle(Color.Trail.onAccent)
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
