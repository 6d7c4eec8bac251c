import EvaluateCommand
import Foundation

// A thin executable: everything lives in the EvaluateCommand library.
let status = await EvaluateCommand.main(Array(CommandLine.arguments.dropFirst()))
exit(status)
