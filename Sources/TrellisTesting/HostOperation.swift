import TrellisCore
import TrellisDiff
import TrellisLayout
import TrellisList

/// One thing a headless host did, in the order it did it: what tests assert on.
///
///     #expect(host.operations.suffix(2) == [.batch(update, animated: true), .batchCompleted])
public enum HostOperation: Equatable, Sendable {
  /// `reloadData()` ran.
  case reloadData
  /// A batch was validated and applied.
  case batch(BatchUpdate, animated: Bool)
  /// An animated batch's animations finished and its completion ran.
  case batchCompleted
  /// A view was dequeued for `element`: reused from the pool, or newly created.
  case dequeue(LayoutElement, reuseIdentifier: String, reused: Bool)
  /// A view became visible at `element`.
  case display(LayoutElement)
  /// A view stopped being visible at `element`.
  case endDisplay(LayoutElement)
  /// The refresh control changed state: installed, refreshing, finished, or removed.
  ///
  /// A pull, then the refreshed model on screen, logs:
  ///
  /// ```text
  /// refreshControl refreshing, batch animated …, batchCompleted, refreshControl idle
  /// ```
  case refreshControl(RefreshControlState)

  /// A state of a headless host's refresh control, as ``HostOperation/refreshControl(_:)``
  /// logs it.
  public enum RefreshControlState: String, Hashable, Sendable {
    /// No control: `isRefreshControlEnabled` became `false`.
    case removed
    /// The control is installed and not refreshing.
    case idle
    /// The control is refreshing, after a pull past its threshold or `beginRefreshing()`.
    case refreshing
  }
}

extension HostOperation: CustomStringConvertible {
  /// One line, e.g. `dequeue item [0, 3] "TitleCell" (reused)`.
  public var description: String {
    switch self {
    case .reloadData: "reloadData"
    case .batch(let update, let animated): "batch\(animated ? " animated" : "") \(update)"
    case .batchCompleted: "batchCompleted"
    case .dequeue(let element, let identifier, let reused):
      "dequeue \(_describe(element)) \"\(identifier)\"\(reused ? " (reused)" : "")"
    case .display(let element): "display \(_describe(element))"
    case .endDisplay(let element): "endDisplay \(_describe(element))"
    case .refreshControl(let state): "refreshControl \(state.rawValue)"
    }
  }
}

/// `item [0, 3]`, `header [1]`, `badge [0, 3]` (an item's supplementary view, at its item's path).
func _describe(_ element: LayoutElement) -> String {
  switch element.kind {
  case .item: "item \(element.path)"
  case .supplementary(let kind) where !_isSectionKind(kind): "\(kind) \(element.path)"
  case .supplementary(let kind): "\(kind) [\(element.path.section)]"
  case .decoration(let kind): "decoration \(kind) [\(element.path.section)]"
  }
}
