import RecolorCore

/// The command line as a library: `main` parses, runs a command and returns the exit status.
public enum RecolorCLI {
    public static func main(_ arguments: [String]) -> Int32 {
        CLI.main(arguments)
    }
}
