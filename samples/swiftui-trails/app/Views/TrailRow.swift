import SwiftUI

struct TrailRow: View {
    let name: String
    let distance: Double
    let isFavorite: Bool

    var body: some View {
        HStack {
            Text(name)
                .foregroundColor(Color(red: 0x1F / 255.0, green: 0x29 / 255.0, blue: 0x33 / 255.0))
            Spacer()
            Text("\(distance, specifier: "%.1f") km")
                .foregroundStyle(Color(hex: "#718096"))
            Image(systemName: isFavorite ? "star.fill" : "star")
                .foregroundColor(isFavorite ? .brand : .red)
        }
        .padding()
        .background(.white)
        .opacity(isFavorite ? 1 : 0.8)
    }
}

#Preview {
    TrailRow(name: "Ridge Loop", distance: 7.4, isFavorite: true)
        .background(Color(white: 0.95))
}
