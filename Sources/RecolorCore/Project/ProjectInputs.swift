/// The files recolor reads besides sources, IB documents and color sets: the project files the
/// readers take (`ProjectFileSearch`, and what they name: `.xcconfig` files, XcodeGen includes),
/// the settings the forced-appearance search reads (`SettingsEntry`: property lists, project
/// files, `.xcconfig`) and an asset catalog's `Contents.json` files (generate reads the catalog's).
/// A report written over one destroyed the project (`check --output App.xcodeproj/project.pbxproj`
/// replaced the Xcode project by a findings list: session 17's audit, F5); the report guard asks here.
package enum ProjectInputs {
    /// What kind of project input `path` is by its name, or nil: the names the readers look for.
    package static func kind(ofPath path: String) -> String? {
        let name = PathText.lastComponent(of: path)
        if ProjectFileSearch.names.contains(name) || name == "project.pbxproj" || XcodeGenAppearance.isSpecVariantName(name) { return "a project file" }
        if SettingsEntry.isSettingsName(name) { return "a project settings file" }
        if name == "Contents.json" && path.contains(".xcassets/") { return "an asset catalog file" }
        return nil
    }

    /// Every file the project readers read for the run's paths (absolute): the named ones and
    /// those they name (an XcodeGen include may have any name).
    package static func filesRead(paths: [String], cwd: String) -> [String] {
        ProjectFacts.read(paths: paths, cwd: cwd).filesRead
    }
}
