import TrellisPresenter

/// Something that can describe what it shows as deterministic text, for tests.
///
///     final class FeedScreen: StateChild, HeadlessSnapshotProviding {
///       let host = HeadlessCollectionView(viewportSize: CGSize(width: 320, height: 480))
///       func snapshot() -> String { host.snapshot() }
///     }
@MainActor
public protocol HeadlessSnapshotProviding: AnyObject {
  /// What is on screen, one element a line; the same state always gives the same text.
  func snapshot() -> String
}

extension HeadlessListView: HeadlessSnapshotProviding {}

extension StateContainer {
  /// What the container shows: its state, then each visible child, bottom first, with the
  /// child's own snapshot indented below it when the child is ``HeadlessSnapshotProviding``.
  ///
  /// ```text
  /// state ready
  /// child FeedScreen
  ///   viewport 0,0 320x480 content 320x880
  ///   item [0, 0] 0,0 320x44 "Apple"
  /// ```
  ///
  /// - Returns: The text picture.
  public func snapshot() -> String {
    var lines = ["state \(currentState)"]
    for child in visibleChildren {
      lines.append("child \(String(describing: type(of: child)))")
      if let child = child as? any HeadlessSnapshotProviding {
        lines += child.snapshot().split(separator: "\n").map { "  \($0)" }
      }
    }
    return lines.joined(separator: "\n")
  }
}
