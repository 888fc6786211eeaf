import Foundation
import RecolorCore

exit(CommandLine.run(Array(CommandLine.arguments.dropFirst())))
