#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// recolor's command line: parses arguments, calls RecolorCore, prints, exits.
exit(CLI.main(Array(CommandLine.arguments.dropFirst())))
