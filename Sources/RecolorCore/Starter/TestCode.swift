/// What `init` leaves out by default: test and UI-test folders (their assertions compare fixed
/// colors, which a migration would break at run time) and SwiftUI previews.
package enum TestCode {
    /// Folders named `Tests` or ending in it (`AppTests`, `AppUITests`), anywhere.
    package static let folderGlobs = ["**/*Tests"]

    /// The globs of `folderGlobs` that match a file under `base` (a glob matching nothing would
    /// be a lint warning in the table `init` writes).
    package static func excludes(base: String) -> [String] {
        folderGlobs.filter { GlobProbe.matchesSomething($0, base: base) }
    }
}
