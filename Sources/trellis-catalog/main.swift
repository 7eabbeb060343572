import Foundation
import TrellisCatalog

// `swift run trellis-catalog [NAME] [--frames N] [--keys KEYS] [--svg FILE]`
let status = MainActor.assumeIsolated {
  Catalog.main(arguments: Array(CommandLine.arguments.dropFirst()))
}
exit(status)
