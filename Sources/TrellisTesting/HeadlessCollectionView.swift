import Foundation
import TrellisCore
import TrellisLayout
import TrellisList

/// A headless `UICollectionView`: the `ListHost` tests drive instead of UIKit.
///
///     let host = HeadlessCollectionView(viewportSize: CGSize(width: 320, height: 480))
///     let adapter = ListAdapter(host: host)
///     adapter.apply(model, animated: false)
///     #expect(!host.indexPathsForVisibleItems.isEmpty)
///
/// Each item can have supplementary views of its own (a badge per cell): the host asks
/// `ListHostDataSource.listHost(_:supplementariesOfItemAt:)` whenever it asks the item's size
/// (and again after a batch that keeps an item that had some), places each view against the
/// item's frame, and shows it at the item's path, after the cell in
/// display order and in ``HeadlessListView/snapshot()`` (`badge [0, 3] 308,128 16x16 "3"`).
///
/// See ``HeadlessListView`` for the rules it enforces.
public final class HeadlessCollectionView: HeadlessListView {
  /// Creates a collection view with a viewport and a layout (a vertical flow by default).
  ///
  /// - Parameters:
  ///   - viewportSize: The size of the visible area.
  ///   - layout: How content is placed.
  ///   - clock: The clock that times batch animations; tests pass a test clock.
  public override init(
    viewportSize: CGSize, layout: HeadlessLayout = .flow(),
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    super.init(viewportSize: viewportSize, layout: layout, clock: clock)
  }
}

/// A headless `UITableView`: full-width rows, section headers and footers, plain or grouped.
///
///     let table = HeadlessTableView(viewportSize: CGSize(width: 375, height: 600), style: .plain)
///
/// Like `UITableView`, it has no supplementary views per row
/// (`ListHost.supportsItemSupplementaries` is `false`): a data source that answers any for a row
/// (`ListHostDataSource.listHost(_:supplementariesOfItemAt:)`) makes the load or batch throw
/// `ListHostError.supplementaryViewsPerRow(_:at:)` once every row is shown without them; nothing
/// else is lost.
///
/// See ``HeadlessListView`` for the rules it enforces.
public final class HeadlessTableView: HeadlessListView {
  /// The table's style: plain tables pin their section headers.
  public let style: TableStyle

  /// Creates a table view.
  ///
  /// - Parameters:
  ///   - viewportSize: The size of the visible area.
  ///   - style: Plain (sticky headers) or grouped.
  ///   - clock: The clock that times batch animations; tests pass a test clock.
  public init(
    viewportSize: CGSize, style: TableStyle = .plain, clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.style = style
    super.init(viewportSize: viewportSize, layout: .table(style: style), clock: clock)
  }
}
