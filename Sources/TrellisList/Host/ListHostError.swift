import TrellisDiff
import TrellisLayout

/// A rule of `UICollectionView` / `UITableView` that an operation on a ``ListHost`` broke.
///
///     do {
///       try host.performBatchUpdates(
///         update, animated: true, updatingData: { items = new }, completion: nil)
///     }
///     catch { print(error) }
///     // Invalid update: invalid number of items in section 0. ...
///
/// UIKit raises an exception (and the app crashes) for each of these; the headless hosts throw
/// them, with messages that read like UIKit's, so tests name the broken rule.
public enum ListHostError: Error, Equatable, Sendable {
  /// The batch breaks a rule that the item counts before and after it decide.
  case invalidBatch(BatchUpdateViolation)
  /// No view type is registered under `reuseIdentifier` for cells (`kind == nil`) or for `kind`.
  case unregisteredReuseIdentifier(String, kind: SupplementaryKind?)
  /// A registered view type cannot be created by this host (the headless hosts create views
  /// that conform to `HeadlessReusableView`).
  case cannotCreateView(type: String, reuseIdentifier: String)
  /// A view was dequeued while the host was not asking its data source for one.
  case dequeueOutsideRequest(reuseIdentifier: String, path: ItemPath)
  /// A view was dequeued for another element than the one the host asked for.
  case dequeuedForAnotherElement(asked: String, dequeued: String)
  /// The data source returned a view that was not dequeued from this host for this request.
  case viewNotDequeued(element: String)
  /// The data source dequeued more than one view for one request.
  case multipleViewsDequeued(element: String, count: Int)
  /// The data source returned a view that is already visible elsewhere.
  case viewAlreadyVisible(element: String, visibleAt: String)
  /// The data source answered other counts at the start of a batch than those the host displays:
  /// it changed its data before `performBatchUpdates` instead of inside the batch's updates.
  ///
  ///     // ✅ the data changes inside the batch
  ///     try host.performBatchUpdates(update, animated: true, updatingData: { items = new }) { _ in }
  ///     // 🚫 the data changed before it: UIKit may lay out at the start of the call, read the new
  ///     // counts, and then raise "Invalid update: invalid number of items…"
  ///
  /// `displayed` are the item counts per section the host shows; `answered` those the data source
  /// gave at the start of the batch.
  case dataChangedBeforeBatch(displayed: [Int], answered: [Int])
  /// An operation was called while the host was calling its data source.
  case reentrantCall(operation: String, during: String)
  /// A path that the displayed data does not have.
  case itemOutOfRange(ItemPath)
  /// A simulated touch on an item that is not on screen.
  case itemNotVisible(ItemPath)
  /// The data source answered with a value no list can show (a negative count, a NaN size).
  case invalidDataSourceAnswer(String)
  /// A simulated gesture that a user cannot make on this list, such as a pull to refresh that
  /// does not start at the top of vertically scrolling content.
  case impossibleGesture(String)
}

extension ListHostError {
  /// The error a table host throws for a data source that answers supplementary views for the
  /// row at `path`: a table view has none per row, only section headers and footers. The host
  /// shows the row without them.
  ///
  ///     throw ListHostError.supplementaryViewsPerRow("badge", at: path)
  ///
  /// - Parameters:
  ///   - kind: The first kind answered.
  ///   - path: The row's path.
  /// - Returns: An ``invalidDataSourceAnswer(_:)`` naming the rule and the row.
  public static func supplementaryViewsPerRow(_ kind: SupplementaryKind, at path: ItemPath)
    -> ListHostError
  {
    .invalidDataSourceAnswer(
      "supplementary views of kind \(kind) for the row at \(path); a table view has no "
        + "supplementary views per row, only section headers and footers")
  }
}

extension ListHostError: CustomStringConvertible {
  /// A message that reads like UIKit's, naming the rule.
  public var description: String {
    switch self {
    case .invalidBatch(let violation):
      return violation.description
    case .unregisteredReuseIdentifier(let identifier, let kind):
      let kindName = kind?.rawValue ?? "cell"
      return "could not dequeue a view of kind \(kindName) with identifier \(identifier) - "
        + "must register a nib or a class for the identifier"
    case .cannotCreateView(let type, let identifier):
      return "cannot create a \(type) for identifier \(identifier): headless hosts create views "
        + "that conform to HeadlessReusableView"
    case .dequeueOutsideRequest(let identifier, let path):
      return "a view with identifier \(identifier) was dequeued for \(path) while the host was "
        + "not asking its data source for a view; dequeue only in the data source's view requests"
    case .dequeuedForAnotherElement(let asked, let dequeued):
      return "the data source was asked for \(asked) but dequeued a view for \(dequeued)"
    case .viewNotDequeued(let element):
      return "the view returned for \(element) was not dequeued from this host for it - views "
        + "must be retrieved by calling dequeue for the element the data source is asked for"
    case .multipleViewsDequeued(let element, let count):
      return "\(count) views were dequeued for \(element); ensure that a single view is dequeued "
        + "and returned for each request"
    case .viewAlreadyVisible(let element, let visibleAt):
      return "the view returned for \(element) is already visible at \(visibleAt); one view is "
        + "never shown at two places"
    case .dataChangedBeforeBatch(let displayed, let answered):
      return "the data source answered \(answered) items per section at the start of a batch, "
        + "while the host displays \(displayed); change the data inside the batch's updates, "
        + "since UIKit may lay out (and read the counts) before they run"
    case .reentrantCall(let operation, let during):
      return "\(operation) was called from inside \(during); the host does not accept updates "
        + "while it is asking its data source"
    case .itemOutOfRange(let path):
      return "attempt to use an item at \(path) that does not exist in the displayed data"
    case .itemNotVisible(let path):
      return "the item at \(path) is not visible; only visible items can be touched"
    case .invalidDataSourceAnswer(let answer):
      return "the data source answered \(answer)"
    case .impossibleGesture(let gesture):
      return "a user cannot \(gesture)"
    }
  }
}
