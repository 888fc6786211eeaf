import Foundation
import RecolorCLI

// recolor's command line: all of it lives in RecolorCLI (testable in process); this only runs it and exits.
exit(RecolorCLI.main(Array(CommandLine.arguments.dropFirst())))
