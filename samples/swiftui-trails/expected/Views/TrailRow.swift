import SwiftUI

struct TrailRow: View {
    let name: String
    let distance: Double
    let isFavorite: Bool

    var body: some View {
        HStack {
            Text(name)
                .foregroundColor(Color.Trail.onSurface)
            Spacer()
            Text("\(distance, specifier: "%.1f") km")
                .foregroundStyle(Color.Trail.muted)
            Image(systemName: isFavorite ? "star.fill" : "star")
                .foregroundColor(isFavorite ? Color.Trail.accent : .red)
        }
        .padding()
        .background(Color.Trail.surface)
        .opacity(isFavorite ? 1 : 0.8)
    }
}

#Preview {
    TrailRow(name: "Ridge Loop", distance: 7.4, isFavorite: true)
        .background(Color(white: 0.95))
}
