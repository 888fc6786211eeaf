#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import RecolorCLI
import RecolorSystem

// recolor's command line: all of it lives in RecolorCLI (testable in process); this only runs it
// and exits. No Foundation here: full Foundation links ICU, 5 ms and 250 page faults at every start.
recolor_return_freed_memory()
exit(RecolorCLI.main(Array(CommandLine.arguments.dropFirst())))
