#if canImport(UIKit) && !os(watchOS)
  import TrellisDiff
  import UIKit

  extension BatchUpdate {
    /// The batch a UIKit host issues inside the view's updates closure, once the data source has
    /// switched to the data after the batch: this batch when it fits the counts before and after,
    /// else one that deletes every section before and inserts every section after, with the rule
    /// this one broke.
    ///
    ///     let (issued, violation) = update._issuable(from: [2], to: [3])
    ///
    /// UIKit raises `NSInternalInconsistencyException` for a batch whose counts do not add up, and
    /// by then the data source has switched, so the batch cannot be withdrawn. Replacing every
    /// section is valid for any counts: the view shows the new data, as after a reload, and the
    /// host reports the violation to its caller instead of crashing.
    ///
    /// - Parameters:
    ///   - before: The item counts per section the view held when the batch started.
    ///   - after: The item counts per section the data source answers after the switch.
    /// - Returns: The batch to issue, and the violation when it is not this one.
    /// - Complexity: That of `validate(from:to:)`.
    func _issuable(from before: [Int], to after: [Int]) -> (BatchUpdate, BatchUpdateViolation?) {
      do throws(BatchUpdateViolation) {
        try validate(from: before, to: after)
        return (self, nil)
      } catch {
        return (
          BatchUpdate(sectionDeletes: Array(before.indices), sectionInserts: Array(after.indices)),
          error
        )
      }
    }
  }
#endif
