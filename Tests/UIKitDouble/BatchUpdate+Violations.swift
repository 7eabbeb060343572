import Foundation
import TrellisDiff

extension BatchUpdate {
  /// The message of the double's table and collection views for a data source whose counts at the
  /// start of `performBatchUpdates` (`answered`) were not the ones the view holds (`held`): it
  /// changed its data before the call instead of inside `updates`. When UIKit's layout pass at the
  /// start of the call reads such counts, the batch is then checked against them, and UIKit
  /// raises its "invalid number of items" (rows) exception for this update, or, when the counts
  /// happen to agree, caches geometry at the wrong index paths.
  ///
  /// - Parameters:
  ///   - view: The view's name in the message: "table view" or "collection view".
  ///   - held: The counts the view holds.
  ///   - answered: The counts the data source answered at the start of the call.
  ///   - current: The counts the data source answers after `updates` ran.
  ///   - describe: The view's words for a violation of this update against `answered`.
  /// - Returns: The message to report.
  func dataChangedBeforeBatchMessage(
    view: String, held: [Int], answered: [Int], current: [Int],
    describe: (BatchUpdateViolation) -> String
  ) -> String {
    let advice =
      "the data source already answered \(answered) at the start of performBatchUpdates, while "
      + "the \(view) held \(held): change the data source's data inside the updates closure, "
      + "since UIKit may lay out (and read the counts) before it runs"
    do throws(BatchUpdateViolation) {
      try validate(from: answered, to: current)
      return "Invalid batch updates detected: " + advice
    } catch {
      return describe(error) + " (" + advice + ")"
    }
  }
}
