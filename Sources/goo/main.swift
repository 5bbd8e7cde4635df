import Foundation
import GooTool

exit(GooCommand.main(Array(CommandLine.arguments.dropFirst())))
