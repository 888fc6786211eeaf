import RecolorCore

/// The command line as a library: `main` parses, runs a command and returns the exit status.
public enum RecolorCLI {
    /// Runs in `environment`: its folder, output, error and variables (the process's own by
    /// default: the executable's). Nothing of the process is read but what it gives.
    public static func main(_ arguments: [String], environment: CommandEnvironment = .process()) -> Int32 {
        CLI.main(arguments, environment: environment)
    }
}
