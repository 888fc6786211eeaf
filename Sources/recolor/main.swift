import RecolorCore  // re-exports the system modules (Support/Imports.swift)

// recolor's command line: parses arguments, calls RecolorCore, prints, exits.
exit(CLI.main(Array(CommandLine.arguments.dropFirst())))
