/// The version every output names (`--version`, SARIF's tool.driver.version).
public enum RecolorVersion {
    public static let number = "0.1.0"
    public static let informationURI = "https://github.com/recolor-swift/recolor"
}
